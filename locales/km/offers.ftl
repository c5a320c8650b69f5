# Khmer (km) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

offer-draw-already = អ្នកបានសុំស្មើក្នុងល្បែងនេះរួចហើយ។ សូមរង់ចាំចម្លើយ។

offer-draw-blocked = សំណើសុំស្មើចុងក្រោយរបស់អ្នកត្រូវបានបដិសេធ។ អ្នកអាចសុំម្ដងទៀតបន្ទាប់ពីការដើរបន្ទាប់របស់អ្នក។

offer-draw-none-to-accept = គ្មានសំណើសុំស្មើពីគូប្រកួតរបស់អ្នកសម្រាប់ទទួលយកទេ។

offer-draw-none-to-decline = គ្មានសំណើសុំស្មើពីគូប្រកួតរបស់អ្នកសម្រាប់បដិសេធទេ។

offer-draw-declined = { $who } បដិសេធការស្មើក្នុងល្បែង #{ $game }។

offer-takeback-rated = ល្បែង #{ $game } គិតពិន្ទុ៖ មិនអាចដកការដើរវិញបានទេ។

offer-takeback-already = អ្នកបានស្នើរួចហើយ។ សូមរង់ចាំចម្លើយ។

offer-takeback-no-move = អ្នកគ្មានការដើរណាមួយសម្រាប់ដកវិញក្នុងល្បែង #{ $game } ទេ។

offer-takeback-none = គ្មានសំណើដកការដើរវិញពីគូប្រកួតរបស់អ្នកទេ។

offer-takeback-declined = { $who } បដិសេធការដកការដើរវិញក្នុងល្បែង #{ $game }។

offer-takeback-nothing = គ្មានការដើរណាមួយសម្រាប់ដកវិញទេ។

offer-takeback-not-a-move = ល្បែង #{ $game }៖ អាចដកវិញបានតែការដើរប៉ុណ្ណោះ ហើយ { $action } បានកើតឡើងបន្ទាប់ពីការដើរនោះ។
offer-made = { $who } { $what ->
        [draw] សុំស្មើ
       *[takeback] សុំដកការដើរចុងក្រោយរបស់ខ្លួនវិញ
    } ក្នុងល្បែង #{ $game }។ { $opponent } { $answer }
offer-draw-accept-button = ទទួលយកការស្មើ
offer-draw-decline-button = បដិសេធការស្មើ
offer-takeback-allow-button = អនុញ្ញាតឲ្យដកវិញ
offer-takeback-refuse-button = បដិសេធការដកវិញ
offer-taken-back = ល្បែង #{ $game }៖ បានដកវិញ { $count } ជំហាន។ { $next }។
