# Japanese (ja) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

help-overview =
    コマンド一覧（詳しくは { $detail }）：
    { $lines }
    ゲーム：{ $games }
help-overview-line = { $command } — { $summary }
# $count は例の数（日本語では単複の区別なし）。
help-detail =
    { $usage }
    { $summary }。{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] 例
    }：{ $examples }
help-detail-more = { $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] （必須）
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    別名：{ $aliases }。
