# Arabic (ar) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

offer-draw-already = لقد عرضت التعادل في هذه المباراة بالفعل؛ انتظر الرد.

offer-draw-blocked = رُفض آخر عرض تعادل قدّمته؛ يمكنك العرض مجددًا بعد نقلتك التالية.

offer-draw-none-to-accept = لا يوجد عرض تعادل من خصمك لتقبله.

offer-draw-none-to-decline = لا يوجد عرض تعادل من خصمك لترفضه.

offer-draw-declined = رفض { $who } التعادل في المباراة #{ $game }.

offer-takeback-rated = المباراة #{ $game } مقيّمة: لا يمكن التراجع عن النقلات.

offer-takeback-already = لقد طلبت ذلك بالفعل؛ انتظر الرد.

offer-takeback-no-move = ليست لديك نقلة للتراجع عنها في المباراة #{ $game }.

offer-takeback-none = لا يوجد طلب تراجع من خصمك.

offer-takeback-declined = رفض { $who } التراجع في المباراة #{ $game }.

offer-takeback-nothing = لا توجد نقلة للتراجع عنها.

offer-takeback-not-a-move = المباراة #{ $game }: لا يمكن التراجع إلا عن النقلات، وقد جاء { $action } بعد آخر نقلة.

offer-made = { $what ->
        [draw] يعرض { $who } التعادل
       *[takeback] يطلب { $who } التراجع عن نقلته الأخيرة
    } في المباراة #{ $game }، { $opponent }. { $answer }

offer-draw-accept-button = قبول التعادل

offer-draw-decline-button = رفض التعادل

offer-takeback-allow-button = السماح بالتراجع

offer-takeback-refuse-button = رفض التراجع

offer-taken-back = المباراة #{ $game }: { $count ->
        [one] تم التراجع عن نقلة واحدة
        [two] تم التراجع عن نقلتين
        [few] تم التراجع عن { $count } نقلات
        [many] تم التراجع عن { $count } نقلة
       *[other] تم التراجع عن { $count } نقلة
    }. { $next }.
