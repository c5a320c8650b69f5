# Burmese (my) — why a record (PGN, KIF, CSA), a FEN or a position cannot be read: the readers' reasons.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = တဂ်တစ်ခုတွင် ပိတ်သော ] မရှိပါ
reader-not-a-tag = { $text } သည် တဂ် မဟုတ်ပါ
reader-tag-unquoted = { $tag } တဂ်၏ တန်ဖိုးကို ကိုးကားအမှတ်အသားများ ကြားတွင် ရေးရမည်
reader-unknown-game = { $text } သည် Tabiya ကစားသော ဂိမ်း မဟုတ်ပါ
reader-other-game = မှတ်တမ်းသည် { $named } မဟုတ်ဘဲ { $record } ဖြစ်သည်
reader-no-game-named = မည်သည့်ဂိမ်း ဖြစ်ကြောင်း ဖော်ပြသော Variant တဂ် မရှိပါ၊ { $option } ဖြင့် ဂိမ်းကို ဖော်ပြပါ
reader-fen-tag = ၎င်း၏ FEN ကို မဖတ်နိုင်ပါ: { $reason }
reader-not-legal-like = { $input } သည် ဤအနေအထားတွင် တရားဝင် ရွှေ့ကွက် မဟုတ်ပါ (ဆင်တူသော ရွှေ့ကွက်များ: { $candidates })
reader-ambiguous = { $input } သည် { $candidates } ဖြစ်နိုင်သည်
reader-refused = { $input }: { $reason }
reader-handicap = အရုပ်မလျှော့ပေးသော တန်းတူပွဲ (平手) များကိုသာ တင်သွင်းနိုင်သည်၊ { $handicap } ကို မတင်သွင်းနိုင်ပါ
reader-not-a-piece-in-hand = { $text } သည် လက်ထဲရှိ အရုပ် မဟုတ်ပါ
reader-not-a-count = { $text } သည် အရုပ်အရေအတွက်ဖြင့် မဆုံးပါ
reader-too-many-rows = ကစားခုံပုံတွင် အတန်း { $rows } တန်းထက် ပိုနေသည်
reader-row-width = ကစားခုံပုံ၏ အတန်းတစ်တန်းတွင် { $squares } ကွက် ရှိရမည်
reader-not-a-piece = { $text } သည် အရုပ် မဟုတ်ပါ
reader-off-board = ကစားခုံပုံ၏ အကွက်တစ်ကွက်သည် ကစားခုံ ပြင်ပတွင် ရှိနေသည်
reader-diagram = ကစားခုံပုံသည် တရားဝင် အနေအထား မဟုတ်ပါ: { $reason }
reader-start-after-moves = စတင်အနေအထားသည် ရွှေ့ကွက်များ မတိုင်မီ ရှိရမည်
reader-turn-after-moves = မည်သည့်ဘက် အရင်ရွှေ့မည်ကို ရွှေ့ကွက်များ မတိုင်မီ ဖော်ပြရမည်
reader-not-a-time = { $text } သည် အချိန် မဟုတ်ပါ
reader-several-games = ဤဖိုင်တွင် ပွဲများစွာ ပါဝင်သည်၊ တစ်ပွဲသာ ပို့ပါ
reader-after-end = { $text } သည် ပွဲပြီးဆုံးပြီးနောက်တွင် ရှိနေသည်
reader-not-a-statement = { $text } သည် CSA ဖော်ပြချက် မဟုတ်ပါ
reader-not-a-start-line = { $text } သည် CSA ၏ စတင်အနေအထား စာကြောင်း မဟုတ်ပါ
reader-not-a-handicap = { $text } သည် အရုပ်လျှော့ပေးချက် မဟုတ်ပါ: PI82HI ကဲ့သို့ အကွက်များနှင့် အရုပ်များ ဖြစ်ရမည်
reader-not-a-square = { $text } သည် ကစားခုံပေါ်တွင် မရှိသော အကွက်ကို ဖော်ပြသည်
reader-nothing-to-take-off = { $text } သည် { $square } မှ အရုပ်တစ်ရုပ်ကို ဖယ်ရှားသော်လည်း ထိုနေရာတွင် အရုပ် မရှိပါ
reader-not-a-board-line = { $text } သည် ကစားခုံ အတန်းတစ်တန်း၏ အကွက် ကိုးကွက် မဟုတ်ပါ
reader-not-squares-and-pieces = { $text } သည် အကွက်များနှင့် အရုပ်များ မဟုတ်ပါ
reader-all-remaining = { $text } (ကျန်ရှိသော အရုပ်အားလုံး) ကို မဖတ်ပါ
reader-not-in-hand = { $text } ကို လက်ထဲတွင် ကိုင်ထား၍ မရပါ
reader-start = စတင်အနေအထားကို အသုံးမပြုနိုင်ပါ: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN သည် ဗလာ ဖြစ်နေသည်
reader-fen-ranks = FEN တွင် အလျားလိုက်တန်း { $found } တန်း ရှိပြီး ဤကစားခုံတွင် { $board } တန်း ရှိသည်
reader-fen-plus-before-digit = ဂဏန်းတစ်လုံး၏ ရှေ့တွင် + ရှိနေသည်
reader-fen-empty-run = အကွက်လွတ် 0 ကွက် ဆက်တိုက်
reader-fen-double-plus = အရုပ်တစ်ရုပ်ကို ++ ဖြင့် ရေးထားသည်
reader-fen-not-a-piece = { $text } သည် ဤဂိမ်း၏ အရုပ် မဟုတ်ပါ
reader-fen-rank-too-long = အလျားလိုက်တန်း { $rank } သည် ကစားခုံ၏ အကျယ်ထက် ရှည်သည်
reader-fen-off-board = အကွက်တစ်ကွက်သည် ကစားခုံ ပြင်ပတွင် ရှိနေသည်
reader-fen-plus-at-end = အလျားလိုက်တန်းတစ်တန်း၏ အဆုံးတွင် + ရှိနေသည်
reader-fen-rank-width = အလျားလိုက်တန်း { $rank } တွင် ဒေါင်လိုက်တန်း { $found } တန်း ရှိပြီး ဤကစားခုံတွင် { $board } တန်း ရှိသည်
reader-fen-hand-unclosed = လက်ထဲရှိ အရုပ်များ အပိုင်းတွင် ပိတ်သော ] မရှိပါ
reader-fen-hand-text-after = လက်ထဲရှိ အရုပ်များ အပိုင်း၏ ] နောက်တွင် စာသား ရှိနေသည်
reader-fen-no-hands = ဤဂိမ်းတွင် လက်ထဲရှိ အရုပ်များ မရှိပါ
reader-fen-count-without-piece = လက်ထဲရှိ အရုပ်များ အပိုင်းမှ အရေအတွက်တစ်ခု၏ နောက်တွင် အရုပ် မပါပါ
reader-fen-hand-not-a-piece = လက်ထဲရှိ { $text } သည် ဤဂိမ်း၏ အရုပ် မဟုတ်ပါ
reader-fen-hand-too-many = လက်ထဲတွင် အရုပ်များ အလွန်များနေသည်
reader-fen-turn = { $text } သည် ရွှေ့ရမည့်ဘက် မဟုတ်ပါ: w သို့မဟုတ် b
reader-fen-rights = အခွင့်အရေး ကဏ္ဍ { $text } ကို မဖတ်နိုင်ပါ
reader-fen-count = ရေတွက်ခြင်း ကဏ္ဍ { $text } ကို မဖတ်နိုင်ပါ
reader-fen-halfmoves = ထက်ဝက်ရွှေ့ကွက် ရေတွက်ချက် { $text } သည် ဂဏန်း မဟုတ်ပါ
reader-fen-fullmoves = ရွှေ့ကွက်နံပါတ် { $text } သည် ဂဏန်း မဟုတ်ပါ
reader-fen-trailing = { $text } သည် FEN ၏ နောက်ဆုံး ကဏ္ဍနောက်တွင် ရှိနေသည်

