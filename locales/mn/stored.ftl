# Mongolian (mn) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF болон CSA нь Шогигийн тэмдэглэл; { $game } өргийг PGN-ээр бичдэг.
stored-unreadable = Тэр { $format } тэмдэглэлийг { $line } дугаар мөрөнд уншиж чадсангүй: { $reason }. Юу ч оруулсангүй.
stored-kif-one-line = KIF тэмдэглэлийг мөр мөрөөр уншдаг бөгөөд энэ нь нэг мөр болж ирсэн (Discord-ийн текст талбар мөрүүдийг нийлүүлдэг): оронд нь файлыг хавсаргах (Discord дээр file:), эсвэл мөр таслалт хадгалагдах газар хуулж оруулна уу. Юу ч оруулсангүй.
stored-not-a-position = fen:{ $fen }? Энэ нь { $game } байрлал биш: { $reason }. /board нь өргийн FEN-ийг хуулж авахаар харуулна.
stored-not-a-position-sfen = fen:{ $fen }? Энэ нь { $game } байрлал биш: { $reason }. /board нь өргийн FEN болон SFEN-ийг хуулж авахаар харуулна.
stored-unreachable = fen:{ $fen }? Тэр байрлалаас { $game } өрөг эхлэх боломжгүй: { $reason }.
stored-no-game = #{ $id } өрөг байхгүй.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = мад
ending-stalemate = хайнцаа
ending-bare-king = ганц ноён
ending-niol = ниол («шаг»-гүй мад)
ending-robado = робадо (ганц ноён)
ending-count-ran-out = тоолол дууссан
ending-mate-during-own-count = мад хийсэн тал өөрийн тооллын үеэр мад хийсэн
ending-bare-king-survived = ганц ноён долоон нүүдэл тэссэн
ending-forbidden-mate = хориотой мад
ending-insufficient-material = аль ч тал хожих боломжгүй
ending-repetition = давталт
ending-perpetual-check = үргэлжилсэн шаг
ending-perpetual-chase = үргэлжилсэн хөөлт
ending-bikjang = бикжан
ending-two-passes = дараалсан хоёр ээлж өнжилт
ending-jishogi = жишоги
ending-royals-captured = ноён ба ханхүү хоёулаа идэгдсэн
ending-resignation = бууж өгсөн
ending-agreement = тохиролцоо
ending-time = цаг
ending-withdrew = техникийн (тэмцээнээс гарсан)
ending-never-moved = техникийн (огт нүүгээгүй)
ending-round-deadline = тойргийн хугацаа дууссан
ending-adjudication = шүүгчийн шийдвэр
ending-cancelled = тэмцээн цуцлагдсан
ending-aborted = цуцалсан
ending-never-started = эхний нүүдэл хийгдээгүй
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
