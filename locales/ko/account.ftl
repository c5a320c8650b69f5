# Korean (ko) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

account-settings = 현재 설정: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }.
account-next-digest = {" "}(다음 요약: { $time })
account-next-digest-on = {" "}(다음 요약: { $time }, { $platform } 다이렉트 메시지로)
account-vacation-left = { $year }년 남은 휴가: { $days }일
account-vacation-until = { $time }까지 휴가 중입니다. 일찍 복귀하려면 { $end } 명령을 보내세요. { $left }.
account-vacation-none = { $left }. { $start } 명령을 쓰면 모든 대국의 시계가 멈춥니다.
account-vacation-already = 이미 { $time }까지 휴가 중입니다. 새 휴가를 시작하려면 먼저 { $end } 명령을 보내세요.
account-vacation-too-long = { $days }일 휴가는 남은 휴가보다 깁니다: { $left }.
account-vacation-started = { $time }까지 휴가입니다: { $paused ->
        [0] 지금 내 차례인 대국은 없습니다
        [1] 내 차례인 대국의 시계를 멈췄습니다
       *[other] 내 차례인 대국 { $paused }판의 시계를 멈췄습니다
    }. 앞으로 내 차례가 되는 대국도 복귀할 때까지 기다립니다. { $left }.
account-not-on-vacation = 휴가 중이 아닙니다.
account-vacation-ended = { $resumed ->
        [0] 돌아오신 것을 환영합니다
        [1] 돌아오신 것을 환영합니다. 대국 시계가 다시 움직입니다
       *[other] 돌아오신 것을 환영합니다. 대국 { $resumed }판의 시계가 다시 움직입니다
    }. { $left }.
account-away = { $who }의 휴가는 { $time }까지입니다. #{ $game } 대국의 시계는 멈춰 있습니다.
account-away-capped = { $who }의 휴가는 { $time }까지입니다. #{ $game } 대국의 시계는 { $cap }까지 멈춰 있습니다(대회 휴가 상한).
account-back = { $who } 복귀: #{ $game } 대국의 시계가 다시 움직입니다.
account-channel-language = 이제 이 채널의 게시물은 { $language }(으)로 작성됩니다.
account-channel-language-moderators = 이 채널의 언어는 이 채널의 관리자만 정할 수 있습니다.
