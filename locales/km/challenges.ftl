# Khmer (km) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

challenge-declined = { $who } បានបដិសេធការប្រជែង #{ $id }។

challenge-not-one-you-can = ការប្រជែង #{ $id } មិនមែនជាការប្រជែងដែលអ្នកអាច{ $verb ->
        [accept] ទទួលយក
        [decline] បដិសេធ
       *[cancel] លុបចោល
    }នៅទីនេះបានទេ។

challenge-none-to = គ្មានការប្រជែងនៅទីនេះសម្រាប់អ្នក{ $verb ->
        [accept] ទទួលយក
        [decline] បដិសេធ
       *[cancel] លុបចោល
    }ទេ។

challenge-several = មានការប្រជែងច្រើន៖ { $ids }។ សូមបញ្ជាក់មួយណា ឧ. { $example }។

challenge-accept-own = អ្នកមិនអាចទទួលយកការប្រជែងរបស់ខ្លួនឯងបានទេ។

challenge-accept-not-open = ការប្រជែង #{ $id } មិនបើកសម្រាប់អ្នកនៅទីនេះទេ។ មានតែអ្នកលេងដែលត្រូវបានប្រជែងប៉ុណ្ណោះ ដែលអាចទទួលយកវាបាន។

challenge-game-begins = ល្បែង #{ $game } ចាប់ផ្ដើម៖ { $who } វេនអ្នកដើរ។

challenge-game-starts = ល្បែង #{ $game }៖ { $name } — { $white } ({ $white_side }) ទល់នឹង { $black } ({ $black_side }), { $rated ->
        [yes] គិតពិន្ទុ
       *[no] មិនគិតពិន្ទុ
    }, { $time }{ $from }។ វេន { $first } ដើរ។

challenge-from-position = , ពីទីតាំង { $position }
challenge-accept-button = ទទួលយក
challenge-decline-button = បដិសេធ

challenge-yourself = អ្នកមិនអាចប្រជែងជាមួយខ្លួនឯងបានទេ។

challenge-too-many-open = អ្នកមានការប្រជែងបើកចំហ { $count } រួចហើយ ដែលជាចំនួនអតិបរមាសម្រាប់អ្នកលេងម្នាក់។ សូមប្រើ { $cancel } ដើម្បីលុបចោលមួយ (ឬរង់ចាំចម្លើយ) ជាមុនសិន។

challenge-too-many-to-one = អ្នកមានការប្រជែងបើកចំហ { $count } ទៅកាន់ { $who } រួចហើយ។ សូមរង់ចាំចម្លើយ ឬប្រើ { $cancel } ដើម្បីលុបចោលមួយ។

challenge-level-is-computers = level: គឺជាកម្រិតខ្លាំងរបស់កុំព្យូទ័រ។ សូមប្រជែងវាដោយ { $challenge }។

challenge-computer-casual = ល្បែងជាមួយកុំព្យូទ័រ មិនគិតពិន្ទុទេ។ សូមដក rated:yes ចេញ។

challenge-position-casual = ល្បែងដែលចាប់ផ្ដើមពីទីតាំងដែលបានជ្រើសរើស មិនគិតពិន្ទុទេ។ សូមដក rated:yes ចេញ។

challenge-cancelled = បានលុបចោលការប្រជែង #{ $id }។
challenge-posted = ការប្រជែង #{ $id }៖ { $who } អញ្ជើញ { $to } លេង { $game }{ $options } ({ $rated ->
        [yes] គិតពិន្ទុ
       *[no] មិនគិតពិន្ទុ
    }){ $from }, ពេលវេលា { $time }។ { $answer } (បើករហូតដល់ { $until })។
challenge-anyone = អ្នកណាក៏បាននៅទីនេះ
challenge-options = { " " }({ $options })
