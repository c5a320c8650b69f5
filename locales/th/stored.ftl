# Thai (th) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF และ CSA เป็นรูปแบบบันทึกของหมากรุกญี่ปุ่น ส่วน { $game } บันทึกเป็น PGN
stored-unreadable = อ่านบันทึก { $format } นั้นไม่ได้: { $reason } ไม่ได้นำเข้าอะไรเลย
stored-unreadable-ended = อ่านบันทึก { $format } นั้นไม่ได้: { $reason } ไม่ได้นำเข้าอะไรเลย
stored-kif-one-line = บันทึก KIF ต้องอ่านทีละบรรทัด แต่บันทึกนี้มาเป็นบรรทัดเดียว (ช่องข้อความของ Discord รวมบรรทัดเข้าด้วยกัน): โปรดแนบไฟล์แทน (บน Discord ใช้ file:) หรือวางในที่ที่ยังคงการขึ้นบรรทัดใหม่ไว้ ไม่ได้นำเข้าอะไรเลย
stored-not-a-position = fen:{ $fen }? นั่นไม่ใช่ตำแหน่งของ { $game }: { $reason } /board แสดง FEN ของเกมให้คัดลอกได้
stored-not-a-position-sfen = fen:{ $fen }? นั่นไม่ใช่ตำแหน่งของ { $game }: { $reason } /board แสดง FEN และ SFEN ของเกมให้คัดลอกได้
stored-unreachable = fen:{ $fen }? ไม่มีเกม { $game } ใดเริ่มจากตำแหน่งนั้นได้: { $reason }
stored-no-game = ไม่มีเกม #{ $id }
