# Traditional Chinese (zh-TW) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

rating-not-played = { $who } 還沒有在這裡下過棋。

rating-of-game = { $name } { $rating }（RD { $deviation }，{ $games } 局{ $provisional ->
        [yes] ，暫定
       *[no] {""}
    }）

rating-list = { $first }；{ $rest }

rating-ratings = { $who } 的積分：{ $ratings }。

rating-none = { $who } 還沒有積分對局；新積分從 1500 開始。

rating-none-of = { $who } 還沒有 { $name } 的積分對局；新積分從 1500 開始。

rating-with-record = { $ratings }
    您對 { $who }：{ $won } 勝，{ $drawn } 和，{ $lost } 負。

rating-no-leaders = 還沒有穩定的 { $name } 積分：積分偏差（RD）降到 { $deviation } 或以下才算穩定（大約需要十幾盤定期進行的積分對局）。

rating-leaderboard = { $name } 排行榜（穩定積分）：
    { $lines }

rating-leader = { $place }. { $name } { $rating }（RD { $deviation }，{ $games } 局）

rating-leader-lines = { $first }
    { $rest }
# 積分走勢圖的標題。
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = 積分對局
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }：{ $games } 局積分對局，從 { $first } 到 { $last }；最高 { $high }，最低 { $low }
