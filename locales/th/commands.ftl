# Thai (th) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] ทัวร์นาเมนต์
       *[arrangement] รูปแบบการวางหมาก
    }ต้องมีชื่อ
command-name-too-long = ชื่อ{ $what ->
        [tournament] ทัวร์นาเมนต์
       *[arrangement] รูปแบบการวางหมาก
    }ต้องเป็นข้อความธรรมดาไม่เกิน { $most } อักขระ ซึ่ง { $name } ไม่เป็นเช่นนั้น
command-slash = คำสั่งขึ้นต้นด้วย / เช่น { $help }
command-record-too-long = บันทึกนั้นยาว { $length } อักขระ { $command } อ่านได้ไม่เกิน { $most } อักขระ
command-too-long = คำสั่งนั้นยาว { $length } อักขระ คำสั่งหนึ่งยาวได้ไม่เกิน { $most } อักขระ
command-handle-too-long = @{ $handle } ไม่ใช่ผู้เล่น: ชื่อบัญชียาวได้ไม่เกิน { $most } อักขระ
command-unknown = ไม่มีคำสั่ง { $command } ใช้ { $help } เพื่อดูรายการคำสั่ง

command-race-players = Ashtapada เล่นได้สองถึงสี่คน: { $usage }
command-race-no-option = Ashtapada ไม่มีตัวเลือก { $option }: (เป็นเกมแข่งที่ไม่คิดคะแนน)
command-race-days = days:{ $days }? จำนวนวันต่อการกระทำคือ 1, 2, 3, 5, 7, 10 หรือ 14
command-one-opponent = มีเพียง Ashtapada ที่เล่นได้เกินสองคน คำท้าหนึ่งระบุ @player ได้คนเดียว
command-vacation-both = ใช้ { $start } หรือ { $end } อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง

command-tournament-option = { $command } ไม่มีตัวเลือก { $option } ดู { $help } ว่าตัวเลือกใดใช้กับคำสั่งใด
command-tournament-game = เกมใด? { $usage }
command-tournament-both = ทัวร์นาเมนต์เป็นได้อย่างใดอย่างหนึ่ง ระบบสวิสหรือพบกันหมด (สองรอบ) ไม่ใช่ทั้งสองอย่าง
command-tournament-deadline = deadline: คือจำนวนวันสูงสุดของแต่ละรอบในระบบสวิส แบบพบกันหมดไม่มีรอบให้รอ
command-tournament-size-swiss = size:{ $size }? ระบบสวิสรับผู้เล่น 4 ถึง 128 คน
command-tournament-size-round-robin = size:{ $size }? แบบพบกันหมดรับผู้เล่น 3 ถึง 16 คน
command-usage = { $usage }

command-place-what = จะวางอะไร? เช่น { $example } หรือ { $saved }
command-place-both = ใช้การวางหมากหรือ saved:NAME อย่างใดอย่างหนึ่ง ไม่ใช่ทั้งสองอย่าง
command-arrangement-name = { $usage } — ตั้งชื่อก่อน แล้วจึงระบุการวางหมาก
command-arrangement-pieces = { $usage } — และระบุการวางหมาก เช่น K@e2 F@d2 …
command-link-usage = { $ask } เพื่อขอเชื่อม { $confirm } เพื่อยืนยันจากบัญชีอีกฝั่ง { $status } เพื่อดูบัญชีของคุณ

command-not-days = { $what }:{ $value } ไม่ใช่จำนวนวัน
command-cap-alone = cap: ใช้คู่กับเวลาแบบฟิชเชอร์ เช่น days:7+2
command-days-offered = ไม่มีตัวเลือก days:{ $days } โปรดเลือก 1, 2, 3, 5, 7, 10, 14 (หรือเวลาแบบฟิชเชอร์: days:7+2)
command-fischer-range = days:{ $days } — เวลาแบบฟิชเชอร์คือวันเริ่มต้น 1 ถึง 60 วัน บวก 1 ถึง 14 วันต่อตา เช่น days:7+2
command-cap-range = cap:{ $cap } — เพดานต้องไม่น้อยกว่าวันเริ่มต้น { $initial } วัน และไม่เกิน 90 วัน

command-or-list = { $init } หรือ { $last }
command-and-list = { $init } และ { $last }
command-no-game = ไม่มีเกม { $game } เกมที่มี: { $games }
command-name-player = { $what }? โปรดระบุผู้เล่นในรูป @name
command-not-a-number = { $number } ไม่ใช่ตัวเลข เช่น 12 หรือ #12
command-number-range = { $what }? { $about }: { $min } ถึง { $max }
command-choose = { $what }? โปรดเลือก { $choices }
command-yes-no = { $option }:{ $value }? โปรดระบุ { $option }:yes หรือ { $option }:no
command-needs-text = { $option }: ต้องมีข้อความ เช่น { $option }:{ $example }
command-twice = มี { $option } สองครั้ง { $command } รับได้ครั้งเดียว
command-no-such-option = { $command } ไม่มีตัวเลือก { $option } ตัวเลือกที่รับได้: { $options }
command-expected = { $command }? ต้องเป็น { $expected }
command-nothing-more = { $command } ไม่รับอะไรต่อท้ายชื่อคำสั่ง { $word }?
command-written = { $typed }? เขียนว่า { $usage }
command-needs = { $command } ต้องมี { $what }: เช่น { $example }

command-side-of-game = color:{ $side }? ใน { $game } มีฝ่าย { $first } และ { $second } (หรือ first และ second หรือ random)
command-side-white-black-in-shogi = color:{ $side }? ในหมากรุกญี่ปุ่นและเกมตระกูลเดียวกัน หนังสือภาษาอังกฤษเรียกเซ็นเตะ (ฝ่ายที่เดินก่อน) ว่า Black และเรียกโกเตะว่า White กรุณาใช้ color:sente หรือ color:gote
