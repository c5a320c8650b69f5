# Khmer (km) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.
# cmd-NAME and cmd-NAME-OPTION: at most 100 characters (Discord).

# /challenge
cmd-challenge = អញ្ជើញអ្នកលេងម្នាក់ អ្នកណាក៏បាននៅទីនេះ ឬ @tabiya (កុំព្យូទ័រ)
cmd-challenge-more = ថ្ងៃក្នុងមួយជំហាន (1, 2, 3, 5, 7, 10 ឬ 14) ឬពេលវេលាបែប Fischer៖ ថ្ងៃដំបូង បូកថ្ងៃបន្ថែមបន្ទាប់ពីជំហាននីមួយៗ ដោយមានដែនកំណត់។ មិនគិតពិន្ទុ លុះត្រាតែ rated:yes។ អដ្ឋបទ ជាការប្រណាំងសម្រាប់ពីរទៅបួននាក់៖ ដាក់ឈ្មោះអ្នកលេងរហូតដល់បីនាក់។ ការប្រជែងផុតកំណត់ បើគ្មាននរណាឆ្លើយ។ ប្រជែង @tabiya ដើម្បីលេងជាមួយកុំព្យូទ័រភ្លាមៗ៖ មិនគិតពិន្ទុ level:1 (ខ្សោយបំផុត) ដល់ level:8 និងកម្រិត 3 បើមិនបានជ្រើសរើស។
cmd-challenge-opponent = អ្នកដែលត្រូវអញ្ជើញ (ទុកទទេសម្រាប់ការប្រជែងបើកចំហ)
cmd-challenge-opponent2 = អដ្ឋបទ៖ អ្នកលេងទីពីរដែលត្រូវអញ្ជើញ
cmd-challenge-opponent3 = អដ្ឋបទ៖ អ្នកលេងទីបីដែលត្រូវអញ្ជើញ
cmd-challenge-variant = ល្បែងមួយណា
cmd-challenge-days = ថ្ងៃក្នុងមួយជំហាន (1, 2, 3, 5, 7, 10, 14) ឬពេលវេលា Fischer ដូចជា 7+2
cmd-challenge-cap = ពេលវេលា Fischer៖ ចំនួនថ្ងៃច្រើនបំផុតដែលនាឡិកាអាចមាន
cmd-challenge-color = ខាងរបស់អ្នក៖ first, second ឬឈ្មោះខាងរបស់ល្បែង (red, cho, sente…); ចៃដន្យ (random) បើមិនជ្រើសរើស
cmd-challenge-rated = ល្បែងគិតពិន្ទុ (មិនគិតពិន្ទុ បើមិនបានកំណត់)
cmd-challenge-rules = ជម្រើសច្បាប់ បំបែកដោយក្បៀស (មើល /rules GAME)
cmd-challenge-fen = ចាប់ផ្ដើមពីទីតាំងនេះ (FEN; SFEN សម្រាប់អុកជប៉ុន)៖ ល្បែងមិនគិតពិន្ទុ
cmd-challenge-level = កម្រិតខ្លាំងរបស់កុំព្យូទ័រ

