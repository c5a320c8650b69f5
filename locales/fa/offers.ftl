# Persian (fa) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

offer-draw-already = شما در این بازی قبلاً پیشنهاد مساوی داده‌اید؛ منتظر پاسخ بمانید.

offer-draw-blocked = آخرین پیشنهاد مساوی شما رد شد؛ پس از حرکت بعدی‌تان می‌توانید دوباره پیشنهاد دهید.

offer-draw-none-to-accept = پیشنهاد مساوی‌ای از حریف شما برای پذیرفتن وجود ندارد.

offer-draw-none-to-decline = پیشنهاد مساوی‌ای از حریف شما برای رد کردن وجود ندارد.

offer-draw-declined = { $who } پیشنهاد مساوی در بازی #{ $game } را رد کرد.

offer-takeback-rated = بازی #{ $game } رسمی است: حرکت‌ها را نمی‌توان پس گرفت.

offer-takeback-already = شما قبلاً درخواست داده‌اید؛ منتظر پاسخ بمانید.

offer-takeback-no-move = در بازی #{ $game } حرکتی ندارید که پس بگیرید.

offer-takeback-none = درخواست پس گرفتن حرکتی از حریف شما وجود ندارد.

offer-takeback-declined = { $who } درخواست پس گرفتن حرکت در بازی #{ $game } را رد کرد.

offer-takeback-nothing = حرکتی برای پس گرفتن وجود ندارد.

offer-takeback-not-a-move = بازی #{ $game }: فقط حرکت‌ها را می‌توان پس گرفت، و پس از آخرین حرکت { $action } ثبت شده است.

offer-made = { $who } در بازی #{ $game } { $what ->
        [draw] پیشنهاد مساوی می‌دهد
       *[takeback] درخواست می‌کند آخرین حرکتش را پس بگیرد
    }، { $opponent }. { $answer }

offer-draw-accept-button = پذیرفتن مساوی

offer-draw-decline-button = رد مساوی

offer-takeback-allow-button = اجازهٔ پس گرفتن

offer-takeback-refuse-button = رد پس گرفتن

offer-taken-back = بازی #{ $game }: { $count } حرکت پس گرفته شد. { $next }.
