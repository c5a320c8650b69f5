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

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }។ វេន{ $side }ដើរ។{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }ការដើរចុងក្រោយ៖ កូននៅ { $square } ឡើងថ្នាក់នៅនឹងកន្លែង។
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }ការដើរចុងក្រោយ៖ { $piece } ពី { $from } ទៅ { $to }។
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }ការដើរចុងក្រោយ៖ ដាក់{ $piece }នៅ { $square }។
alt-last-pass = { " " }ការដើរចុងក្រោយ៖ រំលង។
alt-check = { " " }អុក។
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $piece }នៅ { $square } { $reach ->
        [none] ដើរមិនបាន។
        [moves] អាចដើរទៅ { $moves }។
        [takes] អាចស៊ីនៅ { $takes }។
       *[both] អាចដើរទៅ { $moves } និងអាចស៊ីនៅ { $takes }។
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }៖ { $pieces }{ $hand }។
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; ក្នុងដៃ { $piece } ចំនួន { $n }
# The next piece in hand. As alt-hand.
alt-hand-next = , { $piece } ចំនួន { $n }
