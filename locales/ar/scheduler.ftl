# Arabic (ar) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

scheduler-reminder = { $who }: بقي { $left } لنقلتك في المباراة #{ $id }.
scheduler-forfeit = انتهت المباراة #{ $id }: لم يلعب { $who } أي نقلة فخسرها؛ { $result }.
scheduler-aborted = أُلغيت المباراة #{ $id }: لم يلعب { $who } نقلته الأولى.
scheduler-timeout = انتهت المباراة #{ $id }: نفد وقت { $who }؛ { $verdict }.
scheduler-timeout-rated = انتهت المباراة #{ $id }: نفد وقت { $who }؛ { $verdict }. { $ratings }
scheduler-digest = ملخصك اليومي، { $who }: دورك في { $count ->
        [zero] { $count } مباراة
        [one] مباراة واحدة
        [two] مباراتين
        [few] { $count } مباريات
        [many] { $count } مباراة
       *[other] { $count } مباراة
    }.
    { $games }
scheduler-digest-line = #{ $id } { $game } ضد { $who } — بقي { $left }
scheduler-challenge-lapsed = { $who }: انتهت صلاحية التحدي #{ $id } ({ $game }) دون ردّ.
