# Amharic (am) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = አንድ መለያ የሚዘጋው ] የለውም
reader-not-a-tag = { $text } መለያ አይደለም
reader-tag-unquoted = የ{ $tag } መለያ እሴት በትዕምርተ ጥቅስ ውስጥ መሆን አለበት
reader-unknown-game = { $text } Tabiya የሚጫወተው ጨዋታ አይደለም
reader-other-game = መዝገቡ የ{ $record } ነው እንጂ የ{ $named } አይደለም
reader-no-game-named = ይህ የትኛው ጨዋታ እንደሆነ የሚገልጽ Variant መለያ የለም፤ በ{ $option } ይጥቀሱት
reader-fen-tag = የመዝገቡ FEN ሊነበብ አይችልም: { $reason }
reader-not-legal-like = { $input } እዚህ ሕጋዊ እንቅስቃሴ አይደለም (ተመሳሳይ እንቅስቃሴዎች: { $candidates })
reader-ambiguous = { $input } { $candidates } ሊሆን ይችላል
reader-refused = { $input }: { $reason }
reader-handicap = ሊገቡ የሚችሉት እኩል ጨዋታዎች (平手) ብቻ ናቸው እንጂ { $handicap } አይደለም
reader-not-a-piece-in-hand = { $text } በእጅ ያለ ጠጠር አይደለም
reader-not-a-count = { $text } የሚያበቃው በጠጠሮች ብዛት አይደለም
reader-too-many-rows = የሰሌዳው ሥዕል ከ{ $rows } በላይ ረድፎች አሉት
reader-row-width = የሰሌዳው ሥዕል እያንዳንዱ ረድፍ { $squares } ሳጥኖች ሊኖሩት ይገባል
reader-not-a-piece = { $text } ጠጠር አይደለም
reader-off-board = የሰሌዳው ሥዕል አንድ ሳጥን ከሰሌዳው ውጭ ነው
reader-diagram = የሰሌዳው ሥዕል ሕጋዊ አቋም አይደለም: { $reason }
reader-start-after-moves = መነሻ አቋሙ ከእንቅስቃሴዎቹ በፊት መምጣት አለበት
reader-turn-after-moves = መጀመሪያ ማን እንደሚንቀሳቀስ ከእንቅስቃሴዎቹ በፊት መገለጽ አለበት
reader-not-a-time = { $text } ጊዜ አይደለም
reader-several-games = ይህ ፋይል ብዙ ጨዋታዎችን ይዟል፤ አንዱን ብቻ ይላኩ
reader-after-end = { $text } ከጨዋታው መጨረሻ በኋላ ይመጣል
reader-not-a-statement = { $text } የCSA መግለጫ አይደለም
reader-not-a-start-line = { $text } የCSA መነሻ መስመር አይደለም
reader-not-a-handicap = { $text } የጠጠር ቅናሽ አይደለም: እንደ PI82HI ሳጥኖችና ጠጠሮች መሆን አለበት
reader-not-a-square = { $text } በሰሌዳው ላይ የሌለ ሳጥን ይጠቅሳል
reader-nothing-to-take-off = { $text } ከ{ $square } ጠጠር ያነሳል፣ እዚያ ግን ምንም ጠጠር የለም
reader-not-a-board-line = { $text } የአንድ የሰሌዳ መስመር ዘጠኝ ሳጥኖች አይደለም
reader-not-squares-and-pieces = { $text } ሳጥኖችና ጠጠሮች አይደለም
reader-all-remaining = { $text } (ቀሪዎቹ ጠጠሮች በሙሉ) አይነበብም
reader-not-in-hand = { $text } በእጅ ሊያዝ አይችልም
reader-start = መነሻ አቋሙን መጠቀም አይቻልም: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN ባዶ ነው
reader-fen-ranks = FEN { $found ->
    [one] አንድ ረድፍ አለው
   *[other] { $found } ረድፎች አሉት
}፣ ይህ ሰሌዳ ግን { $board } አለው
reader-fen-plus-before-digit = ከአንድ አሃዝ በፊት + አለ
reader-fen-empty-run = የ0 ባዶ ሳጥኖች ተከታታይ
reader-fen-double-plus = አንድ ጠጠር በ++ ተጽፏል
reader-fen-not-a-piece = { $text } የዚህ ጨዋታ ጠጠር አይደለም
reader-fen-rank-too-long = ረድፍ { $rank } ከሰሌዳው ስፋት ይረዝማል
reader-fen-off-board = አንድ ሳጥን ከሰሌዳው ውጭ ነው
reader-fen-plus-at-end = አንድ ረድፍ በ+ ያበቃል
reader-fen-rank-width = ረድፍ { $rank } { $found ->
    [one] አንድ አምድ አለው
   *[other] { $found } አምዶች አሉት
}፣ ይህ ሰሌዳ ግን { $board } አለው
reader-fen-hand-unclosed = የእጁ ክፍል የሚዘጋው ] የለውም
reader-fen-hand-text-after = የእጁን ክፍል ከሚዘጋው ] በኋላ ጽሑፍ አለ
reader-fen-no-hands = ይህ ጨዋታ በእጅ የሚያዙ ጠጠሮች የሉትም
reader-fen-count-without-piece = በእጁ ውስጥ ያለ አንድ ብዛት ከኋላው ጠጠር የለውም
reader-fen-hand-not-a-piece = በእጁ ውስጥ ያለው { $text } የዚህ ጨዋታ ጠጠር አይደለም
reader-fen-hand-too-many = እጁ በጣም ብዙ ጠጠሮች ይዟል
reader-fen-turn = { $text } የመንቀሳቀስ ተራ ያለው ወገን አይደለም: w ወይም b
reader-fen-rights = የመብቶች መስክ { $text } ሊነበብ አይችልም
reader-fen-count = የቆጠራ መስክ { $text } ሊነበብ አይችልም
reader-fen-halfmoves = የግማሽ እንቅስቃሴ ቆጣሪ { $text } ቁጥር አይደለም
reader-fen-fullmoves = የእንቅስቃሴ ቁጥሩ { $text } ቁጥር አይደለም
reader-fen-trailing = ከFEN የመጨረሻ መስክ በኋላ { $text } ይከተላል

