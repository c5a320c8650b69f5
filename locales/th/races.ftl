# Thai (th) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = ทอยหอยเบี้ยไม่ได้ ({ $reason }) โปรดลองอีกครั้ง
race-no-such-rule = Ashtapada ไม่มีตัวเลือกกติกา { $option } มีเพียง play-on (ผู้เล่นที่เหลือเล่นต่อเพื่อชิงอันดับ) และ grace (ได้ทอยอีกครั้งหลังทอยได้ 4 หรือ 8)
race-invite-yourself = คุณไม่สามารถเชิญตัวเองได้
race-named-twice = มีชื่อ { $who } ซ้ำสองครั้ง
race-computer-seats = การแข่งหนึ่งครั้งมีสี่ที่นั่ง: คอมพิวเตอร์นั่งได้ไม่เกินสามที่

race-invites = การแข่ง #{ $id }: { $who } เชิญ { $invited } เล่น Ashtapada ครั้งละ { $days } วัน
race-invites-with-rules = การแข่ง #{ $id }: { $who } เชิญ { $invited } เล่น Ashtapada ครั้งละ { $days } วัน กติกา: { $rules }
race-seats-in-order = ที่นั่งเรียงตามลำดับการเข้าร่วม: { $join } (หรือ { $decline }) การแข่งจะเริ่มเมื่อทุกคนตอบแล้ว
race-and = { $list } และ { $item }

race-not-invited = คุณไม่ได้รับเชิญในการแข่ง #{ $id }
race-seated-already = คุณมีที่นั่งในการแข่ง #{ $id } อยู่แล้ว
race-joins = { $who } เข้าร่วมการแข่ง #{ $id }
race-declines = { $who } ปฏิเสธการแข่ง #{ $id }
race-nobody-left = { $said } ไม่เหลือผู้เล่นคนอื่นแล้ว: การแข่ง #{ $id } ถูกยกเลิก
race-seat = { $who } ({ $seat }, เริ่มจาก { $from })
race-begins = { $said } การแข่ง #{ $id } เริ่มแล้ว: { $order } { $who } ทอยก่อน: { $throw }
race-only-proposer-cancels = เฉพาะผู้เสนอการแข่ง #{ $id } เท่านั้นที่ยกเลิกได้ ใช้ { $decline } เพื่อสละที่นั่ง
race-called-off = { $who } ยกเลิกการแข่ง #{ $id }

race-thrown-already = การแข่ง #{ $id }: คุณทอยไปแล้ว โปรดเดินหมาก ({ $moves })
race-refused = การแข่ง #{ $id }: { $reason }
race-throws = การแข่ง #{ $id }: { $who } ทอยได้ { $value } (หงาย { $openings } ตัว)
race-turn-passes = ไม่มีหมากที่เดินได้: ข้ามตา
race-move-with = เดินด้วย { $moves }
race-not-a-piece = การแข่ง #{ $id }: { $text } ไม่ใช่หมาก โปรดพิมพ์ enter, ตา (c3) หรือ c3x2 เพื่อเดินหมากคู่สองตัวพร้อมกัน
race-throw-first = การแข่ง #{ $id }: โปรดทอยก่อน ({ $throw })
race-illegal = การแข่ง #{ $id }: { $reason } ตาเดินที่ทำได้: { $moves }
race-moved = การแข่ง #{ $id }: { $moved }

race-over-places = การแข่ง #{ $id } จบแล้ว: { $winner } ชนะ ตามด้วย { $rest }
race-over-winner = การแข่ง #{ $id } จบแล้ว: { $winner } ชนะ
race-over = การแข่ง #{ $id } จบแล้ว
race-to-move = ถึงตา { $who } เดิน
race-to-throw = ถึงตา { $who } ทอย

race-events = { $events }
race-enters = หมากหนึ่งตัวเข้ากระดานที่ { $to }
# $count มีค่าเพียง 1 หรือ 2
race-advances = { $count ->
        [1] หมากหนึ่งตัว
       *[other] หมากสองตัว
    } { $from } → { $to }
race-captures = กินหมาก { $count } ตัวของ { $who }
race-home = ถึงบ้าน

race-no-seat = คุณไม่มีที่นั่งในการแข่ง #{ $id }
race-timed-out-already = คุณออกจากการแข่ง #{ $id } ไปแล้วเมื่อหมดเวลา
race-not-your-turn = การแข่ง #{ $id }: ตอนนี้เป็นตาของ { $who }
race-no-such = ไม่มีการแข่ง #{ $id }
race-not-begun = การแข่ง #{ $id } ยังไม่เริ่ม: ทุกคนที่ได้รับเชิญต้องตอบก่อน
race-begun = การแข่ง #{ $id } เริ่มไปแล้ว
race-none-waiting = ที่นี่ไม่มีการแข่งที่รอคุณอยู่ ใช้ { $challenge } เพื่อเปิดการแข่งใหม่
race-none-here = คุณไม่มีการแข่งที่นี่ ใช้ { $challenge } เพื่อเปิดการแข่งใหม่
race-several = คุณมีการแข่งหลายรายการที่นี่: { $races } โปรดเพิ่ม race:ID
race-number = #{ $id }
race-unreadable = การแข่ง #{ $id }: อ่านบันทึกไม่ได้ที่การกระทำที่ { $action }
race-unreplayable = การแข่ง #{ $id }: เล่นบันทึกซ้ำไม่ได้ที่การกระทำที่ { $action }: { $reason }
race-board-title = การแข่ง #{ $id } — Ashtapada
# ข้อความบนภาพกระดานและข้อความแทนภาพ
race-board-state = ถึงบ้าน { $home } รอเข้ากระดาน { $off }
race-board-finished = จบแล้ว อันดับที่ { $place }
race-board-left = ออกจากการแข่งแล้ว
race-board-threw = { $name } ทอยได้ { $value }
race-board-open = หงาย { $up } ตัว: เดิน { $value } ช่อง
race-alt-board = { $title } กระดาน Ashtapada
race-alt-shape = { $shape ->
        [circle] วงกลม
        [square] สี่เหลี่ยม
        [triangle] สามเหลี่ยม
       *[diamond] ข้าวหลามตัด
    }
race-alt-seat = { $name } ({ $shape }, อักษร { $letter }): { $pieces } ถึงบ้าน { $home } ตัว รอเข้ากระดาน { $off } ตัว
race-alt-seat-left = { $name } ({ $shape }, อักษร { $letter }): ออกจากการแข่งแล้ว
race-alt-on = อยู่ที่ { $squares }
race-alt-nowhere = ไม่มีหมากบนกระดาน
race-alt-double = หมากซ้อน { $count } ตัวที่ { $square }
race-alt-throw = ทอยล่าสุด: { $name } หงาย { $up } ตัว เดิน { $value } ช่อง
race-alt-to-play = ถึงตา { $name }

race-reminder = { $who }: เหลือเวลา { $left } สำหรับตาของคุณในการแข่ง #{ $id }
race-lapsed = การแข่ง #{ $id } หมดอายุ: ผู้ได้รับเชิญตอบไม่ครบภายใน { $days } วัน
race-ran-out = การแข่ง #{ $id }: { $who } หมดเวลาและออกจากการแข่งพร้อมหมากของตน

race-line-open = การแข่ง #{ $id } Ashtapada: รอทุกคนเข้าร่วม
race-line = การแข่ง #{ $id } Ashtapada: { $turn }
race-line-timed = การแข่ง #{ $id } Ashtapada: { $turn } เหลือ { $left }
race-your-move = ตาคุณเดิน
race-your-throw = ตาคุณทอย
race-their-turn = ตาผู้เล่นอื่น
