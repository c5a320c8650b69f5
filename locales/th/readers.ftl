# Thai (th) — why a record (PGN, KIF, CSA), a FEN or a position cannot be read: the readers' reasons.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = มีแท็กที่ไม่มีเครื่องหมาย ] ปิด
reader-not-a-tag = { $text } ไม่ใช่แท็ก
reader-tag-unquoted = ค่าของแท็ก { $tag } ต้องอยู่ในเครื่องหมายอัญประกาศ
reader-unknown-game = { $text } ไม่ใช่เกมที่ Tabiya เล่นได้
reader-other-game = บันทึกนี้เป็นเกม { $record } ไม่ใช่ { $named }
reader-no-game-named = ไม่มีแท็ก Variant บอกว่านี่คือเกมอะไร โปรดระบุเกมด้วย { $option }
reader-fen-tag = อ่าน FEN ของบันทึกไม่ได้: { $reason }
reader-not-legal-like = { $input } ไม่ใช่ตาเดินที่ถูกกติกาในตำแหน่งนี้ (ตาเดินที่คล้ายกัน: { $candidates })
reader-ambiguous = { $input } อาจหมายถึง { $candidates }
reader-refused = { $input }: { $reason }
reader-handicap = นำเข้าได้เฉพาะเกมที่ไม่มีการต่อหมาก (平手) นำเข้าเกมต่อหมาก { $handicap } ไม่ได้
reader-not-a-piece-in-hand = { $text } ไม่ใช่หมากในมือ
reader-not-a-count = { $text } ไม่ได้ลงท้ายด้วยจำนวนหมาก
reader-too-many-rows = แผนภาพกระดานมีมากกว่า { $rows } แถว
reader-row-width = แถวของแผนภาพกระดานต้องมี { $squares } ตา
reader-not-a-piece = { $text } ไม่ใช่หมาก
reader-off-board = มีตาหนึ่งในแผนภาพกระดานที่อยู่นอกกระดาน
reader-diagram = แผนภาพกระดานไม่ใช่ตำแหน่งที่ถูกกติกา: { $reason }
reader-start-after-moves = ตำแหน่งเริ่มต้นต้องมาก่อนตาเดิน
reader-turn-after-moves = ต้องระบุว่าฝ่ายใดเดินก่อนไว้ก่อนรายการตาเดิน
reader-not-a-time = { $text } ไม่ใช่เวลา
reader-several-games = ไฟล์นี้มีหลายเกม โปรดส่งมาเพียงเกมเดียว
reader-after-end = { $text } อยู่หลังจากเกมจบแล้ว
reader-not-a-statement = { $text } ไม่ใช่คำสั่ง CSA
reader-not-a-start-line = { $text } ไม่ใช่บรรทัดตำแหน่งเริ่มต้นของ CSA
reader-not-a-handicap = { $text } ไม่ใช่การต่อหมาก: ต้องเป็นตาและหมาก เช่น PI82HI
reader-not-a-square = { $text } ระบุตาที่ไม่อยู่บนกระดาน
reader-nothing-to-take-off = { $text } เอาหมากออกจาก { $square } แต่ตานั้นไม่มีหมาก
reader-not-a-board-line = { $text } ไม่ใช่เก้าตาของแถวหนึ่งบนกระดาน
reader-not-squares-and-pieces = { $text } ไม่ใช่ตาและหมาก
reader-all-remaining = { $text } (หมากที่เหลือทั้งหมด) ไม่รองรับการอ่าน
reader-not-in-hand = { $text } ถือไว้ในมือไม่ได้
reader-start = ใช้ตำแหน่งเริ่มต้นไม่ได้: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN ว่างเปล่า
reader-fen-ranks = FEN มี { $found } แถว แต่กระดานนี้มี { $board } แถว
reader-fen-plus-before-digit = มีเครื่องหมาย + อยู่หน้าตัวเลข
reader-fen-empty-run = มีตาว่างต่อกันจำนวน 0 ตา
reader-fen-double-plus = มีหมากที่เขียนด้วย ++
reader-fen-not-a-piece = { $text } ไม่ใช่หมากของเกมนี้
reader-fen-rank-too-long = แถวที่ { $rank } ยาวกว่าความกว้างของกระดาน
reader-fen-off-board = มีตาหนึ่งอยู่นอกกระดาน
reader-fen-plus-at-end = มีเครื่องหมาย + อยู่ท้ายแถว
reader-fen-rank-width = แถวที่ { $rank } มี { $found } แนวตั้ง แต่กระดานนี้มี { $board } แนวตั้ง
reader-fen-hand-unclosed = ส่วนหมากในมือไม่มีเครื่องหมาย ] ปิด
reader-fen-hand-text-after = มีข้อความต่อท้าย ] ของส่วนหมากในมือ
reader-fen-no-hands = เกมนี้ไม่มีหมากในมือ
reader-fen-count-without-piece = จำนวนในส่วนหมากในมือไม่มีหมากตามหลัง
reader-fen-hand-not-a-piece = { $text } ในส่วนหมากในมือไม่ใช่หมากของเกมนี้
reader-fen-hand-too-many = หมากในมือมีมากเกินไป
reader-fen-turn = { $text } ไม่ใช่ฝ่ายที่ถึงตาเดิน: w หรือ b
reader-fen-rights = อ่านฟิลด์สิทธิ์ { $text } ไม่ได้
reader-fen-count = อ่านฟิลด์การนับ { $text } ไม่ได้
reader-fen-halfmoves = ตัวนับครึ่งตา { $text } ไม่ใช่ตัวเลข
reader-fen-fullmoves = หมายเลขตาเดิน { $text } ไม่ใช่ตัวเลข
reader-fen-trailing = { $text } ตามหลังฟิลด์สุดท้ายของ FEN

## A position no game could have.
reader-position-off-board = มีหมากอยู่ที่ { $square } ซึ่งอยู่นอกกระดานนี้
reader-position-unknown-piece = มีหมากที่เกมนี้ไม่มีอยู่ที่นั่น
reader-position-missing-king = { $side } ไม่มีขุน
reader-position-too-many-kings = { $side } มีขุนมากกว่าหนึ่งตัว
reader-position-hand-too-large = หมากในมือของทั้งสองฝ่ายมีมากเกินไป
reader-position-opposite-check = ฝ่ายที่ไม่ได้ถึงตาเดินกำลังถูกรุก
reader-position-pawn-on-back-rank = มีเบี้ยอยู่บนแถวแรกของฝ่ายตัวเองที่ { $square }
reader-position-unreachable = { $piece } ของ { $side } ที่ { $square } อยู่ในที่ที่ไม่มีเกมใดพาไปถึงได้
reader-position-too-many-pieces = { $side } มี { $piece } มากกว่าที่ชุดหมากของเกม (รวมทั้งหมากที่เลื่อนขั้น) จะให้ได้
reader-position-double-pawn = { $side } มีเบี้ยที่ยังไม่เลื่อนขั้นสองตัวในแนวตั้งของ { $square }
reader-position-already-over = เกมจะจบก่อนเริ่มเสียอีก (ไม่มีตาเดิน หรือรู้ผลแพ้ชนะแล้ว)

## Ashtapada: why a race refused an action.
reader-race-no-throw = โปรดทอยหอยเบี้ยก่อน
reader-race-thrown = ทอยหอยเบี้ยแล้ว: โปรดเดินหมาก
reader-race-illegal = เดิน { $input } ด้วยแต้มทอยนี้ไม่ได้
