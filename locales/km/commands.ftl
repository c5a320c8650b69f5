# Khmer (km) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] ការប្រកួត
       *[arrangement] ការរៀបចំកូន
    }ត្រូវការឈ្មោះ។
command-name-too-long = ឈ្មោះ{ $what ->
        [tournament] ការប្រកួត
       *[arrangement] ការរៀបចំកូន
    } ត្រូវជាអត្ថបទធម្មតា ហើយមានច្រើនបំផុត { $most } តួអក្សរ។ { $name } មិនត្រូវតាមលក្ខខណ្ឌនេះទេ។
command-slash = ពាក្យបញ្ជាចាប់ផ្ដើមដោយ / ឧ. { $help }។
command-record-too-long = កំណត់ត្រានោះមានប្រវែង { $length } តួអក្សរ។ { $command } អានបានច្រើនបំផុត { $most } តួអក្សរ។
command-too-long = ពាក្យបញ្ជានោះមានប្រវែង { $length } តួអក្សរ។ ពាក្យបញ្ជាមួយមានបានច្រើនបំផុត { $most } តួអក្សរ។
command-handle-too-long = @{ $handle } មិនមែនជាអ្នកលេងទេ៖ ឈ្មោះគណនីមានបានច្រើនបំផុត { $most } តួអក្សរ។
command-unknown = គ្មាន { $command } ទេ។ { $help } បង្ហាញបញ្ជីពាក្យបញ្ជា។

command-race-players = អដ្ឋបទ សម្រាប់អ្នកលេងពីរទៅបួននាក់៖ { $usage }
command-race-no-option = អដ្ឋបទ មិនទទួលជម្រើស { $option }: ទេ (វាជាការប្រណាំង ដែលលេងដោយមិនគិតពិន្ទុ)។
command-race-days = days:{ $days }? ចំនួនថ្ងៃសម្រាប់សកម្មភាពនីមួយៗគឺ 1, 2, 3, 5, 7, 10 ឬ 14។
command-one-opponent = មានតែអដ្ឋបទប៉ុណ្ណោះដែលលេងលើសពីពីរនាក់។ ការប្រជែងមួយដាក់ឈ្មោះ @អ្នកលេង តែម្នាក់។
command-vacation-both = សូមប្រើ { $start } ឬ { $end } មិនមែនទាំងពីរទេ។

command-tournament-option = { $command } មិនទទួល { $option } ទេ។ { $help } ពន្យល់ថាជម្រើសណាប្រើជាមួយអ្វី។
command-tournament-game = ល្បែងមួយណា? { $usage }
command-tournament-both = ការប្រកួតមួយគឺប្រព័ន្ធស្វីស ឬវិលជុំ (ពីរជើង) មិនមែនទាំងពីរទេ។
command-tournament-deadline = deadline: គឺជាចំនួនថ្ងៃដែលជុំមួយនៃប្រព័ន្ធស្វីសអាចមានរយៈពេល។ ការប្រកួតវិលជុំគ្មានជុំដែលត្រូវរង់ចាំទេ។
command-tournament-size-swiss = size:{ $size }? ប្រព័ន្ធស្វីសទទួលអ្នកលេងពី 4 ដល់ 128 នាក់។
command-tournament-size-round-robin = size:{ $size }? ការប្រកួតវិលជុំទទួលអ្នកលេងពី 3 ដល់ 16 នាក់។
command-usage = { $usage }

command-place-what = ដាក់អ្វី? ឧ. { $example } ឬ { $saved }
command-place-both = សូមប្រើការដាក់កូន ឬ saved:NAME តែមួយ មិនមែនទាំងពីរទេ។
command-arrangement-name = { $usage } — សូមដាក់ឈ្មោះ រួចរាយការដាក់កូន។
command-arrangement-pieces = { $usage } — និងការដាក់កូន ឧ. K@e2 F@d2 …
command-link-usage = { $ask } ដើម្បីស្នើ, { $confirm } ដើម្បីបញ្ជាក់ពីគណនីមួយទៀត, { $status } ដើម្បីមើលគណនីរបស់អ្នក។

command-not-days = { $what }:{ $value } មិនមែនជាចំនួនថ្ងៃទេ
command-cap-alone = cap: ប្រើជាមួយពេលវេលាបែប Fischer ដូចជា days:7+2
command-days-offered = days:{ $days } មិនមានផ្ដល់ជូនទេ។ សូមជ្រើសរើសមួយក្នុងចំណោម 1, 2, 3, 5, 7, 10, 14 (ឬពេលវេលាបែប Fischer៖ days:7+2)
command-fischer-range = days:{ $days } — ពេលវេលាបែប Fischer គឺ 1 ដល់ 60 ថ្ងៃដំបូង បូក 1 ដល់ 14 ថ្ងៃក្នុងមួយជំហាន ឧ. days:7+2
command-cap-range = cap:{ $cap } — ដែនកំណត់ត្រូវមានយ៉ាងតិច { $initial } ថ្ងៃដំបូង និងយ៉ាងច្រើន 90 ថ្ងៃ

command-or-list = { $init } ឬ { $last }
command-and-list = { $init } និង { $last }
command-no-game = គ្មានល្បែង { $game } ទេ។ ល្បែងដែលមាន៖ { $games }។
command-name-player = { $what }? សូមដាក់ឈ្មោះអ្នកលេងជា @ឈ្មោះ។
command-not-a-number = { $number } មិនមែនជាលេខដូចជា 12 ឬ #12 ទេ។
command-number-range = { $what }? { $about }៖ ពី { $min } ដល់ { $max }។
command-choose = { $what }? សូមជ្រើសរើស { $choices }។
command-yes-no = { $option }:{ $value }? សូមសរសេរ { $option }:yes ឬ { $option }:no។
command-needs-text = { $option }: ត្រូវការអត្ថបទ ឧ. { $option }:{ $example }។
command-twice = { $option } ត្រូវបានផ្ដល់ពីរដង។ { $command } ទទួលតែមួយប៉ុណ្ណោះ។
command-no-such-option = { $command } គ្មានជម្រើស { $option } ទេ។ វាទទួល { $options }។
command-expected = { $command }? រំពឹងថាជា { $expected }។
command-nothing-more = { $command } មិនទទួលអ្វីក្រៅពីឈ្មោះរបស់វាទេ។ { $word }?
command-written = { $typed }? ត្រូវសរសេរថា { $usage }
command-needs = { $command } ត្រូវការ { $what }៖ ឧ. { $example }

command-side-of-game = color:{ $side }? ក្នុង { $game } ខាងទាំងពីរគឺ { $first } និង { $second } (ឬ first និង second ឬ random)។
command-side-white-black-in-shogi = color:{ $side }? ក្នុងល្បែងគ្រួសារអុកជប៉ុន សៀវភៅភាសាអង់គ្លេសហៅ សិនតេ (ខាងដែលដើរមុន) ថា Black និង ហ្គោតេ ថា White៖ សូមសរសេរ color:sente ឬ color:gote។
