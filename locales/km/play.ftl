# Khmer (km) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

play-abort-too-late = អាចបោះបង់ល្បែងបាន តែមុនពេលខាងទាំងពីរបានដើរប៉ុណ្ណោះ។ សូមសុំស្មើ ឬចុះចាញ់ជំនួសវិញ។

play-not-a-placement = { $drop } មិនមែនជាការដាក់កូនដូចជា K@e2 ទេ (អក្សរកូនអុក, @, ក្រឡា)។

# វេនអ្នកណា បន្ទាប់ពីការដើរមួយ។
play-turn-thinking = { $who } ({ $side }) កំពុងគិត
play-turn-to-move = វេន { $who } ({ $side }) ដើរ
play-turn-to-move-away = វេន { $who } ({ $side }) ដើរ (ឈប់សម្រាករហូតដល់ { $until }; នាឡិការង់ចាំ)
play-your-move = { $who } វេនអ្នកដើរក្នុងល្បែង #{ $id }។

play-game-refused = ល្បែង #{ $id }៖ { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } មិនមែនជាការដើរទេ
refusal-not-legal = { $input } មិនមែនជាការដើរត្រឹមត្រូវតាមច្បាប់នៅទីតាំងនេះទេ
refusal-not-legal-but = { $input } មិនមែនជាការដើរត្រឹមត្រូវតាមច្បាប់នៅទីតាំងនេះទេ។ តើអ្នកចង់និយាយថា { $candidates } មែនទេ?
refusal-which = { $input } អាចជា { $candidates }។ សូមបញ្ជាក់មួយណា
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } ឬ { $rest }
refusal-game-over = ល្បែងបានបញ្ចប់ហើយ
refusal-not-your-turn = មិនទាន់ដល់វេនអ្នកទេ
refusal-illegal-move = ការដើរនោះមិនត្រឹមត្រូវតាមច្បាប់នៅទីតាំងនេះទេ
refusal-jishogi-only-shogi = ការជាប់គាំង (jishōgi) មានតែក្នុងអុកជប៉ុនប៉ុណ្ណោះ
refusal-impasse-not-your-turn = សូមទាមទារការជាប់គាំងនៅវេនរបស់អ្នក
refusal-impasse-kings-not-entered = អាចទាមទារការជាប់គាំងបាន លុះត្រាតែស្ដេចទាំងពីរបានចូលតំបន់សត្រូវ
refusal-no-impasse-claim = គ្មានការទាមទារការជាប់គាំងពីគូប្រកួតរបស់អ្នកដែលត្រូវទទួលយកទេ
refusal-setup-chosen-once = ការរៀបចំត្រូវជ្រើសរើសតែម្ដង មុនការដើរដំបូង
refusal-no-standard-setup = ទីតាំងនេះគ្មានការរៀបចំតាមស្តង់ដារដែលអាចប្ដូរបានទេ
refusal-objection-not-now = ការជំទាស់អាចធ្វើបានតែភ្លាមៗបន្ទាប់ពីអ្នកលេងទីពីររៀបចំកូនរួច ចំពោះទូកពីររបស់គេនៅលើជួរឈរតែមួយ ឬទូកមួយនៅលើជួរឈររបស់ស្ដេចអ្នក
refusal-objection-not-applicable = មិនអាចអនុវត្តការជំទាស់នៅទីនេះបានទេ
refusal-no-count-in-game = ល្បែងនេះគ្មានការរាប់ដែលអាចចាប់ផ្ដើមបានទេ
refusal-count-not-your-turn = សូមចាប់ផ្ដើមរាប់នៅវេនរបស់អ្នក
refusal-count-running = ការរាប់កំពុងដំណើរការរួចហើយ
refusal-count-pawns-left = ការរាប់តាមក្ដារចាប់ផ្ដើមបាន លុះត្រាតែខាងទាំងពីរគ្មានត្រីនៅសល់
refusal-no-count-to-stop = អ្នកគ្មានការរាប់ដែលកំពុងដំណើរការដើម្បីឈប់ទេ
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }។ { $after }
play-after-next = { $next }។
play-after-over = ល្បែងបានបញ្ចប់៖ { $verdict }។
play-after-over-rated = ល្បែងបានបញ្ចប់៖ { $verdict }។ { $ratings }

play-verdict-win = { $result } — { $who } ឈ្នះ { $kind ->
        [time] ដោយគូប្រកួតអស់ពេល
       *[other] ({ $reason })
    }
play-verdict-draw = { $result } — ស្មើ { $kind ->
        [time] ដោយអស់ពេល
       *[other] ({ $reason })
    }
