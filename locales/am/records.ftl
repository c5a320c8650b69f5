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

records-file = { $name }
records-attached = { $name } (ተያይዟል):
