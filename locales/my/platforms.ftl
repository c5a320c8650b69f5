# Burmese (my) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/my/*.ftl) and open a pull request.

platform-answer-buttons = { $first } သို့မဟုတ် { $second } ကို နှိပ်ပါ၊ သို့မဟုတ် { $yes } သို့မဟုတ် { $no } ကို ပို့ပါ။
platform-answer-reactions = 👍 သို့မဟုတ် 👎 ဖြင့် တုံ့ပြန်ပါ၊ သို့မဟုတ် { $yes } သို့မဟုတ် { $no } ကို ပို့ပါ။
platform-answer = { $yes } သို့မဟုတ် { $no } ဖြင့် ဖြေပါ။
platform-no-game = ပွဲ #{ $id } မရှိပါ။
platform-game-title = { $white } နှင့် { $black } — { $game } #{ $id }
platform-drop-label = { $piece } ချရန်
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = အရုပ်
platform-pass-label = ကျော်ရန်
platform-edit-ignored = { $who }: ပြင်ဆင်မှုများကို မဆောင်ရွက်ပါ: သင်ပြင်ဆင်ခဲ့သော အမိန့်ကို ဆောင်ရွက်ပြီး ဖြစ်သည်။ ပြင်ထားသော အမိန့်ကို မက်ဆေ့ချ်အသစ်အဖြစ် ပို့ပါ။
platform-pick-move = ရွှေ့ကွက် ရွေးရန်
console-greeting = Tabiya ကွန်ဆိုးလ်: { $form } ဟု ရိုက်ထည့်ပါ၊ ဥပမာ { $example }၊ သို့မဟုတ် { $help }။
