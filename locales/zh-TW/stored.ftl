# Traditional Chinese (zh-TW) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

stored-position = FEN：{ $fen }
stored-position-sfen = FEN：{ $fen } SFEN：{ $sfen }

stored-not-shogi = KIF 和 CSA 是將棋的棋譜格式；{ $game } 用 PGN 記錄。
stored-unreadable = 無法讀取該 { $format } 棋譜的第 { $line } 行：{ $reason }。未匯入任何內容。
stored-kif-one-line = KIF 棋譜需要逐行讀取，而這份棋譜只有一行（Discord 的文字欄位會把各行合併）：請改為附上檔案（在 Discord 上用 file:），或貼到能保留換行的地方。未匯入任何內容。
stored-not-a-position = fen:{ $fen }？這不是有效的 { $game } 局面：{ $reason }。/board 會顯示對局的 FEN，可供複製。
stored-not-a-position-sfen = fen:{ $fen }？這不是有效的 { $game } 局面：{ $reason }。/board 會顯示對局的 FEN 和 SFEN，可供複製。
stored-unreachable = fen:{ $fen }？{ $game } 對局無法從該局面開始：{ $reason }。
stored-no-game = 沒有對局 #{ $id }。

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = 將死
ending-stalemate = 困斃
ending-bare-king = 孤王
ending-niol = Niol（沒有 Shak 的將死）
ending-robado = Robado（孤王）
ending-count-ran-out = 數步期滿
ending-mate-during-own-count = 數步方在自己的數步中將死對方
ending-bare-king-survived = 孤王堅持了七步
ending-forbidden-mate = 違禁的將死
ending-insufficient-material = 雙方都無法取勝
ending-repetition = 重複局面
ending-perpetual-check = 長將
ending-perpetual-chase = 長捉
ending-bikjang = 兩將照面（bikjang）
ending-two-passes = 連續兩次停一手
ending-jishogi = 持將棋
ending-royals-captured = 玉將與太子均被吃掉
ending-resignation = 認輸
ending-agreement = 雙方同意
ending-time = 超時
ending-withdrew = 棄權（退賽）
ending-never-moved = 棄權（始終未走棋）
ending-round-deadline = 本輪截止
ending-adjudication = 裁定
ending-cancelled = 錦標賽已取消
ending-aborted = 中止
ending-never-started = 始終沒有走第一步
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
