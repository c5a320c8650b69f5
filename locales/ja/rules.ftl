# Japanese (ja) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

rules-game = { $name }。{ $summary }
    初期局面：{ $start }
    { $first }

rules-game-options = { $name }。{ $summary }
    初期局面：{ $start }
    { $first }
    オプション（rules:…）：{ $options }

rules-coin-first = どちらが先に指すかはコイントスで決まります。
rules-side-first = { $side } が先に指します。
rules-option = { $key } — { $summary }
rules-options = { $first } / { $rest }
rules-no-such-piece = { $name } に { $piece } という駒はありません。駒の一覧：{ $pieces }。
rules-piece = { $name } — { $piece }（{ $english }）：{ $moves }
rules-piece-pictured = { $name } — { $piece }（{ $english }）：{ $moves }
    図の見方：点は動けるマス、丸は取れる駒を示します。
rules-not-a-square = { $square } は { $name } のマスではありません。盤の表記どおりに書いてください（例：{ $example }）。
rules-no-piece-on = 対局 #{ $game }：{ $square } に駒はありません。
rules-moves-over = 対局 #{ $game }：{ $square } の { $piece }（{ $side }）— 対局は終了しています。
rules-moves-none = 対局 #{ $game }：{ $square } の { $piece }（{ $side }）は現在動けません。
rules-moves = 対局 #{ $game }：{ $square } の { $piece }（{ $side }）は{ $waiting ->
        [yes] 、自分の手番になれば
       *[no] {""}
    }{ $reach ->
        [go] { $goes } に動けます
        [take] { $takes } で駒を取れます
       *[both] { $goes } に動け、{ $takes } で駒を取れます
    }。
rules-no-such-command = { $command } というコマンドはありません。{ $help } でコマンドの一覧を表示できます。

rules-unknown-game = { $name } というゲームはありません。ゲームの一覧：{ $games }
rules-no-option = { $game } にルールオプション { $option } はありません（このゲームにはオプションがありません）
rules-no-option-among = { $game } にルールオプション { $option } はありません。使えるオプション：{ $known }

# 盤上での駒の動きを示す図のキャプション。
rules-caption = #{ $id } { $game } — { $square } の { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game } の初期配置：{ $alt }
book-pieces-legend = 強調されたマスにその駒があります。点はその駒が動けるマス、輪は取ることのできる相手の駒を示します。ほかの駒は、その駒の動きを変える位置に置かれています。
book-no-options = このゲームにはルールのオプションがありません。上のルールがすべてです。
