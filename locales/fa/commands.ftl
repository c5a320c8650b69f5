# Persian (fa) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] تورنمنت
       *[arrangement] چیدمان
    } به یک نام نیاز دارد.
command-name-too-long = نام { $what ->
        [tournament] تورنمنت
       *[arrangement] چیدمان
    } حداکثر { $most } نویسه از متن ساده است؛ { $name } این‌طور نیست.
command-slash = فرمان‌ها با / شروع می‌شوند، مثلاً { $help }.
command-record-too-long = این رکورد { $length } نویسه دارد؛ { $command } حداکثر { $most } نویسه را می‌خواند.
command-too-long = این فرمان { $length } نویسه دارد؛ هر فرمان حداکثر { $most } نویسه است.
command-handle-too-long = @{ $handle } بازیکن نیست: نام کاربری حداکثر { $most } نویسه است.
command-unknown = فرمان { $command } وجود ندارد؛ { $help } فهرست فرمان‌ها را نشان می‌دهد.

command-race-players = اشتاپادا برای دو تا چهار نفر است: { $usage }
command-race-no-option = اشتاپادا گزینهٔ { $option }: را نمی‌پذیرد (مسابقه است و غیررسمی بازی می‌شود).
command-race-days = days:{ $days }؟ روزهای هر اقدام می‌تواند 1، 2، 3، 5، 7، 10 یا 14 باشد.
command-one-opponent = فقط اشتاپادا برای بیش از دو نفر است؛ چالش باید تنها یک بازیکن (@name) را نام ببرد.
command-vacation-both = یا { $start } یا { $end }، نه هر دو.

command-tournament-option = { $command } گزینهٔ { $option } را نمی‌پذیرد؛ { $help } می‌گوید کدام گزینه با کدام فرمان می‌آید.
command-tournament-game = کدام بازی؟ { $usage }
command-tournament-both = تورنمنت یا سوئیسی است یا همه با همه (یک یا دو دور)، نه هر دو.
command-tournament-deadline = deadline: تعداد روزهایی است که یک دور سوئیسی می‌تواند طول بکشد؛ تورنمنت همه با همه دوری ندارد که منتظرش بمانید.
command-tournament-size-swiss = size:{ $size }؟ تورنمنت سوئیسی 4 تا 128 بازیکن می‌پذیرد.
command-tournament-size-round-robin = size:{ $size }؟ تورنمنت همه با همه 3 تا 16 بازیکن می‌پذیرد.
command-usage = { $usage }

command-place-what = چه چیزی گذاشته شود؟ مثلاً { $example }، یا { $saved }
command-place-both = یا جای‌گذاری‌ها یا saved:NAME، نه هر دو.
command-arrangement-name = { $usage } — نامی برایش بگذارید، سپس جای‌گذاری‌ها را فهرست کنید.
command-arrangement-pieces = { $usage } — و جای‌گذاری‌ها، مثلاً K@e2 F@d2 …
command-link-usage = { $ask } برای درخواست، { $confirm } برای تأیید از حساب دیگر، { $status } برای دیدن حساب‌هایتان.

command-not-days = { $what }:{ $value } تعداد روز نیست
command-cap-alone = cap: فقط همراه زمان فیشر می‌آید، مانند days:7+2
command-days-offered = days:{ $days } ارائه نمی‌شود؛ یکی از 1، 2، 3، 5، 7، 10، 14 را انتخاب کنید (یا زمان فیشر: days:7+2)
command-fischer-range = days:{ $days } — زمان فیشر 1 تا 60 روز اولیه به‌علاوهٔ 1 تا 14 روز برای هر حرکت است، مثلاً days:7+2
command-cap-range = cap:{ $cap } — سقف دست‌کم برابر { $initial } روز اولیه و حداکثر 90 است

command-or-list = { $init } یا { $last }
command-and-list = { $init } و { $last }
command-no-game = بازی { $game } وجود ندارد؛ بازی‌های موجود: { $games }.
command-name-player = { $what }؟ بازیکن را به شکل @name نام ببرید.
command-not-a-number = { $number } عدد نیست؛ نمونه: 12 یا #12.
command-number-range = { $what }؟ { $about }: { $min } تا { $max }.
command-choose = { $what }؟ یکی را انتخاب کنید: { $choices }.
command-yes-no = { $option }:{ $value }؟ بنویسید { $option }:yes یا { $option }:no.
command-needs-text = { $option }: به متن نیاز دارد، مثلاً { $option }:{ $example }.
command-twice = { $option } دو بار آمده است؛ { $command } فقط یکی می‌پذیرد.
command-no-such-option = { $command } گزینهٔ { $option } ندارد؛ گزینه‌های آن: { $options }.
command-expected = { $command }؟ انتظار می‌رفت: { $expected }.
command-nothing-more = { $command } چیزی جز نام خودش نمی‌پذیرد؛ { $word }؟
command-written = { $typed }؟ شکل درست آن: { $usage }
command-needs = { $command } به { $what } نیاز دارد: مثلاً { $example }

command-side-of-game = color:{ $side }؟ در { $game } طرف‌ها { $first } و { $second } هستند (یا first و second، یا random).
command-side-white-black-in-shogi = color:{ $side }؟ در خانوادهٔ شوگی، کتاب‌های انگلیسی سنته (که اول حرکت می‌کند) را Black و گوته را White می‌نامند: color:sente یا color:gote را بنویسید.
