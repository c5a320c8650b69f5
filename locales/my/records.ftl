# Burmese (my) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

records-paste-discord = မှတ်တမ်း (PGN၊ KIF သို့မဟုတ် CSA) ကို record: တွင် ကူးထည့်ပါ၊ သို့မဟုတ် ၎င်း၏ ဖိုင်ကို file: ဖြင့် ပူးတွဲပါ။
records-paste-matrix = မှတ်တမ်း (PGN၊ KIF သို့မဟုတ် CSA) ကို အမိန့်၏ နောက်တွင် ကူးထည့်ပါ၊ သို့မဟုတ် မှတ်တမ်းဖိုင်ကို အမိန့်ဖြင့် ပြန်စာပြန်ပါ။
records-paste = မှတ်တမ်း (PGN၊ KIF သို့မဟုတ် CSA) ကို /import ၏ နောက်တွင် ကူးထည့်ပါ။

records-read = { $format } မှတ်တမ်း ဖတ်ပြီးပါပြီ: { $game } — { $first } နှင့် { $second }၊ ရွှေ့ကွက် { $plies } ကွက်။
records-read-over = { $format } မှတ်တမ်း ဖတ်ပြီးပါပြီ: { $game } — { $first } နှင့် { $second }၊ ရွှေ့ကွက် { $plies } ကွက်၊ { $result }။
records-read-given = { $format } မှတ်တမ်း ဖတ်ပြီးပါပြီ: { $game } — { $first } နှင့် { $second }၊ ရွှေ့ကွက် { $plies } ကွက်၊ မှတ်တမ်းအရ ရလဒ် { $result }။
records-over = { $summary } ပွဲ ပြီးဆုံးပြီး ဖြစ်သည် ({ $reason })၊ ဆက်ကစားစရာ မရှိပါ။ ကစားသူ မပါသော /import သည် ၎င်း၏ အဆုံးကို ပြသည်။
records-unreachable = { $summary } ၎င်း၏ အဆုံးမှ ပွဲ မစနိုင်ပါ: { $reason }။
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } ၎င်း၏ နောက်ဆုံး အနေအထား၊ { $side } ရွှေ့ရန်: { $position }
    ထိုနေရာမှ ဆက်ကစားရန်: { $challenge }
records-fen = ပွဲ #{ $id } ရွှေ့ကွက် { $moves } ကွက် အပြီး။ { $position }
records-not-shogi = KIF နှင့် CSA သည် ဂျပန်စစ်တုရင်ပွဲများ အတွက်သာ ဖြစ်သည်။ { $pgn } ကို သုံးပါ။
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = ပွဲ #{ $id } ကို ပြန်ပြသည်: ရွှေ့ကွက် { $moves } ကွက် အားလုံး၊ ထို့နောက် နောက်ဆုံး အနေအထားတွင် ရပ်ထားသည်။
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = ရွှေ့ကွက်တစ်ကွက်ချင်း ပြန်ပြသော ပွဲ (ရွှေ့ကွက် { $moves } ကွက်)၊ ဤအနေအထားတွင် ဆုံးသည်: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = ဤဘော့သည် ပုံ မဆွဲပါ: ၎င်း၏ စီမံသူက ပုံဆွဲခြင်းကို ပိတ်ထားသည်။ /export pgn သည် မှတ်တမ်းကို ပေးသည်။

records-file = { $name }
records-attached = { $name } (ပူးတွဲပါ):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = ပူးတွဲထားသော ဖိုင် ရောက်မလာပါ။ ထပ်မံ ပူးတွဲပါ။
records-file-reply-unfetched = ပြန်စာပြန်ထားသော မက်ဆေ့ချ်ကို ရယူ၍ မရပါ။ ၎င်းအစား မှတ်တမ်းကို ကူးထည့်ပါ။
# $name (text): the file's name.
records-file-unfetched = { $name } ကို ဒေါင်းလုဒ် မလုပ်နိုင်ပါ။ ထပ်ကြိုးစားပါ၊ သို့မဟုတ် မှတ်တမ်းကို ကူးထည့်ပါ။
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } သည် { $size } KB ရှိသည်။ မှတ်တမ်းဖိုင်သည် အများဆုံး { $most } KB သာ ရှိရမည်။
# $name (text): the file's name.
records-file-not-text = { $name } သည် UTF-8 စာသား မဟုတ်ပါ (Shift_JIS ဖြင့် သိမ်းထားသော KIF လား? ၎င်းကို UTF-8 အဖြစ် သိမ်းပါ၊ သို့မဟုတ် မှတ်တမ်းကို ကူးထည့်ပါ)။
