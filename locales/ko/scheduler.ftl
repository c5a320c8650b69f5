# Korean (ko) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

scheduler-reminder = { $who }: #{ $id } 대국에서 둘 시간이 { $left } 남았습니다.
scheduler-forfeit = #{ $id } 대국 종료: { $who }이(가) 한 수도 두지 않아 몰수패입니다. { $result }.
scheduler-aborted = #{ $id } 대국이 중단되었습니다: { $who }이(가) 첫 수를 두지 않았습니다.
scheduler-timeout = #{ $id } 대국 종료: { $who }의 시간이 다 되었습니다. { $verdict }.
scheduler-timeout-rated = #{ $id } 대국 종료: { $who }의 시간이 다 되었습니다. { $verdict }. { $ratings }
scheduler-digest = { $who }, 오늘의 요약입니다: 내 차례인 대국이 { $count }판 있습니다.
    { $games }
scheduler-digest-line = #{ $id } { $game } 대 { $who } — { $left } 남음
scheduler-challenge-lapsed = { $who }: #{ $id } 대국 신청({ $game })이 응답 없이 만료되었습니다.
