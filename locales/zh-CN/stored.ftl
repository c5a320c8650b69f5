# Simplified Chinese (zh-CN) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

stored-position = FEN：{ $fen }
stored-position-sfen = FEN：{ $fen } SFEN：{ $sfen }

stored-not-shogi = KIF 和 CSA 是将棋的棋谱格式；{ $game } 用 PGN 记录。
stored-unreadable = 无法读取该 { $format } 棋谱的第 { $line } 行：{ $reason }。未导入任何内容。
stored-kif-one-line = KIF 棋谱需要逐行读取，而这份棋谱只有一行（Discord 的文本字段会把各行合并）：请改为附上文件（在 Discord 上用 file:），或粘贴到能保留换行的地方。未导入任何内容。
stored-not-a-position = fen:{ $fen }？这不是有效的 { $game } 局面：{ $reason }。/board 会显示对局的 FEN，可供复制。
stored-not-a-position-sfen = fen:{ $fen }？这不是有效的 { $game } 局面：{ $reason }。/board 会显示对局的 FEN 和 SFEN，可供复制。
stored-unreachable = fen:{ $fen }？{ $game } 对局无法从该局面开始：{ $reason }。
stored-no-game = 没有对局 #{ $id }。

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = 将死
ending-stalemate = 困毙
ending-bare-king = 孤王
ending-niol = Niol（没有 Shak 的将死）
ending-robado = Robado（孤王）
ending-count-ran-out = 数步期满
ending-mate-during-own-count = 数步方在自己的数步中将死对方
ending-bare-king-survived = 孤王坚持了七步
ending-forbidden-mate = 违禁的将死
ending-insufficient-material = 双方都无法取胜
ending-repetition = 重复局面
ending-perpetual-check = 长将
ending-perpetual-chase = 长捉
ending-bikjang = 两将照面（bikjang）
ending-two-passes = 连续两次停一手
ending-jishogi = 持将棋
ending-royals-captured = 玉将与太子均被吃掉
ending-resignation = 认输
ending-agreement = 双方同意
ending-time = 超时
ending-withdrew = 弃权（退赛）
ending-never-moved = 弃权（始终未走棋）
ending-round-deadline = 本轮截止
ending-adjudication = 裁定
ending-cancelled = 锦标赛已取消
ending-aborted = 中止
ending-never-started = 始终没有走第一步
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
