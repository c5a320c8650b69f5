# Traditional Chinese (zh-TW) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

stored-position = FEN：{ $fen }
stored-position-sfen = FEN：{ $fen } SFEN：{ $sfen }

stored-not-shogi = KIF 和 CSA 是將棋的棋譜格式；{ $game } 用 PGN 記錄。
stored-unreadable = 無法讀取該 { $format } 棋譜：{ $reason }。未匯入任何內容。
stored-unreadable-ended = 無法讀取該 { $format } 棋譜：{ $reason } 未匯入任何內容。
stored-kif-one-line = KIF 棋譜需要逐行讀取，而這份棋譜只有一行（Discord 的文字欄位會把各行合併）：請改為附上檔案（在 Discord 上用 file:），或貼到能保留換行的地方。未匯入任何內容。
stored-not-a-position = fen:{ $fen }？這不是有效的 { $game } 局面：{ $reason }。/board 會顯示對局的 FEN，可供複製。
stored-not-a-position-sfen = fen:{ $fen }？這不是有效的 { $game } 局面：{ $reason }。/board 會顯示對局的 FEN 和 SFEN，可供複製。
stored-unreachable = fen:{ $fen }？{ $game } 對局無法從該局面開始：{ $reason }。
stored-no-game = 沒有對局 #{ $id }。
