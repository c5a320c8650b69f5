# Persian (fa) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

tournament-title = تورنمنت #{ $id }
tournament-title-named = تورنمنت #{ $id } «{ $name }»

tournament-per-move = { $days } روز برای هر حرکت

tournament-too-many = این کانال همین حالا { $running } تورنمنت در حال ثبت‌نام یا برگزاری دارد که بیشترین تعداد مجاز است؛ وقتی یکی از آن‌ها تمام شد، تورنمنت تازه‌ای بسازید.

tournament-vacation-cap = { " " }مرخصی: حداکثر { $days } روز برای هر بازیکن.
tournament-until = { " " }(تا { $time })
tournament-standard-rules = قوانین استاندارد
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: تورنمنت سوئیسی با { $rounds ->
        [0] تعداد دوری متناسب با شمار شرکت‌کنندگان
       *[other] { $rounds } دور
    } در { $game }، { $rules }، { $per_move }، { $rated ->
        [yes] رسمی
       *[no] غیررسمی
    }، حداکثر { $size } بازیکن، برگزارکننده: { $organizer }. جفت‌بندی با سیستم هلندی فیده، دور به دور؛ هر دور حداکثر { $round_days } روز طول می‌کشد و بازی‌ای که تا آن زمان تمام نشده باشد مساوی حساب می‌شود.{ $cap } برای شرکت از { $join } استفاده کنید{ $until }؛ برگزارکننده آن را با { $start } آغاز می‌کند.

tournament-created-round-robin = { $name }: تورنمنت همه با همه ({ $cycles ->
        [2] دو دور، رفت و برگشت
       *[other] یک دور
    }) در { $game }{ $options }، { $per_move }، { $rated ->
        [yes] رسمی
       *[no] غیررسمی
    }، حداکثر { $size } بازیکن، برگزارکننده: { $organizer }. برای شرکت از { $join } استفاده کنید{ $until }؛ برگزارکننده آن را با { $start } آغاز می‌کند.{ $cap }

tournament-not-taking = { $name } بازیکن نمی‌پذیرد.
tournament-registration-closed-at = ثبت‌نام { $name } در { $time } بسته شد.
tournament-full = { $name } پر است ({ $count } بازیکن).
tournament-already-in = شما از قبل در { $name } هستید.
tournament-joins = { $who } به { $name } پیوست ({ $count } بازیکن).
tournament-started-withdraw = { $name } آغاز شده است؛ { $withdraw } شما را از آن خارج می‌کند (بازی‌های انجام‌نشده‌تان واگذار می‌شوند).
tournament-you-are-not-in = شما در { $name } نیستید.
tournament-leaves = { $who } از { $name } خارج شد.
tournament-already-started = { $name } قبلاً آغاز شده است.
tournament-has-started = { $name } آغاز شد.
tournament-open-again = ثبت‌نام { $name } دوباره باز است: { $join }.
tournament-closed = ثبت‌نام { $name } بسته است.

tournament-organizer-only = فقط برگزارکننده، { $organizer }، می‌تواند { $action ->
        [start] { $name } را آغاز کند
        [open] ثبت‌نام { $name } را باز کند
        [close] ثبت‌نام { $name } را ببندد
        [replace] در { $name } بازیکنی را جایگزین کند
        [pause] { $name } را متوقف کند
        [resume] { $name } را از سر بگیرد
        [adjudicate] در { $name } رأی داوری بدهد
        [withdraw] بازیکن دیگری را از { $name } خارج کند
       *[cancel] { $name } را لغو کند
    }.

tournament-not-started-replace = { $name } هنوز آغاز نشده است؛ بازیکنان خودشان می‌پیوندند و خارج می‌شوند.
tournament-not-playing = { $who } در { $name } بازی نمی‌کند.
tournament-already-has = { $who } از قبل در { $name } است.
tournament-replaces = { $new } در { $name } جای { $old } را می‌گیرد: جایگاه و { $moved } بازی ناتمام؛ بازی‌های تمام‌شده همچنان حساب می‌شوند.

tournament-not-running = { $name } در جریان نیست.
tournament-game-missing = بازی #{ $game } از { $name } در پایگاه داده نیست؛ چیزی تغییر نکرد.
tournament-paused = { $name } متوقف شد: ساعت‌های { $stopped } بازی متوقف شد؛ حرکت‌ها تا وقتی برگزارکننده آن را از سر بگیرد منتظر می‌مانند.
tournament-not-paused = { $name } متوقف نیست.
tournament-missing = { $name } در پایگاه داده نیست.
tournament-resumes = { $name } از سر گرفته شد: { $count ->
        [one] ساعت { $count } بازی با زمانی که برایش مانده بود دوباره به کار افتاد.
       *[other] ساعت‌های { $count } بازی، هر کدام با زمانی که برایش مانده بود، دوباره به کار افتادند.
    }

