# Thai (th) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

play-abort-too-late = ยกเลิกเกมได้เฉพาะก่อนที่ทั้งสองฝ่ายจะเดิน โปรดขอเสมอหรือยอมแพ้แทน

play-not-a-placement = { $drop } ไม่ใช่การวางหมากในรูปแบบ K@e2 (อักษรของหมาก, @, ตา)

play-turn-thinking = { $who } ({ $side }) กำลังคิด
play-turn-to-move = ถึงตา { $who } ({ $side }) เดิน
play-turn-to-move-away = ถึงตา { $who } ({ $side }) เดิน (ลาพักถึง { $until } นาฬิกาหยุดรอ)
play-your-move = { $who } ถึงตาคุณเดินในเกม #{ $id }

play-game-refused = เกม #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } ไม่ใช่ตาเดิน
refusal-not-legal = { $input } ไม่ใช่ตาเดินที่ถูกกติกาในตำแหน่งนี้
refusal-not-legal-but = { $input } ไม่ใช่ตาเดินที่ถูกกติกาในตำแหน่งนี้ คุณหมายถึง { $candidates } หรือไม่?
refusal-which = { $input } อาจหมายถึง { $candidates } โปรดระบุว่าตาใด
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } หรือ { $rest }
refusal-game-over = เกมจบแล้ว
refusal-not-your-turn = ยังไม่ถึงตาคุณเดิน
refusal-illegal-move = ตาเดินนั้นผิดกติกาในตำแหน่งนี้
refusal-jishogi-only-shogi = ภาวะทางตัน (jishōgi) มีเฉพาะในหมากรุกญี่ปุ่น
refusal-impasse-not-your-turn = ขอตัดสินภาวะทางตันได้ในตาของคุณเท่านั้น
refusal-impasse-kings-not-entered = ขอตัดสินภาวะทางตันได้ก็ต่อเมื่อขุนทั้งสองฝ่ายเข้าไปในแดนของอีกฝ่ายแล้วเท่านั้น
refusal-no-impasse-claim = ไม่มีคำขอตัดสินภาวะทางตันของอีกฝ่ายให้ยอมรับ
refusal-setup-chosen-once = การจัดหมากเลือกได้ครั้งเดียว ก่อนตาเดินแรก
refusal-no-standard-setup = ตำแหน่งนี้ไม่มีการจัดหมากแบบมาตรฐานให้เปลี่ยน
refusal-objection-not-now = คัดค้านได้เฉพาะทันทีหลังผู้เล่นคนที่สองวางหมากเสร็จ เมื่อเขาวางเรือสองลำไว้ในแนวตั้งเดียวกัน หรือวางเรือไว้ในแนวตั้งเดียวกับขุนของคุณ
refusal-objection-not-applicable = ใช้การคัดค้านในตำแหน่งนี้ไม่ได้
refusal-no-count-in-game = เกมนี้ไม่มีการนับให้เริ่ม
refusal-count-not-your-turn = เริ่มนับได้ในตาของคุณเท่านั้น
refusal-count-running = กำลังนับอยู่แล้ว
refusal-count-pawns-left = เริ่มนับศักดิ์กระดานได้ก็ต่อเมื่อไม่มีเบี้ยเหลือทั้งสองฝ่าย
refusal-no-count-to-stop = คุณไม่ได้กำลังนับอยู่ จึงไม่มีการนับให้หยุด
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head } { $after }
play-after-next = { $next }
play-after-over = เกมจบแล้ว: { $verdict }
play-after-over-rated = เกมจบแล้ว: { $verdict } { $ratings }

play-verdict-win = { $result } — { $who } ชนะ{ $kind ->
        [time] เพราะอีกฝ่ายหมดเวลา
       *[other] {" "}({ $reason })
    }
play-verdict-draw = { $result } — เสมอ{ $kind ->
        [time] เพราะหมดเวลา
       *[other] {" "}({ $reason })
    }
play-over = เกม #{ $id } จบแล้ว: { $verdict }
play-over-rated = เกม #{ $id } จบแล้ว: { $verdict } { $ratings }
play-game-goes-on = เกมดำเนินต่อ

# การวางหมาก (หมากรุกพม่า)
play-no-arrangement = คุณไม่มีรูปแบบการวางหมากที่บันทึกไว้ชื่อ { $name } บันทึกได้ด้วย { $save }
play-no-arrangement-yours = คุณไม่มีรูปแบบการวางหมากที่บันทึกไว้ชื่อ { $name } รูปแบบของคุณ: { $yours }
play-place-none = { $reason } ไม่ได้วางหมากใดเลย: คำสั่ง /place หนึ่งครั้งจะวางหมากทั้งหมดหรือไม่วางเลย
play-placed-army = #{ $id } { $who } วางหมาก { $count } ตัว: { $drops }
play-saved-as = บันทึกเป็น { $name } แล้ว: ใช้ { $place } ในเกมถัดไปของคุณ
play-arrangement-saved = บันทึก { $name } ({ $count } ตัว) แล้ว: ใช้ { $place } ในเกมหมากรุกพม่า
play-no-arrangements = คุณยังไม่มีรูปแบบการวางหมากที่บันทึกไว้ ใช้ { $save } เพื่อบันทึก
play-hand-empty = ไม่มีหมากในมือคุณ
play-hand = หมากในมือ: { $pieces }
play-place-short = เกม #{ $id }: คำสั่ง /place นี้วาง { $asked } × { $letter } ({ $piece }) แต่คุณเหลือให้วางเพียง { $had } ตัว จึงไม่ได้วางหมากใดเลย { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } จัดหมากแบบ { $korean } ({ $key })
play-not-a-setup = { $setup } ไม่ใช่รูปแบบการจัดหมาก โปรดเลือก masangsangma, sangmamasang, masangmasang หรือ sangmasangma (마상상마 …)
play-objection = คัดค้าน: ผู้เล่นคนที่สองต้องวางเรือใหม่
play-count-start = { $who } เริ่มนับศักดิ์กระดาน (64 ที)
play-count-stop = { $who } หยุดนับ
play-impasse-counts = { $who } นับแต้ม
play-impasse-declined = { $who } ปฏิเสธ ({ $points } แต้ม ต่อ { $yours } แต้มของคุณ ต้องได้ 24 แต้ม): เล่นต่อ
play-impasse-answer = { $accept } เพื่อนับแต้ม
play-impasse-claim = { $who } ขอตัดสินภาวะทางตัน (jishōgi): { $answer }

play-resign-confirm = ยอมแพ้เกม #{ $id } ใช่หรือไม่? ส่ง { $confirm } เพื่อยืนยัน
play-abort-tournament = เกม #{ $id } เป็นเกมในทัวร์นาเมนต์ จึงยกเลิกไม่ได้: ผู้เล่นที่ไม่เดินตาแรกจะถูกปรับแพ้เมื่อหมดเวลาสำหรับตานั้น หากต้องการออกจากทัวร์นาเมนต์ ให้ใช้ { $withdraw }
play-aborted = ยกเลิกเกม #{ $id } แล้ว

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = ยอมแพ้

# การเดินเป็นคำพูด ตาตามป้ายกำกับบนภาพกระดาน
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece }ที่ { $to } เลื่อนขั้น{ $more }
play-move-takes = { " " }กิน{ $piece }
play-move-becomes = { " " }กลายเป็น{ $piece }
play-move-promotes-to = เป็น{ $piece }
play-move-drop = วาง{ $piece }ที่ { $to }
play-move-castles = เข้าป้อม
play-move-passes = ผ่าน
