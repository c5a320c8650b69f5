# Thai (th) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

games-paused = เกม #{ $id } เป็นเกมในทัวร์นาเมนต์ที่ผู้จัดหยุดไว้ชั่วคราว ตาเดินจะรอจนกว่าทัวร์นาเมนต์จะดำเนินต่อ
games-setup-first = เกม #{ $id }: ก่อนอื่นแต่ละฝ่ายต้องเลือกการจัดหมาก: /setup masangsangma, sangmamasang, masangmasang หรือ sangmasangma
games-not-your-move = ยังไม่ถึงตาคุณในเกม #{ $id } ตอนนี้ถึงตา { $who } เดิน
games-not-a-player = คุณไม่ได้เป็นผู้เล่นในเกม #{ $id }
games-several = คุณมีหลายเกมที่นี่: { $games } โปรดเพิ่ม game:ID เพื่อระบุเกม
games-over = เกม #{ $id } จบแล้ว
games-not-yours = เกม #{ $id } ไม่ใช่เกมของคุณและไม่ได้เล่นที่นี่
games-none = คุณไม่มีเกมที่กำลังเล่นอยู่
games-board = เกม #{ $id } { $position }

games-ratings = เรตติ้ง: { $white }, { $black }
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }
games-line = #{ $id } { $game } พบ { $opponent }: { $turn ->
        [mine] ตาคุณเดิน
       *[theirs] ตาคู่แข่งเดิน
    }{ $left }
games-left = , เหลือ { $left }
games-more = … และอีก { $count } เกม (ตาคุณเดิน { $mine } เกม, ตาคู่แข่งเดิน { $theirs } เกม) ใช้ { $board } เพื่อดูเกมใดก็ได้
games-vacation = คุณลาพักถึง { $until } นาฬิกาของคุณหยุดไว้ชั่วคราว

# คำบรรยายภาพกระดาน
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) พบ { $black } ({ $black_side }) — { $state }
games-caption-to-move = ตา{ $side }เดิน
