# Vietnamese (vi) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF và CSA là định dạng biên bản của Shogi; { $game } được ghi bằng PGN.
stored-unreadable = Không đọc được biên bản { $format } đó ở dòng { $line }: { $reason }. Chưa nhập gì.
stored-kif-one-line = Biên bản KIF được đọc theo từng dòng, nhưng biên bản này chỉ gồm một dòng (ô nhập văn bản của Discord nối các dòng lại): hãy đính kèm tệp (trên Discord dùng file:), hoặc dán vào nơi giữ được các dấu xuống dòng. Chưa nhập gì.
stored-not-a-position = fen:{ $fen }? Đây không phải là một thế cờ { $game }: { $reason }. /board hiển thị FEN của một ván để sao chép.
stored-not-a-position-sfen = fen:{ $fen }? Đây không phải là một thế cờ { $game }: { $reason }. /board hiển thị FEN và SFEN của một ván để sao chép.
stored-unreachable = fen:{ $fen }? Không ván { $game } nào có thể bắt đầu từ đó: { $reason }.
stored-no-game = Không có ván #{ $id }.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = chiếu bí
ending-stalemate = hết nước đi
ending-bare-king = Vua trơ trọi
ending-niol = Niol (chiếu bí mà không có Shak)
ending-robado = Robado (Vua trơ trọi)
ending-count-ran-out = đã đếm hết số nước
ending-mate-during-own-count = chiếu bí trong lúc chính bên chiếu bí đang đếm
ending-bare-king-survived = Vua trơ trọi trụ được bảy nước
ending-forbidden-mate = nước chiếu bí bị cấm
ending-insufficient-material = không bên nào có thể thắng
ending-repetition = lặp lại thế cờ
ending-perpetual-check = chiếu mãi
ending-perpetual-chase = đuổi bắt mãi
ending-bikjang = bikjang (hai Tướng đối mặt)
ending-two-passes = hai lần bỏ lượt liên tiếp
ending-jishogi = jishōgi
ending-royals-captured = cả Vua lẫn Thái tử đều bị bắt
ending-resignation = xin thua
ending-agreement = thỏa thuận
ending-time = hết giờ
ending-withdrew = xử thua (rút lui)
ending-never-moved = xử thua (không đi nước nào)
ending-round-deadline = hết hạn vòng đấu
ending-adjudication = phân xử
ending-cancelled = giải đấu đã bị hủy
ending-aborted = ván bị hủy
ending-never-started = không có nước đi đầu tiên
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
