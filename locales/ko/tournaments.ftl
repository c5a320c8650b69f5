# Korean (ko) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.
# 대회 이름($name)은 항상 "#N 대회"로 끝나거나 "#N 대회(이름)" 꼴이므로 조사는 '대회'에 맞춥니다(는/를/가/에).

tournament-title = #{ $id } 대회
# $name은 주최자가 붙인 이름(번역하지 않음).
tournament-title-named = #{ $id } 대회({ $name })

tournament-per-move = 한 수에 { $days }일

tournament-too-many = 이 채널에는 참가 신청 중이거나 진행 중인 대회가 이미 { $running }개 있으며, 이것이 최대치입니다. 그중 하나가 끝나면 새로 만드세요.

tournament-vacation-cap = { " " }휴가: 플레이어당 최대 { $days }일.
tournament-until = { " " }({ $time }까지)
tournament-standard-rules = 표준 규칙
tournament-options = { " " }({ $options })

# 스위스 방식 대회 생성. $rounds가 0이면 인원에 맞춤.
tournament-created-swiss = { $name }: { $game } 스위스 방식({ $rounds ->
        [0] 라운드 수는 인원에 맞춤
       *[other] { $rounds }라운드
    }), { $rules }, { $per_move }, { $rated ->
        [yes] 레이팅 대국
       *[no] 친선 대국
    }, 최대 { $size }명, 주최: { $organizer }. FIDE 더치 방식으로 한 라운드씩 대진을 짭니다. 한 라운드는 최대 { $round_days }일이며, 그때까지 끝나지 않은 대국은 무승부로 처리합니다.{ $cap } { $join } 명령으로 참가하세요{ $until }. 주최자가 { $start } 명령으로 시작합니다.

# 리그전 생성. $cycles: 1(싱글) 또는 2(더블).
tournament-created-round-robin = { $name }: { $game }{ $options } { $cycles ->
        [2] 더블 리그전
       *[other] 리그전
    }, { $per_move }, { $rated ->
        [yes] 레이팅 대국
       *[no] 친선 대국
    }, 최대 { $size }명, 주최: { $organizer }. { $join } 명령으로 참가하세요{ $until }. 주최자가 { $start } 명령으로 시작합니다.{ $cap }

tournament-not-taking = { $name }는 참가자를 받지 않습니다.
tournament-registration-closed-at = { $name }의 참가 신청은 { $time }에 마감되었습니다.
tournament-full = { $name }는 정원이 찼습니다({ $count }명).
tournament-already-in = 이미 { $name }에 참가하고 있습니다.
tournament-joins = { $who }이(가) { $name }에 참가합니다({ $count }명).
tournament-started-withdraw = { $name }가 이미 시작되었습니다. { $withdraw } 명령으로 기권할 수 있습니다(두지 않은 대국은 몰수패가 됩니다).
tournament-you-are-not-in = { $name }에 참가하고 있지 않습니다.
tournament-leaves = { $who }이(가) { $name }에서 나갑니다.
tournament-already-started = { $name }는 이미 시작되었습니다.
tournament-has-started = { $name }는 이미 시작되었습니다.
tournament-open-again = { $name }의 참가 신청을 다시 받습니다: { $join }.
tournament-closed = { $name }의 참가 신청이 마감되었습니다.

tournament-organizer-only = { $name }의 { $action ->
        [start] 시작은
        [open] 참가 신청 열기는
        [close] 참가 신청 마감은
        [replace] 플레이어 교체는
        [pause] 일시 중지는
        [resume] 재개는
        [adjudicate] 판정은
        [withdraw] 다른 플레이어의 기권 처리는
       *[cancel] 취소는
    } 주최자 { $organizer }만 할 수 있습니다.

tournament-not-started-replace = { $name }는 아직 시작되지 않았습니다. 참가와 탈퇴는 플레이어가 직접 합니다.
tournament-not-playing = { $who }은(는) { $name }에서 두고 있지 않습니다.
tournament-already-has = { $who }은(는) 이미 { $name }에 참가하고 있습니다.
tournament-replaces = { $name }에서 { $new }이(가) { $old }을(를) 대신합니다: 자리와 끝나지 않은 대국 { $moved }판을 이어받습니다. 끝난 대국의 결과는 그대로 인정됩니다.

tournament-not-running = { $name }는 진행 중이 아닙니다.
tournament-game-missing = { $name }의 #{ $game } 대국이 데이터베이스에 없습니다. 아무것도 바뀌지 않았습니다.
tournament-paused = { $name }가 일시 중지되었습니다: 시계 { $stopped }개가 멈췄습니다. 주최자가 재개할 때까지 수를 둘 수 없습니다.
tournament-not-paused = { $name }는 일시 중지 상태가 아닙니다.
tournament-missing = { $name }가 데이터베이스에 없습니다.
tournament-resumes = { $name }가 재개됩니다: 시계 { $count }개가 각각 남아 있던 시간으로 다시 움직입니다.

