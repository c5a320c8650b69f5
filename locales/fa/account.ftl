# Persian (fa) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

account-settings = تنظیمات شما: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.

account-next-digest = {" "}(خلاصهٔ بعدی: { $time })

account-next-digest-on = {" "}(خلاصهٔ بعدی: { $time }، به‌صورت پیام خصوصی در { $platform })

account-vacation-left = از مرخصی سال { $year }، { $days } روز برایتان باقی مانده است

account-vacation-until = شما تا { $time } در مرخصی هستید؛ برای بازگشت زودتر از { $end } استفاده کنید. { $left }.

account-vacation-none = { $left }. { $start } ساعت همهٔ بازی‌های شما را متوقف می‌کند.

account-vacation-already = شما هم‌اکنون تا { $time } در مرخصی هستید؛ برای شروع مرخصی دیگر، ابتدا از { $end } استفاده کنید.

account-vacation-too-long = مرخصی { $days } روزه بیش از مقداری است که دارید: { $left }.

account-vacation-started = در مرخصی تا { $time }: { $paused ->
        [0] اکنون هیچ بازی‌ای منتظر شما نیست
        [1] ساعت بازی‌ای که منتظر شماست متوقف شد
       *[other] ساعت‌های { $paused } بازی که منتظر شما هستند متوقف شد
    }، و بازی‌هایی که نوبت شما شود تا بازگشتتان منتظر می‌مانند. { $left }.

account-not-on-vacation = شما در مرخصی نیستید.

account-vacation-ended = { $resumed ->
        [0] خوش آمدید
        [1] خوش آمدید: ساعت بازی شما دوباره به کار افتاد
       *[other] خوش آمدید: ساعت‌های { $resumed } بازی شما دوباره به کار افتاد
    }. { $left }.

account-away = { $who } تا { $time } در مرخصی است: ساعت بازی #{ $game } منتظر می‌ماند.

account-away-capped = { $who } تا { $time } در مرخصی است: ساعت بازی #{ $game } تا { $cap } منتظر می‌ماند (سقف مرخصی در تورنمنت).

account-back = { $who } بازگشت: ساعت بازی #{ $game } دوباره به کار افتاد.

account-channel-language = از این پس پیام‌های این کانال به زبان { $language } نوشته می‌شود.

account-channel-language-moderators = فقط ناظر این کانال می‌تواند زبان آن را انتخاب کند.
