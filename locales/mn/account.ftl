# Mongolian (mn) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

account-settings = Таны тохиргоо: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.

account-next-digest = {" "}(дараагийн тойм: { $time })

account-next-digest-on = {" "}(дараагийн тойм: { $time }, { $platform } дээр хувийн зурвасаар)

account-vacation-left = { $year } онд { $days ->
        [one] { $days } өдрийн
       *[other] { $days } өдрийн
    } амралт үлдсэн

account-vacation-until = Та { $time } хүртэл амралттай байна; эрт эргэн ирэх бол { $end } командыг илгээнэ үү. { $left }.

account-vacation-none = { $left }. { $start } нь таны бүх өргийн цагийг зогсооно.

account-vacation-already = Та { $time } хүртэл амралттай байна; шинэ амралт эхлүүлэхийн өмнө { $end } командыг илгээнэ үү.

account-vacation-too-long = { $days } өдрийн амралт танд үлдсэн хоногоос их байна: { $left }.

account-vacation-started = { $time } хүртэл амралттай боллоо: { $paused ->
        [0] одоогоор таныг хүлээж буй өрөг алга
        [1] таныг хүлээж буй өргийн цагийг зогсоолоо
       *[other] таныг хүлээж буй { $paused } өргийн цагийг зогсоолоо
    }, таны нүүх ээлж болох өргүүд таныг эргэн иртэл хүлээнэ. { $left }.

account-not-on-vacation = Та одоо амралтанд байхгүй байна.

account-vacation-ended = { $resumed ->
        [0] Эргэн тавтай морилно уу
        [1] Эргэн тавтай морилно уу: таны өргийн цаг дахин явж байна
       *[other] Эргэн тавтай морилно уу: таны { $resumed } өргийн цаг дахин явж байна
    }. { $left }.

account-away = { $who } { $time } хүртэл амралттай: #{ $game } өргийн цаг хүлээж байна.

account-away-capped = { $who } { $time } хүртэл амралттай: #{ $game } өргийн цаг { $cap } хүртэл хүлээнэ (тэмцээний амралтын дээд хязгаар).

account-back = { $who } эргэн ирлээ: #{ $game } өргийн цаг дахин явж байна.

account-channel-language = Энэ сувгийн нийтлэлүүд одооноос эхлэн { $language } хэлээр бичигдэнэ.

account-channel-language-moderators = Энэ сувгийн хэлийг зөвхөн түүний модератор сонгож болно.
