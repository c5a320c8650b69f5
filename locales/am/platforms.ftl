# Amharic (am) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

platform-answer-buttons = { $first } ወይም { $second } ይጫኑ፣ ወይም { $yes } ወይም { $no } ይላኩ።
platform-answer-reactions = በ👍 ወይም በ👎 ምላሽ ይስጡ፣ ወይም { $yes } ወይም { $no } ይላኩ።
platform-answer = { $yes } ወይም { $no } በመላክ ይመልሱ።
platform-no-game = ጨዋታ #{ $id } የለም።
platform-game-title = { $white } ከ { $black } — { $game } #{ $id }
platform-drop-label = { $piece } ማስቀመጥ
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = ጠጠር
platform-pass-label = ተራ ማሳለፍ
platform-edit-ignored = { $who }: የተስተካከሉ ትዕዛዞች አይፈጸሙም፤ ያስተካከሉት ትዕዛዝ አስቀድሞ ተፈጽሟል። የታረመውን ትዕዛዝ እንደ አዲስ መልዕክት ይላኩ።
platform-pick-move = እንቅስቃሴ ይምረጡ
console-greeting = የTabiya ኮንሶል: { $form } ብለው ይጻፉ፣ ለምሳሌ { $example }፣ ወይም { $help }።
