# Thai (th) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

rules-game = { $name } { $summary }
    ตำแหน่งเริ่มต้น: { $start }
    { $first }

rules-game-options = { $name } { $summary }
    ตำแหน่งเริ่มต้น: { $start }
    { $first }
    ตัวเลือก (rules:…): { $options }

rules-coin-first = โยนเหรียญเพื่อตัดสินว่าใครเดินก่อน

rules-side-first = { $side } เดินก่อน

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } ไม่มีหมาก { $piece } หมากในเกมนี้: { $pieces }

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    ในภาพ: จุดคือตาที่เดินไปได้ วงกลมล้อมรอบคือหมากที่กินได้

rules-not-a-square = { $square } ไม่ใช่ตาบนกระดาน { $name } โปรดเขียนตามป้ายกำกับบนกระดาน เช่น { $example }

rules-no-piece-on = เกม #{ $game }: ไม่มีหมากอยู่ที่ { $square }

rules-moves-over = เกม #{ $game }: { $piece } ที่ { $square } ({ $side }) — เกมจบแล้ว

rules-moves-none = เกม #{ $game }: { $piece } ที่ { $square } ({ $side }) เดินไม่ได้ในตอนนี้

rules-moves = เกม #{ $game }: { $piece } ที่ { $square } ({ $side }){ $waiting ->
        [yes] {" "}เมื่อถึงตาฝ่ายตน
       *[no] {""}
    }{ $reach ->
        [go] {" "}เดินไปได้ที่ { $goes }
        [take] {" "}กินได้ที่ { $takes }
       *[both] {" "}เดินไปได้ที่ { $goes } และกินได้ที่ { $takes }
    }

rules-no-such-command = ไม่มีคำสั่ง { $command } ใช้ { $help } เพื่อดูรายการคำสั่ง

rules-unknown-game = ไม่มีเกม { $name } เกมที่มี: { $games }
rules-no-option = { $game } ไม่มีตัวเลือกกติกา { $option } (เกมนี้ไม่มีตัวเลือกกติกาเลย)
rules-no-option-among = { $game } ไม่มีตัวเลือกกติกา { $option } ตัวเลือกที่มี: { $known }

# คำบรรยายภาพการเดินของตัวหมากบนกระดาน
rules-caption = #{ $id } { $game } — { $piece }ที่ { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = ตำแหน่งเริ่มต้นของ { $game }: { $alt }
book-pieces-legend = ตาที่เน้นไว้คือตาที่ตัวหมากอยู่ จุดแสดงตาที่มันเดินไปได้ วงแหวนแสดงหมากฝ่ายตรงข้ามที่มันกินได้ หมากตัวอื่นวางไว้ในตำแหน่งที่เปลี่ยนสิ่งที่มันทำได้
book-no-options = เกมนี้ไม่มีตัวเลือกกติกา: กติกาข้างต้นคือกติกาทั้งหมด
