# Simplified Chinese (zh-CN) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

stored-position = FEN：{ $fen }
stored-position-sfen = FEN：{ $fen } SFEN：{ $sfen }

stored-not-shogi = KIF 和 CSA 是将棋的棋谱格式；{ $game } 用 PGN 记录。
stored-unreadable = 无法读取该 { $format } 棋谱：{ $reason }。未导入任何内容。
stored-unreadable-ended = 无法读取该 { $format } 棋谱：{ $reason } 未导入任何内容。
stored-kif-one-line = KIF 棋谱需要逐行读取，而这份棋谱只有一行（Discord 的文本字段会把各行合并）：请改为附上文件（在 Discord 上用 file:），或粘贴到能保留换行的地方。未导入任何内容。
stored-not-a-position = fen:{ $fen }？这不是有效的 { $game } 局面：{ $reason }。/board 会显示对局的 FEN，可供复制。
stored-not-a-position-sfen = fen:{ $fen }？这不是有效的 { $game } 局面：{ $reason }。/board 会显示对局的 FEN 和 SFEN，可供复制。
stored-unreachable = fen:{ $fen }？{ $game } 对局无法从该局面开始：{ $reason }。
stored-no-game = 没有对局 #{ $id }。
