# Arabic (ar) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

rating-not-played = لم يلعب { $who } هنا بعد.

rating-of-game = { $name } { $rating } (RD { $deviation }، { $games ->
        [zero] { $games } مباراة
        [one] مباراة واحدة
        [two] مباراتان
        [few] { $games } مباريات
        [many] { $games } مباراة
       *[other] { $games } مباراة
    }{ $provisional ->
        [yes] ، مؤقت
       *[no] {""}
    })

rating-list = { $first }؛ { $rest }

rating-ratings = تقييمات { $who }: { $ratings }.

rating-none = ليست لدى { $who } مباريات مقيّمة بعد؛ يبدأ التقييم الجديد من 1500.

rating-none-of = ليست لدى { $who } مباريات مقيّمة في { $name } بعد؛ يبدأ التقييم الجديد من 1500.

rating-with-record = { $ratings }
    أنت ضد { $who }: فوز { $won }، تعادل { $drawn }، خسارة { $lost }.

rating-no-leaders = لا توجد تقييمات راسخة في { $name } بعد: يصبح التقييم راسخًا عندما يبلغ انحرافه { $deviation } أو أقل (نحو اثنتي عشرة مباراة مقيّمة تُلعب بانتظام).

rating-leaderboard = لوحة المتصدرين في { $name } (التقييمات الراسخة):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }، المباريات: { $games })

rating-leader-lines = { $first }
    { $rest }

rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = المباريات المقيّمة
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title } — المباريات المقيّمة: { $games }، من { $first } إلى { $last }؛ الأعلى { $high }، والأدنى { $low }
