# Simplified Chinese (zh-CN) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

rating-not-played = { $who } 还没有在这里下过棋。

rating-of-game = { $name } { $rating }（RD { $deviation }，{ $games } 局{ $provisional ->
        [yes] ，暂定
       *[no] {""}
    }）

rating-list = { $first }；{ $rest }

rating-ratings = { $who } 的积分：{ $ratings }。

rating-none = { $who } 还没有积分对局；新积分从 1500 开始。

rating-none-of = { $who } 还没有 { $name } 的积分对局；新积分从 1500 开始。

rating-with-record = { $ratings }
    您对 { $who }：{ $won } 胜，{ $drawn } 和，{ $lost } 负。

rating-no-leaders = 还没有稳定的 { $name } 积分：积分偏差（RD）降到 { $deviation } 或以下才算稳定（大约需要十几盘定期进行的积分对局）。

rating-leaderboard = { $name } 排行榜（稳定积分）：
    { $lines }

rating-leader = { $place }. { $name } { $rating }（RD { $deviation }，{ $games } 局）

rating-leader-lines = { $first }
    { $rest }
# 积分走势图的标题。
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = 积分对局
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }：{ $games } 局积分对局，从 { $first } 到 { $last }；最高 { $high }，最低 { $low }
