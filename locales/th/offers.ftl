# Thai (th) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

offer-draw-already = คุณขอเสมอในเกมนี้ไปแล้ว โปรดรอคำตอบ

offer-draw-blocked = คำขอเสมอครั้งล่าสุดของคุณถูกปฏิเสธ คุณขอเสมอได้อีกครั้งหลังจากเดินตาถัดไป

offer-draw-none-to-accept = ไม่มีคำขอเสมอจากคู่แข่งให้รับ

offer-draw-none-to-decline = ไม่มีคำขอเสมอจากคู่แข่งให้ปฏิเสธ

offer-draw-declined = { $who } ปฏิเสธการเสมอในเกม #{ $game }

offer-takeback-rated = เกม #{ $game } เป็นเกมคิดคะแนน: ย้อนตาเดินไม่ได้

offer-takeback-already = คุณขอไปแล้ว โปรดรอคำตอบ

offer-takeback-no-move = คุณไม่มีตาเดินให้ย้อนในเกม #{ $game }

offer-takeback-none = ไม่มีคำขอย้อนตาเดินจากคู่แข่ง

offer-takeback-declined = { $who } ปฏิเสธการย้อนตาเดินในเกม #{ $game }

offer-takeback-nothing = ไม่มีตาเดินให้ย้อน

offer-takeback-not-a-move = เกม #{ $game }: ย้อนได้เฉพาะตาเดินเท่านั้น และมี { $action } เกิดขึ้นหลังจากตานั้น

offer-made = { $who } { $what ->
        [draw] ขอเสมอกับ { $opponent } ในเกม #{ $game }
       *[takeback] ขอให้ { $opponent } อนุญาตย้อนตาเดินล่าสุดในเกม #{ $game }
    } { $answer }
offer-draw-accept-button = รับการเสมอ
offer-draw-decline-button = ปฏิเสธการเสมอ
offer-takeback-allow-button = ให้ย้อนตาเดิน
offer-takeback-refuse-button = ไม่ให้ย้อนตาเดิน
offer-taken-back = เกม #{ $game }: ย้อนตาเดินแล้ว { $count } ตา { $next }
