# Khmer (km) — ratings: /rating and /leaderboard.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

rating-not-played = { $who } មិនទាន់បានលេងនៅទីនេះនៅឡើយទេ។

rating-of-game = { $name } { $rating } (RD { $deviation }, { $games } ល្បែង{ $provisional ->
        [yes] , បណ្ដោះអាសន្ន
       *[no] {""}
    })

rating-list = { $first }; { $rest }

rating-ratings = ពិន្ទុចំណាត់ថ្នាក់របស់ { $who }៖ { $ratings }។

rating-none = { $who } មិនទាន់មានល្បែងគិតពិន្ទុនៅឡើយទេ។ ពិន្ទុចំណាត់ថ្នាក់ថ្មីចាប់ផ្ដើមពី 1500។

rating-none-of = { $who } មិនទាន់មានល្បែង { $name } គិតពិន្ទុនៅឡើយទេ។ ពិន្ទុចំណាត់ថ្នាក់ថ្មីចាប់ផ្ដើមពី 1500។

rating-with-record = { $ratings }
    អ្នកទល់នឹង { $who }៖ ឈ្នះ { $won }, ស្មើ { $drawn }, ចាញ់ { $lost }។

rating-no-leaders = មិនទាន់មានពិន្ទុចំណាត់ថ្នាក់ { $name } ដែលថេរនៅឡើយទេ៖ ពិន្ទុចំណាត់ថ្នាក់មួយក្លាយជាថេរ នៅពេលគម្លាត (RD) របស់វាមាន { $deviation } ឬតិចជាងនេះ (ប្រហែលដប់ពីរល្បែងគិតពិន្ទុ ដែលលេងជាប្រចាំ)។

rating-leaderboard = តារាងចំណាត់ថ្នាក់ { $name } (ពិន្ទុចំណាត់ថ្នាក់ថេរ)៖
    { $lines }

rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } ល្បែង)

rating-leader-lines = { $first }
    { $rest }
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = ល្បែងគិតពិន្ទុ
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }៖ ល្បែងគិតពិន្ទុ { $games } ល្បែង ពី { $first } ទៅ { $last }; ខ្ពស់បំផុត { $high }, ទាបបំផុត { $low }
