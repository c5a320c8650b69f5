# Burmese (my) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

tournament-title = ပြိုင်ပွဲ #{ $id }
tournament-title-named = ပြိုင်ပွဲ #{ $id } “{ $name }”

tournament-per-move = ရွှေ့ကွက်တစ်ကွက်လျှင် { $days } ရက်

tournament-too-many = ဤချန်နယ်တွင် စာရင်းသွင်းနေသော သို့မဟုတ် ကစားနေသော ပြိုင်ပွဲ { $running } ပွဲ ရှိနေပြီ၊ ၎င်းသည် အများဆုံး ဖြစ်သည်။ ၎င်းတို့ထဲမှ တစ်ပွဲ ပြီးဆုံးသောအခါ အသစ် ဖန်တီးပါ။

tournament-vacation-cap = { " " }အားလပ်ရက်: ကစားသူ တစ်ဦးလျှင် အများဆုံး { $days } ရက်။
tournament-until = { " " }({ $time } အထိ)
tournament-standard-rules = စံ စည်းမျဉ်းများ
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: { $game } ဆွစ်စနစ် ပြိုင်ပွဲ၊ { $rounds ->
        [0] ကစားသူ အရေအတွက်နှင့် ကိုက်ညီသော အချီအရေအတွက်
       *[other] { $rounds } အချီ
    }၊ { $rules }၊ { $per_move }၊ { $rated ->
        [yes] လက်ရည်တွက်
       *[no] လက်ရည်မတွက်
    }၊ ကစားသူ အများဆုံး { $size } ဦး၊ စီစဉ်သူ { $organizer }။ FIDE ဒတ်ချ်စနစ်ဖြင့် တစ်ကြိမ်လျှင် တစ်အချီ တွဲဖက်သည်။ အချီတစ်ချီသည် အများဆုံး { $round_days } ရက် ကြာပြီး ထိုအချိန်တွင် မပြီးသေးသော ပွဲကို သရေဟု သတ်မှတ်သည်။{ $cap } ကစားရန် { $join }{ $until }။ စီစဉ်သူက { $start } ဖြင့် စတင်မည်။

tournament-created-round-robin = { $name }: { $game } { $cycles ->
        [2] နှစ်ပတ်
       *[other] တစ်ပတ်
    } အလှည့်ကျ ယှဉ်ပြိုင်ပွဲ{ $options }၊ { $per_move }၊ { $rated ->
        [yes] လက်ရည်တွက်
       *[no] လက်ရည်မတွက်
    }၊ ကစားသူ အများဆုံး { $size } ဦး၊ စီစဉ်သူ { $organizer }။ ကစားရန် { $join }{ $until }။ စီစဉ်သူက { $start } ဖြင့် စတင်မည်။{ $cap }

tournament-not-taking = { $name } သည် ကစားသူ လက်မခံပါ။
tournament-registration-closed-at = { $name } အတွက် စာရင်းသွင်းခြင်းကို { $time } တွင် ပိတ်ခဲ့သည်။
tournament-full = { $name } ပြည့်သွားပါပြီ (ကစားသူ { $count } ဦး)။
tournament-already-in = သင်သည် { $name } တွင် ပါဝင်ပြီးသား ဖြစ်သည်။
tournament-joins = { $who } သည် { $name } သို့ ဝင်ရောက်သည် (ကစားသူ { $count } ဦး)။
tournament-started-withdraw = { $name } စတင်ပြီး ဖြစ်သည်။ { $withdraw } ဖြင့် ထွက်နိုင်သည် (မကစားရသေးသော သင့်ပွဲများ ရှုံးမည်)။
tournament-you-are-not-in = သင်သည် { $name } တွင် မပါဝင်ပါ။
tournament-leaves = { $who } သည် { $name } မှ ထွက်သည်။
tournament-already-started = { $name } စတင်ပြီး ဖြစ်သည်။
tournament-has-started = { $name } စတင်ပါပြီ။
tournament-open-again = { $name } အတွက် စာရင်းသွင်းခြင်း ပြန်ဖွင့်ပါပြီ: { $join }။
tournament-closed = { $name } အတွက် စာရင်းသွင်းခြင်း ပိတ်ပါပြီ။

