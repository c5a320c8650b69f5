# Thai (th) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.
#
# หมากรุกไทย: ชื่อตัวหมากตามที่ผู้เล่นไทยใช้ (ขุน เม็ด โคน ม้า เรือ เบี้ย; ฝ่ายขาว / ฝ่ายดำ)
# ชื่อเกมของชาติอื่นตาม pychess-variants ภาษาไทย (หมากรุกจีน หมากรุกญี่ปุ่น หมากรุกเกาหลี
# หมากรุกพม่า หมากรุกกัมพูชา); ตัวหมากหมากรุกจีนตามชื่อไทยที่ใช้อธิบาย (ตี่ = ขุน, สือ = องครักษ์,
# กือ = เรือ, เผ่า = ปืนใหญ่, จุก = เบี้ย); หมากรุกญี่ปุ่นตาม pychess (ขุนพลทอง ขุนพลเงิน เรือ หอก บิชอป)
# ชื่อในวงเล็บบอกตัวหมากไทยที่เดินแบบเดียวกันหรือใกล้เคียง

game-ashtapada = อัษฎาปทะ

game-chaturanga = จตุรงค์
side-chaturanga-first = ฝ่ายขาว
side-chaturanga-second = ฝ่ายดำ
piece-chaturanga-king = ราชา
piece-chaturanga-counsellor = มนตรี
piece-chaturanga-elephant = ช้าง
piece-chaturanga-horse = ม้า
piece-chaturanga-chariot = รถ
piece-chaturanga-foot-soldier = พลราบ

game-shatranj = หมากรุกเปอร์เซีย
side-shatranj-first = ฝ่ายขาว
side-shatranj-second = ฝ่ายดำ
piece-shatranj-king = ขุน
piece-shatranj-counsellor = ที่ปรึกษา
piece-shatranj-elephant = ช้าง
piece-shatranj-horse = ม้า
piece-shatranj-chariot = รถ
piece-shatranj-foot-soldier = พลราบ

game-senterej = หมากรุกเอธิโอเปีย
side-senterej-first = ฝ่ายขาว
side-senterej-second = ฝ่ายดำ
piece-senterej-king = ขุน
piece-senterej-counsellor = ที่ปรึกษา
piece-senterej-elephant = ช้าง
piece-senterej-horse = ม้า
piece-senterej-castle = ป้อม
piece-senterej-pawn = เบี้ย

game-ninthcentury = หมากรุกอินเดียศตวรรษที่ 9
side-ninthcentury-first = ฝ่ายขาว
side-ninthcentury-second = ฝ่ายดำ
piece-ninthcentury-king = ราชา
piece-ninthcentury-counsellor = มนตรี
piece-ninthcentury-elephant-dabbbah = ช้าง (ดับบาบะห์)
piece-ninthcentury-horse = ม้า
piece-ninthcentury-chariot = รถ
piece-ninthcentury-foot-soldier = พลราบ

game-sittuyin = หมากรุกพม่า
side-sittuyin-first = ฝ่ายขาว
side-sittuyin-second = ฝ่ายดำ
piece-sittuyin-king = ขุน
piece-sittuyin-general-counsellor = แม่ทัพ (เม็ด)
piece-sittuyin-elephant = ช้าง
piece-sittuyin-horse = ม้า
piece-sittuyin-chariot = เรือ
piece-sittuyin-soldier = เบี้ย

game-makruk = หมากรุกไทย
side-makruk-first = ฝ่ายขาว
side-makruk-second = ฝ่ายดำ
piece-makruk-king = ขุน
piece-makruk-counsellor = เม็ด
piece-makruk-nobleman = โคน
piece-makruk-horse = ม้า
piece-makruk-boat = เรือ
piece-makruk-cowrie-shell-pawn = เบี้ย

game-ouk = หมากรุกกัมพูชา
side-ouk-first = ฝ่ายขาว
side-ouk-second = ฝ่ายดำ
piece-ouk-king = ขุน
piece-ouk-maiden-counsellor = นาง (เม็ด)
piece-ouk-pillar = เสา (โคน)
piece-ouk-horse = ม้า
piece-ouk-boat = เรือ
piece-ouk-fish-pawn = ปลา (เบี้ย)

