# Burmese (my) — the scheduler's notices: reminders, timeouts, digests, lapsed challenges.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

scheduler-reminder = { $who }: ပွဲ #{ $id } တွင် သင့်ရွှေ့ကွက်အတွက် { $left } ကျန်သည်။
scheduler-forfeit = ပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $who } လုံးဝ မရွှေ့ခဲ့၍ ရှုံးသည်၊ { $result }။
scheduler-aborted = ပွဲ #{ $id } ကို ဖျက်သိမ်းလိုက်သည်: { $who } ပထမရွှေ့ကွက် မရွှေ့ခဲ့ပါ။
scheduler-timeout = ပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $who } အချိန်ကုန်သွားသည်၊ { $verdict }။
scheduler-timeout-rated = ပွဲ #{ $id } ပြီးဆုံးပါပြီ: { $who } အချိန်ကုန်သွားသည်၊ { $verdict }။ { $ratings }
scheduler-digest = { $who } ၏ နေ့စဉ် အနှစ်ချုပ်: ပွဲ { $count } ပွဲတွင် သင့်အလှည့် ဖြစ်သည်။
    { $games }
scheduler-digest-line = #{ $id } { $game } ({ $who } နှင့်) — { $left } ကျန်သည်
scheduler-challenge-lapsed = { $who }: စိန်ခေါ်မှု #{ $id } ({ $game }) ကို မဖြေဘဲ သက်တမ်း ကုန်သွားပါပြီ။
