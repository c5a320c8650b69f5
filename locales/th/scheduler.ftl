# Thai (th) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges (stored in the outbox as text).
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

scheduler-reminder = { $who }: เหลือเวลา { $left } สำหรับตาเดินของคุณในเกม #{ $id }
scheduler-forfeit = เกม #{ $id } จบแล้ว: { $who } ไม่ได้เดินเลยจึงถูกปรับแพ้ ผล { $result }
scheduler-aborted = เกม #{ $id } ถูกยกเลิก: { $who } ไม่ได้เดินตาแรก
scheduler-timeout = เกม #{ $id } จบแล้ว: { $who } หมดเวลา ({ $verdict })
scheduler-timeout-rated = เกม #{ $id } จบแล้ว: { $who } หมดเวลา ({ $verdict }) { $ratings }
scheduler-digest = สรุปรายวันของคุณ { $who }: ถึงตาคุณเดินใน { $count } เกม
    { $games }
scheduler-digest-line = #{ $id } { $game } พบ { $who } — เหลือ { $left }
scheduler-challenge-lapsed = { $who }: คำท้า #{ $id } ({ $game }) หมดอายุโดยไม่มีผู้ตอบ
