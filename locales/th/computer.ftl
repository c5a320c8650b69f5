# Thai (th) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

computer-game-begins = เกม #{ $id }: { $game } — { $white } ({ $white_side }) พบ { $black } ({ $black_side }), ไม่คิดคะแนน, { $time }{ $from } { $next }
computer-side-level = { $side } ระดับ { $level }
computer-thinking = { $who } กำลังคิด
computer-to-move = ถึงตา { $who } เดิน

computer-analyse-in-play = เกม #{ $id } ยังเล่นอยู่ จะวิเคราะห์ได้เมื่อเกมจบ (ไม่มีการใช้เอนจินช่วยระหว่างเกมของผู้เล่นที่เป็นคน)
computer-nothing-to-analyse = เกม #{ $id } ไม่มีตาเดินให้วิเคราะห์
computer-being-analysed = กำลังวิเคราะห์เกม #{ $id } ผลการวิเคราะห์จะโพสต์ที่นี่
computer-analysing = กำลังวิเคราะห์เกม #{ $id } ({ $moves } ตา) ผลการวิเคราะห์จะโพสต์ที่นี่ในอีกสักครู่

computer-analysis = ผลวิเคราะห์เกม #{ $id } — { $game }, { $white } ({ $white_side }) พบ { $black } ({ $black_side }), { $result }
computer-result-reason = { $result } ({ $reason })
computer-in-play = กำลังเล่น
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] ไม่มีตาพลาด
       *[other] พลาด { $mistakes } ตา
    }, { $blunders ->
        [0] ไม่มีตาพลาดร้ายแรง
       *[other] พลาดร้ายแรง { $blunders } ตา
    }
# $mark คือคำภาษาอังกฤษ "mistake" หรือ "blunder" ค่าอื่นจะแสดงตามที่ได้รับ
computer-judged = { $label } — { $mark ->
        [mistake] พลาด
        [blunder] พลาดร้ายแรง
       *[other] { $mark }
    } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark ->
        [mistake] พลาด
        [blunder] พลาดร้ายแรง
       *[other] { $mark }
    } ({ $before } → { $after }) ตาที่ดีกว่า: { $better }
computer-more = … และอีก { $count } ตา
computer-nothing-judged = ไม่มีตาเดินให้ประเมิน
computer-chart-title = เกม #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = ตา
computer-chart-pawns = เบี้ย
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: ค่าประเมินตลอด { $moves } ตา จากมุมมองของ{ $first } ตำแหน่งสุดท้าย: { $end } สูงสุด { $best } ต่ำสุด { $worst }{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: ไม่มีตาเดินให้แสดงในแผนภูมิ
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side }นำ { $pawns } เบี้ย
computer-chart-level = สมดุล
computer-chart-unmarked = { " " }ไม่มีตาพลาดที่ถูกทำเครื่องหมาย
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }ตาที่ทำเครื่องหมาย: { $marks }
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = พลาด
computer-chart-blunder = พลาดร้ายแรง
