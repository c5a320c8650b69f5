# Amharic (am) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF እና CSA የሾጊ መዝገቦች ናቸው፤ { $game } የሚጻፈው በPGN ነው።
stored-unreadable = ያ የ{ $format } መዝገብ ሊነበብ አይችልም: { $reason }። ምንም አልገባም።
stored-unreadable-ended = ያ የ{ $format } መዝገብ ሊነበብ አይችልም: { $reason } ምንም አልገባም።
stored-kif-one-line = የKIF መዝገብ የሚነበበው መስመር በመስመር ነው፤ ይህ ግን እንደ አንድ መስመር ደርሷል (የDiscord የጽሑፍ መስክ መስመሮቹን ያጣምራል): በምትኩ ፋይሉን ያያይዙ (በDiscord ላይ file:)፣ ወይም የመስመር መግቻዎች በሚጠበቁበት ቦታ ይለጥፉ። ምንም አልገባም።
stored-not-a-position = fen:{ $fen }? ይህ የ{ $game } አቋም አይደለም: { $reason }። /board የአንድን ጨዋታ FEN ለመቅዳት እንዲችሉ ያሳያል።
stored-not-a-position-sfen = fen:{ $fen }? ይህ የ{ $game } አቋም አይደለም: { $reason }። /board የአንድን ጨዋታ FEN እና SFEN ለመቅዳት እንዲችሉ ያሳያል።
stored-unreachable = fen:{ $fen }? ከዚያ አቋም የ{ $game } ጨዋታ መጀመር አይቻልም: { $reason }።
stored-no-game = ጨዋታ #{ $id } የለም።
