# Traditional Chinese (zh-TW) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

account-settings = 您的設定：set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }。

account-next-digest = （下次摘要：{ $time }）

account-next-digest-on = （下次摘要：{ $time }，以私訊形式傳送到 { $platform }）

account-vacation-left = { $year } 年還剩 { $days } 天假期

account-vacation-until = 您正在休假，至 { $time } 結束；{ $end } 可提前結束休假。{ $left }。

account-vacation-none = { $left }。{ $start } 可暫停您所有對局的計時。

account-vacation-already = 您已在休假中，至 { $time } 結束；如要開始新的休假，請先 { $end }。

account-vacation-too-long = { $days } 天的休假超出了您的剩餘天數：{ $left }。

account-vacation-started = 休假至 { $time }：{ $paused ->
        [0] 目前沒有等您走棋的對局
        [1] 等您走棋的那盤對局已暫停計時
       *[other] 等您走棋的 { $paused } 盤對局已暫停計時
    }；之後輪到您走棋的對局也會等您回來。{ $left }。

account-not-on-vacation = 您目前沒有在休假。

account-vacation-ended = { $resumed ->
        [0] 歡迎回來
        [1] 歡迎回來：您的對局已恢復計時
       *[other] 歡迎回來：您的 { $resumed } 盤對局已恢復計時
    }。{ $left }。

account-away = { $who } 正在休假，至 { $time } 結束：對局 #{ $game } 暫停計時。

account-away-capped = { $who } 正在休假，至 { $time } 結束：對局 #{ $game } 暫停計時至 { $cap }（錦標賽的休假上限）。

account-back = { $who } 已回來：對局 #{ $game } 恢復計時。

account-channel-language = 本頻道今後將使用 { $language } 發布訊息。

account-channel-language-moderators = 只有本頻道的管理員才能選擇本頻道的語言。
