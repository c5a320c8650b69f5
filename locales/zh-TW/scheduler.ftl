# Traditional Chinese (zh-TW) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

scheduler-reminder = { $who }：您在對局 #{ $id } 中的走棋時間還剩 { $left }。
scheduler-forfeit = 對局 #{ $id } 已結束：{ $who } 始終沒有走棋，判負；{ $result }。
scheduler-aborted = 對局 #{ $id } 已中止：{ $who } 始終沒有走第一步。
scheduler-timeout = 對局 #{ $id } 已結束：{ $who } 超時；{ $verdict }。
scheduler-timeout-rated = 對局 #{ $id } 已結束：{ $who } 超時；{ $verdict }。{ $ratings }
scheduler-digest = { $who }，這是您的每日摘要：有 { $count } 盤對局輪到您走棋。
    { $games }
scheduler-digest-line = #{ $id } { $game } 對 { $who } — 剩餘 { $left }
scheduler-challenge-lapsed = { $who }：挑戰 #{ $id }（{ $game }）無人回應，已失效。
