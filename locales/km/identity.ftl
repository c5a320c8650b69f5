# Khmer (km) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

identity-no-code = មិនអាចបង្កើតកូដចៃដន្យបានទេ ({ $reason })។ សូមព្យាយាមម្ដងទៀត។

identity-status-one = អ្នកលេងជា { $handle } តែនៅលើ { $platform } ប៉ុណ្ណោះ។ { $link } ភ្ជាប់គណនីនៅលើវេទិកាផ្សេងទៀត៖ { $platforms }។

identity-status-many = អ្នកជាអ្នកលេងតែម្នាក់ ក្នុងនាមជា { $accounts }។

identity-account = { $handle } នៅលើ { $platform }

identity-accounts = { $first }, { $rest }

identity-on-it-already = អ្នកនៅលើ { $platform } រួចហើយ៖ សូមភ្ជាប់គណនីនៅលើវេទិកាផ្សេងទៀត។

identity-linked-already = គណនី { $platform } របស់អ្នក { $handle } ត្រូវបានភ្ជាប់រួចហើយ។ សូមប្រើ { $unlink } ជាមុនសិន។

identity-you-are-already = អ្នកគឺជា { $handle } នៅលើ { $platform } រួចហើយ។

identity-your-account = គណនី { $platform } របស់អ្នក

identity-your-account-named = គណនី { $platform } របស់អ្នក { $handle }

identity-send-code = ដើម្បីភ្ជាប់ សូមផ្ញើ { $send } ពី { $account } ក្នុងរយៈពេលមួយថ្ងៃ។ សូមរក្សាកូដនេះជាការសម្ងាត់៖ អ្នកណាផ្ញើវា នឹងក្លាយជាអ្នក។

identity-no-such-code = គ្មានការភ្ជាប់ណាមួយកំពុងរង់ចាំកូដ { $code } ទេ។ សូមស្នើម្ដងទៀតដោយ { $link } ពីគណនីផ្សេងទៀតរបស់អ្នក។

identity-code-lapsed = កូដ { $code } បានផុតកំណត់ (កូដមានសុពលភាពមួយថ្ងៃ)។ សូមស្នើម្ដងទៀតដោយ { $link } ពីគណនីផ្សេងទៀតរបស់អ្នក។

identity-code-elsewhere = កូដ { $code } ភ្ជាប់គណនី { $platform }៖ សូមផ្ញើវានៅទីនោះ។

identity-code-for-another = កូដ { $code } គឺសម្រាប់ { $handle } នៅលើ { $platform } មិនមែនសម្រាប់អ្នកទេ។

identity-one-already = គណនីទាំងនេះជាអ្នកលេងតែម្នាក់រួចហើយ។

identity-has-account-there = { $name } មានគណនី { $platform } រួចហើយ។

identity-have-met = គណនីទាំងនេះធ្លាប់លេងទល់គ្នា (ល្បែង #{ $game }) ដូច្នេះមិនអាចជាអ្នកលេងតែម្នាក់បានទេ។

identity-same-tournament = គណនីទាំងពីរលេងក្នុងការប្រកួត #{ $tournament } ដូច្នេះមិនអាចជាអ្នកលេងតែម្នាក់បានទេ។

identity-linked = បានភ្ជាប់៖ { $handle } នៅលើ { $platform } និង { $other_handle } នៅលើ { $other_platform } ឥឡូវជាអ្នកលេងតែម្នាក់។ ល្បែង ពិន្ទុចំណាត់ថ្នាក់ និងការប្រកួតរបស់អ្នក នៅជាប់នឹងអ្នកនៅលើវេទិកាទាំងពីរ។

identity-own-account = { $handle } នៅលើ { $platform } គឺជាគណនីផ្ទាល់របស់អ្នកលេងនេះ។ សូមប្រើ { $unlink } ដើម្បីផ្ដាច់គណនីផ្សេងទៀតចេញពីវា។

identity-unlinked = បានផ្ដាច់៖ { $handle } នៅលើ { $platform } នឹងចាប់ផ្ដើមថ្មីនៅពេលក្រោយ។ ល្បែង និងពិន្ទុចំណាត់ថ្នាក់របស់អ្នក នៅជាមួយអ្នកនៅទីនេះ។

identity-none-linked = គ្មានគណនី { $platform } ណាមួយត្រូវបានភ្ជាប់ជាមួយអ្នកទេ។
