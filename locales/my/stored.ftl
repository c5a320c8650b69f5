# Burmese (my) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF နှင့် CSA သည် ဂျပန်စစ်တုရင် မှတ်တမ်းများ ဖြစ်သည်။ { $game } ကို PGN ဖြင့် ရေးသည်။
stored-unreadable = ထို { $format } မှတ်တမ်းကို စာကြောင်း { $line } တွင် မဖတ်နိုင်ပါ: { $reason }။ ဘာမျှ မတင်သွင်းရပါ။
stored-kif-one-line = KIF မှတ်တမ်းကို တစ်ကြောင်းချင်း ဖတ်သော်လည်း ဤမှတ်တမ်းသည် တစ်ကြောင်းတည်းအဖြစ် ရောက်လာသည် (Discord စာသားအကွက်က စာကြောင်းများကို ပေါင်းလိုက်သည်): ယင်းအစား ဖိုင်ကို ပူးတွဲပါ (Discord တွင် file:) သို့မဟုတ် စာကြောင်းခွဲများ မပျောက်သော နေရာတွင် ကူးထည့်ပါ။ ဘာမျှ မတင်သွင်းရပါ။
stored-not-a-position = fen:{ $fen }? ၎င်းသည် { $game } အနေအထား မဟုတ်ပါ: { $reason }။ /board သည် ကူးယူရန် ပွဲ၏ FEN ကို ပြသည်။
stored-not-a-position-sfen = fen:{ $fen }? ၎င်းသည် { $game } အနေအထား မဟုတ်ပါ: { $reason }။ /board သည် ကူးယူရန် ပွဲ၏ FEN နှင့် SFEN ကို ပြသည်။
stored-unreachable = fen:{ $fen }? ထိုနေရာမှ { $game } ပွဲ မစနိုင်ပါ: { $reason }။
stored-no-game = ပွဲ #{ $id } မရှိပါ။

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = အမိဖမ်း
ending-stalemate = ရွှေ့စရာမရှိ
ending-bare-king = တစ်ပါးတည်း ကျန်သော ဘုရင်
ending-niol = Niol (Shak မပါသော အမိဖမ်း)
ending-robado = Robado (တစ်ပါးတည်း ကျန်သော ဘုရင်)
ending-count-ran-out = ရေတွက်ခြင်း ပြည့်သွားသည်
ending-mate-during-own-count = အမိဖမ်းသူ၏ ကိုယ်ပိုင် ရေတွက်ချိန်အတွင်း အမိဖမ်းခြင်း
ending-bare-king-survived = တစ်ပါးတည်း ကျန်သော ဘုရင် ရွှေ့ကွက် ခုနစ်ကွက် အသက်ရှင်ခဲ့သည်
ending-forbidden-mate = တားမြစ်ထားသော အမိဖမ်းခြင်း
ending-insufficient-material = မည်သည့်ဘက်မှ မနိုင်နိုင်
ending-repetition = အနေအထား ထပ်ခါတလဲလဲ
ending-perpetual-check = အဆက်မပြတ် ချက်ပေးခြင်း
ending-perpetual-chase = အဆက်မပြတ် လိုက်ခြင်း
ending-bikjang = ဗစ်ကျန်း
ending-two-passes = ဆက်တိုက် နှစ်ကြိမ် ကျော်ခြင်း
ending-jishogi = ပိတ်ဆို့မှု (jishōgi)
ending-royals-captured = ဘုရင်နှင့် အိမ်ရှေ့မင်းသား နှစ်ပါးစလုံး အစားခံရခြင်း
ending-resignation = အရှုံးပေးခြင်း
ending-agreement = သဘောတူညီမှု
ending-time = အချိန်ကုန်
ending-withdrew = ပွဲလျှော့ (ထွက်ခဲ့သည်)
ending-never-moved = ပွဲလျှော့ (လုံးဝ မရွှေ့ခဲ့)
ending-round-deadline = အချီ၏ သတ်မှတ်ချိန် ပြည့်ခြင်း
ending-adjudication = ဒိုင်ဆုံးဖြတ်ချက်
ending-cancelled = ပြိုင်ပွဲကို ပယ်ဖျက်လိုက်သည်
ending-aborted = ဖျက်သိမ်းလိုက်သည်
ending-never-started = ပထမရွှေ့ကွက် မရွှေ့ခဲ့ပါ
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
