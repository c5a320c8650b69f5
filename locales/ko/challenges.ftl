# Korean (ko) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

challenge-declined = { $who }이(가) #{ $id } 대국 신청을 거절했습니다.
# $verb: accept(수락), decline(거절), cancel(취소).
challenge-not-one-you-can = #{ $id } 대국 신청은 여기서 { $verb ->
        [accept] 수락
        [decline] 거절
       *[cancel] 취소
    }할 수 없습니다.
challenge-none-to = 여기에는 { $verb ->
        [accept] 수락
        [decline] 거절
       *[cancel] 취소
    }할 수 있는 대국 신청이 없습니다.
challenge-several = 대국 신청이 여러 개 있습니다: { $ids }. 어느 것인지 지정하세요. 예: { $example }
challenge-accept-own = 자신의 대국 신청은 수락할 수 없습니다.
challenge-accept-not-open = #{ $id } 대국 신청은 여기서 수락할 수 없습니다. 신청을 받은 플레이어만 수락할 수 있습니다.
challenge-game-begins = #{ $game } 대국 시작: { $who }의 차례입니다.
challenge-game-starts = #{ $game } 대국: { $name } — { $white }({ $white_side }) 대 { $black }({ $black_side }), { $rated ->
        [yes] 레이팅 대국
       *[no] 친선 대국
    }, { $time }{ $from }. { $first }의 차례입니다.
challenge-from-position = , 시작 국면 { $position }
challenge-yourself = 자기 자신에게는 대국을 신청할 수 없습니다.
challenge-too-many-open = 열린 대국 신청이 { $count }개로, 한 플레이어가 가질 수 있는 최대치입니다. 먼저 { $cancel } 명령으로 하나를 취소하거나 답을 기다리세요.
challenge-too-many-to-one = { $who }에게 보낸 열린 대국 신청이 이미 { $count }개입니다. 답을 기다리거나 { $cancel } 명령으로 하나를 취소하세요.
challenge-level-is-computers = level: 옵션은 컴퓨터의 강도입니다. 컴퓨터에게는 { $challenge } 명령으로 대국을 신청하세요.
challenge-computer-casual = 컴퓨터와의 대국은 친선 대국입니다. rated:yes 옵션을 빼 주세요.
challenge-position-casual = 지정한 국면에서 시작하는 대국은 친선 대국입니다. rated:yes 옵션을 빼 주세요.
challenge-cancelled = #{ $id } 대국 신청을 취소했습니다.

# 대국 신청 게시.
challenge-posted = #{ $id } 대국 신청: { $who }이(가) { $to }에게 대국을 신청합니다: { $game }{ $options }, { $rated ->
        [yes] 레이팅 대국
       *[no] 친선 대국
    }, { $time }{ $from }. { $answer } ({ $until }까지 유효)
challenge-anyone = 여기 있는 누구나
challenge-options = { " " }({ $options })
challenge-accept-button = 수락
challenge-decline-button = 거절
