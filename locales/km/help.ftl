# Khmer (km) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

help-overview =
    ពាក្យបញ្ជា ({ $detail } សម្រាប់ព័ត៌មានលម្អិតនៃពាក្យបញ្ជាមួយ)៖
    { $lines }
    ល្បែង៖ { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }។{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] ឧទាហរណ៍
    }៖ { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(ចាំបាច់)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    ឈ្មោះផ្សេងទៀត៖ { $aliases }។
