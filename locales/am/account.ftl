# Amharic (am) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

account-settings = የእርስዎ ቅንብሮች: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }።

account-next-digest = {" "}(ቀጣዩ ማጠቃለያ: { $time })

account-next-digest-on = {" "}(ቀጣዩ ማጠቃለያ: { $time }፣ በ{ $platform } ላይ በግል መልዕክት)

account-vacation-left = በ{ $year } የቀረዎት እረፍት: { $days ->
        [one] { $days } ቀን
       *[other] { $days } ቀናት
    }

account-vacation-until = እስከ { $time } ድረስ በእረፍት ላይ ነዎት፤ ቀደም ብለው ለመመለስ { $end } ይላኩ። { $left }።

account-vacation-none = { $left }። { $start } የሁሉንም ጨዋታዎችዎን ሰዓት ያቆማል።

account-vacation-already = እስከ { $time } ድረስ አስቀድመው በእረፍት ላይ ነዎት፤ ሌላ እረፍት ለመጀመር መጀመሪያ { $end } ይላኩ።

account-vacation-too-long = የ{ $days } ቀን እረፍት ካለዎት ይበልጣል: { $left }።

account-vacation-started = እስከ { $time } ድረስ በእረፍት ላይ ነዎት: { $paused ->
        [0] አሁን እርስዎን የሚጠብቅ ጨዋታ የለም
        [1] እርስዎን የሚጠብቀው ጨዋታ ሰዓት ቆሟል
       *[other] እርስዎን የሚጠብቁት የ{ $paused } ጨዋታዎችዎ ሰዓቶች ቆመዋል
    }፤ ተራዎ የሚደርስባቸው ጨዋታዎችም እስኪመለሱ ይጠብቃሉ። { $left }።

account-not-on-vacation = በእረፍት ላይ አይደሉም።

account-vacation-ended = { $resumed ->
        [0] እንኳን ደህና መጡ
        [1] እንኳን ደህና መጡ: የጨዋታዎ ሰዓት እንደገና መሮጥ ጀምሯል
       *[other] እንኳን ደህና መጡ: የ{ $resumed } ጨዋታዎችዎ ሰዓቶች እንደገና መሮጥ ጀምረዋል
    }። { $left }።

account-away = { $who } እስከ { $time } ድረስ በእረፍት ላይ ናቸው: የጨዋታ #{ $game } ሰዓት ይጠብቃል።

account-away-capped = { $who } እስከ { $time } ድረስ በእረፍት ላይ ናቸው: የጨዋታ #{ $game } ሰዓት እስከ { $cap } ድረስ ይጠብቃል (የውድድሩ የእረፍት ገደብ)።

account-back = { $who } ተመልሰዋል: የጨዋታ #{ $game } ሰዓት እንደገና መሮጥ ጀምሯል።

account-channel-language = ከአሁን ጀምሮ በዚህ ቻናል ውስጥ የሚለጠፉ መልዕክቶች በ{ $language } ይጻፋሉ።

account-channel-language-moderators = የዚህን ቻናል ቋንቋ መምረጥ የሚችሉት የቻናሉ አወያዮች ብቻ ናቸው።
