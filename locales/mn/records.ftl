# Mongolian (mn) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

records-paste-discord = Өргийн тэмдэглэлийг (PGN, KIF эсвэл CSA) record: талбарт хуулж оруулах, эсвэл файлыг нь file: талбараар хавсаргана уу.
records-paste-matrix = Өргийн тэмдэглэлийг (PGN, KIF эсвэл CSA) командын ард хуулж оруулах, эсвэл тэмдэглэлийн файлд командаар хариулна уу.
records-paste = Өргийн тэмдэглэлийг (PGN, KIF эсвэл CSA) /import командын ард хуулж оруулна уу.

records-read = { $format } тэмдэглэлийг уншлаа: { $game } — { $first } ба { $second }, { $plies } { $plies ->
        [one] нүүдэл
       *[other] нүүдэл
    }.
records-read-over = { $format } тэмдэглэлийг уншлаа: { $game } — { $first } ба { $second }, { $plies } { $plies ->
        [one] нүүдэл
       *[other] нүүдэл
    }, { $result }.
records-read-given = { $format } тэмдэглэлийг уншлаа: { $game } — { $first } ба { $second }, { $plies } { $plies ->
        [one] нүүдэл
       *[other] нүүдэл
    }, тэмдэглэсэн үр дүн: { $result }.
records-over = { $summary } Өрөг дууссан ({ $reason }); үргэлжлүүлэн тоглох зүйл алга. Тоглогч заалгүй /import хийвэл өргийн төгсгөлийг харуулна.
records-unreachable = { $summary } Төгсгөлөөс нь өрөг эхлүүлэх боломжгүй: { $reason }.
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } Сүүлийн байрлал ({ $side } нүүнэ): { $position }
    Тэндээс үргэлжлүүлэн тоглох бол: { $challenge }
records-fen = #{ $id } өрөг, { $moves } нүүдлийн дараа. { $position }
records-not-shogi = KIF болон CSA нь зөвхөн Шоги өрөгт зориулагдсан; { $pgn } командыг ашиглана уу.
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = #{ $id } өргийг дахин тоглуулав: { $moves ->
        [one] ганц нүүдлийг нь
       *[other] бүх { $moves } нүүдлийг нь
    }, дараа нь эцсийн байрлал дээр зогсоно.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = Өргийг нүүдэл нүүдлээр нь дахин тоглуулсан ({ $moves ->
        [one] 1 нүүдэл
       *[other] { $moves } нүүдэл
    }), энэ байрлалаар төгсөнө: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = Энэ бот зураг зурдаггүй: оператор нь зургийг унтраасан. /export pgn тэмдэглэлийг өгнө.

records-file = { $name }
records-attached = { $name } (хавсаргасан):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = Хавсаргасан файл ирсэнгүй; дахин хавсаргана уу.
records-file-reply-unfetched = Хариулсан мессежийг татаж авч чадсангүй; оронд нь өргийн тэмдэглэлийг хуулж оруулна уу.
# $name (text): the file's name.
records-file-unfetched = { $name } файлыг татаж авч чадсангүй; дахин оролдох, эсвэл өргийн тэмдэглэлийг хуулж оруулна уу.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } файлын хэмжээ { $size } KB; өргийн тэмдэглэлийн файл хамгийн ихдээ { $most } KB байна.
# $name (text): the file's name.
records-file-not-text = { $name } файл UTF-8 текст биш байна (Shift_JIS кодчилолоор хадгалсан KIF уу? UTF-8 кодчилолоор хадгалах, эсвэл өргийн тэмдэглэлийг хуулж оруулна уу).
