# Mongolian (mn) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

rules-game = { $name }. { $summary }
    Эхлэл: { $start }
    { $first }

rules-game-options = { $name }. { $summary }
    Эхлэл: { $start }
    { $first }
    Сонголтууд (rules:…): { $options }

rules-coin-first = Хэн эхэлж нүүхийг зоос шидэж шийднэ.

rules-side-first = { $side } эхэлж нүүнэ.

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } төрөлд { $piece } гэсэн дүрс байхгүй. Дүрсүүд нь: { $pieces }.

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    Зураг дээр: нүүж болох нүдийг цэгээр, идэж болох дүрсийг дугуйгаар тэмдэглэсэн.

rules-not-a-square = { $square } нь { $name } төрлийн нүд биш: хөлөг дээрх тэмдэглэгээний дагуу бичнэ үү, жишээ нь { $example }.

rules-no-piece-on = #{ $game } өрөг: { $square } нүдэнд дүрс алга.

rules-moves-over = #{ $game } өрөг: { $square } нүдэн дээрх { $piece } ({ $side }) — өрөг дууссан.

rules-moves-none = #{ $game } өрөг: { $square } нүдэн дээрх { $piece } ({ $side }) одоо нүүх боломжгүй.

rules-moves = #{ $game } өрөг: { $square } нүдэн дээрх { $piece } ({ $side }){ $waiting ->
        [yes] , өөрийн талын ээлж ирэхэд,
       *[no] {""}
    }{ $reach ->
        [go] {" "}{ $goes } нүд рүү нүүж чадна
        [take] {" "}{ $takes } нүдэн дээр идэж чадна
       *[both] {" "}{ $goes } нүд рүү нүүж, { $takes } нүдэн дээр идэж чадна
    }.

rules-no-such-command = { $command } гэсэн команд байхгүй; { $help } нь командуудын жагсаалтыг харуулна.

rules-unknown-game = { $name } гэсэн тоглоом алга; боломжит тоглоомууд: { $games }
rules-no-option = { $game } төрөлд { $option } гэсэн дүрмийн сонголт байхгүй (энэ төрөлд сонголт огт байхгүй)
rules-no-option-among = { $game } төрөлд { $option } гэсэн дүрмийн сонголт байхгүй; сонголтууд нь: { $known }

rules-caption = #{ $id } { $game } — { $square } нүдэн дээрх { $piece }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = Эхлэх байрлал ({ $game }): { $alt }
book-pieces-legend = Тодруулсан нүдэнд тухайн дүрс байна; цэг нь түүний нүүж болох нүдийг, цагираг нь түүний идэж болох өрсөлдөгчийн дүрсийг тэмдэглэнэ. Бусад дүрсийг түүний хийж чадах зүйлийг өөрчлөх байрлалд тавьсан.
book-no-options = Энэ төрөлд сонголт байхгүй: дээрх дүрэм л цорын ганц дүрэм.
