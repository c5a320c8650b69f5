# Khmer (km) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = មិនអាចបោះសំបកខ្យងបានទេ ({ $reason })។ សូមព្យាយាមម្ដងទៀត។
race-no-such-rule = អដ្ឋបទ គ្មានជម្រើសច្បាប់ { $option } ទេ។ វាមាន play-on (អ្នកដែលនៅសល់លេងបន្តដើម្បីដណ្ដើមលំដាប់) និង grace (បោះម្ដងទៀតបន្ទាប់ពីបាន 4 ឬ 8)។
race-invite-yourself = អ្នកមិនអាចអញ្ជើញខ្លួនឯងបានទេ។
race-named-twice = { $who } ត្រូវបានដាក់ឈ្មោះពីរដង។
race-computer-seats = ការប្រណាំងមួយមានកៅអីបួន៖ កុំព្យូទ័រអាចយកបានច្រើនបំផុតបី។

race-invites = ការប្រណាំង #{ $id }៖ { $who } អញ្ជើញ { $invited } លេងអដ្ឋបទ, { $days } ថ្ងៃសម្រាប់សកម្មភាពនីមួយៗ។
race-invites-with-rules = ការប្រណាំង #{ $id }៖ { $who } អញ្ជើញ { $invited } លេងអដ្ឋបទ, { $days } ថ្ងៃសម្រាប់សកម្មភាពនីមួយៗ, ជាមួយ { $rules }។
race-seats-in-order = កៅអីត្រូវបានផ្ដល់តាមលំដាប់នៃការចូលរួម៖ { $join } (ឬ { $decline })។ ការប្រណាំងចាប់ផ្ដើមនៅពេលគ្រប់គ្នាបានឆ្លើយ។
race-and = { $list } និង { $item }

race-not-invited = អ្នកមិនត្រូវបានអញ្ជើញចូលការប្រណាំង #{ $id } ទេ។
race-seated-already = អ្នកមានកៅអីក្នុងការប្រណាំង #{ $id } រួចហើយ។
race-joins = { $who } ចូលរួមការប្រណាំង #{ $id }។
race-declines = { $who } បដិសេធការប្រណាំង #{ $id }។
race-nobody-left = { $said } គ្មាននរណាម្នាក់ទៀតសម្រាប់លេងទេ៖ ការប្រណាំង #{ $id } ត្រូវបានលុបចោល។
race-seat = { $who } ({ $seat }, ចេញពី { $from })
race-begins = { $said } ការប្រណាំង #{ $id } ចាប់ផ្ដើម៖ { $order }។ { $who } បោះមុនគេ៖ { $throw }។
race-only-proposer-cancels = មានតែអ្នកលេងដែលបានស្នើការប្រណាំង #{ $id } ប៉ុណ្ណោះ ដែលអាចលុបចោលវាបាន។ { $decline } បដិសេធកៅអី។
race-called-off = ការប្រណាំង #{ $id } ត្រូវបានលុបចោលដោយ { $who }។

race-thrown-already = ការប្រណាំង #{ $id }៖ អ្នកបានបោះរួចហើយ។ សូមដើរកូនមួយ ({ $moves })។
race-refused = ការប្រណាំង #{ $id }៖ { $reason }
race-throws = ការប្រណាំង #{ $id }៖ { $who } បោះបាន { $value } (បើក { $openings })។
race-turn-passes = គ្មានកូនណាអាចដើរបានទេ៖ វេនរំលងទៅអ្នកបន្ទាប់។
race-move-with = សូមដើរដោយ { $moves }។
race-not-a-piece = ការប្រណាំង #{ $id }៖ { $text } មិនមែនជាកូនទេ៖ សូមសរសេរ enter, ក្រឡាមួយ (c3), ឬ c3x2 ដើម្បីដើរកូនពីរនៃគូទ្វេជាមួយគ្នា។
race-throw-first = ការប្រណាំង #{ $id }៖ សូមបោះជាមុនសិន ({ $throw })។
race-illegal = ការប្រណាំង #{ $id }៖ { $reason }; អាចដើរបាន៖ { $moves }។
race-moved = ការប្រណាំង #{ $id }៖ { $moved }

race-over-places = ការប្រណាំង #{ $id } បានបញ្ចប់៖ { $winner } ឈ្នះ; បន្ទាប់មក { $rest }។
race-over-winner = ការប្រណាំង #{ $id } បានបញ្ចប់៖ { $winner } ឈ្នះ។
race-over = ការប្រណាំង #{ $id } បានបញ្ចប់។
race-to-move = វេន { $who } ដើរ។
race-to-throw = វេន { $who } បោះ។

