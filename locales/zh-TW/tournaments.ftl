# Traditional Chinese (zh-TW) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

# $name 是組織者起的名字，不翻譯。
tournament-title = 錦標賽 #{ $id }
tournament-title-named = 錦標賽 #{ $id }「{ $name }」

tournament-per-move = 每步 { $days } 天

tournament-too-many = 本頻道已有 { $running } 個正在報名或進行中的錦標賽，已達上限；請等其中一個結束後再建立。

tournament-vacation-cap = 休假：每位棋手最多 { $days } 天。
tournament-until = （截至 { $time }）
tournament-standard-rules = 標準規則
tournament-options = （{ $options }）

tournament-created-swiss = { $name }：{ $game } 瑞士制，{ $rounds ->
        [0] 輪數按參賽人數確定
       *[other] 共 { $rounds } 輪
    }，{ $rules }，{ $per_move }，{ $rated ->
        [yes] 有積分
       *[no] 無積分
    }，最多 { $size } 名棋手，由 { $organizer } 組織。按 FIDE 荷蘭制逐輪配對；每輪最多持續 { $round_days } 天，屆時仍未結束的對局判為和棋。{ $cap }{ $join } 即可參賽{ $until }；組織者用 { $start } 開始比賽。

tournament-created-round-robin = { $name }：{ $game }{ $options } { $cycles ->
        [2] 雙循環賽
       *[other] 單循環賽
    }，{ $per_move }，{ $rated ->
        [yes] 有積分
       *[no] 無積分
    }，最多 { $size } 名棋手，由 { $organizer } 組織。{ $join } 即可參賽{ $until }；組織者用 { $start } 開始比賽。{ $cap }

tournament-not-taking = { $name } 目前不接受報名。
tournament-registration-closed-at = { $name } 的報名已於 { $time } 截止。
tournament-full = { $name } 已滿員（{ $count } 名棋手）。
tournament-already-in = 您已經參加了 { $name }。
tournament-joins = { $who } 加入 { $name }（現有 { $count } 名棋手）。
tournament-started-withdraw = { $name } 已經開始；{ $withdraw } 可退賽（您未下的對局將判負）。
tournament-you-are-not-in = 您沒有參加 { $name }。
tournament-leaves = { $who } 退出了 { $name }。
tournament-already-started = { $name } 已經開始了。
tournament-has-started = { $name } 已開始。
tournament-open-again = { $name } 重新開放報名：{ $join }。
tournament-closed = { $name } 的報名已關閉。

tournament-organizer-only = 在 { $name } 中，只有組織者 { $organizer } 才能{ $action ->
        [start] 開始比賽
        [open] 開放報名
        [close] 關閉報名
        [replace] 替換棋手
        [pause] 暫停比賽
        [resume] 恢復比賽
        [adjudicate] 裁定結果
        [withdraw] 讓其他棋手退賽
       *[cancel] 取消比賽
    }。

tournament-not-started-replace = { $name } 尚未開始；棋手可以自行加入和退出。
tournament-not-playing = { $who } 沒有參加 { $name }。
tournament-already-has = { $who } 已經參加了 { $name }。
tournament-replaces = { $new } 在 { $name } 中接替 { $old }：接手其席位和 { $moved } 盤未完成的對局；已完成的對局仍然計分。

tournament-not-running = { $name } 不在進行中。
tournament-game-missing = { $name } 的對局 #{ $game } 在資料庫中缺失；未做任何更改。
tournament-paused = { $name } 已暫停：{ $stopped } 盤對局的計時已停止；組織者恢復比賽之前不能走棋。
tournament-not-paused = { $name } 沒有暫停。
tournament-missing = { $name } 在資料庫中缺失。
tournament-resumes = { $name } 恢復進行：{ $count } 盤對局的計時按各自的剩餘時間重新開始。

tournament-which-game = 哪種棋？{ $usage }
tournament-not-its-game = 對局 #{ $game } 不是 { $name } 的對局。
tournament-no-such-game = 沒有對局 #{ $game }。
tournament-game-over = 對局 #{ $game } 已結束。
tournament-adjudicated = 對局 #{ $game } 已結束：裁定為 { $result }（{ $name }）。
tournament-adjudicated-rated = 對局 #{ $game } 已結束：裁定為 { $result }（{ $name }）。{ $ratings }
tournament-not-in = { $who } 沒有參加 { $name }。
tournament-already-over = { $name } 已經結束。
tournament-cancelled = { $name } 已取消{ $aborted ->
        [0] {""}
       *[other] ；{ $aborted } 盤進行中的對局已中止
    }。

