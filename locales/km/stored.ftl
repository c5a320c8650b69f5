# Khmer (km) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF និង CSA ជាកំណត់ត្រារបស់អុកជប៉ុន។ { $game } ត្រូវបានសរសេរជា PGN។
stored-unreadable = មិនអាចអានកំណត់ត្រា { $format } នោះនៅបន្ទាត់ទី { $line } បានទេ៖ { $reason }។ គ្មានអ្វីត្រូវបាននាំចូលទេ។
stored-kif-one-line = កំណត់ត្រា KIF ត្រូវបានអានម្ដងមួយបន្ទាត់ ប៉ុន្តែកំណត់ត្រានេះមកជាបន្ទាត់តែមួយ (ប្រអប់អត្ថបទរបស់ Discord ភ្ជាប់បន្ទាត់ចូលគ្នា)៖ សូមភ្ជាប់ឯកសារជំនួសវិញ (នៅលើ Discord ប្រើ file:) ឬបិទភ្ជាប់វានៅកន្លែងដែលការចុះបន្ទាត់មិនបាត់។ គ្មានអ្វីត្រូវបាននាំចូលទេ។
stored-not-a-position = fen:{ $fen }? នោះមិនមែនជាទីតាំងក្ដារ { $game } ទេ៖ { $reason }។ /board បង្ហាញ FEN របស់ល្បែងសម្រាប់ចម្លង។
stored-not-a-position-sfen = fen:{ $fen }? នោះមិនមែនជាទីតាំងក្ដារ { $game } ទេ៖ { $reason }។ /board បង្ហាញ FEN និង SFEN របស់ល្បែងសម្រាប់ចម្លង។
stored-unreachable = fen:{ $fen }? មិនអាចចាប់ផ្ដើមល្បែង { $game } ពីទីនោះបានទេ៖ { $reason }។
stored-no-game = គ្មានល្បែង #{ $id } ទេ។

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = អុកស្លាប់
ending-stalemate = អស់ផ្លូវដើរ
ending-bare-king = ស្ដេចនៅតែឯង
ending-niol = Niol (អុកស្លាប់ដោយគ្មាន Shak)
ending-robado = Robado (ស្ដេចនៅតែឯង)
ending-count-ran-out = រាប់គ្រប់ចំនួន
ending-mate-during-own-count = អុកស្លាប់ក្នុងអំឡុងការរាប់របស់ខាងអុកស្លាប់ខ្លួនឯង
ending-bare-king-survived = ស្ដេចនៅតែឯងរស់បានប្រាំពីរជំហាន
ending-forbidden-mate = អុកស្លាប់ដែលត្រូវហាមឃាត់
ending-insufficient-material = គ្មានខាងណាអាចឈ្នះបាន
ending-repetition = ទីតាំងដដែលៗ
ending-perpetual-check = អុកឥតឈប់
ending-perpetual-chase = ដេញឥតឈប់
ending-bikjang = ប៊ិកចាង
ending-two-passes = ការរំលងពីរដងជាប់គ្នា
ending-jishogi = ការជាប់គាំង (jishōgi)
ending-royals-captured = ស្ដេច និងរជ្ជទាយាទ ត្រូវបានស៊ីទាំងពីរ
ending-resignation = ការចុះចាញ់
ending-agreement = ការព្រមព្រៀង
ending-time = អស់ពេល
ending-withdrew = ការបោះបង់ (បានដកខ្លួន)
ending-never-moved = ការបោះបង់ (មិនដែលដើរ)
ending-round-deadline = ជុំដល់ពេលកំណត់
ending-adjudication = ការកាត់សេចក្ដី
ending-cancelled = ការប្រកួតត្រូវបានលុបចោល
ending-aborted = បានបោះបង់ល្បែង
ending-never-started = មិនដែលដើរជំហានដំបូង
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
