# Simplified Chinese (zh-CN) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

# $name 是组织者起的名字，不翻译。
tournament-title = 锦标赛 #{ $id }
tournament-title-named = 锦标赛 #{ $id }“{ $name }”

tournament-per-move = 每步 { $days } 天

tournament-too-many = 本频道已有 { $running } 个正在报名或进行中的锦标赛，已达上限；请等其中一个结束后再创建。

tournament-vacation-cap = 休假：每位棋手最多 { $days } 天。
tournament-until = （截至 { $time }）
tournament-standard-rules = 标准规则
tournament-options = （{ $options }）

tournament-created-swiss = { $name }：{ $game } 瑞士制，{ $rounds ->
        [0] 轮数按参赛人数确定
       *[other] 共 { $rounds } 轮
    }，{ $rules }，{ $per_move }，{ $rated ->
        [yes] 有积分
       *[no] 无积分
    }，最多 { $size } 名棋手，由 { $organizer } 组织。按 FIDE 荷兰制逐轮编排；每轮最多持续 { $round_days } 天，届时仍未结束的对局判为和棋。{ $cap }{ $join } 即可参赛{ $until }；组织者用 { $start } 开始比赛。

tournament-created-round-robin = { $name }：{ $game }{ $options } { $cycles ->
        [2] 双循环赛
       *[other] 单循环赛
    }，{ $per_move }，{ $rated ->
        [yes] 有积分
       *[no] 无积分
    }，最多 { $size } 名棋手，由 { $organizer } 组织。{ $join } 即可参赛{ $until }；组织者用 { $start } 开始比赛。{ $cap }

tournament-not-taking = { $name } 目前不接受报名。
tournament-registration-closed-at = { $name } 的报名已于 { $time } 截止。
tournament-full = { $name } 已满员（{ $count } 名棋手）。
tournament-already-in = 您已经参加了 { $name }。
tournament-joins = { $who } 加入 { $name }（现有 { $count } 名棋手）。
tournament-started-withdraw = { $name } 已经开始；{ $withdraw } 可退赛（您未下的对局将判负）。
tournament-you-are-not-in = 您没有参加 { $name }。
tournament-leaves = { $who } 退出了 { $name }。
tournament-already-started = { $name } 已经开始了。
tournament-has-started = { $name } 已开始。
tournament-open-again = { $name } 重新开放报名：{ $join }。
tournament-closed = { $name } 的报名已关闭。

tournament-organizer-only = 在 { $name } 中，只有组织者 { $organizer } 才能{ $action ->
        [start] 开始比赛
        [open] 开放报名
        [close] 关闭报名
        [replace] 替换棋手
        [pause] 暂停比赛
        [resume] 恢复比赛
        [adjudicate] 裁定结果
        [withdraw] 让其他棋手退赛
       *[cancel] 取消比赛
    }。

tournament-not-started-replace = { $name } 尚未开始；棋手可以自行加入和退出。
tournament-not-playing = { $who } 没有参加 { $name }。
tournament-already-has = { $who } 已经参加了 { $name }。
tournament-replaces = { $new } 在 { $name } 中接替 { $old }：接手其席位和 { $moved } 盘未完成的对局；已完成的对局仍然计分。

tournament-not-running = { $name } 不在进行中。
tournament-game-missing = { $name } 的对局 #{ $game } 在数据库中缺失；未做任何更改。
tournament-paused = { $name } 已暂停：{ $stopped } 盘对局的计时已停止；组织者恢复比赛之前不能走棋。
tournament-not-paused = { $name } 没有暂停。
tournament-missing = { $name } 在数据库中缺失。
tournament-resumes = { $name } 恢复进行：{ $count } 盘对局的计时按各自的剩余时间重新开始。

tournament-which-game = 哪种棋？{ $usage }
tournament-not-its-game = 对局 #{ $game } 不是 { $name } 的对局。
tournament-no-such-game = 没有对局 #{ $game }。
tournament-game-over = 对局 #{ $game } 已结束。
tournament-adjudicated = 对局 #{ $game } 已结束：裁定为 { $result }（{ $name }）。
tournament-adjudicated-rated = 对局 #{ $game } 已结束：裁定为 { $result }（{ $name }）。{ $ratings }
tournament-not-in = { $who } 没有参加 { $name }。
tournament-already-over = { $name } 已经结束。
tournament-cancelled = { $name } 已取消{ $aborted ->
        [0] {""}
       *[other] ；{ $aborted } 盘进行中的对局已中止
    }。

