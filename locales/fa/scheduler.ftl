# Persian (fa) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

scheduler-reminder = { $who }: { $left } برای حرکت شما در بازی #{ $id } باقی مانده است.
scheduler-forfeit = بازی #{ $id } تمام شد: { $who } هیچ حرکتی نکرد و بازی را واگذار کرد؛ { $result }.
scheduler-aborted = بازی #{ $id } لغو شد: { $who } هرگز حرکت اول را انجام نداد.
scheduler-timeout = بازی #{ $id } تمام شد: وقت { $who } تمام شد؛ { $verdict }.
scheduler-timeout-rated = بازی #{ $id } تمام شد: وقت { $who } تمام شد؛ { $verdict }. { $ratings }
scheduler-digest = خلاصهٔ روزانهٔ شما، { $who }: در { $count } بازی نوبت شماست.
    { $games }
scheduler-digest-line = #{ $id } { $game } در برابر { $who } — { $left } باقی مانده
scheduler-challenge-lapsed = { $who }: چالش #{ $id } ({ $game }) بی‌پاسخ ماند و منقضی شد.
