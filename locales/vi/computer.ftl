# Vietnamese (vi) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

computer-game-begins = Ván #{ $id }: { $game } — { $white } ({ $white_side }) gặp { $black } ({ $black_side }), giao hữu, { $time }{ $from }. { $next }.
computer-side-level = { $side }, cấp { $level }
computer-thinking = { $who } đang suy nghĩ
computer-to-move = Đến lượt { $who }

computer-analyse-in-play = Ván #{ $id } vẫn đang diễn ra; chỉ có thể phân tích khi ván kết thúc (không dùng máy hỗ trợ trong ván giữa người với người).
computer-nothing-to-analyse = Ván #{ $id } không có nước đi nào để phân tích.
computer-being-analysed = Ván #{ $id } đang được phân tích; kết quả sẽ được đăng ở đây.
computer-analysing = Đang phân tích ván #{ $id } ({ $moves } nước); kết quả sẽ được đăng ở đây trong giây lát.

computer-analysis = Phân tích ván #{ $id } — { $game }, { $white } ({ $white_side }) gặp { $black } ({ $black_side }), { $result }.
computer-result-reason = { $result } ({ $reason })
computer-in-play = đang diễn ra
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] không có sai lầm
       *[other] { $mistakes } sai lầm
    }, { $blunders ->
        [0] không có sai lầm nghiêm trọng
       *[other] { $blunders } sai lầm nghiêm trọng
    }.
# $mark là từ tiếng Anh "mistake" hoặc "blunder"; giá trị khác được giữ nguyên.
computer-judged = { $label } — { $mark ->
        [mistake] sai lầm
        [blunder] sai lầm nghiêm trọng
       *[other] { $mark }
    } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark ->
        [mistake] sai lầm
        [blunder] sai lầm nghiêm trọng
       *[other] { $mark }
    } ({ $before } → { $after }); nước tốt hơn: { $better }
computer-more = … và { $count } nước khác.
computer-nothing-judged = Không có nước đi nào để đánh giá.
computer-chart-title = Ván #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = nửa nước
computer-chart-pawns = Tốt
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: đánh giá thế cờ qua { $moves } nước, theo góc nhìn của bên { $first }. Thế cờ cuối: { $end }. Cao nhất { $best }, thấp nhất { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: không có nước đi nào để vẽ biểu đồ
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } dẫn trước { $pawns } Tốt
computer-chart-level = cân bằng
computer-chart-unmarked = { " " }Không có sai lầm nào được đánh dấu.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }Các nước được đánh dấu: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = sai lầm
computer-chart-blunder = sai lầm nghiêm trọng
