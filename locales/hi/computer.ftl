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
