# Simplified Chinese (zh-CN) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.
# 各命令的说明和选项说明见 commands-help.ftl。

help-overview =
    命令（用 { $detail } 查看某条命令的详细说明）：
    { $lines }
    棋类：{ $games }
help-overview-line = { $command } — { $summary }
# 中文没有单复数之分；保留 $count 只为选择器。
help-detail =
    { $usage }
    { $summary }。{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] 示例
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
    别名：{ $aliases }。
