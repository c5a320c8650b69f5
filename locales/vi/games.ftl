# Vietnamese (vi) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

games-paused = Ván #{ $id } thuộc một giải đấu đang bị ban tổ chức tạm dừng; các nước đi sẽ chờ đến khi giải đấu tiếp tục.
games-setup-first = Ván #{ $id }: trước tiên mỗi bên chọn cách bày quân: /setup masangsangma, sangmamasang, masangmasang hoặc sangmasangma.
games-not-your-move = Chưa đến lượt bạn trong ván #{ $id }; đang là lượt của { $who }.
games-not-a-player = Bạn không phải là người chơi của ván #{ $id }.
games-several = Bạn có nhiều ván ở đây: { $games }. Hãy thêm game:ID để chỉ rõ ván nào.
games-over = Ván #{ $id } đã kết thúc.
games-not-yours = Ván #{ $id } không phải của bạn và không được chơi ở đây.
games-none = Bạn không có ván nào đang chơi.
games-board = Ván #{ $id }. { $position }

games-ratings = Hệ số: { $white }, { $black }.
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }
games-line = #{ $id } { $game } gặp { $opponent }: { $turn ->
        [mine] đến lượt bạn
       *[theirs] đến lượt đối thủ
    }{ $left }
games-left = , còn { $left }
games-more = … và { $count } ván nữa ({ $mine } ván đến lượt bạn, { $theirs } ván đến lượt đối thủ); { $board } để xem bất kỳ ván nào.
games-vacation = Bạn đang nghỉ đến { $until }; đồng hồ của bạn đang tạm dừng.
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) gặp { $black } ({ $black_side }) — { $state }
games-caption-to-move = Đến lượt { $side }

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. Đến lượt { $side }.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }Nước vừa đi: phong cấp tại chỗ ở { $square }.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }Nước vừa đi: { $piece } từ { $from } đến { $to }.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }Nước vừa đi: { $piece } được đặt vào { $square }.
alt-last-pass = { " " }Nước vừa đi: bỏ lượt.
alt-check = { " " }Chiếu tướng.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }Quân { $piece } ở { $square } { $reach ->
        [none] không đi được.
        [moves] đi được tới { $moves }.
        [takes] ăn được quân ở { $takes }.
       *[both] đi được tới { $moves } và ăn được quân ở { $takes }.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; trong tay { $n } { $piece }
# The next piece in hand. As alt-hand.
alt-hand-next = , { $n } { $piece }
