# Mongolian (mn) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = нэг шошгыг хаах ] тэмдэг алга
reader-not-a-tag = { $text } нь шошго биш
reader-tag-unquoted = { $tag } шошгын утгыг хашилтад бичих ёстой
reader-unknown-game = { $text } нь Tabiya-гийн тоглодог тоглоом биш
reader-other-game = энэ бол { $named } биш, { $record } өргийн тэмдэглэл
reader-no-game-named = энэ ямар тоглоом болохыг Variant шошго заагаагүй; { $option } ашиглан нэрлэнэ үү
reader-fen-tag = түүний FEN-ийг уншиж чадсангүй: { $reason }
reader-not-legal-like = { $input } нь энэ байрлалд дүрэмд нийцэх нүүдэл биш (төстэй нүүдлүүд: { $candidates })
reader-ambiguous = { $input } нь { $candidates } байж болно
reader-refused = { $input }: { $reason }
reader-handicap = зөвхөн тэгш өрөг (平手) оруулж болно, { $handicap } фортой өргийг биш
reader-not-a-piece-in-hand = { $text } нь гарт байгаа дүрс биш
reader-not-a-count = { $text } дүрсийн тоогоор төгсөөгүй
reader-too-many-rows = хөлгийн зурагт { $rows } мөрөөс олон мөр байна
reader-row-width = хөлгийн зургийн мөр бүр { $squares } нүдтэй байх ёстой
reader-not-a-piece = { $text } нь дүрс биш
reader-off-board = хөлгийн зургийн нэг нүд хөлгөөс гадна байна
reader-diagram = хөлгийн зураг дүрэмд нийцэх байрлал биш: { $reason }
reader-start-after-moves = эхлэл байрлал нүүдлүүдээс өмнө байх ёстой
reader-turn-after-moves = хэн эхэлж нүүхийг нүүдлүүдээс өмнө заах ёстой
reader-not-a-time = { $text } нь цаг биш
reader-several-games = энэ файлд хэд хэдэн өрөг байна; нэгийг нь илгээнэ үү
reader-after-end = { $text } өрөг дууссаны дараа бичигдсэн байна
reader-not-a-statement = { $text } нь CSA-ийн заалт биш
reader-not-a-start-line = { $text } нь CSA-ийн эхлэл байрлалын мөр биш
reader-not-a-handicap = { $text } нь фор биш: PI82HI шиг нүд ба дүрс байх ёстой
reader-not-a-square = { $text } хөлөг дээр байхгүй нүдийг нэрлэж байна
reader-nothing-to-take-off = { $text } { $square } нүднээс дүрс авч байна, гэвч тэнд дүрс алга
reader-not-a-board-line = { $text } нь хөлгийн нэг мөрийн есөн нүд биш
reader-not-squares-and-pieces = { $text } нь нүд ба дүрс биш
reader-all-remaining = { $text } (үлдсэн бүх дүрс) уншигдахгүй
reader-not-in-hand = { $text } дүрсийг гарт барьж болохгүй
reader-start = эхлэл байрлалыг ашиглах боломжгүй: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN хоосон байна
reader-fen-ranks = FEN-д { $found } эгнээ байна, харин энэ хөлөг { $board } эгнээтэй
reader-fen-plus-before-digit = цифрийн өмнө + тэмдэг байна
reader-fen-empty-run = хоосон нүдний тоо 0 байна
reader-fen-double-plus = дүрсийг ++ тэмдэгтэй бичсэн байна
reader-fen-not-a-piece = { $text } нь энэ тоглоомын дүрс биш
reader-fen-rank-too-long = { $rank } дугаар эгнээ хөлгийн өргөнөөс урт байна
reader-fen-off-board = нэг нүд хөлгөөс гадна байна
reader-fen-plus-at-end = эгнээ + тэмдгээр төгссөн байна
reader-fen-rank-width = { $rank } дугаар эгнээнд { $found } босоо шугам байна, харин энэ хөлөг { $board } босоо шугамтай
reader-fen-hand-unclosed = гарын хэсгийг хаах ] тэмдэг алга
reader-fen-hand-text-after = гарын хэсгийг хаасан ] тэмдгийн ард бичвэр байна
reader-fen-no-hands = энэ тоглоомд гарт байх дүрс байдаггүй
reader-fen-count-without-piece = гар дахь нэг тооны ард дүрс алга
reader-fen-hand-not-a-piece = гар дахь { $text } нь энэ тоглоомын дүрс биш
reader-fen-hand-too-many = гарт хэт олон дүрс байна
reader-fen-turn = { $text } нь нүүх тал биш: w эсвэл b
reader-fen-rights = { $text } эрхийн талбарыг уншиж чадсангүй
reader-fen-count = { $text } тооллын талбарыг уншиж чадсангүй
reader-fen-halfmoves = хагас нүүдлийн тоолуур { $text } нь тоо биш
reader-fen-fullmoves = нүүдлийн дугаар { $text } нь тоо биш
reader-fen-trailing = FEN-ийн сүүлийн талбарын ард { $text } байна

## A position no game could have.
reader-position-off-board = { $square } нүдэнд дүрс байна, энэ хөлгөөс гадна
reader-position-unknown-piece = тэнд энэ тоглоомд байдаггүй дүрс байна
reader-position-missing-king = { $side } талд ноён алга
reader-position-too-many-kings = { $side } талд нэгээс олон ноён байна
reader-position-hand-too-large = хоёр талын гарт хэт олон дүрс байна
reader-position-opposite-check = нүүх ээлжгүй тал шагт байна
reader-position-pawn-on-back-rank = хүү өөрийн эхний эгнээнд, { $square } нүдэнд байна
reader-position-unreachable = { $square } нүдэн дээрх { $piece } ({ $side }) ямар ч өрөг хүргэж чадахгүй газар байна
reader-position-too-many-pieces = { $side } талд { $piece } тоглоомын иж бүрдэл (хувирлыг оруулаад) өгч чадахаас олон байна
reader-position-double-pawn = { $side } талд { $square } нүдний босоо шугамд хувираагүй хоёр хүү байна
reader-position-already-over = өрөг эхлэхээсээ өмнө дууссан байх байсан (нүүдэл алга, эсвэл аль хэдийн шийдэгдсэн)

## Ashtapada: why a race refused an action.
reader-race-no-throw = эхлээд хясаагаа шидэнэ үү
reader-race-thrown = хясаа шидэгдсэн: дүрсээ нүүнэ үү
reader-race-illegal = энэ шидэлтээр { $input } боломжгүй
