# Burmese (my) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }၊ { $item }
race-then = { $first } { $then }

race-cowries-failed = ခရုခွံများကို မပစ်နိုင်ပါ ({ $reason })။ ထပ်ကြိုးစားပါ။
race-no-such-rule = အဋ္ဌပဒ တွင် စည်းမျဉ်း ရွေးချယ်စရာ { $option } မရှိပါ။ ၎င်းတွင် play-on (ကျန်သူများ အဆင့်အတွက် ဆက်ကစားသည်) နှင့် grace (4 သို့မဟုတ် 8 ရပြီးနောက် နောက်တစ်ကြိမ် ပစ်ရသည်) ရှိသည်။
race-invite-yourself = ကိုယ့်ကိုယ်ကို ဖိတ်၍ မရပါ။
race-named-twice = { $who } ကို နှစ်ကြိမ် ဖော်ပြထားသည်။
race-computer-seats = ပြိုင်ပြေးပွဲ တစ်ပွဲတွင် နေရာ လေးနေရာ ရှိသည်: ကွန်ပျူတာသည် အများဆုံး သုံးနေရာ ယူနိုင်သည်။

race-invites = ပြိုင်ပြေးပွဲ #{ $id }: { $who } သည် { $invited } ကို အဋ္ဌပဒ ကစားရန် ဖိတ်သည်၊ လုပ်ဆောင်ချက် တစ်ခုလျှင် { $days } ရက်။
race-invites-with-rules = ပြိုင်ပြေးပွဲ #{ $id }: { $who } သည် { $invited } ကို အဋ္ဌပဒ ကစားရန် ဖိတ်သည်၊ လုပ်ဆောင်ချက် တစ်ခုလျှင် { $days } ရက်၊ { $rules } ဖြင့်။
race-seats-in-order = ဝင်ရောက်သည့် အစဉ်အတိုင်း နေရာ ရမည်: { $join } (သို့မဟုတ် { $decline })။ အားလုံး ဖြေပြီးသောအခါ စတင်မည်။
race-and = { $list } နှင့် { $item }

race-not-invited = သင့်ကို ပြိုင်ပြေးပွဲ #{ $id } သို့ မဖိတ်ထားပါ။
race-seated-already = ပြိုင်ပြေးပွဲ #{ $id } တွင် သင့်နေရာ ရှိပြီးသား ဖြစ်သည်။
race-joins = { $who } သည် ပြိုင်ပြေးပွဲ #{ $id } သို့ ဝင်ရောက်သည်။
race-declines = { $who } သည် ပြိုင်ပြေးပွဲ #{ $id } ကို ငြင်းပယ်သည်။
race-nobody-left = { $said } ကစားရန် မည်သူမျှ မကျန်တော့ပါ: ပြိုင်ပြေးပွဲ #{ $id } ကို ဖျက်သိမ်းလိုက်သည်။
race-seat = { $who } ({ $seat }၊ { $from } မှ)
race-begins = { $said } ပြိုင်ပြေးပွဲ #{ $id } စတင်ပါပြီ: { $order }။ { $who } အရင် ပစ်ရမည်: { $throw }။
race-only-proposer-cancels = ပြိုင်ပြေးပွဲ #{ $id } ကို အဆိုပြုသူသာ ဖျက်သိမ်းနိုင်သည်။ { $decline } ဖြင့် နေရာကို ငြင်းပယ်နိုင်သည်။
race-called-off = ပြိုင်ပြေးပွဲ #{ $id } ကို { $who } က ဖျက်သိမ်းလိုက်သည်။

race-thrown-already = ပြိုင်ပြေးပွဲ #{ $id }: သင် ပစ်ပြီးပါပြီ။ အရုပ်တစ်ရုပ် ရွှေ့ပါ ({ $moves })။
race-refused = ပြိုင်ပြေးပွဲ #{ $id }: { $reason }
race-throws = ပြိုင်ပြေးပွဲ #{ $id }: { $who } သည် { $value } ပစ်ရသည် ({ $openings } ခု ပွင့်)။
race-turn-passes = ရွှေ့နိုင်သော အရုပ် မရှိပါ: အလှည့် ကျော်သွားသည်။
race-move-with = { $moves } ဖြင့် ရွှေ့ပါ။
race-not-a-piece = ပြိုင်ပြေးပွဲ #{ $id }: { $text } သည် အရုပ် မဟုတ်ပါ: enter၊ အကွက်တစ်ကွက် (c3) သို့မဟုတ် အတွဲတစ်တွဲမှ နှစ်ရုပ်ကို အတူ ရွှေ့ရန် c3x2 ဟု ရေးပါ။
race-throw-first = ပြိုင်ပြေးပွဲ #{ $id }: အရင် ပစ်ပါ ({ $throw })။
race-illegal = ပြိုင်ပြေးပွဲ #{ $id }: { $reason }၊ ရွှေ့နိုင်သည်များ: { $moves }။
race-moved = ပြိုင်ပြေးပွဲ #{ $id }: { $moved }

race-over-places = ပြိုင်ပြေးပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $winner } နိုင်သည်၊ ထို့နောက် { $rest }။
race-over-winner = ပြိုင်ပြေးပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $winner } နိုင်သည်။
race-over = ပြိုင်ပြေးပွဲ #{ $id } ပြီးဆုံးပါပြီ။
race-to-move = { $who } ရွှေ့ရန်။
race-to-throw = { $who } ပစ်ရန်။

