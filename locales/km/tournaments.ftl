# Khmer (km) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

tournament-title = ការប្រកួត #{ $id }
tournament-title-named = ការប្រកួត #{ $id } «{ $name }»

tournament-per-move = { $days } ថ្ងៃសម្រាប់មួយជំហាន

tournament-too-many = ឆានែលនេះមានការប្រកួត { $running } កំពុងចុះឈ្មោះ ឬកំពុងលេងរួចហើយ ដែលជាចំនួនអតិបរមា។ សូមបង្កើតការប្រកួតថ្មី នៅពេលការប្រកួតណាមួយបានបញ្ចប់។

tournament-vacation-cap = { " " }ការឈប់សម្រាក៖ អតិបរមា { $days } ថ្ងៃ សម្រាប់អ្នកលេងម្នាក់។
tournament-until = { " " }(រហូតដល់ { $time })
tournament-standard-rules = ច្បាប់ស្តង់ដារ
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }៖ ការប្រកួតប្រព័ន្ធស្វីស { $rounds ->
        [0] ដែលចំនួនជុំកំណត់តាមចំនួនអ្នកលេង
       *[other] { $rounds } ជុំ
    } នៃ { $game }, { $rules }, { $per_move }, { $rated ->
        [yes] គិតពិន្ទុ
       *[no] មិនគិតពិន្ទុ
    }, អ្នកលេងរហូតដល់ { $size } នាក់, រៀបចំដោយ { $organizer }។ ការផ្គូផ្គងតាមប្រព័ន្ធហូឡង់របស់ FIDE ម្ដងមួយជុំ។ ជុំនីមួយៗមានរយៈពេលយូរបំផុត { $round_days } ថ្ងៃ ហើយល្បែងដែលនៅមិនទាន់ចប់នៅពេលនោះ ត្រូវបានកត់ជាស្មើ។{ $cap } { $join } ដើម្បីចូលលេង{ $until }។ អ្នករៀបចំចាប់ផ្ដើមការប្រកួតដោយ { $start }។

tournament-created-round-robin = { $name }៖ ការប្រកួតវិលជុំ{ $cycles ->
        [2] ពីរជើង
       *[other] មួយជើង
    } នៃ { $game }{ $options }, { $per_move }, { $rated ->
        [yes] គិតពិន្ទុ
       *[no] មិនគិតពិន្ទុ
    }, អ្នកលេងរហូតដល់ { $size } នាក់, រៀបចំដោយ { $organizer }។ { $join } ដើម្បីចូលលេង{ $until }។ អ្នករៀបចំចាប់ផ្ដើមការប្រកួតដោយ { $start }។{ $cap }

tournament-not-taking = { $name } មិនទទួលអ្នកលេងទេ។
tournament-registration-closed-at = ការចុះឈ្មោះសម្រាប់ { $name } បានបិទនៅ { $time }។
tournament-full = { $name } ពេញហើយ (អ្នកលេង { $count } នាក់)។
tournament-already-in = អ្នកស្ថិតក្នុង { $name } រួចហើយ។
tournament-joins = { $who } ចូលរួម { $name } (អ្នកលេង { $count } នាក់)។
tournament-started-withdraw = { $name } បានចាប់ផ្ដើមហើយ។ { $withdraw } ដើម្បីចាកចេញ (ល្បែងដែលអ្នកមិនទាន់លេង នឹងត្រូវចាញ់ដោយបោះបង់)។
tournament-you-are-not-in = អ្នកមិនស្ថិតក្នុង { $name } ទេ។
tournament-leaves = { $who } ចាកចេញពី { $name }។
tournament-already-started = { $name } បានចាប់ផ្ដើមរួចហើយ។
tournament-has-started = { $name } បានចាប់ផ្ដើម។
tournament-open-again = ការចុះឈ្មោះសម្រាប់ { $name } បានបើកម្ដងទៀត៖ { $join }។
tournament-closed = ការចុះឈ្មោះសម្រាប់ { $name } បានបិទ។

tournament-organizer-only = មានតែអ្នករៀបចំ { $organizer } ប៉ុណ្ណោះ ដែលអាច{ $action ->
        [start] ចាប់ផ្ដើម
        [open] បើកការចុះឈ្មោះ
        [close] បិទការចុះឈ្មោះ
        [replace] ជំនួសអ្នកលេង
        [pause] ផ្អាក
        [resume] បន្តឡើងវិញ
        [adjudicate] កាត់សេចក្ដីល្បែង
        [withdraw] ដកអ្នកលេងផ្សេងចេញ
       *[cancel] លុបចោល
    }ក្នុង { $name }។