# /accept
cmd-accept = ទទួលយកការប្រជែង (ឬចូលកៅអីរបស់អ្នកក្នុងការប្រណាំង)
cmd-accept-more = បើមានការប្រជែងតែមួយបើកសម្រាប់អ្នកនៅទីនេះ មិនចាំបាច់ដាក់លេខទេ។
cmd-accept-id = លេខការប្រជែង (បើមានច្រើនកំពុងបើក)
cmd-accept-race = អដ្ឋបទ៖ ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /decline
cmd-decline = បដិសេធការប្រជែង
cmd-decline-more = បើមានការប្រជែងតែមួយបើកសម្រាប់អ្នកនៅទីនេះ មិនចាំបាច់ដាក់លេខទេ។
cmd-decline-id = លេខការប្រជែង (បើមានច្រើនកំពុងបើក)
cmd-decline-race = អដ្ឋបទ៖ ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /cancel
cmd-cancel = ដកការប្រជែង ឬការប្រណាំងដែលមិនទាន់ចាប់ផ្ដើមរបស់អ្នកវិញ
cmd-cancel-more = បើមានការប្រជែងរបស់អ្នកតែមួយបើកនៅទីនេះ មិនចាំបាច់ដាក់លេខទេ។
cmd-cancel-id = លេខការប្រជែង (បើអ្នកមានច្រើន)
cmd-cancel-race = អដ្ឋបទ៖ ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /move
cmd-move = ដើរតាមសញ្ញាណរបស់ល្បែង SAN ឬកូអរដោនេ
cmd-move-more = ការរំលង ការដាក់ (P*55, K@e2) និងការឡើងថ្នាក់ ក៏ជាការដើរដែរ។ ក្នុងការប្រណាំង៖ /move enter|c3|c3x2 race:ID។
cmd-move-move = ការដើរ តាមសញ្ញាណរបស់ល្បែង SAN ឬកូអរដោនេ
cmd-move-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)
cmd-move-at = ចំនួនជំហានដែលបានដើរ ពេលអ្នកជ្រើសរើសវា (ម៉ឺនុយផ្ញើវា)
cmd-move-race = អដ្ឋបទ៖ ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /board
cmd-board = ទិដ្ឋភាពក្ដារផ្ទាល់ខ្លួនរបស់អ្នក
cmd-board-more = តាមទិសក្ដារ និងឈុតកូនរបស់អ្នក (មើល /settings)។ flip បង្វិលក្ដារ។
cmd-board-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)
cmd-board-flip = បង្វិលក្ដារ
cmd-board-set = ឈុតកូន

# /games
cmd-games = ល្បែងរបស់អ្នក ដែលដល់វេនអ្នកមុនគេ
cmd-games-more = ជាមួយពេលវេលាដែលនៅសល់ក្នុងល្បែងនីមួយៗ។ បញ្ជីវែងបង្ហាញ 40 ដំបូង ហើយរាប់ចំនួនដែលនៅសល់។

