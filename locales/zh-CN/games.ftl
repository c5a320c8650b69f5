# Simplified Chinese (zh-CN) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

games-paused = 对局 #{ $id } 所属的锦标赛已被组织者暂停；赛事恢复之前不能走棋。
games-setup-first = 对局 #{ $id }：双方须先各自选择马象布阵：/setup masangsangma、sangmamasang、masangmasang 或 sangmasangma。
games-not-your-move = 对局 #{ $id } 还没轮到您走棋；现在轮到 { $who } 走棋。
games-not-a-player = 您不是对局 #{ $id } 的棋手。
games-several = 您在这里有多盘对局：{ $games }。请加上 game:ID 指明是哪一盘。
games-over = 对局 #{ $id } 已结束。
games-not-yours = 对局 #{ $id } 不是您的对局，也不在这里进行。
games-none = 您没有进行中的对局。
games-board = 对局 #{ $id }。{ $position }

games-ratings = 积分：{ $white }，{ $black }。
games-rating-line = { $name } { $old } → { $new }（{ $change }）

games-list = { $lines }
games-line = #{ $id } { $game } 对 { $opponent }：{ $turn ->
        [mine] 轮到您走棋
       *[theirs] 轮到对方走棋
    }{ $left }
games-left = ，剩余 { $left }
games-more = ……另有 { $count } 盘对局（{ $mine } 盘轮到您走，{ $theirs } 盘轮到对方走）；{ $board } 可查看其中任何一盘。
games-vacation = 您正在休假，至 { $until } 结束；您的计时已暂停。

games-caption = #{ $id } { $game } — { $white }（{ $white_side }）对 { $black }（{ $black_side }）— { $state }
games-caption-to-move = 轮到{ $side }走棋

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }。轮到{ $side }走棋。{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = 上一步：{ $square } 原地升变。
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = 上一步：{ $piece }从 { $from } 走到 { $to }。
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = 上一步：{ $piece }放在 { $square }。
alt-last-pass = 上一步：停一手。
alt-check = 将军。
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = 位于 { $square } 的{ $piece }{ $reach ->
        [none] 无法走动。
        [moves] 可走到 { $moves }。
        [takes] 可在 { $takes } 吃子。
       *[both] 可走到 { $moves }，可在 { $takes } 吃子。
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { $side }：{ $pieces }{ $hand }。
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ；{ $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ；手中有{ $piece } { $n } 枚
# The next piece in hand. As alt-hand.
alt-hand-next = 、{ $piece } { $n } 枚