play-over = ល្បែង #{ $id } បានបញ្ចប់៖ { $verdict }។
play-over-rated = ល្បែង #{ $id } បានបញ្ចប់៖ { $verdict }។ { $ratings }
play-game-goes-on = ល្បែងនៅបន្ត។

# ការដាក់កូនក្នុងអុកភូមា (Sittuyin)។
play-no-arrangement = អ្នកគ្មានការរៀបចំកូនដែលបានរក្សាទុកឈ្មោះ { $name } ទេ។ សូមរក្សាទុកមួយដោយ { $save }
play-no-arrangement-yours = អ្នកគ្មានការរៀបចំកូនដែលបានរក្សាទុកឈ្មោះ { $name } ទេ។ ការរៀបចំរបស់អ្នក៖ { $yours }។
play-place-none = { $reason } គ្មានកូនណាត្រូវបានដាក់ទេ៖ /place មួយ ដាក់កូនទាំងអស់របស់វា ឬមិនដាក់អ្វីសោះ។
play-placed-army = #{ $id } { $who } ដាក់កូនអុក { $count }៖ { $drops }
play-saved-as = បានរក្សាទុកជា { $name }៖ ប្រើ { $place } ក្នុងល្បែងបន្ទាប់របស់អ្នក។
play-arrangement-saved = បានរក្សាទុក { $name } (កូនអុក { $count })៖ ប្រើ { $place } ក្នុងល្បែងអុកភូមា។
play-no-arrangements = អ្នកគ្មានការរៀបចំកូនដែលបានរក្សាទុកទេ។ { $save } រក្សាទុកមួយ។
play-hand-empty = ដៃរបស់អ្នកទទេ។
play-hand = ក្នុងដៃរបស់អ្នក៖ { $pieces }។
play-place-short = ល្បែង #{ $id }៖ /place នេះដាក់ { $asked } × { $letter } ({ $piece })។ អ្នកនៅសល់តែ { $had } សម្រាប់ដាក់ ដូច្នេះគ្មានកូនណាត្រូវបានដាក់ទេ។ { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } រៀបចំតាមរបៀប { $korean } ({ $key })។
play-not-a-setup = { $setup } មិនមែនជាការរៀបចំទេ។ សូមជ្រើសរើស masangsangma, sangmamasang, masangmasang ឬ sangmasangma (마상상마 …)
play-objection = ជំទាស់៖ អ្នកលេងទីពីរត្រូវដាក់ទូកម្ដងទៀត។
play-count-start = { $who } ចាប់ផ្ដើមរាប់តាមក្ដារ (64 ជំហាន)។
play-count-stop = { $who } ឈប់រាប់។
play-impasse-counts = { $who } រាប់ពិន្ទុ។
play-impasse-declined = { $who } បដិសេធ ({ $points } ពិន្ទុ ទល់នឹង { $yours } របស់អ្នក; ត្រូវការ 24)៖ សូមលេងបន្ត។
play-impasse-answer = ប្រើ { $accept } ដើម្បីរាប់ពិន្ទុ។
play-impasse-claim = { $who } ទាមទារការជាប់គាំង (jishōgi)៖ { $answer }

play-resign-confirm = ចុះចាញ់ល្បែង #{ $id }? សូមផ្ញើ { $confirm } ដើម្បីបញ្ជាក់។
play-abort-tournament = ល្បែង #{ $id } ជាល្បែងក្នុងការប្រកួត ហើយមិនអាចបោះបង់បានទេ៖ អ្នកលេងដែលមិនដើរជំហានដំបូងសោះ នឹងចាញ់ នៅពេលពេលវេលាសម្រាប់ជំហាននោះអស់។ ដើម្បីចាកចេញពីការប្រកួត សូមប្រើ { $withdraw }។
play-aborted = ល្បែង #{ $id } ត្រូវបានបោះបង់។
play-arrangements = { $lines }
play-arrangement-line = { $name }៖ { $placements }
play-resign-button = ចុះចាញ់

# ការដើរជាពាក្យ ក្រឡាតាមស្លាកលើរូបក្ដារ។
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } នៅ { $to } ឡើងថ្នាក់{ $more }
play-move-takes = { " " }ស៊ី{ $piece }
play-move-becomes = { " " }ក្លាយជា{ $piece }
play-move-promotes-to = ជា{ $piece }
play-move-drop = ដាក់{ $piece }នៅ { $to }
play-move-castles = ប្ដូរស្ដេចជាមួយទូក
play-move-passes = រំលង
