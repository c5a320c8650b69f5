# Persian (fa) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }، { $item }
race-then = { $first } { $then }

race-cowries-failed = پرتاب صدف‌ها ممکن نشد ({ $reason })؛ دوباره تلاش کنید.
race-no-such-rule = اشتاپادا گزینهٔ قانونی به نام { $option } ندارد؛ گزینه‌های آن play-on (بقیه برای رتبه‌ها بازی را ادامه می‌دهند) و grace (پرتابی دیگر پس از 4 یا 8) هستند.
race-invite-yourself = نمی‌توانید خودتان را دعوت کنید.
race-named-twice = نام { $who } دو بار آمده است.
race-computer-seats = مسابقه چهار جایگاه دارد: رایانه حداکثر سه جایگاه را می‌گیرد.

race-invites = مسابقهٔ #{ $id }: { $who } { $invited } را به اشتاپادا دعوت می‌کند، { $days } روز برای هر اقدام.
race-invites-with-rules = مسابقهٔ #{ $id }: { $who } { $invited } را به اشتاپادا دعوت می‌کند، { $days } روز برای هر اقدام، با { $rules }.
race-seats-in-order = جایگاه‌ها به ترتیب پیوستن داده می‌شوند: { $join } (یا { $decline })؛ مسابقه وقتی آغاز می‌شود که همه پاسخ داده باشند.
race-and = { $list } و { $item }

race-not-invited = شما به مسابقهٔ #{ $id } دعوت نشده‌اید.
race-seated-already = شما از قبل در مسابقهٔ #{ $id } جایگاه دارید.
race-joins = { $who } به مسابقهٔ #{ $id } پیوست.
race-declines = { $who } مسابقهٔ #{ $id } را رد کرد.
race-nobody-left = { $said } کس دیگری برای بازی نمانده است: مسابقهٔ #{ $id } لغو شد.
race-seat = { $who } ({ $seat }، از { $from })
race-begins = { $said } مسابقهٔ #{ $id } آغاز شد: { $order }. { $who } اول پرتاب می‌کند: { $throw }.
race-only-proposer-cancels = فقط بازیکنی که مسابقهٔ #{ $id } را پیشنهاد داده می‌تواند آن را لغو کند؛ { $decline } جایگاه را رد می‌کند.
race-called-off = مسابقهٔ #{ $id } را { $who } لغو کرد.

race-thrown-already = مسابقهٔ #{ $id }: شما قبلاً پرتاب کرده‌اید؛ یک مهره را حرکت دهید ({ $moves }).
race-refused = مسابقهٔ #{ $id }: { $reason }
race-throws = مسابقهٔ #{ $id }: { $who } عدد { $value } آورد ({ $openings } صدف باز).
race-turn-passes = هیچ مهره‌ای نمی‌تواند حرکت کند: نوبت می‌گذرد.
race-move-with = با { $moves } حرکت دهید.
race-not-a-piece = مسابقهٔ #{ $id }: { $text } مهره نیست: بنویسید enter، یک خانه (c3)، یا c3x2 برای حرکت هم‌زمان دو مهرهٔ یک جفت.
race-throw-first = مسابقهٔ #{ $id }: اول پرتاب کنید ({ $throw }).
race-illegal = مسابقهٔ #{ $id }: { $reason }؛ حرکت‌های ممکن: { $moves }.
race-moved = مسابقهٔ #{ $id }: { $moved }

race-over-places = مسابقهٔ #{ $id } تمام شد: { $winner } برنده شد؛ سپس { $rest }.
race-over-winner = مسابقهٔ #{ $id } تمام شد: { $winner } برنده شد.
race-over = مسابقهٔ #{ $id } تمام شد.
race-to-move = نوبت حرکت { $who } است.
race-to-throw = نوبت پرتاب { $who } است.

race-events = { $events }.
race-enters = یک مهره در { $to } وارد شد
race-advances = { $count ->
        [one] یک مهره
       *[other] دو مهره
    } { $from } → { $to }
race-captures = با گرفتن { $count ->
        [one] یک مهره
       *[other] { $count } مهره
    } از { $who }
race-home = به خانه رسید

race-no-seat = شما در مسابقهٔ #{ $id } جایگاهی ندارید.
race-timed-out-already = شما وقتی زمانتان تمام شد، مسابقهٔ #{ $id } را ترک کردید.
race-not-your-turn = مسابقهٔ #{ $id }: نوبت { $who } است.
race-no-such = مسابقهٔ #{ $id } وجود ندارد.
race-not-begun = مسابقهٔ #{ $id } هنوز آغاز نشده است: ابتدا همهٔ دعوت‌شدگان باید پاسخ دهند.
race-begun = مسابقهٔ #{ $id } آغاز شده است.
race-none-waiting = هیچ مسابقه‌ای اینجا منتظر شما نیست. { $challenge } یکی را باز می‌کند.
race-none-here = شما اینجا مسابقه‌ای ندارید. { $challenge } یکی را باز می‌کند.
race-several = شما اینجا چند مسابقه دارید: { $races }. race:ID را اضافه کنید.
race-number = #{ $id }
race-unreadable = مسابقهٔ #{ $id }: رکورد آن در اقدام { $action } خوانده نمی‌شود.
race-unreplayable = مسابقهٔ #{ $id }: رکورد آن در اقدام { $action } بازپخش نمی‌شود: { $reason }.
race-board-title = مسابقهٔ #{ $id } — اشتاپادا
race-board-state = { $home } به خانه رسیده، { $off } منتظر ورود
race-board-finished = تمام کرد، رتبهٔ { $place }
race-board-left = مسابقه را ترک کرد
race-board-threw = { $name } عدد { $value } آورد
race-board-open = { $up } صدف باز: { $value ->
        [one] { $value } خانه
       *[other] { $value } خانه
    }
race-alt-board = { $title }. صفحهٔ اشتاپادا.
race-alt-shape = { $shape ->
        [circle] دایره
        [square] مربع
        [triangle] مثلث
       *[diamond] لوزی
    }
race-alt-seat = { $name } ({ $shape }، حرف { $letter }): { $pieces }؛ { $home } مهره به خانه رسیده، { $off } مهره منتظر ورود.
race-alt-seat-left = { $name } ({ $shape }، حرف { $letter }): مسابقه را ترک کرد.
race-alt-on = در { $squares }
race-alt-nowhere = هیچ مهره‌ای روی صفحه نیست
race-alt-double = { $square } ({ $count } مهرهٔ روی هم)
race-alt-throw = آخرین پرتاب: { $name }، { $up } صدف باز، { $value } خانه.
race-alt-to-play = نوبت { $name }.

race-reminder = { $who }: { $left } برای اقدام در مسابقهٔ #{ $id } باقی مانده است.
race-lapsed = مسابقهٔ #{ $id } منقضی شد: همهٔ دعوت‌شدگان ظرف { $days } روز پاسخ ندادند.
race-ran-out = مسابقهٔ #{ $id }: وقت { $who } تمام شد و با مهره‌هایش از مسابقه بیرون می‌رود.

race-line-open = مسابقهٔ #{ $id } اشتاپادا: در انتظار پیوستن همه
race-line = مسابقهٔ #{ $id } اشتاپادا: { $turn }
race-line-timed = مسابقهٔ #{ $id } اشتاپادا: { $turn }، { $left } باقی مانده
race-your-move = نوبت حرکت شما
race-your-throw = نوبت پرتاب شما
race-their-turn = نوبت دیگری
