# Thai (th) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

account-settings = การตั้งค่าของคุณ: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }

account-next-digest = {" "}(สรุปรายวันครั้งถัดไป { $time })

account-next-digest-on = {" "}(สรุปรายวันครั้งถัดไป { $time } ส่งเป็นข้อความส่วนตัวทาง { $platform })

account-vacation-left = เหลือวันลาพัก { $days } วันในปี { $year }

account-vacation-until = คุณลาพักถึง { $time } หากต้องการกลับมาก่อนกำหนด ใช้ { $end } { $left }

account-vacation-none = { $left } { $start } จะหยุดนาฬิกาของทุกเกมของคุณไว้ชั่วคราว

account-vacation-already = คุณลาพักอยู่แล้วถึง { $time } โปรดใช้ { $end } ก่อน แล้วจึงเริ่มลาพักครั้งใหม่

account-vacation-too-long = การลาพัก { $days } วันเกินกว่าวันที่คุณมี: { $left }

account-vacation-started = ลาพักถึง { $time }: { $paused ->
        [0] ตอนนี้ไม่มีเกมที่รอคุณอยู่
        [1] หยุดนาฬิกาของเกมที่รอคุณอยู่ไว้แล้ว
       *[other] หยุดนาฬิกาของ { $paused } เกมที่รอคุณอยู่ไว้แล้ว
    } และเกมที่ถึงตาคุณเดินจะรอจนกว่าคุณจะกลับมา { $left }

account-not-on-vacation = คุณไม่ได้ลาพักอยู่

account-vacation-ended = { $resumed ->
        [0] ยินดีต้อนรับกลับมา
        [1] ยินดีต้อนรับกลับมา: นาฬิกาของเกมของคุณเดินต่อแล้ว
       *[other] ยินดีต้อนรับกลับมา: นาฬิกาของ { $resumed } เกมของคุณเดินต่อแล้ว
    } { $left }

account-away = { $who } ลาพักถึง { $time }: นาฬิกาของเกม #{ $game } หยุดรอ

account-away-capped = { $who } ลาพักถึง { $time }: นาฬิกาของเกม #{ $game } หยุดรอถึง { $cap } (เพดานวันลาพักของทัวร์นาเมนต์)

account-back = { $who } กลับมาแล้ว: นาฬิกาของเกม #{ $game } เดินต่อ

account-channel-language = จากนี้ไป โพสต์ในช่องนี้จะเขียนเป็นภาษา { $language }

account-channel-language-moderators = เฉพาะผู้ดูแลของช่องนี้เท่านั้นที่เลือกภาษาของช่องได้
