# Japanese (ja) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

rating-not-played = { $who } はまだここで対局していません。

rating-of-game = { $name } { $rating }（RD { $deviation }、{ $games } 局{ $provisional ->
        [yes] 、暫定
       *[no] {""}
    }）

rating-list = { $first } / { $rest }
rating-ratings = { $who } のレーティング：{ $ratings }。
rating-none = { $who } にはまだレート戦の対局がありません。新しいレーティングは1500から始まります。
rating-none-of = { $who } にはまだ { $name } のレート戦の対局がありません。新しいレーティングは1500から始まります。

rating-with-record = { $ratings }
    あなた対 { $who }：{ $won }勝 { $lost }敗 { $drawn }分。

rating-no-leaders = { $name } の確定レーティングはまだありません。RD が { $deviation } 以下になるとレーティングが確定します（定期的にレート戦を十数局ほど指すと到達します）。

rating-leaderboard = { $name } ランキング（確定レーティング）：
    { $lines }

rating-leader = { $place }. { $name } { $rating }（RD { $deviation }、{ $games } 局）

rating-leader-lines = { $first }
    { $rest }
# レーティングのグラフの題。
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = レート戦の対局
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }：レート戦 { $games } 局、{ $first } から { $last } へ。最高 { $high }、最低 { $low }
