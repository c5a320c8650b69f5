# Hindi (hi) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

records-paste-discord = रिकॉर्ड (PGN, KIF या CSA) record: में चिपकाएँ, या उसकी फ़ाइल file: से संलग्न करें।
records-paste-matrix = रिकॉर्ड (PGN, KIF या CSA) कमांड के बाद चिपकाएँ, या रिकॉर्ड की फ़ाइल का जवाब इसी कमांड से दें।
records-paste = रिकॉर्ड (PGN, KIF या CSA) /import के बाद चिपकाएँ।

records-read = { $format } रिकॉर्ड पढ़ा गया: { $game } — { $first } बनाम { $second }, { $plies } { $plies ->
        [one] चाल
       *[other] चालें
    }।
records-read-over = { $format } रिकॉर्ड पढ़ा गया: { $game } — { $first } बनाम { $second }, { $plies } { $plies ->
        [one] चाल
       *[other] चालें
    }, { $result }।
records-read-given = { $format } रिकॉर्ड पढ़ा गया: { $game } — { $first } बनाम { $second }, { $plies } { $plies ->
        [one] चाल
       *[other] चालें
    }, दर्ज परिणाम { $result }।
records-over = { $summary } खेल समाप्त हो चुका है ({ $reason }); आगे खेलने को कुछ नहीं बचा। बिना खिलाड़ी के /import इसका अंत दिखाता है।
records-unreachable = { $summary } इसके अंत से कोई खेल शुरू नहीं हो सकता: { $reason }।
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } इसकी अंतिम स्थिति, चाल { $side } की: { $position }
    वहाँ से आगे खेलने के लिए: { $challenge }
records-fen = खेल #{ $id }, { $moves ->
        [one] { $moves } चाल
       *[other] { $moves } चालों
    } के बाद। { $position }
records-not-shogi = KIF और CSA शोगी खेलों के लिए हैं; { $pgn } का उपयोग करें।
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = खेल #{ $id } का रीप्ले: { $moves ->
        [one] इसकी एक चाल
       *[other] इसकी सभी { $moves } चालें
    }, फिर अंतिम स्थिति रुकी रहती है।
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = चाल-दर-चाल दोहराया गया खेल ({ $moves ->
        [one] 1 चाल
       *[other] { $moves } चालें
    }), इस स्थिति पर समाप्त: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = यह बॉट चित्र नहीं बनाता: इसके संचालक ने चित्र बंद कर दिए हैं। /export pgn रिकॉर्ड देता है।

records-file = { $name }
records-attached = { $name } (संलग्न):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = संलग्न फ़ाइल नहीं पहुँची; उसे फिर से संलग्न करें।
records-file-reply-unfetched = जिस संदेश का जवाब दिया गया, उसे लाया नहीं जा सका; इसके बजाय रिकॉर्ड चिपकाएँ।
# $name (text): the file's name.
records-file-unfetched = { $name } डाउनलोड नहीं की जा सकी; फिर से प्रयास करें, या रिकॉर्ड चिपकाएँ।
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } का आकार { $size } KB है; रिकॉर्ड फ़ाइल अधिकतम { $most } KB की हो सकती है।
# $name (text): the file's name.
records-file-not-text = { $name } UTF-8 टेक्स्ट नहीं है (क्या यह Shift_JIS में सहेजी गई KIF है? इसे UTF-8 में सहेजें, या रिकॉर्ड चिपकाएँ)।
