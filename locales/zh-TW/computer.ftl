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
