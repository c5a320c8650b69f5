# Khmer (km) — why a record (PGN, KIF, CSA), a FEN or a position cannot be read: the readers' reasons.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = ស្លាកមួយគ្មានសញ្ញា ] បិទ
reader-not-a-tag = { $text } មិនមែនជាស្លាកទេ
reader-tag-unquoted = តម្លៃនៃស្លាក { $tag } ត្រូវតែនៅក្នុងសញ្ញាសម្រង់
reader-unknown-game = { $text } មិនមែនជាល្បែងដែល Tabiya លេងទេ
reader-other-game = កំណត់ត្រានេះជាល្បែង { $record } មិនមែន { $named } ទេ
reader-no-game-named = គ្មានស្លាក Variant ណាប្រាប់ថានេះជាល្បែងអ្វីទេ៖ សូមដាក់ឈ្មោះល្បែងដោយ { $option }
reader-fen-tag = មិនអាចអាន FEN របស់វាបានទេ៖ { $reason }
reader-not-legal-like = { $input } មិនមែនជាការដើរត្រឹមត្រូវតាមច្បាប់នៅទីតាំងនេះទេ (ការដើរស្រដៀងគ្នា៖ { $candidates })
reader-ambiguous = { $input } អាចជា { $candidates }
reader-refused = { $input }៖ { $reason }
reader-handicap = អាចនាំចូលបានតែល្បែងស្មើគ្នា (平手) ប៉ុណ្ណោះ មិនមែនល្បែងដកកូន { $handicap } ទេ
reader-not-a-piece-in-hand = { $text } មិនមែនជាកូនក្នុងដៃទេ
reader-not-a-count = { $text } មិនបញ្ចប់ដោយចំនួនកូនទេ
reader-too-many-rows = គំនូសក្ដារមានច្រើនជាង { $rows } ជួរ
reader-row-width = ជួរនីមួយៗនៃគំនូសក្ដារត្រូវមាន { $squares } ក្រឡា
reader-not-a-piece = { $text } មិនមែនជាកូនអុកទេ
reader-off-board = ក្រឡាមួយនៃគំនូសក្ដារនៅក្រៅក្ដារ
reader-diagram = គំនូសក្ដារមិនមែនជាទីតាំងត្រឹមត្រូវតាមច្បាប់ទេ៖ { $reason }
reader-start-after-moves = ទីតាំងចាប់ផ្ដើមត្រូវតែមកមុនការដើរ
reader-turn-after-moves = ត្រូវប្រាប់ថាខាងណាដើរមុន នៅមុនការដើរទាំងឡាយ
reader-not-a-time = { $text } មិនមែនជាពេលវេលាទេ
reader-several-games = ឯកសារនេះមានល្បែងច្រើន៖ សូមផ្ញើតែមួយ
reader-after-end = { $text } មកក្រោយចុងបញ្ចប់នៃល្បែង
reader-not-a-statement = { $text } មិនមែនជាឃ្លា CSA ទេ
reader-not-a-start-line = { $text } មិនមែនជាបន្ទាត់ទីតាំងចាប់ផ្ដើមរបស់ CSA ទេ
reader-not-a-handicap = { $text } មិនមែនជាការដកកូនទេ៖ ត្រូវជាក្រឡា និងកូន ដូចជា PI82HI
reader-not-a-square = { $text } ដាក់ឈ្មោះក្រឡាមួយដែលមិននៅលើក្ដារ
reader-nothing-to-take-off = { $text } ដកកូនមួយចេញពី { $square } ប៉ុន្តែនៅទីនោះគ្មានកូនទេ
reader-not-a-board-line = { $text } មិនមែនជាក្រឡាទាំងប្រាំបួននៃជួរក្ដារមួយទេ
reader-not-squares-and-pieces = { $text } មិនមែនជាក្រឡា និងកូនទេ
reader-all-remaining = { $text } (កូនដែលនៅសល់ទាំងអស់) មិនត្រូវបានអានទេ
reader-not-in-hand = { $text } មិនអាចកាន់ក្នុងដៃបានទេ
reader-start = មិនអាចប្រើទីតាំងចាប់ផ្ដើមបានទេ៖ { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN ទទេ
reader-fen-ranks = FEN មាន { $found } ជួរដេក ប៉ុន្តែក្ដារនេះមាន { $board }
reader-fen-plus-before-digit = មានសញ្ញា + នៅមុខលេខមួយ
reader-fen-empty-run = ក្រឡាទទេជាប់គ្នាចំនួន 0
reader-fen-double-plus = កូនមួយត្រូវបានសរសេរជាមួយ ++
reader-fen-not-a-piece = { $text } មិនមែនជាកូនរបស់ល្បែងនេះទេ
reader-fen-rank-too-long = ជួរដេកទី { $rank } វែងជាងទទឹងក្ដារ
reader-fen-off-board = ក្រឡាមួយនៅក្រៅក្ដារ
reader-fen-plus-at-end = មានសញ្ញា + នៅចុងជួរដេកមួយ
reader-fen-rank-width = ជួរដេកទី { $rank } មាន { $found } ជួរឈរ ប៉ុន្តែក្ដារនេះមាន { $board }
reader-fen-hand-unclosed = ផ្នែកកូនក្នុងដៃគ្មានសញ្ញា ] បិទ
reader-fen-hand-text-after = មានអត្ថបទនៅក្រោយ ] នៃផ្នែកកូនក្នុងដៃ
reader-fen-no-hands = ល្បែងនេះគ្មានកូនក្នុងដៃទេ
reader-fen-count-without-piece = ចំនួនមួយក្នុងផ្នែកកូនក្នុងដៃ គ្មានកូននៅបន្ទាប់វាទេ
reader-fen-hand-not-a-piece = { $text } ក្នុងផ្នែកកូនក្នុងដៃ មិនមែនជាកូនរបស់ល្បែងនេះទេ
reader-fen-hand-too-many = កូនក្នុងដៃមានច្រើនពេក
reader-fen-turn = { $text } មិនមែនជាខាងដែលត្រូវដើរទេ៖ w ឬ b
reader-fen-rights = មិនអាចអានវាលសិទ្ធិ { $text } បានទេ
reader-fen-count = មិនអាចអានវាលរាប់ { $text } បានទេ
reader-fen-halfmoves = ការរាប់ពាក់កណ្ដាលជំហាន { $text } មិនមែនជាលេខទេ
reader-fen-fullmoves = លេខរៀងជំហាន { $text } មិនមែនជាលេខទេ
reader-fen-trailing = { $text } នៅបន្ទាប់វាលចុងក្រោយរបស់ FEN

