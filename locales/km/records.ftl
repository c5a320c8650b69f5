# Khmer (km) — records: /export and /import.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

records-paste-discord = សូមបិទភ្ជាប់កំណត់ត្រា (PGN, KIF ឬ CSA) ក្នុង record: ឬភ្ជាប់ឯកសាររបស់វាដោយ file:។
records-paste-matrix = សូមបិទភ្ជាប់កំណត់ត្រា (PGN, KIF ឬ CSA) បន្ទាប់ពីពាក្យបញ្ជា ឬឆ្លើយតបទៅឯកសារកំណត់ត្រាដោយពាក្យបញ្ជានោះ។
records-paste = សូមបិទភ្ជាប់កំណត់ត្រា (PGN, KIF ឬ CSA) បន្ទាប់ពី /import។

records-read = បានអានកំណត់ត្រា { $format }៖ { $game } — { $first } ទល់នឹង { $second }, { $plies } ជំហាន។
records-read-over = បានអានកំណត់ត្រា { $format }៖ { $game } — { $first } ទល់នឹង { $second }, { $plies } ជំហាន, { $result }។
records-read-given = បានអានកំណត់ត្រា { $format }៖ { $game } — { $first } ទល់នឹង { $second }, { $plies } ជំហាន, កំណត់ត្រាចែងថា { $result }។
records-over = { $summary } ល្បែងបានបញ្ចប់ហើយ ({ $reason })៖ គ្មានអ្វីសម្រាប់លេងបន្តទេ។ /import ដោយគ្មានអ្នកលេង បង្ហាញចុងបញ្ចប់របស់វា។
records-unreachable = { $summary } មិនអាចចាប់ផ្ដើមល្បែងពីចុងបញ្ចប់របស់វាបានទេ៖ { $reason }។
records-challenge = { $summary }
    { $challenge }
records-last-position = { $summary } ទីតាំងចុងក្រោយរបស់វា វេន { $side } ដើរ៖ { $position }
    ដើម្បីលេងបន្តពីទីនោះ៖ { $challenge }
records-fen = ល្បែង #{ $id } បន្ទាប់ពី { $moves } ជំហាន។ { $position }
records-not-shogi = KIF និង CSA គឺសម្រាប់តែល្បែងអុកជប៉ុនប៉ុណ្ណោះ។ សូមប្រើ { $pgn }។
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = ល្បែង #{ $id } ដែលចាក់ឡើងវិញ៖ ទាំង { $moves } ជំហាន រួចឈប់នៅទីតាំងចុងក្រោយ។
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = ល្បែងដែលចាក់ឡើងវិញម្ដងមួយជំហាន ({ $moves } ជំហាន) បញ្ចប់នៅទីតាំងនេះ៖ { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = បូតនេះមិនគូររូបភាពទេ៖ អ្នកគ្រប់គ្រងរបស់វាបានបិទការគូររូបភាព។ /export pgn ផ្ដល់កំណត់ត្រា។

records-file = { $name }
records-attached = { $name } (ឯកសារភ្ជាប់)៖

## A record sent as a file (/import): why it cannot be read.
records-file-missing = ឯកសារភ្ជាប់មិនបានមកដល់ទេ។ សូមភ្ជាប់វាម្ដងទៀត។
records-file-reply-unfetched = មិនអាចយកសារដែលត្រូវបានឆ្លើយតបបានទេ។ សូមបិទភ្ជាប់កំណត់ត្រាជំនួសវិញ។
# $name (text): the file's name.
records-file-unfetched = មិនអាចទាញយក { $name } បានទេ។ សូមព្យាយាមម្ដងទៀត ឬបិទភ្ជាប់កំណត់ត្រា។
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } មានទំហំ { $size } KB។ ឯកសារកំណត់ត្រាមានទំហំយ៉ាងច្រើនបំផុត { $most } KB។
# $name (text): the file's name.
records-file-not-text = { $name } មិនមែនជាអត្ថបទ UTF-8 ទេ (ជា KIF ដែលបានរក្សាទុកជា Shift_JIS ឬ? សូមរក្សាទុកវាជា UTF-8 ឬបិទភ្ជាប់កំណត់ត្រា)។
