# Burmese (my) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

play-abort-too-late = ဘက်နှစ်ဖက်စလုံး မရွှေ့ရသေးမီသာ ပွဲကို ဖျက်သိမ်းနိုင်သည်။ ယင်းအစား သရေ ကမ်းလှမ်းပါ သို့မဟုတ် အရှုံးပေးပါ။

play-not-a-placement = { $drop } သည် K@e2 ကဲ့သို့ နေရာချမှု မဟုတ်ပါ (အရုပ်အက္ခရာ၊ @၊ အကွက်)။

# ရွှေ့ပြီးနောက် မည်သူ့အလှည့်။
play-turn-thinking = { $who } ({ $side }) စဉ်းစားနေသည်
play-turn-to-move = { $who } ({ $side }) ရွှေ့ရန်
play-turn-to-move-away = { $who } ({ $side }) ရွှေ့ရန် ({ $until } အထိ အားလပ်ရက် ယူထားသည်၊ နာရီ စောင့်နေသည်)
play-your-move = { $who }၊ ပွဲ #{ $id } တွင် သင့်အလှည့်ပါ။

play-game-refused = ပွဲ #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } သည် ရွှေ့ကွက် မဟုတ်ပါ
refusal-not-legal = { $input } သည် ဤအနေအထားတွင် တရားဝင် ရွှေ့ကွက် မဟုတ်ပါ
refusal-not-legal-but = { $input } သည် ဤအနေအထားတွင် တရားဝင် ရွှေ့ကွက် မဟုတ်ပါ။ { $candidates } ကို ဆိုလိုပါသလား။
refusal-which = { $input } သည် { $candidates } ဖြစ်နိုင်သည်။ မည်သည့်တစ်ခုကို ဆိုလိုကြောင်း ဖော်ပြပါ
refusal-list-one = { $item }
refusal-list-comma = { $first }၊ { $rest }
refusal-list-or = { $first } သို့မဟုတ် { $rest }
refusal-game-over = ပွဲ ပြီးဆုံးပါပြီ
refusal-not-your-turn = သင့်အလှည့် မဟုတ်ပါ
refusal-illegal-move = ထိုရွှေ့ကွက်သည် ဤအနေအထားတွင် တရားဝင် မဟုတ်ပါ
refusal-jishogi-only-shogi = ပိတ်ဆို့မှု (jishōgi) သည် ဂျပန်စစ်တုရင်တွင်သာ ရှိသည်
refusal-impasse-not-your-turn = ပိတ်ဆို့မှုကို သင့်အလှည့်တွင်သာ တောင်းဆိုပါ
refusal-impasse-kings-not-entered = ဘုရင်နှစ်ပါးလုံး ရန်သူ့နယ်မြေသို့ ဝင်ပြီးမှသာ ပိတ်ဆို့မှုကို တောင်းဆိုနိုင်သည်
refusal-no-impasse-claim = လက်ခံရန် သင့်ပြိုင်ဘက်၏ ပိတ်ဆို့မှု တောင်းဆိုချက် မရှိပါ
refusal-setup-chosen-once = အစီအစဉ်ကို ပထမရွှေ့ကွက် မတိုင်မီ တစ်ကြိမ်သာ ရွေးနိုင်သည်
refusal-no-standard-setup = ဤအနေအထားတွင် ပြောင်းရန် စံအစီအစဉ် မရှိပါ
refusal-objection-not-now = ကန့်ကွက်ခြင်းကို ဒုတိယကစားသူ နေရာချပြီးပြီးချင်းသာ ပြုနိုင်ပြီး ၎င်း၏ ရထားနှစ်စီး ဒေါင်လိုက်တန်းတစ်ခုတည်းတွင် ရှိလျှင် သို့မဟုတ် ရထားတစ်စီး သင့်မင်းကြီး၏ ဒေါင်လိုက်တန်းတွင် ရှိလျှင်သာ ပြုနိုင်သည်
refusal-objection-not-applicable = ဤနေရာတွင် ကန့်ကွက်ခြင်းကို အသုံးမချနိုင်ပါ
refusal-no-count-in-game = ဤပွဲတွင် စတင်ရန် ရေတွက်ခြင်း မရှိပါ
refusal-count-not-your-turn = ရေတွက်ခြင်းကို သင့်အလှည့်တွင်သာ စတင်ပါ
refusal-count-running = ရေတွက်ခြင်း လုပ်ဆောင်နေဆဲ ဖြစ်သည်
refusal-count-pawns-left = ကစားခုံအလိုက် ရေတွက်ခြင်းကို နှစ်ဘက်လုံးတွင် နယ်မကျန်တော့မှသာ စတင်နိုင်သည်
refusal-no-count-to-stop = ရပ်ရန် သင် စတင်ထားသော ရေတွက်ခြင်း မရှိပါ
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }။ { $after }
play-after-next = { $next }။
play-after-over = ပွဲပြီးပါပြီ: { $verdict }။
play-after-over-rated = ပွဲပြီးပါပြီ: { $verdict }။ { $ratings }

