# Japanese (ja) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

scheduler-reminder = { $who }：対局 #{ $id } の残り時間は { $left } です。
scheduler-forfeit = 対局 #{ $id } は終局しました：{ $who } が一手も指さなかったため不戦敗です。{ $result }。
scheduler-aborted = 対局 #{ $id } は中止されました：{ $who } が1手目を指しませんでした。
scheduler-timeout = 対局 #{ $id } は終局しました：{ $who } の時間切れです。{ $verdict }。
scheduler-timeout-rated = 対局 #{ $id } は終局しました：{ $who } の時間切れです。{ $verdict }。{ $ratings }
scheduler-digest = { $who }、本日のダイジェストです：あなたの手番の対局が { $count } 局あります。
    { $games }
scheduler-digest-line = #{ $id } { $game } 対 { $who } — 残り { $left }
scheduler-challenge-lapsed = { $who }：対局申し込み #{ $id }（{ $game }）は返答がないまま期限切れになりました。
