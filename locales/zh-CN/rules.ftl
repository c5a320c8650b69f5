# Simplified Chinese (zh-CN) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

rules-game = { $name }。{ $summary }
    初始局面：{ $start }
    { $first }

rules-game-options = { $name }。{ $summary }
    初始局面：{ $start }
    { $first }
    选项（rules:…）：{ $options }

rules-coin-first = 掷硬币决定谁先走。

rules-side-first = { $side } 先走。

rules-option = { $key } — { $summary }

rules-options = { $first }；{ $rest }

rules-no-such-piece = { $name } 没有棋子 { $piece }。它的棋子有：{ $pieces }。

rules-piece = { $name } — { $piece }（{ $english }）：{ $moves }

rules-piece-pictured = { $name } — { $piece }（{ $english }）：{ $moves }
    图中：圆点表示可以走到的位置，圆圈表示可以吃掉的棋子。

rules-not-a-square = { $square } 不是 { $name } 棋盘上的位置：请按棋盘上的标注书写，例如 { $example }。

rules-no-piece-on = 对局 #{ $game }：{ $square } 上没有棋子。

rules-moves-over = 对局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）— 对局已结束。

rules-moves-none = 对局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）目前无法移动。

rules-moves = 对局 #{ $game }：{ $square } 上的 { $piece }（{ $side }）{ $waiting ->
        [yes] 在轮到己方时
       *[no] {""}
    }{ $reach ->
        [go] 可以走到 { $goes }
        [take] 可以吃 { $takes } 上的棋子
       *[both] 可以走到 { $goes }，也可以吃 { $takes } 上的棋子
    }。

rules-no-such-command = 没有 { $command } 这个命令；{ $help } 会列出所有命令。

rules-unknown-game = 未知的棋类 { $name }；现有棋类：{ $games }
rules-no-option = { $game } 没有规则选项 { $option }（该棋没有任何规则选项）
rules-no-option-among = { $game } 没有规则选项 { $option }；可用的选项有：{ $known }

rules-caption = #{ $id } { $game } — { $square } 上的{ $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game }的开局摆法：{ $alt }
book-pieces-legend = 突出显示的位置上是该棋子；圆点标出它可以走到的位置，圆圈标出它可以吃掉的敌方棋子。其他棋子放在会改变它走法的位置上。
book-no-options = 这种棋没有规则选项：以上规则就是全部规则。
