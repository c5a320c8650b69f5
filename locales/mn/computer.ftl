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