# /resign
cmd-resign = ចុះចាញ់ក្នុងល្បែងមួយ (សុំការបញ្ជាក់)
cmd-resign-more = ផ្ញើ /resign confirm ដើម្បីបញ្ជាក់។
cmd-resign-confirm = ចុះចាញ់ភ្លាមៗ ដោយមិនសួរ
cmd-resign-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /draw
cmd-draw = សុំស្មើ ឬឆ្លើយសំណើ
cmd-draw-more = សំណើដែលត្រូវបានបដិសេធ អាចស្នើម្ដងទៀតបន្ទាប់ពីការដើរបន្ទាប់របស់អ្នក។
cmd-draw-answer = ធ្វើអ្វី (ស្នើ បើមិនបានជ្រើសរើស)
cmd-draw-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /takeback
cmd-takeback = សុំដកការដើរចុងក្រោយរបស់អ្នកវិញ (ល្បែងមិនគិតពិន្ទុ)
cmd-takeback-more = គូប្រកួតរបស់អ្នកត្រូវយល់ព្រម៖ /takeback accept ឬ /takeback decline។
cmd-takeback-answer = ធ្វើអ្វី (សុំ បើមិនបានជ្រើសរើស)
cmd-takeback-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /abort
cmd-abort = បោះបង់ល្បែង មុនពេលខាងទាំងពីរបានដើរ
cmd-abort-more = មិនអាចធ្វើក្នុងការប្រកួតទេ៖ នៅទីនោះ អ្នកលេងដែលមិនដើរសោះនឹងចាញ់។
cmd-abort-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /export
cmd-export = កំណត់ត្រារបស់ល្បែង FEN របស់វា ឬការចាក់ល្បែងឡើងវិញ
cmd-export-more = PGN សម្រាប់គ្រប់ល្បែង; KIF និង CSA សម្រាប់អុកជប៉ុន; fen: ទីតាំងបច្ចុប្បន្នជា FEN (និង SFEN សម្រាប់អុកជប៉ុន) សម្រាប់បិទភ្ជាប់ក្នុង pychess-variants, Lishogi ឬម៉ាស៊ីនវិភាគ; gif: ល្បែងទាំងមូលជារូបភាពមានចលនា មួយរូបក្នុងមួយជំហាន។
cmd-export-format = ទម្រង់កំណត់ត្រា (PGN បើមិនបានជ្រើសរើស)
cmd-export-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /analyze
cmd-analyze = កំហុសនៃល្បែងដែលបានបញ្ចប់ និងក្រាហ្វ
cmd-analyze-more = គ្រប់ទីតាំងត្រូវបានស្វែងរក។ ការដើរដែលបាត់បង់តម្លៃត្រីមួយ ឬច្រើនជាង បើធៀបនឹងការដើរល្អបំផុត គឺជាកំហុស ហើយបី ឬច្រើនជាង គឺជាកំហុសធ្ងន់ ដោយបង្ហាញការដើរដែលល្អជាង។ ល្បែងរវាងមនុស្សដែលកំពុងលេង មិនត្រូវបានវិភាគរហូតដល់វាបញ្ចប់ (ភាពយុត្តិធម៌ក្នុងការលេងឆ្លើយឆ្លង)។ ល្បែងមិនគិតពិន្ទុជាមួយកុំព្យូទ័រ អាចវិភាគបាន។
cmd-analyze-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /import
cmd-import = អានកំណត់ត្រា PGN, KIF ឬ CSA ហើយលេងបន្តពីចុងបញ្ចប់របស់វា
cmd-import-more = បិទភ្ជាប់កំណត់ត្រាបន្ទាប់ពីពាក្យបញ្ជា (នៅលើ Discord ឬភ្ជាប់ឯកសាររបស់វា; នៅលើ Matrix ឬឆ្លើយតបទៅឯកសារ)។ ជាមួយ @អ្នកលេង៖ ការប្រជែងដើម្បីលេងបន្តពីទីតាំងចុងក្រោយនៃកំណត់ត្រា ជាល្បែងមិនគិតពិន្ទុ។ បើគ្មាន៖ ទីតាំងនោះ សម្រាប់មើល។ សូមដាក់ឈ្មោះល្បែង បើ PGN គ្មានស្លាក Variant; KIF និង CSA គឺអុកជប៉ុន លុះត្រាតែដាក់ឈ្មោះផ្សេង។
cmd-import-opponent = ប្រជែងអ្នកលេងនេះ ឲ្យលេងបន្តពីចុងបញ្ចប់នៃកំណត់ត្រា
cmd-import-variant = ល្បែង បើកំណត់ត្រាមិនបញ្ជាក់
cmd-import-days = ថ្ងៃក្នុងមួយជំហាន សម្រាប់ល្បែងពីទីនោះ
cmd-import-color = ខាងរបស់អ្នកក្នុងល្បែងពីទីនោះ (ចៃដន្យ បើមិនបានជ្រើសរើស)
cmd-import-record = អត្ថបទកំណត់ត្រា៖ PGN, KIF ឬ CSA
cmd-import-file = Discord៖ កំណត់ត្រាជាឯកសារ

# /rules
cmd-rules = ច្បាប់ និងទីតាំងចាប់ផ្ដើមនៃល្បែង ឬរបៀបដើររបស់កូនមួយ
cmd-rules-more = ជម្រើសដែលការប្រជែងអាចដាក់ជាមួយ rules: ក៏ត្រូវបានរាយផងដែរ។ ជាមួយកូនមួយ (ឈ្មោះ ឈ្មោះអង់គ្លេស ឬអក្សររបស់វា)៖ រូបភាពនៃការដើររបស់វា។
cmd-rules-variant = ល្បែងមួយណា
cmd-rules-piece = កូនមួយ៖ រូបភាពនៃរបៀបដើររបស់វា

