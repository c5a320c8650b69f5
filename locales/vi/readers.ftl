# Vietnamese (vi) — why a record (PGN, KIF, CSA), a FEN or a position cannot be read: the readers' reasons.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = một thẻ thiếu dấu ] đóng
reader-not-a-tag = { $text } không phải là một thẻ
reader-tag-unquoted = giá trị của thẻ { $tag } cần được đặt trong dấu ngoặc kép
reader-unknown-game = { $text } không phải là trò chơi mà Tabiya chơi được
reader-other-game = biên bản này là ván { $record }, không phải { $named }
reader-no-game-named = không có thẻ Variant nào cho biết đây là trò chơi gì; hãy nêu tên trò chơi bằng { $option }
reader-fen-tag = không đọc được FEN của biên bản: { $reason }
reader-not-legal-like = { $input } không phải là nước đi hợp lệ ở thế cờ này (các nước đi tương tự: { $candidates })
reader-ambiguous = { $input } có thể là { $candidates }
reader-refused = { $input }: { $reason }
reader-handicap = chỉ nhập được ván không chấp (平手), không nhập được ván chấp { $handicap }
reader-not-a-piece-in-hand = { $text } không phải là một quân trong tay
reader-not-a-count = { $text } không kết thúc bằng số lượng quân
reader-too-many-rows = sơ đồ bàn cờ có nhiều hơn { $rows } hàng
reader-row-width = mỗi hàng của sơ đồ bàn cờ phải có { $squares } ô
reader-not-a-piece = { $text } không phải là một quân
reader-off-board = một ô của sơ đồ bàn cờ nằm ngoài bàn cờ
reader-diagram = sơ đồ bàn cờ không phải là một thế cờ hợp lệ: { $reason }
reader-start-after-moves = thế cờ ban đầu phải được ghi trước các nước đi
reader-turn-after-moves = phải ghi rõ bên nào đi trước, rồi mới đến các nước đi
reader-not-a-time = { $text } không phải là thời gian
reader-several-games = tệp này chứa nhiều ván; hãy gửi từng ván một
reader-after-end = { $text } nằm sau phần kết thúc ván cờ
reader-not-a-statement = { $text } không phải là một câu lệnh CSA
reader-not-a-start-line = { $text } không phải là một dòng thế cờ ban đầu của CSA
reader-not-a-handicap = { $text } không phải là một cách chấp quân: các ô và quân, như PI82HI
reader-not-a-square = { $text } ghi một ô không nằm trên bàn cờ
reader-nothing-to-take-off = { $text } bỏ một quân khỏi ô { $square }, nhưng ở đó không có quân nào
reader-not-a-board-line = { $text } không phải là chín ô của một hàng trên bàn cờ
reader-not-squares-and-pieces = { $text } không phải là các ô và quân
reader-all-remaining = { $text } (tất cả các quân còn lại) không được đọc
reader-not-in-hand = { $text } không thể được giữ trong tay
reader-start = không dùng được thế cờ ban đầu: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN trống
reader-fen-ranks = FEN có { $found } hàng ngang, còn bàn cờ này có { $board }
reader-fen-plus-before-digit = có dấu + đứng trước một chữ số
reader-fen-empty-run = một dãy 0 ô trống
reader-fen-double-plus = một quân được viết với ++
reader-fen-not-a-piece = { $text } không phải là quân của trò chơi này
reader-fen-rank-too-long = hàng ngang { $rank } dài hơn chiều rộng của bàn cờ
reader-fen-off-board = một ô nằm ngoài bàn cờ
reader-fen-plus-at-end = có dấu + ở cuối một hàng ngang
reader-fen-rank-width = hàng ngang { $rank } có { $found } cột, còn bàn cờ này có { $board }
reader-fen-hand-unclosed = phần quân trong tay thiếu dấu ] đóng
reader-fen-hand-text-after = có chữ đứng sau dấu ] của phần quân trong tay
reader-fen-no-hands = trò chơi này không có quân trong tay
reader-fen-count-without-piece = một con số trong phần quân trong tay không có quân nào theo sau
reader-fen-hand-not-a-piece = { $text } trong phần quân trong tay không phải là quân của trò chơi này
reader-fen-hand-too-many = phần quân trong tay có quá nhiều quân
reader-fen-turn = { $text } không phải là bên đến lượt đi: w hoặc b
reader-fen-rights = không đọc được trường quyền { $text }
reader-fen-count = không đọc được trường đếm { $text }
reader-fen-halfmoves = bộ đếm nửa nước { $text } không phải là một số
reader-fen-fullmoves = số thứ tự nước đi { $text } không phải là một số
reader-fen-trailing = { $text } đứng sau trường cuối cùng của FEN

## A position no game could have.
reader-position-off-board = có một quân đứng ở { $square }, nằm ngoài bàn cờ này
reader-position-unknown-piece = có một quân đứng ở đó mà trò chơi này không có
reader-position-missing-king = { $side } không có Vua
reader-position-too-many-kings = { $side } có nhiều hơn một Vua
reader-position-hand-too-large = trong tay hai bên có quá nhiều quân
reader-position-opposite-check = bên không đến lượt đi đang bị chiếu
reader-position-pawn-on-back-rank = một Tốt đứng trên hàng ngang đầu tiên của chính nó, ở { $square }
reader-position-unreachable = { $piece } của { $side } ở { $square } đứng ở chỗ mà không ván nào có thể đưa nó tới
reader-position-too-many-pieces = { $side } có nhiều { $piece } hơn số mà bộ quân của trò chơi (kể cả các quân phong cấp) có thể cho
reader-position-double-pawn = { $side } có hai Tốt chưa phong cấp trên cột của ô { $square }
reader-position-already-over = ván cờ đã kết thúc trước khi bắt đầu (không có nước đi nào, hoặc đã phân thắng bại)

## Ashtapada: why a race refused an action.
reader-race-no-throw = hãy gieo vỏ ốc trước
reader-race-thrown = vỏ ốc đã được gieo: hãy đi một quân
reader-race-illegal = không thể đi { $input } với lần gieo này