tournament-not-started-replace = { $name } មិនទាន់ចាប់ផ្ដើមទេ។ អ្នកលេងចូល និងចាកចេញដោយខ្លួនឯង។
tournament-not-playing = { $who } មិនបានលេងក្នុង { $name } ទេ។
tournament-already-has = { $who } ស្ថិតក្នុង { $name } រួចហើយ។
tournament-replaces = { $new } ជំនួស { $old } ក្នុង { $name }៖ ទទួលយកកន្លែង និងល្បែងមិនទាន់ចប់ { $moved }។ ល្បែងដែលចប់ហើយនៅតែរាប់។

tournament-not-running = { $name } មិនកំពុងដំណើរការទេ។
tournament-game-missing = ល្បែង #{ $game } នៃ { $name } បាត់ពីមូលដ្ឋានទិន្នន័យ។ គ្មានអ្វីត្រូវបានផ្លាស់ប្ដូរទេ។
tournament-paused = { $name } ត្រូវបានផ្អាក៖ នាឡិកា { $stopped } ត្រូវបានបញ្ឈប់។ ការដើររង់ចាំរហូតដល់អ្នករៀបចំបន្តការប្រកួតឡើងវិញ។
tournament-not-paused = { $name } មិនត្រូវបានផ្អាកទេ។
tournament-missing = { $name } បាត់ពីមូលដ្ឋានទិន្នន័យ។
tournament-resumes = { $name } បន្តឡើងវិញ៖ នាឡិកា { $count } ដើរឡើងវិញ ជាមួយពេលវេលាដែលនៅសល់រៀងៗខ្លួន។

tournament-which-game = ល្បែងមួយណា? { $usage }
tournament-not-its-game = ល្បែង #{ $game } មិនមែនជាល្បែងនៃ { $name } ទេ។
tournament-no-such-game = គ្មានល្បែង #{ $game } ទេ។
tournament-game-over = ល្បែង #{ $game } បានបញ្ចប់ហើយ។
tournament-adjudicated = ល្បែង #{ $game } បានបញ្ចប់៖ { $result } តាមការកាត់សេចក្ដី ({ $name })។
tournament-adjudicated-rated = ល្បែង #{ $game } បានបញ្ចប់៖ { $result } តាមការកាត់សេចក្ដី ({ $name })។ { $ratings }
tournament-not-in = { $who } មិនស្ថិតក្នុង { $name } ទេ។
tournament-already-over = { $name } បានបញ្ចប់រួចហើយ។
tournament-cancelled = { $name } ត្រូវបានលុបចោល{ $aborted ->
        [0] {""}
       *[other] {" "}ហើយល្បែងកំពុងលេង { $aborted } ត្រូវបានបោះបង់
    }។

tournament-no-such = គ្មានការប្រកួត #{ $id } ទេ។
tournament-none-here = គ្មានការប្រកួតនៅទីនេះទេ។ { $create } បើកការប្រកួតថ្មី។
tournament-several = មានការប្រកួតច្រើនកំពុងដំណើរការនៅទីនេះ៖ { $ids }។ សូមបន្ថែមលេខការប្រកួត។

tournament-too-few = { $name } ត្រូវការអ្នកលេងយ៉ាងតិច 3 នាក់ដើម្បីចាប់ផ្ដើម។ ឥឡូវមាន { $count } នាក់។
tournament-too-few-swiss = { $name } ត្រូវការអ្នកលេងយ៉ាងតិច 4 នាក់ ដើម្បីចាប់ផ្ដើមប្រព័ន្ធស្វីស។ ឥឡូវមាន { $count } នាក់។
tournament-starts = { $name } ចាប់ផ្ដើម៖ អ្នកលេង { $players } នាក់, { $games } ល្បែង, ចាប់ផ្ដើមទាំងអស់ក្នុងពេលតែមួយ ({ $per_move })។ លេខចាប់ផ្ដើម៖ { $numbers }។ { $pairings } បង្ហាញបញ្ជីល្បែង។ { $mine } បង្ហាញល្បែងរបស់អ្នក។
tournament-starts-swiss =
    { $name } ចាប់ផ្ដើម៖ ប្រព័ន្ធស្វីស { $rounds } ជុំ{ $note } សម្រាប់អ្នកលេង { $players } នាក់, { $per_move }។ លេខចាប់ផ្ដើម៖ { $numbers }។
    { $first }
