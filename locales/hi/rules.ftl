# Hindi (hi) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

rules-game = { $name }। { $summary }
    शुरुआत: { $start }
    { $first }

rules-game-options = { $name }। { $summary }
    शुरुआत: { $start }
    { $first }
    विकल्प (rules:…): { $options }

rules-coin-first = सिक्का उछालकर तय होता है कि पहली चाल किसकी होगी।

rules-side-first = पहली चाल { $side } की।

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } में { $piece } नाम का कोई मोहरा नहीं है। इसके मोहरे: { $pieces }।

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    चित्र में: जहाँ यह जा सकता है वहाँ बिंदु, और जिसे यह काट सकता है उसके चारों ओर घेरा।

rules-not-a-square = { $square } { $name } का कोई खाना नहीं है: इसे वैसे लिखें जैसे बोर्ड पर अंकित है, जैसे { $example }।

rules-no-piece-on = खेल #{ $game }: { $square } पर कोई मोहरा नहीं है।

rules-moves-over = खेल #{ $game }: { $square } पर { $piece } ({ $side }) — खेल समाप्त हो चुका है।

rules-moves-none = खेल #{ $game }: { $square } पर { $piece } ({ $side }) अभी नहीं चल सकता।

rules-moves = खेल #{ $game }: { $square } पर { $piece } ({ $side }){ $waiting ->
        [yes] , अपने पक्ष की बारी आने पर,
       *[no] {""}
    }{ $reach ->
        [go] {" "}{ $goes } पर जा सकता है
        [take] {" "}{ $takes } पर काट सकता है
       *[both] {" "}{ $goes } पर जा सकता है और { $takes } पर काट सकता है
    }।

rules-no-such-command = { $command } नाम की कोई कमांड नहीं है; { $help } सभी कमांड दिखाता है।

rules-unknown-game = अज्ञात खेल { $name }; उपलब्ध खेल: { $games }
rules-no-option = { $game } में { $option } नाम का कोई नियम विकल्प नहीं है (इसमें कोई विकल्प नहीं है)
rules-no-option-among = { $game } में { $option } नाम का कोई नियम विकल्प नहीं है; इसके विकल्प: { $known }
rules-caption = #{ $id } { $game } — { $square } पर { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = { $game } की आरंभिक स्थिति: { $alt }
book-pieces-legend = उभारे गए खाने में वह मोहरा है; बिंदु उस खाने को दिखाता है जहाँ वह जा सकता है, और छल्ला शत्रु के उस मोहरे को जिसे वह काट सकता है। बाकी मोहरे वहाँ रखे गए हैं जहाँ वे उसकी चालों को बदलते हैं।
book-no-options = इस खेल में कोई विकल्प नहीं है: ऊपर के नियम ही इसके एकमात्र नियम हैं।
