# Vietnamese (vi) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

tournament-title = Giải đấu #{ $id }
tournament-title-named = Giải đấu #{ $id } “{ $name }”

tournament-per-move = { $days } ngày mỗi nước

tournament-too-many = Kênh này đã có { $running } giải đấu đang đăng ký hoặc đang diễn ra, mức tối đa cho phép; hãy tạo giải mới khi một trong số đó kết thúc.

tournament-vacation-cap = { " " }Nghỉ phép: tối đa { $days } ngày cho mỗi người chơi.
tournament-until = { " " }(đến { $time })
tournament-standard-rules = luật chuẩn
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: giải hệ Thụy Sĩ { $rounds ->
        [0] với số vòng tùy theo số người chơi
       *[other] { $rounds } vòng
    }, { $game }, { $rules }, { $per_move }, { $rated ->
        [yes] tính điểm
       *[no] giao hữu
    }, tối đa { $size } người chơi, do { $organizer } tổ chức. Xếp cặp theo hệ Hà Lan (Dutch) của FIDE, từng vòng một; mỗi vòng kéo dài tối đa { $round_days } ngày, ván nào chưa kết thúc khi hết vòng được tính hòa.{ $cap } { $join } để tham gia{ $until }; người tổ chức bắt đầu giải bằng { $start }.

tournament-created-round-robin = { $name }: giải vòng tròn { $cycles ->
        [2] hai lượt
       *[other] một lượt
    }, { $game }{ $options }, { $per_move }, { $rated ->
        [yes] tính điểm
       *[no] giao hữu
    }, tối đa { $size } người chơi, do { $organizer } tổ chức. { $join } để tham gia{ $until }; người tổ chức bắt đầu giải bằng { $start }.{ $cap }

tournament-not-taking = { $name } không nhận thêm người chơi.
tournament-registration-closed-at = { $name } đã đóng đăng ký lúc { $time }.
tournament-full = { $name } đã đủ người ({ $count } người chơi).
tournament-already-in = Bạn đã tham gia { $name } rồi.
tournament-joins = { $who } tham gia { $name } ({ $count } người chơi).
tournament-started-withdraw = { $name } đã bắt đầu; { $withdraw } để rời giải (các ván chưa chơi của bạn sẽ bị xử thua).
tournament-you-are-not-in = Bạn không tham gia { $name }.
tournament-leaves = { $who } rời { $name }.
tournament-already-started = { $name } đã bắt đầu rồi.
tournament-has-started = { $name } đã bắt đầu.
tournament-open-again = { $name } mở đăng ký lại: { $join }.
tournament-closed = { $name } đã đóng đăng ký.

tournament-organizer-only = Trong { $name }, chỉ người tổ chức { $organizer } mới có thể { $action ->
        [start] bắt đầu giải
        [open] mở đăng ký
        [close] đóng đăng ký
        [replace] thay người chơi
        [pause] tạm dừng giải
        [resume] cho giải tiếp tục
        [adjudicate] phân xử ván đấu
        [withdraw] rút tên người chơi khác
       *[cancel] hủy giải
    }.

tournament-not-started-replace = { $name } chưa bắt đầu; người chơi tự tham gia và tự rời giải.
tournament-not-playing = { $who } không thi đấu trong { $name }.
tournament-already-has = { $who } đã ở trong { $name } rồi.
tournament-replaces = { $new } thay { $old } trong { $name }: nhận chỗ và { $moved } ván chưa kết thúc; các ván đã xong vẫn được tính.

tournament-not-running = { $name } không đang diễn ra.
tournament-game-missing = Ván #{ $game } của { $name } không có trong cơ sở dữ liệu; chưa có gì thay đổi.
tournament-paused = { $name } tạm dừng: { $stopped } đồng hồ đã dừng; các nước đi sẽ chờ đến khi người tổ chức cho giải tiếp tục.
tournament-not-paused = { $name } không bị tạm dừng.
tournament-missing = { $name } không có trong cơ sở dữ liệu.
tournament-resumes = { $name } tiếp tục: { $count } đồng hồ chạy lại với thời gian còn lại trước đó.

