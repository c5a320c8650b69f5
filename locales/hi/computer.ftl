# Hindi (hi) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

computer-game-begins = खेल #{ $id }: { $game } — { $white } ({ $white_side }) बनाम { $black } ({ $black_side }), बिना रेटिंग, { $time }{ $from }। { $next }।
computer-side-level = { $side }, स्तर { $level }
computer-thinking = { $who } सोच रहा है
computer-to-move = { $who } की चाल

computer-analyse-in-play = खेल #{ $id } अभी जारी है; इसके समाप्त होने पर ही विश्लेषण हो सकता है (लोगों के बीच खेल के दौरान इंजन की मदद नहीं)।
computer-nothing-to-analyse = खेल #{ $id } में विश्लेषण के लिए कोई चाल नहीं है।
computer-being-analysed = खेल #{ $id } का विश्लेषण हो रहा है; विश्लेषण यहीं पोस्ट किया जाएगा।
computer-analysing = खेल #{ $id } ({ $moves } { $moves ->
        [one] चाल
       *[other] चालें
    }) का विश्लेषण हो रहा है; विश्लेषण थोड़ी देर में यहीं पोस्ट किया जाएगा।

computer-analysis = खेल #{ $id } का विश्लेषण — { $game }, { $white } ({ $white_side }) बनाम { $black } ({ $black_side }), { $result }।
computer-result-reason = { $result } ({ $reason })
computer-in-play = जारी
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] कोई गलती नहीं
        [one] { $mistakes } गलती
       *[other] { $mistakes } गलतियाँ
    }, { $blunders ->
        [0] कोई भयंकर गलती नहीं
        [one] { $blunders } भयंकर गलती
       *[other] { $blunders } भयंकर गलतियाँ
    }।
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after }); बेहतर: { $better }
computer-more = … और { $count } { $count ->
        [one] चाल
       *[other] चालें
    }।
computer-nothing-judged = आँकने के लिए खेल की कोई चाल नहीं है।
computer-chart-title = खेल #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = चालें
computer-chart-pawns = प्यादे
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: { $moves } { $moves ->
        [one] चाल
       *[other] चालों
    } में मूल्यांकन, { $first } की ओर से। अंत में: { $end }। सबसे ऊँचा { $best }, सबसे नीचा { $worst }।{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: चार्ट के लिए कोई चाल नहीं
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } { $pawns } प्यादे आगे
computer-chart-level = बराबरी
computer-chart-unmarked = { " " }कोई गलती चिह्नित नहीं।
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }चिह्नित चालें: { $marks }।
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = गलती
computer-chart-blunder = भयंकर गलती
