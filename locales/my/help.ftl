# Burmese (my) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

help-overview =
    အမိန့်များ (အမိန့်တစ်ခု၏ အသေးစိတ်အတွက် { $detail }):
    { $lines }
    ဂိမ်းများ: { $games }
help-overview-line = { $command } — { $summary }
help-detail =
    { $usage }
    { $summary }။{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] ဥပမာ
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(လိုအပ်သည်)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    အခြားအမည်များ: { $aliases }။
