# Korean (ko) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = 카우리 조개를 던질 수 없었습니다({ $reason }). 다시 시도하세요.
race-no-such-rule = 아슈타파다에는 { $option } 규칙 옵션이 없습니다. 쓸 수 있는 옵션은 play-on(남은 플레이어들이 순위를 놓고 계속 둠)과 grace(4나 8이 나오면 한 번 더 던짐)입니다.
race-invite-yourself = 자기 자신은 초대할 수 없습니다.
race-named-twice = { $who }이(가) 두 번 지정되었습니다.
race-computer-seats = 경주의 자리는 네 개입니다. 컴퓨터는 최대 세 자리까지만 차지할 수 있습니다.

race-invites = #{ $id } 경주: { $who }이(가) { $invited }에게 아슈타파다를 제안합니다. 행동마다 { $days }일.
race-invites-with-rules = #{ $id } 경주: { $who }이(가) { $invited }에게 아슈타파다를 제안합니다. 행동마다 { $days }일, 규칙: { $rules }.
race-seats-in-order = 자리는 참가한 순서대로 정해집니다: { $join }(또는 { $decline }). 모두 답하면 시작합니다.
race-and = { $list }, { $item }

race-not-invited = #{ $id } 경주에 초대받지 않았습니다.
race-seated-already = 이미 #{ $id } 경주에 자리가 있습니다.
race-joins = { $who }이(가) #{ $id } 경주에 참가합니다.
race-declines = { $who }이(가) #{ $id } 경주 참가를 거절합니다.
race-nobody-left = { $said } 더 이상 참가할 사람이 없어 #{ $id } 경주가 취소되었습니다.
race-seat = { $who }({ $seat }, { $from }에서 출발)
race-begins = { $said } #{ $id } 경주 시작: { $order }. 첫 던지기는 { $who }의 차례입니다: { $throw }.
race-only-proposer-cancels = #{ $id } 경주는 제안한 플레이어만 취소할 수 있습니다. 자리를 거절하려면 { $decline } 명령을 쓰세요.
race-called-off = #{ $id } 경주가 { $who }에 의해 취소되었습니다.

race-thrown-already = #{ $id } 경주: 이미 던졌습니다. 말을 움직이세요({ $moves }).
race-refused = #{ $id } 경주: { $reason }
race-throws = #{ $id } 경주: { $who }의 던지기 결과 { $value }(열린 조개 { $openings }개).
race-turn-passes = 움직일 수 있는 말이 없습니다. 차례가 넘어갑니다.
race-move-with = { $moves } 중 하나로 움직이세요.
race-not-a-piece = #{ $id } 경주: { $text }: 말이 아닙니다. enter, 칸(c3), 또는 겹친 두 말을 함께 움직이는 c3x2 중 하나를 입력하세요.
race-throw-first = #{ $id } 경주: 먼저 던지세요({ $throw }).
race-illegal = #{ $id } 경주: { $reason }. 가능한 수: { $moves }.
race-moved = #{ $id } 경주: { $moved }

race-over-places = #{ $id } 경주 종료: { $winner } 우승, 이어서 { $rest }.
race-over-winner = #{ $id } 경주 종료: { $winner } 우승.
race-over = #{ $id } 경주가 끝났습니다.
race-to-move = { $who }의 이동 차례입니다.
race-to-throw = { $who }의 던질 차례입니다.

# 한 번의 행동에서 일어난 일.
race-events = { $events }.
race-enters = { $to }에 말 진입
race-advances = 말 { $count }개 { $from } → { $to }
race-captures = { $who }의 말 { $count }개를 잡음
race-home = 도착

race-no-seat = #{ $id } 경주에 자리가 없습니다.
race-timed-out-already = 시간이 다 되어 #{ $id } 경주에서 나갔습니다.
race-not-your-turn = #{ $id } 경주: { $who }의 차례입니다.
race-no-such = #{ $id } 경주는 없습니다.
race-not-begun = #{ $id } 경주는 아직 시작되지 않았습니다. 초대받은 모두가 먼저 답해야 합니다.
race-begun = #{ $id } 경주는 이미 시작되었습니다.
race-none-waiting = 여기서 나를 기다리는 경주가 없습니다. { $challenge } 명령으로 새로 열 수 있습니다.
race-none-here = 여기에 내 경주가 없습니다. { $challenge } 명령으로 열 수 있습니다.
race-several = 여기서 참가 중인 경주가 여러 개입니다: { $races }. race:ID로 지정하세요.
race-number = #{ $id }
race-unreadable = #{ $id } 경주: { $action }번째 행동에서 기록을 읽을 수 없습니다.
race-unreplayable = #{ $id } 경주: { $action }번째 행동에서 기록을 재현할 수 없습니다: { $reason }.
race-board-title = #{ $id } 경주 — 아슈타파다
# 판 그림의 글자와 대체 텍스트.
race-board-state = 도착 { $home }, 진입 대기 { $off }
race-board-finished = 완주, { $place }위
race-board-left = 퇴장
race-board-threw = { $name }의 던지기: { $value }
race-board-open = 열린 조개 { $up }개: { $value }칸
race-alt-board = { $title }. 아슈타파다 판.
race-alt-shape = { $shape ->
        [circle] 원
        [square] 사각형
        [triangle] 삼각형
       *[diamond] 마름모
    }
race-alt-seat = { $name }({ $shape }, 글자 { $letter }): { $pieces }; 도착 { $home }, 진입 대기 { $off }.
race-alt-seat-left = { $name }({ $shape }, 글자 { $letter }): 경주에서 나갔습니다.
race-alt-on = { $squares }에 있음
race-alt-nowhere = 판 위에 말 없음
race-alt-double = { $square }(말 { $count }개 겹침)
race-alt-throw = 마지막 던지기: { $name }, 열린 조개 { $up }개, { $value }칸.
race-alt-to-play = { $name } 차례.

race-reminder = { $who }: #{ $id } 경주에서 행동할 시간이 { $left } 남았습니다.
race-lapsed = #{ $id } 경주가 무산되었습니다. 초대받은 모두가 { $days }일 안에 답하지 않았습니다.
race-ran-out = #{ $id } 경주: { $who }의 시간이 다 되어 그 말들과 함께 경주에서 빠집니다.

# /games 목록.
race-line-open = #{ $id } 경주 아슈타파다: 모두의 참가를 기다리는 중
race-line = #{ $id } 경주 아슈타파다: { $turn }
race-line-timed = #{ $id } 경주 아슈타파다: { $turn }, { $left } 남음
race-your-move = 내 이동 차례
race-your-throw = 내 던질 차례
race-their-turn = 상대 차례