## A position no game could have.
reader-position-off-board = មានកូនមួយនៅលើ { $square } ដែលនៅក្រៅក្ដារនេះ
reader-position-unknown-piece = មានកូនមួយនៅទីនោះ ដែលល្បែងនេះគ្មាន
reader-position-missing-king = { $side } គ្មានស្ដេចទេ
reader-position-too-many-kings = { $side } មានស្ដេចច្រើនជាងមួយ
reader-position-hand-too-large = កូនក្នុងដៃរបស់ខាងទាំងពីរមានច្រើនពេក
reader-position-opposite-check = ខាងដែលមិនមែនជាវេនដើរ កំពុងត្រូវអុក
reader-position-pawn-on-back-rank = ត្រីមួយនៅលើជួរដេកទីមួយរបស់ខ្លួន នៅ { $square }
reader-position-unreachable = { $piece } របស់ { $side } នៅ { $square } ស្ថិតនៅកន្លែងដែលគ្មានល្បែងណាអាចនាំវាទៅដល់បាន
reader-position-too-many-pieces = { $side } មាន { $piece } ច្រើនជាងឈុតកូនរបស់ល្បែង (រួមទាំងការឡើងថ្នាក់) អាចផ្ដល់ឲ្យបាន
reader-position-double-pawn = { $side } មានត្រីមិនទាន់ឡើងថ្នាក់ពីរនៅលើជួរឈររបស់ { $square }
reader-position-already-over = ល្បែងនឹងបញ្ចប់មុនពេលវាចាប់ផ្ដើម (គ្មានការដើរ ឬបានសម្រេចលទ្ធផលរួចហើយ)

## Ashtapada: why a race refused an action.
reader-race-no-throw = សូមបោះសំបកខ្យងជាមុនសិន
reader-race-thrown = សំបកខ្យងត្រូវបានបោះហើយ៖ សូមដើរកូនមួយ
reader-race-illegal = { $input } មិនអាចធ្វើបានជាមួយការបោះនេះទេ
