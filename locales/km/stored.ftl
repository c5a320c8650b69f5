# Khmer (km) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF និង CSA ជាកំណត់ត្រារបស់អុកជប៉ុន។ { $game } ត្រូវបានសរសេរជា PGN។
stored-unreadable = មិនអាចអានកំណត់ត្រា { $format } នោះបានទេ៖ { $reason }។ គ្មានអ្វីត្រូវបាននាំចូលទេ។
stored-unreadable-ended = មិនអាចអានកំណត់ត្រា { $format } នោះបានទេ៖ { $reason } គ្មានអ្វីត្រូវបាននាំចូលទេ។
stored-kif-one-line = កំណត់ត្រា KIF ត្រូវបានអានម្ដងមួយបន្ទាត់ ប៉ុន្តែកំណត់ត្រានេះមកជាបន្ទាត់តែមួយ (ប្រអប់អត្ថបទរបស់ Discord ភ្ជាប់បន្ទាត់ចូលគ្នា)៖ សូមភ្ជាប់ឯកសារជំនួសវិញ (នៅលើ Discord ប្រើ file:) ឬបិទភ្ជាប់វានៅកន្លែងដែលការចុះបន្ទាត់មិនបាត់។ គ្មានអ្វីត្រូវបាននាំចូលទេ។
stored-not-a-position = fen:{ $fen }? នោះមិនមែនជាទីតាំងក្ដារ { $game } ទេ៖ { $reason }។ /board បង្ហាញ FEN របស់ល្បែងសម្រាប់ចម្លង។
stored-not-a-position-sfen = fen:{ $fen }? នោះមិនមែនជាទីតាំងក្ដារ { $game } ទេ៖ { $reason }។ /board បង្ហាញ FEN និង SFEN របស់ល្បែងសម្រាប់ចម្លង។
stored-unreachable = fen:{ $fen }? មិនអាចចាប់ផ្ដើមល្បែង { $game } ពីទីនោះបានទេ៖ { $reason }។
stored-no-game = គ្មានល្បែង #{ $id } ទេ។
