# Amharic (am) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

service-restarting = የጨዋታ አገልግሎቱ እንደገና በመጀመር ላይ ነው፤ ምንም አልተቀየረም። ከጥቂት ቆይታ በኋላ እንደገና ይላኩ።
service-busy = የጨዋታ አገልግሎቱ አሁን በጣም ስለተጨናነቀ መመለስ አልቻለም፤ ምንም አልተቀየረም። ከጥቂት ቆይታ በኋላ እንደገና ይላኩ።
service-disk-full = የጨዋታ አገልግሎቱ አሁን ምንም ማስቀመጥ ስለማይችል ምንም አልተቀየረም። ለአስተዳዳሪው ተነግሯል፤ ቆይተው እንደገና ይላኩ።
service-storage-failed = በእኛ በኩል ችግር ተፈጥሯል፤ ምንም አልተቀየረም። እባክዎ ቆይተው እንደገና ይሞክሩ።
service-internal = በእኛ በኩል ችግር ተፈጥሯል፤ ትዕዛዝዎ አልተፈጸመም፣ ችግሩም ተመዝግቧል። ምንም አልተቀየረም።
service-conflict = ትዕዛዝዎ በሚስተናገድበት ጊዜ አቋሙ ተቀይሯል፤ ሰሌዳውን አይተው እንደገና ይሞክሩ።
service-corrupt = የዚያ ጨዋታ የተቀመጠ መዝገብ ሊነበብ አይችልም፤ ምንም አልተቀየረም፣ አስተዳዳሪውም ምክንያቱን በሲስተሙ ሎግ ውስጥ ማየት ይችላል።
service-already-handled = ይህ ትዕዛዝ አስቀድሞ ተስተናግዷል።

service-slow-down = ቀስ ይበሉ: በደቂቃ ቢበዛ { $per_minute ->
        [one] { $per_minute } ትዕዛዝ
       *[other] { $per_minute } ትዕዛዞች
    } ይፈቀዳሉ። ይህኛው አልተፈጸመም፤ ከአንድ ደቂቃ በኋላ እንደገና ይላኩ።

service-computer-name = ያ የኮምፒውተሩ ስም ነው፤ እንቅስቃሴዎቹን ራሱ ያደርጋል። { $challenge } በመላክ ይጋብዙት።

service-no-game-here = እዚህ ጨዋታ የለዎትም። { $challenge } በመላክ አዲስ ይጀምሩ።

service-stored-text = { $text }
