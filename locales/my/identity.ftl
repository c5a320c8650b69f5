# Burmese (my) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

identity-no-code = ကျပန်းကုဒ် မထုတ်နိုင်ပါ ({ $reason })။ ထပ်ကြိုးစားပါ။

identity-status-one = သင်သည် { $platform } တွင်သာ { $handle } အဖြစ် ကစားသည်။ { $link } ဖြင့် အခြားပလက်ဖောင်းရှိ အကောင့်ကို ချိတ်ဆက်နိုင်သည်: { $platforms }။

identity-status-many = သင်သည် { $accounts } အဖြစ် ကစားသူ တစ်ဦးတည်း ဖြစ်သည်။

identity-account = { $platform } ရှိ { $handle }

identity-accounts = { $first }၊ { $rest }

identity-on-it-already = သင်သည် { $platform } တွင် ရှိပြီးသား ဖြစ်သည်: အခြားပလက်ဖောင်းရှိ အကောင့်ကို ချိတ်ဆက်ပါ။

identity-linked-already = သင်၏ { $platform } အကောင့် { $handle } ကို ချိတ်ဆက်ပြီးသား ဖြစ်သည်။ { $unlink } ကို အရင်သုံးပါ။

identity-you-are-already = သင်သည် { $platform } တွင် { $handle } ဖြစ်ပြီးသား ဖြစ်သည်။

identity-your-account = သင်၏ { $platform } အကောင့်

identity-your-account-named = သင်၏ { $platform } အကောင့် { $handle }

identity-send-code = ချိတ်ဆက်ရန် { $account } မှ { $send } ကို တစ်ရက်အတွင်း ပို့ပါ။ ကုဒ်ကို လျှို့ဝှက်ထားပါ: ၎င်းကို ပို့သူသည် သင် ဖြစ်လာမည်။

identity-no-such-code = ကုဒ် { $code } အတွက် စောင့်နေသော ချိတ်ဆက်မှု မရှိပါ။ သင်၏ အခြားအကောင့်မှ { $link } ဖြင့် ထပ်တောင်းပါ။

identity-code-lapsed = ကုဒ် { $code } သက်တမ်း ကုန်သွားပါပြီ (ကုဒ်များသည် တစ်ရက်သာ သက်တမ်းရှိသည်)။ သင်၏ အခြားအကောင့်မှ { $link } ဖြင့် ထပ်တောင်းပါ။

identity-code-elsewhere = ကုဒ် { $code } သည် { $platform } အကောင့်ကို ချိတ်ဆက်ရန် ဖြစ်သည်: ထိုနေရာတွင် ပို့ပါ။

identity-code-for-another = ကုဒ် { $code } သည် { $platform } ရှိ { $handle } အတွက် ဖြစ်သည်၊ သင့်အတွက် မဟုတ်ပါ။

identity-one-already = ဤအကောင့်များသည် ကစားသူ တစ်ဦးတည်း ဖြစ်ပြီးသား ဖြစ်သည်။

identity-has-account-there = { $name } တွင် { $platform } အကောင့် ရှိပြီးသား ဖြစ်သည်။

identity-have-met = ဤအကောင့်များသည် အချင်းချင်း ကစားဖူးသည် (ပွဲ #{ $game })၊ ထို့ကြောင့် ကစားသူ တစ်ဦးတည်း ဖြစ်၍ မရပါ။

identity-same-tournament = အကောင့်နှစ်ခုလုံး ပြိုင်ပွဲ #{ $tournament } တွင် ကစားနေသည်၊ ထို့ကြောင့် ကစားသူ တစ်ဦးတည်း ဖြစ်၍ မရပါ။

identity-linked = ချိတ်ဆက်ပြီးပါပြီ: { $platform } ရှိ { $handle } နှင့် { $other_platform } ရှိ { $other_handle } သည် ယခု ကစားသူ တစ်ဦးတည်း ဖြစ်သည်။ သင်၏ ပွဲများ၊ လက်ရည်များနှင့် ပြိုင်ပွဲများသည် နှစ်နေရာလုံးတွင် သင်နှင့်အတူ ရှိမည်။

identity-own-account = { $platform } ရှိ { $handle } သည် ဤကစားသူ၏ မူလအကောင့် ဖြစ်သည်။ အခြားအကောင့်များကို ၎င်းမှ { $unlink } ဖြင့် ဖြုတ်ပါ။

identity-unlinked = ချိတ်ဆက်မှု ဖြုတ်ပြီးပါပြီ: { $platform } ရှိ { $handle } သည် နောက်တစ်ကြိမ်တွင် အသစ်မှ စတင်မည်။ သင်၏ ပွဲများနှင့် လက်ရည်များသည် ဤနေရာတွင် သင်နှင့်အတူ ကျန်ရှိမည်။

identity-none-linked = သင်နှင့် ချိတ်ဆက်ထားသော { $platform } အကောင့် မရှိပါ။
