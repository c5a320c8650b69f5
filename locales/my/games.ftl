# Burmese (my) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

games-paused = ပွဲ #{ $id } သည် စီစဉ်သူက ခေတ္တရပ်ထားသော ပြိုင်ပွဲ၏ ပွဲ ဖြစ်သည်။ ပြိုင်ပွဲ ပြန်စသည်အထိ ရွှေ့ကွက်များ စောင့်ရမည်။
games-setup-first = ပွဲ #{ $id }: ပထမဦးစွာ ဘက်တစ်ဘက်စီက မိမိ၏ အစီအစဉ်ကို ရွေးရမည်: /setup masangsangma, sangmamasang, masangmasang သို့မဟုတ် sangmasangma။
games-not-your-move = ပွဲ #{ $id } တွင် သင့်အလှည့် မဟုတ်ပါ။ { $who } ရွှေ့ရန် ဖြစ်သည်။
games-not-a-player = သင်သည် ပွဲ #{ $id } ၏ ကစားသူ မဟုတ်ပါ။
games-several = ဤနေရာတွင် သင့်ပွဲ အများအပြား ရှိသည်: { $games }။ မည်သည့်ပွဲကို ဆိုလိုကြောင်း game:ID ထည့်ပါ။
games-over = ပွဲ #{ $id } ပြီးဆုံးသွားပါပြီ။
games-not-yours = ပွဲ #{ $id } သည် သင့်ပွဲ မဟုတ်ပါ၊ ဤနေရာတွင် ကစားသော ပွဲလည်း မဟုတ်ပါ။
games-none = သင့်တွင် ကစားနေဆဲ ပွဲ မရှိပါ။
games-board = ပွဲ #{ $id }။ { $position }

games-ratings = လက်ရည်များ: { $white }၊ { $black }။
games-rating-line = { $name } { $old } → { $new } ({ $change })
games-list = { $lines }
games-line = #{ $id } { $game } ({ $opponent } နှင့်): { $turn ->
        [mine] သင့်အလှည့်
       *[theirs] ပြိုင်ဘက်၏ အလှည့်
    }{ $left }
games-left = ၊ { $left } ကျန်သည်
games-more = … နောက်ထပ် ပွဲ { $count } ပွဲ (သင့်အလှည့် { $mine }၊ ပြိုင်ဘက်အလှည့် { $theirs })။ { $board } ဖြင့် မည်သည့်ပွဲကိုမဆို ကြည့်နိုင်သည်။
games-vacation = သင်သည် { $until } အထိ အားလပ်ရက် ယူထားသည်။ သင့်နာရီများကို ခေတ္တရပ်ထားသည်။

# ကစားခုံပုံ၏ စာတန်း။
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) နှင့် { $black } ({ $black_side }) — { $state }
games-caption-to-move = { $side } ရွှေ့ရန်
