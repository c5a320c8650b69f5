# Arabic (ar) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

computer-game-begins = المباراة #{ $id }: { $game } — { $white } ({ $white_side }) ضد { $black } ({ $black_side })، غير مقيّمة، { $time }{ $from }. { $next }.
computer-side-level = { $side }، المستوى { $level }
computer-thinking = { $who } يفكّر
computer-to-move = الدور على { $who }

computer-analyse-in-play = المباراة #{ $id } ما زالت جارية؛ يمكن تحليلها بعد انتهائها (لا مساعدة من المحرّك أثناء مباراة بين البشر).
computer-nothing-to-analyse = لا توجد في المباراة #{ $id } نقلات لتحليلها.
computer-being-analysed = يجري تحليل المباراة #{ $id }؛ سيُنشر التحليل هنا.
computer-analysing = جارٍ تحليل المباراة #{ $id } ({ $moves ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    })؛ سيُنشر التحليل هنا بعد لحظات.

computer-analysis = تحليل المباراة #{ $id } — { $game }، { $white } ({ $white_side }) ضد { $black } ({ $black_side })، { $result }.
computer-result-reason = { $result } ({ $reason })
computer-in-play = جارية
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] لا أخطاء
        [one] خطأ واحد
        [two] خطآن
        [few] { $mistakes } أخطاء
        [many] { $mistakes } خطأً
       *[other] { $mistakes } خطأ
    }، { $blunders ->
        [0] لا أخطاء فادحة
        [one] خطأ فادح واحد
        [two] خطآن فادحان
        [few] { $blunders } أخطاء فادحة
        [many] { $blunders } خطأً فادحًا
       *[other] { $blunders } خطأ فادح
    }.
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after })؛ الأفضل: { $better }
computer-more = … و{ $count ->
        [one] نقلة أخرى
        [two] نقلتان أخريان
        [few] { $count } نقلات أخرى
        [many] { $count } نقلةً أخرى
       *[other] { $count } نقلة أخرى
    }.
computer-nothing-judged = لا توجد نقلات لتقييمها.
computer-chart-title = المباراة #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = نقلات
computer-chart-pawns = بيادق
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: التقييم على مدى { $moves ->
        [one] نقلة واحدة
        [two] نقلتين
        [few] { $moves } نقلات
        [many] { $moves } نقلة
       *[other] { $moves } نقلة
    } من منظور { $first }. في النهاية: { $end }. الأعلى { $best }، والأدنى { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: لا نقلات لرسمها
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } متقدّم بفارق { $pawns } بيدق
computer-chart-level = تكافؤ
computer-chart-unmarked = { " " }لا أخطاء معلَّمة.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }النقلات المعلَّمة: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = ، { $label } ({ $kind })
computer-chart-mistake = خطأ
computer-chart-blunder = خطأ فادح
