# Khmer (km) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.

scheduler-reminder = { $who }៖ នៅសល់ { $left } សម្រាប់ការដើររបស់អ្នកក្នុងល្បែង #{ $id }។
scheduler-forfeit = ល្បែង #{ $id } បានបញ្ចប់៖ { $who } មិនដែលដើរសោះ ហើយចាញ់; { $result }។
scheduler-aborted = ល្បែង #{ $id } ត្រូវបានបោះបង់៖ { $who } មិនដែលដើរជំហានដំបូងទេ។
scheduler-timeout = ល្បែង #{ $id } បានបញ្ចប់៖ { $who } អស់ពេល; { $verdict }។
scheduler-timeout-rated = ល្បែង #{ $id } បានបញ្ចប់៖ { $who } អស់ពេល; { $verdict }។ { $ratings }
scheduler-digest = សេចក្ដីសង្ខេបប្រចាំថ្ងៃរបស់អ្នក { $who }៖ ដល់វេនអ្នកដើរក្នុង { $count } ល្បែង។
    { $games }
scheduler-digest-line = #{ $id } { $game } ទល់នឹង { $who } — នៅសល់ { $left }
scheduler-challenge-lapsed = { $who }៖ ការប្រជែង #{ $id } ({ $game }) បានផុតកំណត់ ដោយគ្មានចម្លើយ។
