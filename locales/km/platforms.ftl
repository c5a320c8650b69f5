# Khmer (km) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

platform-answer-buttons = សូមចុច { $first } ឬ { $second } ឬផ្ញើ { $yes } ឬ { $no }។
platform-answer-reactions = សូមប្រតិកម្ម 👍 ឬ 👎 ឬផ្ញើ { $yes } ឬ { $no }។
platform-answer = សូមឆ្លើយដោយ { $yes } ឬ { $no }។
platform-no-game = គ្មានល្បែង #{ $id } ទេ។
platform-game-title = { $white } ទល់នឹង { $black } — { $game } #{ $id }
platform-drop-label = ដាក់ { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = កូនអុក
platform-pass-label = រំលង
platform-edit-ignored = { $who }៖ ការកែសម្រួលមិនត្រូវបានអនុវត្តទេ ព្រោះពាក្យបញ្ជាដែលអ្នកបានកែ ត្រូវបានដំណើរការរួចហើយ។ សូមផ្ញើពាក្យបញ្ជាដែលបានកែត្រឹមត្រូវ ជាសារថ្មី។
platform-pick-move = ជ្រើសរើសការដើរ
console-greeting = កុងសូល Tabiya៖ សូមវាយ { $form } ឧ. { $example } ឬ { $help }។
