# Khmer (km) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

computer-game-begins = ល្បែង #{ $id }៖ { $game } — { $white } ({ $white_side }) ទល់នឹង { $black } ({ $black_side }), មិនគិតពិន្ទុ, { $time }{ $from }។ { $next }។
computer-side-level = { $side } កម្រិត { $level }
computer-thinking = { $who } កំពុងគិត
computer-to-move = វេន { $who } ដើរ

computer-analyse-in-play = ល្បែង #{ $id } នៅកំពុងលេងនៅឡើយ។ អាចវិភាគវាបាន នៅពេលល្បែងបញ្ចប់ (គ្មានជំនួយពីម៉ាស៊ីនក្នុងល្បែងរវាងមនុស្សទេ)។
computer-nothing-to-analyse = ល្បែង #{ $id } គ្មានការដើរណាមួយសម្រាប់វិភាគទេ។
computer-being-analysed = ល្បែង #{ $id } កំពុងត្រូវបានវិភាគ។ លទ្ធផលវិភាគនឹងត្រូវបានបង្ហោះនៅទីនេះ។
computer-analysing = កំពុងវិភាគល្បែង #{ $id } ({ $moves } ជំហាន)។ លទ្ធផលវិភាគនឹងត្រូវបានបង្ហោះនៅទីនេះក្នុងពេលបន្តិចទៀត។

computer-analysis = ការវិភាគល្បែង #{ $id } — { $game }, { $white } ({ $white_side }) ទល់នឹង { $black } ({ $black_side }), { $result }។
computer-result-reason = { $result } ({ $reason })
computer-in-play = កំពុងលេង
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who })៖ { $mistakes ->
        [0] គ្មានកំហុស
       *[other] កំហុស { $mistakes }
    }, { $blunders ->
        [0] គ្មានកំហុសធ្ងន់
       *[other] កំហុសធ្ងន់ { $blunders }
    }។
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after }); ល្អជាង៖ { $better }
computer-more = … និង { $count } ទៀត។
computer-nothing-judged = គ្មានការដើរណាមួយក្នុងល្បែងសម្រាប់វាយតម្លៃទេ។
computer-chart-title = ល្បែង #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = ជំហាន
computer-chart-pawns = ត្រី
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }៖ ការវាយតម្លៃលើ { $moves } ជំហាន តាមទស្សនៈរបស់{ $first }។ នៅចុងក្រោយ៖ { $end }។ ខ្ពស់បំផុត { $best }, ទាបបំផុត { $worst }។{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }៖ គ្មានការដើរសម្រាប់គូសក្រាហ្វទេ
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } នាំមុខ { $pawns } ត្រី
computer-chart-level = ស្មើគ្នា
computer-chart-unmarked = { " " }គ្មានកំហុសដែលបានសម្គាល់ទេ។
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }ការដើរដែលបានសម្គាល់៖ { $marks }។
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = កំហុស
computer-chart-blunder = កំហុសធ្ងន់