game-shatar = หมากรุกมองโกเลีย
side-shatar-first = ฝ่ายขาว
side-shatar-second = ฝ่ายดำ
piece-shatar-lord-king = ขุน
piece-shatar-big-animal = สัตว์ใหญ่
piece-shatar-camel-bishop = อูฐ (บิชอป)
piece-shatar-horse = ม้า
piece-shatar-chariot = รถ
piece-shatar-child-pawn = เด็ก (เบี้ย)
piece-shatar-amazon-horse = ม้าแอมะซอน

game-xiangqi = หมากรุกจีน
side-xiangqi-first = ฝ่ายแดง
side-xiangqi-second = ฝ่ายดำ
piece-xiangqi-general = { $side ->
       *[any] ขุน
    }
piece-xiangqi-advisor = { $side ->
       *[any] องครักษ์
    }
piece-xiangqi-elephant = { $side ->
       *[any] ช้าง
    }
piece-xiangqi-horse = ม้า
piece-xiangqi-chariot = เรือ
piece-xiangqi-cannon = ปืนใหญ่
piece-xiangqi-soldier = { $side ->
       *[any] เบี้ย
    }

game-janggi = หมากรุกเกาหลี
side-janggi-first = ฝ่ายโช
side-janggi-second = ฝ่ายฮัน
piece-janggi-general = ขุน
piece-janggi-guard = องครักษ์
piece-janggi-elephant = ช้าง
piece-janggi-horse = ม้า
piece-janggi-chariot = เรือ
piece-janggi-cannon = ปืนใหญ่
piece-janggi-soldier = { $side ->
       *[any] เบี้ย
    }

game-heianshogi = หมากรุกญี่ปุ่นสมัยเฮอัง
side-heianshogi-first = เซ็นเตะ
side-heianshogi-second = โกเตะ
piece-heianshogi-king = ขุน
piece-heianshogi-gold-general = ขุนพลทอง
piece-heianshogi-silver-general = ขุนพลเงิน
piece-heianshogi-knight = ม้า
piece-heianshogi-lance = หอก
piece-heianshogi-pawn = เบี้ย
piece-heianshogi-promoted-pawn = เบี้ยเลื่อนขั้น
piece-heianshogi-promoted-silver = ขุนพลเงินเลื่อนขั้น
piece-heianshogi-promoted-knight = ม้าเลื่อนขั้น
piece-heianshogi-promoted-lance = หอกเลื่อนขั้น

game-shoshogi = โชโชงิ
side-shoshogi-first = เซ็นเตะ
side-shoshogi-second = โกเตะ
piece-shoshogi-king = ขุน
piece-shoshogi-gold-general = ขุนพลทอง
piece-shoshogi-silver-general = ขุนพลเงิน
piece-shoshogi-knight = ม้า
piece-shoshogi-lance = หอก
piece-shoshogi-pawn = เบี้ย
piece-shoshogi-rook = เรือ
piece-shoshogi-bishop = บิชอป
piece-shoshogi-drunk-elephant = ช้างเมา
piece-shoshogi-promoted-pawn = เบี้ยเลื่อนขั้น
piece-shoshogi-promoted-silver = ขุนพลเงินเลื่อนขั้น
piece-shoshogi-promoted-knight = ม้าเลื่อนขั้น
piece-shoshogi-promoted-lance = หอกเลื่อนขั้น
piece-shoshogi-dragon-king = ราชามังกร
piece-shoshogi-dragon-horse = ม้ามังกร
piece-shoshogi-crown-prince = มกุฎราชกุมาร

game-shogi = หมากรุกญี่ปุ่น
side-shogi-first = เซ็นเตะ
side-shogi-second = โกเตะ
piece-shogi-king = ขุน
piece-shogi-gold-general = ขุนพลทอง
piece-shogi-silver-general = ขุนพลเงิน
piece-shogi-knight = ม้า
piece-shogi-lance = หอก
piece-shogi-pawn = เบี้ย
piece-shogi-rook = เรือ
piece-shogi-bishop = บิชอป
piece-shogi-promoted-pawn = เบี้ยเลื่อนขั้น
piece-shogi-promoted-silver = ขุนพลเงินเลื่อนขั้น
piece-shogi-promoted-knight = ม้าเลื่อนขั้น
piece-shogi-promoted-lance = หอกเลื่อนขั้น
piece-shogi-dragon-king = ราชามังกร
piece-shogi-dragon-horse = ม้ามังกร
