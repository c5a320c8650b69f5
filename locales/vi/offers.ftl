# Vietnamese (vi) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

offer-draw-already = Bạn đã đề nghị hòa trong ván này; hãy chờ câu trả lời.

offer-draw-blocked = Đề nghị hòa lần trước của bạn đã bị từ chối; bạn có thể đề nghị lại sau nước đi tiếp theo của mình.

offer-draw-none-to-accept = Đối thủ không có đề nghị hòa nào để bạn chấp nhận.

offer-draw-none-to-decline = Đối thủ không có đề nghị hòa nào để bạn từ chối.

offer-draw-declined = { $who } từ chối hòa trong ván #{ $game }.

offer-takeback-rated = Ván #{ $game } có tính điểm: không thể đi lại.

offer-takeback-already = Bạn đã xin rồi; hãy chờ câu trả lời.

offer-takeback-no-move = Bạn không có nước nào để đi lại trong ván #{ $game }.

offer-takeback-none = Đối thủ không có yêu cầu đi lại nào.

offer-takeback-declined = { $who } từ chối cho đi lại trong ván #{ $game }.

offer-takeback-nothing = Không có nước nào để đi lại.

offer-takeback-not-a-move = Ván #{ $game }: chỉ có thể đi lại nước đi, mà { $action } đã diễn ra sau nước đó.

offer-made = { $who } { $what ->
        [draw] đề nghị hòa
       *[takeback] xin đi lại nước vừa rồi
    } trong ván #{ $game }, { $opponent }. { $answer }
offer-draw-accept-button = Đồng ý hòa
offer-draw-decline-button = Từ chối hòa
offer-takeback-allow-button = Cho đi lại
offer-takeback-refuse-button = Không cho đi lại
offer-taken-back = Ván #{ $game }: đã đi lại { $count } nước. { $next }.
