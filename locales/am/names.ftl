# Amharic (am) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.
# ሰንጠረዥ: ንጉሥ፣ ፈርዝ፣ ሳባ፣ ፈረስ፣ ደር፣ መደቅ (ፓንክኸርስት፤ GLOSSARY.md)። ለሌሎቹ ጨዋታዎች የእንግሊዝኛው ገለጻ ትርጉም።

game-ashtapada = አሽታፓዳ

game-chaturanga = ቻቱራንጋ
side-chaturanga-first = ነጭ
side-chaturanga-second = ጥቁር
piece-chaturanga-king = ንጉሥ
piece-chaturanga-counsellor = አማካሪ
piece-chaturanga-elephant = ዝሆን
piece-chaturanga-horse = ፈረስ
piece-chaturanga-chariot = ሰረገላ
piece-chaturanga-foot-soldier = እግረኛ

game-shatranj = ሻትራንጅ
side-shatranj-first = ነጭ
side-shatranj-second = ጥቁር
piece-shatranj-king = ንጉሥ
piece-shatranj-counsellor = አማካሪ
piece-shatranj-elephant = ዝሆን
piece-shatranj-horse = ፈረስ
piece-shatranj-chariot = ሰረገላ
piece-shatranj-foot-soldier = እግረኛ

game-senterej = ሰንጠረዥ
side-senterej-first = ነጭ
side-senterej-second = ጥቁር
piece-senterej-king = ንጉሥ
piece-senterej-counsellor = ፈርዝ
piece-senterej-elephant = ሳባ
piece-senterej-horse = ፈረስ
piece-senterej-castle = ደር
piece-senterej-pawn = መደቅ

game-ninthcentury = የ9ኛው ክፍለ ዘመን የሕንድ ቼስ
side-ninthcentury-first = ነጭ
side-ninthcentury-second = ጥቁር
piece-ninthcentury-king = ንጉሥ
piece-ninthcentury-counsellor = አማካሪ
piece-ninthcentury-elephant-dabbbah = ዝሆን (ዳባባ)
piece-ninthcentury-horse = ፈረስ
piece-ninthcentury-chariot = ሰረገላ
piece-ninthcentury-foot-soldier = እግረኛ

game-sittuyin = ሲትዩይን
side-sittuyin-first = ነጭ
side-sittuyin-second = ጥቁር
piece-sittuyin-king = ንጉሥ
piece-sittuyin-general-counsellor = ጄኔራል (አማካሪ)
piece-sittuyin-elephant = ዝሆን
piece-sittuyin-horse = ፈረስ
piece-sittuyin-chariot = ሰረገላ
piece-sittuyin-soldier = ወታደር

game-makruk = ማክሩክ
side-makruk-first = ነጭ
side-makruk-second = ጥቁር
piece-makruk-king = ንጉሥ
piece-makruk-counsellor = አማካሪ
piece-makruk-nobleman = ባላባት
piece-makruk-horse = ፈረስ
piece-makruk-boat = ጀልባ
piece-makruk-cowrie-shell-pawn = ዛጎል (እግረኛ)

game-ouk = ኡክ ቻትራንግ
side-ouk-first = ነጭ
side-ouk-second = ጥቁር
piece-ouk-king = ንጉሥ
piece-ouk-maiden-counsellor = ልጃገረድ (አማካሪ)
piece-ouk-pillar = ምሰሶ
piece-ouk-horse = ፈረስ
piece-ouk-boat = ጀልባ
piece-ouk-fish-pawn = ዓሣ (እግረኛ)

game-shatar = ሻታር
side-shatar-first = ነጭ
side-shatar-second = ጥቁር
piece-shatar-lord-king = ጌታ (ንጉሥ)
piece-shatar-big-animal = ትልቅ እንስሳ
piece-shatar-camel-bishop = ግመል (ጳጳስ)
piece-shatar-horse = ፈረስ
piece-shatar-chariot = ሰረገላ
piece-shatar-child-pawn = ልጅ (እግረኛ)
piece-shatar-amazon-horse = አማዞን ፈረስ