race-events = { $events }។
race-enters = កូនមួយចូលនៅ { $to }
race-advances = កូន { $count } { $from } → { $to }
race-captures = ស៊ីកូន { $count } របស់ { $who }
race-home = ដល់ទីដៅ

race-no-seat = អ្នកគ្មានកៅអីក្នុងការប្រណាំង #{ $id } ទេ។
race-timed-out-already = អ្នកបានចាកចេញពីការប្រណាំង #{ $id } នៅពេលអ្នកអស់ពេល។
race-not-your-turn = ការប្រណាំង #{ $id }៖ ជាវេនរបស់ { $who }។
race-no-such = គ្មានការប្រណាំង #{ $id } ទេ។
race-not-begun = ការប្រណាំង #{ $id } មិនទាន់ចាប់ផ្ដើមទេ៖ អ្នកដែលត្រូវបានអញ្ជើញទាំងអស់ត្រូវឆ្លើយជាមុនសិន។
race-begun = ការប្រណាំង #{ $id } បានចាប់ផ្ដើមហើយ។
race-none-waiting = គ្មានការប្រណាំងណានៅទីនេះកំពុងរង់ចាំអ្នកទេ។ { $challenge } បើកការប្រណាំងថ្មី។
race-none-here = អ្នកគ្មានការប្រណាំងនៅទីនេះទេ។ { $challenge } បើកការប្រណាំងថ្មី។
race-several = អ្នកមានការប្រណាំងច្រើននៅទីនេះ៖ { $races }។ សូមបន្ថែម race:ID។
race-number = #{ $id }
race-unreadable = ការប្រណាំង #{ $id }៖ មិនអាចអានកំណត់ត្រារបស់វាបាននៅសកម្មភាពទី { $action } ទេ។
race-unreplayable = ការប្រណាំង #{ $id }៖ មិនអាចលេងកំណត់ត្រារបស់វាឡើងវិញបាននៅសកម្មភាពទី { $action }៖ { $reason }។
race-board-title = ការប្រណាំង #{ $id } — អដ្ឋបទ
race-board-state = ដល់ទីដៅ { $home }, រង់ចាំចូល { $off }
race-board-finished = បានបញ្ចប់, ចំណាត់ថ្នាក់ទី { $place }
race-board-left = បានចាកចេញ
race-board-threw = { $name } បោះបាន { $value }
race-board-open = បើក { $up }៖ { $value } ក្រឡា
race-alt-board = { $title }។ ក្ដារអដ្ឋបទ។
race-alt-shape = { $shape ->
        [circle] រង្វង់
        [square] ការេ
        [triangle] ត្រីកោណ
       *[diamond] រាងពេជ្រ
    }
race-alt-seat = { $name } ({ $shape }, អក្សរ { $letter })៖ { $pieces }; ដល់ទីដៅ { $home }, រង់ចាំចូល { $off }។
race-alt-seat-left = { $name } ({ $shape }, អក្សរ { $letter })៖ បានចាកចេញពីការប្រណាំង។
race-alt-on = នៅ { $squares }
race-alt-nowhere = គ្មានកូននៅលើក្ដារទេ
race-alt-double = កូន { $count } ត្រួតគ្នានៅ { $square }
race-alt-throw = ការបោះចុងក្រោយ៖ { $name }, បើក { $up }, { $value } ក្រឡា។
race-alt-to-play = វេន { $name }។

race-reminder = { $who }៖ នៅសល់ { $left } សម្រាប់ធ្វើសកម្មភាពក្នុងការប្រណាំង #{ $id }។
race-lapsed = ការប្រណាំង #{ $id } បានផុតកំណត់៖ មិនមែនអ្នកដែលត្រូវបានអញ្ជើញទាំងអស់បានឆ្លើយក្នុងរយៈពេល { $days } ថ្ងៃទេ។
race-ran-out = ការប្រណាំង #{ $id }៖ { $who } អស់ពេល ហើយចាកចេញពីការប្រណាំងជាមួយកូនរបស់ខ្លួន។

race-line-open = ការប្រណាំង #{ $id } អដ្ឋបទ៖ កំពុងរង់ចាំគ្រប់គ្នាចូលរួម
race-line = ការប្រណាំង #{ $id } អដ្ឋបទ៖ { $turn }
race-line-timed = ការប្រណាំង #{ $id } អដ្ឋបទ៖ { $turn }, នៅសល់ { $left }
race-your-move = វេនអ្នកដើរ
race-your-throw = វេនអ្នកបោះ
race-their-turn = វេនអ្នកដទៃ
