# Hindi (hi) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

platform-answer-buttons = { $first } या { $second } दबाएँ, या { $yes } या { $no } भेजें।
platform-answer-reactions = 👍 या 👎 से प्रतिक्रिया दें, या { $yes } या { $no } भेजें।
platform-answer = { $yes } या { $no } से जवाब दें।
platform-no-game = खेल #{ $id } मौजूद नहीं है।
platform-game-title = { $white } बनाम { $black } — { $game } #{ $id }
platform-drop-label = { $piece } रखें
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = मोहरा
platform-pass-label = पास
platform-edit-ignored = { $who }: संपादित संदेशों पर अमल नहीं होता: जिस कमांड को आपने संपादित किया, वह पहले ही पूरा हो चुका था। सुधरा हुआ कमांड नए संदेश में भेजें।
platform-pick-move = चाल चुनें
console-greeting = Tabiya कंसोल: { $form } लिखें, जैसे { $example }, या { $help }।
