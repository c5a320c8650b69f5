# Arabic (ar) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

platform-answer-buttons = اضغط { $first } أو { $second }، أو أرسل { $yes } أو { $no }.
platform-answer-reactions = تفاعل بـ 👍 أو 👎، أو أرسل { $yes } أو { $no }.
platform-answer = أجب بـ { $yes } أو { $no }.
platform-no-game = لا توجد مباراة #{ $id }.
platform-game-title = { $white } ضد { $black } — { $game } #{ $id }
platform-drop-label = إسقاط { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = قطعة
platform-pass-label = تمرير
platform-edit-ignored = { $who }: لا تُنفَّذ التعديلات: الأمر الذي عدّلته نُفِّذ من قبل. أرسل الأمر المصحَّح في رسالة جديدة.
platform-pick-move = اختر نقلة
console-greeting = وحدة تحكم Tabiya: اكتب { $form }، مثلًا { $example }، أو { $help }.