tournament-which-game = 어느 대국인가요? { $usage }
tournament-not-its-game = #{ $game } 대국은 { $name }의 대국이 아닙니다.
tournament-no-such-game = #{ $game } 대국은 없습니다.
tournament-game-over = #{ $game } 대국은 끝났습니다.
tournament-adjudicated = #{ $game } 대국 종료: 판정으로 { $result }({ $name }).
tournament-adjudicated-rated = #{ $game } 대국 종료: 판정으로 { $result }({ $name }). { $ratings }
tournament-not-in = { $who }은(는) { $name }에 없습니다.
tournament-already-over = { $name }는 이미 끝났습니다.
tournament-cancelled = { $name }가 취소되었습니다{ $aborted ->
        [0] {""}
       *[other] . 진행 중이던 대국 { $aborted }판도 중단되었습니다
    }.

tournament-no-such = #{ $id } 대회는 없습니다.
tournament-none-here = 여기에는 대회가 없습니다. { $create } 명령으로 열 수 있습니다.
tournament-several = 여기서 여러 대회가 진행 중입니다: { $ids }. 번호를 지정하세요.

tournament-too-few = { $name }를 시작하려면 최소 3명이 필요합니다. 현재 { $count }명입니다.
tournament-too-few-swiss = { $name }를 스위스 방식으로 시작하려면 최소 4명이 필요합니다. 현재 { $count }명입니다.
tournament-starts = { $name } 시작: { $players }명, { $games }판을 한꺼번에 시작합니다({ $per_move }). 시작 번호: { $numbers }. { $pairings } 명령으로 대국 목록을, { $mine } 명령으로 내 대국을 볼 수 있습니다.
tournament-starts-swiss =
    { $name } 시작: { $players }명이 참가하는 { $rounds }라운드 스위스 방식{ $note }, { $per_move }. 시작 번호: { $numbers }.
    { $first }
tournament-rounds-capped = { " " }({ $asked }라운드를 요청했지만 { $players }명으로는 최대 { $most }라운드까지 가능합니다)
tournament-seat = { $number }. { $player }

# /mypairings.
tournament-mine-none-in = 진행 중인 #{ $id } 대회에 참가하고 있지 않습니다.
tournament-mine-none = 진행 중인 대회에 참가하고 있지 않습니다.
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , { $round }/{ $rounds }라운드{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— 일시 중지
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(라운드 종료까지 { $left })
tournament-mine-game = { "  " }#{ $game } { $round }라운드 대 { $opponent }({ $side }): { $turn ->
        [mine] 내 차례
       *[theirs] 상대 차례
    }{ $left }
tournament-mine-left = , { $left } 남음
tournament-mine-bye = { "  " }이번 라운드는 부전승(1점)
tournament-mine-waiting = { "  " }진행 중인 대국 없음: 다음 라운드를 기다리는 중

tournament-unpairable =
    { $name }가 { $round }라운드 후 끝납니다: { $next }라운드 대진을 짤 수 없습니다({ $why }). 최종 순위:
    { $table }
tournament-board = { $board }. #{ $game } { $white }({ $w }) – { $black }({ $b })
tournament-bye = 부전승(1점): { $who }({ $number })
tournament-round =
    { $name }, { $round }/{ $rounds }라운드, { $until }까지:
    { $lines }
tournament-game-begins = #{ $game } 대국({ $name }, { $round }라운드) 시작: { $who }의 차례입니다.
tournament-round-deadline = #{ $game } 대국 종료: { $name } { $round }라운드가 기한에 이르러 무승부로 처리합니다.

tournament-already-withdrawn = { $who }은(는) 이미 기권했습니다.
tournament-over = { $name }가 끝났습니다.
tournament-withdraws = { $who }이(가) { $name }에서 기권합니다. 두지 않은 대국 { $count }판은 몰수패가 됩니다.
tournament-final =
    { $name }가 끝났습니다. 최종 순위:
    { $table }

# 순위표 한 줄. 부흐홀츠 컷1, 미디언 부흐홀츠, 손네보른-베르거(SB), 누적 점수.
tournament-line-swiss = { $rank }. { $player } { $points } (부흐홀츠 컷1 { $bc1 }, 미디언 { $median }, SB { $sb }, 누적 { $progressive }){ $withdrew ->
        [yes] , 기권
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, { $wins }승){ $withdrew ->
        [yes] , 기권
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name }는 아직 시작되지 않았습니다.
tournament-registered = { $name }는 아직 시작되지 않았습니다. 참가 신청 { $count }명: { $names }.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = 최종 순위
tournament-state-cancelled = 취소됨
tournament-state-playing = 진행 중인 대국 { $count }판
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = { $round }라운드:{ $items }
tournament-pairings-bye = { " " }부전승 { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result }(몰수)
tournament-result-in-play = 진행 중

## The crosstable's picture: its columns and its words.
tournament-chart-player = 플레이어
tournament-chart-points = 점수
tournament-chart-tiebreak = 타이브레이크
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name }(시작 번호 { $number }): { $points }점, { $tiebreak }
