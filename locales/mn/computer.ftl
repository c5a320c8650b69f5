# Mongolian (mn) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

computer-game-begins = #{ $id } өрөг: { $game } — { $white } ({ $white_side }) ба { $black } ({ $black_side }), чансаагүй, { $time }{ $from }. { $next }.
computer-side-level = { $side }, түвшин { $level }
computer-thinking = { $who } бодож байна
computer-to-move = Нүүх ээлж: { $who }

computer-analyse-in-play = #{ $id } өрөг үргэлжилж байна; дууссаны дараа шинжилж болно (хүмүүсийн хоорондох өрөгт компьютерийн тусламж хэрэглэхгүй).
computer-nothing-to-analyse = #{ $id } өрөгт шинжлэх нүүдэл алга.
computer-being-analysed = #{ $id } өргийг шинжилж байна; шинжилгээг энд нийтэлнэ.
computer-analysing = #{ $id } өргийг шинжилж байна ({ $moves } { $moves ->
        [one] нүүдэл
       *[other] нүүдэл
    }); шинжилгээ удахгүй энд гарна.

computer-analysis = #{ $id } өргийн шинжилгээ — { $game }, { $white } ({ $white_side }) ба { $black } ({ $black_side }), { $result }.
computer-result-reason = { $result } ({ $reason })
computer-in-play = үргэлжилж байна
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] алдаагүй
        [one] { $mistakes } алдаа
       *[other] { $mistakes } алдаа
    }, { $blunders ->
        [0] ноцтой алдаагүй
        [one] { $blunders } ноцтой алдаа
       *[other] { $blunders } ноцтой алдаа
    }.
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after }); илүү сайн нь { $better }
computer-more = … бас { $count } нүүдэл.
computer-nothing-judged = Үнэлэх нүүдэл алга.
computer-chart-title = #{ $id } өрөг — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = нүүдэл
computer-chart-pawns = хүү
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: { $moves } нүүдлийн үнэлгээ, { $first } талаас харсан. Төгсгөлд: { $end }. Хамгийн өндөр { $best }, хамгийн бага { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: графикт харуулах нүүдэл алга
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } { $pawns } хүүгээр давуу
computer-chart-level = тэнцүү
computer-chart-unmarked = { " " }Тэмдэглэсэн алдаа алга.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }Тэмдэглэсэн нүүдэл: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = алдаа
computer-chart-blunder = ноцтой алдаа