tournament-rounds-capped = { " " }(បានស្នើ { $asked } ជុំ; អ្នកលេង { $players } នាក់អាចលេងបានច្រើនបំផុត { $most } ជុំ)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = អ្នកមិនបានលេងក្នុងការប្រកួត #{ $id } ដែលកំពុងដំណើរការទេ។
tournament-mine-none = អ្នកមិនបានលេងក្នុងការប្រកួតណាមួយដែលកំពុងដំណើរការទេ។
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , ជុំទី { $round } នៃ { $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— បានផ្អាក
       *[no] {""}
    }៖
tournament-mine-round-ends = { " " }(ជុំនេះបញ្ចប់ក្នុងរយៈពេល { $left })
tournament-mine-game = { "  " }#{ $game } ជុំទី { $round } ទល់នឹង { $opponent } ({ $side })៖ { $turn ->
        [mine] វេនអ្នកដើរ
       *[theirs] វេនគូប្រកួតដើរ
    }{ $left }
tournament-mine-left = , នៅសល់ { $left }
tournament-mine-bye = { "  " }ជុំនេះអ្នកទំនេរ (បាន 1 ពិន្ទុ)
tournament-mine-waiting = { "  " }គ្មានល្បែងកំពុងលេង៖ កំពុងរង់ចាំជុំបន្ទាប់

tournament-unpairable =
    { $name } បញ្ចប់បន្ទាប់ពីជុំទី { $round }៖ មិនអាចផ្គូផ្គងជុំទី { $next } បានទេ ({ $why })។ តារាងចំណាត់ថ្នាក់ចុងក្រោយ៖
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = ទំនេរ (1 ពិន្ទុ)៖ { $who } ({ $number })
tournament-round =
    { $name }, ជុំទី { $round } នៃ { $rounds }, រហូតដល់ { $until }៖
    { $lines }
tournament-game-begins = ល្បែង #{ $game } ({ $name }, ជុំទី { $round }) ចាប់ផ្ដើម៖ { $who } វេនអ្នកដើរ។
tournament-round-deadline = ល្បែង #{ $game } បានបញ្ចប់៖ ជុំទី { $round } នៃ { $name } ដល់ពេលកំណត់ហើយ។ ល្បែងនេះត្រូវបានកត់ជាស្មើ។

tournament-already-withdrawn = { $who } បានដកខ្លួនរួចហើយ។
tournament-over = { $name } បានបញ្ចប់។
tournament-withdraws = { $who } ដកខ្លួនពី { $name }។ ល្បែងមិនទាន់លេង { $count } ត្រូវចាញ់ដោយបោះបង់។
tournament-final =
    { $name } បានបញ្ចប់។ តារាងចំណាត់ថ្នាក់ចុងក្រោយ៖
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }, Median { $median }, SB { $sb }, ពិន្ទុកើនតាមជុំ { $progressive }){ $withdrew ->
        [yes] , បានដកខ្លួន
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, ឈ្នះ { $wins }){ $withdrew ->
        [yes] , បានដកខ្លួន
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } មិនទាន់ចាប់ផ្ដើមទេ។
tournament-registered = { $name } មិនទាន់ចាប់ផ្ដើមទេ។ បានចុះឈ្មោះ { $count } នាក់៖ { $names }។
tournament-standings =
    { $name } — { $state }៖
    { $table }
tournament-state-final = តារាងចំណាត់ថ្នាក់ចុងក្រោយ
tournament-state-cancelled = បានលុបចោល
tournament-state-playing = ល្បែង { $count } នៅកំពុងលេង
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = ជុំទី { $round }៖{ $items }
tournament-pairings-bye = { " " }ទំនេរ { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (ដោយការបោះបង់)
tournament-result-in-play = កំពុងលេង

## The crosstable's picture: its columns and its words.
tournament-chart-player = អ្នកលេង
tournament-chart-points = ពិន្ទុ
tournament-chart-tiebreak = ពិន្ទុបំបែកស្មើ
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (លេខចាប់ផ្ដើម { $number })៖ { $points } ពិន្ទុ, { $tiebreak }
