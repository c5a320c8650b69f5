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
