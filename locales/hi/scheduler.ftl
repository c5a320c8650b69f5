# Hindi (hi) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

scheduler-reminder = { $who }: खेल #{ $id } में आपकी चाल के लिए { $left } बचे हैं।
scheduler-forfeit = खेल #{ $id } समाप्त: { $who } ने कोई चाल नहीं चली, इसलिए उनकी हार हुई; { $result }।
scheduler-aborted = खेल #{ $id } रद्द: { $who } ने पहली चाल नहीं चली।
scheduler-timeout = खेल #{ $id } समाप्त: { $who } का समय समाप्त हो गया; { $verdict }।
scheduler-timeout-rated = खेल #{ $id } समाप्त: { $who } का समय समाप्त हो गया; { $verdict }। { $ratings }
scheduler-digest = आपका दैनिक सारांश, { $who }: { $count } { $count ->
        [one] खेल
       *[other] खेलों
    } में आपकी चाल है।
    { $games }
scheduler-digest-line = #{ $id } { $game } बनाम { $who } — { $left } बचे
scheduler-challenge-lapsed = { $who }: चुनौती #{ $id } ({ $game }) का जवाब नहीं मिला और उसकी अवधि समाप्त हो गई।
