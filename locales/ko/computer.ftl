# Korean (ko) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

computer-game-begins = #{ $id } 대국: { $game } — { $white }({ $white_side }) 대 { $black }({ $black_side }), 친선 대국, { $time }{ $from }. { $next }.
computer-side-level = { $side }, 레벨 { $level }
computer-thinking = { $who } 생각 중
computer-to-move = { $who }의 차례

computer-analyse-in-play = #{ $id } 대국은 아직 진행 중입니다. 끝난 뒤에 분석할 수 있습니다(사람끼리 두는 대국 중에는 엔진의 도움을 쓸 수 없습니다).
computer-nothing-to-analyse = #{ $id } 대국에는 아직 둔 수가 없어 분석할 것이 없습니다.
computer-being-analysed = #{ $id } 대국을 분석하고 있습니다. 분석 결과는 여기에 올라옵니다.
computer-analysing = #{ $id } 대국({ $moves }수)을 분석합니다. 잠시 후 분석 결과가 여기에 올라옵니다.

computer-analysis = #{ $id } 대국 분석 — { $game }, { $white }({ $white_side }) 대 { $black }({ $black_side }), { $result }.
computer-result-reason = { $result } ({ $reason })
computer-in-play = 진행 중
computer-line =
    { $first }
    { $then }
computer-tally = { $side }({ $who }): { $mistakes ->
        [0] 실수 없음
       *[other] 실수 { $mistakes }회
    }, { $blunders ->
        [0] 큰 실수 없음
       *[other] 큰 실수 { $blunders }회
    }.
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after }); 더 나은 수: { $better }
computer-more = … 외 { $count }수 더.
computer-nothing-judged = 평가 대상인 수가 없습니다.
computer-chart-title = #{ $id } 대국 — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = 수
computer-chart-pawns = 폰
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: { $moves }수의 형세 평가({ $first } 기준). 마지막 형세: { $end }. 최고 { $best }, 최저 { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: 그래프에 나타낼 둔 수가 없습니다
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } { $pawns }폰 우세
computer-chart-level = 균형
computer-chart-unmarked = { " " }표시된 실수가 없습니다.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }표시된 수: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label }({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label }({ $kind })
computer-chart-mistake = 실수
computer-chart-blunder = 큰 실수
