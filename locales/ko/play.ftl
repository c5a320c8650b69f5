# Korean (ko) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

play-abort-too-late = 대국 중단은 양측이 첫 수를 두기 전에만 할 수 있습니다. 대신 무승부를 제안하거나 기권하세요.
play-not-a-placement = { $drop }: 배치 형식이 아닙니다. 예: K@e2 (기물 문자, @, 칸).

# 수를 둔 뒤의 차례 표시.
play-turn-thinking = { $who }({ $side }) 생각 중
play-turn-to-move = { $who }({ $side })의 차례
play-turn-to-move-away = { $who }({ $side })의 차례({ $until }까지 휴가 중이라 시계가 멈춰 있습니다)
play-your-move = { $who }, #{ $id } 대국에서 둘 차례입니다.

play-game-refused = #{ $id } 대국: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input }: 수가 아닙니다
refusal-not-legal = { $input }: 이 국면에서 둘 수 없는 수입니다
refusal-not-legal-but = { $input }: 이 국면에서 둘 수 없는 수입니다. 혹시 { $candidates } 말씀인가요?
refusal-which = { $input }: { $candidates } 중 어느 수인지 지정하세요
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } 또는 { $rest }
refusal-game-over = 대국이 끝났습니다
refusal-not-your-turn = 지금은 둘 차례가 아닙니다
refusal-illegal-move = 그 수는 이 국면에서 둘 수 없습니다
refusal-jishogi-only-shogi = 지쇼기는 쇼기에만 있습니다
refusal-impasse-not-your-turn = 지쇼기는 자기 차례에 주장하세요
refusal-impasse-kings-not-entered = 지쇼기는 양쪽 왕이 모두 적진에 들어간 뒤에만 주장할 수 있습니다
refusal-no-impasse-claim = 받아들일 상대의 지쇼기 주장이 없습니다
refusal-setup-chosen-once = 상차림은 첫수 전에 한 번만 고를 수 있습니다
refusal-no-standard-setup = 이 국면에는 바꿀 수 있는 표준 상차림이 없습니다
refusal-objection-not-now = 이의 제기는 후수의 배치 직후에만, 후수의 차(루크) 두 개가 한 세로줄에 있거나 차(루크)가 내 왕과 같은 세로줄에 있을 때만 할 수 있습니다
refusal-objection-not-applicable = 여기서는 이의 제기를 적용할 수 없습니다
refusal-no-count-in-game = 이 대국에는 시작할 수 세기가 없습니다
refusal-count-not-your-turn = 수 세기는 자기 차례에 시작하세요
refusal-count-running = 이미 수 세기가 진행 중입니다
refusal-count-pawns-left = 판의 명예 세기는 양쪽 모두 비아가 없을 때만 시작할 수 있습니다
refusal-no-count-to-stop = 멈출 수 세기가 진행 중이지 않습니다
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }. { $after }
play-after-next = { $next }.
play-after-over = 대국 종료: { $verdict }.
play-after-over-rated = 대국 종료: { $verdict }. { $ratings }

# $kind가 "time"이면 시간 초과, 아니면 $reason이 대국이 끝난 사유(ending-… 메시지)입니다.
play-verdict-win = { $result } — { $who } 승{ $kind ->
        [time] {" "}(시간승)
       *[other] {" "}({ $reason })
    }
play-verdict-draw = { $result } — 무승부{ $kind ->
        [time] {" "}(시간 초과)
       *[other] {" "}({ $reason })
    }
play-over = #{ $id } 대국 종료: { $verdict }.
play-over-rated = #{ $id } 대국 종료: { $verdict }. { $ratings }
play-game-goes-on = 대국은 계속됩니다.

# 시투인 배치.
play-no-arrangement = 저장된 배치가 없습니다: { $name }. { $save } 명령으로 저장하세요.
play-no-arrangement-yours = 저장된 배치가 없습니다: { $name }. 내 배치: { $yours }.
play-place-none = { $reason } 아무것도 놓지 않았습니다. /place 명령은 모든 배치를 한꺼번에 하거나 하나도 하지 않습니다.
play-placed-army = #{ $id } { $who } 기물 { $count }개 배치: { $drops }
play-saved-as = 저장했습니다: { $name }. 다음 대국에서 { $place } 명령으로 쓰세요.
play-arrangement-saved = 저장했습니다: { $name }(기물 { $count }개). 시투인 대국에서 { $place } 명령으로 쓰세요.
play-no-arrangements = 저장된 배치가 없습니다. { $save } 명령으로 저장할 수 있습니다.
play-hand-empty = 손에 남은 기물이 없습니다.
play-hand = 손에 있는 기물: { $pieces }.
play-place-short = #{ $id } 대국: 이 /place 명령은 { $letter }({ $piece }) { $asked }개를 놓으려 하지만, 놓을 수 있는 것은 { $had }개뿐이라 아무것도 놓지 않았습니다. { $hand }

# 수가 아닌 동작.
play-action = #{ $id } { $action }
play-setup = { $who } 상차림: { $korean }({ $key }).
play-not-a-setup = { $setup }: 상차림이 아닙니다. masangsangma, sangmamasang, masangmasang, sangmasangma 중에서 고르세요(마상상마 …)
play-objection = 이의 제기: 후수는 차(루크)를 다시 놓아야 합니다.
play-count-start = { $who }이(가) 판의 명예 세기(64수)를 시작합니다.
play-count-stop = { $who }이(가) 수 세기를 멈춥니다.
play-impasse-counts = { $who }이(가) 점수를 셉니다.
play-impasse-declined = { $who }이(가) 거절합니다(점수 { $points } 대 내 점수 { $yours }, 24점 필요). 대국을 계속하세요.
play-impasse-answer = 점수를 세려면 { $accept } 명령을 보내세요.
play-impasse-claim = { $who }이(가) 지쇼기(持将棋)를 주장합니다: { $answer }

play-resign-confirm = #{ $id } 대국을 기권하시겠습니까? 확인하려면 { $confirm } 명령을 보내세요.
play-abort-tournament = #{ $id } 대국은 대회 대국이라 중단할 수 없습니다. 첫 수를 두지 않은 플레이어는 그 시간이 다 되면 몰수패가 됩니다. 대회에서 나가려면 { $withdraw } 명령을 쓰세요.
play-aborted = #{ $id } 대국을 중단했습니다.

# 저장된 배치 목록.
play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = 기권

# 수를 말로 설명(칸은 판 그림의 표기). $more는 ", … 잡음", ", …(으)로 승격"을 이은 것.
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } { $to }에서 승격{ $more }
play-move-takes = , { $piece } 잡음
play-move-becomes = , { $piece }(으)로 승격
play-move-promotes-to = : { $piece }
play-move-drop = { $piece } { $to }에 내려놓음
play-move-castles = 캐슬링
play-move-passes = 한 수 쉼
