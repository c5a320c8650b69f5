# Thai (th) — what each command does and what each of its options means: /help, and Discord's descriptions of commands and options.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.
# cmd-NAME และ cmd-NAME-OPTION ยาวไม่เกิน 100 อักขระ (ข้อจำกัดของ Discord)

# /challenge
cmd-challenge = ท้าผู้เล่น ใครก็ได้ที่นี่ หรือ @tabiya (คอมพิวเตอร์)
cmd-challenge-more = จำนวนวันต่อตา (1, 2, 3, 5, 7, 10 หรือ 14) หรือเวลาแบบฟิชเชอร์: จำนวนวันเริ่มต้นบวกวันที่เพิ่มให้หลังเดินแต่ละตา โดยมีเพดาน เป็นเกมไม่คิดคะแนน เว้นแต่ระบุ rated:yes Ashtapada เป็นเกมแข่งสำหรับสองถึงสี่คน: ระบุผู้เล่นได้ไม่เกินสามคน คำท้าจะหมดอายุหากไม่มีใครตอบ ท้า @tabiya เพื่อเล่นกับคอมพิวเตอร์ทันที: ไม่คิดคะแนน level:1 (อ่อนที่สุด) ถึง level:8 ค่าเริ่มต้นคือ 3
cmd-challenge-opponent = ท้าใคร (เว้นว่างไว้เพื่อเปิดคำท้าให้ทุกคน)
cmd-challenge-opponent2 = Ashtapada: ผู้เล่นคนที่สองที่จะเชิญ
cmd-challenge-opponent3 = Ashtapada: ผู้เล่นคนที่สามที่จะเชิญ
cmd-challenge-variant = เกมใด
cmd-challenge-days = จำนวนวันต่อตา (1, 2, 3, 5, 7, 10, 14) หรือเวลาแบบฟิชเชอร์ เช่น 7+2
cmd-challenge-cap = เวลาแบบฟิชเชอร์: จำนวนวันสูงสุดที่นาฬิกาสะสมได้
cmd-challenge-color = ฝ่ายของคุณ: first, second หรือชื่อฝ่ายของเกมนั้น (red, cho, sente…) ถ้าไม่เลือกจะสุ่ม (random)
cmd-challenge-rated = เกมคิดคะแนน (ไม่คิดคะแนน หากไม่ได้ตั้ง)
cmd-challenge-rules = ตัวเลือกกติกา คั่นด้วยจุลภาค (ดู /rules GAME)
cmd-challenge-fen = เริ่มจากตำแหน่งนี้ (FEN; SFEN สำหรับหมากรุกญี่ปุ่น): เกมไม่คิดคะแนน
cmd-challenge-level = ระดับฝีมือของคอมพิวเตอร์

# /accept
cmd-accept = รับคำท้า (หรือเข้านั่งในการแข่ง)
cmd-accept-more = หากที่นี่มีคำท้าที่เปิดให้คุณเพียงรายการเดียว ไม่ต้องระบุหมายเลข
cmd-accept-id = หมายเลขคำท้า (หากเปิดอยู่หลายรายการ)
cmd-accept-race = Ashtapada: การแข่งใด (หากที่นี่มีหลายรายการ)

# /decline
cmd-decline = ปฏิเสธคำท้า
cmd-decline-more = หากที่นี่มีคำท้าที่เปิดให้คุณเพียงรายการเดียว ไม่ต้องระบุหมายเลข
cmd-decline-id = หมายเลขคำท้า (หากเปิดอยู่หลายรายการ)
cmd-decline-race = Ashtapada: การแข่งใด (หากที่นี่มีหลายรายการ)

# /cancel
cmd-cancel = ถอนคำท้าของคุณ หรือการแข่งที่ยังไม่เริ่ม
cmd-cancel-more = หากที่นี่คุณมีคำท้าที่เปิดอยู่เพียงรายการเดียว ไม่ต้องระบุหมายเลข
cmd-cancel-id = หมายเลขคำท้า (หากคุณมีหลายรายการ)
cmd-cancel-race = Ashtapada: การแข่งใด (หากที่นี่มีหลายรายการ)