tournament-which-game = کدام بازی؟ { $usage }
tournament-not-its-game = بازی #{ $game } از بازی‌های { $name } نیست.
tournament-no-such-game = بازی #{ $game } وجود ندارد.
tournament-game-over = بازی #{ $game } تمام شده است.
tournament-adjudicated = بازی #{ $game } تمام شد: { $result } با رأی داور ({ $name }).
tournament-adjudicated-rated = بازی #{ $game } تمام شد: { $result } با رأی داور ({ $name }). { $ratings }
tournament-not-in = { $who } در { $name } نیست.
tournament-already-over = { $name } قبلاً تمام شده است.
tournament-cancelled = { $name } لغو شد{ $aborted ->
        [0] {""}
       *[other] ؛ { $aborted } بازی در جریان نیز لغو شد
    }.

tournament-no-such = تورنمنت #{ $id } وجود ندارد.
tournament-none-here = اینجا تورنمنتی نیست؛ { $create } یکی را باز می‌کند.
tournament-several = چند تورنمنت اینجا در جریان است: { $ids }. شمارهٔ آن را اضافه کنید.

tournament-too-few = { $name } برای آغاز دست‌کم به 3 بازیکن نیاز دارد؛ اکنون { $count } بازیکن دارد.
tournament-too-few-swiss = { $name } برای آغاز سوئیسی دست‌کم به 4 بازیکن نیاز دارد؛ اکنون { $count } بازیکن دارد.
tournament-starts = { $name } آغاز شد: { $players } بازیکن، { $games } بازی، همه هم‌زمان آغاز شدند ({ $per_move }). شماره‌های شروع: { $numbers }. { $pairings } بازی‌ها را فهرست می‌کند؛ { $mine } بازی‌های شما را نشان می‌دهد.
tournament-starts-swiss =
    { $name } آغاز شد: سوئیسی در { $rounds } دور{ $note } برای { $players } بازیکن، { $per_move }. شماره‌های شروع: { $numbers }.
    { $first }
tournament-rounds-capped = { " " }({ $asked } دور درخواست شده بود؛ { $players } بازیکن حداکثر { $most } دور می‌توانند بازی کنند)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = شما در تورنمنت در جریانی با شمارهٔ #{ $id } بازی نمی‌کنید.
tournament-mine-none = شما در هیچ تورنمنت در جریانی بازی نمی‌کنید.
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ، دور { $round } از { $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— متوقف
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(دور { $left } دیگر تمام می‌شود)
tournament-mine-game = { "  " }#{ $game } دور { $round } در برابر { $opponent } ({ $side }): { $turn ->
        [mine] نوبت شما
       *[theirs] نوبت حریف
    }{ $left }
tournament-mine-left = ، { $left } باقی مانده
tournament-mine-bye = { "  " }استراحت در این دور (یک امتیاز)
tournament-mine-waiting = { "  " }بازی در جریانی نیست: در انتظار دور بعد

tournament-unpairable =
    { $name } پس از دور { $round } پایان یافت: جفت‌بندی دور { $next } ممکن نیست ({ $why }). جدول نهایی:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = استراحت (یک امتیاز): { $who } ({ $number })
tournament-round =
    { $name }، دور { $round } از { $rounds }، تا { $until }:
    { $lines }
tournament-game-begins = بازی #{ $game } ({ $name }، دور { $round }) آغاز شد: نوبت شماست، { $who }.
tournament-round-deadline = بازی #{ $game } تمام شد: مهلت دور { $round } از { $name } به پایان رسید؛ بازی مساوی حساب می‌شود.

tournament-already-withdrawn = { $who } قبلاً کناره‌گیری کرده است.
tournament-over = { $name } تمام شده است.
tournament-withdraws = { $who } از { $name } کناره‌گیری کرد؛ { $count } بازی انجام‌نشده واگذار شد.
tournament-final =
    { $name } تمام شد. جدول نهایی:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (بوخهولتس منهای یک { $bc1 }، بوخهولتس میانه { $median }، SB { $sb }، امتیاز تجمعی { $progressive }){ $withdrew ->
        [yes] ، کناره‌گیری کرد
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }، { $wins } برد){ $withdrew ->
        [yes] ، کناره‌گیری کرد
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } هنوز آغاز نشده است.
tournament-registered = { $name } هنوز آغاز نشده است؛ { $count } بازیکن ثبت‌نام کرده‌اند: { $names }.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = جدول نهایی
tournament-state-cancelled = لغو شده
tournament-state-playing = { $count } بازی هنوز در جریان است
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = دور { $round }:{ $items }
tournament-pairings-bye = { " " }استراحت: { $who }؛
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result }؛
tournament-result-forfeit = { $result } (واگذاری)
tournament-result-in-play = در جریان

## The crosstable's picture: its columns and its words.
tournament-chart-player = بازیکن
tournament-chart-points = امتیاز
tournament-chart-tiebreak = امتیاز فرعی
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ؛ { $rank }. { $name } (شمارهٔ شروع { $number }): { $points } امتیاز، { $tiebreak }
