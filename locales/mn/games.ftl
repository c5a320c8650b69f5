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