# /move
cmd-move = เดินหนึ่งตา ตามสัญลักษณ์ของเกม, SAN หรือพิกัด
cmd-move-more = การผ่าน การวางหมาก (P*55, K@e2) และการหงาย/เลื่อนขั้นก็นับเป็นตาเดิน ในการแข่ง: /move enter|c3|c3x2 race:ID
cmd-move-move = ตาเดิน ตามสัญลักษณ์ของเกม, SAN หรือพิกัด
cmd-move-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)
cmd-move-at = จำนวนตาที่เดินไปแล้วเมื่อคุณเลือก (เมนูส่งให้เอง)
cmd-move-race = Ashtapada: การแข่งใด (หากที่นี่มีหลายรายการ)

# /board
cmd-board = ดูกระดานแบบส่วนตัว
cmd-board-more = ตามทิศกระดานและชุดหมากของคุณ (ดู /settings) flip จะกลับด้านกระดาน
cmd-board-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)
cmd-board-flip = กลับด้านกระดาน
cmd-board-set = ชุดหมาก

# /games
cmd-games = เกมของคุณ เกมที่ถึงตาคุณเดินก่อน
cmd-games-more = พร้อมเวลาที่เหลือของแต่ละเกม หากรายการยาวจะแสดง 40 เกมแรกและนับจำนวนที่เหลือ

# /resign
cmd-resign = ยอมแพ้เกม (มีการถามยืนยัน)
cmd-resign-more = ส่ง /resign confirm เพื่อยืนยัน
cmd-resign-confirm = ยอมแพ้ทันทีโดยไม่ถามยืนยัน
cmd-resign-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /draw
cmd-draw = ขอเสมอ หรือตอบคำขอเสมอ
cmd-draw-more = คำขอที่ถูกปฏิเสธขอใหม่ได้หลังจากคุณเดินตาถัดไป
cmd-draw-answer = ทำอะไร (ขอเสมอ หากไม่ได้เลือก)
cmd-draw-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /takeback
cmd-takeback = ขอย้อนตาเดินล่าสุดของคุณ (เกมไม่คิดคะแนน)
cmd-takeback-more = คู่แข่งต้องยินยอม: /takeback accept หรือ /takeback decline
cmd-takeback-answer = ทำอะไร (ขอย้อน หากไม่ได้เลือก)
cmd-takeback-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /abort
cmd-abort = ยกเลิกเกมก่อนที่ทั้งสองฝ่ายจะเดิน
cmd-abort-more = ใช้ไม่ได้ในทัวร์นาเมนต์: ในทัวร์นาเมนต์ผู้เล่นที่ไม่เดินเลยจะถูกปรับแพ้
cmd-abort-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /export
cmd-export = บันทึกของเกม FEN ของเกม หรือภาพเล่นซ้ำของเกม
cmd-export-more = PGN ได้ทุกเกม KIF และ CSA สำหรับหมากรุกญี่ปุ่น fen: ตำแหน่งปัจจุบันเป็น FEN (และ SFEN สำหรับหมากรุกญี่ปุ่น) เพื่อวางใน pychess-variants, Lishogi หรือเอนจิน gif: ทั้งเกมเป็นภาพเคลื่อนไหว หนึ่งเฟรมต่อหนึ่งตา
cmd-export-format = รูปแบบของบันทึก (PGN หากไม่ได้เลือก)
cmd-export-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /analyze
cmd-analyze = ตาพลาดของเกมที่จบแล้ว พร้อมกราฟ
cmd-analyze-more = วิเคราะห์ทุกตำแหน่ง และตัดสินแต่ละตาเดินจากโอกาสชนะที่เสียไปตามแบบที่ Lichess ใช้ ในเกมที่สูสี การเสียราวเบี้ยหนึ่งตัวนับเป็นตาพลาด และเบี้ยหนึ่งตัวครึ่งเป็นตาพลาดร้ายแรง ส่วนในเกมที่ชนะหรือแพ้แน่นอนแล้วต้องเสียมากกว่านั้น โดยระบุตาที่ดีกว่าไว้ทุกครั้ง เกมระหว่างผู้เล่นที่เป็นคนจะยังไม่วิเคราะห์จนกว่าจะจบ (ความยุติธรรมในการเล่นทางไกล) ส่วนเกมไม่คิดคะแนนกับคอมพิวเตอร์วิเคราะห์ได้เลย
cmd-analyze-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /import
cmd-import = อ่านบันทึก PGN, KIF หรือ CSA แล้วเล่นต่อจากตอนจบ
cmd-import-more = วางบันทึกต่อท้ายคำสั่ง (บน Discord แนบไฟล์ได้ บน Matrix ตอบกลับไฟล์ได้) หากระบุ @player: เป็นคำท้าให้เล่นต่อจากตำแหน่งสุดท้ายของบันทึก แบบไม่คิดคะแนน หากไม่ระบุ: แสดงตำแหน่งนั้นให้ดู โปรดระบุเกมหาก PGN ไม่มีแท็ก Variant ส่วน KIF และ CSA ถือเป็นหมากรุกญี่ปุ่นหากไม่ระบุ
cmd-import-opponent = ท้าผู้เล่นคนนี้ให้เล่นต่อจากตอนจบของบันทึก
cmd-import-variant = เกม หากบันทึกไม่ได้ระบุ
cmd-import-days = จำนวนวันต่อตาสำหรับเกมที่เล่นต่อ
cmd-import-color = ฝ่ายของคุณในเกมที่เล่นต่อ (สุ่ม หากไม่ได้เลือก)
cmd-import-record = ข้อความของบันทึก: PGN, KIF หรือ CSA
cmd-import-file = Discord: บันทึกในรูปไฟล์

