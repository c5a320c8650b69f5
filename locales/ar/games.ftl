# Arabic (ar) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ar/*.ftl) and open a pull request.

games-paused = المباراة #{ $id } تابعة لبطولة أوقفها منظّمها مؤقتًا؛ تنتظر النقلات حتى تُستأنف.
games-setup-first = المباراة #{ $id }: يختار كل طرف ترتيبه أولًا: /setup masangsangma أو sangmamasang أو masangmasang أو sangmasangma.
games-not-your-move = ليس دورك في المباراة #{ $id }؛ الدور على { $who }.
games-not-a-player = لست لاعبًا في المباراة #{ $id }.
games-several = لديك عدة مباريات هنا: { $games }. أضف game:ID لتحديد أيها.
games-over = انتهت المباراة #{ $id }.
games-not-yours = المباراة #{ $id } ليست مباراتك ولا تُلعب هنا.
games-none = ليست لديك مباريات جارية.
games-board = المباراة #{ $id }. { $position }

games-ratings = التقييمات: { $white }، { $black }.
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }

games-line = #{ $id } { $game } ضد { $opponent }: { $turn ->
        [mine] دورك
       *[theirs] دور الخصم
    }{ $left }

games-left = ، بقي { $left }

games-more = … و{ $count ->
        [one] مباراة أخرى
        [two] مباراتان أخريان
        [few] { $count } مباريات أخرى
        [many] { $count } مباراةً أخرى
       *[other] { $count } مباراة أخرى
    } (دورك في { $mine }، ودور الخصم في { $theirs })؛ استخدم { $board } لعرض أيٍّ منها.

games-vacation = أنت في إجازة حتى { $until }؛ ساعات مبارياتك متوقفة.
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) ضد { $black } ({ $black_side }) — { $state }
games-caption-to-move = الدور على { $side }
