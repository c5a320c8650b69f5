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
