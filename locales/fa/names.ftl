# Persian (fa) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.
# Shatranj uses the classical Persian names (شاه، فرزین، پیل، اسب، رخ، پیاده). The older Indian and
# Ethiopian games use پیل for the elephant too, so that it is not read as the modern bishop (فیل).

game-ashtapada = اشتاپادا

game-chaturanga = چاتورانگا
side-chaturanga-first = سفید
side-chaturanga-second = سیاه
piece-chaturanga-king = شاه
piece-chaturanga-counsellor = مشاور
piece-chaturanga-elephant = پیل
piece-chaturanga-horse = اسب
piece-chaturanga-chariot = ارابه
piece-chaturanga-foot-soldier = پیاده

game-shatranj = شطرنج کهن
side-shatranj-first = سفید
side-shatranj-second = سیاه
piece-shatranj-king = شاه
piece-shatranj-counsellor = فرزین
piece-shatranj-elephant = پیل
piece-shatranj-horse = اسب
piece-shatranj-chariot = رخ
piece-shatranj-foot-soldier = پیاده

game-senterej = سنترج
side-senterej-first = سفید
side-senterej-second = سیاه
piece-senterej-king = شاه
piece-senterej-counsellor = فرز
piece-senterej-elephant = پیل
piece-senterej-horse = اسب
piece-senterej-castle = قلعه
piece-senterej-pawn = پیاده

game-ninthcentury = شطرنج هندی سدهٔ نهم
side-ninthcentury-first = سفید
side-ninthcentury-second = سیاه
piece-ninthcentury-king = شاه
piece-ninthcentury-counsellor = مشاور
piece-ninthcentury-elephant-dabbbah = پیل (دبابه)
piece-ninthcentury-horse = اسب
piece-ninthcentury-chariot = ارابه
piece-ninthcentury-foot-soldier = پیاده

game-sittuyin = سیتویین
side-sittuyin-first = سفید
side-sittuyin-second = سیاه
piece-sittuyin-king = شاه
piece-sittuyin-general-counsellor = ژنرال (مشاور)
piece-sittuyin-elephant = فیل
piece-sittuyin-horse = اسب
piece-sittuyin-chariot = ارابه
piece-sittuyin-soldier = سرباز

game-makruk = ماکروک
side-makruk-first = سفید
side-makruk-second = سیاه
piece-makruk-king = شاه
piece-makruk-counsellor = مشاور
piece-makruk-nobleman = نجیب‌زاده
piece-makruk-horse = اسب
piece-makruk-boat = قایق
piece-makruk-cowrie-shell-pawn = صدف (پیاده)

game-ouk = اوک چترنگ
side-ouk-first = سفید
side-ouk-second = سیاه
piece-ouk-king = شاه
piece-ouk-maiden-counsellor = دوشیزه (مشاور)
piece-ouk-pillar = ستون
piece-ouk-horse = اسب
piece-ouk-boat = قایق
piece-ouk-fish-pawn = ماهی (پیاده)

game-shatar = شاتار
side-shatar-first = سفید
side-shatar-second = سیاه
piece-shatar-lord-king = نویان (شاه)
piece-shatar-big-animal = جانور بزرگ
piece-shatar-camel-bishop = شتر (فیل)
piece-shatar-horse = اسب
piece-shatar-chariot = ارابه
piece-shatar-child-pawn = کودک (پیاده)
piece-shatar-amazon-horse = اسب آمازون

game-xiangqi = شطرنج چینی
side-xiangqi-first = قرمز
side-xiangqi-second = سیاه
piece-xiangqi-general = { $side ->
       *[any] ژنرال
    }
piece-xiangqi-advisor = { $side ->
       *[any] مشاور
    }
piece-xiangqi-elephant = { $side ->
       *[any] فیل
    }
piece-xiangqi-horse = اسب
piece-xiangqi-chariot = ارابه
piece-xiangqi-cannon = توپ
piece-xiangqi-soldier = { $side ->
       *[any] سرباز
    }

game-janggi = جانگی
side-janggi-first = چو
side-janggi-second = هان
piece-janggi-general = ژنرال
piece-janggi-guard = نگهبان
piece-janggi-elephant = فیل
piece-janggi-horse = اسب
piece-janggi-chariot = ارابه
piece-janggi-cannon = توپ
piece-janggi-soldier = { $side ->
       *[any] سرباز
    }

game-heianshogi = شوگی هی‌آن
side-heianshogi-first = سنته
side-heianshogi-second = گوته
piece-heianshogi-king = شاه
piece-heianshogi-gold-general = ژنرال طلایی
piece-heianshogi-silver-general = ژنرال نقره‌ای
piece-heianshogi-knight = اسب
piece-heianshogi-lance = نیزه
piece-heianshogi-pawn = پیاده
piece-heianshogi-promoted-pawn = پیادهٔ ارتقایافته
piece-heianshogi-promoted-silver = نقرهٔ ارتقایافته
piece-heianshogi-promoted-knight = اسب ارتقایافته
piece-heianshogi-promoted-lance = نیزهٔ ارتقایافته

game-shoshogi = شو شوگی
side-shoshogi-first = سنته
side-shoshogi-second = گوته
piece-shoshogi-king = شاه
piece-shoshogi-gold-general = ژنرال طلایی
piece-shoshogi-silver-general = ژنرال نقره‌ای
piece-shoshogi-knight = اسب
piece-shoshogi-lance = نیزه
piece-shoshogi-pawn = پیاده
piece-shoshogi-rook = رخ
piece-shoshogi-bishop = فیل
piece-shoshogi-drunk-elephant = فیل مست
piece-shoshogi-promoted-pawn = پیادهٔ ارتقایافته
piece-shoshogi-promoted-silver = نقرهٔ ارتقایافته
piece-shoshogi-promoted-knight = اسب ارتقایافته
piece-shoshogi-promoted-lance = نیزهٔ ارتقایافته
piece-shoshogi-dragon-king = شاه اژدها
piece-shoshogi-dragon-horse = اسب اژدها
piece-shoshogi-crown-prince = ولیعهد

game-shogi = شوگی
side-shogi-first = سنته
side-shogi-second = گوته
piece-shogi-king = شاه
piece-shogi-gold-general = ژنرال طلایی
piece-shogi-silver-general = ژنرال نقره‌ای
piece-shogi-knight = اسب
piece-shogi-lance = نیزه
piece-shogi-pawn = پیاده
piece-shogi-rook = رخ
piece-shogi-bishop = فیل
piece-shogi-promoted-pawn = پیادهٔ ارتقایافته
piece-shogi-promoted-silver = نقرهٔ ارتقایافته
piece-shogi-promoted-knight = اسب ارتقایافته
piece-shogi-promoted-lance = نیزهٔ ارتقایافته
piece-shogi-dragon-king = شاه اژدها
piece-shogi-dragon-horse = اسب اژدها