tournament-which-game = Ván nào? { $usage }
tournament-not-its-game = Ván #{ $game } không thuộc { $name }.
tournament-no-such-game = Không có ván #{ $game }.
tournament-game-over = Ván #{ $game } đã kết thúc.
tournament-adjudicated = Ván #{ $game } đã kết thúc: { $result } theo phân xử ({ $name }).
tournament-adjudicated-rated = Ván #{ $game } đã kết thúc: { $result } theo phân xử ({ $name }). { $ratings }
tournament-not-in = { $who } không tham gia { $name }.
tournament-already-over = { $name } đã kết thúc rồi.
tournament-cancelled = { $name } đã bị hủy{ $aborted ->
        [0] {""}
       *[other] ; { $aborted } ván đang diễn ra đã bị hủy
    }.

tournament-no-such = Không có giải đấu #{ $id }.
tournament-none-here = Ở đây không có giải đấu nào; { $create } để mở một giải.
tournament-several = Có nhiều giải đấu ở đây: { $ids }. Hãy thêm số của giải.

tournament-too-few = { $name } cần ít nhất 3 người chơi để bắt đầu; hiện có { $count }.
tournament-too-few-swiss = { $name } cần ít nhất 4 người chơi để bắt đầu giải hệ Thụy Sĩ; hiện có { $count }.
tournament-starts = { $name } bắt đầu: { $players } người chơi, { $games } ván, tất cả bắt đầu cùng lúc ({ $per_move }). Số thứ tự: { $numbers }. { $pairings } liệt kê các ván; { $mine } hiển thị ván của bạn.
tournament-starts-swiss =
    { $name } bắt đầu: giải hệ Thụy Sĩ { $rounds } vòng{ $note } cho { $players } người chơi, { $per_move }. Số thứ tự: { $numbers }.
    { $first }
tournament-rounds-capped = { " " }(đã yêu cầu { $asked } vòng; { $players } người chơi chỉ có thể đấu tối đa { $most } vòng)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = Bạn không thi đấu trong Giải đấu #{ $id } đang diễn ra.
tournament-mine-none = Bạn không thi đấu trong giải đấu nào đang diễn ra.
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , vòng { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— tạm dừng
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(vòng đấu kết thúc sau { $left })
tournament-mine-game = { "  " }#{ $game } vòng { $round } gặp { $opponent } ({ $side }): { $turn ->
        [mine] đến lượt bạn
       *[theirs] đến lượt đối thủ
    }{ $left }
tournament-mine-left = , còn { $left }
tournament-mine-bye = { "  " }miễn đấu vòng này (được 1 điểm)
tournament-mine-waiting = { "  " }không có ván nào đang chơi: đang chờ vòng tiếp theo

tournament-unpairable =
    { $name } kết thúc sau vòng { $round }: không thể xếp cặp vòng { $next } ({ $why }). Bảng xếp hạng chung cuộc:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = Miễn đấu (1 điểm): { $who } ({ $number })
tournament-round =
    { $name }, vòng { $round }/{ $rounds }, hạn chót { $until }:
    { $lines }
tournament-game-begins = Ván #{ $game } ({ $name }, vòng { $round }) bắt đầu: đến lượt bạn, { $who }.
tournament-round-deadline = Ván #{ $game } đã kết thúc: vòng { $round } của { $name } đã hết hạn; ván cờ được tính hòa.

tournament-already-withdrawn = { $who } đã rút lui rồi.
tournament-over = { $name } đã kết thúc.
tournament-withdraws = { $who } rút lui khỏi { $name }; { $count } ván chưa chơi bị xử thua.
tournament-final =
    { $name } đã kết thúc. Bảng xếp hạng chung cuộc:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }, Buchholz trung vị { $median }, SB { $sb }, điểm lũy tiến { $progressive }){ $withdrew ->
        [yes] , đã rút lui
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, { $wins } ván thắng){ $withdrew ->
        [yes] , đã rút lui
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } chưa bắt đầu.
tournament-registered = { $name } chưa bắt đầu; { $count } người đã đăng ký: { $names }.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = bảng xếp hạng chung cuộc
tournament-state-cancelled = đã hủy
tournament-state-playing = còn { $count } ván đang diễn ra
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = Vòng { $round }:{ $items }
tournament-pairings-bye = { " " }miễn đấu: { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (xử thua)
tournament-result-in-play = đang diễn ra

## The crosstable's picture: its columns and its words.
tournament-chart-player = Người chơi
tournament-chart-points = Điểm
tournament-chart-tiebreak = Hệ số phụ
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (số thứ tự { $number }): { $points } điểm, { $tiebreak }
