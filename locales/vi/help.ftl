# Vietnamese (vi) — /help: the overview and each command's detail. What each command does is in commands-help.ftl.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

help-overview =
    Các lệnh ({ $detail } để xem chi tiết một lệnh):
    { $lines }
    Trò chơi: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] Ví dụ
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(bắt buộc)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    Tên khác: { $aliases }.
