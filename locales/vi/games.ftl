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
