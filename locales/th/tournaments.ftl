# Thai (th) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

tournament-title = ทัวร์นาเมนต์ #{ $id }
tournament-title-named = ทัวร์นาเมนต์ #{ $id } “{ $name }”

tournament-per-move = ตาละ { $days } วัน

tournament-too-many = ช่องนี้มีทัวร์นาเมนต์ที่เปิดรับสมัครหรือกำลังแข่งอยู่แล้ว { $running } รายการ ซึ่งเป็นจำนวนสูงสุด โปรดสร้างใหม่เมื่อมีรายการใดจบลง

tournament-vacation-cap = { " " }ลาพัก: ผู้เล่นแต่ละคนลาได้ไม่เกิน { $days } วัน
tournament-until = { " " }(ถึง { $time })
tournament-standard-rules = กติกามาตรฐาน
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: ระบบสวิส { $rounds ->
        [0] จำนวนรอบตามจำนวนผู้เล่น
       *[other] { $rounds } รอบ
    }, { $game }, { $rules }, { $per_move }, { $rated ->
        [yes] คิดคะแนน
       *[no] ไม่คิดคะแนน
    }, ผู้เล่นสูงสุด { $size } คน, จัดโดย { $organizer } จับคู่ด้วยระบบดัตช์ของ FIDE ทีละรอบ แต่ละรอบใช้เวลาไม่เกิน { $round_days } วัน และเกมที่ยังไม่จบเมื่อครบกำหนดจะนับเป็นเสมอ{ $cap } ใช้ { $join } เพื่อเข้าร่วม{ $until } ผู้จัดเริ่มการแข่งด้วย { $start }

tournament-created-round-robin = { $name }: พบกันหมด{ $cycles ->
        [2] สองรอบ
       *[other] รอบเดียว
    }, { $game }{ $options }, { $per_move }, { $rated ->
        [yes] คิดคะแนน
       *[no] ไม่คิดคะแนน
    }, ผู้เล่นสูงสุด { $size } คน, จัดโดย { $organizer } ใช้ { $join } เพื่อเข้าร่วม{ $until } ผู้จัดเริ่มการแข่งด้วย { $start }{ $cap }

tournament-not-taking = { $name } ไม่รับผู้เล่นเพิ่ม
tournament-registration-closed-at = { $name } ปิดลงทะเบียนไปแล้วเมื่อ { $time }
tournament-full = { $name } เต็มแล้ว ({ $count } คน)
tournament-already-in = คุณอยู่ใน { $name } แล้ว
tournament-joins = { $who } เข้าร่วม { $name } ({ $count } คน)
tournament-started-withdraw = { $name } เริ่มแล้ว ใช้ { $withdraw } เพื่อถอนตัว (เกมที่ยังไม่ได้เล่นของคุณจะถูกปรับแพ้)
tournament-you-are-not-in = คุณไม่ได้อยู่ใน { $name }
tournament-leaves = { $who } ออกจาก { $name }
tournament-already-started = { $name } เริ่มไปแล้ว
tournament-has-started = { $name } เริ่มแล้ว
tournament-open-again = { $name } เปิดลงทะเบียนอีกครั้ง: { $join }
tournament-closed = { $name } ปิดลงทะเบียนแล้ว

tournament-organizer-only = ใน { $name } เฉพาะผู้จัด { $organizer } เท่านั้นที่{ $action ->
        [start] เริ่มการแข่ง
        [open] เปิดลงทะเบียน
        [close] ปิดลงทะเบียน
        [replace] เปลี่ยนตัวผู้เล่น
        [pause] หยุดการแข่งชั่วคราว
        [resume] ให้การแข่งดำเนินต่อ
        [adjudicate] ตัดสินผลเกม
        [withdraw] ถอนผู้เล่นคนอื่น
       *[cancel] ยกเลิกการแข่ง
    }ได้

tournament-not-started-replace = { $name } ยังไม่เริ่ม ผู้เล่นเข้าร่วมและออกได้เอง
tournament-not-playing = { $who } ไม่ได้เล่นใน { $name }
tournament-already-has = { $who } อยู่ใน { $name } แล้ว
tournament-replaces = { $new } เข้าแทน { $old } ใน { $name }: รับทั้งที่นั่งและเกมที่ยังไม่จบ { $moved } เกม เกมที่จบแล้วยังคงนับผล

tournament-not-running = { $name } ไม่ได้กำลังแข่งอยู่
tournament-game-missing = ไม่พบเกม #{ $game } ของ { $name } ในฐานข้อมูล ยังไม่มีการเปลี่ยนแปลงใด ๆ
tournament-paused = { $name } หยุดชั่วคราว: หยุดนาฬิกาแล้ว { $stopped } เรือน ตาเดินจะรอจนกว่าผู้จัดจะให้แข่งต่อ
tournament-not-paused = { $name } ไม่ได้หยุดชั่วคราว
tournament-missing = ไม่พบ { $name } ในฐานข้อมูล
tournament-resumes = { $name } แข่งต่อแล้ว: นาฬิกา { $count } เรือนเดินต่อด้วยเวลาที่เหลืออยู่เดิม

