# Arabic (ar) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = أحد الوسوم بلا ] تغلقه
reader-not-a-tag = { $text } ليس وسمًا
reader-tag-unquoted = قيمة الوسم { $tag } تحتاج إلى علامتي تنصيص
reader-unknown-game = { $text } ليست لعبة يلعبها Tabiya
reader-other-game = السجل لمباراة { $record }، لا { $named }
reader-no-game-named = لا يوجد وسم Variant يذكر أي لعبة هذه؛ سمِّها باستخدام { $option }
reader-fen-tag = تتعذر قراءة صيغة FEN فيه: { $reason }
reader-not-legal-like = { $input } ليست نقلة قانونية في هذه الوضعية (نقلات مشابهة: { $candidates })
reader-ambiguous = { $input } قد تعني { $candidates }
reader-refused = { $input }: { $reason }
reader-handicap = لا تُستورد إلا المباريات المتكافئة (平手)، لا { $handicap }
reader-not-a-piece-in-hand = { $text } ليست قطعة في اليد
reader-not-a-count = { $text } لا ينتهي بعدد القطع
reader-too-many-rows = عدد صفوف مخطط الرقعة أكبر من { $rows }
reader-row-width = ينبغي أن يكون عدد المربعات في كل صف من مخطط الرقعة { $squares }
reader-not-a-piece = { $text } ليست قطعة
reader-off-board = أحد مربعات مخطط الرقعة خارج الرقعة
reader-diagram = مخطط الرقعة ليس وضعية قانونية: { $reason }
reader-start-after-moves = يجب أن تأتي الوضعية الابتدائية قبل النقلات
reader-turn-after-moves = يجب أن يُذكر من يلعب أولًا قبل النقلات
reader-not-a-time = { $text } ليس وقتًا
reader-several-games = يحوي هذا الملف عدة مباريات؛ أرسل واحدة فقط
reader-after-end = { $text } يأتي بعد نهاية المباراة
reader-not-a-statement = { $text } ليس عبارة CSA
reader-not-a-start-line = { $text } ليس سطر بداية CSA
reader-not-a-handicap = { $text } ليس وصف أفضلية: مربعات وقطع، مثل PI82HI
reader-not-a-square = { $text } يذكر مربعًا ليس على الرقعة
reader-nothing-to-take-off = { $text } يرفع قطعة من { $square }، ولا قطعة هناك
reader-not-a-board-line = { $text } ليس المربعات التسعة لصف من الرقعة
reader-not-squares-and-pieces = { $text } ليس مربعات وقطعًا
reader-all-remaining = { $text } (كل القطع الباقية) لا يُقرأ
reader-not-in-hand = { $text } لا يمكن أن تكون في اليد
reader-start = لا يمكن استخدام الوضعية الابتدائية: { $reason }

## A FEN that cannot be read.
reader-fen-empty = صيغة FEN فارغة
reader-fen-ranks = في صيغة FEN { $found ->
    [zero] { $found } صف
    [one] صف واحد
    [two] صفان
    [few] { $found } صفوف
    [many] { $found } صفًا
   *[other] { $found } صف
}، وفي هذه الرقعة { $board }
reader-fen-plus-before-digit = علامة + تسبق رقمًا
reader-fen-empty-run = سلسلة من 0 مربعات فارغة
reader-fen-double-plus = قطعة مكتوبة بـ ++
reader-fen-not-a-piece = { $text } ليست قطعة في هذه اللعبة
reader-fen-rank-too-long = الصف { $rank } أطول من عرض الرقعة
reader-fen-off-board = أحد المربعات خارج الرقعة
reader-fen-plus-at-end = علامة + تُنهي صفًا
reader-fen-rank-width = في الصف { $rank } { $found ->
    [zero] { $found } عمود
    [one] عمود واحد
    [two] عمودان
    [few] { $found } أعمدة
    [many] { $found } عمودًا
   *[other] { $found } عمود
}، وفي هذه الرقعة { $board }
reader-fen-hand-unclosed = اليد بلا ] تغلقها
reader-fen-hand-text-after = يأتي نص بعد ] التي تغلق اليد
reader-fen-no-hands = ليس في هذه اللعبة قطع في اليد
reader-fen-count-without-piece = عدد في اليد لا تليه قطعة
reader-fen-hand-not-a-piece = { $text } في اليد ليست قطعة في هذه اللعبة
reader-fen-hand-too-many = في اليد قطع أكثر من اللازم
reader-fen-turn = { $text } ليس الطرف الذي عليه الدور: w أو b
reader-fen-rights = تتعذر قراءة حقل الحقوق { $text }
reader-fen-count = تتعذر قراءة حقل العدّ { $text }
reader-fen-halfmoves = عدّاد أنصاف النقلات { $text } ليس رقمًا
reader-fen-fullmoves = رقم النقلة { $text } ليس رقمًا
reader-fen-trailing = { $text } يأتي بعد آخر حقل في صيغة FEN

## A position no game could have.
reader-position-off-board = قطعة على { $square }، خارج هذه الرقعة
reader-position-unknown-piece = هناك قطعة ليست في هذه اللعبة
reader-position-missing-king = ليس لدى { $side } ملك
reader-position-too-many-kings = لدى { $side } أكثر من ملك واحد
reader-position-hand-too-large = في الأيدي قطع أكثر من اللازم
reader-position-opposite-check = الطرف الذي ليس عليه الدور في حالة كِش
reader-position-pawn-on-back-rank = بيدق على صفه الأول، على { $square }
reader-position-unreachable = { $piece } ({ $side }) على { $square } في موضع لا يمكن لأي مباراة أن توصله إليه
reader-position-too-many-pieces = لدى { $side } من { $piece } أكثر مما تتيحه مجموعة قطع اللعبة (مع ترقياتها)
reader-position-double-pawn = لدى { $side } بيدقان غير مرقَّيين في عمود { $square }
reader-position-already-over = كانت المباراة ستنتهي قبل أن تبدأ (لا نقلة، أو حُسمت بالفعل)

## Ashtapada: why a race refused an action.
reader-race-no-throw = ارمِ الودع أولًا
reader-race-thrown = رُمي الودع: حرّك قطعة
reader-race-illegal = { $input } غير ممكنة بهذه الرمية
