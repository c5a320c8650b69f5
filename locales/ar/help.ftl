# Arabic (ar) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

help-overview =
    الأوامر ({ $detail } لتفاصيل أمر واحد):
    { $lines }
    الألعاب: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
        [one] مثال
        [two] مثالان
       *[other] أمثلة
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(مطلوب)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    أسماء أخرى: { $aliases }.
