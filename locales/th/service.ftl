# Thai (th) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

service-restarting = ระบบเกมกำลังเริ่มต้นใหม่ ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดส่งอีกครั้งในอีกสักครู่
service-busy = ระบบเกมไม่ว่างพอจะตอบได้ในขณะนี้ ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดส่งอีกครั้งในอีกสักครู่
service-disk-full = ขณะนี้ระบบเกมบันทึกข้อมูลไม่ได้ จึงยังไม่มีการเปลี่ยนแปลงใด ๆ เราแจ้งผู้ดูแลระบบแล้ว โปรดส่งอีกครั้งภายหลัง
service-storage-failed = เกิดข้อผิดพลาดในฝั่งของเรา ยังไม่มีการเปลี่ยนแปลงใด ๆ โปรดลองอีกครั้งภายหลัง
service-internal = เกิดข้อผิดพลาดในฝั่งของเรา และคำสั่งของคุณยังไม่ได้ดำเนินการ เราบันทึกข้อผิดพลาดไว้แล้ว ยังไม่มีการเปลี่ยนแปลงใด ๆ
service-conflict = ตำแหน่งหมากเปลี่ยนไประหว่างที่กำลังดำเนินการคำสั่งของคุณ โปรดดูกระดานแล้วลองอีกครั้ง
service-corrupt = อ่านบันทึกที่เก็บไว้ของเกมนั้นไม่ได้ ยังไม่มีการเปลี่ยนแปลงใด ๆ และผู้ดูแลระบบดูสาเหตุได้ในล็อก
service-already-handled = คำสั่งนี้ดำเนินการไปแล้ว

service-slow-down = โปรดช้าลงหน่อย: ส่งได้ไม่เกิน { $per_minute } คำสั่งต่อนาที คำสั่งนี้ยังไม่ได้ดำเนินการ โปรดส่งอีกครั้งในอีกหนึ่งนาที

service-computer-name = นั่นคือชื่อของคอมพิวเตอร์ ซึ่งเดินหมากเอง ท้าคอมพิวเตอร์ได้ด้วย { $challenge }

service-no-game-here = คุณไม่มีเกมที่นี่ เริ่มเกมได้ด้วย { $challenge }

service-stored-text = { $text }