tournament-organizer-only = { $name } တွင် { $action ->
        [start] စတင်ခြင်း
        [open] စာရင်းသွင်းခြင်း ဖွင့်ခြင်း
        [close] စာရင်းသွင်းခြင်း ပိတ်ခြင်း
        [replace] ကစားသူ အစားထိုးခြင်း
        [pause] ခေတ္တရပ်ခြင်း
        [resume] ပြန်စခြင်း
        [adjudicate] ဒိုင်ဆုံးဖြတ်ခြင်း
        [withdraw] အခြားကစားသူကို ထုတ်ခြင်း
       *[cancel] ပယ်ဖျက်ခြင်း
    }ကို စီစဉ်သူ { $organizer } သာ ပြုလုပ်နိုင်သည်။

tournament-not-started-replace = { $name } မစရသေးပါ။ ကစားသူများ ကိုယ်တိုင် ဝင်ထွက်နိုင်သည်။
tournament-not-playing = { $who } သည် { $name } တွင် ကစားနေခြင်း မဟုတ်ပါ။
tournament-already-has = { $who } သည် { $name } တွင် ပါဝင်ပြီးသား ဖြစ်သည်။
tournament-replaces = { $new } သည် { $name } တွင် { $old } ကို အစားထိုးသည်: နေရာနှင့် မပြီးသေးသော ပွဲ { $moved } ပွဲ။ ပြီးဆုံးသော ပွဲများ ဆက်လက် ထည့်တွက်သည်။

tournament-not-running = { $name } ကျင်းပနေခြင်း မရှိပါ။
tournament-game-missing = { $name } ၏ ပွဲ #{ $game } သည် ဒေတာဘေ့စ်တွင် မရှိပါ။ ဘာမျှ မပြောင်းလဲပါ။
tournament-paused = { $name } ကို ခေတ္တရပ်ထားသည်: နာရီ { $stopped } ခု ရပ်ထားသည်။ စီစဉ်သူ ပြန်စသည်အထိ ရွှေ့ကွက်များ စောင့်ရမည်။
tournament-not-paused = { $name } ကို ခေတ္တရပ်ထားခြင်း မရှိပါ။
tournament-missing = { $name } သည် ဒေတာဘေ့စ်တွင် မရှိပါ။
tournament-resumes = { $name } ပြန်စပါပြီ: နာရီ { $count } ခု ကျန်ရှိသော အချိန်ဖြင့် ပြန်လည် လည်ပတ်သည်။

tournament-which-game = မည်သည့်ပွဲနည်း။ { $usage }
tournament-not-its-game = ပွဲ #{ $game } သည် { $name } ၏ ပွဲ မဟုတ်ပါ။
tournament-no-such-game = ပွဲ #{ $game } မရှိပါ။
tournament-game-over = ပွဲ #{ $game } ပြီးဆုံးပါပြီ။
tournament-adjudicated = ပွဲ #{ $game } ပြီးဆုံးပါပြီ: ဒိုင်ဆုံးဖြတ်ချက်ဖြင့် { $result } ({ $name })။
tournament-adjudicated-rated = ပွဲ #{ $game } ပြီးဆုံးပါပြီ: ဒိုင်ဆုံးဖြတ်ချက်ဖြင့် { $result } ({ $name })။ { $ratings }
tournament-not-in = { $who } သည် { $name } တွင် မပါဝင်ပါ။
tournament-already-over = { $name } ပြီးဆုံးပြီး ဖြစ်သည်။
tournament-cancelled = { $name } ကို ပယ်ဖျက်လိုက်သည်{ $aborted ->
        [0] {""}
       *[other] ၊ ကစားနေဆဲ ပွဲ { $aborted } ပွဲကို ဖျက်သိမ်းလိုက်သည်
    }။

tournament-no-such = ပြိုင်ပွဲ #{ $id } မရှိပါ။
tournament-none-here = ဤနေရာတွင် ပြိုင်ပွဲ မရှိပါ။ { $create } ဖြင့် တစ်ခု ဖွင့်နိုင်သည်။
tournament-several = ဤနေရာတွင် ပြိုင်ပွဲ အများအပြား ကျင်းပနေသည်: { $ids }။ နံပါတ် ထည့်ပါ။

tournament-too-few = { $name } စတင်ရန် ကစားသူ အနည်းဆုံး 3 ဦး လိုအပ်သည်။ ယခု { $count } ဦး ရှိသည်။
tournament-too-few-swiss = { $name } ဆွစ်စနစ်ဖြင့် စတင်ရန် ကစားသူ အနည်းဆုံး 4 ဦး လိုအပ်သည်။ ယခု { $count } ဦး ရှိသည်။
tournament-starts = { $name } စတင်ပါပြီ: ကစားသူ { $players } ဦး၊ ပွဲ { $games } ပွဲ၊ အားလုံး တစ်ပြိုင်နက် စတင်သည် ({ $per_move })။ စတင်နံပါတ်များ: { $numbers }။ { $pairings } သည် ပွဲများကို ပြသည်။ { $mine } သည် သင့်ပွဲများကို ပြသည်။
tournament-starts-swiss =
    { $name } စတင်ပါပြီ: ကစားသူ { $players } ဦးအတွက် { $rounds } အချီ ဆွစ်စနစ်{ $note }၊ { $per_move }။ စတင်နံပါတ်များ: { $numbers }။
    { $first }
