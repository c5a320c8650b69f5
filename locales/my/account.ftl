# Burmese (my) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

account-settings = သင်၏ ဆက်တင်များ: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }။

account-next-digest = {" "}(နောက်အနှစ်ချုပ် { $time })

account-next-digest-on = {" "}(နောက်အနှစ်ချုပ် { $time }၊ { $platform } တွင် တိုက်ရိုက်စာအဖြစ်)

account-vacation-left = { $year } ခုနှစ်အတွက် အားလပ်ရက် { $days } ရက် ကျန်သည်

account-vacation-until = သင်သည် { $time } အထိ အားလပ်ရက် ယူထားသည်။ စောစောပြန်လာရန် { $end } ကို သုံးပါ။ { $left }။

account-vacation-none = { $left }။ { $start } သည် သင့်ပွဲအားလုံး၏ နာရီများကို ခေတ္တရပ်ပေးသည်။

account-vacation-already = သင်သည် { $time } အထိ အားလပ်ရက် ယူထားပြီးဖြစ်သည်။ နောက်တစ်ကြိမ် စတင်ရန် { $end } ကို အရင်သုံးပါ။

account-vacation-too-long = { $days } ရက် အားလပ်ရက်သည် သင့်တွင် ရှိသည်ထက် များနေသည်: { $left }။

account-vacation-started = { $time } အထိ အားလပ်ရက် ယူထားသည်: { $paused ->
        [0] ယခု သင့်ကို စောင့်နေသော ပွဲ မရှိပါ
        [1] သင့်ကို စောင့်နေသော ပွဲ၏ နာရီကို ခေတ္တရပ်ထားသည်
       *[other] သင့်ကို စောင့်နေသော ပွဲ { $paused } ပွဲ၏ နာရီများကို ခေတ္တရပ်ထားသည်
    }၊ သင့်အလှည့် ရောက်လာသော ပွဲများသည် သင် ပြန်လာသည်အထိ စောင့်ပါမည်။ { $left }။

account-not-on-vacation = သင်သည် အားလပ်ရက် ယူထားခြင်း မရှိပါ။

account-vacation-ended = { $resumed ->
        [0] ပြန်လည် ကြိုဆိုပါသည်
        [1] ပြန်လည် ကြိုဆိုပါသည်: သင့်ပွဲ၏ နာရီ ပြန်လည် လည်ပတ်နေပါပြီ
       *[other] ပြန်လည် ကြိုဆိုပါသည်: သင့်ပွဲ { $resumed } ပွဲ၏ နာရီများ ပြန်လည် လည်ပတ်နေပါပြီ
    }။ { $left }။

account-away = { $who } သည် { $time } အထိ အားလပ်ရက် ယူထားသည်: ပွဲ #{ $game } ၏ နာရီ စောင့်နေသည်။

account-away-capped = { $who } သည် { $time } အထိ အားလပ်ရက် ယူထားသည်: ပွဲ #{ $game } ၏ နာရီသည် { $cap } အထိ စောင့်မည် (ပြိုင်ပွဲ၏ အားလပ်ရက် ကန့်သတ်ချက်)။

account-back = { $who } ပြန်ရောက်လာပါပြီ: ပွဲ #{ $game } ၏ နာရီ ပြန်လည် လည်ပတ်နေပါပြီ။

account-channel-language = ယခုမှစ၍ ဤချန်နယ်တွင် တင်သော စာများကို { $language } ဖြင့် ရေးသားပါမည်။

account-channel-language-moderators = ဤချန်နယ်၏ ဘာသာစကားကို ၎င်း၏ ထိန်းသိမ်းသူသာ ရွေးချယ်နိုင်သည်။
