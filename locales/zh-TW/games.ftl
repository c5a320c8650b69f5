# Traditional Chinese (zh-TW) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

games-paused = 對局 #{ $id } 所屬的錦標賽已被組織者暫停；賽事恢復之前不能走棋。
games-setup-first = 對局 #{ $id }：雙方須先各自選擇馬象佈陣：/setup masangsangma、sangmamasang、masangmasang 或 sangmasangma。
games-not-your-move = 對局 #{ $id } 還沒輪到您走棋；現在輪到 { $who } 走棋。
games-not-a-player = 您不是對局 #{ $id } 的棋手。
games-several = 您在這裡有多盤對局：{ $games }。請加上 game:ID 指明是哪一盤。
games-over = 對局 #{ $id } 已結束。
games-not-yours = 對局 #{ $id } 不是您的對局，也不在這裡進行。
games-none = 您沒有進行中的對局。
games-board = 對局 #{ $id }。{ $position }

games-ratings = 積分：{ $white }，{ $black }。
games-rating-line = { $name } { $old } → { $new }（{ $change }）

games-list = { $lines }
games-line = #{ $id } { $game } 對 { $opponent }：{ $turn ->
        [mine] 輪到您走棋
       *[theirs] 輪到對方走棋
    }{ $left }
games-left = ，剩餘 { $left }
games-more = ……另有 { $count } 盤對局（{ $mine } 盤輪到您走，{ $theirs } 盤輪到對方走）；{ $board } 可檢視其中任何一盤。
games-vacation = 您正在休假，至 { $until } 結束；您的計時已暫停。

games-caption = #{ $id } { $game } — { $white }（{ $white_side }）對 { $black }（{ $black_side }）— { $state }
games-caption-to-move = 輪到{ $side }走棋

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }。輪到{ $side }走棋。{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = 上一步：{ $square } 原地升變。
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = 上一步：{ $piece }從 { $from } 走到 { $to }。
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = 上一步：{ $piece }放在 { $square }。
alt-last-pass = 上一步：停一手。
alt-check = 將軍。
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = 位於 { $square } 的{ $piece }{ $reach ->
        [none] 無法走動。
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
