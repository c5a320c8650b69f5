# Khmer (km) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

games-paused = ល្បែង #{ $id } ជារបស់ការប្រកួតមួយដែលអ្នករៀបចំបានផ្អាក។ ការដើរត្រូវរង់ចាំរហូតដល់ការប្រកួតបន្តឡើងវិញ។
games-setup-first = ល្បែង #{ $id }៖ ជាដំបូង ខាងនីមួយៗត្រូវជ្រើសរើសការរៀបចំរបស់ខ្លួន៖ /setup masangsangma, sangmamasang, masangmasang ឬ sangmasangma។
games-not-your-move = មិនមែនវេនរបស់អ្នកក្នុងល្បែង #{ $id } ទេ។ វេន { $who } ដើរ។
games-not-a-player = អ្នកមិនមែនជាអ្នកលេងក្នុងល្បែង #{ $id } ទេ។
games-several = អ្នកមានល្បែងច្រើននៅទីនេះ៖ { $games }។ សូមបន្ថែម game:ID ដើម្បីបញ្ជាក់មួយណា។
games-over = ល្បែង #{ $id } បានបញ្ចប់ហើយ។
games-not-yours = ល្បែង #{ $id } មិនមែនជារបស់អ្នក ហើយក៏មិនត្រូវបានលេងនៅទីនេះដែរ។
games-none = អ្នកមិនមានល្បែងដែលកំពុងលេងទេ។
games-board = ល្បែង #{ $id }។ { $position }

games-ratings = ពិន្ទុចំណាត់ថ្នាក់៖ { $white }, { $black }។
games-rating-line = { $name } { $old } → { $new } ({ $change })
games-list = { $lines }
games-line = #{ $id } { $game } ទល់នឹង { $opponent }៖ { $turn ->
        [mine] វេនអ្នកដើរ
       *[theirs] វេនគូប្រកួតដើរ
    }{ $left }
games-left = , នៅសល់ { $left }
games-more = … និងល្បែង { $count } ទៀត ({ $mine } វេនអ្នក, { $theirs } វេនគូប្រកួត)។ { $board } បង្ហាញល្បែងណាមួយក្នុងចំណោមនោះ។
games-vacation = អ្នកកំពុងឈប់សម្រាករហូតដល់ { $until }។ នាឡិការបស់អ្នកត្រូវបានផ្អាក។

# ចំណងជើងរូបក្ដារ។
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) ទល់នឹង { $black } ({ $black_side }) — { $state }
games-caption-to-move = វេន{ $side }ដើរ