# /rules
cmd-rules = กติกาและตำแหน่งเริ่มต้นของเกม หรือวิธีเดินของหมาก
cmd-rules-more = แสดงตัวเลือกที่คำท้าระบุได้ด้วย rules: ด้วย หากระบุหมาก (ชื่อ ชื่ออังกฤษ หรืออักษร): แสดงภาพการเดินของหมากนั้น
cmd-rules-variant = เกมใด
cmd-rules-piece = หมากหนึ่งตัว: ภาพแสดงวิธีเดิน

# /moves
cmd-moves = หมากในเกมของคุณเดินไปที่ใดได้บ้าง
cmd-moves-more = เห็นเฉพาะคุณ ระบุตาตามป้ายกำกับบนกระดาน: e2 หรือ 76 ในหมากรุกญี่ปุ่น
cmd-moves-square = ตาที่หมากอยู่ (เช่น e2; 76 ในหมากรุกญี่ปุ่น)
cmd-moves-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /settings
cmd-settings = การตั้งค่าของคุณ
cmd-settings-more = notify: แจ้งเตือนทุกครั้งที่ถึงตาคุณ สรุปรายวันหนึ่งครั้งทางข้อความส่วนตัว หรือไม่แจ้งเลย ส่วนการเตือนหนึ่งวันก่อนเวลาของคุณหมดจะส่งเสมอ
cmd-settings-set = ชุดหมาก
cmd-settings-orientation = ฝ่ายใดอยู่ด้านล่างของกระดานคุณ
cmd-settings-notation = รูปแบบการเขียนตาเดินที่แสดงให้คุณ
cmd-settings-notify = เมื่อใดจะแจ้งว่าถึงตาคุณเดิน

# /vacation
cmd-vacation = หยุดนาฬิกาทุกเกมของคุณ (วันลาพักได้รายปี)
cmd-vacation-more = หากไม่ระบุอะไร: แสดงวันลาพักที่เหลือ /vacation end เพื่อกลับมาก่อนกำหนด วันที่ไม่ได้ใช้จะคืนให้
cmd-vacation-days = จำนวนวันลาพัก นับจากตอนนี้
cmd-vacation-end = สิ้นสุดการลาพักที่กำลังใช้อยู่ก่อนกำหนด

