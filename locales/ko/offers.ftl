# Korean (ko) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

offer-draw-already = 이 대국에서 이미 무승부를 제안했습니다. 답을 기다리세요.
offer-draw-blocked = 지난 무승부 제안이 거절되었습니다. 다음 수를 둔 뒤에 다시 제안할 수 있습니다.
offer-draw-none-to-accept = 수락할 상대의 무승부 제안이 없습니다.
offer-draw-none-to-decline = 거절할 상대의 무승부 제안이 없습니다.
offer-draw-declined = { $who }이(가) #{ $game } 대국의 무승부 제안을 거절했습니다.
offer-takeback-rated = #{ $game } 대국은 레이팅 대국이라 수를 무를 수 없습니다.
offer-takeback-already = 이미 요청했습니다. 답을 기다리세요.
offer-takeback-no-move = #{ $game } 대국에서 무를 수 있는 내 수가 없습니다.
offer-takeback-none = 상대의 무르기 요청이 없습니다.
offer-takeback-declined = { $who }이(가) #{ $game } 대국의 무르기 요청을 거절했습니다.
offer-takeback-nothing = 무를 수 있는 수가 없습니다.
offer-takeback-not-a-move = #{ $game } 대국: 수만 무를 수 있는데, 그 뒤에 { $action } 동작이 있었습니다.

# 상대에게 하는 제안. $what: draw(무승부), takeback(무르기).
offer-made = { $who }이(가) #{ $game } 대국에서 { $what ->
        [draw] 무승부를 제안합니다
       *[takeback] 마지막 수를 무르자고 요청합니다
    }. { $opponent }, { $answer }
offer-draw-accept-button = 무승부 수락
offer-draw-decline-button = 무승부 거절
offer-takeback-allow-button = 무르기 허락
offer-takeback-refuse-button = 무르기 거절
offer-taken-back = #{ $game } 대국: { $count }수를 물렀습니다. { $next }.
