# Simplified Chinese (zh-CN) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

account-settings = 您的设置：set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }。

account-next-digest = （下次摘要：{ $time }）

account-next-digest-on = （下次摘要：{ $time }，以私信形式发送到 { $platform }）

account-vacation-left = { $year } 年还剩 { $days } 天假期

account-vacation-until = 您正在休假，至 { $time } 结束；{ $end } 可提前结束休假。{ $left }。

account-vacation-none = { $left }。{ $start } 可暂停您所有对局的计时。

account-vacation-already = 您已在休假中，至 { $time } 结束；如要开始新的休假，请先 { $end }。

account-vacation-too-long = { $days } 天的休假超出了您的剩余天数：{ $left }。

account-vacation-started = 休假至 { $time }：{ $paused ->
        [0] 目前没有等您走棋的对局
        [1] 等您走棋的那盘对局已暂停计时
       *[other] 等您走棋的 { $paused } 盘对局已暂停计时
    }；之后轮到您走棋的对局也会等您回来。{ $left }。

account-not-on-vacation = 您目前没有在休假。

account-vacation-ended = { $resumed ->
        [0] 欢迎回来
        [1] 欢迎回来：您的对局已恢复计时
       *[other] 欢迎回来：您的 { $resumed } 盘对局已恢复计时
    }。{ $left }。

account-away = { $who } 正在休假，至 { $time } 结束：对局 #{ $game } 暂停计时。

account-away-capped = { $who } 正在休假，至 { $time } 结束：对局 #{ $game } 暂停计时至 { $cap }（锦标赛的休假上限）。

account-back = { $who } 已回来：对局 #{ $game } 恢复计时。

account-channel-language = 本频道今后将使用 { $language } 发布消息。

account-channel-language-moderators = 只有本频道的管理员才能选择本频道的语言。
