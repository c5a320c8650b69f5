# Korean (ko) — /help: the overview and each command's detail.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

help-overview =
    명령 목록(하나를 자세히 보려면 { $detail }):
    { $lines }
    게임: { $games }
help-overview-line = { $command } — { $summary }
# $count는 예시의 수(한국어는 단수·복수 구분 없음).
help-detail =
    { $usage }
    { $summary }.{ $details }{ $options }{ $aliases }
    { $count ->
       *[other] 예
    }: { $examples }
help-detail-more = { " " }{ $text }
help-detail-option =
    { "" }
    • { $option } — { $help }{ $needed ->
        [yes] { " " }(필수)
       *[no] {""}
    }
help-detail-aliases =
    { "" }
    다른 이름: { $aliases }.