## A position no game could have.
reader-position-off-board = { $square } တွင် အရုပ်တစ်ရုပ် ရှိနေပြီး ၎င်းသည် ဤကစားခုံ ပြင်ပ ဖြစ်သည်
reader-position-unknown-piece = ဤဂိမ်းတွင် မရှိသော အရုပ်တစ်ရုပ် ထိုနေရာတွင် ရှိနေသည်
reader-position-missing-king = { $side } တွင် ဘုရင် မရှိပါ
reader-position-too-many-kings = { $side } တွင် ဘုရင် တစ်ပါးထက် ပိုရှိသည်
reader-position-hand-too-large = နှစ်ဘက်၏ လက်ထဲတွင် အရုပ်များ အလွန်များနေသည်
reader-position-opposite-check = ရွှေ့ရန် အလှည့်မဟုတ်သော ဘက်သည် ချက်ခံနေရသည်
reader-position-pawn-on-back-rank = နယ်တစ်ရုပ်သည် ၎င်း၏ ကိုယ်ပိုင် ပထမတန်းဖြစ်သော { $square } တွင် ရှိနေသည်
reader-position-unreachable = { $square } ပေါ်ရှိ { $side } ၏ { $piece } သည် မည်သည့်ပွဲကမျှ ရောက်အောင် မပို့ဆောင်နိုင်သော နေရာတွင် ရှိနေသည်
reader-position-too-many-pieces = { $side } တွင် { $piece } သည် ဂိမ်း၏ အရုပ်အစုံ (ရာထူးတိုးမှုများ အပါအဝင်) ပေးနိုင်သည်ထက် ပိုများနေသည်
reader-position-double-pawn = { $side } တွင် { $square } ၏ ဒေါင်လိုက်တန်းပေါ်၌ ရာထူးမတိုးရသေးသော နယ် နှစ်ရုပ် ရှိသည်
reader-position-already-over = ပွဲသည် မစမီကပင် ပြီးဆုံးနေမည် (ရွှေ့ကွက် မရှိ သို့မဟုတ် အနိုင်အရှုံး ဆုံးဖြတ်ပြီးသား)

## Ashtapada: why a race refused an action.
reader-race-no-throw = ခရုခွံများကို အရင် ပစ်ပါ
reader-race-thrown = ခရုခွံများကို ပစ်ပြီးပါပြီ: အရုပ်တစ်ရုပ် ရွှေ့ပါ
reader-race-illegal = ဤပစ်ချက်ဖြင့် { $input } ကို မရွှေ့နိုင်ပါ
