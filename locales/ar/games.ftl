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

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. الدور على { $side }.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }النقلة الأخيرة: ترقية في المكان على { $square }.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }النقلة الأخيرة: { $piece } من { $from } إلى { $to }.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }النقلة الأخيرة: وضع { $piece } على { $square }.
alt-last-pass = { " " }النقلة الأخيرة: تمرير الدور.
alt-check = { " " }كِش.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $piece } على { $square }: { $reach ->
        [none] لا نقلات ممكنة.
        [moves] نقلات إلى { $moves }.
        [takes] أسر على { $takes }.
       *[both] نقلات إلى { $moves }، وأسر على { $takes }.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ؛ { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ؛ في اليد { $piece } ({ $n })
# The next piece in hand. As alt-hand.
alt-hand-next = ، { $piece } ({ $n })
