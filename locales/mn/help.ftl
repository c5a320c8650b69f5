# Mongolian (mn) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

help-overview =
    Командууд (нэгийг нь дэлгэрэнгүй харах: { $detail }):
    { $lines }
    Тоглоомууд: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
        [one] Жишээ
       *[other] Жишээ
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(заавал)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    Бусад нэр: { $aliases }.
