# Persian (fa) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

computer-game-begins = بازی #{ $id }: { $game } — { $white } ({ $white_side }) در برابر { $black } ({ $black_side })، غیررسمی، { $time }{ $from }. { $next }.
computer-side-level = { $side }، سطح { $level }
computer-thinking = { $who } در حال فکر کردن است
computer-to-move = نوبت { $who } است

computer-analyse-in-play = بازی #{ $id } هنوز در جریان است؛ پس از پایان می‌توان آن را تحلیل کرد (در بازی میان انسان‌ها از موتور کمک گرفته نمی‌شود).
computer-nothing-to-analyse = بازی #{ $id } حرکتی برای تحلیل ندارد.
computer-being-analysed = بازی #{ $id } در حال تحلیل است؛ تحلیل همین‌جا فرستاده می‌شود.
computer-analysing = در حال تحلیل بازی #{ $id } ({ $moves } حرکت)؛ تحلیل به‌زودی همین‌جا فرستاده می‌شود.

computer-analysis = تحلیل بازی #{ $id } — { $game }، { $white } ({ $white_side }) در برابر { $black } ({ $black_side })، { $result }.
computer-result-reason = { $result } ({ $reason })
computer-in-play = در جریان
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] بدون اشتباه
       *[other] { $mistakes } اشتباه
    }، { $blunders ->
        [0] بدون اشتباه فاحش
       *[other] { $blunders } اشتباه فاحش
    }.
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after })؛ بهتر: { $better }
computer-more = … و { $count } مورد دیگر.
computer-nothing-judged = هیچ حرکتی برای ارزیابی نیست.
computer-chart-title = بازی #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = نیم‌حرکت
computer-chart-pawns = پیاده
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: ارزیابی در { $moves } حرکت، از دید { $first }. وضعیت پایانی: { $end }. بیشترین { $best }، کمترین { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: حرکتی برای نمودار نیست
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } { $pawns } پیاده جلوتر
computer-chart-level = برابر
computer-chart-unmarked = { " " }هیچ اشتباهی علامت نخورده است.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }حرکت‌های علامت‌خورده: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = ، { $label } ({ $kind })
computer-chart-mistake = اشتباه
computer-chart-blunder = اشتباه فاحش
