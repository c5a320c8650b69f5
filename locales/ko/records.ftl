# Korean (ko) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

records-paste-discord = 기보(PGN, KIF 또는 CSA)를 record:에 붙여 넣거나, file:로 파일을 첨부하세요.
records-paste-matrix = 기보(PGN, KIF 또는 CSA)를 명령 뒤에 붙여 넣거나, 기보 파일에 명령으로 답장하세요.
records-paste = 기보(PGN, KIF 또는 CSA)를 /import 뒤에 붙여 넣으세요.

records-read = { $format } 기보를 읽었습니다: { $game } — { $first } 대 { $second }, { $plies }수.
records-read-over = { $format } 기보를 읽었습니다: { $game } — { $first } 대 { $second }, { $plies }수, { $result }.
records-read-given = { $format } 기보를 읽었습니다: { $game } — { $first } 대 { $second }, { $plies }수, 기보상 결과 { $result }.
records-over = { $summary } 이 대국은 끝났습니다({ $reason }). 이어서 둘 수 없습니다. 플레이어를 지정하지 않고 /import 명령을 쓰면 마지막 국면을 보여 줍니다.
records-unreachable = { $summary } 마지막 국면에서는 대국을 시작할 수 없습니다: { $reason }.
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } 마지막 국면({ $side } 차례): { $position }
    여기서 이어 두려면: { $challenge }
records-fen = #{ $id } 대국, { $moves }수 후. { $position }
records-not-shogi = KIF와 CSA는 쇼기 대국용입니다. { $pgn } 명령을 쓰세요.

records-file = { $name }
records-attached = { $name } (첨부):