race-events = { $events }။
race-enters = အရုပ်တစ်ရုပ် { $to } သို့ ဝင်သည်
race-advances = အရုပ် { $count } ရုပ် { $from } → { $to }
race-captures = { $who } ၏ အရုပ် { $count } ရုပ်ကို စားသည်
race-home = ပန်းတိုင်ရောက်

race-no-seat = ပြိုင်ပြေးပွဲ #{ $id } တွင် သင့်နေရာ မရှိပါ။
race-timed-out-already = သင့်အချိန် ကုန်သွားသောအခါ ပြိုင်ပြေးပွဲ #{ $id } မှ ထွက်ခဲ့ပြီး ဖြစ်သည်။
race-not-your-turn = ပြိုင်ပြေးပွဲ #{ $id }: { $who } ၏ အလှည့် ဖြစ်သည်။
race-no-such = ပြိုင်ပြေးပွဲ #{ $id } မရှိပါ။
race-not-begun = ပြိုင်ပြေးပွဲ #{ $id } မစရသေးပါ: ဖိတ်ထားသူ အားလုံး အရင် ဖြေရမည်။
race-begun = ပြိုင်ပြေးပွဲ #{ $id } စတင်ပြီးပါပြီ။
race-none-waiting = ဤနေရာတွင် သင့်ကို စောင့်နေသော ပြိုင်ပြေးပွဲ မရှိပါ။ { $challenge } ဖြင့် တစ်ပွဲ ဖွင့်နိုင်သည်။
race-none-here = ဤနေရာတွင် သင့်ပြိုင်ပြေးပွဲ မရှိပါ။ { $challenge } ဖြင့် တစ်ပွဲ ဖွင့်နိုင်သည်။
race-several = ဤနေရာတွင် သင့်ပြိုင်ပြေးပွဲ အများအပြား ရှိသည်: { $races }။ race:ID ထည့်ပါ။
race-number = #{ $id }
race-unreadable = ပြိုင်ပြေးပွဲ #{ $id }: လုပ်ဆောင်ချက် { $action } တွင် ၎င်း၏ မှတ်တမ်းကို မဖတ်နိုင်ပါ။
race-unreplayable = ပြိုင်ပြေးပွဲ #{ $id }: လုပ်ဆောင်ချက် { $action } တွင် ၎င်း၏ မှတ်တမ်းကို ပြန်မဖွင့်နိုင်ပါ: { $reason }။
race-board-title = ပြိုင်ပြေးပွဲ #{ $id } — အဋ္ဌပဒ
race-board-state = ပန်းတိုင်ရောက် { $home }၊ ဝင်ရန် { $off }
race-board-finished = ပြီးဆုံး၊ အဆင့် { $place }
race-board-left = ထွက်သွားပြီ
race-board-threw = { $name } သည် { $value } ပစ်ရသည်
race-board-open = { $up } ခု ပွင့်: { $value } ကွက်
race-alt-board = { $title }။ အဋ္ဌပဒ ကစားခုံ။
race-alt-shape = { $shape ->
        [circle] စက်ဝိုင်း
        [square] စတုရန်း
        [triangle] တြိဂံ
       *[diamond] စိန်ပုံ
    }
race-alt-seat = { $name } ({ $shape }၊ အက္ခရာ { $letter }): { $pieces }၊ ပန်းတိုင်ရောက် { $home }၊ ဝင်ရန် { $off }။
race-alt-seat-left = { $name } ({ $shape }၊ အက္ခရာ { $letter }): ပြိုင်ပြေးပွဲမှ ထွက်သွားပြီ။
race-alt-on = { $squares } တွင်
race-alt-nowhere = ကစားခုံပေါ်တွင် အရုပ် မရှိ
race-alt-double = { $square } (အရုပ် { $count } ရုပ် ထပ်)
race-alt-throw = နောက်ဆုံး ပစ်ချက်: { $name }၊ { $up } ခု ပွင့်၊ { $value } ကွက်။
race-alt-to-play = { $name } ၏ အလှည့်။

race-reminder = { $who }: ပြိုင်ပြေးပွဲ #{ $id } တွင် လုပ်ဆောင်ရန် { $left } ကျန်သည်။
race-lapsed = ပြိုင်ပြေးပွဲ #{ $id } သက်တမ်း ကုန်သွားပါပြီ: ဖိတ်ထားသူ အားလုံး { $days } ရက်အတွင်း မဖြေခဲ့ပါ။
race-ran-out = ပြိုင်ပြေးပွဲ #{ $id }: { $who } အချိန်ကုန်သွား၍ ၎င်း၏ အရုပ်များနှင့်အတူ ပြိုင်ပြေးပွဲမှ ထွက်သွားသည်။

race-line-open = ပြိုင်ပြေးပွဲ #{ $id } အဋ္ဌပဒ: အားလုံး ဝင်ရောက်လာရန် စောင့်နေသည်
race-line = ပြိုင်ပြေးပွဲ #{ $id } အဋ္ဌပဒ: { $turn }
race-line-timed = ပြိုင်ပြေးပွဲ #{ $id } အဋ္ဌပဒ: { $turn }၊ { $left } ကျန်သည်
race-your-move = သင် ရွှေ့ရန်
race-your-throw = သင် ပစ်ရန်
race-their-turn = အခြားသူ၏ အလှည့်
