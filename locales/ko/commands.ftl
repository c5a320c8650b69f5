# Korean (ko) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

# $what: tournament(대회) 또는 arrangement(배치).
command-needs-name = { $what ->
        [tournament] 대회
       *[arrangement] 배치
    } 이름이 필요합니다.
command-name-too-long = { $what ->
        [tournament] 대회
       *[arrangement] 배치
    } 이름은 서식 없는 텍스트로 최대 { $most }자입니다. { $name }은(는) 쓸 수 없습니다.
command-slash = 명령은 /로 시작합니다. 예: { $help }
command-record-too-long = 그 기보는 { $length }자입니다. { $command } 명령은 최대 { $most }자까지 읽습니다.
command-too-long = 그 명령은 { $length }자입니다. 명령은 최대 { $most }자까지입니다.
command-handle-too-long = @{ $handle }: 플레이어가 아닙니다. 핸들은 최대 { $most }자입니다.
command-unknown = { $command } 명령은 없습니다. { $help } 명령으로 명령 목록을 볼 수 있습니다.

command-race-players = 아슈타파다는 2~4명이 합니다: { $usage }
command-race-no-option = 아슈타파다에는 { $option }: 옵션이 없습니다(경주이며 항상 친선으로 진행합니다).
command-race-days = days:{ $days }? 행동마다 주어지는 일수는 1, 2, 3, 5, 7, 10, 14 중 하나입니다.
command-one-opponent = 세 명 이상이 할 수 있는 것은 아슈타파다뿐입니다. 대국 신청에는 @플레이어를 한 명만 지정합니다.
command-vacation-both = { $start } 또는 { $end } 중 하나만 쓰세요.

command-tournament-option = { $command } 명령에는 { $option } 옵션을 쓸 수 없습니다. 어떤 옵션을 함께 쓰는지는 { $help }에서 볼 수 있습니다.
command-tournament-game = 어떤 게임인가요? { $usage }
command-tournament-both = 대회는 스위스 방식과 (더블) 리그전 중 하나입니다. 둘 다일 수는 없습니다.
command-tournament-deadline = deadline:은 스위스 방식에서 한 라운드가 이어질 수 있는 일수입니다. 리그전에는 기다릴 라운드가 없습니다.
command-tournament-size-swiss = size:{ $size }? 스위스 방식은 4~128명입니다.
command-tournament-size-round-robin = size:{ $size }? 리그전은 3~16명입니다.
command-usage = { $usage }

command-place-what = 무엇을 놓을까요? 예: { $example } 또는 { $saved }
command-place-both = 배치 지정과 saved:NAME 중 하나만 쓰세요.
command-arrangement-name = { $usage } — 이름을 정한 뒤 배치를 나열하세요.
command-arrangement-pieces = { $usage } — 이어서 배치를 쓰세요. 예: K@e2 F@d2 …
command-link-usage = 요청은 { $ask }, 다른 계정에서 확인은 { $confirm }, 내 계정 보기는 { $status }.

command-not-days = { $what }:{ $value }은(는) 일수가 아닙니다
command-cap-alone = cap:은 days:7+2 같은 피셔 방식 시간과 함께 씁니다
command-days-offered = days:{ $days }은(는) 고를 수 없습니다. 1, 2, 3, 5, 7, 10, 14 중에서 고르세요(또는 피셔 방식: days:7+2)
command-fischer-range = days:{ $days } — 피셔 방식은 처음 1~60일에 한 수마다 1~14일을 더합니다. 예: days:7+2
command-cap-range = cap:{ $cap } — 상한은 처음 일수인 { $initial }일 이상, 90일 이하입니다

command-or-list = { $init } 또는 { $last }
command-and-list = { $init } 및 { $last }
command-no-game = { $game } 게임은 없습니다. 게임 목록: { $games }.
command-name-player = { $what }? 플레이어는 @이름 형식으로 지정하세요.
command-not-a-number = { $number }: 12나 #12 같은 숫자가 아닙니다.
command-number-range = { $what }? { $about }: { $min }~{ $max }.
command-choose = { $what }? { $choices } 중에서 고르세요.
command-yes-no = { $option }:{ $value }? { $option }:yes 또는 { $option }:no로 쓰세요.
command-needs-text = { $option }: 뒤에 텍스트가 필요합니다. 예: { $option }:{ $example }
command-twice = { $option } 옵션이 두 번 지정되었습니다. { $command } 명령에는 한 번만 씁니다.
command-no-such-option = { $command } 명령에는 { $option } 옵션이 없습니다. 쓸 수 있는 옵션: { $options }.
command-expected = { $command }? 여기에는 { $expected } 중 하나가 와야 합니다.
command-nothing-more = { $command } 명령은 이름만 씁니다. { $word }은(는) 무엇인가요?
command-written = { $typed }? 쓰는 법: { $usage }
command-needs = { $command } 명령에는 { $what }이(가) 필요합니다. 예: { $example }

command-side-of-game = color:{ $side }? { $game }에서 쓸 수 있는 진영은 { $first }, { $second }입니다(first, second, random도 됩니다).
command-side-white-black-in-shogi = color:{ $side }? 쇼기 계열에서는 영어 책이 선수(먼저 두는 쪽)를 Black, 후수를 White라고 부릅니다. color:sente 또는 color:gote로 지정해 주세요.
