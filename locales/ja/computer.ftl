# Japanese (ja) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

computer-game-begins = 対局 #{ $id }：{ $game } — { $white }（{ $white_side }）対 { $black }（{ $black_side }）、非レート戦、{ $time }{ $from }。{ $next }。
computer-side-level = { $side }、レベル { $level }
computer-thinking = { $who } が考え中です
computer-to-move = { $who } の手番です

computer-analyse-in-play = 対局 #{ $id } はまだ対局中です。終局後に解析できます（人同士の対局中はエンジンの助けを使えません）。
computer-nothing-to-analyse = 対局 #{ $id } には解析する指し手がありません。
computer-being-analysed = 対局 #{ $id } は解析中です。解析結果はここに投稿されます。
computer-analysing = 対局 #{ $id }（{ $moves }手）を解析しています。まもなく解析結果をここに投稿します。

computer-analysis = 対局 #{ $id } の解析 — { $game }、{ $white }（{ $white_side }）対 { $black }（{ $black_side }）、{ $result }。
computer-result-reason = { $result }（{ $reason }）
computer-in-play = 対局中
computer-line =
    { $first }
    { $then }
computer-tally = { $side }（{ $who }）：{ $mistakes ->
        [0] 悪手なし
       *[other] 悪手 { $mistakes }
    }、{ $blunders ->
        [0] 大悪手なし
       *[other] 大悪手 { $blunders }
    }。
computer-judged = { $label } — { $mark }（{ $before } → { $after }）
computer-judged-better = { $label } — { $mark }（{ $before } → { $after }）。{ $better } の方が良い
computer-more = …ほか { $count } 手。
computer-nothing-judged = 評価の対象となる指し手がありません。
computer-chart-title = 対局 #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = 手
computer-chart-pawns = 歩
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }：{ $moves }手の評価値の推移（{ $first }から見た値）。最終局面：{ $end }。最高 { $best }、最低 { $worst }。{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }：グラフにする指し手がありません
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side }が歩{ $pawns }枚分優勢
computer-chart-level = 互角
computer-chart-unmarked = 悪手の指摘はありません。
# $marks (message): the marked moves, one after another.
computer-chart-marked = 指摘した手：{ $marks }。
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label }（{ $kind }）
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = 、{ $label }（{ $kind }）
computer-chart-mistake = 悪手
computer-chart-blunder = 大悪手
