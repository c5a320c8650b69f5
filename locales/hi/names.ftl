# Hindi (hi) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.
# चतुरंग और नौवीं सदी के भारतीय चतुरंग में संस्कृत नाम: राजा, मंत्री, गज, अश्व, रथ, पदाति (GLOSSARY.md)।
# गज ही लिखें, हाथी नहीं: आधुनिक शतरंज में हाथी का अर्थ रूक है।

game-ashtapada = अष्टपद

game-chaturanga = चतुरंग
side-chaturanga-first = सफ़ेद
side-chaturanga-second = काला
piece-chaturanga-king = राजा
piece-chaturanga-counsellor = मंत्री
piece-chaturanga-elephant = गज
piece-chaturanga-horse = अश्व
piece-chaturanga-chariot = रथ
piece-chaturanga-foot-soldier = पदाति

game-shatranj = प्राचीन शतरंज
side-shatranj-first = सफ़ेद
side-shatranj-second = काला
piece-shatranj-king = राजा
piece-shatranj-counsellor = मंत्री
piece-shatranj-elephant = गज
piece-shatranj-horse = घोड़ा
piece-shatranj-chariot = रथ
piece-shatranj-foot-soldier = प्यादा

game-senterej = सेन्तेरेज
side-senterej-first = सफ़ेद
side-senterej-second = काला
piece-senterej-king = राजा
piece-senterej-counsellor = मंत्री
piece-senterej-elephant = गज
piece-senterej-horse = घोड़ा
piece-senterej-castle = क़िला
piece-senterej-pawn = प्यादा

game-ninthcentury = नौवीं सदी का भारतीय चतुरंग
side-ninthcentury-first = सफ़ेद
side-ninthcentury-second = काला
piece-ninthcentury-king = राजा
piece-ninthcentury-counsellor = मंत्री
piece-ninthcentury-elephant-dabbbah = गज (दब्बाबा)
piece-ninthcentury-horse = अश्व
piece-ninthcentury-chariot = रथ
piece-ninthcentury-foot-soldier = पदाति

game-sittuyin = सित्तुयिन
side-sittuyin-first = सफ़ेद
side-sittuyin-second = काला
piece-sittuyin-king = राजा
piece-sittuyin-general-counsellor = सेनापति (मंत्री)
piece-sittuyin-elephant = गज
piece-sittuyin-horse = घोड़ा
piece-sittuyin-chariot = रथ
piece-sittuyin-soldier = सैनिक

game-makruk = माकरुक
side-makruk-first = सफ़ेद
side-makruk-second = काला
piece-makruk-king = राजा
piece-makruk-counsellor = मंत्री
piece-makruk-nobleman = सामंत
piece-makruk-horse = घोड़ा
piece-makruk-boat = नाव
piece-makruk-cowrie-shell-pawn = कौड़ी (प्यादा)

game-ouk = ओक चतरंग
side-ouk-first = सफ़ेद
side-ouk-second = काला
piece-ouk-king = राजा
piece-ouk-maiden-counsellor = कन्या (मंत्री)
piece-ouk-pillar = स्तंभ
piece-ouk-horse = घोड़ा
piece-ouk-boat = नाव
piece-ouk-fish-pawn = मछली (प्यादा)

game-shatar = शतार
side-shatar-first = सफ़ेद
side-shatar-second = काला
piece-shatar-lord-king = स्वामी (राजा)
piece-shatar-big-animal = बड़ा पशु
piece-shatar-camel-bishop = ऊँट
piece-shatar-horse = घोड़ा
piece-shatar-chariot = रथ
piece-shatar-child-pawn = बालक (प्यादा)
piece-shatar-amazon-horse = अमेज़न घोड़ा

game-xiangqi = शियांगची
side-xiangqi-first = लाल
side-xiangqi-second = काला
piece-xiangqi-general = { $side ->
       *[any] सेनापति
    }
piece-xiangqi-advisor = { $side ->
       *[any] सलाहकार
    }
piece-xiangqi-elephant = { $side ->
       *[any] गज
    }
piece-xiangqi-horse = घोड़ा
piece-xiangqi-chariot = रथ
piece-xiangqi-cannon = तोप
piece-xiangqi-soldier = { $side ->
       *[any] सैनिक
    }

game-janggi = जांगी
side-janggi-first = चो
side-janggi-second = हान
piece-janggi-general = सेनापति
piece-janggi-guard = रक्षक
piece-janggi-elephant = गज
piece-janggi-horse = घोड़ा
piece-janggi-chariot = रथ
piece-janggi-cannon = तोप
piece-janggi-soldier = { $side ->
       *[any] सैनिक
    }

game-heianshogi = हेइआन शोगी
side-heianshogi-first = सेंते
side-heianshogi-second = गोते
piece-heianshogi-king = राजा
piece-heianshogi-gold-general = स्वर्ण सेनापति
piece-heianshogi-silver-general = रजत सेनापति
piece-heianshogi-knight = घोड़ा
piece-heianshogi-lance = भाला
piece-heianshogi-pawn = प्यादा
piece-heianshogi-promoted-pawn = पदोन्नत प्यादा
piece-heianshogi-promoted-silver = पदोन्नत रजत सेनापति
piece-heianshogi-promoted-knight = पदोन्नत घोड़ा
piece-heianshogi-promoted-lance = पदोन्नत भाला

game-shoshogi = शो शोगी
side-shoshogi-first = सेंते
side-shoshogi-second = गोते
piece-shoshogi-king = राजा
piece-shoshogi-gold-general = स्वर्ण सेनापति
piece-shoshogi-silver-general = रजत सेनापति
piece-shoshogi-knight = घोड़ा
piece-shoshogi-lance = भाला
piece-shoshogi-pawn = प्यादा
piece-shoshogi-rook = रथ
piece-shoshogi-bishop = ऊँट
piece-shoshogi-drunk-elephant = मतवाला गज
piece-shoshogi-promoted-pawn = पदोन्नत प्यादा
piece-shoshogi-promoted-silver = पदोन्नत रजत सेनापति
piece-shoshogi-promoted-knight = पदोन्नत घोड़ा
piece-shoshogi-promoted-lance = पदोन्नत भाला
piece-shoshogi-dragon-king = ड्रैगन राजा
piece-shoshogi-dragon-horse = ड्रैगन घोड़ा
piece-shoshogi-crown-prince = युवराज

game-shogi = शोगी
side-shogi-first = सेंते
side-shogi-second = गोते
piece-shogi-king = राजा
piece-shogi-gold-general = स्वर्ण सेनापति
piece-shogi-silver-general = रजत सेनापति
piece-shogi-knight = घोड़ा
piece-shogi-lance = भाला
piece-shogi-pawn = प्यादा
piece-shogi-rook = रथ
piece-shogi-bishop = ऊँट
piece-shogi-promoted-pawn = पदोन्नत प्यादा
piece-shogi-promoted-silver = पदोन्नत रजत सेनापति
piece-shogi-promoted-knight = पदोन्नत घोड़ा
piece-shogi-promoted-lance = पदोन्नत भाला
piece-shogi-dragon-king = ड्रैगन राजा
piece-shogi-dragon-horse = ड्रैगन घोड़ा
