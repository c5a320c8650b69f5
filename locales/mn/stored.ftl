# Mongolian (mn) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF болон CSA нь Шогигийн тэмдэглэл; { $game } өргийг PGN-ээр бичдэг.
stored-unreadable = Тэр { $format } тэмдэглэлийг уншиж чадсангүй: { $reason }. Юу ч оруулсангүй.
stored-unreadable-ended = Тэр { $format } тэмдэглэлийг уншиж чадсангүй: { $reason } Юу ч оруулсангүй.
stored-kif-one-line = KIF тэмдэглэлийг мөр мөрөөр уншдаг бөгөөд энэ нь нэг мөр болж ирсэн (Discord-ийн текст талбар мөрүүдийг нийлүүлдэг): оронд нь файлыг хавсаргах (Discord дээр file:), эсвэл мөр таслалт хадгалагдах газар хуулж оруулна уу. Юу ч оруулсангүй.
stored-not-a-position = fen:{ $fen }? Энэ нь { $game } байрлал биш: { $reason }. /board нь өргийн FEN-ийг хуулж авахаар харуулна.
stored-not-a-position-sfen = fen:{ $fen }? Энэ нь { $game } байрлал биш: { $reason }. /board нь өргийн FEN болон SFEN-ийг хуулж авахаар харуулна.
stored-unreachable = fen:{ $fen }? Тэр байрлалаас { $game } өрөг эхлэх боломжгүй: { $reason }.
stored-no-game = #{ $id } өрөг байхгүй.
