# Thai (th) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

challenge-declined = { $who } ปฏิเสธคำท้า #{ $id }

challenge-not-one-you-can = คุณไม่สามารถ{ $verb ->
        [accept] รับ
        [decline] ปฏิเสธ
       *[cancel] ยกเลิก
    }คำท้า #{ $id } ที่นี่ได้

challenge-none-to = ที่นี่ไม่มีคำท้าให้คุณ{ $verb ->
        [accept] รับ
        [decline] ปฏิเสธ
       *[cancel] ยกเลิก
    }

challenge-several = มีคำท้าหลายรายการ: { $ids } โปรดระบุว่ารายการใด เช่น { $example }

challenge-accept-own = คุณไม่สามารถรับคำท้าของตัวเองได้

challenge-accept-not-open = คำท้า #{ $id } ไม่ได้เปิดให้คุณที่นี่ เฉพาะผู้ถูกท้าเท่านั้นที่รับได้

challenge-game-begins = เกม #{ $game } เริ่มแล้ว: ถึงตาคุณเดิน { $who }

challenge-game-starts = เกม #{ $game }: { $name } — { $white } ({ $white_side }) พบ { $black } ({ $black_side }), { $rated ->
        [yes] คิดคะแนน
       *[no] ไม่คิดคะแนน
    }, { $time }{ $from } ถึงตา { $first } เดิน

challenge-from-position = , จากตำแหน่ง { $position }

challenge-yourself = คุณไม่สามารถท้าตัวเองได้

challenge-too-many-open = คุณมีคำท้าที่เปิดอยู่ { $count } รายการ ซึ่งเป็นจำนวนสูงสุดที่ผู้เล่นหนึ่งคนมีได้ โปรดใช้ { $cancel } ยกเลิกหนึ่งรายการ (หรือรอคำตอบ) ก่อน

challenge-too-many-to-one = คุณมีคำท้าถึง { $who } ที่เปิดอยู่แล้ว { $count } รายการ โปรดรอคำตอบ หรือใช้ { $cancel } ยกเลิกหนึ่งรายการ

challenge-level-is-computers = level: คือระดับฝีมือของคอมพิวเตอร์ ท้าคอมพิวเตอร์ได้ด้วย { $challenge }

challenge-computer-casual = เกมกับคอมพิวเตอร์เป็นเกมไม่คิดคะแนน โปรดเอา rated:yes ออก

challenge-position-casual = เกมที่เริ่มจากตำแหน่งที่เลือกเองเป็นเกมไม่คิดคะแนน โปรดเอา rated:yes ออก

challenge-cancelled = ยกเลิกคำท้า #{ $id } แล้ว

challenge-posted = คำท้า #{ $id }: { $who } ท้า { $to } เล่น { $game }{ $options }{ $from } แบบ{ $rated ->
        [yes] คิดคะแนน
       *[no] ไม่คิดคะแนน
    } เวลา { $time } { $answer } (เปิดรับถึง { $until })
challenge-anyone = ใครก็ได้ที่นี่
challenge-options = { " " }({ $options })
challenge-accept-button = รับคำท้า
challenge-decline-button = ปฏิเสธ
