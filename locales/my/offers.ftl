# Burmese (my) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

offer-draw-already = ဤပွဲတွင် သင် သရေ ကမ်းလှမ်းပြီး ဖြစ်သည်။ အဖြေကို စောင့်ပါ။

offer-draw-blocked = သင်၏ နောက်ဆုံး သရေကမ်းလှမ်းချက်ကို ငြင်းပယ်ခဲ့သည်။ သင်၏ နောက်ရွှေ့ကွက် ရွှေ့ပြီးမှ ထပ်ကမ်းလှမ်းနိုင်သည်။

offer-draw-none-to-accept = လက်ခံရန် ပြိုင်ဘက်၏ သရေကမ်းလှမ်းချက် မရှိပါ။

offer-draw-none-to-decline = ငြင်းပယ်ရန် ပြိုင်ဘက်၏ သရေကမ်းလှမ်းချက် မရှိပါ။

offer-draw-declined = { $who } က ပွဲ #{ $game } တွင် သရေကို ငြင်းပယ်သည်။

offer-takeback-rated = ပွဲ #{ $game } သည် လက်ရည်တွက်ပွဲ ဖြစ်သည်: ရွှေ့ကွက်များကို ပြန်ရုပ်၍ မရပါ။

offer-takeback-already = သင် တောင်းဆိုပြီး ဖြစ်သည်။ အဖြေကို စောင့်ပါ။

offer-takeback-no-move = ပွဲ #{ $game } တွင် သင် ပြန်ရုပ်ရန် ရွှေ့ကွက် မရှိပါ။

offer-takeback-none = ပြိုင်ဘက်၏ ရွှေ့ကွက်ပြန်ရုပ်ရန် တောင်းဆိုချက် မရှိပါ။

offer-takeback-declined = { $who } က ပွဲ #{ $game } တွင် ရွှေ့ကွက်ပြန်ရုပ်ခြင်းကို ငြင်းပယ်သည်။

offer-takeback-nothing = ပြန်ရုပ်ရန် ရွှေ့ကွက် မရှိပါ။

offer-takeback-not-a-move = ပွဲ #{ $game }: ရွှေ့ကွက်များကိုသာ ပြန်ရုပ်နိုင်ပြီး ၎င်းနောက်တွင် { $action } ရှိနေသည်။
offer-made = { $who } သည် ပွဲ #{ $game } တွင် { $what ->
        [draw] သရေ ကမ်းလှမ်းသည်
       *[takeback] မိမိ၏ နောက်ဆုံးရွှေ့ကွက်ကို ပြန်ရုပ်ခွင့် တောင်းသည်
    }။ { $opponent }၊ { $answer }
offer-draw-accept-button = သရေ လက်ခံမည်
offer-draw-decline-button = သရေ ငြင်းပယ်မည်
offer-takeback-allow-button = ပြန်ရုပ်ခွင့် ပြုမည်
offer-takeback-refuse-button = ပြန်ရုပ်ခွင့် ငြင်းမည်
offer-taken-back = ပွဲ #{ $game }: ရွှေ့ကွက် { $count } ကွက် ပြန်ရုပ်ပြီးပါပြီ။ { $next }။
