# Burmese (my) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

challenge-declined = { $who } က စိန်ခေါ်မှု #{ $id } ကို ငြင်းပယ်လိုက်သည်။

challenge-not-one-you-can = စိန်ခေါ်မှု #{ $id } ကို ဤနေရာတွင် သင် { $verb ->
        [accept] လက်ခံ
        [decline] ငြင်းပယ်
       *[cancel] ပယ်ဖျက်
    }၍ မရပါ။

challenge-none-to = ဤနေရာတွင် သင် { $verb ->
        [accept] လက်ခံ
        [decline] ငြင်းပယ်
       *[cancel] ပယ်ဖျက်
    }ရန် စိန်ခေါ်မှု မရှိပါ။

challenge-several = စိန်ခေါ်မှု အများအပြား ရှိသည်: { $ids }။ မည်သည့်တစ်ခုကို ဆိုလိုကြောင်း ဖော်ပြပါ၊ ဥပမာ { $example }။

challenge-accept-own = သင့်ကိုယ်ပိုင် စိန်ခေါ်မှုကို လက်ခံ၍ မရပါ။

challenge-accept-not-open = စိန်ခေါ်မှု #{ $id } ကို ဤနေရာတွင် သင့်အတွက် ဖွင့်မထားပါ။ စိန်ခေါ်ခံရသူသာ လက်ခံနိုင်သည်။

challenge-game-begins = ပွဲ #{ $game } စတင်ပါပြီ: { $who }၊ သင့်အလှည့်ပါ။

challenge-game-starts = ပွဲ #{ $game }: { $name } — { $white } ({ $white_side }) နှင့် { $black } ({ $black_side })၊ { $rated ->
        [yes] လက်ရည်တွက်
       *[no] လက်ရည်မတွက်
    }၊ { $time }{ $from }။ { $first } ရွှေ့ရန်။

challenge-from-position = ၊ အနေအထား { $position } မှ
challenge-accept-button = လက်ခံမည်
challenge-decline-button = ငြင်းပယ်မည်

challenge-yourself = ကိုယ့်ကိုယ်ကို စိန်ခေါ်၍ မရပါ။

challenge-too-many-open = သင့်တွင် ဖွင့်ထားသော စိန်ခေါ်မှု { $count } ခု ရှိနေပြီ၊ ၎င်းသည် ကစားသူတစ်ဦး ထားနိုင်သော အများဆုံး ဖြစ်သည်။ { $cancel } ဖြင့် တစ်ခုကို အရင် ပယ်ဖျက်ပါ (သို့မဟုတ် အဖြေများကို စောင့်ပါ)။

challenge-too-many-to-one = { $who } ထံသို့ ဖွင့်ထားသော စိန်ခေါ်မှု { $count } ခု ရှိနေပြီ။ အဖြေကို စောင့်ပါ သို့မဟုတ် { $cancel } ဖြင့် တစ်ခုကို ပယ်ဖျက်ပါ။

challenge-level-is-computers = level: သည် ကွန်ပျူတာ၏ အစွမ်းအဆင့် ဖြစ်သည်။ ၎င်းကို { $challenge } ဖြင့် စိန်ခေါ်ပါ။

challenge-computer-casual = ကွန်ပျူတာနှင့် ကစားသော ပွဲများသည် လက်ရည်မတွက်ပါ။ rated:yes ကို ဖယ်ပါ။

challenge-position-casual = ရွေးချယ်ထားသော အနေအထားမှ စသော ပွဲသည် လက်ရည်မတွက်ပါ။ rated:yes ကို ဖယ်ပါ။

challenge-cancelled = စိန်ခေါ်မှု #{ $id } ကို ပယ်ဖျက်လိုက်ပါပြီ။
challenge-posted = စိန်ခေါ်မှု #{ $id }: { $who } သည် { $to } ကို { $game }{ $options }{ $from } { $rated ->
        [yes] လက်ရည်တွက်ပွဲ
       *[no] လက်ရည်မတွက်ပွဲ
    } ကစားရန် ဖိတ်ခေါ်သည်၊ အချိန် { $time }။ { $answer } ({ $until } အထိ ဖွင့်ထားသည်)။
challenge-anyone = ဤနေရာရှိ မည်သူမဆို
challenge-options = { " " }({ $options })
