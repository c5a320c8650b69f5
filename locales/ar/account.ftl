# Arabic (ar) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

account-settings = إعداداتك: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.

account-next-digest = {" "}(الملخص التالي: { $time })

account-next-digest-on = {" "}(الملخص التالي: { $time }، في رسالة خاصة على { $platform })

account-vacation-left = رصيد إجازتك المتبقي في عام { $year }: { $days ->
        [zero] لا أيام
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    }

account-vacation-until = أنت في إجازة حتى { $time }؛ استخدم { $end } للعودة مبكرًا. { $left }.

account-vacation-none = { $left }. الأمر { $start } يوقف ساعات جميع مبارياتك.

account-vacation-already = أنت في إجازة بالفعل حتى { $time }؛ استخدم { $end } أولًا لبدء إجازة أخرى.

account-vacation-too-long = إجازة مدتها { $days ->
        [zero] { $days } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $days } أيام
        [many] { $days } يومًا
       *[other] { $days } يوم
    } أطول مما لديك: { $left }.

account-vacation-started = في إجازة حتى { $time }: { $paused ->
        [0] لا توجد مباراة تنتظرك الآن
        [1] أُوقفت ساعة المباراة التي تنتظرك
        [two] أُوقفت ساعتا المباراتين اللتين تنتظرانك
        [few] أُوقفت الساعات في { $paused } مباريات تنتظرك
        [many] أُوقفت الساعات في { $paused } مباراةً تنتظرك
       *[other] أُوقفت الساعات في { $paused } مباراة تنتظرك
    }، والمباريات التي يحين فيها دورك ستنتظر عودتك. { $left }.

account-not-on-vacation = لست في إجازة.

account-vacation-ended = { $resumed ->
        [0] مرحبًا بعودتك
        [1] مرحبًا بعودتك: تعمل ساعة مباراتك من جديد
        [two] مرحبًا بعودتك: تعمل ساعتا مباراتيك من جديد
        [few] مرحبًا بعودتك: تعمل الساعات من جديد في { $resumed } مباريات لك
        [many] مرحبًا بعودتك: تعمل الساعات من جديد في { $resumed } مباراةً لك
       *[other] مرحبًا بعودتك: تعمل الساعات من جديد في { $resumed } مباراة لك
    }. { $left }.

account-away = { $who } في إجازة حتى { $time }: ساعة المباراة #{ $game } متوقفة بانتظاره.

account-away-capped = { $who } في إجازة حتى { $time }: ساعة المباراة #{ $game } متوقفة بانتظاره حتى { $cap } (الحد الأقصى للإجازة في البطولة).

account-back = عاد { $who }: تعمل ساعة المباراة #{ $game } من جديد.

account-channel-language = من الآن ستُكتب المنشورات في هذه القناة بلغة { $language }.

account-channel-language-moderators = لا يختار لغة هذه القناة إلا مشرف من مشرفيها.
