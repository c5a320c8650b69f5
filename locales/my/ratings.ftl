# Burmese (my) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

rating-not-played = { $who } သည် ဤနေရာတွင် မကစားရသေးပါ။

rating-of-game = { $name } { $rating } (RD { $deviation }၊ { $games } ပွဲ{ $provisional ->
        [yes] ၊ ယာယီ
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = { $who } ၏ လက်ရည်များ: { $ratings }။

rating-none = { $who } တွင် လက်ရည်တွက်ပွဲ မရှိသေးပါ။ လက်ရည်အသစ်သည် 1500 မှ စတင်သည်။

rating-none-of = { $who } တွင် { $name } လက်ရည်တွက်ပွဲ မရှိသေးပါ။ လက်ရည်အသစ်သည် 1500 မှ စတင်သည်။

rating-with-record = { $ratings }
    { $who } နှင့် သင်: နိုင် { $won }၊ သရေ { $drawn }၊ ရှုံး { $lost }။

rating-no-leaders = အတည်ဖြစ်သော { $name } လက်ရည် မရှိသေးပါ: လက်ရည်တစ်ခု၏ သွေဖည်မှု (RD) { $deviation } သို့မဟုတ် ထို့ထက် နည်းသောအခါ အတည်ဖြစ်သည် (ပုံမှန် ကစားသော လက်ရည်တွက်ပွဲ တစ်ဒါဇင်ခန့်)။

rating-leaderboard = { $name } ထိပ်တန်းစာရင်း (အတည်ဖြစ်သော လက်ရည်များ):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }၊ { $games } ပွဲ)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = လက်ရည်တွက်ပွဲများ
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: လက်ရည်တွက်ပွဲ { $games } ပွဲ၊ { $first } မှ { $last } သို့; အမြင့်ဆုံး { $high }၊ အနိမ့်ဆုံး { $low }
