# Thai (th) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF และ CSA เป็นรูปแบบบันทึกของหมากรุกญี่ปุ่น ส่วน { $game } บันทึกเป็น PGN
stored-unreadable = อ่านบันทึก { $format } นั้นไม่ได้ที่บรรทัด { $line }: { $reason } ไม่ได้นำเข้าอะไรเลย
stored-kif-one-line = บันทึก KIF ต้องอ่านทีละบรรทัด แต่บันทึกนี้มาเป็นบรรทัดเดียว (ช่องข้อความของ Discord รวมบรรทัดเข้าด้วยกัน): โปรดแนบไฟล์แทน (บน Discord ใช้ file:) หรือวางในที่ที่ยังคงการขึ้นบรรทัดใหม่ไว้ ไม่ได้นำเข้าอะไรเลย
stored-not-a-position = fen:{ $fen }? นั่นไม่ใช่ตำแหน่งของ { $game }: { $reason } /board แสดง FEN ของเกมให้คัดลอกได้
stored-not-a-position-sfen = fen:{ $fen }? นั่นไม่ใช่ตำแหน่งของ { $game }: { $reason } /board แสดง FEN และ SFEN ของเกมให้คัดลอกได้
stored-unreachable = fen:{ $fen }? ไม่มีเกม { $game } ใดเริ่มจากตำแหน่งนั้นได้: { $reason }
stored-no-game = ไม่มีเกม #{ $id }

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = รุกจน
ending-stalemate = อับ
ending-bare-king = ขุนเดี่ยว
ending-niol = นิออล (Niol: รุกจนที่ไม่มีชัก)
ending-robado = โรบาโด (Robado: ขุนเดี่ยว)
ending-count-ran-out = นับครบ
ending-mate-during-own-count = รุกจนระหว่างที่ฝ่ายรุกจนเป็นฝ่ายนับเอง
ending-bare-king-survived = ขุนเดี่ยวรอดได้เจ็ดตา
ending-forbidden-mate = การรุกจนที่ต้องห้าม
ending-insufficient-material = ไม่มีฝ่ายใดชนะได้
ending-repetition = ตำแหน่งซ้ำ
ending-perpetual-check = รุกไม่หยุด
ending-perpetual-chase = ไล่ไม่หยุด
ending-bikjang = บิกจัง
ending-two-passes = ผ่านสองครั้งติดกัน
ending-jishogi = ภาวะทางตัน (jishōgi)
ending-royals-captured = ขุนและมกุฎราชกุมารถูกกินทั้งคู่
ending-resignation = ยอมแพ้
ending-agreement = ตกลงกัน
ending-time = หมดเวลา
ending-withdrew = ปรับแพ้ (ถอนตัว)
ending-never-moved = ปรับแพ้ (ไม่ได้เดินเลย)
ending-round-deadline = ครบกำหนดเวลาของรอบ
ending-adjudication = คำตัดสิน
ending-cancelled = ทัวร์นาเมนต์ถูกยกเลิก
ending-aborted = ยกเลิก
ending-never-started = ไม่มีการเดินตาแรก
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
