# Khmer (km) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

rules-game = { $name }។ { $summary }
    ចាប់ផ្ដើម៖ { $start }
    { $first }

rules-game-options = { $name }។ { $summary }
    ចាប់ផ្ដើម៖ { $start }
    { $first }
    ជម្រើស (rules:…)៖ { $options }

rules-coin-first = ការបោះកាក់សម្រេចថាអ្នកណាដើរមុន។

rules-side-first = { $side } ដើរមុន។

rules-option = { $key } — { $summary }

rules-options = { $first }; { $rest }

rules-no-such-piece = { $name } គ្មានកូន { $piece } ទេ។ កូនរបស់វា៖ { $pieces }។

rules-piece = { $name } — { $piece } ({ $english })៖ { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english })៖ { $moves }
    ក្នុងរូបភាព៖ ចំណុចនៅកន្លែងដែលវាអាចដើរទៅ និងរង្វង់ជុំវិញកូនដែលវាអាចស៊ី។

rules-not-a-square = { $square } មិនមែនជាក្រឡានៃ { $name } ទេ៖ សូមសរសេរតាមស្លាកលើក្ដារ ឧ. { $example }។

rules-no-piece-on = ល្បែង #{ $game }៖ គ្មានកូននៅលើ { $square } ទេ។

rules-moves-over = ល្បែង #{ $game }៖ { $piece } នៅលើ { $square } ({ $side }) — ល្បែងបានបញ្ចប់ហើយ។

rules-moves-none = ល្បែង #{ $game }៖ { $piece } នៅលើ { $square } ({ $side }) មិនអាចដើរបានឥឡូវនេះទេ។

rules-moves = ល្បែង #{ $game }៖ { $piece } នៅលើ { $square } ({ $side }){ $waiting ->
        [yes] {" "}នៅពេលដល់វេនខាងរបស់វា
       *[no] {""}
    }{ $reach ->
        [go] {" "}អាចដើរទៅ { $goes }
        [take] {" "}អាចស៊ីនៅ { $takes }
       *[both] {" "}អាចដើរទៅ { $goes } និងអាចស៊ីនៅ { $takes }
    }។

rules-no-such-command = គ្មាន { $command } ទេ។ { $help } បង្ហាញបញ្ជីពាក្យបញ្ជា។

rules-unknown-game = មិនស្គាល់ល្បែង { $name }; ល្បែងដែលមាន៖ { $games }
rules-no-option = { $game } គ្មានជម្រើសច្បាប់ { $option } ទេ (ល្បែងនេះគ្មានជម្រើសណាមួយទេ)
rules-no-option-among = { $game } គ្មានជម្រើសច្បាប់ { $option } ទេ; ជម្រើសរបស់វា៖ { $known }

# ចំណងជើងរូបការដើររបស់កូនអុកលើក្ដារ។
rules-caption = #{ $id } { $game } — { $piece } នៅ { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = ទីតាំងចាប់ផ្ដើមនៃ { $game }៖ { $alt }
book-pieces-legend = ក្រឡាដែលបានបន្លិចមានកូនអុកនោះ។ ចំណុចសម្គាល់ក្រឡាដែលវាអាចដើរទៅ ហើយរង្វង់សម្គាល់កូនអុកសត្រូវដែលវាអាចស៊ីបាន។ កូនអុកផ្សេងទៀតដាក់នៅកន្លែងដែលប្ដូរអ្វីដែលវាអាចធ្វើបាន។
book-no-options = ល្បែងនេះគ្មានជម្រើសទេ៖ ច្បាប់ខាងលើគឺជាច្បាប់តែមួយគត់។
