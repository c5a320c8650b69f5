# Vietnamese (vi) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

challenge-declined = { $who } đã từ chối lời thách đấu #{ $id }.

challenge-not-one-you-can = Bạn không thể { $verb ->
        [accept] chấp nhận
        [decline] từ chối
       *[cancel] hủy
    } lời thách đấu #{ $id } ở đây.

challenge-none-to = Ở đây không có lời thách đấu nào để bạn { $verb ->
        [accept] chấp nhận
        [decline] từ chối
       *[cancel] hủy
    }.

challenge-several = Có nhiều lời thách đấu: { $ids }. Hãy chỉ rõ lời nào, ví dụ { $example }.

challenge-accept-own = Bạn không thể chấp nhận lời thách đấu của chính mình.

challenge-accept-not-open = Lời thách đấu #{ $id } không dành cho bạn ở đây; chỉ người được thách đấu mới có thể chấp nhận.

challenge-game-begins = Ván #{ $game } bắt đầu: đến lượt bạn, { $who }.

challenge-game-starts = Ván #{ $game }: { $name } — { $white } ({ $white_side }) gặp { $black } ({ $black_side }), { $rated ->
        [yes] tính điểm
       *[no] giao hữu
    }, { $time }{ $from }. { $first } đi trước.

challenge-from-position = , từ thế cờ { $position }

challenge-yourself = Bạn không thể tự thách đấu chính mình.

challenge-too-many-open = Bạn đang có { $count } lời thách đấu chưa được trả lời, mức tối đa cho một người chơi; hãy dùng { $cancel } để hủy một lời (hoặc chờ trả lời) trước.

challenge-too-many-to-one = Bạn đã có { $count } lời thách đấu đang chờ { $who } trả lời; hãy chờ, hoặc dùng { $cancel } để hủy một lời.

challenge-level-is-computers = level: là cấp độ của máy; hãy thách đấu máy bằng { $challenge }.

challenge-computer-casual = Ván đấu với máy luôn là ván giao hữu; hãy bỏ rated:yes.

challenge-position-casual = Ván bắt đầu từ một thế cờ tự chọn là ván giao hữu; hãy bỏ rated:yes.

challenge-cancelled = Đã hủy lời thách đấu #{ $id }.

challenge-posted = Lời thách đấu #{ $id }: { $who } mời { $to } chơi một ván { $rated ->
        [yes] tính điểm
       *[no] giao hữu
    } { $game }{ $options }{ $from }, { $time }. { $answer } (mở đến { $until }).
challenge-anyone = bất kỳ ai ở đây
challenge-options = { " " }({ $options })
challenge-accept-button = Chấp nhận
challenge-decline-button = Từ chối
