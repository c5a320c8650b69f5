# Simplified Chinese (zh-CN) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

# 列表与句子的拼接。
race-item = { $item }
race-list = { $list }、{ $item }
race-then = { $first }{ $then }

race-cowries-failed = 无法掷贝壳（{ $reason }）；请重试。
race-no-such-rule = Ashtapada 没有规则选项 { $option }；可用的有 play-on（其余玩家继续争夺名次）和 grace（掷出 4 或 8 后可再掷一次）。
race-invite-yourself = 您不能邀请自己。
race-named-twice = { $who } 被列了两次。
race-computer-seats = 竞速局共有四个座位：电脑最多占三个。

race-invites = 竞速局 #{ $id }：{ $who } 邀请 { $invited } 下 Ashtapada，每次行动限时 { $days } 天。
race-invites-with-rules = 竞速局 #{ $id }：{ $who } 邀请 { $invited } 下 Ashtapada，每次行动限时 { $days } 天，规则选项：{ $rules }。
race-seats-in-order = 座位按加入顺序分配：{ $join }（或 { $decline }）；所有人回应后即开始。
race-and = { $list } 和 { $item }

race-not-invited = 您未受邀参加竞速局 #{ $id }。
race-seated-already = 您在竞速局 #{ $id } 中已有座位。
race-joins = { $who } 加入了竞速局 #{ $id }。
race-declines = { $who } 谢绝了竞速局 #{ $id }。
race-nobody-left = { $said }已没有其他人可以参加：竞速局 #{ $id } 取消。
race-seat = { $who }（{ $seat }，从 { $from } 出发）
race-begins = { $said }竞速局 #{ $id } 开始：{ $order }。由 { $who } 先掷：{ $throw }。
race-only-proposer-cancels = 只有发起竞速局 #{ $id } 的玩家才能取消它；{ $decline } 可谢绝座位。
race-called-off = 竞速局 #{ $id } 已被 { $who } 取消。

race-thrown-already = 竞速局 #{ $id }：您已经掷过了；请走一枚棋子（{ $moves }）。
race-refused = 竞速局 #{ $id }：{ $reason }
race-throws = 竞速局 #{ $id }：{ $who } 掷出 { $value }（{ $openings } 枚开口朝上）。
race-turn-passes = 没有棋子可以走：轮到下一位。
race-move-with = 请用 { $moves } 走棋。
race-not-a-piece = 竞速局 #{ $id }：{ $text } 不是棋子：请输入 enter、一个格子（c3），或用 c3x2 同时移动叠在一起的两枚棋子。
race-throw-first = 竞速局 #{ $id }：请先掷贝壳（{ $throw }）。
race-illegal = 竞速局 #{ $id }：{ $reason }；可走：{ $moves }。
race-moved = 竞速局 #{ $id }：{ $moved }

race-over-places = 竞速局 #{ $id } 结束：{ $winner } 获胜；其后依次为 { $rest }。
race-over-winner = 竞速局 #{ $id } 结束：{ $winner } 获胜。
race-over = 竞速局 #{ $id } 已结束。
race-to-move = 轮到 { $who } 走棋。
race-to-throw = 轮到 { $who } 掷贝壳。

# 一步中发生的事件。
race-events = { $events }。
race-enters = 一枚棋子进入 { $to }
race-advances = { $count ->
        [1] 一枚棋子
       *[other] 两枚棋子
    } { $from } → { $to }
race-captures = 吃掉 { $who } 的 { $count } 枚棋子
race-home = 抵达终点

race-no-seat = 您在竞速局 #{ $id } 中没有座位。
race-timed-out-already = 您已因超时离开竞速局 #{ $id }。
race-not-your-turn = 竞速局 #{ $id }：现在轮到 { $who }。
race-no-such = 没有竞速局 #{ $id }。
race-not-begun = 竞速局 #{ $id } 尚未开始：所有受邀者须先回应。
race-begun = 竞速局 #{ $id } 已开始。
race-none-waiting = 这里没有等待您加入的竞速局。{ $challenge } 可发起一局。
race-none-here = 您在这里没有竞速局。{ $challenge } 可发起一局。
race-several = 您在这里有多个竞速局：{ $races }。请加上 race:ID。
race-number = #{ $id }
race-unreadable = 竞速局 #{ $id }：其记录在第 { $action } 个行动处无法读取。
race-unreplayable = 竞速局 #{ $id }：其记录在第 { $action } 个行动处无法重放：{ $reason }。
# 棋盘图标题。
race-board-title = 竞速局 #{ $id } — Ashtapada
# 棋盘图上的文字与替代文本。
race-board-state = { $home } 枚抵达终点，{ $off } 枚待进入
race-board-finished = 已完赛，第 { $place } 名
race-board-left = 已退出
race-board-threw = { $name } 掷出 { $value }
race-board-open = { $up } 枚开口朝上：走 { $value } 格
race-alt-board = { $title }。Ashtapada 棋盘。
race-alt-shape = { $shape ->
        [circle] 圆形
        [square] 方形
        [triangle] 三角形
       *[diamond] 菱形
    }
race-alt-seat = { $name }（{ $shape }，字母 { $letter }）：{ $pieces }；{ $home } 枚抵达终点，{ $off } 枚待进入。
race-alt-seat-left = { $name }（{ $shape }，字母 { $letter }）：已退出竞速局。
race-alt-on = 位于 { $squares }
race-alt-nowhere = 棋盘上没有棋子
race-alt-double = { $square }（{ $count } 枚叠在一起）
race-alt-throw = 上一次掷贝壳：{ $name }，{ $up } 枚开口朝上，走 { $value } 格。
race-alt-to-play = 轮到 { $name }。

race-reminder = { $who }：您在竞速局 #{ $id } 中的行动时间还剩 { $left }。
race-lapsed = 竞速局 #{ $id } 已失效：并非所有受邀者都在 { $days } 天内回应。
race-ran-out = 竞速局 #{ $id }：{ $who } 超时，带着自己的棋子退出竞速局。

# /games 列表。
race-line-open = 竞速局 #{ $id } Ashtapada：等待所有人加入
race-line = 竞速局 #{ $id } Ashtapada：{ $turn }
race-line-timed = 竞速局 #{ $id } Ashtapada：{ $turn }，剩余 { $left }
race-your-move = 轮到您走棋
race-your-throw = 轮到您掷贝壳
race-their-turn = 轮到其他玩家
