# Korean (ko) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

rating-not-played = { $who }의 대국 기록이 아직 없습니다.

rating-of-game = { $name } { $rating } (RD { $deviation }, { $games }판{ $provisional ->
        [yes] , 임시
       *[no] {""}
    })

rating-list = { $first }; { $rest }
rating-ratings = { $who }의 레이팅: { $ratings }.
rating-none = { $who }의 레이팅 대국이 아직 없습니다. 새 레이팅은 1500에서 시작합니다.
rating-none-of = { $who }의 { $name } 레이팅 대국이 아직 없습니다. 새 레이팅은 1500에서 시작합니다.

rating-with-record = { $ratings }
    나 대 { $who }: { $won }승 { $drawn }무 { $lost }패.

rating-no-leaders = 아직 확정된 { $name } 레이팅이 없습니다. 편차(RD)가 { $deviation } 이하가 되면 레이팅이 확정됩니다(꾸준히 레이팅 대국을 열두 판쯤 두면 됩니다).

rating-leaderboard = { $name } 순위표(확정 레이팅):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games }판)

rating-leader-lines = { $first }
    { $rest }
# 레이팅 그래프의 제목.
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = 레이팅 대국
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: 레이팅 대국 { $games }판, 처음 { $first }, 마지막 { $last }; 최고 { $high }, 최저 { $low }