game-xiangqi = ሺያንግቺ
side-xiangqi-first = ቀይ
side-xiangqi-second = ጥቁር
piece-xiangqi-general = { $side ->
       *[any] ጄኔራል
    }
piece-xiangqi-advisor = { $side ->
       *[any] አማካሪ
    }
piece-xiangqi-elephant = { $side ->
       *[any] ዝሆን
    }
piece-xiangqi-horse = ፈረስ
piece-xiangqi-chariot = ሰረገላ
piece-xiangqi-cannon = መድፍ
piece-xiangqi-soldier = { $side ->
       *[any] ወታደር
    }

game-janggi = ጃንጊ
side-janggi-first = ቾ
side-janggi-second = ሃን
piece-janggi-general = ጄኔራል
piece-janggi-guard = ዘበኛ
piece-janggi-elephant = ዝሆን
piece-janggi-horse = ፈረስ
piece-janggi-chariot = ሰረገላ
piece-janggi-cannon = መድፍ
piece-janggi-soldier = { $side ->
       *[any] ወታደር
    }

game-heianshogi = ሄያን ሾጊ
side-heianshogi-first = ሰንቴ
side-heianshogi-second = ጎቴ
piece-heianshogi-king = ንጉሥ
piece-heianshogi-gold-general = የወርቅ ጄኔራል
piece-heianshogi-silver-general = የብር ጄኔራል
piece-heianshogi-knight = ፈረሰኛ
piece-heianshogi-lance = ጦር
piece-heianshogi-pawn = እግረኛ
piece-heianshogi-promoted-pawn = ያደገ እግረኛ
piece-heianshogi-promoted-silver = ያደገ የብር ጄኔራል
piece-heianshogi-promoted-knight = ያደገ ፈረሰኛ
piece-heianshogi-promoted-lance = ያደገ ጦር

game-shoshogi = ሾ ሾጊ
side-shoshogi-first = ሰንቴ
side-shoshogi-second = ጎቴ
piece-shoshogi-king = ንጉሥ
piece-shoshogi-gold-general = የወርቅ ጄኔራል
piece-shoshogi-silver-general = የብር ጄኔራል
piece-shoshogi-knight = ፈረሰኛ
piece-shoshogi-lance = ጦር
piece-shoshogi-pawn = እግረኛ
piece-shoshogi-rook = ደር
piece-shoshogi-bishop = ጳጳስ
piece-shoshogi-drunk-elephant = የሰከረ ዝሆን
piece-shoshogi-promoted-pawn = ያደገ እግረኛ
piece-shoshogi-promoted-silver = ያደገ የብር ጄኔራል
piece-shoshogi-promoted-knight = ያደገ ፈረሰኛ
piece-shoshogi-promoted-lance = ያደገ ጦር
piece-shoshogi-dragon-king = የዘንዶ ንጉሥ
piece-shoshogi-dragon-horse = የዘንዶ ፈረስ
piece-shoshogi-crown-prince = አልጋ ወራሽ

game-shogi = ሾጊ
side-shogi-first = ሰንቴ
side-shogi-second = ጎቴ
piece-shogi-king = ንጉሥ
piece-shogi-gold-general = የወርቅ ጄኔራል
piece-shogi-silver-general = የብር ጄኔራል
piece-shogi-knight = ፈረሰኛ
piece-shogi-lance = ጦር
piece-shogi-pawn = እግረኛ
piece-shogi-rook = ደር
piece-shogi-bishop = ጳጳስ
piece-shogi-promoted-pawn = ያደገ እግረኛ
piece-shogi-promoted-silver = ያደገ የብር ጄኔራል
piece-shogi-promoted-knight = ያደገ ፈረሰኛ
piece-shogi-promoted-lance = ያደገ ጦር
piece-shogi-dragon-king = የዘንዶ ንጉሥ
piece-shogi-dragon-horse = የዘንዶ ፈረስ
