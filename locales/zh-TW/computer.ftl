# Traditional Chinese (zh-TW) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

computer-game-begins = 對局 #{ $id }：{ $game } — { $white }（{ $white_side }）對 { $black }（{ $black_side }），無積分，{ $time }{ $from }。{ $next }。
computer-side-level = { $side }，{ $level } 級
computer-thinking = { $who } 正在思考
computer-to-move = 輪到 { $who } 走棋

computer-analyse-in-play = 對局 #{ $id } 仍在進行中；結束後才能分析（人與人的對局進行期間不提供引擎幫助）。
computer-nothing-to-analyse = 對局 #{ $id } 沒有可分析的著法。
computer-being-analysed = 對局 #{ $id } 正在分析中；分析結果將發布在這裡。
computer-analysing = 正在分析對局 #{ $id }（共 { $moves } 步）；分析結果稍後將發布在這裡。

# 分析：第一行，然後每方一行、每個被評判的著法一行。
computer-analysis = 對局 #{ $id } 的分析 — { $game }，{ $white }（{ $white_side }）對 { $black }（{ $black_side }），{ $result }。
computer-result-reason = { $result }（{ $reason }）
computer-in-play = 進行中
computer-line =
    { $first }
    { $then }
computer-tally = { $side }（{ $who }）：{ $mistakes ->
        [0] 無錯誤
       *[other] { $mistakes } 個錯誤
    }，{ $blunders ->
        [0] 無嚴重錯誤
       *[other] { $blunders } 個嚴重錯誤
    }。
computer-judged = { $label } — { $mark }（{ $before } → { $after }）
computer-judged-better = { $label } — { $mark }（{ $before } → { $after }）；更佳著法：{ $better }
computer-more = ……另有 { $count } 步未列出。
computer-nothing-judged = 沒有可評判的著法。
# 圖表標題。
computer-chart-title = 對局 #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = 半回合
computer-chart-pawns = 兵
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }：共 { $moves } 步的局面評估，從{ $first }的角度看。最終局面：{ $end }。最高 { $best }，最低 { $worst }。{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }：沒有可繪製的著法
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side }領先 { $pawns } 兵
computer-chart-level = 均勢
computer-chart-unmarked = 未標出錯誤。
# $marks (message): the marked moves, one after another.
computer-chart-marked = 標出的著法：{ $marks }。
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label }（{ $kind }）
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = 、{ $label }（{ $kind }）
computer-chart-mistake = 錯誤
computer-chart-blunder = 嚴重錯誤
