# Persian (fa) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

play-abort-too-late = بازی را فقط پیش از آنکه هر دو طرف حرکت کرده باشند می‌توان لغو کرد؛ به‌جای آن پیشنهاد مساوی دهید یا تسلیم شوید.

play-not-a-placement = { $drop } جای‌گذاری معتبری نیست؛ نمونه: K@e2 (حرف مهره، @، خانه).

play-turn-thinking = { $who } ({ $side }) در حال فکر کردن است
play-turn-to-move = نوبت { $who } ({ $side }) است
play-turn-to-move-away = نوبت { $who } ({ $side }) است (تا { $until } در مرخصی؛ ساعت منتظر می‌ماند)
play-your-move = نوبت شما در بازی #{ $id }، { $who }.

play-game-refused = بازی #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } حرکت نیست
refusal-not-legal = { $input } در این موقعیت حرکت مجازی نیست
refusal-not-legal-but = { $input } در این موقعیت حرکت مجازی نیست؛ منظورتان { $candidates } بود؟
refusal-which = { $input } می‌تواند { $candidates } باشد؛ مشخص کنید کدام
refusal-list-one = { $item }
refusal-list-comma = { $first }، { $rest }
refusal-list-or = { $first } یا { $rest }
refusal-game-over = بازی تمام شده است
refusal-not-your-turn = نوبت شما نیست
refusal-illegal-move = آن حرکت در این موقعیت مجاز نیست
refusal-jishogi-only-shogi = جی‌شوگی فقط در شوگی وجود دارد
refusal-impasse-not-your-turn = ادعای بن‌بست را در نوبت خودتان مطرح کنید
refusal-impasse-kings-not-entered = ادعای بن‌بست فقط وقتی ممکن است که هر دو شاه وارد اردوگاه حریف شده باشند
refusal-no-impasse-claim = ادعای بن‌بستی از سوی حریف‌تان نیست که بپذیرید
refusal-setup-chosen-once = چیدمان فقط یک بار، پیش از نخستین حرکت، انتخاب می‌شود
refusal-no-standard-setup = این موقعیت چیدمان استانداردی برای تغییر ندارد
refusal-objection-not-now = اعتراض فقط درست پس از چیدن مهره‌های بازیکن دوم ممکن است، به دو رخ او در یک ستون یا رخی در ستون شاه شما
refusal-objection-not-applicable = اعتراض را نمی‌توان در اینجا اعمال کرد
refusal-no-count-in-game = این بازی شمارشی برای آغاز ندارد
refusal-count-not-your-turn = شمارش را در نوبت خودتان آغاز کنید
refusal-count-running = شمارشی از پیش در جریان است
refusal-count-pawns-left = شمارش «افتخار صفحه» فقط وقتی آغاز می‌شود که هیچ طرف صدفی نداشته باشد
refusal-no-count-to-stop = شما شمارشی در جریان ندارید که متوقف کنید
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }. { $after }
play-after-next = { $next }.
play-after-over = پایان بازی: { $verdict }.
play-after-over-rated = پایان بازی: { $verdict }. { $ratings }

play-verdict-win = { $result } — { $kind ->
        [time] { $who } با اتمام وقت حریف برنده شد
       *[other] { $who } برنده شد ({ $reason })
    }
play-verdict-draw = { $result } — مساوی { $kind ->
        [time] با اتمام وقت
       *[other] ({ $reason })
    }
play-over = بازی #{ $id } تمام شد: { $verdict }.
play-over-rated = بازی #{ $id } تمام شد: { $verdict }. { $ratings }
play-game-goes-on = بازی ادامه دارد.

play-no-arrangement = شما چیدمان ذخیره‌شده‌ای با نام { $name } ندارید؛ با { $save } یکی ذخیره کنید
play-no-arrangement-yours = شما چیدمان ذخیره‌شده‌ای با نام { $name } ندارید؛ چیدمان‌های شما: { $yours }.
play-place-none = { $reason } هیچ مهره‌ای گذاشته نشد: هر /place یا همهٔ جای‌گذاری‌هایش را انجام می‌دهد یا هیچ‌کدام را.
play-placed-army = #{ $id } { $who } { $count } مهره گذاشت: { $drops }
play-saved-as = با نام { $name } ذخیره شد: در بازی بعدی‌تان از { $place } استفاده کنید.
play-arrangement-saved = { $name } ذخیره شد ({ $count } مهره): در بازی سیتویین از { $place } استفاده کنید.
play-no-arrangements = شما چیدمان ذخیره‌شده‌ای ندارید؛ { $save } یکی ذخیره می‌کند.
play-hand-empty = دست شما خالی است.
play-hand = در دست شما: { $pieces }.
play-place-short = بازی #{ $id }: این /place تعداد { $asked } × { $letter } ({ $piece }) می‌گذارد؛ شما فقط { $had } عدد برای گذاشتن دارید، پس هیچ مهره‌ای گذاشته نشد. { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } چیدمان { $korean } ({ $key }) را برگزید.
play-not-a-setup = { $setup } چیدمان نیست؛ یکی از masangsangma، sangmamasang، masangmasang یا sangmasangma (마상상마 …) را انتخاب کنید
play-objection = اعتراض: بازیکن دوم باید رخ را دوباره بگذارد.
play-count-start = { $who } شمارش «افتخار صفحه» (64 حرکت) را آغاز کرد.
play-count-stop = { $who } شمارش را متوقف کرد.
play-impasse-counts = { $who } امتیازها را می‌شمارد.
play-impasse-declined = { $who } نمی‌پذیرد ({ $points } امتیاز در برابر { $yours } امتیاز شما؛ 24 امتیاز لازم است): بازی ادامه دارد.
play-impasse-answer = برای شمردن امتیازها از { $accept } استفاده کنید.
play-impasse-claim = { $who } ادعای بن‌بست (جی‌شوگی) می‌کند: { $answer }

play-resign-confirm = در بازی #{ $id } تسلیم می‌شوید؟ برای تأیید، { $confirm } را بفرستید.
play-abort-tournament = بازی #{ $id } بازی تورنمنت است و لغو نمی‌شود: بازیکنی که حرکت اولش را انجام ندهد، با پایان وقتش بازی را واگذار می‌کند. برای ترک تورنمنت از { $withdraw } استفاده کنید.
play-aborted = بازی #{ $id } لغو شد.

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }

play-resign-button = تسلیم

# A move in plain words. $more holds the parts that follow (takes, becomes).
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } روی { $to }{ $more } ارتقا می‌یابد
play-move-takes = ، { $piece } را می‌گیرد
play-move-becomes = ، به { $piece } تبدیل می‌شود
play-move-promotes-to = { " " }به { $piece }
play-move-drop = { $piece } روی { $to } گذاشته می‌شود
play-move-castles = قلعه می‌رود
play-move-passes = پاس می‌دهد
