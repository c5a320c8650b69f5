# Thai (th) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

platform-answer-buttons = กด { $first } หรือ { $second } หรือส่ง { $yes } หรือ { $no }
platform-answer-reactions = กดรีแอคชั่น 👍 หรือ 👎 หรือส่ง { $yes } หรือ { $no }
platform-answer = ตอบด้วย { $yes } หรือ { $no }
platform-no-game = ไม่มีเกม #{ $id }
platform-game-title = { $white } พบ { $black } — { $game } #{ $id }
platform-drop-label = วาง { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = หมาก
platform-pass-label = ผ่าน
platform-edit-ignored = { $who }: ระบบไม่ดำเนินการตามข้อความที่แก้ไข เพราะคำสั่งที่คุณแก้ไขได้ดำเนินการไปแล้ว โปรดส่งคำสั่งที่แก้ไขแล้วเป็นข้อความใหม่
platform-pick-move = เลือกตาเดิน
console-greeting = คอนโซล Tabiya: พิมพ์ { $form } เช่น { $example } หรือ { $help }
