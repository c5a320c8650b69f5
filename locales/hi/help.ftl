# Hindi (hi) — /help: the overview and each command's detail. What each command does is in commands-help.ftl.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

help-overview =
    कमांड (किसी एक का विवरण: { $detail }):
    { $lines }
    खेल: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }।{ $details }{ $options }{ $aliases }
    { $count ->
        [one] उदाहरण
       *[other] उदाहरण
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(ज़रूरी)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    दूसरे नाम: { $aliases }।
