# The names of the games, their sides and their pieces, as each community calls them.
# Ids: game-KEY, side-KEY-first and side-KEY-second, piece-KEY-NAME (the piece's English name in ASCII, words joined by -).
# English is the engine's own wording; a test holds the two together.
# A piece some communities name by its side (Xiangqi's 帅 and 将, Janggi's 졸 and 병) selects on $side: first, second, or any (not known).

game-ashtapada = Ashtapada

game-chaturanga = Chaturanga
side-chaturanga-first = White
side-chaturanga-second = Black
piece-chaturanga-king = king
piece-chaturanga-counsellor = counsellor
piece-chaturanga-elephant = elephant
piece-chaturanga-horse = horse
piece-chaturanga-chariot = chariot
piece-chaturanga-foot-soldier = foot soldier

game-shatranj = Shatranj
side-shatranj-first = White
side-shatranj-second = Black
piece-shatranj-king = king
piece-shatranj-counsellor = counsellor
piece-shatranj-elephant = elephant
piece-shatranj-horse = horse
piece-shatranj-chariot = chariot
piece-shatranj-foot-soldier = foot soldier

game-senterej = Senterej
side-senterej-first = White
side-senterej-second = Black
piece-senterej-king = king
piece-senterej-counsellor = counsellor
piece-senterej-elephant = elephant
piece-senterej-horse = horse
piece-senterej-castle = castle
piece-senterej-pawn = pawn

game-ninthcentury = Ninth-century Indian chess
side-ninthcentury-first = White
side-ninthcentury-second = Black
piece-ninthcentury-king = king
piece-ninthcentury-counsellor = counsellor
piece-ninthcentury-elephant-dabbbah = elephant (dabbābah)
piece-ninthcentury-horse = horse
piece-ninthcentury-chariot = chariot
piece-ninthcentury-foot-soldier = foot soldier

game-sittuyin = Sittuyin
side-sittuyin-first = White
side-sittuyin-second = Black
piece-sittuyin-king = king
piece-sittuyin-general-counsellor = general (counsellor)
piece-sittuyin-elephant = elephant
piece-sittuyin-horse = horse
piece-sittuyin-chariot = chariot
piece-sittuyin-soldier = soldier

game-makruk = Makruk
side-makruk-first = White
side-makruk-second = Black
piece-makruk-king = king
piece-makruk-counsellor = counsellor
piece-makruk-nobleman = nobleman
piece-makruk-horse = horse
piece-makruk-boat = boat
piece-makruk-cowrie-shell-pawn = cowrie shell (pawn)

game-ouk = Ouk Chatrang
side-ouk-first = White
side-ouk-second = Black
piece-ouk-king = king
piece-ouk-maiden-counsellor = maiden (counsellor)
piece-ouk-pillar = pillar
piece-ouk-horse = horse
piece-ouk-boat = boat
piece-ouk-fish-pawn = fish (pawn)

game-shatar = Shatar
side-shatar-first = White
side-shatar-second = Black
piece-shatar-lord-king = lord (king)
piece-shatar-big-animal = big animal
piece-shatar-camel-bishop = camel (bishop)
piece-shatar-horse = horse
piece-shatar-chariot = chariot
piece-shatar-child-pawn = child (pawn)
piece-shatar-amazon-horse = amazon horse

game-xiangqi = Xiangqi
side-xiangqi-first = Red
side-xiangqi-second = Black
piece-xiangqi-general = { $side ->
       *[any] general
    }
piece-xiangqi-advisor = { $side ->
       *[any] advisor
    }
piece-xiangqi-elephant = { $side ->
       *[any] elephant
    }
piece-xiangqi-horse = horse
piece-xiangqi-chariot = chariot
piece-xiangqi-cannon = cannon
piece-xiangqi-soldier = { $side ->
       *[any] soldier
    }

game-janggi = Janggi
side-janggi-first = Cho
side-janggi-second = Han
piece-janggi-general = general
piece-janggi-guard = guard
piece-janggi-elephant = elephant
piece-janggi-horse = horse
piece-janggi-chariot = chariot
piece-janggi-cannon = cannon
piece-janggi-soldier = { $side ->
       *[any] soldier
    }

game-heianshogi = Heian Shogi
side-heianshogi-first = Sente
side-heianshogi-second = Gote
piece-heianshogi-king = king
piece-heianshogi-gold-general = gold general
piece-heianshogi-silver-general = silver general
piece-heianshogi-knight = knight
piece-heianshogi-lance = lance
piece-heianshogi-pawn = pawn
piece-heianshogi-promoted-pawn = promoted pawn
piece-heianshogi-promoted-silver = promoted silver
piece-heianshogi-promoted-knight = promoted knight
piece-heianshogi-promoted-lance = promoted lance

game-shoshogi = Sho Shogi
side-shoshogi-first = Sente
side-shoshogi-second = Gote
piece-shoshogi-king = king
piece-shoshogi-gold-general = gold general
piece-shoshogi-silver-general = silver general
piece-shoshogi-knight = knight
piece-shoshogi-lance = lance
piece-shoshogi-pawn = pawn
piece-shoshogi-rook = rook
piece-shoshogi-bishop = bishop
piece-shoshogi-drunk-elephant = drunk elephant
piece-shoshogi-promoted-pawn = promoted pawn
piece-shoshogi-promoted-silver = promoted silver
piece-shoshogi-promoted-knight = promoted knight
piece-shoshogi-promoted-lance = promoted lance
piece-shoshogi-dragon-king = dragon king
piece-shoshogi-dragon-horse = dragon horse
piece-shoshogi-crown-prince = crown prince

game-shogi = Shogi
side-shogi-first = Sente
side-shogi-second = Gote
piece-shogi-king = king
piece-shogi-gold-general = gold general
piece-shogi-silver-general = silver general
piece-shogi-knight = knight
piece-shogi-lance = lance
piece-shogi-pawn = pawn
piece-shogi-rook = rook
piece-shogi-bishop = bishop
piece-shogi-promoted-pawn = promoted pawn
piece-shogi-promoted-silver = promoted silver
piece-shogi-promoted-knight = promoted knight
piece-shogi-promoted-lance = promoted lance
piece-shogi-dragon-king = dragon king
piece-shogi-dragon-horse = dragon horse
