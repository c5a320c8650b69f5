# Amharic (am) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF እና CSA የሾጊ መዝገቦች ናቸው፤ { $game } የሚጻፈው በPGN ነው።
stored-unreadable = ያ የ{ $format } መዝገብ በመስመር { $line } ላይ ሊነበብ አይችልም: { $reason }። ምንም አልገባም።
stored-kif-one-line = የKIF መዝገብ የሚነበበው መስመር በመስመር ነው፤ ይህ ግን እንደ አንድ መስመር ደርሷል (የDiscord የጽሑፍ መስክ መስመሮቹን ያጣምራል): በምትኩ ፋይሉን ያያይዙ (በDiscord ላይ file:)፣ ወይም የመስመር መግቻዎች በሚጠበቁበት ቦታ ይለጥፉ። ምንም አልገባም።
stored-not-a-position = fen:{ $fen }? ይህ የ{ $game } አቋም አይደለም: { $reason }። /board የአንድን ጨዋታ FEN ለመቅዳት እንዲችሉ ያሳያል።
stored-not-a-position-sfen = fen:{ $fen }? ይህ የ{ $game } አቋም አይደለም: { $reason }። /board የአንድን ጨዋታ FEN እና SFEN ለመቅዳት እንዲችሉ ያሳያል።
stored-unreachable = fen:{ $fen }? ከዚያ አቋም የ{ $game } ጨዋታ መጀመር አይቻልም: { $reason }።
stored-no-game = ጨዋታ #{ $id } የለም።

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = ቼክሜት
ending-stalemate = መንቀሳቀሻ ማጣት
ending-bare-king = ብቻውን የቀረ ንጉሥ
ending-niol = ኒዮል (ሻክ የሌለበት ቼክሜት)
ending-robado = ሮባዶ (ብቻውን የቀረ ጌታ)
ending-count-ran-out = ቆጠራው አለቀ
ending-mate-during-own-count = ቼክሜት ያደረገው ወገን በራሱ ቆጠራ ወቅት የተደረገ ቼክሜት
ending-bare-king-survived = ብቻውን የቀረው ንጉሥ ሰባት እንቅስቃሴዎችን ተቋቁሟል
ending-forbidden-mate = የተከለከለ ቼክሜት
ending-insufficient-material = የትኛውም ወገን ማሸነፍ አይችልም
ending-repetition = መደጋገም
ending-perpetual-check = የማያቋርጥ ቼክ
ending-perpetual-chase = የማያቋርጥ ማሳደድ
ending-bikjang = ቢክጃንግ
ending-two-passes = ሁለት ተከታታይ ተራ ማሳለፍ
ending-jishogi = ጂሾጊ
ending-royals-captured = ንጉሡም አልጋ ወራሹም ተበልተዋል
ending-resignation = እጅ መስጠት
ending-agreement = ስምምነት
ending-time = ሰዓት
ending-withdrew = ፎርፌ (ወጥተዋል)
ending-never-moved = ፎርፌ (አልተንቀሳቀሱም)
ending-round-deadline = የዙር የጊዜ ገደብ
ending-adjudication = ውሳኔ
ending-cancelled = ውድድሩ ተሰርዟል
ending-aborted = ተሰርዟል
ending-never-started = የመጀመሪያው እንቅስቃሴ አልተደረገም
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
