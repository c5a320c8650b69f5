# Persian (fa) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

help-overview =
    فرمان‌ها (برای جزئیات یک فرمان: { $detail }):
    { $lines }
    بازی‌ها: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
        [one] نمونه
       *[other] نمونه‌ها
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(الزامی)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    نام‌های دیگر: { $aliases }.
