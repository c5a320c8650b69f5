# Japanese (ja) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

games-paused = 対局 #{ $id } は、主催者が一時停止した大会の対局です。再開するまで指し手は保留されます。
games-setup-first = 対局 #{ $id }：まず両者が初期配置を選びます：/setup masangsangma、sangmamasang、masangmasang または sangmasangma。
games-not-your-move = 対局 #{ $id } はあなたの手番ではありません。{ $who } の手番です。
games-not-a-player = あなたは対局 #{ $id } の対局者ではありません。
games-several = ここで複数の対局に参加しています：{ $games }。game:ID で指定してください。
games-over = 対局 #{ $id } は終局しています。
games-not-yours = 対局 #{ $id } はあなたの対局ではなく、ここで行われている対局でもありません。
games-none = 進行中の対局はありません。
games-board = 対局 #{ $id }。{ $position }

games-ratings = レーティング：{ $white }、{ $black }。
games-rating-line = { $name } { $old } → { $new }（{ $change }）

# /games：対局とレースを1行ずつ。
games-list = { $lines }
games-line = #{ $id } { $game } 対 { $opponent }：{ $turn ->
        [mine] あなたの手番
       *[theirs] 相手の手番
    }{ $left }
games-left = 、残り { $left }
games-more = …ほか { $count } 局（あなたの手番 { $mine }、相手の手番 { $theirs }）。{ $board } でどの対局も表示できます。
games-vacation = { $until } まで休暇中です。あなたの時計は止まっています。

# 盤面図のキャプション。
games-caption = #{ $id } { $game } — { $white }（{ $white_side }）対 { $black }（{ $black_side }）— { $state }
games-caption-to-move = { $side }の手番

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }。{ $side }の手番。{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = 最終手：{ $square }の駒がその場で成る。
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = 最終手：{ $piece }が{ $from }から{ $to }へ。
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = 最終手：{ $piece }を{ $square }に打つ。
alt-last-pass = 最終手：パス。
alt-check = 王手。
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { $square }の{ $piece }は{ $reach ->
        [none] 動けません。
        [moves] { $moves }に動けます。
        [takes] { $takes }で駒を取れます。
       *[both] { $moves }に動け、{ $takes }で駒を取れます。
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { $side }：{ $pieces }{ $hand }。
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ；{ $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ；持ち駒 { $piece }{ $n }枚
# The next piece in hand. As alt-hand.
alt-hand-next = 、{ $piece }{ $n }枚
