# Vietnamese (vi) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

play-abort-too-late = Chỉ có thể hủy ván trước khi cả hai bên đi nước đầu tiên; hãy đề nghị hòa hoặc chịu thua.

play-not-a-placement = { $drop } không phải là một nước đặt quân như K@e2 (chữ cái của quân, @, ô).

play-turn-thinking = { $who } ({ $side }) đang suy nghĩ
play-turn-to-move = Đến lượt { $who } ({ $side })
play-turn-to-move-away = Đến lượt { $who } ({ $side }) (đang nghỉ đến { $until }; đồng hồ tạm dừng chờ)
play-your-move = Đến lượt bạn trong ván #{ $id }, { $who }.

play-game-refused = Ván #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } không phải là nước đi
refusal-not-legal = { $input } không phải là nước đi hợp lệ ở thế cờ này
refusal-not-legal-but = { $input } không phải là nước đi hợp lệ ở thế cờ này; ý bạn là { $candidates }?
refusal-which = { $input } có thể là { $candidates }; hãy chỉ rõ nước nào
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } hoặc { $rest }
refusal-game-over = ván cờ đã kết thúc
refusal-not-your-turn = chưa đến lượt bạn
refusal-illegal-move = nước đi đó không hợp lệ ở thế cờ này
refusal-jishogi-only-shogi = chỉ Shogi mới có jishōgi
refusal-impasse-not-your-turn = hãy tuyên bố thế giằng co trong lượt của bạn
refusal-impasse-kings-not-entered = chỉ được tuyên bố thế giằng co khi cả hai Vua đều đã vào trận địa đối phương
refusal-no-impasse-claim = đối phương không tuyên bố thế giằng co nào để bạn chấp nhận
refusal-setup-chosen-once = cách bày quân chỉ được chọn một lần, trước nước đi đầu tiên
refusal-no-standard-setup = thế cờ này không có cách bày quân chuẩn nào để thay đổi
refusal-objection-not-now = chỉ được phản đối ngay sau khi người chơi thứ hai bày quân xong, khi người đó đặt hai Xe trên cùng một cột hoặc một Xe trên cột có Vua của bạn
refusal-objection-not-applicable = không thể thực hiện phản đối ở đây
refusal-no-count-in-game = ván cờ này không có phép đếm nào để bắt đầu
refusal-count-not-your-turn = hãy bắt đầu đếm trong lượt của bạn
refusal-count-running = việc đếm đang diễn ra rồi
refusal-count-pawns-left = chỉ được bắt đầu đếm theo danh dự bàn cờ khi cả hai bên đều hết Tốt
refusal-no-count-to-stop = bạn không có cuộc đếm nào đang diễn ra để dừng
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }. { $after }
play-after-next = { $next }.
play-after-over = Ván cờ kết thúc: { $verdict }.
play-after-over-rated = Ván cờ kết thúc: { $verdict }. { $ratings }

play-verdict-win = { $result } — { $who } thắng { $kind ->
        [time] do đối phương hết giờ
       *[other] ({ $reason })
    }
play-verdict-draw = { $result } — hòa { $kind ->
        [time] do hết giờ
       *[other] ({ $reason })
    }
play-over = Ván #{ $id } đã kết thúc: { $verdict }.
play-over-rated = Ván #{ $id } đã kết thúc: { $verdict }. { $ratings }
play-game-goes-on = Ván cờ tiếp tục.

# Đặt quân (Sittuyin).
play-no-arrangement = Bạn không có thế xếp quân nào đã lưu tên { $name }; hãy lưu bằng { $save }
play-no-arrangement-yours = Bạn không có thế xếp quân nào đã lưu tên { $name }; các thế của bạn: { $yours }.
play-place-none = { $reason } Chưa đặt quân nào: mỗi lệnh /place đặt tất cả các quân hoặc không đặt quân nào.
play-placed-army = #{ $id } { $who } đặt { $count } quân: { $drops }
play-saved-as = Đã lưu thành { $name }: dùng { $place } trong ván tiếp theo của bạn.
play-arrangement-saved = Đã lưu { $name } ({ $count } quân): dùng { $place } trong một ván Sittuyin.
play-no-arrangements = Bạn chưa lưu thế xếp quân nào; { $save } để lưu một thế.
play-hand-empty = Bạn không có quân nào trong tay.
play-hand = Quân trong tay: { $pieces }.
play-place-short = Ván #{ $id }: lệnh /place này đặt { $asked } × { $letter } ({ $piece }); bạn chỉ còn { $had } quân đó để đặt, nên chưa đặt quân nào. { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } bày quân theo thế { $korean } ({ $key }).
play-not-a-setup = { $setup } không phải là một cách bày quân; hãy chọn masangsangma, sangmamasang, masangmasang hoặc sangmasangma (마상상마 …)
play-objection = Phản đối: người chơi thứ hai phải đặt lại Xe.
play-count-start = { $who } bắt đầu đếm theo danh dự bàn cờ (64 nước).
play-count-stop = { $who } dừng đếm.
play-impasse-counts = { $who } đếm điểm.
play-impasse-declined = { $who } từ chối ({ $points } điểm so với { $yours } điểm của bạn; cần 24 điểm): hãy chơi tiếp.
play-impasse-answer = { $accept } để đếm điểm.
play-impasse-claim = { $who } tuyên bố thế giằng co (jishōgi): { $answer }

play-resign-confirm = Chịu thua ván #{ $id }? Gửi { $confirm } để xác nhận.
play-abort-tournament = Ván #{ $id } là ván trong giải đấu nên không thể hủy: người chơi không đi nước đầu tiên sẽ bị xử thua khi hết thời gian cho nước đó. Để rời giải đấu, hãy dùng { $withdraw }.
play-aborted = Đã hủy ván #{ $id }.

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = Chịu thua

# Nước đi bằng lời, ô ghi theo nhãn trên ảnh bàn cờ.
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } tại { $to } phong cấp{ $more }
play-move-takes = , ăn { $piece }
play-move-becomes = , thành { $piece }
play-move-promotes-to = { " " }thành { $piece }
play-move-drop = { $piece } được đặt vào { $to }
play-move-castles = nhập thành
play-move-passes = bỏ lượt
