# Burmese (my) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

rules-game = { $name }။ { $summary }
    အစ: { $start }
    { $first }

rules-game-options = { $name }။ { $summary }
    အစ: { $start }
    { $first }
    ရွေးချယ်စရာများ (rules:…): { $options }

rules-coin-first = မည်သူ အရင်ရွှေ့မည်ကို ခေါင်းပန်းလှန်၍ ဆုံးဖြတ်သည်။

rules-side-first = { $side } အရင် ရွှေ့သည်။

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } တွင် { $piece } ဟူသော အရုပ် မရှိပါ။ ၎င်း၏ အရုပ်များ: { $pieces }။

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    ပုံတွင်: သွားနိုင်သော နေရာတွင် အစက်၊ စားနိုင်သော အရုပ်ပတ်လည်တွင် အဝိုင်း။

rules-not-a-square = { $square } သည် { $name } ၏ အကွက် မဟုတ်ပါ: ခုံပေါ်ရှိ အမှတ်အသားအတိုင်း ရေးပါ၊ ဥပမာ { $example }။

rules-no-piece-on = ပွဲ #{ $game }: { $square } တွင် အရုပ် မရှိပါ။

rules-moves-over = ပွဲ #{ $game }: { $square } ရှိ { $piece } ({ $side }) — ပွဲ ပြီးဆုံးပါပြီ။

rules-moves-none = ပွဲ #{ $game }: { $square } ရှိ { $piece } ({ $side }) ယခု မရွှေ့နိုင်ပါ။

rules-moves = ပွဲ #{ $game }: { $square } ရှိ { $piece } ({ $side }){ $waiting ->
        [yes] {" "}သည် ၎င်းဘက်၏ အလှည့်ရောက်သောအခါ
       *[no] {""}
    }{ $reach ->
        [go] {" "}{ $goes } သို့ သွားနိုင်သည်
        [take] {" "}{ $takes } တွင် စားနိုင်သည်
       *[both] {" "}{ $goes } သို့ သွားနိုင်ပြီး { $takes } တွင် စားနိုင်သည်
    }။

rules-no-such-command = { $command } မရှိပါ။ { $help } သည် အမိန့်များကို ပြသည်။

rules-unknown-game = မသိသော ဂိမ်း { $name }၊ ရှိသော ဂိမ်းများ: { $games }
rules-no-option = { $game } တွင် စည်းမျဉ်း ရွေးချယ်စရာ { $option } မရှိပါ (ရွေးချယ်စရာ လုံးဝ မရှိပါ)
rules-no-option-among = { $game } တွင် စည်းမျဉ်း ရွေးချယ်စရာ { $option } မရှိပါ၊ ၎င်း၏ ရွေးချယ်စရာများ: { $known }

# ကစားခုံပေါ်ရှိ အရုပ်တစ်ရုပ်၏ ရွှေ့ကွက်များ စာတန်း။
rules-caption = #{ $id } { $game } — { $square } ရှိ { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game } ၏ စတင်နေရာချထားပုံ: { $alt }
book-pieces-legend = အသားပေးပြထားသော ကွက်တွင် ထိုအရုပ် ရှိသည်။ အစက်သည် ယင်းရွှေ့နိုင်သော ကွက်ကို၊ အဝိုင်းသည် ယင်းစားနိုင်သော ရန်သူ့အရုပ်ကို ပြသည်။ အခြားအရုပ်များကို ယင်းလုပ်နိုင်သည်များ ပြောင်းလဲစေမည့် နေရာများတွင် ထားသည်။
book-no-options = ဤပွဲတွင် ရွေးချယ်စရာ မရှိပါ: အထက်ပါ စည်းမျဉ်းများသာ ရှိသည်။
