# Mongolian (mn) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.
# Монгол шатар: ноён, бэрс, тэмээ, морь, тэрэг, хүү (Lichess-ийн монгол орчуулга, GLOSSARY.md).
# Бусад өрөгт олон улсын шатрын үгсийг ашиглав: тэрэг (rook), тэмээ (bishop), морь (knight), хүү (pawn).

game-ashtapada = Аштапада

game-chaturanga = Чатуранга
side-chaturanga-first = Цагаан
side-chaturanga-second = Хар
piece-chaturanga-king = ноён
piece-chaturanga-counsellor = зөвлөх
piece-chaturanga-elephant = заан
piece-chaturanga-horse = морь
piece-chaturanga-chariot = тэрэг
piece-chaturanga-foot-soldier = явган цэрэг

game-shatranj = Шатранж
side-shatranj-first = Цагаан
side-shatranj-second = Хар
piece-shatranj-king = ноён
piece-shatranj-counsellor = зөвлөх
piece-shatranj-elephant = заан
piece-shatranj-horse = морь
piece-shatranj-chariot = тэрэг
piece-shatranj-foot-soldier = явган цэрэг

game-senterej = Сэнтэрэж
side-senterej-first = Цагаан
side-senterej-second = Хар
piece-senterej-king = ноён
piece-senterej-counsellor = зөвлөх
piece-senterej-elephant = заан
piece-senterej-horse = морь
piece-senterej-castle = цайз
piece-senterej-pawn = хүү

game-ninthcentury = IX зууны Энэтхэгийн шатар
side-ninthcentury-first = Цагаан
side-ninthcentury-second = Хар
piece-ninthcentury-king = ноён
piece-ninthcentury-counsellor = зөвлөх
piece-ninthcentury-elephant-dabbbah = заан (даббаба)
piece-ninthcentury-horse = морь
piece-ninthcentury-chariot = тэрэг
piece-ninthcentury-foot-soldier = явган цэрэг

game-sittuyin = Ситтуйн
side-sittuyin-first = Цагаан
side-sittuyin-second = Хар
piece-sittuyin-king = ноён
piece-sittuyin-general-counsellor = жанжин (зөвлөх)
piece-sittuyin-elephant = заан
piece-sittuyin-horse = морь
piece-sittuyin-chariot = тэрэг
piece-sittuyin-soldier = цэрэг

game-makruk = Макрук
side-makruk-first = Цагаан
side-makruk-second = Хар
piece-makruk-king = ноён
piece-makruk-counsellor = зөвлөх
piece-makruk-nobleman = язгууртан
piece-makruk-horse = морь
piece-makruk-boat = завь
piece-makruk-cowrie-shell-pawn = хясаа (хүү)

game-ouk = Оук чатранг
side-ouk-first = Цагаан
side-ouk-second = Хар
piece-ouk-king = ноён
piece-ouk-maiden-counsellor = бүсгүй (зөвлөх)
piece-ouk-pillar = багана
piece-ouk-horse = морь
piece-ouk-boat = завь
piece-ouk-fish-pawn = загас (хүү)

game-shatar = Монгол шатар
side-shatar-first = Цагаан
side-shatar-second = Хар
piece-shatar-lord-king = ноён
piece-shatar-big-animal = бэрс
piece-shatar-camel-bishop = тэмээ
piece-shatar-horse = морь
piece-shatar-chariot = тэрэг
piece-shatar-child-pawn = хүү
piece-shatar-amazon-horse = амазон морь

game-xiangqi = Хятад шатар
side-xiangqi-first = Улаан
side-xiangqi-second = Хар
piece-xiangqi-general = { $side ->
       *[any] жанжин
    }
piece-xiangqi-advisor = { $side ->
       *[any] зөвлөх
    }
piece-xiangqi-elephant = { $side ->
       *[any] заан
    }
piece-xiangqi-horse = морь
piece-xiangqi-chariot = тэрэг
piece-xiangqi-cannon = их буу
piece-xiangqi-soldier = { $side ->
       *[any] цэрэг
    }

game-janggi = Жанги
side-janggi-first = Чо
side-janggi-second = Хан
piece-janggi-general = жанжин
piece-janggi-guard = харуул
piece-janggi-elephant = заан
piece-janggi-horse = морь
piece-janggi-chariot = тэрэг
piece-janggi-cannon = их буу
piece-janggi-soldier = { $side ->
       *[any] цэрэг
    }

game-heianshogi = Хэйан шоги
side-heianshogi-first = Сэнтэ
side-heianshogi-second = Готэ
piece-heianshogi-king = ноён
piece-heianshogi-gold-general = алтан жанжин
piece-heianshogi-silver-general = мөнгөн жанжин
piece-heianshogi-knight = морь
piece-heianshogi-lance = жад
piece-heianshogi-pawn = хүү
piece-heianshogi-promoted-pawn = хувирсан хүү
piece-heianshogi-promoted-silver = хувирсан мөнгөн жанжин
piece-heianshogi-promoted-knight = хувирсан морь
piece-heianshogi-promoted-lance = хувирсан жад

game-shoshogi = Шо шоги
side-shoshogi-first = Сэнтэ
side-shoshogi-second = Готэ
piece-shoshogi-king = ноён
piece-shoshogi-gold-general = алтан жанжин
piece-shoshogi-silver-general = мөнгөн жанжин
piece-shoshogi-knight = морь
piece-shoshogi-lance = жад
piece-shoshogi-pawn = хүү
piece-shoshogi-rook = тэрэг
piece-shoshogi-bishop = тэмээ
piece-shoshogi-drunk-elephant = согтуу заан
piece-shoshogi-promoted-pawn = хувирсан хүү
piece-shoshogi-promoted-silver = хувирсан мөнгөн жанжин
piece-shoshogi-promoted-knight = хувирсан морь
piece-shoshogi-promoted-lance = хувирсан жад
piece-shoshogi-dragon-king = луу хаан
piece-shoshogi-dragon-horse = луу морь
piece-shoshogi-crown-prince = угсаа залгамжлагч ханхүү

game-shogi = Шоги
side-shogi-first = Сэнтэ
side-shogi-second = Готэ
piece-shogi-king = ноён
piece-shogi-gold-general = алтан жанжин
piece-shogi-silver-general = мөнгөн жанжин
piece-shogi-knight = морь
piece-shogi-lance = жад
piece-shogi-pawn = хүү
piece-shogi-rook = тэрэг
piece-shogi-bishop = тэмээ
piece-shogi-promoted-pawn = хувирсан хүү
piece-shogi-promoted-silver = хувирсан мөнгөн жанжин
piece-shogi-promoted-knight = хувирсан морь
piece-shogi-promoted-lance = хувирсан жад
piece-shogi-dragon-king = луу хаан
piece-shogi-dragon-horse = луу морь
