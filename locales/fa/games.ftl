# Persian (fa) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/fa/*.ftl) and open a pull request.

games-paused = بازی #{ $id } متعلق به تورنمنتی است که برگزارکننده‌اش آن را متوقف کرده است؛ حرکت‌ها تا ازسرگیری آن منتظر می‌مانند.
games-setup-first = بازی #{ $id }: ابتدا هر طرف چیدمان خود را انتخاب می‌کند: /setup masangsangma، sangmamasang، masangmasang یا sangmasangma.
games-not-your-move = در بازی #{ $id } نوبت شما نیست؛ نوبت { $who } است.
games-not-a-player = شما بازیکن بازی #{ $id } نیستید.
games-several = شما اینجا چند بازی دارید: { $games }. برای مشخص کردن، game:ID را اضافه کنید.
games-over = بازی #{ $id } تمام شده است.
games-not-yours = بازی #{ $id } مال شما نیست و اینجا انجام نمی‌شود.
games-none = شما بازی در جریانی ندارید.
games-board = بازی #{ $id }. { $position }

games-ratings = ریتینگ‌ها: { $white }، { $black }.
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }

games-line = #{ $id } { $game } در برابر { $opponent }: { $turn ->
        [mine] نوبت شما
       *[theirs] نوبت حریف
    }{ $left }

games-left = ، { $left } باقی مانده

games-more = … و { $count } بازی دیگر ({ $mine } نوبت شما، { $theirs } نوبت حریف)؛ { $board } هر کدام را نشان می‌دهد.

games-vacation = شما تا { $until } در مرخصی هستید؛ ساعت‌های بازی‌تان متوقف است.
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) در برابر { $black } ({ $black_side }) — { $state }
games-caption-to-move = نوبت { $side }

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. نوبت { $side }.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }حرکت آخر: ارتقا در جا روی { $square }.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }حرکت آخر: { $piece } از { $from } به { $to }.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }حرکت آخر: { $piece } روی { $square } گذاشته شد.
alt-last-pass = { " " }حرکت آخر: پاس.
alt-check = { " " }کیش.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $piece } روی { $square } { $reach ->
        [none] نمی‌تواند حرکت کند.
        [moves] می‌تواند به { $moves } برود.
        [takes] می‌تواند روی { $takes } مهره بگیرد.
       *[both] می‌تواند به { $moves } برود و روی { $takes } مهره بگیرد.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ؛ { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ؛ در دست { $n } { $piece }
# The next piece in hand. As alt-hand.
alt-hand-next = ، { $n } { $piece }
