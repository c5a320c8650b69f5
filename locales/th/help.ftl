# Thai (th) — /help: the overview and each command's detail. What each command does is in commands-help.ftl.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/th/*.ftl) and open a pull request.

help-overview =
    คำสั่ง ({ $detail } เพื่อดูรายละเอียดของคำสั่งหนึ่ง):
    { $lines }
    เกม: { $games }
help-overview-line = { $command } — { $summary }
# ภาษาไทยไม่ใช้จุดท้ายประโยค: $details ขึ้นต้นด้วยช่องว่างอยู่แล้ว
help-detail =
    { $usage }
    { $summary }{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] ตัวอย่าง
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(จำเป็น)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    ชื่ออื่น: { $aliases }
