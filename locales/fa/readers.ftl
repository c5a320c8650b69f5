# Persian (fa) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = یک برچسب ] بسته‌کننده ندارد
reader-not-a-tag = { $text } برچسب نیست
reader-tag-unquoted = مقدار برچسب { $tag } باید در گیومه باشد
reader-unknown-game = { $text } بازی‌ای نیست که Tabiya آن را بازی کند
reader-other-game = رکورد مربوط به { $record } است، نه { $named }
reader-no-game-named = هیچ برچسب Variant نمی‌گوید این کدام بازی است؛ نام آن را با { $option } بدهید
reader-fen-tag = FEN آن خوانده نمی‌شود: { $reason }
reader-not-legal-like = { $input } در این موقعیت حرکت مجازی نیست (حرکت‌های مشابه: { $candidates })
reader-ambiguous = { $input } می‌تواند { $candidates } باشد
reader-refused = { $input }: { $reason }
reader-handicap = فقط بازی‌های بدون آوانس (平手) وارد می‌شوند، نه { $handicap }
reader-not-a-piece-in-hand = { $text } مهره‌ای در دست نیست
reader-not-a-count = { $text } با تعداد مهره‌ها تمام نمی‌شود
reader-too-many-rows = نمودار صفحه بیش از { $rows } سطر دارد
reader-row-width = هر سطر نمودار صفحه باید { $squares } خانه داشته باشد
reader-not-a-piece = { $text } مهره نیست
reader-off-board = یکی از خانه‌های نمودار صفحه بیرون از صفحه است
reader-diagram = نمودار صفحه موقعیت مجازی نیست: { $reason }
reader-start-after-moves = موقعیت آغازین باید پیش از حرکت‌ها بیاید
reader-turn-after-moves = اینکه چه کسی اول حرکت می‌کند باید پیش از حرکت‌ها گفته شود
reader-not-a-time = { $text } زمان نیست
reader-several-games = این فایل چند بازی دارد؛ فقط یکی را بفرستید
reader-after-end = { $text } پس از پایان بازی آمده است
reader-not-a-statement = { $text } دستور CSA نیست
reader-not-a-start-line = { $text } خط آغازین CSA نیست
reader-not-a-handicap = { $text } آوانس نیست: باید خانه‌ها و مهره‌ها باشد، مانند PI82HI
reader-not-a-square = { $text } خانه‌ای را نام می‌برد که روی صفحه نیست
reader-nothing-to-take-off = { $text } مهره‌ای را از { $square } برمی‌دارد، در حالی که آنجا مهره‌ای نیست
reader-not-a-board-line = { $text } نُه خانهٔ یک سطر صفحه نیست
reader-not-squares-and-pieces = { $text } خانه‌ها و مهره‌ها نیست
reader-all-remaining = { $text } (همهٔ مهره‌های باقی‌مانده) خوانده نمی‌شود
reader-not-in-hand = { $text } را نمی‌توان در دست نگه داشت
reader-start = از موقعیت آغازین نمی‌توان استفاده کرد: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN خالی است
reader-fen-ranks = FEN { $found } سطر دارد، اما این صفحه { $board } سطر دارد
reader-fen-plus-before-digit = یک + پیش از یک رقم آمده است
reader-fen-empty-run = دنباله‌ای از 0 خانهٔ خالی
reader-fen-double-plus = مهره‌ای با ++ نوشته شده است
reader-fen-not-a-piece = { $text } مهرهٔ این بازی نیست
reader-fen-rank-too-long = سطر { $rank } از پهنای صفحه بلندتر است
reader-fen-off-board = خانه‌ای بیرون از صفحه است
reader-fen-plus-at-end = یک سطر با + تمام می‌شود
reader-fen-rank-width = سطر { $rank } { $found } ستون دارد، اما این صفحه { $board } ستون دارد
reader-fen-hand-unclosed = بخش دست ] بسته‌کننده ندارد
reader-fen-hand-text-after = پس از ] بخش دست متنی آمده است
reader-fen-no-hands = این بازی مهرهٔ در دست ندارد
reader-fen-count-without-piece = پس از عددی در بخش دست مهره‌ای نیامده است
reader-fen-hand-not-a-piece = { $text } در بخش دست مهرهٔ این بازی نیست
reader-fen-hand-too-many = در دست بیش از حد مهره هست
reader-fen-turn = { $text } طرفِ صاحب نوبت نیست: w یا b
reader-fen-rights = فیلد حق‌ها { $text } خوانده نمی‌شود
reader-fen-count = فیلد شمارش { $text } خوانده نمی‌شود
reader-fen-halfmoves = شمارندهٔ نیم‌حرکت { $text } عدد نیست
reader-fen-fullmoves = شمارهٔ حرکت { $text } عدد نیست
reader-fen-trailing = { $text } پس از آخرین فیلد FEN آمده است

## A position no game could have.
reader-position-off-board = مهره‌ای روی { $square } است، بیرون از این صفحه
reader-position-unknown-piece = مهره‌ای آنجاست که این بازی ندارد
reader-position-missing-king = { $side } شاه ندارد
reader-position-too-many-kings = { $side } بیش از یک شاه دارد
reader-position-hand-too-large = در دست‌ها بیش از حد مهره هست
reader-position-opposite-check = طرفی که نوبتش نیست در کیش است
reader-position-pawn-on-back-rank = پیاده‌ای روی سطر اول خودش، در { $square }، ایستاده است
reader-position-unreachable = { $piece } ({ $side }) روی { $square } جایی ایستاده که هیچ بازی‌ای نمی‌توانست آن را به آنجا برساند
reader-position-too-many-pieces = { $side } بیش از آنچه مجموعهٔ مهره‌های بازی (و ارتقاهایشان) می‌تواند بدهد { $piece } دارد
reader-position-double-pawn = { $side } دو پیادهٔ ارتقانیافته در ستون { $square } دارد
reader-position-already-over = بازی پیش از آغازش تمام می‌شد (حرکتی نیست، یا نتیجه از پیش معلوم است)

## Ashtapada: why a race refused an action.
reader-race-no-throw = اول صدف‌ها را پرتاب کنید
reader-race-thrown = صدف‌ها پرتاب شده‌اند: یک مهره را حرکت دهید
reader-race-illegal = { $input } با این پرتاب ممکن نیست
