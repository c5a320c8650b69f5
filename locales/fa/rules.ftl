# Persian (fa) — the rules: /rules, a piece's moves, /moves, and /help's refusal.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

rules-game = { $name }. { $summary }
    آغاز: { $start }
    { $first }

rules-game-options = { $name }. { $summary }
    آغاز: { $start }
    { $first }
    گزینه‌ها (rules:…): { $options }

rules-coin-first = سکه تعیین می‌کند چه کسی اول حرکت کند.

rules-side-first = { $side } اول حرکت می‌کند.

rules-option = { $key } — { $summary }

rules-options = { $first }؛ { $rest }

rules-no-such-piece = { $name } مهره‌ای به نام { $piece } ندارد. مهره‌های آن: { $pieces }.

rules-piece = { $name } — { $piece } ({ $english }): { $moves }

rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    در تصویر: نقطه یعنی خانه‌ای که می‌تواند برود، و حلقه دور مهره‌ای است که می‌تواند بگیرد.

rules-not-a-square = { $square } خانه‌ای از { $name } نیست: آن را همان‌طور بنویسید که روی صفحه نوشته شده است، مثلاً { $example }.

rules-no-piece-on = بازی #{ $game }: روی { $square } مهره‌ای نیست.

rules-moves-over = بازی #{ $game }: { $piece } روی { $square } ({ $side }) — بازی تمام شده است.

rules-moves-none = بازی #{ $game }: { $piece } روی { $square } ({ $side }) اکنون نمی‌تواند حرکت کند.

rules-moves = بازی #{ $game }: { $piece } روی { $square } ({ $side }){ $waiting ->
        [yes] ، در نوبت طرف خودش،
       *[no] {""}
    }{ $reach ->
        [go] {" "}می‌تواند به { $goes } برود
        [take] {" "}می‌تواند در { $takes } بگیرد
       *[both] {" "}می‌تواند به { $goes } برود و در { $takes } بگیرد
    }.

rules-no-such-command = فرمان { $command } وجود ندارد؛ { $help } فهرست فرمان‌ها را نشان می‌دهد.

rules-unknown-game = بازی ناشناخته { $name }؛ بازی‌های موجود: { $games }
rules-no-option = { $game } گزینهٔ قانونی به نام { $option } ندارد (هیچ گزینه‌ای ندارد)
rules-no-option-among = { $game } گزینهٔ قانونی به نام { $option } ندارد؛ گزینه‌های آن: { $known }

rules-caption = #{ $id } { $game } — { $piece } روی { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = چیدمان آغازین { $game }: { $alt }
book-pieces-legend = خانهٔ برجسته‌شده جای مهره است؛ نقطه خانه‌ای را نشان می‌دهد که مهره می‌تواند به آن برود، و حلقه مهرهٔ حریفی را که می‌تواند بزند. مهره‌های دیگر جایی گذاشته شده‌اند که کار آن را تغییر می‌دهند.
book-no-options = این بازی هیچ گزینه‌ای ندارد: قوانین بالا تنها قوانین آن‌اند.
