# Persian (fa) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

challenge-declined = { $who } چالش #{ $id } را رد کرد.

challenge-not-one-you-can = چالش #{ $id } از چالش‌هایی نیست که بتوانید اینجا { $verb ->
        [accept] بپذیرید
        [decline] رد کنید
       *[cancel] لغو کنید
    }.

challenge-none-to = اینجا چالشی نیست که بتوانید { $verb ->
        [accept] بپذیرید
        [decline] رد کنید
       *[cancel] لغو کنید
    }.

challenge-several = چند چالش وجود دارد: { $ids }. مشخص کنید کدام، مثلاً { $example }.

challenge-accept-own = نمی‌توانید چالش خودتان را بپذیرید.

challenge-accept-not-open = چالش #{ $id } اینجا برای شما باز نیست؛ فقط بازیکنِ دعوت‌شده می‌تواند آن را بپذیرد.

challenge-game-begins = بازی #{ $game } آغاز شد: نوبت شماست، { $who }.

challenge-game-starts = بازی #{ $game }: { $name } — { $white } ({ $white_side }) در برابر { $black } ({ $black_side })، { $rated ->
        [yes] رسمی
       *[no] غیررسمی
    }، { $time }{ $from }. نوبت { $first } است.

challenge-from-position = ، از موقعیت { $position }

challenge-yourself = نمی‌توانید خودتان را به چالش بکشید.

challenge-too-many-open = شما { $count } چالش باز دارید که بیشترین تعداد مجاز برای هر بازیکن است؛ ابتدا یکی را با { $cancel } لغو کنید (یا منتظر پاسخ‌ها بمانید).

challenge-too-many-to-one = شما همین حالا { $count } چالش باز به { $who } دارید؛ منتظر پاسخ بمانید یا یکی را با { $cancel } لغو کنید.

challenge-level-is-computers = level: قدرت رایانه است؛ با { $challenge } آن را به چالش بکشید.

challenge-computer-casual = بازی با رایانه غیررسمی است؛ rated:yes را حذف کنید.

challenge-position-casual = بازی از یک موقعیت انتخابی غیررسمی است؛ rated:yes را حذف کنید.

challenge-cancelled = چالش #{ $id } لغو شد.

challenge-posted = چالش #{ $id }: { $who } { $to } را به یک بازی { $rated ->
        [yes] رسمی
       *[no] غیررسمی
    } { $game }{ $options }{ $from } با کنترل زمان { $time } دعوت می‌کند. { $answer } (باز تا { $until }).

challenge-anyone = همهٔ حاضران

challenge-options = { " " }({ $options })

challenge-accept-button = پذیرفتن

challenge-decline-button = رد کردن
