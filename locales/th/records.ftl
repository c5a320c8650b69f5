# Thai (th) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

records-paste-discord = วางบันทึกเกม (PGN, KIF หรือ CSA) ใน record: หรือแนบไฟล์ด้วย file:
records-paste-matrix = วางบันทึกเกม (PGN, KIF หรือ CSA) ต่อท้ายคำสั่ง หรือตอบกลับไฟล์บันทึกเกมด้วยคำสั่งนั้น
records-paste = วางบันทึกเกม (PGN, KIF หรือ CSA) ต่อท้าย /import

records-read = อ่านบันทึก { $format } แล้ว: { $game } — { $first } พบ { $second }, { $plies } ตา
records-read-over = อ่านบันทึก { $format } แล้ว: { $game } — { $first } พบ { $second }, { $plies } ตา, { $result }
records-read-given = อ่านบันทึก { $format } แล้ว: { $game } — { $first } พบ { $second }, { $plies } ตา, ผลที่บันทึกไว้: { $result }
records-over = { $summary } เกมนี้จบแล้ว ({ $reason }) จึงไม่มีอะไรให้เล่นต่อ ใช้ /import โดยไม่ระบุผู้เล่นเพื่อดูตำแหน่งสุดท้าย
records-unreachable = { $summary } ไม่สามารถเริ่มเกมจากตำแหน่งสุดท้ายได้: { $reason }
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } ตำแหน่งสุดท้าย ถึงตา { $side } เดิน: { $position }
    หากต้องการเล่นต่อจากตรงนั้น: { $challenge }
records-fen = เกม #{ $id } หลังเดินไป { $moves } ตา { $position }
records-not-shogi = KIF และ CSA ใช้กับเกมหมากรุกญี่ปุ่นเท่านั้น โปรดใช้ { $pgn }
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = เล่นซ้ำเกม #{ $id }: ครบทั้ง { $moves } ตา แล้วค้างไว้ที่ตำแหน่งสุดท้าย
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = เกมที่เล่นซ้ำทีละตา ({ $moves } ตา) จบที่ตำแหน่งนี้: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = บอทนี้ไม่วาดภาพ เพราะผู้ดูแลระบบปิดการวาดภาพไว้ ใช้ /export pgn เพื่อรับบันทึกเกม

records-file = { $name }
records-attached = { $name } (ไฟล์แนบ):
