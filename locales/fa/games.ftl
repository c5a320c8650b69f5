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
