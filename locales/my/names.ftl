# Burmese (my) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.
#
# စစ်တုရင်: မင်းကြီး၊ စစ်ကဲ၊ ဆင်၊ မြင်း၊ ရထား၊ နယ် (ရိုမန်စာလုံးဖြင့် အရင်းအမြစ်ရှိ — Min-gyi, Sit-ke, Sin,
# Myin, Yattah, Nè; မြန်မာစာလုံးပေါင်းကို ကစားသူများ မစစ်ဆေးရသေးပါ)။
# အခြားပွဲများ: နိုင်ငံအမည် + စစ်တုရင် (ဤဖိုင်တွဲရှိ အခြားဖိုင်များကဲ့သို့)၊ ရထား နှင့် ဘစ်ရှော့ သည် Lichess အတိုင်း။
# ကွင်းထဲရှိ အမည်သည် တူညီသော သို့မဟုတ် ဆင်တူသော စစ်တုရင်အရုပ်ကို ပြသည်။

game-ashtapada = အဋ္ဌပဒ

game-chaturanga = စတုရင်္ဂ
side-chaturanga-first = အဖြူ
side-chaturanga-second = အမည်း
piece-chaturanga-king = ဘုရင်
piece-chaturanga-counsellor = အမတ်
piece-chaturanga-elephant = ဆင်
piece-chaturanga-horse = မြင်း
piece-chaturanga-chariot = ရထား
piece-chaturanga-foot-soldier = ခြေလျင်

game-shatranj = ပါရှန်းစစ်တုရင်
side-shatranj-first = အဖြူ
side-shatranj-second = အမည်း
piece-shatranj-king = ဘုရင်
piece-shatranj-counsellor = အတိုင်ပင်ခံ
piece-shatranj-elephant = ဆင်
piece-shatranj-horse = မြင်း
piece-shatranj-chariot = ရထား
piece-shatranj-foot-soldier = ခြေလျင်

game-senterej = အီသီယိုးပီးယားစစ်တုရင်
side-senterej-first = အဖြူ
side-senterej-second = အမည်း
piece-senterej-king = ဘုရင်
piece-senterej-counsellor = အတိုင်ပင်ခံ
piece-senterej-elephant = ဆင်
piece-senterej-horse = မြင်း
piece-senterej-castle = ရဲတိုက်
piece-senterej-pawn = နယ်

game-ninthcentury = ၉ ရာစု အိန္ဒိယစစ်တုရင်
side-ninthcentury-first = အဖြူ
side-ninthcentury-second = အမည်း
piece-ninthcentury-king = ဘုရင်
piece-ninthcentury-counsellor = အမတ်
piece-ninthcentury-elephant-dabbbah = ဆင် (ဒဗ်ဘာဘာ)
piece-ninthcentury-horse = မြင်း
piece-ninthcentury-chariot = ရထား
piece-ninthcentury-foot-soldier = ခြေလျင်

game-sittuyin = စစ်တုရင်
side-sittuyin-first = အဖြူ
side-sittuyin-second = အမည်း
piece-sittuyin-king = မင်းကြီး
piece-sittuyin-general-counsellor = စစ်ကဲ
piece-sittuyin-elephant = ဆင်
piece-sittuyin-horse = မြင်း
piece-sittuyin-chariot = ရထား
piece-sittuyin-soldier = နယ်

game-makruk = ထိုင်းစစ်တုရင်
side-makruk-first = အဖြူ
side-makruk-second = အမည်း
piece-makruk-king = ဘုရင်
piece-makruk-counsellor = အတိုင်ပင်ခံ (စစ်ကဲ)
piece-makruk-nobleman = မှူးမတ်
piece-makruk-horse = မြင်း
piece-makruk-boat = လှေ
piece-makruk-cowrie-shell-pawn = ခရုခွံ (နယ်)

game-ouk = ကမ္ဘောဒီးယားစစ်တုရင်
side-ouk-first = အဖြူ
side-ouk-second = အမည်း
piece-ouk-king = ဘုရင်
piece-ouk-maiden-counsellor = အပျို (စစ်ကဲ)
piece-ouk-pillar = တိုင်
piece-ouk-horse = မြင်း
piece-ouk-boat = လှေ
piece-ouk-fish-pawn = ငါး (နယ်)

