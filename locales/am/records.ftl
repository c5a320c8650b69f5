# Amharic (am) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

records-paste-discord = የጨዋታውን መዝገብ (PGN፣ KIF ወይም CSA) በ record: ውስጥ ይለጥፉ፣ ወይም ፋይሉን በ file: ያያይዙ።
records-paste-matrix = የጨዋታውን መዝገብ (PGN፣ KIF ወይም CSA) ከትዕዛዙ በኋላ ይለጥፉ፣ ወይም ለመዝገቡ ፋይል በትዕዛዙ ምላሽ ይስጡ።
records-paste = የጨዋታውን መዝገብ (PGN፣ KIF ወይም CSA) ከ /import በኋላ ይለጥፉ።

records-read = የ{ $format } መዝገብ ተነቧል: { $game } — { $first } ከ { $second }፣ { $plies } { $plies ->
        [one] እንቅስቃሴ
       *[other] እንቅስቃሴዎች
    }።
records-read-over = የ{ $format } መዝገብ ተነቧል: { $game } — { $first } ከ { $second }፣ { $plies } { $plies ->
        [one] እንቅስቃሴ
       *[other] እንቅስቃሴዎች
    }፣ { $result }።
records-read-given = የ{ $format } መዝገብ ተነቧል: { $game } — { $first } ከ { $second }፣ { $plies } { $plies ->
        [one] እንቅስቃሴ
       *[other] እንቅስቃሴዎች
    }፣ በመዝገቡ የተሰጠው ውጤት: { $result }።
records-over = { $summary } ጨዋታው አብቅቷል ({ $reason })፤ የሚቀጥል ነገር የለም። /import ያለ ተጫዋች ሲላክ የጨዋታውን መጨረሻ ያሳያል።
records-unreachable = { $summary } ከመጨረሻው አቋም ጨዋታ መጀመር አይቻልም: { $reason }።
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } የመጨረሻው አቋም (የመንቀሳቀስ ተራ: { $side }): { $position }
    ከዚያ ለመቀጠል: { $challenge }
records-fen = ጨዋታ #{ $id } ከ{ $moves } እንቅስቃሴዎች በኋላ። { $position }
records-not-shogi = KIF እና CSA ለሾጊ ጨዋታዎች ብቻ ናቸው፤ { $pgn } ይጠቀሙ።
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = ጨዋታ #{ $id } በድጋሚ ታይቷል: { $moves ->
        [one] ብቸኛው እንቅስቃሴው
       *[other] ሁሉም { $moves } እንቅስቃሴዎቹ
    }፣ ከዚያም የመጨረሻው አቋም ይቆያል።
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = ጨዋታው እንቅስቃሴ በእንቅስቃሴ በድጋሚ ሲታይ ({ $moves ->
        [one] 1 እንቅስቃሴ
       *[other] { $moves } እንቅስቃሴዎች
    })፣ በዚህ አቋም ያበቃል: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = ይህ ቦት ሥዕሎችን አይሥልም፤ አስተዳዳሪው አጥፍቷቸዋል። /export pgn መዝገቡን ይሰጣል።

records-file = { $name }
records-attached = { $name } (ተያይዟል):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = የተያያዘው ፋይል አልደረሰም፤ እንደገና ያያይዙት።
records-file-reply-unfetched = ምላሽ የተሰጠበትን መልእክት ማምጣት አልተቻለም፤ በምትኩ የጨዋታውን መዝገብ ይለጥፉ።
# $name (text): the file's name.
records-file-unfetched = { $name } የተባለውን ፋይል ማውረድ አልተቻለም፤ እንደገና ይሞክሩ፣ ወይም የጨዋታውን መዝገብ ይለጥፉ።
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = የ { $name } መጠን { $size } KB ነው፤ የመዝገብ ፋይል ቢበዛ { $most } KB ሊሆን ይችላል።
# $name (text): the file's name.
records-file-not-text = { $name } የ UTF-8 ጽሑፍ አይደለም (በ Shift_JIS የተቀመጠ KIF ነው? እንደ UTF-8 ያስቀምጡት፣ ወይም የጨዋታውን መዝገብ ይለጥፉ)።
