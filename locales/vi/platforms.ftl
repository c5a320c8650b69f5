# Vietnamese (vi) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

platform-answer-buttons = Nhấn { $first } hoặc { $second }, hoặc gửi { $yes } hay { $no }.
platform-answer-reactions = Thả 👍 hoặc 👎, hoặc gửi { $yes } hay { $no }.
platform-answer = Trả lời bằng { $yes } hoặc { $no }.
platform-no-game = Không có ván #{ $id }.
platform-game-title = { $white } gặp { $black } — { $game } #{ $id }
platform-drop-label = Thả { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = quân
platform-pass-label = Bỏ lượt
platform-edit-ignored = { $who }: các chỉnh sửa không được thực hiện: lệnh bạn sửa đã được xử lý rồi. Hãy gửi lệnh đã sửa trong một tin nhắn mới.
platform-pick-move = Chọn nước đi
console-greeting = Console Tabiya: hãy gõ { $form }, ví dụ { $example }, hoặc { $help }.
