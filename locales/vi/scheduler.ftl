# Vietnamese (vi) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges (stored in the outbox as text).
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

scheduler-reminder = { $who }: còn { $left } cho nước đi của bạn trong ván #{ $id }.
scheduler-forfeit = Ván #{ $id } đã kết thúc: { $who } không đi nước nào nên bị xử thua; { $result }.
scheduler-aborted = Ván #{ $id } đã bị hủy: { $who } không đi nước đầu tiên.
scheduler-timeout = Ván #{ $id } đã kết thúc: { $who } hết thời gian; { $verdict }.
scheduler-timeout-rated = Ván #{ $id } đã kết thúc: { $who } hết thời gian; { $verdict }. { $ratings }
scheduler-digest = Bản tổng hợp hằng ngày của bạn, { $who }: đến lượt bạn đi trong { $count } ván.
    { $games }
scheduler-digest-line = #{ $id } { $game } gặp { $who } — còn { $left }
scheduler-challenge-lapsed = { $who }: lời thách đấu #{ $id } ({ $game }) đã hết hạn mà không ai trả lời.
