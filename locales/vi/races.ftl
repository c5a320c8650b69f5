# Vietnamese (vi) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = Không gieo được vỏ ốc ({ $reason }); vui lòng thử lại.
race-no-such-rule = Ashtapada không có tùy chọn luật { $option }; chỉ có play-on (những người còn lại chơi tiếp để giành thứ hạng) và grace (được gieo thêm một lần sau khi ra 4 hoặc 8).
race-invite-yourself = Bạn không thể tự mời chính mình.
race-named-twice = { $who } bị nêu tên hai lần.
race-computer-seats = Một cuộc đua có bốn chỗ: máy chỉ được chiếm tối đa ba chỗ.

race-invites = Cuộc đua #{ $id }: { $who } mời { $invited } chơi Ashtapada, mỗi lượt { $days } ngày.
race-invites-with-rules = Cuộc đua #{ $id }: { $who } mời { $invited } chơi Ashtapada, mỗi lượt { $days } ngày, với { $rules }.
race-seats-in-order = Chỗ được xếp theo thứ tự tham gia: { $join } (hoặc { $decline }); cuộc đua bắt đầu khi mọi người đã trả lời.
race-and = { $list } và { $item }

race-not-invited = Bạn không được mời vào cuộc đua #{ $id }.
race-seated-already = Bạn đã có chỗ trong cuộc đua #{ $id }.
race-joins = { $who } tham gia cuộc đua #{ $id }.
race-declines = { $who } từ chối cuộc đua #{ $id }.
race-nobody-left = { $said } Không còn ai khác để chơi: cuộc đua #{ $id } bị hủy.
race-seat = { $who } ({ $seat }, xuất phát từ { $from })
race-begins = { $said } Cuộc đua #{ $id } bắt đầu: { $order }. { $who } gieo trước: { $throw }.
race-only-proposer-cancels = Chỉ người đề xuất cuộc đua #{ $id } mới có thể hủy nó; { $decline } để từ chối chỗ của bạn.
race-called-off = Cuộc đua #{ $id } đã bị { $who } hủy.

race-thrown-already = Cuộc đua #{ $id }: bạn đã gieo rồi; hãy đi một quân ({ $moves }).
race-refused = Cuộc đua #{ $id }: { $reason }
race-throws = Cuộc đua #{ $id }: { $who } gieo được { $value } ({ $openings } vỏ ngửa).
race-turn-passes = Không quân nào đi được: chuyển lượt.
race-move-with = Đi bằng { $moves }.
race-not-a-piece = Cuộc đua #{ $id }: { $text } không phải là một quân: hãy ghi enter, một ô (c3), hoặc c3x2 để đi cùng lúc hai quân của một cặp.
race-throw-first = Cuộc đua #{ $id }: hãy gieo trước ({ $throw }).
race-illegal = Cuộc đua #{ $id }: { $reason }; có thể đi: { $moves }.
race-moved = Cuộc đua #{ $id }: { $moved }

race-over-places = Cuộc đua #{ $id } kết thúc: { $winner } thắng; tiếp theo là { $rest }.
race-over-winner = Cuộc đua #{ $id } kết thúc: { $winner } thắng.
race-over = Cuộc đua #{ $id } đã kết thúc.
race-to-move = Đến lượt { $who } đi quân.
race-to-throw = Đến lượt { $who } gieo.

race-events = { $events }.
race-enters = một quân vào bàn ở { $to }
# $count chỉ là 1 hoặc 2.
race-advances = { $count ->
        [1] một quân
       *[other] hai quân
    } { $from } → { $to }
race-captures = bắt { $count } quân của { $who }
race-home = về đích

race-no-seat = Bạn không có chỗ trong cuộc đua #{ $id }.
race-timed-out-already = Bạn đã rời cuộc đua #{ $id } khi hết thời gian.
race-not-your-turn = Cuộc đua #{ $id }: đang là lượt của { $who }.
race-no-such = Không có cuộc đua #{ $id }.
race-not-begun = Cuộc đua #{ $id } chưa bắt đầu: mọi người được mời phải trả lời trước.
race-begun = Cuộc đua #{ $id } đã bắt đầu.
race-none-waiting = Không có cuộc đua nào ở đây đang chờ bạn. { $challenge } để mở một cuộc đua.
race-none-here = Bạn không có cuộc đua nào ở đây. { $challenge } để mở một cuộc đua.
race-several = Bạn có nhiều cuộc đua ở đây: { $races }. Hãy thêm race:ID.
race-number = #{ $id }
race-unreadable = Cuộc đua #{ $id }: không đọc được biên bản ở hành động { $action }.
race-unreplayable = Cuộc đua #{ $id }: không thể phát lại biên bản ở hành động { $action }: { $reason }.
race-board-title = Cuộc đua #{ $id } — Ashtapada
race-board-state = { $home } về đích, { $off } chờ vào bàn
race-board-finished = hoàn thành, hạng { $place }
race-board-left = đã rời cuộc đua
race-board-threw = { $name } gieo được { $value }
race-board-open = { $up } vỏ ngửa: { $value } ô
race-alt-board = { $title }. Bàn cờ Ashtapada.
race-alt-shape = { $shape ->
        [circle] hình tròn
        [square] hình vuông
        [triangle] hình tam giác
       *[diamond] hình thoi
    }
race-alt-seat = { $name } ({ $shape }, chữ { $letter }): { $pieces }; { $home } quân về đích, { $off } quân chờ vào bàn.
race-alt-seat-left = { $name } ({ $shape }, chữ { $letter }): đã rời cuộc đua.
race-alt-on = ở { $squares }
race-alt-nowhere = không có quân nào trên bàn
race-alt-double = một chồng { $count } quân ở { $square }
race-alt-throw = Lần gieo vừa rồi: { $name }, { $up } vỏ ngửa, đi { $value } ô.
race-alt-to-play = Đến lượt { $name }.

race-reminder = { $who }: còn { $left } để đi lượt của bạn trong cuộc đua #{ $id }.
race-lapsed = Cuộc đua #{ $id } đã hết hạn: không phải ai được mời cũng trả lời trong vòng { $days } ngày.
race-ran-out = Cuộc đua #{ $id }: { $who } đã hết thời gian và rời cuộc đua cùng các quân của mình.

race-line-open = Cuộc đua #{ $id } Ashtapada: đang chờ mọi người tham gia
race-line = Cuộc đua #{ $id } Ashtapada: { $turn }
race-line-timed = Cuộc đua #{ $id } Ashtapada: { $turn }, còn { $left }
race-your-move = lượt đi quân của bạn
race-your-throw = lượt gieo của bạn
race-their-turn = lượt của người khác
