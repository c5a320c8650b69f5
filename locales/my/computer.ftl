# Burmese (my) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

computer-game-begins = ပွဲ #{ $id }: { $game } — { $white } ({ $white_side }) နှင့် { $black } ({ $black_side })၊ လက်ရည်မတွက်၊ { $time }{ $from }။ { $next }။
computer-side-level = { $side }၊ အဆင့် { $level }
computer-thinking = { $who } စဉ်းစားနေသည်
computer-to-move = { $who } ရွှေ့ရန်

computer-analyse-in-play = ပွဲ #{ $id } ကို ကစားနေဆဲ ဖြစ်သည်။ ပွဲပြီးမှ သုံးသပ်နိုင်မည် (လူချင်း ကစားသော ပွဲအတွင်း အင်ဂျင်၏ အကူအညီ မပေးပါ)။
computer-nothing-to-analyse = ပွဲ #{ $id } တွင် သုံးသပ်ရန် ရွှေ့ကွက် မရှိပါ။
computer-being-analysed = ပွဲ #{ $id } ကို သုံးသပ်နေသည်။ သုံးသပ်ချက်ကို ဤနေရာတွင် တင်ပေးပါမည်။
computer-analysing = ပွဲ #{ $id } (ရွှေ့ကွက် { $moves } ကွက်) ကို သုံးသပ်နေသည်။ သုံးသပ်ချက်ကို မကြာမီ ဤနေရာတွင် တင်ပေးပါမည်။

computer-analysis = ပွဲ #{ $id } ၏ သုံးသပ်ချက် — { $game }၊ { $white } ({ $white_side }) နှင့် { $black } ({ $black_side })၊ { $result }။
computer-result-reason = { $result } ({ $reason })
computer-in-play = ကစားနေဆဲ
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] အမှား မရှိ
       *[other] အမှား { $mistakes } ခု
    }၊ { $blunders ->
        [0] အမှားကြီး မရှိ
       *[other] အမှားကြီး { $blunders } ခု
    }။
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after })၊ ပိုကောင်းသော ရွှေ့ကွက်: { $better }
computer-more = … နောက်ထပ် { $count } ခု။
computer-nothing-judged = အကဲဖြတ်ရန် ရွှေ့ကွက် မရှိပါ။
computer-chart-title = ပွဲ #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = ရွှေ့ကွက်
computer-chart-pawns = နယ်
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: ရွှေ့ကွက် { $moves } ကွက်အတွင်း အကဲဖြတ်ချက်၊ { $first } ဘက်မှ ကြည့်သည်။ အဆုံးတွင်: { $end }။ အမြင့်ဆုံး { $best }၊ အနိမ့်ဆုံး { $worst }။{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: ဇယားဆွဲရန် ရွှေ့ကွက် မရှိပါ
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } နယ် { $pawns } ရုပ်စာ သာသည်
computer-chart-level = တန်းတူ
computer-chart-unmarked = { " " }မှတ်သားထားသော အမှား မရှိပါ။
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }မှတ်သားထားသော ရွှေ့ကွက်များ: { $marks }။
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = ၊ { $label } ({ $kind })
computer-chart-mistake = အမှား
computer-chart-blunder = အမှားကြီး