tournament-which-game = เกมไหน? { $usage }
tournament-not-its-game = เกม #{ $game } ไม่ใช่เกมของ { $name }
tournament-no-such-game = ไม่มีเกม #{ $game }
tournament-game-over = เกม #{ $game } จบแล้ว
tournament-adjudicated = เกม #{ $game } จบแล้ว: { $result } ตามคำตัดสิน ({ $name })
tournament-adjudicated-rated = เกม #{ $game } จบแล้ว: { $result } ตามคำตัดสิน ({ $name }) { $ratings }
tournament-not-in = { $who } ไม่ได้อยู่ใน { $name }
tournament-already-over = { $name } จบไปแล้ว
tournament-cancelled = { $name } ถูกยกเลิก{ $aborted ->
        [0] {""}
       *[other] {" "}เกมที่กำลังเล่นอยู่ { $aborted } เกมถูกยกเลิกด้วย
    }

tournament-no-such = ไม่มีทัวร์นาเมนต์ #{ $id }
tournament-none-here = ที่นี่ไม่มีทัวร์นาเมนต์ ใช้ { $create } เพื่อเปิดทัวร์นาเมนต์ใหม่
tournament-several = มีหลายทัวร์นาเมนต์ที่นี่: { $ids } โปรดเพิ่มหมายเลข

tournament-too-few = { $name } ต้องมีผู้เล่นอย่างน้อย 3 คนจึงจะเริ่มได้ ตอนนี้มี { $count } คน
tournament-too-few-swiss = { $name } ต้องมีผู้เล่นอย่างน้อย 4 คนจึงจะเริ่มระบบสวิสได้ ตอนนี้มี { $count } คน
tournament-starts = { $name } เริ่มแล้ว: ผู้เล่น { $players } คน { $games } เกม เริ่มพร้อมกันทั้งหมด ({ $per_move }) หมายเลขผู้เล่น: { $numbers } { $pairings } แสดงรายการเกม { $mine } แสดงเกมของคุณ
tournament-starts-swiss =
    { $name } เริ่มแล้ว: ระบบสวิส { $rounds } รอบ{ $note } สำหรับผู้เล่น { $players } คน, { $per_move } หมายเลขผู้เล่น: { $numbers }
    { $first }
tournament-rounds-capped = { " " }(ขอไว้ { $asked } รอบ แต่ผู้เล่น { $players } คนเล่นได้มากที่สุด { $most } รอบ)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = คุณไม่ได้เล่นในทัวร์นาเมนต์ #{ $id } ที่กำลังแข่งอยู่
tournament-mine-none = คุณไม่ได้เล่นในทัวร์นาเมนต์ใดที่กำลังแข่งอยู่
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , รอบ { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— หยุดชั่วคราว
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(รอบนี้จบในอีก { $left })
tournament-mine-game = { "  " }#{ $game } รอบ { $round } พบ { $opponent } ({ $side }): { $turn ->
        [mine] ตาคุณเดิน
       *[theirs] ตาคู่แข่งเดิน
    }{ $left }
tournament-mine-left = , เหลือ { $left }
tournament-mine-bye = { "  " }ได้บายในรอบนี้ (1 แต้ม)
tournament-mine-waiting = { "  " }ไม่มีเกมที่กำลังเล่น: รอรอบถัดไป

tournament-unpairable =
    { $name } จบหลังรอบ { $round }: จับคู่รอบ { $next } ไม่ได้ ({ $why }) อันดับสุดท้าย:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = บาย (1 แต้ม): { $who } ({ $number })
tournament-round =
    { $name } รอบ { $round }/{ $rounds } ถึง { $until }:
    { $lines }
tournament-game-begins = เกม #{ $game } ({ $name } รอบ { $round }) เริ่มแล้ว: ถึงตาคุณเดิน { $who }
tournament-round-deadline = เกม #{ $game } จบแล้ว: รอบ { $round } ของ { $name } ครบกำหนดเวลา เกมนี้นับเป็นเสมอ

tournament-already-withdrawn = { $who } ถอนตัวไปแล้ว
tournament-over = { $name } จบแล้ว
tournament-withdraws = { $who } ถอนตัวจาก { $name } เกมที่ยังไม่ได้เล่น { $count } เกมถูกปรับแพ้
tournament-final =
    { $name } จบแล้ว อันดับสุดท้าย:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }, Buchholz มัธยฐาน { $median }, SB { $sb }, คะแนนสะสม { $progressive }){ $withdrew ->
        [yes] , ถอนตัว
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, ชนะ { $wins } เกม){ $withdrew ->
        [yes] , ถอนตัว
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } ยังไม่เริ่ม
tournament-registered = { $name } ยังไม่เริ่ม ลงทะเบียนแล้ว { $count } คน: { $names }
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = อันดับสุดท้าย
tournament-state-cancelled = ยกเลิกแล้ว
tournament-state-playing = ยังมี { $count } เกมที่กำลังเล่นอยู่
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = รอบ { $round }:{ $items }
tournament-pairings-bye = { " " }บาย { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (ปรับแพ้)
tournament-result-in-play = กำลังเล่น

## The crosstable's picture: its columns and its words.
tournament-chart-player = ผู้เล่น
tournament-chart-points = แต้ม
tournament-chart-tiebreak = ไทเบรก
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (หมายเลข { $number }): { $points } แต้ม, { $tiebreak }
