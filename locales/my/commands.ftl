# Burmese (my) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] ပြိုင်ပွဲ
       *[arrangement] နေရာချပုံ
    } အတွက် အမည် လိုအပ်သည်။
command-name-too-long = { $what ->
        [tournament] ပြိုင်ပွဲ
       *[arrangement] နေရာချပုံ
    } ၏ အမည်သည် ရိုးရိုးစာသား အက္ခရာ အများဆုံး { $most } လုံးသာ ဖြစ်ရမည်၊ { $name } သည် မကိုက်ညီပါ။
command-slash = အမိန့်များသည် / ဖြင့် စသည်၊ ဥပမာ { $help }။
command-record-too-long = ထိုမှတ်တမ်းသည် အက္ခရာ { $length } လုံး ရှည်သည်။ { $command } သည် အများဆုံး { $most } လုံးသာ ဖတ်သည်။
command-too-long = ထိုအမိန့်သည် အက္ခရာ { $length } လုံး ရှည်သည်။ အမိန့်တစ်ခုသည် အများဆုံး { $most } လုံးသာ ဖြစ်ရမည်။
command-handle-too-long = @{ $handle } သည် ကစားသူ မဟုတ်ပါ: အသုံးပြုသူအမည်သည် အက္ခရာ အများဆုံး { $most } လုံးသာ ဖြစ်သည်။
command-unknown = { $command } မရှိပါ။ { $help } သည် အမိန့်များကို ပြသည်။

command-race-players = အဋ္ဌပဒ ကို နှစ်ဦးမှ လေးဦးအထိ ကစားနိုင်သည်: { $usage }
command-race-no-option = အဋ္ဌပဒ သည် { $option }: ရွေးချယ်စရာကို မလက်ခံပါ (၎င်းသည် လက်ရည်မတွက်ဘဲ ကစားသော ပြိုင်ပြေးပွဲ ဖြစ်သည်)။
command-race-days = days:{ $days }? လုပ်ဆောင်ချက်တစ်ခုလျှင် ရက်အရေအတွက်မှာ 1၊ 2၊ 3၊ 5၊ 7၊ 10 သို့မဟုတ် 14 ဖြစ်သည်။
command-one-opponent = အဋ္ဌပဒ သာ နှစ်ဦးထက် ပို၍ ကစားနိုင်သည်။ စိန်ခေါ်မှုတစ်ခုတွင် @ကစားသူ တစ်ဦးသာ ဖော်ပြရသည်။
command-vacation-both = { $start } သို့မဟုတ် { $end } တစ်ခုခုသာ သုံးပါ၊ နှစ်ခုလုံး မဟုတ်ပါ။

command-tournament-option = { $command } သည် { $option } ကို မလက်ခံပါ။ မည်သည့်ရွေးချယ်စရာကို မည်သည်နှင့် တွဲသုံးရမည်ကို { $help } တွင် ကြည့်ပါ။
command-tournament-game = မည်သည့်ဂိမ်းနည်း။ { $usage }
command-tournament-both = ပြိုင်ပွဲတစ်ခုသည် ဆွစ်စနစ် သို့မဟုတ် (နှစ်ပတ်) အလှည့်ကျ ယှဉ်ပြိုင်ပွဲ ဖြစ်ရမည်၊ နှစ်မျိုးလုံး မဟုတ်ပါ။
command-tournament-deadline = deadline: သည် ဆွစ်စနစ် အချီတစ်ချီ ကြာနိုင်သော ရက်အရေအတွက် ဖြစ်သည်။ အလှည့်ကျ ယှဉ်ပြိုင်ပွဲတွင် စောင့်ရမည့် အချီ မရှိပါ။
command-tournament-size-swiss = size:{ $size }? ဆွစ်စနစ်သည် ကစားသူ 4 ဦးမှ 128 ဦးအထိ လက်ခံသည်။
command-tournament-size-round-robin = size:{ $size }? အလှည့်ကျ ယှဉ်ပြိုင်ပွဲသည် ကစားသူ 3 ဦးမှ 16 ဦးအထိ လက်ခံသည်။
command-usage = { $usage }

