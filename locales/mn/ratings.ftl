# Mongolian (mn) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

rating-not-played = { $who } энд хараахан тоглоогүй байна.

rating-of-game = { $name } { $rating } (RD { $deviation }, { $games ->
        [one] { $games } өрөг
       *[other] { $games } өрөг
    }{ $provisional ->
        [yes] , түр
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = { $who } тоглогчийн чансаа: { $ratings }.

rating-none = { $who } хараахан чансаатай өрөг тоглоогүй; шинэ чансаа 1500-аас эхэлнэ.

rating-none-of = { $who } хараахан { $name } төрлөөр чансаатай өрөг тоглоогүй; шинэ чансаа 1500-аас эхэлнэ.

rating-with-record = { $ratings }
    Та { $who } тоглогчийн эсрэг: { $won } хожил, { $drawn } тэнцээ, { $lost } хожигдол.

rating-no-leaders = { $name } төрлөөр тогтсон чансаа хараахан алга: хазайлт (RD) нь { $deviation } буюу түүнээс бага болоход чансаа тогтсонд тооцогдоно (тогтмол тоглосон арав орчим чансаатай өрөг).

rating-leaderboard = { $name } — тэргүүлэгчид (тогтсон чансаа):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } өрөг)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = чансаатай өрөг
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games } чансаатай өрөг, эхэнд { $first }, эцэст { $last }; хамгийн өндөр { $high }, хамгийн бага { $low }