tournament-no-such = 沒有錦標賽 #{ $id }。
tournament-none-here = 這裡沒有錦標賽；{ $create } 可建立一個。
tournament-several = 這裡有多個錦標賽：{ $ids }。請加上編號。

tournament-too-few = { $name } 至少需要 3 名棋手才能開始；目前只有 { $count } 名。
tournament-too-few-swiss = { $name } 至少需要 4 名棋手才能開始瑞士制比賽；目前只有 { $count } 名。
tournament-starts = { $name } 開始：{ $players } 名棋手，{ $games } 盤對局，全部同時開始（{ $per_move }）。序號：{ $numbers }。{ $pairings } 列出所有對局；{ $mine } 顯示您的對局。
tournament-starts-swiss =
    { $name } 開始：瑞士制，共 { $rounds } 輪{ $note }，{ $players } 名棋手，{ $per_move }。序號：{ $numbers }。
    { $first }
tournament-rounds-capped = （要求 { $asked } 輪，但 { $players } 名棋手最多只能進行 { $most } 輪）
tournament-seat = { $number }. { $player }

# /mypairings。
tournament-mine-none-in = 您沒有參加正在進行的錦標賽 #{ $id }。
tournament-mine-none = 您沒有參加任何正在進行的錦標賽。
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ，第 { $round } 輪（共 { $rounds } 輪）{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] （已暫停）
       *[no] {""}
    }：
tournament-mine-round-ends = ，本輪剩餘 { $left }
tournament-mine-game = { "  " }#{ $game } 第 { $round } 輪 對 { $opponent }（{ $side }）：{ $turn ->
        [mine] 輪到您走棋
       *[theirs] 輪到對方走棋
    }{ $left }
tournament-mine-left = ，剩餘 { $left }
tournament-mine-bye = { "  " }本輪輪空（得 1 分）
tournament-mine-waiting = { "  " }暫無進行中的對局：等待下一輪

tournament-unpairable =
    { $name } 在第 { $round } 輪後結束：第 { $next } 輪無法配對（{ $why }）。最終排名：
    { $table }
tournament-board = 第 { $board } 桌：#{ $game } { $white }（{ $w }）– { $black }（{ $b }）
tournament-bye = 輪空（得 1 分）：{ $who }（{ $number }）
tournament-round =
    { $name }，第 { $round } 輪（共 { $rounds } 輪），截至 { $until }：
    { $lines }
tournament-game-begins = 對局 #{ $game }（{ $name }，第 { $round } 輪）開始：輪到 { $who } 走棋。
tournament-round-deadline = 對局 #{ $game } 已結束：{ $name } 第 { $round } 輪已到截止時間；該局判為和棋。

tournament-already-withdrawn = { $who } 已經退賽。
tournament-over = { $name } 已結束。
tournament-withdraws = { $who } 退出 { $name }；{ $count } 盤未下的對局判負。
tournament-final =
    { $name } 已結束。最終排名：
    { $table }

# 破同分：對手分（Buchholz，去掉最低一個）、中間分（Median）、索伯分（Sonneborn-Berger）、累進分。
tournament-line-swiss = { $rank }. { $player } { $points } 分（去最低對手分 { $bc1 }，中間分 { $median }，索伯分 { $sb }，累進分 { $progressive }）{ $withdrew ->
        [yes] ，已退賽
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } 分（索伯分 { $sb }，{ $wins } 勝）{ $withdrew ->
        [yes] ，已退賽
       *[no] {""}
    }
tournament-table = { $lines }
# 交叉表圖片的欄標籤：圖片字型只含少量漢字，保留縮寫。
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } 尚未開始。
tournament-registered = { $name } 尚未開始；已有 { $count } 人報名：{ $names }。
tournament-standings =
    { $name } — { $state }：
    { $table }
tournament-state-final = 最終排名
tournament-state-cancelled = 已取消
tournament-state-playing = 還有 { $count } 盤對局在進行
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = 第 { $round } 輪：{ $items }
tournament-pairings-bye = 輪空 { $who }；
tournament-pairings-game = #{ $game } { $white }–{ $black } { $result }；
tournament-result-forfeit = { $result }（棄權）
tournament-result-in-play = 進行中

## The crosstable's picture: its columns and its words.
tournament-chart-player = 棋手
tournament-chart-points = 得分
tournament-chart-tiebreak = 小分
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ；{ $rank }. { $name }（序號 { $number }）：{ $points } 分，{ $tiebreak }
