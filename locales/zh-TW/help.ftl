# Traditional Chinese (zh-TW) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.
# 各指令的說明和選項說明見 commands-help.ftl。

help-overview =
    指令（用 { $detail } 檢視某個指令的詳細說明）：
    { $lines }
    棋類：{ $games }
help-overview-line = { $command } — { $summary }
# 中文沒有單複數之分；保留 $count 只為選擇器。
help-detail =
    { $usage }
    { $summary }。{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] 範例
    }：{ $examples }
help-detail-more = { $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] （必填）
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    別名：{ $aliases }。
