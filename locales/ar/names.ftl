# Arabic (ar) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.
# The names carry the article (الفيل، الأبيض) because they are used mid-sentence and after
# prepositions. The old chess keeps its classical names: الشاه، الفرزان، الفيل، الفرس، الرخ، البيدق.

game-ashtapada = أشتابادا

game-chaturanga = تشاتورانجا
side-chaturanga-first = الأبيض
side-chaturanga-second = الأسود
piece-chaturanga-king = الملك
piece-chaturanga-counsellor = المستشار
piece-chaturanga-elephant = الفيل
piece-chaturanga-horse = الفرس
piece-chaturanga-chariot = العربة
piece-chaturanga-foot-soldier = جندي المشاة

game-shatranj = الشطرنج القديم
side-shatranj-first = الأبيض
side-shatranj-second = الأسود
piece-shatranj-king = الشاه
piece-shatranj-counsellor = الفرزان
piece-shatranj-elephant = الفيل
piece-shatranj-horse = الفرس
piece-shatranj-chariot = الرخ
piece-shatranj-foot-soldier = البيدق

game-senterej = سنتريج
side-senterej-first = الأبيض
side-senterej-second = الأسود
piece-senterej-king = الملك
piece-senterej-counsellor = الفرز
piece-senterej-elephant = الفيل
piece-senterej-horse = الفرس
piece-senterej-castle = القلعة
piece-senterej-pawn = البيدق

game-ninthcentury = الشطرنج الهندي في القرن التاسع
side-ninthcentury-first = الأبيض
side-ninthcentury-second = الأسود
piece-ninthcentury-king = الملك
piece-ninthcentury-counsellor = المستشار
piece-ninthcentury-elephant-dabbbah = الفيل (الدبّابة)
piece-ninthcentury-horse = الفرس
piece-ninthcentury-chariot = العربة
piece-ninthcentury-foot-soldier = جندي المشاة

game-sittuyin = سيتوين
side-sittuyin-first = الأبيض
side-sittuyin-second = الأسود
piece-sittuyin-king = الملك
piece-sittuyin-general-counsellor = الجنرال (المستشار)
piece-sittuyin-elephant = الفيل
piece-sittuyin-horse = الفرس
piece-sittuyin-chariot = العربة
piece-sittuyin-soldier = الجندي

game-makruk = ماكروك
side-makruk-first = الأبيض
side-makruk-second = الأسود
piece-makruk-king = الملك
piece-makruk-counsellor = المستشار
piece-makruk-nobleman = النبيل
piece-makruk-horse = الفرس
piece-makruk-boat = القارب
piece-makruk-cowrie-shell-pawn = الودعة (البيدق)

game-ouk = أوك تشاترانغ
side-ouk-first = الأبيض
side-ouk-second = الأسود
piece-ouk-king = الملك
piece-ouk-maiden-counsellor = الفتاة (المستشار)
piece-ouk-pillar = العمود
piece-ouk-horse = الفرس
piece-ouk-boat = القارب
piece-ouk-fish-pawn = السمكة (البيدق)

game-shatar = شاتار
side-shatar-first = الأبيض
side-shatar-second = الأسود
piece-shatar-lord-king = السيد (الملك)
piece-shatar-big-animal = الحيوان الكبير
piece-shatar-camel-bishop = الجمل (الفيل)
piece-shatar-horse = الفرس
piece-shatar-chariot = العربة
piece-shatar-child-pawn = الطفل (البيدق)
piece-shatar-amazon-horse = الفرس الأمازون

game-xiangqi = الشطرنج الصيني
side-xiangqi-first = الأحمر
side-xiangqi-second = الأسود
piece-xiangqi-general = { $side ->
       *[any] الجنرال
    }
piece-xiangqi-advisor = { $side ->
       *[any] المستشار
    }
piece-xiangqi-elephant = { $side ->
       *[any] الفيل
    }
piece-xiangqi-horse = الفرس
piece-xiangqi-chariot = العربة
piece-xiangqi-cannon = المدفع
piece-xiangqi-soldier = { $side ->
       *[any] الجندي
    }

game-janggi = جانغي
side-janggi-first = تشو
side-janggi-second = هان
piece-janggi-general = الجنرال
piece-janggi-guard = الحارس
piece-janggi-elephant = الفيل
piece-janggi-horse = الفرس
piece-janggi-chariot = العربة
piece-janggi-cannon = المدفع
piece-janggi-soldier = { $side ->
       *[any] الجندي
    }

game-heianshogi = شوغي هييان
side-heianshogi-first = سينتي
side-heianshogi-second = غوتي
piece-heianshogi-king = الملك
piece-heianshogi-gold-general = الجنرال الذهبي
piece-heianshogi-silver-general = الجنرال الفضي
piece-heianshogi-knight = الفارس
piece-heianshogi-lance = الرمح
piece-heianshogi-pawn = البيدق
piece-heianshogi-promoted-pawn = البيدق المرقّى
piece-heianshogi-promoted-silver = الفضي المرقّى
piece-heianshogi-promoted-knight = الفارس المرقّى
piece-heianshogi-promoted-lance = الرمح المرقّى

game-shoshogi = شو شوغي
side-shoshogi-first = سينتي
side-shoshogi-second = غوتي
piece-shoshogi-king = الملك
piece-shoshogi-gold-general = الجنرال الذهبي
piece-shoshogi-silver-general = الجنرال الفضي
piece-shoshogi-knight = الفارس
piece-shoshogi-lance = الرمح
piece-shoshogi-pawn = البيدق
piece-shoshogi-rook = الرخ
piece-shoshogi-bishop = الفيل
piece-shoshogi-drunk-elephant = الفيل السكران
piece-shoshogi-promoted-pawn = البيدق المرقّى
piece-shoshogi-promoted-silver = الفضي المرقّى
piece-shoshogi-promoted-knight = الفارس المرقّى
piece-shoshogi-promoted-lance = الرمح المرقّى
piece-shoshogi-dragon-king = الملك التنين
piece-shoshogi-dragon-horse = الفرس التنين
piece-shoshogi-crown-prince = وليّ العهد

game-shogi = الشوغي
side-shogi-first = سينتي
side-shogi-second = غوتي
piece-shogi-king = الملك
piece-shogi-gold-general = الجنرال الذهبي
piece-shogi-silver-general = الجنرال الفضي
piece-shogi-knight = الفارس
piece-shogi-lance = الرمح
piece-shogi-pawn = البيدق
piece-shogi-rook = الرخ
piece-shogi-bishop = الفيل
piece-shogi-promoted-pawn = البيدق المرقّى
piece-shogi-promoted-silver = الفضي المرقّى
piece-shogi-promoted-knight = الفارس المرقّى
piece-shogi-promoted-lance = الرمح المرقّى
piece-shogi-dragon-king = الملك التنين
piece-shogi-dragon-horse = الفرس التنين