play-verdict-win = { $result } — { $who } { $kind ->
        [time] ပြိုင်ဘက် အချိန်ကုန်၍ နိုင်သည်
       *[other] နိုင်သည် ({ $reason })
    }
play-verdict-draw = { $result } — { $kind ->
        [time] အချိန်ကုန်၍ သရေ
       *[other] သရေ ({ $reason })
    }
play-over = ပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $verdict }။
play-over-rated = ပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $verdict }။ { $ratings }
play-game-goes-on = ပွဲ ဆက်လက် ကစားပါမည်။

# စစ်တုရင် နေရာချခြင်း။
play-no-arrangement = သိမ်းထားသော နေရာချပုံ { $name } မရှိပါ။ { $save } ဖြင့် တစ်ခု သိမ်းပါ
play-no-arrangement-yours = သိမ်းထားသော နေရာချပုံ { $name } မရှိပါ။ သင်၏ နေရာချပုံများ: { $yours }။
play-place-none = { $reason } ဘာမျှ နေရာမချရပါ: /place တစ်ခုသည် ၎င်း၏ နေရာချမှုအားလုံးကို ချသည် သို့မဟုတ် တစ်ခုမျှ မချပါ။
play-placed-army = #{ $id } { $who } သည် အရုပ် { $count } ရုပ် နေရာချသည်: { $drops }
play-saved-as = { $name } အဖြစ် သိမ်းပြီးပါပြီ: နောက်ပွဲတွင် { $place } ကို သုံးပါ။
play-arrangement-saved = { $name } (အရုပ် { $count } ရုပ်) ကို သိမ်းပြီးပါပြီ: စစ်တုရင်ပွဲတွင် { $place } ကို သုံးပါ။
play-no-arrangements = သိမ်းထားသော နေရာချပုံ မရှိပါ။ { $save } ဖြင့် တစ်ခု သိမ်းနိုင်သည်။
play-hand-empty = သင့်လက်ထဲတွင် ဘာမျှ မရှိပါ။
play-hand = သင့်လက်ထဲတွင်: { $pieces }။
play-place-short = ပွဲ #{ $id }: ဤ /place သည် { $asked } × { $letter } ({ $piece }) ကို ချသည်။ သင့်တွင် နေရာချရန် { $had } သာ ကျန်သဖြင့် ဘာမျှ နေရာမချရပါ။ { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } သည် { $korean } ({ $key }) အစီအစဉ်ဖြင့် နေရာချသည်။
play-not-a-setup = { $setup } သည် အစီအစဉ် မဟုတ်ပါ။ masangsangma, sangmamasang, masangmasang သို့မဟုတ် sangmasangma (마상상마 …) ကို ရွေးပါ
play-objection = ကန့်ကွက်သည်: ဒုတိယကစားသူသည် ရထားကို ပြန်လည် နေရာချရမည်။
play-count-start = { $who } သည် ကစားခုံအလိုက် ရေတွက်ခြင်း (ရွှေ့ကွက် 64) ကို စတင်သည်။
play-count-stop = { $who } သည် ရေတွက်ခြင်းကို ရပ်သည်။
play-impasse-counts = { $who } သည် အမှတ်များကို ရေတွက်သည်။
play-impasse-declined = { $who } ငြင်းပယ်သည် ({ $points } မှတ်၊ သင့်တွင် { $yours } မှတ်၊ 24 မှတ် လိုအပ်သည်): ဆက်ကစားပါ။
play-impasse-answer = အမှတ် ရေတွက်ရန် { $accept } ကို သုံးပါ။
play-impasse-claim = { $who } သည် ပိတ်ဆို့မှု (jishōgi) ကို တောင်းဆိုသည်: { $answer }

play-resign-confirm = ပွဲ #{ $id } ကို အရှုံးပေးမလား။ အတည်ပြုရန် { $confirm } ကို ပို့ပါ။
play-abort-tournament = ပွဲ #{ $id } သည် ပြိုင်ပွဲ၏ ပွဲဖြစ်၍ ဖျက်သိမ်း၍ မရပါ: ပထမရွှေ့ကွက်ကို လုံးဝ မရွှေ့သော ကစားသူသည် ၎င်းအတွက် အချိန်ကုန်သောအခါ ရှုံးမည်။ ပြိုင်ပွဲမှ ထွက်ရန် { $withdraw } ကို သုံးပါ။
play-aborted = ပွဲ #{ $id } ကို ဖျက်သိမ်းလိုက်ပါပြီ။
play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = အရှုံးပေးမည်

# ရွှေ့ကွက်ကို စကားဖြင့်၊ အကွက်များကို ကစားခုံပုံပေါ်ရှိ အမှတ်အသားအတိုင်း။
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $to } ရှိ { $piece }သည်{ $more } ရာထူးတိုး
play-move-takes = ၊ { $piece }ကို စား
play-move-becomes = ၊ { $piece } ဖြစ်လာ
play-move-promotes-to = { " " }{ $piece }အဖြစ်
play-move-drop = { $piece }ကို { $to } တွင် ချ
play-move-castles = ရထားပြောင်း
play-move-passes = ကျော်
