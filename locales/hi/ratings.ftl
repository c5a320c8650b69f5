# Hindi (hi) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

rating-not-played = { $who } ने अभी तक यहाँ नहीं खेला है।

# "खेल" एकवचन और बहुवचन में एक जैसा है।
rating-of-game = { $name } { $rating } (RD { $deviation }, { $games } खेल{ $provisional ->
        [yes] , अनंतिम
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = { $who } की रेटिंग: { $ratings }।

rating-none = { $who } का अभी तक कोई रेटेड खेल नहीं है; नई रेटिंग 1500 से शुरू होती है।

rating-none-of = { $who } ने अभी तक { $name } का कोई रेटेड खेल नहीं खेला है; नई रेटिंग 1500 से शुरू होती है।

rating-with-record = { $ratings }
    { $who } के विरुद्ध आप: { $won } जीत, { $drawn } बराबरी, { $lost } हार।

rating-no-leaders = अभी { $name } की कोई स्थापित रेटिंग नहीं है: रेटिंग तब स्थापित मानी जाती है जब उसका विचलन (RD) { $deviation } या उससे कम हो (लगभग एक दर्जन रेटेड खेल, नियमित रूप से खेले गए)।

rating-leaderboard = { $name } लीडरबोर्ड (स्थापित रेटिंग):
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } खेल)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = रेटेड खेल
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games } रेटेड खेल, { $first } से { $last } तक; उच्चतम { $high }, न्यूनतम { $low }