tournament-no-such = 没有锦标赛 #{ $id }。
tournament-none-here = 这里没有锦标赛；{ $create } 可创建一个。
tournament-several = 这里有多个锦标赛：{ $ids }。请加上编号。

tournament-too-few = { $name } 至少需要 3 名棋手才能开始；目前只有 { $count } 名。
tournament-too-few-swiss = { $name } 至少需要 4 名棋手才能开始瑞士制比赛；目前只有 { $count } 名。
tournament-starts = { $name } 开始：{ $players } 名棋手，{ $games } 盘对局，全部同时开始（{ $per_move }）。序号：{ $numbers }。{ $pairings } 列出所有对局；{ $mine } 显示您的对局。
tournament-starts-swiss =
    { $name } 开始：瑞士制，共 { $rounds } 轮{ $note }，{ $players } 名棋手，{ $per_move }。序号：{ $numbers }。
    { $first }
tournament-rounds-capped = （要求 { $asked } 轮，但 { $players } 名棋手最多只能进行 { $most } 轮）
tournament-seat = { $number }. { $player }

# /mypairings。
tournament-mine-none-in = 您没有参加正在进行的锦标赛 #{ $id }。
tournament-mine-none = 您没有参加任何正在进行的锦标赛。
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ，第 { $round } 轮（共 { $rounds } 轮）{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] （已暂停）
       *[no] {""}
    }：
tournament-mine-round-ends = ，本轮剩余 { $left }
tournament-mine-game = { "  " }#{ $game } 第 { $round } 轮 对 { $opponent }（{ $side }）：{ $turn ->
        [mine] 轮到您走棋
       *[theirs] 轮到对方走棋
    }{ $left }
tournament-mine-left = ，剩余 { $left }
tournament-mine-bye = { "  " }本轮轮空（得 1 分）
tournament-mine-waiting = { "  " }暂无进行中的对局：等待下一轮

tournament-unpairable =
    { $name } 在第 { $round } 轮后结束：第 { $next } 轮无法编排（{ $why }）。最终排名：
    { $table }
tournament-board = 第 { $board } 台：#{ $game } { $white }（{ $w }）– { $black }（{ $b }）
tournament-bye = 轮空（得 1 分）：{ $who }（{ $number }）
tournament-round =
    { $name }，第 { $round } 轮（共 { $rounds } 轮），截至 { $until }：
    { $lines }
tournament-game-begins = 对局 #{ $game }（{ $name }，第 { $round } 轮）开始：轮到 { $who } 走棋。
tournament-round-deadline = 对局 #{ $game } 已结束：{ $name } 第 { $round } 轮已到截止时间；该局判为和棋。

tournament-already-withdrawn = { $who } 已经退赛。
tournament-over = { $name } 已结束。
tournament-withdraws = { $who } 退出 { $name }；{ $count } 盘未下的对局判负。
tournament-final =
    { $name } 已结束。最终排名：
    { $table }

# 破同分：对手分（Buchholz，去掉最低一个）、中间分（Median）、索伯分（Sonneborn-Berger）、累进分。
tournament-line-swiss = { $rank }. { $player } { $points } 分（去最低对手分 { $bc1 }，中间分 { $median }，索伯分 { $sb }，累进分 { $progressive }）{ $withdrew ->
        [yes] ，已退赛
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } 分（索伯分 { $sb }，{ $wins } 胜）{ $withdrew ->
        [yes] ，已退赛
       *[no] {""}
    }
tournament-table = { $lines }
# 交叉表图片的列标签：图片字体只含少量汉字，保留缩写。
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } 尚未开始。
tournament-registered = { $name } 尚未开始；已有 { $count } 人报名：{ $names }。
tournament-standings =
    { $name } — { $state }：
    { $table }
tournament-state-final = 最终排名
tournament-state-cancelled = 已取消
tournament-state-playing = 还有 { $count } 盘对局在进行
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = 第 { $round } 轮：{ $items }
tournament-pairings-bye = 轮空 { $who }；
tournament-pairings-game = #{ $game } { $white }–{ $black } { $result }；
tournament-result-forfeit = { $result }（弃权）
tournament-result-in-play = 进行中

## The crosstable's picture: its columns and its words.
tournament-chart-player = 棋手
tournament-chart-points = 得分
tournament-chart-tiebreak = 小分
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ；{ $rank }. { $name }（序号 { $number }）：{ $points } 分，{ $tiebreak }