# /moves
cmd-moves = កន្លែងដែលកូនក្នុងល្បែងរបស់អ្នកអាចដើរទៅ
cmd-moves-more = មានតែអ្នកទេដែលឃើញ។ ក្រឡាតាមស្លាកលើក្ដារ៖ e2 ឬ 76 ក្នុងអុកជប៉ុន។
cmd-moves-square = ក្រឡារបស់កូន (ឧ. e2; 76 ក្នុងអុកជប៉ុន)
cmd-moves-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /settings
cmd-settings = ចំណូលចិត្តរបស់អ្នក
cmd-settings-more = notify: ជូនដំណឹងរាល់ពេលដល់វេនអ្នក សេចក្ដីសង្ខេបប្រចាំថ្ងៃមួយតាមសារផ្ទាល់ ឬគ្មាន។ ការរំលឹកមួយថ្ងៃមុនពេលអ្នកអស់ពេល តែងតែមកជានិច្ច។
cmd-settings-set = ឈុតកូន
cmd-settings-orientation = ខាងណានៅផ្នែកខាងក្រោមនៃក្ដាររបស់អ្នក
cmd-settings-notation = របៀបសរសេរការដើរសម្រាប់អ្នក
cmd-settings-notify = ពេលណាត្រូវជូនដំណឹងថាដល់វេនអ្នក

# /vacation
cmd-vacation = ផ្អាកនាឡិកានៃល្បែងទាំងអស់របស់អ្នក (ថ្ងៃសន្សំប្រចាំឆ្នាំ)
cmd-vacation-more = តែឯង៖ ចំនួនថ្ងៃដែលនៅសល់។ /vacation end ត្រឡប់មកវិញមុនកំណត់ ហើយថ្ងៃដែលមិនបានប្រើត្រូវបានប្រគល់វិញ។
cmd-vacation-days = ចំនួនថ្ងៃឈប់សម្រាក ចាប់ពីពេលនេះ
cmd-vacation-end = បញ្ចប់ការឈប់សម្រាកដែលកំពុងដំណើរការ មុនកំណត់

# /rating
cmd-rating = ពិន្ទុចំណាត់ថ្នាក់ (Glicko-2) និងលទ្ធផលរបស់អ្នកទល់នឹងអ្នកលេងម្នាក់
cmd-rating-more = ជាមួយល្បែងមួយ៖ ពិន្ទុចំណាត់ថ្នាក់នៃល្បែងនោះ និងក្រាហ្វរបស់វា។
cmd-rating-player = របស់អ្នកណា (របស់អ្នក បើមិនបានដាក់ឈ្មោះ)
cmd-rating-variant = ល្បែងមួយណា

# /leaderboard
cmd-leaderboard = ពិន្ទុចំណាត់ថ្នាក់ថេរនៃល្បែងមួយ ល្អបំផុតមុនគេ
cmd-leaderboard-more = មានតែពិន្ទុចំណាត់ថ្នាក់ដែលលែងបណ្ដោះអាសន្នប៉ុណ្ណោះ ដែលត្រូវបានរាយ។
cmd-leaderboard-variant = ល្បែងមួយណា

