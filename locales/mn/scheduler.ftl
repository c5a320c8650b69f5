# Mongolian (mn) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

scheduler-reminder = { $who }: #{ $id } өрөгт нүүдэл хийхэд { $left } үлдлээ.
scheduler-forfeit = #{ $id } өрөг дууслаа: { $who } огт нүүгээгүй тул өргөө алдлаа; { $result }.
scheduler-aborted = #{ $id } өргийг цуцаллаа: { $who } эхний нүүдлээ хийгээгүй.
scheduler-timeout = #{ $id } өрөг дууслаа: { $who } тоглогчийн цаг дууслаа; { $verdict }.
scheduler-timeout-rated = #{ $id } өрөг дууслаа: { $who } тоглогчийн цаг дууслаа; { $verdict }. { $ratings }
scheduler-digest = { $who }, таны өдөр тутмын тойм: { $count } { $count ->
        [one] өрөгт
       *[other] өрөгт
    } таны нүүх ээлж байна.
    { $games }
scheduler-digest-line = #{ $id } { $game }, өрсөлдөгч { $who } — { $left } үлдсэн
scheduler-challenge-lapsed = { $who }: #{ $id } урилга ({ $game }) хариугүй үлдэж хүчингүй боллоо.
