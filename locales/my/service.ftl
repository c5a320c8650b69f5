# Burmese (my) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

service-restarting = ဂိမ်းဝန်ဆောင်မှု ပြန်လည် စတင်နေသည်။ ဘာမျှ မပြောင်းလဲပါ။ ခဏနေမှ ထပ်ပို့ပါ။
service-busy = ဂိမ်းဝန်ဆောင်မှုသည် ယခု အလွန် အလုပ်များနေ၍ မဖြေနိုင်ပါ။ ဘာမျှ မပြောင်းလဲပါ။ ခဏနေမှ ထပ်ပို့ပါ။
service-disk-full = ဂိမ်းဝန်ဆောင်မှုသည် ယခု ဘာမျှ မသိမ်းဆည်းနိုင်သဖြင့် ဘာမျှ မပြောင်းလဲပါ။ စီမံသူကို အသိပေးပြီးပါပြီ။ နောက်မှ ထပ်ပို့ပါ။
service-storage-failed = ကျွန်ုပ်တို့ဘက်တွင် အမှားတစ်ခု ဖြစ်သွားသည်။ ဘာမျှ မပြောင်းလဲပါ။ နောက်မှ ထပ်ကြိုးစားပါ။
service-internal = ကျွန်ုပ်တို့ဘက်တွင် အမှားတစ်ခု ဖြစ်သွား၍ သင့်အမိန့်ကို မဆောင်ရွက်နိုင်ခဲ့ပါ။ ၎င်းကို မှတ်တမ်းတင်ထားပါသည်။ ဘာမျှ မပြောင်းလဲပါ။
service-conflict = သင့်အမိန့်ကို ဆောင်ရွက်နေစဉ် အနေအထား ပြောင်းလဲသွားသည်။ ခုံကို ကြည့်ပြီး ထပ်ကြိုးစားပါ။
service-corrupt = ထိုပွဲ၏ သိမ်းဆည်းထားသော မှတ်တမ်းကို မဖတ်နိုင်ပါ။ ဘာမျှ မပြောင်းလဲပါ၊ စီမံသူသည် စနစ်မှတ်တမ်းတွင် အကြောင်းရင်းကို ကြည့်နိုင်သည်။
service-already-handled = ဤအမိန့်ကို ဆောင်ရွက်ပြီး ဖြစ်သည်။

service-slow-down = ဖြည်းဖြည်းပါ: တစ်မိနစ်လျှင် အမိန့် { $per_minute } ခုသာ ပို့နိုင်သည်။ ဤအမိန့်ကို မဆောင်ရွက်ခဲ့ပါ။ တစ်မိနစ်အကြာတွင် ထပ်ပို့ပါ။

service-computer-name = ၎င်းသည် ကွန်ပျူတာ၏ အမည် ဖြစ်ပြီး ၎င်းသည် ကိုယ်တိုင် ရွှေ့သည်။ { $challenge } ဖြင့် စိန်ခေါ်ပါ။

service-no-game-here = ဤနေရာတွင် သင့်ပွဲ မရှိပါ။ { $challenge } ဖြင့် တစ်ပွဲ စတင်ပါ။

# အင်္ဂလိပ်လို သိမ်းထားသော စာဟောင်း။
service-stored-text = { $text }
