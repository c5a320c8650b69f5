# Traditional Chinese (zh-TW) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

rules-game = { $name }。{ $summary }
    初始局面：{ $start }
    { $first }

rules-game-options = { $name }。{ $summary }
    初始局面：{ $start }
    { $first }
    選項（rules:…）：{ $options }

rules-coin-first = 擲硬幣決定誰先走。

rules-side-first = { $side } 先走。

rules-option = { $key } — { $summary }

rules-options = { $first }；{ $rest }

rules-no-such-piece = { $name } 沒有棋子 { $piece }。它的棋子有：{ $pieces }。

rules-piece = { $name } — { $piece }（{ $english }）：{ $moves }

rules-piece-pictured = { $name } — { $piece }（{ $english }）：{ $moves }
    圖中：圓點表示可以走到的位置，圓圈表示可以吃掉的棋子。

rules-not-a-square = { $square } 不是 { $name } 棋盤上的位置：請按棋盤上的標註書寫，例如 { $example }。

rules-no-piece-on = 對局 #{ $game }：{ $square } 上沒有棋子。

rules-moves-over = 對局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）— 對局已結束。

rules-moves-none = 對局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）目前無法移動。

rules-moves = 對局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）{ $waiting ->
        [yes] 在輪到己方時
       *[no] {""}
    }{ $reach ->
        [go] 可以走到 { $goes }
        [take] 可以吃 { $takes } 上的棋子
       *[both] 可以走到 { $goes }，也可以吃 { $takes } 上的棋子
    }。

rules-no-such-command = 沒有 { $command } 這個指令；{ $help } 會列出所有指令。

rules-unknown-game = 未知的棋類 { $name }；現有棋類：{ $games }
rules-no-option = { $game } 沒有規則選項 { $option }（該棋沒有任何規則選項）
rules-no-option-among = { $game } 沒有規則選項 { $option }；可用的選項有：{ $known }

rules-caption = #{ $id } { $game } — { $square } 上的{ $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game }的開局擺法：{ $alt }
book-pieces-legend = 突出顯示的位置上是該棋子；圓點標出它可以走到的位置，圓圈標出它可以吃掉的敵方棋子。其他棋子放在會改變它走法的位置上。
book-no-options = 這種棋沒有規則選項：以上規則就是全部規則。