tournament-rounds-capped = { " " }({ $asked } အချီ တောင်းဆိုခဲ့သည်၊ ကစားသူ { $players } ဦးသည် အများဆုံး { $most } အချီသာ ကစားနိုင်သည်)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = သင်သည် ကျင်းပနေသော ပြိုင်ပွဲ #{ $id } တွင် ကစားနေခြင်း မရှိပါ။
tournament-mine-none = သင်သည် ကျင်းပနေသော ပြိုင်ပွဲ တစ်ခုခုတွင် ကစားနေခြင်း မရှိပါ။
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ၊ အချီ { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— ခေတ္တရပ်ထားသည်
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(ဤအချီ { $left } အတွင်း ပြီးမည်)
tournament-mine-game = { "  " }#{ $game } အချီ { $round } { $opponent } နှင့် ({ $side }): { $turn ->
        [mine] သင့်အလှည့်
       *[theirs] ပြိုင်ဘက်၏ အလှည့်
    }{ $left }
tournament-mine-left = ၊ { $left } ကျန်သည်
tournament-mine-bye = { "  " }ဤအချီတွင် ပွဲလွတ် (1 မှတ်)
tournament-mine-waiting = { "  " }ကစားနေသော ပွဲ မရှိပါ: နောက်အချီကို စောင့်နေသည်

tournament-unpairable =
    { $name } သည် အချီ { $round } အပြီးတွင် ပြီးဆုံးသည်: အချီ { $next } ကို တွဲဖက်၍ မရပါ ({ $why })။ နောက်ဆုံး ရမှတ်ဇယား:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = ပွဲလွတ် (1 မှတ်): { $who } ({ $number })
tournament-round =
    { $name }၊ အချီ { $round }/{ $rounds }၊ { $until } အထိ:
    { $lines }
tournament-game-begins = ပွဲ #{ $game } ({ $name }၊ အချီ { $round }) စတင်ပါပြီ: { $who }၊ သင့်အလှည့်ပါ။
tournament-round-deadline = ပွဲ #{ $game } ပြီးဆုံးပါပြီ: { $name } ၏ အချီ { $round } သတ်မှတ်ချိန် ပြည့်သွားသဖြင့် ဤပွဲကို သရေဟု သတ်မှတ်သည်။

tournament-already-withdrawn = { $who } ထွက်ပြီးသား ဖြစ်သည်။
tournament-over = { $name } ပြီးဆုံးပါပြီ။
tournament-withdraws = { $who } သည် { $name } မှ ထွက်သည်။ မကစားရသေးသော ပွဲ { $count } ပွဲကို ရှုံးသည်ဟု သတ်မှတ်သည်။
tournament-final =
    { $name } ပြီးဆုံးပါပြီ။ နောက်ဆုံး ရမှတ်ဇယား:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }၊ Median { $median }၊ SB { $sb }၊ တိုးပွားရမှတ် { $progressive }){ $withdrew ->
        [yes] ၊ ထွက်ခဲ့သည်
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }၊ နိုင် { $wins }){ $withdrew ->
        [yes] ၊ ထွက်ခဲ့သည်
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } မစရသေးပါ။
tournament-registered = { $name } မစရသေးပါ။ { $count } ဦး စာရင်းသွင်းထားသည်: { $names }။
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = နောက်ဆုံး ရမှတ်ဇယား
tournament-state-cancelled = ပယ်ဖျက်ထားသည်
tournament-state-playing = ပွဲ { $count } ပွဲ ကစားနေဆဲ
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = အချီ { $round }:{ $items }
tournament-pairings-bye = { " " }ပွဲလွတ် { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (ပွဲလျှော့)
tournament-result-in-play = ကစားနေဆဲ

## The crosstable's picture: its columns and its words.
tournament-chart-player = ကစားသူ
tournament-chart-points = ရမှတ်
tournament-chart-tiebreak = တန်းတူခွဲ
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (စတင်နံပါတ် { $number }): { $points } မှတ်၊ { $tiebreak }
