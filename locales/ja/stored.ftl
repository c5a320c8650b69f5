# Japanese (ja) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF と CSA は将棋の棋譜形式です。{ $game } は PGN で記録されます。
stored-unreadable = その { $format } の棋譜は { $line } 行目で読み込めません：{ $reason }。何もインポートされませんでした。
stored-kif-one-line = KIF の棋譜は1行ずつ読み込みますが、この棋譜は1行にまとまって届きました（Discord のテキスト欄は改行をつなげてしまいます）。代わりにファイルを添付するか（Discord では file:）、改行が保たれる場所に貼り付けてください。何もインポートされませんでした。
stored-not-a-position = fen:{ $fen }？これは { $game } の局面ではありません：{ $reason }。/board で対局の FEN を表示してコピーできます。
stored-not-a-position-sfen = fen:{ $fen }？これは { $game } の局面ではありません：{ $reason }。/board で対局の FEN と SFEN を表示してコピーできます。
stored-unreachable = fen:{ $fen }？その局面から { $game } の対局は始められません：{ $reason }。
stored-no-game = 対局 #{ $id } はありません。

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = 詰み
ending-stalemate = ステイルメイト
ending-bare-king = 裸王
ending-niol = ニオル（シャクを含まない詰み）
ending-robado = ロバド（裸王）
ending-count-ran-out = カウント満了
ending-mate-during-own-count = 詰ませた側が自らカウント中の詰み
ending-bare-king-survived = 裸王が7手生き延びた
ending-forbidden-mate = 禁じられた詰み
ending-insufficient-material = 双方とも勝てない局面
ending-repetition = 千日手
ending-perpetual-check = 連続王手
ending-perpetual-chase = 長捉（連続の追い）
ending-bikjang = ビクジャン
ending-two-passes = 2回続けてのパス
ending-jishogi = 持将棋
ending-royals-captured = 玉と太子がともに取られた
ending-resignation = 投了
ending-agreement = 合意
ending-time = 時間切れ
ending-withdrew = 不戦（棄権）
ending-never-moved = 不戦（一手も指さず）
ending-round-deadline = ラウンドの期限
ending-adjudication = 裁定
ending-cancelled = 大会の中止
ending-aborted = 中止
ending-never-started = 1手目が指されなかった
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