# /tournament
cmd-tournament = ការប្រកួតវិលជុំ និងប្រព័ន្ធស្វីស
cmd-tournament-more = ACTION សម្រាប់អ្នកទាំងអស់៖ create, join, leave, standings, pairings, mine, withdraw, export; សម្រាប់អ្នករៀបចំ (ឬអ្នកសម្របសម្រួល)៖ start, close, open, pause, resume, cancel, replace, adjudicate។
cmd-tournament-action = ធ្វើអ្វី
cmd-tournament-id = លេខការប្រកួត (បើមានច្រើនកំពុងដំណើរការនៅទីនេះ)
cmd-tournament-variant = create: ល្បែងមួយណា
cmd-tournament-double = create: ការប្រកួតវិលជុំពីរជើង
cmd-tournament-swiss = create: ប្រព័ន្ធស្វីស (ផ្គូផ្គងតាមប្រព័ន្ធហូឡង់របស់ FIDE ម្ដងមួយជុំ)
cmd-tournament-rounds = create: ចំនួនជុំនៃប្រព័ន្ធស្វីស (តាមចំនួនអ្នកលេង បើមិនបានផ្ដល់)
cmd-tournament-deadline = create: ចំនួនថ្ងៃដែលជុំមួយនៃប្រព័ន្ធស្វីសអាចមានរយៈពេល
cmd-tournament-days = create: ថ្ងៃក្នុងមួយជំហាន (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: ល្បែងគិតពិន្ទុ
cmd-tournament-size = create: អ្នកលេងច្រើនបំផុត (វិលជុំ 3-16, ស្វីស 4-128)
cmd-tournament-name = create: ឈ្មោះការប្រកួត (_ ជំនួសដកឃ្លា)
cmd-tournament-register = create: ចំនួនថ្ងៃដែលការចុះឈ្មោះនៅបើក
cmd-tournament-vacation = create: ថ្ងៃឈប់សម្រាកដែលអ្នកលេងម្នាក់ៗអាចយកបាន
cmd-tournament-rules = create: ជម្រើសច្បាប់ បំបែកដោយក្បៀស (មើល /rules GAME)
cmd-tournament-player = withdraw, replace: អ្នកណា (តែអ្នករៀបចំប៉ុណ្ណោះ)
cmd-tournament-replacement = replace: អ្នកដែលចូលជំនួសកន្លែង
cmd-tournament-format = export: TRF (តារាងឆ្លង បើមិនបានជ្រើសរើស) ឬ PGN នៃគ្រប់ល្បែង
cmd-tournament-game = adjudicate: ល្បែងមួយណា
cmd-tournament-result = adjudicate: 1-0, 0-1 ឬ draw

# /mypairings
cmd-mypairings = ល្បែងក្នុងការប្រកួតរបស់អ្នក និងនាឡិការបស់វា
cmd-mypairings-more = ដូចគ្នានឹង /tournament mine។
cmd-mypairings-id = តែការប្រកួតនេះប៉ុណ្ណោះ

# /setup
cmd-setup = អុកកូរ៉េ៖ ជ្រើសរើសការរៀបចំសេះ និងដំរីរបស់អ្នក
cmd-setup-more = SETUP ដាក់ឈ្មោះកូនរបស់អ្នកពីខាងឆ្វេង ma ជាសេះ និង sang ជាដំរី៖ masangsangma, sangmamasang, masangmasang ឬ sangmasangma (마상상마 … ក៏អានបានដែរ)។
cmd-setup-arrangement = លំដាប់សេះ និងដំរី ពីខាងឆ្វេងរបស់អ្នក
cmd-setup-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /place
cmd-place = អុកភូមា៖ ដាក់កូនច្រើនក្នុងពេលតែមួយ
cmd-place-more = ទាំងអស់ ឬមិនដាក់អ្វីសោះ; save:NAME រក្សាទុកការរៀបចំសម្រាប់ល្បែងបន្ទាប់របស់អ្នក។
cmd-place-pieces = ការដាក់កូន ដូចជា K@e2 F@d2
cmd-place-saved = ដាក់ការរៀបចំដែលបានរក្សាទុកក្រោមឈ្មោះនេះ
cmd-place-save = រក្សាទុកការដាក់កូនទាំងនេះក្រោមឈ្មោះនេះ
cmd-place-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /arrangement
cmd-arrangement = អុកភូមា៖ ការរៀបចំកូនដែលអ្នកបានរក្សាទុក
cmd-arrangement-more = រក្សាទុកពីខាងអ្នកលេងទីមួយ; សម្រាប់អ្នកលេងទីពីរ វាត្រូវបានបង្វិល។
cmd-arrangement-action = រាយបញ្ជី ឬរក្សាទុកមួយ
cmd-arrangement-name = save: ឈ្មោះសម្រាប់រក្សាទុក
cmd-arrangement-pieces = save: ការដាក់កូន ដូចជា K@e2 F@d2

# /object
cmd-object = អុកភូមា៖ ជំទាស់នឹងទូករបស់អ្នកលេងទីពីរ
cmd-object-more = អនុញ្ញាតតែម្ដង ភ្លាមៗបន្ទាប់ពីការរៀបចំ។
cmd-object-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /count
cmd-count = អុកថៃ និងអុក៖ ចាប់ផ្ដើម ឬឈប់រាប់តាមក្ដារ
cmd-count-more = ខាងដែលមិនអាចអុកស្លាប់បាន ជាអ្នករាប់; មើល /rules makruk។
cmd-count-action = ចាប់ផ្ដើម ឬឈប់
cmd-count-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /impasse
cmd-impasse = អុកជប៉ុន៖ ទាមទារការជាប់គាំង ឬទទួលយកវា
cmd-impasse-more = សម្រេចដោយពិន្ទុ នៅពេលស្ដេចទាំងពីរបានចូលតំបន់សត្រូវ។
cmd-impasse-action = ទាមទារ (បើមិនបានជ្រើសរើស) ឬទទួលយក
cmd-impasse-game = លេខល្បែង (មិនចាំបាច់ក្នុងខ្សែសាររបស់ល្បែង ឬពេលអ្នកមានល្បែងតែមួយនៅទីនេះ)

# /join
cmd-join = អដ្ឋបទ៖ ចូលកៅអីរបស់អ្នកក្នុងការប្រណាំង
cmd-join-more = កៅអីត្រូវបានយកតាមលំដាប់ដែលការអញ្ជើញដាក់ឈ្មោះ។
cmd-join-race = ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /throw
cmd-throw = អដ្ឋបទ៖ បោះសំបកខ្យង
cmd-throw-more = បើមានការដើរតែមួយដែលអាចធ្វើបាន វាត្រូវបានដើរភ្លាមៗ; បើគ្មាន វេនរំលង។
cmd-throw-race = ការប្រណាំងមួយណា (បើមានច្រើននៅទីនេះ)

# /link
cmd-link = អ្នកលេងតែម្នាក់នៅលើ Discord, Matrix និងកុងសូល
cmd-link-more = /link PLATFORM [HANDLE] ផ្ដល់កូដឯកជនមួយ; /link CODE ពីគណនីនោះ បញ្ជាក់វា។ តែឯង៖ គណនីរបស់អ្នក។
cmd-link-platform = ស្នើភ្ជាប់គណនីរបស់អ្នកនៅទីនោះ
cmd-link-handle = គណនីរបស់អ្នកនៅទីនោះ (ឧ. @you:example.org)
cmd-link-code = បញ្ជាក់៖ កូដដែលគណនីមួយទៀតបានទទួល

# /unlink
cmd-unlink = ផ្ដាច់គណនីរបស់អ្នកនៅលើវេទិកាមួយ
cmd-unlink-more = គណនីនោះចាប់ផ្ដើមថ្មី; អ្វីដែលបានបញ្ចូលគ្នារួច នៅដដែល។
cmd-unlink-platform = មួយណា

# /help
cmd-help = ពាក្យបញ្ជាទាំងអស់ ឬមួយលម្អិត
cmd-help-command = ពាក្យបញ្ជាមួយលម្អិត ឧ. move
cmd-settings-language = ភាសានៃចម្លើយរបស់អ្នក (អង់គ្លេស បើមិនបានជ្រើស)
cmd-settings-channel = សម្រាប់អ្នកសម្របសម្រួល៖ ភាសានៃសារក្នុងឆានែលនេះ
