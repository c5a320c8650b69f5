# Amharic (am) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

rules-game = { $name }። { $summary }
    መነሻ: { $start }
    { $first }

rules-game-options = { $name }። { $summary }
    መነሻ: { $start }
    { $first }
    አማራጮች (rules:…): { $options }

rules-coin-first = መጀመሪያ ማን እንደሚንቀሳቀስ ሳንቲም ይወስናል።

rules-side-first = { $side } መጀመሪያ ይንቀሳቀሳል።

rules-option = { $key } — { $summary }

rules-options = { $first }፤ { $rest }

rules-no-such-piece = { $name } { $piece } የሚባል ጠጠር የለውም። ጠጠሮቹ: { $pieces }።

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    በሥዕሉ ላይ: ነጥብ የሚሄድበትን ካሬ፣ ቀለበት የሚበላውን ጠጠር ያሳያል።

rules-not-a-square = { $square } የ{ $name } ካሬ አይደለም: ሰሌዳው በሚሰይመው መንገድ ይጻፉ፣ ለምሳሌ { $example }።

rules-no-piece-on = ጨዋታ #{ $game }: { $square } ላይ ጠጠር የለም።

rules-moves-over = ጨዋታ #{ $game }: { $square } ላይ ያለው { $piece } ({ $side }) — ጨዋታው አብቅቷል።

rules-moves-none = ጨዋታ #{ $game }: { $square } ላይ ያለው { $piece } ({ $side }) አሁን መንቀሳቀስ አይችልም።

rules-moves = ጨዋታ #{ $game }: { $square } ላይ ያለው { $piece } ({ $side }){ $waiting ->
        [yes] ፣ የወገኑ ተራ ሲደርስ፣
       *[no] {""}
    }{ $reach ->
        [go] {" "}ወደ { $goes } መሄድ ይችላል
        [take] {" "}{ $takes } ላይ መብላት ይችላል
       *[both] {" "}ወደ { $goes } መሄድ፣ እንዲሁም { $takes } ላይ መብላት ይችላል
    }።

rules-no-such-command = { $command } የሚባል ትዕዛዝ የለም፤ { $help } ትዕዛዞቹን ይዘረዝራል።

rules-unknown-game = { $name } የሚባል ጨዋታ የለም፤ ያሉት ጨዋታዎች: { $games }
rules-no-option = { $game } { $option } የሚባል የሕግ አማራጭ የለውም (ምንም አማራጭ የለውም)
rules-no-option-among = { $game } { $option } የሚባል የሕግ አማራጭ የለውም፤ ያሉት አማራጮች: { $known }

rules-caption = #{ $id } { $game } — { $square } ላይ ያለው { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = የ{ $game } መነሻ አቀማመጥ፦ { $alt }
book-pieces-legend = ጎልቶ የታየው ሳጥን ጠጠሩን ይዟል፤ ነጥብ ሊሄድበት የሚችለውን ሳጥን፣ ቀለበት ደግሞ ሊበላው የሚችለውን የተቃዋሚ ጠጠር ያመለክታል። ሌሎች ጠጠሮች የሚችለውን ነገር በሚቀይሩበት ቦታ ላይ ተቀምጠዋል።
book-no-options = ይህ ጨዋታ ምንም አማራጭ የለውም፤ ከላይ ያሉት ሕጎች ብቻ ናቸው።
