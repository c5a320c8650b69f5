# Khmer (km) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

account-settings = ការកំណត់របស់អ្នក៖ set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }។

account-next-digest = {" "}(សេចក្ដីសង្ខេបបន្ទាប់ { $time })

account-next-digest-on = {" "}(សេចក្ដីសង្ខេបបន្ទាប់ { $time } ជាសារផ្ទាល់នៅលើ { $platform })

account-vacation-left = នៅសល់ថ្ងៃឈប់សម្រាក { $days } ថ្ងៃ ក្នុងឆ្នាំ { $year }

account-vacation-until = អ្នកកំពុងឈប់សម្រាករហូតដល់ { $time }។ ប្រើ { $end } ដើម្បីត្រឡប់មកវិញមុនកំណត់។ { $left }។

account-vacation-none = { $left }។ { $start } ផ្អាកនាឡិកានៃល្បែងទាំងអស់របស់អ្នក។

account-vacation-already = អ្នកកំពុងឈប់សម្រាករួចហើយ រហូតដល់ { $time }។ សូមប្រើ { $end } ជាមុនសិន ដើម្បីចាប់ផ្ដើមការឈប់សម្រាកថ្មី។

account-vacation-too-long = ការឈប់សម្រាក { $days } ថ្ងៃ គឺលើសពីថ្ងៃដែលអ្នកមាន៖ { $left }។

account-vacation-started = ឈប់សម្រាករហូតដល់ { $time }៖ { $paused ->
        [0] ឥឡូវនេះគ្មានល្បែងណាកំពុងរង់ចាំអ្នកទេ
        [1] នាឡិកានៃល្បែងដែលកំពុងរង់ចាំអ្នក ត្រូវបានផ្អាក
       *[other] នាឡិកានៃល្បែងទាំង { $paused } របស់អ្នកដែលកំពុងរង់ចាំអ្នក ត្រូវបានផ្អាក
    } ហើយល្បែងដែលដល់វេនអ្នក នឹងរង់ចាំរហូតដល់អ្នកត្រឡប់មកវិញ។ { $left }។

account-not-on-vacation = អ្នកមិនមែនកំពុងឈប់សម្រាកទេ។

account-vacation-ended = { $resumed ->
        [0] សូមស្វាគមន៍ការត្រឡប់មកវិញ
        [1] សូមស្វាគមន៍ការត្រឡប់មកវិញ៖ នាឡិកានៃល្បែងរបស់អ្នកដើរឡើងវិញហើយ
       *[other] សូមស្វាគមន៍ការត្រឡប់មកវិញ៖ នាឡិកានៃល្បែងទាំង { $resumed } របស់អ្នកដើរឡើងវិញហើយ
    }។ { $left }។

account-away = { $who } កំពុងឈប់សម្រាករហូតដល់ { $time }៖ នាឡិកានៃល្បែង #{ $game } កំពុងរង់ចាំ។

account-away-capped = { $who } កំពុងឈប់សម្រាករហូតដល់ { $time }៖ នាឡិកានៃល្បែង #{ $game } រង់ចាំរហូតដល់ { $cap } (ដែនកំណត់ថ្ងៃឈប់សម្រាករបស់ការប្រកួត)។

account-back = { $who } បានត្រឡប់មកវិញហើយ៖ នាឡិកានៃល្បែង #{ $game } ដើរឡើងវិញ។

account-channel-language = ចាប់ពីពេលនេះតទៅ សារដែលបង្ហោះក្នុងឆានែលនេះនឹងត្រូវសរសេរជាភាសា { $language }។

account-channel-language-moderators = មានតែអ្នកសម្របសម្រួលនៃឆានែលនេះទេ ដែលអាចជ្រើសរើសភាសារបស់ឆានែលបាន។
