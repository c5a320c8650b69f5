# Vietnamese (vi) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/vi/*.ftl) and open a pull request.

rating-not-played = { $who } chưa chơi ván nào ở đây.

rating-of-game = { $name } { $rating } (RD { $deviation }, { $games } ván{ $provisional ->
        [yes] , tạm thời
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = Hệ số của { $who }: { $ratings }.

rating-none = { $who } chưa có ván tính điểm nào; hệ số mới bắt đầu từ 1500.

rating-none-of = { $who } chưa có ván { $name } tính điểm nào; hệ số mới bắt đầu từ 1500.

rating-with-record = { $ratings }
    Bạn gặp { $who }: thắng { $won }, hòa { $drawn }, thua { $lost }.

rating-no-leaders = Chưa có hệ số { $name } nào ổn định: hệ số được coi là ổn định khi độ lệch (RD) từ { $deviation } trở xuống (khoảng một chục ván tính điểm, chơi đều đặn).

rating-leaderboard = Bảng xếp hạng { $name } (hệ số ổn định):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } ván)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = ván tính điểm
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games } ván tính điểm, từ { $first } đến { $last }; cao nhất { $high }, thấp nhất { $low }
