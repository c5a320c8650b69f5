# Vietnamese (vi) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

records-paste-discord = Hãy dán biên bản (PGN, KIF hoặc CSA) vào record:, hoặc đính kèm tệp bằng file:.
records-paste-matrix = Hãy dán biên bản (PGN, KIF hoặc CSA) sau lệnh, hoặc trả lời tin nhắn chứa tệp biên bản bằng lệnh đó.
records-paste = Hãy dán biên bản (PGN, KIF hoặc CSA) sau /import.

records-read = Đã đọc biên bản { $format }: { $game } — { $first } gặp { $second }, { $plies } nước.
records-read-over = Đã đọc biên bản { $format }: { $game } — { $first } gặp { $second }, { $plies } nước, { $result }.
records-read-given = Đã đọc biên bản { $format }: { $game } — { $first } gặp { $second }, { $plies } nước, kết quả ghi là { $result }.
records-over = { $summary } Ván cờ đã kết thúc ({ $reason }); không còn gì để chơi tiếp. Dùng /import không kèm người chơi để xem thế cờ cuối.
records-unreachable = { $summary } Không thể bắt đầu ván nào từ thế cờ cuối: { $reason }.
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } Thế cờ cuối, { $side } đi: { $position }
    Để chơi tiếp từ đó: { $challenge }
records-fen = Ván #{ $id } sau { $moves } nước. { $position }
records-not-shogi = KIF và CSA chỉ dành cho ván Shogi; hãy dùng { $pgn }.
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = Ván #{ $id } được phát lại: cả { $moves } nước, rồi dừng ở thế cờ cuối.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = Ván cờ được phát lại từng nước ({ $moves } nước), kết thúc ở thế cờ này: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = Bot này không vẽ hình: người vận hành đã tắt chức năng vẽ hình. Lệnh /export pgn cho biên bản của ván.

records-file = { $name }
records-attached = { $name } (tệp đính kèm):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = Tệp đính kèm không đến được; hãy đính kèm lại.
records-file-reply-unfetched = Không lấy được tin nhắn được trả lời; hãy dán biên bản thay vào đó.
# $name (text): the file's name.
records-file-unfetched = Không tải xuống được { $name }; vui lòng thử lại, hoặc dán biên bản.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } có dung lượng { $size } KB; tệp biên bản chỉ được tối đa { $most } KB.
# $name (text): the file's name.
records-file-not-text = { $name } không phải văn bản UTF-8 (có phải tệp KIF được lưu bằng Shift_JIS? Hãy lưu lại dưới dạng UTF-8, hoặc dán biên bản).
