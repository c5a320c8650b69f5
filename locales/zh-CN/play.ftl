# Simplified Chinese (zh-CN) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

play-abort-too-late = 只有在双方都走棋之前才能中止对局；请改为提和或认输。

play-not-a-placement = { $drop } 不是有效的布子，格式应如 K@e2（棋子字母、@、格子）。

# 走棋之后轮到谁（走棋回复的一部分）。
play-turn-thinking = { $who }（{ $side }）正在思考
play-turn-to-move = 轮到 { $who }（{ $side }）走棋
play-turn-to-move-away = 轮到 { $who }（{ $side }）走棋（休假至 { $until }；计时暂停）
play-your-move = { $who }，对局 #{ $id } 轮到您走棋了。

play-game-refused = 对局 #{ $id }：{ $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } 不是着法
refusal-not-legal = { $input } 在当前局面下不是合法着法
refusal-not-legal-but = { $input } 在当前局面下不是合法着法；您是想走 { $candidates } 吗？
refusal-which = { $input } 可能指 { $candidates }；请指明是哪一步
refusal-list-one = { $item }
refusal-list-comma = { $first }、{ $rest }
refusal-list-or = { $first } 或 { $rest }
refusal-game-over = 对局已结束
refusal-not-your-turn = 还没轮到您走棋
refusal-illegal-move = 这步棋在当前局面下不合法
refusal-jishogi-only-shogi = 只有将棋才有持将棋
refusal-impasse-not-your-turn = 请在轮到您走棋时宣告持将棋
refusal-impasse-kings-not-entered = 只有双方的王都进入敌阵后，才能宣告持将棋
refusal-no-impasse-claim = 对方没有可供您接受的持将棋宣告
refusal-setup-chosen-once = 布阵只能在第一步棋之前选择一次
refusal-no-standard-setup = 这个局面没有可以更改的标准布阵
refusal-objection-not-now = 只能在后手方布子刚完成时提出异议，且须是其两个车在同一纵线上，或有一个车在您的王所在的纵线上
refusal-objection-not-applicable = 此处无法执行异议
refusal-no-count-in-game = 这盘棋没有可以开始的数步
refusal-count-not-your-turn = 请在轮到您走棋时开始数步
refusal-count-running = 已经在数步了
refusal-count-pawns-left = 只有双方都没有兵时，才能开始盘面计数
refusal-no-count-to-stop = 您没有正在进行的数步可以停止
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }。{ $after }
play-after-next = { $next }。
play-after-over = 对局结束：{ $verdict }。
play-after-over-rated = 对局结束：{ $verdict }。{ $ratings }

# 对局结果。$kind 为 "time" 时表示超时；否则 $reason 是结束方式（ending-… 消息）。
play-verdict-win = { $result } — { $who } { $kind ->
        [time] 因对方超时获胜
       *[other] 获胜（{ $reason }）
    }
play-verdict-draw = { $result } — { $kind ->
        [time] 超时判和
       *[other] 和棋（{ $reason }）
    }
play-over = 对局 #{ $id } 已结束：{ $verdict }。
play-over-rated = 对局 #{ $id } 已结束：{ $verdict }。{ $ratings }
play-game-goes-on = 对局继续。

# 缅甸象棋布子。
play-no-arrangement = 您没有名为 { $name } 的已保存布阵；可用 { $save } 保存一个
play-no-arrangement-yours = 您没有名为 { $name } 的已保存布阵；您的布阵有：{ $yours }。
play-place-none = { $reason } 未放置任何棋子：一次 /place 要么全部放置，要么一枚也不放。
play-placed-army = #{ $id } { $who } 放置了 { $count } 枚棋子：{ $drops }
play-saved-as = 已保存为 { $name }：下一局可用 { $place }。
play-arrangement-saved = 已保存 { $name }（{ $count } 枚棋子）：在缅甸象棋对局中用 { $place } 即可。
play-no-arrangements = 您没有已保存的布阵；{ $save } 可保存一个。
play-hand-empty = 您手中没有棋子。
play-hand = 您手中的棋子：{ $pieces }。
play-place-short = 对局 #{ $id }：此 /place 要放下 { $asked } × { $letter }（{ $piece }），但您只剩 { $had } 枚待放，因此未放置任何棋子。{ $hand }

# 不是着法的操作。
play-action = #{ $id } { $action }
play-setup = { $who } 选择布阵 { $korean }（{ $key }）。
play-not-a-setup = { $setup } 不是有效的布阵；请选择 masangsangma、sangmamasang、masangmasang 或 sangmasangma（마상상마 …）
play-objection = 异议：后手方必须重新放置车。
play-count-start = { $who } 开始数步（盘面计数，64 步）。
play-count-stop = { $who } 停止数步。
play-impasse-counts = { $who } 正在计算点数。
play-impasse-declined = { $who } 拒绝（其 { $points } 点，您 { $yours } 点；需要 24 点）：请继续对局。
play-impasse-answer = { $accept } 即可计算点数。
play-impasse-claim = { $who } 宣告持将棋：{ $answer }

play-resign-confirm = 确定在对局 #{ $id } 中认输吗？请发送 { $confirm } 确认。
play-abort-tournament = 对局 #{ $id } 是锦标赛对局，不能中止：如果一方始终不走第一步，其时间用完时即判负。如要退出赛事，请 { $withdraw }。
play-aborted = 对局 #{ $id } 已中止。

play-arrangements = { $lines }
play-arrangement-line = { $name }：{ $placements }
play-resign-button = 认输

# 用文字描述一步棋，格子按棋盘图上的标注。
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece }在 { $to } 原地升变{ $more }
play-move-takes = ，吃{ $piece }
play-move-becomes = ，变为{ $piece }
play-move-promotes-to = 为{ $piece }
play-move-drop = { $piece }放在 { $to }
play-move-castles = 王车易位
play-move-passes = 停一手
