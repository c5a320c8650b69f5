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

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game } ตา{ $side }เดิน{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }ตาเดินล่าสุด: หมากที่ { $square } เลื่อนขั้นโดยไม่เดิน
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }ตาเดินล่าสุด: { $piece } จาก { $from } ไป { $to }
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }ตาเดินล่าสุด: วาง{ $piece }ที่ { $square }
alt-last-pass = { " " }ตาเดินล่าสุด: ผ่าน
alt-check = { " " }รุก
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $piece }ที่ { $square } { $reach ->
        [none] เดินไม่ได้
        [moves] เดินไปได้ที่ { $moves }
        [takes] กินได้ที่ { $takes }
       *[both] เดินไปได้ที่ { $moves } และกินได้ที่ { $takes }
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; ในมือมี { $piece } { $n } ตัว
# The next piece in hand. As alt-hand.
alt-hand-next = , { $piece } { $n } ตัว
