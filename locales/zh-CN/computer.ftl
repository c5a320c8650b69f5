# Simplified Chinese (zh-CN) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

computer-game-begins = 对局 #{ $id }：{ $game } — { $white }（{ $white_side }）对 { $black }（{ $black_side }），无积分，{ $time }{ $from }。{ $next }。
computer-side-level = { $side }，{ $level } 级
computer-thinking = { $who } 正在思考
computer-to-move = 轮到 { $who } 走棋

computer-analyse-in-play = 对局 #{ $id } 仍在进行中；结束后才能分析（人与人的对局进行期间不提供引擎帮助）。
computer-nothing-to-analyse = 对局 #{ $id } 没有可分析的着法。
computer-being-analysed = 对局 #{ $id } 正在分析中；分析结果将发布在这里。
computer-analysing = 正在分析对局 #{ $id }（共 { $moves } 步）；分析结果稍后将发布在这里。

# 分析：第一行，然后每方一行、每个被评判的着法一行。
computer-analysis = 对局 #{ $id } 的分析 — { $game }，{ $white }（{ $white_side }）对 { $black }（{ $black_side }），{ $result }。
computer-result-reason = { $result }（{ $reason }）
computer-in-play = 进行中
computer-line =
    { $first }
    { $then }
computer-tally = { $side }（{ $who }）：{ $mistakes ->
        [0] 无错误
       *[other] { $mistakes } 个错误
    }，{ $blunders ->
        [0] 无严重错误
       *[other] { $blunders } 个严重错误
    }。
computer-judged = { $label } — { $mark }（{ $before } → { $after }）
computer-judged-better = { $label } — { $mark }（{ $before } → { $after }）；更佳着法：{ $better }
computer-more = ……另有 { $count } 步未列出。
computer-nothing-judged = 没有可评判的着法。
# 图表标题。
computer-chart-title = 对局 #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = 半回合
computer-chart-pawns = 兵
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }：共 { $moves } 步的局面评估，从{ $first }的角度看。最终局面：{ $end }。最高 { $best }，最低 { $worst }。{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }：没有可绘制的着法
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side }领先 { $pawns } 兵
computer-chart-level = 均势
computer-chart-unmarked = 未标出错误。
# $marks (message): the marked moves, one after another.
computer-chart-marked = 标出的着法：{ $marks }。
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label }（{ $kind }）
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = 、{ $label }（{ $kind }）
computer-chart-mistake = 错误
computer-chart-blunder = 严重错误
