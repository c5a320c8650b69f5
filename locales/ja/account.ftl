# Japanese (ja) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

account-settings = 現在の設定：set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }。
account-next-digest = （次のダイジェスト：{ $time }）
account-next-digest-on = （次のダイジェスト：{ $time }、{ $platform } のダイレクトメッセージで）
# $days は残りの休暇日数。
account-vacation-left = { $year }年の休暇の残り：{ $days }日
account-vacation-until = { $time } まで休暇中です。早めに戻るには { $end } を送ってください。{ $left }。
account-vacation-none = { $left }。{ $start } を使うと、すべての対局の時計が止まります。
account-vacation-already = すでに { $time } まで休暇中です。別の休暇を始めるには、先に { $end } を送ってください。
account-vacation-too-long = { $days }日間の休暇は残り日数を超えています：{ $left }。
account-vacation-started = { $time } まで休暇中です：{ $paused ->
        [0] 現在あなたの手番の対局はありません
        [1] あなたの手番の対局の時計を止めました
       *[other] あなたの手番の対局 { $paused } 局の時計を止めました
    }。これからあなたの手番になる対局も、復帰まで待ちます。{ $left }。
account-not-on-vacation = 休暇中ではありません。
account-vacation-ended = { $resumed ->
        [0] おかえりなさい
        [1] おかえりなさい。対局の時計が再び動き始めました
       *[other] おかえりなさい。{ $resumed } 局の時計が再び動き始めました
    }。{ $left }。
account-away = { $who } は { $time } まで休暇中です。対局 #{ $game } の時計は止まっています。
account-away-capped = { $who } は { $time } まで休暇中です。対局 #{ $game } の時計は { $cap } まで止まります（大会の休暇上限）。
account-back = { $who } が戻りました。対局 #{ $game } の時計が再び動きます。
account-channel-language = 今後、このチャンネルの投稿は { $language } で書かれます。
account-channel-language-moderators = このチャンネルの言語を選べるのは、このチャンネルのモデレーターだけです。