command-place-what = ဘာကို နေရာချမည်နည်း။ ဥပမာ { $example } သို့မဟုတ် { $saved }
command-place-both = နေရာချမှုများ သို့မဟုတ် saved:NAME တစ်ခုခုသာ သုံးပါ၊ နှစ်ခုလုံး မဟုတ်ပါ။
command-arrangement-name = { $usage } — အမည်ပေးပြီး နေရာချမှုများကို ရေးပါ။
command-arrangement-pieces = { $usage } — နေရာချမှုများလည်း ထည့်ပါ၊ ဥပမာ K@e2 F@d2 …
command-link-usage = တောင်းဆိုရန် { $ask }၊ အခြားအကောင့်မှ အတည်ပြုရန် { $confirm }၊ သင့်အကောင့်များကို ကြည့်ရန် { $status }။

command-not-days = { $what }:{ $value } သည် ရက်အရေအတွက် မဟုတ်ပါ
command-cap-alone = cap: ကို days:7+2 ကဲ့သို့ Fischer အချိန်နှင့်သာ တွဲသုံးရသည်
command-days-offered = days:{ $days } ကို ရွေးချယ်၍ မရပါ။ 1၊ 2၊ 3၊ 5၊ 7၊ 10၊ 14 ထဲမှ တစ်ခုကို ရွေးပါ (သို့မဟုတ် Fischer အချိန်: days:7+2)
command-fischer-range = days:{ $days } — Fischer အချိန်သည် ကနဦး 1 ရက်မှ 60 ရက်အထိ နှင့် ရွှေ့ကွက်တစ်ကွက်လျှင် 1 ရက်မှ 14 ရက်အထိ ဖြစ်သည်၊ ဥပမာ days:7+2
command-cap-range = cap:{ $cap } — ကန့်သတ်ချက်သည် ကနဦး { $initial } ရက်ထက် မနည်းရ၊ 90 ရက်ထက် မများရ

command-or-list = { $init } သို့မဟုတ် { $last }
command-and-list = { $init } နှင့် { $last }
command-no-game = { $game } ဟူသော ဂိမ်း မရှိပါ။ ရှိသော ဂိမ်းများ: { $games }။
command-name-player = { $what }? ကစားသူကို @အမည် ဖြင့် ဖော်ပြပါ။
command-not-a-number = { $number } သည် 12 သို့မဟုတ် #12 ကဲ့သို့ နံပါတ် မဟုတ်ပါ။
command-number-range = { $what }? { $about }: { $min } မှ { $max } အထိ။
command-choose = { $what }? { $choices } ကို ရွေးပါ။
command-yes-no = { $option }:{ $value }? { $option }:yes သို့မဟုတ် { $option }:no ဟု ရေးပါ။
command-needs-text = { $option }: တွင် စာသား လိုအပ်သည်၊ ဥပမာ { $option }:{ $example }။
command-twice = { $option } ကို နှစ်ကြိမ် ပေးထားသည်။ { $command } သည် တစ်ကြိမ်သာ လက်ခံသည်။
command-no-such-option = { $command } တွင် { $option } ရွေးချယ်စရာ မရှိပါ။ ၎င်းသည် { $options } ကို လက်ခံသည်။
command-expected = { $command }? { $expected } ကို မျှော်လင့်ထားသည်။
command-nothing-more = { $command } သည် ၎င်း၏ အမည်မှလွဲ၍ ဘာမျှ မလက်ခံပါ။ { $word }?
command-written = { $typed }? { $usage } ဟု ရေးရသည်
command-needs = { $command } တွင် { $what } လိုအပ်သည်: ဥပမာ { $example }

command-side-of-game = color:{ $side }? { $game } တွင် ဘက်များမှာ { $first } နှင့် { $second } ဖြစ်သည် (သို့မဟုတ် first နှင့် second၊ သို့မဟုတ် random)။
command-side-white-black-in-shogi = color:{ $side }? ဂျပန်စစ်တုရင် အမျိုးအစားများတွင် အင်္ဂလိပ်စာအုပ်များက ဆန်တေ (ပထမ ရွှေ့သူ) ကို Black၊ ဂိုတေ ကို White ဟု ခေါ်သည်။ color:sente သို့မဟုတ် color:gote ဟု ရေးပါ။