## A position no game could have.
reader-position-off-board = በ{ $square } ላይ ጠጠር አለ፣ ከዚህ ሰሌዳ ውጭ
reader-position-unknown-piece = ይህ ጨዋታ የሌለው ጠጠር እዚያ አለ
reader-position-missing-king = { $side } ንጉሥ የለውም
reader-position-too-many-kings = { $side } ከአንድ በላይ ንጉሥ አለው
reader-position-hand-too-large = እጆቹ በጣም ብዙ ጠጠሮች ይዘዋል
reader-position-opposite-check = የመንቀሳቀስ ተራ የሌለው ወገን ቼክ ላይ ነው
reader-position-pawn-on-back-rank = አንድ እግረኛ በራሱ የመጀመሪያ ረድፍ ላይ፣ በ{ $square }፣ ቆሟል
reader-position-unreachable = { $square } ላይ ያለው { $piece } ({ $side }) የትኛውም ጨዋታ ሊያደርሰው በማይችልበት ቦታ ቆሟል
reader-position-too-many-pieces = { $side } የጨዋታው የጠጠር ስብስብ (በማደግ የሚገኙትንም ጨምሮ) ሊሰጥ ከሚችለው በላይ { $piece } አለው
reader-position-double-pawn = { $side } በ{ $square } አምድ ላይ ሁለት ያላደጉ እግረኞች አሉት
reader-position-already-over = ጨዋታው ከመጀመሩ በፊት ያበቃ ነበር (እንቅስቃሴ የለም፣ ወይም ውጤቱ አስቀድሞ ተወስኗል)

## Ashtapada: why a race refused an action.
reader-race-no-throw = መጀመሪያ ዛጎሎቹን ይጣሉ
reader-race-thrown = ዛጎሎቹ ተጥለዋል: ጠጠር ያንቀሳቅሱ
reader-race-illegal = በዚህ ውርወራ { $input } አይቻልም
