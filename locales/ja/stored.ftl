# Japanese (ja) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF と CSA は将棋の棋譜形式です。{ $game } は PGN で記録されます。
stored-unreadable = その { $format } の棋譜を読み込めません：{ $reason }。何もインポートされませんでした。
stored-unreadable-ended = その { $format } の棋譜を読み込めません：{ $reason } 何もインポートされませんでした。
stored-kif-one-line = KIF の棋譜は1行ずつ読み込みますが、この棋譜は1行にまとまって届きました（Discord のテキスト欄は改行をつなげてしまいます）。代わりにファイルを添付するか（Discord では file:）、改行が保たれる場所に貼り付けてください。何もインポートされませんでした。
stored-not-a-position = fen:{ $fen }？これは { $game } の局面ではありません：{ $reason }。/board で対局の FEN を表示してコピーできます。
stored-not-a-position-sfen = fen:{ $fen }？これは { $game } の局面ではありません：{ $reason }。/board で対局の FEN と SFEN を表示してコピーできます。
stored-unreachable = fen:{ $fen }？その局面から { $game } の対局は始められません：{ $reason }。
stored-no-game = 対局 #{ $id } はありません。