game-shatar = မွန်ဂိုစစ်တုရင်
side-shatar-first = အဖြူ
side-shatar-second = အမည်း
piece-shatar-lord-king = သခင် (ဘုရင်)
piece-shatar-big-animal = တိရစ္ဆာန်ကြီး
piece-shatar-camel-bishop = ကုလားအုတ် (ဘစ်ရှော့)
piece-shatar-horse = မြင်း
piece-shatar-chariot = ရထား
piece-shatar-child-pawn = ကလေး (နယ်)
piece-shatar-amazon-horse = အမေဇုံမြင်း

game-xiangqi = တရုတ်စစ်တုရင်
side-xiangqi-first = အနီ
side-xiangqi-second = အမည်း
piece-xiangqi-general = { $side ->
       *[any] စစ်သူကြီး
    }
piece-xiangqi-advisor = { $side ->
       *[any] အတိုင်ပင်ခံ
    }
piece-xiangqi-elephant = { $side ->
       *[any] ဆင်
    }
piece-xiangqi-horse = မြင်း
piece-xiangqi-chariot = ရထား
piece-xiangqi-cannon = အမြောက်
piece-xiangqi-soldier = { $side ->
       *[any] စစ်သား
    }

game-janggi = ကိုရီးယားစစ်တုရင်
side-janggi-first = ချို
side-janggi-second = ဟန်
piece-janggi-general = စစ်သူကြီး
piece-janggi-guard = ကိုယ်ရံတော်
piece-janggi-elephant = ဆင်
piece-janggi-horse = မြင်း
piece-janggi-chariot = ရထား
piece-janggi-cannon = အမြောက်
piece-janggi-soldier = { $side ->
       *[any] စစ်သား
    }

game-heianshogi = ဟေအန်ခေတ် ဂျပန်စစ်တုရင်
side-heianshogi-first = ဆန်တေ
side-heianshogi-second = ဂိုတေ
piece-heianshogi-king = ဘုရင်
piece-heianshogi-gold-general = ရွှေစစ်သူကြီး
piece-heianshogi-silver-general = ငွေစစ်သူကြီး
piece-heianshogi-knight = မြင်း
piece-heianshogi-lance = လှံ
piece-heianshogi-pawn = နယ်
piece-heianshogi-promoted-pawn = ရာထူးတိုးနယ်
piece-heianshogi-promoted-silver = ရာထူးတိုး ငွေစစ်သူကြီး
piece-heianshogi-promoted-knight = ရာထူးတိုးမြင်း
piece-heianshogi-promoted-lance = ရာထူးတိုးလှံ

game-shoshogi = ဂျပန်စစ်တုရင်ငယ်
side-shoshogi-first = ဆန်တေ
side-shoshogi-second = ဂိုတေ
piece-shoshogi-king = ဘုရင်
piece-shoshogi-gold-general = ရွှေစစ်သူကြီး
piece-shoshogi-silver-general = ငွေစစ်သူကြီး
piece-shoshogi-knight = မြင်း
piece-shoshogi-lance = လှံ
piece-shoshogi-pawn = နယ်
piece-shoshogi-rook = ရထား
piece-shoshogi-bishop = ဘစ်ရှော့
piece-shoshogi-drunk-elephant = ဆင်မူး
piece-shoshogi-promoted-pawn = ရာထူးတိုးနယ်
piece-shoshogi-promoted-silver = ရာထူးတိုး ငွေစစ်သူကြီး
piece-shoshogi-promoted-knight = ရာထူးတိုးမြင်း
piece-shoshogi-promoted-lance = ရာထူးတိုးလှံ
piece-shoshogi-dragon-king = နဂါးမင်း
piece-shoshogi-dragon-horse = နဂါးမြင်း
piece-shoshogi-crown-prince = အိမ်ရှေ့မင်းသား

game-shogi = ဂျပန်စစ်တုရင်
side-shogi-first = ဆန်တေ
side-shogi-second = ဂိုတေ
piece-shogi-king = ဘုရင်
piece-shogi-gold-general = ရွှေစစ်သူကြီး
piece-shogi-silver-general = ငွေစစ်သူကြီး
piece-shogi-knight = မြင်း
piece-shogi-lance = လှံ
piece-shogi-pawn = နယ်
piece-shogi-rook = ရထား
piece-shogi-bishop = ဘစ်ရှော့
piece-shogi-promoted-pawn = ရာထူးတိုးနယ်
piece-shogi-promoted-silver = ရာထူးတိုး ငွေစစ်သူကြီး
piece-shogi-promoted-knight = ရာထူးတိုးမြင်း
piece-shogi-promoted-lance = ရာထူးတိုးလှံ
piece-shogi-dragon-king = နဂါးမင်း
piece-shogi-dragon-horse = နဂါးမြင်း
