# Amharic (am) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

rating-not-played = { $who } እስካሁን እዚህ አልተጫወቱም።

rating-of-game = { $name } { $rating } (RD { $deviation }፣ { $games ->
        [one] { $games } ጨዋታ
       *[other] { $games } ጨዋታዎች
    }{ $provisional ->
        [yes] ፣ ጊዜያዊ
       *[no] {""}
    })

rating-list = { $first }፤ { $rest }

rating-ratings = የ{ $who } የደረጃ ነጥቦች: { $ratings }።

rating-none = { $who } እስካሁን ለደረጃ የሚቆጠር ጨዋታ አልተጫወቱም፤ አዲስ የደረጃ ነጥብ ከ1500 ይጀምራል።

rating-none-of = { $who } እስካሁን ለደረጃ የሚቆጠር የ{ $name } ጨዋታ አልተጫወቱም፤ አዲስ የደረጃ ነጥብ ከ1500 ይጀምራል።

rating-with-record = { $ratings }
    እርስዎ ከ{ $who } ጋር: { $won } ድል፣ { $drawn } አቻ፣ { $lost } ሽንፈት።

rating-no-leaders = እስካሁን የተረጋጋ የ{ $name } የደረጃ ነጥብ የለም: የደረጃ ነጥብ የሚረጋጋው ልዩነቱ (RD) { $deviation } ወይም ከዚያ በታች ሲሆን ነው (በመደበኛነት የተጫወቱ አስራ ሁለት ገደማ ለደረጃ የሚቆጠሩ ጨዋታዎች)።

rating-leaderboard = የ{ $name } የመሪዎች ዝርዝር (የተረጋጉ የደረጃ ነጥቦች):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }፣ { $games } ጨዋታዎች)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = ለደረጃ የሚቆጠሩ ጨዋታዎች
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games ->
        [one] { $games } ለደረጃ የሚቆጠር ጨዋታ
       *[other] { $games } ለደረጃ የሚቆጠሩ ጨዋታዎች
    }፣ ከ{ $first } እስከ { $last }፤ ከፍተኛው { $high }፣ ዝቅተኛው { $low }
