# Vietnamese (vi) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

rules-game = { $name }. { $summary }
    Thế ban đầu: { $start }
    { $first }

rules-game-options = { $name }. { $summary }
    Thế ban đầu: { $start }
    { $first }
    Tùy chọn (rules:…): { $options }

rules-coin-first = Tung đồng xu để quyết định ai đi trước.

rules-side-first = { $side } đi trước.

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } không có quân { $piece }. Các quân của trò này: { $pieces }.

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    Trong hình: dấu chấm ở nơi quân đi được, vòng tròn quanh quân mà nó ăn được.

rules-not-a-square = { $square } không phải là một ô của { $name }: hãy ghi theo nhãn trên bàn cờ, ví dụ { $example }.

rules-no-piece-on = Ván #{ $game }: không có quân nào ở { $square }.

rules-moves-over = Ván #{ $game }: quân { $piece } ở { $square } ({ $side }) — ván cờ đã kết thúc.

rules-moves-none = Ván #{ $game }: quân { $piece } ở { $square } ({ $side }) hiện không đi được.

rules-moves = Ván #{ $game }: quân { $piece } ở { $square } ({ $side }){ $waiting ->
        [yes] , khi đến lượt bên mình,
       *[no] {""}
    }{ $reach ->
        [go] {" "}có thể đi đến { $goes }
        [take] {" "}có thể ăn quân ở { $takes }
       *[both] {" "}có thể đi đến { $goes } và ăn quân ở { $takes }
    }.

rules-no-such-command = Không có lệnh { $command }; { $help } liệt kê các lệnh.

rules-unknown-game = không có trò chơi { $name }; các trò chơi hiện có: { $games }
rules-no-option = { $game } không có tùy chọn luật { $option } (trò này không có tùy chọn nào)
rules-no-option-among = { $game } không có tùy chọn luật { $option }; các tùy chọn của trò này: { $known }
rules-caption = #{ $id } { $game } — { $piece } ở { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = Thế cờ ban đầu của { $game }: { $alt }
book-pieces-legend = Ô được làm nổi bật là ô có quân cờ đang xét; dấu chấm đánh dấu ô nó có thể đi tới, vòng tròn đánh dấu quân đối phương nó có thể ăn. Các quân khác được đặt ở những chỗ làm thay đổi cách nó có thể đi.
book-no-options = Trò này không có tùy chọn nào: các luật ở trên là luật duy nhất.
