# Vietnamese (vi) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF và CSA là định dạng biên bản của Shogi; { $game } được ghi bằng PGN.
stored-unreadable = Không đọc được biên bản { $format } đó, { $reason }. Chưa nhập gì.
stored-unreadable-ended = Không đọc được biên bản { $format } đó, { $reason } Chưa nhập gì.
stored-kif-one-line = Biên bản KIF được đọc theo từng dòng, nhưng biên bản này chỉ gồm một dòng (ô nhập văn bản của Discord nối các dòng lại): hãy đính kèm tệp (trên Discord dùng file:), hoặc dán vào nơi giữ được các dấu xuống dòng. Chưa nhập gì.
stored-not-a-position = fen:{ $fen }? Đây không phải là một thế cờ { $game }: { $reason }. /board hiển thị FEN của một ván để sao chép.
stored-not-a-position-sfen = fen:{ $fen }? Đây không phải là một thế cờ { $game }: { $reason }. /board hiển thị FEN và SFEN của một ván để sao chép.
stored-unreachable = fen:{ $fen }? Không ván { $game } nào có thể bắt đầu từ đó: { $reason }.
stored-no-game = Không có ván #{ $id }.
