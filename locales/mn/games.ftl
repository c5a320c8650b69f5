# Mongolian (mn) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

games-paused = #{ $id } өрөг нь зохион байгуулагч нь түр зогсоосон тэмцээнд хамаарна; тэмцээн үргэлжлэх хүртэл нүүдлүүд хүлээнэ.
games-setup-first = #{ $id } өрөг: эхлээд тал бүр эхлэлийн байрлалаа сонгоно: /setup masangsangma, sangmamasang, masangmasang эсвэл sangmasangma.
games-not-your-move = #{ $id } өрөгт таны нүүх ээлж биш; нүүх ээлж: { $who }.
games-not-a-player = Та #{ $id } өргийн тоглогч биш.
games-several = Танд энд хэд хэдэн өрөг байна: { $games }. game:ID нэмж алийг нь болохыг заана уу.
games-over = #{ $id } өрөг дууссан.
games-not-yours = #{ $id } өрөг таных биш бөгөөд энд тоглогдоогүй.
games-none = Танд үргэлжилж буй өрөг алга.
games-board = #{ $id } өрөг. { $position }

games-ratings = Чансаа: { $white }, { $black }.
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }
games-line = #{ $id } { $game }, өрсөлдөгч { $opponent }: { $turn ->
        [mine] таны нүүх ээлж
       *[theirs] өрсөлдөгчийн нүүх ээлж
    }{ $left }
games-left = , { $left } үлдсэн
games-more = … бас { $count ->
        [one] { $count } өрөг
       *[other] { $count } өрөг
    } ({ $mine } нь таны ээлж, { $theirs } нь өрсөлдөгчийн ээлж); аль нэгийг нь { $board } командаар харна уу.
games-vacation = Та { $until } хүртэл амралттай; таны цагууд зогссон байна.
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) эсрэг { $black } ({ $black_side }) — { $state }
games-caption-to-move = Нүүх ээлж: { $side }

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. Нүүх ээлж: { $side }.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }Сүүлийн нүүдэл: { $square } нүдэнд байрандаа хувирлаа.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }Сүүлийн нүүдэл: { $piece } { $from } нүднээс { $to } нүд рүү нүүлээ.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }Сүүлийн нүүдэл: { $piece } { $square } нүдэнд тавилаа.
alt-last-pass = { " " }Сүүлийн нүүдэл: ээлж өнжлөө.
alt-check = { " " }Шаг.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $square } нүдэн дэх { $piece } { $reach ->
        [none] нүүх боломжгүй.
        [moves] { $moves } нүд рүү нүүж чадна.
        [takes] { $takes } нүдэнд идэж чадна.
       *[both] { $moves } нүд рүү нүүж, { $takes } нүдэнд идэж чадна.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; гарт { $n } { $piece }
# The next piece in hand. As alt-hand.
alt-hand-next = , { $n } { $piece }
