# Persian (fa) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

platform-answer-buttons = { $first } یا { $second } را بزنید، یا { $yes } یا { $no } را بفرستید.
platform-answer-reactions = با 👍 یا 👎 واکنش نشان دهید، یا { $yes } یا { $no } را بفرستید.
platform-answer = با { $yes } یا { $no } پاسخ دهید.
platform-no-game = بازی #{ $id } وجود ندارد.
platform-game-title = { $white } در برابر { $black } — { $game } #{ $id }
platform-drop-label = گذاشتن { $piece }
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = مهره
platform-pass-label = پاس
platform-edit-ignored = { $who }: ویرایش‌ها اجرا نمی‌شوند: فرمانی که ویرایش کردید پیش‌تر انجام شده است. فرمان اصلاح‌شده را در پیامی تازه بفرستید.
platform-pick-move = انتخاب حرکت
console-greeting = کنسول Tabiya: { $form } را تایپ کنید، مثلاً { $example }، یا { $help }.
