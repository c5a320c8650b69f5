# Burmese (my) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF နှင့် CSA သည် ဂျပန်စစ်တုရင် မှတ်တမ်းများ ဖြစ်သည်။ { $game } ကို PGN ဖြင့် ရေးသည်။
stored-unreadable = ထို { $format } မှတ်တမ်းကို မဖတ်နိုင်ပါ: { $reason }။ ဘာမျှ မတင်သွင်းရပါ။
stored-unreadable-ended = ထို { $format } မှတ်တမ်းကို မဖတ်နိုင်ပါ: { $reason } ဘာမျှ မတင်သွင်းရပါ။
stored-kif-one-line = KIF မှတ်တမ်းကို တစ်ကြောင်းချင်း ဖတ်သော်လည်း ဤမှတ်တမ်းသည် တစ်ကြောင်းတည်းအဖြစ် ရောက်လာသည် (Discord စာသားအကွက်က စာကြောင်းများကို ပေါင်းလိုက်သည်): ယင်းအစား ဖိုင်ကို ပူးတွဲပါ (Discord တွင် file:) သို့မဟုတ် စာကြောင်းခွဲများ မပျောက်သော နေရာတွင် ကူးထည့်ပါ။ ဘာမျှ မတင်သွင်းရပါ။
stored-not-a-position = fen:{ $fen }? ၎င်းသည် { $game } အနေအထား မဟုတ်ပါ: { $reason }။ /board သည် ကူးယူရန် ပွဲ၏ FEN ကို ပြသည်။
stored-not-a-position-sfen = fen:{ $fen }? ၎င်းသည် { $game } အနေအထား မဟုတ်ပါ: { $reason }။ /board သည် ကူးယူရန် ပွဲ၏ FEN နှင့် SFEN ကို ပြသည်။
stored-unreachable = fen:{ $fen }? ထိုနေရာမှ { $game } ပွဲ မစနိုင်ပါ: { $reason }။
stored-no-game = ပွဲ #{ $id } မရှိပါ။
