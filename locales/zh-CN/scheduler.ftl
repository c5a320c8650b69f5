# Simplified Chinese (zh-CN) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

scheduler-reminder = { $who }：您在对局 #{ $id } 中的走棋时间还剩 { $left }。
scheduler-forfeit = 对局 #{ $id } 已结束：{ $who } 始终没有走棋，判负；{ $result }。
scheduler-aborted = 对局 #{ $id } 已中止：{ $who } 始终没有走第一步。
scheduler-timeout = 对局 #{ $id } 已结束：{ $who } 超时；{ $verdict }。
scheduler-timeout-rated = 对局 #{ $id } 已结束：{ $who } 超时；{ $verdict }。{ $ratings }
scheduler-digest = { $who }，这是您的每日摘要：有 { $count } 盘对局轮到您走棋。
    { $games }
scheduler-digest-line = #{ $id } { $game } 对 { $who } — 剩余 { $left }
scheduler-challenge-lapsed = { $who }：挑战 #{ $id }（{ $game }）无人回应，已失效。
