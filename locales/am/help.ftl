# Amharic (am) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

help-overview =
    ትዕዛዞች (አንዱን በዝርዝር ለማየት: { $detail }):
    { $lines }
    ጨዋታዎች: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }።{ $details }{ $options }{ $aliases }
    { $count ->
        [one] ምሳሌ
       *[other] ምሳሌዎች
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(የግድ)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    ሌሎች ስሞች: { $aliases }።