# /rating
cmd-rating = เรตติ้ง (Glicko-2) และสถิติของคุณเมื่อพบผู้เล่นคนหนึ่ง
cmd-rating-more = หากระบุเกม: แสดงเรตติ้งของเกมนั้นพร้อมกราฟ
cmd-rating-player = ของใคร (ของคุณ หากไม่ได้ระบุ)
cmd-rating-variant = เกมใด

# /leaderboard
cmd-leaderboard = เรตติ้งที่คงที่แล้วของเกมหนึ่ง เรียงจากสูงสุด
cmd-leaderboard-more = แสดงเฉพาะเรตติ้งที่ไม่ใช่แบบชั่วคราวแล้ว
cmd-leaderboard-variant = เกมใด

# /tournament
cmd-tournament = ทัวร์นาเมนต์แบบพบกันหมดและระบบสวิส
cmd-tournament-more = ACTION สำหรับทุกคน: create, join, leave, standings, pairings, mine, withdraw, export; สำหรับผู้จัด (หรือผู้ดูแล): start, close, open, pause, resume, cancel, replace, adjudicate
cmd-tournament-action = ทำอะไร
cmd-tournament-id = หมายเลขทัวร์นาเมนต์ (หากที่นี่มีหลายรายการ)
cmd-tournament-variant = create: เกมใด
cmd-tournament-double = create: พบกันหมดสองรอบ
cmd-tournament-swiss = create: ระบบสวิส (จับคู่ระบบดัตช์ของ FIDE ทีละรอบ)
cmd-tournament-rounds = create: จำนวนรอบของระบบสวิส (ตามจำนวนผู้เล่น หากไม่ได้ระบุ)
cmd-tournament-deadline = create: จำนวนวันสูงสุดของแต่ละรอบในระบบสวิส
cmd-tournament-days = create: จำนวนวันต่อตา (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: เกมคิดคะแนน
cmd-tournament-size = create: จำนวนผู้เล่นสูงสุด (พบกันหมด 3-16, ระบบสวิส 4-128)
cmd-tournament-name = create: ชื่อทัวร์นาเมนต์ (ใช้ _ แทนช่องว่าง)
cmd-tournament-register = create: จำนวนวันที่เปิดลงทะเบียน
cmd-tournament-vacation = create: จำนวนวันลาพักที่ผู้เล่นแต่ละคนใช้ได้
cmd-tournament-rules = create: ตัวเลือกกติกา คั่นด้วยจุลภาค (ดู /rules GAME)
cmd-tournament-player = withdraw, replace: ผู้เล่นคนใด (เฉพาะผู้จัด)
cmd-tournament-replacement = replace: ใครเข้ามาแทน
cmd-tournament-format = export: TRF (ตารางไขว้ ค่าเริ่มต้น) หรือ PGN ของทุกเกม
cmd-tournament-game = adjudicate: เกมใด
cmd-tournament-result = adjudicate: 1-0, 0-1 หรือ draw (เสมอ)

# /mypairings
cmd-mypairings = เกมในทัวร์นาเมนต์ของคุณและนาฬิกาของแต่ละเกม
cmd-mypairings-more = เหมือนกับ /tournament mine
cmd-mypairings-id = เฉพาะทัวร์นาเมนต์นี้

# /setup
cmd-setup = หมากรุกเกาหลี: เลือกการจัดม้าและช้างของคุณ
cmd-setup-more = SETUP เรียกชื่อหมากจากซ้ายของคุณ ma คือม้า sang คือช้าง: masangsangma, sangmamasang, masangmasang หรือ sangmasangma (อ่าน 마상상마 … ได้ด้วย)
cmd-setup-arrangement = ลำดับม้าและช้าง เริ่มจากด้านซ้ายของคุณ
cmd-setup-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /place
cmd-place = หมากรุกพม่า: วางหมากหลายตัวพร้อมกัน
cmd-place-more = วางทั้งหมดหรือไม่วางเลย save:NAME จะบันทึกรูปแบบการวางไว้ใช้ในเกมถัดไป
cmd-place-pieces = การวางหมาก เช่น K@e2 F@d2
cmd-place-saved = วางตามรูปแบบที่บันทึกไว้ในชื่อนี้
cmd-place-save = บันทึกการวางหมากนี้ในชื่อนี้
cmd-place-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /arrangement
cmd-arrangement = หมากรุกพม่า: รูปแบบการวางหมากที่คุณบันทึกไว้
cmd-arrangement-more = บันทึกจากฝั่งของผู้เล่นคนแรก สำหรับผู้เล่นคนที่สองจะกลับด้านให้
cmd-arrangement-action = แสดงรายการ หรือบันทึกหนึ่งรูปแบบ
cmd-arrangement-name = save: ชื่อที่จะใช้บันทึก
cmd-arrangement-pieces = save: การวางหมาก เช่น K@e2 F@d2

# /object
cmd-object = หมากรุกพม่า: คัดค้านการวางเรือของผู้เล่นคนที่สอง
cmd-object-more = ทำได้ครั้งเดียว ทันทีหลังการวางหมากเสร็จ
cmd-object-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /count
cmd-count = หมากรุกไทย, หมากรุกกัมพูชา: เริ่มหรือหยุดนับศักดิ์กระดาน
cmd-count-more = ฝ่ายหนี (ฝ่ายที่รุกจนอีกฝ่ายไม่ได้) เป็นผู้นับ ดู /rules makruk
cmd-count-action = เริ่มหรือหยุด
cmd-count-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /impasse
cmd-impasse = หมากรุกญี่ปุ่น: ขอตัดสินภาวะทางตัน หรือยอมรับคำขอ
cmd-impasse-more = ตัดสินด้วยแต้มเมื่อขุนทั้งสองฝ่ายเข้าไปในแดนของอีกฝ่ายแล้ว
cmd-impasse-action = ขอตัดสิน (หากไม่ได้เลือก) หรือยอมรับ
cmd-impasse-game = หมายเลขเกม (ไม่ต้องระบุในเธรดของเกม หรือเมื่อคุณมีเกมเดียวที่นี่)

# /join
cmd-join = Ashtapada: เข้านั่งในการแข่ง
cmd-join-more = ที่นั่งเรียงตามลำดับชื่อในคำเชิญ
cmd-join-race = การแข่งใด (หากที่นี่มีหลายรายการ)

# /throw
cmd-throw = Ashtapada: ทอยหอยเบี้ย
cmd-throw-more = หากเดินได้ทางเดียวจะเดินให้ทันที หากเดินไม่ได้เลยจะข้ามตา
cmd-throw-race = การแข่งใด (หากที่นี่มีหลายรายการ)

# /link
cmd-link = ผู้เล่นคนเดียวกันบน Discord, Matrix และคอนโซล
cmd-link-more = /link PLATFORM [HANDLE] จะให้รหัสส่วนตัว ส่ง /link CODE จากบัญชีนั้นเพื่อยืนยัน หากไม่ระบุอะไร: แสดงบัญชีของคุณ
cmd-link-platform = ขอเชื่อมบัญชีของคุณบนแพลตฟอร์มนั้น
cmd-link-handle = บัญชีของคุณบนแพลตฟอร์มนั้น (เช่น @you:example.org)
cmd-link-code = ยืนยัน: รหัสที่บัญชีอีกฝั่งได้รับ

# /unlink
cmd-unlink = แยกบัญชีของคุณบนแพลตฟอร์มหนึ่งออก
cmd-unlink-more = บัญชีนั้นจะเริ่มใหม่ ส่วนที่รวมกันไปแล้วยังคงอยู่
cmd-unlink-platform = แพลตฟอร์มใด

# /help
cmd-help = รายการคำสั่ง หรือรายละเอียดของคำสั่งหนึ่ง
cmd-help-command = รายละเอียดของคำสั่งหนึ่ง เช่น move
cmd-settings-language = ภาษาของคำตอบถึงคุณ (ภาษาอังกฤษหากไม่ได้เลือก)
cmd-settings-channel = สำหรับผู้ดูแล: ภาษาของโพสต์ในช่องนี้
