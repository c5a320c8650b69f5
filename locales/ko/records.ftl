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
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = #{ $id } 대국 재생: 전체 { $moves }수를 보여 준 뒤 마지막 국면에서 멈춥니다.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = 한 수씩 재생한 대국({ $moves }수), 이 국면에서 끝남: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = 이 봇은 그림을 그리지 않습니다. 운영자가 그림 기능을 꺼 두었습니다. /export pgn 명령으로 기보를 받을 수 있습니다.

records-file = { $name }
records-attached = { $name } (첨부):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = 첨부한 파일이 도착하지 않았습니다. 다시 첨부하세요.
records-file-reply-unfetched = 답장한 메시지를 가져올 수 없었습니다. 대신 기보를 붙여 넣으세요.
# $name (text): the file's name.
records-file-unfetched = { $name } 파일을 내려받을 수 없었습니다. 다시 시도하거나 기보를 붙여 넣으세요.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } 파일의 크기는 { $size } KB입니다. 기보 파일은 최대 { $most } KB까지입니다.
# $name (text): the file's name.
records-file-not-text = { $name } 파일은 UTF-8 텍스트가 아닙니다(Shift_JIS로 저장된 KIF인가요? UTF-8로 다시 저장하거나 기보를 붙여 넣으세요).
