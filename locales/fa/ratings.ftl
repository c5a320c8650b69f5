# Persian (fa) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

rating-not-played = { $who } هنوز اینجا بازی نکرده است.

rating-of-game = { $name } { $rating } (RD { $deviation }، { $games } بازی{ $provisional ->
        [yes] ، موقت
       *[no] {""}
    })

rating-list = { $first }؛ { $rest }

rating-ratings = ریتینگ‌های { $who }: { $ratings }.

rating-none = { $who } هنوز بازی رسمی ندارد؛ ریتینگ تازه از 1500 شروع می‌شود.

rating-none-of = { $who } هنوز بازی رسمی در { $name } ندارد؛ ریتینگ تازه از 1500 شروع می‌شود.

rating-with-record = { $ratings }
    شما در برابر { $who }: { $won } برد، { $drawn } مساوی، { $lost } باخت.

rating-no-leaders = هنوز ریتینگ تثبیت‌شده‌ای در { $name } وجود ندارد: ریتینگ وقتی تثبیت می‌شود که انحراف آن { $deviation } یا کمتر باشد (حدود دوازده بازی رسمی که به‌طور منظم انجام شود).

rating-leaderboard = جدول برترین‌های { $name } (ریتینگ‌های تثبیت‌شده):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }، { $games } بازی)

rating-leader-lines = { $first }
    { $rest }

rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = بازی‌های رسمی
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games } بازی رسمی، از { $first } تا { $last }؛ بالاترین { $high }، پایین‌ترین { $low }
