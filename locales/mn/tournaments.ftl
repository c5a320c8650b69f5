# Mongolian (mn) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

tournament-title = #{ $id } тэмцээн
tournament-title-named = #{ $id } тэмцээн «{ $name }»

tournament-per-move = { $days ->
        [one] нэг нүүдэлд { $days } өдөр
       *[other] нэг нүүдэлд { $days } өдөр
    }

tournament-too-many = Энэ сувагт бүртгэл явагдаж буй эсвэл үргэлжилж буй { $running } тэмцээн аль хэдийн байна — энэ нь дээд хэмжээ; аль нэг нь дууссаны дараа шинийг үүсгэнэ үү.

tournament-vacation-cap = { " " }Амралт: тоглогч бүрт хамгийн ихдээ { $days ->
        [one] { $days } өдөр
       *[other] { $days } өдөр
    }.
tournament-until = { " " }({ $time } хүртэл)
tournament-standard-rules = стандарт дүрэм
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: { $rounds ->
        [0] оролцогчдын тоонд тохируулсан тооны тойрогтой
        [one] { $rounds } тойрогтой
       *[other] { $rounds } тойрогтой
    } Швейцар систем, { $game }, { $rules }, { $per_move }, { $rated ->
        [yes] чансаатай
       *[no] чансаагүй
    }, { $size } хүртэл тоглогч, зохион байгуулагч { $organizer }. Хослолыг FIDE-ийн Голланд системээр тойрог бүрт хийнэ; нэг тойрог хамгийн ихдээ { $round_days } өдөр үргэлжлэх ба тэр үед дуусаагүй өрөг тэнцээгээр тооцогдоно.{ $cap } Оролцох бол: { $join }{ $until }; зохион байгуулагч { $start } командаар эхлүүлнэ.

tournament-created-round-robin = { $name }: { $game }{ $options }, { $cycles ->
        [2] хоёр
       *[other] нэг
    } тойргийн систем, { $per_move }, { $rated ->
        [yes] чансаатай
       *[no] чансаагүй
    }, { $size } хүртэл тоглогч, зохион байгуулагч { $organizer }. Оролцох бол: { $join }{ $until }; зохион байгуулагч { $start } командаар эхлүүлнэ.{ $cap }

tournament-not-taking = { $name } одоо тоглогч бүртгэхгүй байна.
tournament-registration-closed-at = { $name }: бүртгэл { $time } цагт хаагдсан.
tournament-full = { $name } дүүрсэн ({ $count ->
        [one] { $count } тоглогч
       *[other] { $count } тоглогч
    }).
tournament-already-in = Та аль хэдийн оролцож байна: { $name }.
tournament-joins = { $who } нэгдлээ: { $name } ({ $count ->
        [one] { $count } тоглогч
       *[other] { $count } тоглогч
    }).
tournament-started-withdraw = { $name } эхэлсэн; { $withdraw } командаар гарч болно (таны тоглоогүй өргүүд хожигдолд тооцогдоно).
tournament-you-are-not-in = Та энэ тэмцээнд оролцоогүй: { $name }.
tournament-leaves = { $who } тэмцээнээс гарлаа: { $name }.
tournament-already-started = { $name } аль хэдийн эхэлсэн.
tournament-has-started = { $name } эхэллээ.
tournament-open-again = { $name }: бүртгэл дахин нээгдлээ: { $join }.
tournament-closed = { $name }: бүртгэл хаагдлаа.

tournament-organizer-only = { $name }: зөвхөн зохион байгуулагч { $organizer } { $action ->
        [start] эхлүүлж
        [open] бүртгэл нээж
        [close] бүртгэл хааж
        [replace] тоглогч сольж
        [pause] түр зогсоож
        [resume] үргэлжлүүлж
        [adjudicate] үр дүнг шийдвэрлэж
        [withdraw] өөр тоглогчийг хасаж
       *[cancel] цуцалж
    } болно.

tournament-not-started-replace = { $name } эхлээгүй байна; тоглогчид өөрсдөө нэгдэж, гарч болно.
tournament-not-playing = { $who } энэ тэмцээнд тоглохгүй байна: { $name }.
tournament-already-has = { $who } аль хэдийн оролцож байна: { $name }.
tournament-replaces = { $name }: { $new } нь { $old } тоглогчийг орлолоо: суудал болон { $moved ->
        [one] { $moved } дуусаагүй өрөг
       *[other] { $moved } дуусаагүй өрөг
    } шилжлээ; дууссан өргүүд хэвээр тооцогдоно.

tournament-not-running = { $name } явагдахгүй байна.
tournament-game-missing = { $name }: #{ $game } өрөг мэдээллийн санд алга; юу ч өөрчлөгдсөнгүй.
tournament-paused = { $name } түр зогслоо: { $stopped ->
        [one] { $stopped } цагийг
       *[other] { $stopped } цагийг
    } зогсоосон; зохион байгуулагч үргэлжлүүлэх хүртэл нүүдлүүд хүлээнэ.
tournament-not-paused = { $name } түр зогсоогүй байна.
tournament-missing = { $name } мэдээллийн санд алга.
tournament-resumes = { $name } үргэлжиллээ: { $count ->
        [one] { $count } цаг үлдсэн хугацаагаараа дахин явж байна.
       *[other] { $count } цаг тус бүр үлдсэн хугацаагаараа дахин явж байна.
    }

tournament-which-game = Аль өрөг вэ? { $usage }
tournament-not-its-game = #{ $game } өрөг энэ тэмцээний өрөг биш: { $name }.
tournament-no-such-game = #{ $game } өрөг байхгүй.
tournament-game-over = #{ $game } өрөг дууссан.
tournament-adjudicated = #{ $game } өрөг дууслаа: шүүгчийн шийдвэрээр { $result } ({ $name }).
tournament-adjudicated-rated = #{ $game } өрөг дууслаа: шүүгчийн шийдвэрээр { $result } ({ $name }). { $ratings }
tournament-not-in = { $who } оролцогч биш: { $name }.
tournament-already-over = { $name } аль хэдийн дууссан.
tournament-cancelled = { $name } цуцлагдлаа{ $aborted ->
        [0] {""}
        [one] ; үргэлжилж буй { $aborted } өргийг цуцаллаа
       *[other] ; үргэлжилж буй { $aborted } өргийг цуцаллаа
    }.

tournament-no-such = #{ $id } тэмцээн байхгүй.
tournament-none-here = Энд тэмцээн алга; { $create } командаар шинийг нээнэ үү.
tournament-several = Энд хэд хэдэн тэмцээн явагдаж байна: { $ids }. Дугаарыг нь нэмнэ үү.

tournament-too-few = { $name } эхлэхийн тулд дор хаяж 3 тоглогч хэрэгтэй; одоо { $count } байна.
tournament-too-few-swiss = { $name }: Швейцар систем эхлэхэд дор хаяж 4 тоглогч хэрэгтэй; одоо { $count } байна.
tournament-starts = { $name } эхэллээ: { $players } тоглогч, { $games } өрөг, бүгд зэрэг эхэлсэн ({ $per_move }). Гарааны дугаар: { $numbers }. { $pairings } нь өргүүдийг жагсаана; { $mine } нь таны өргүүдийг харуулна.
tournament-starts-swiss =
    { $name } эхэллээ: Швейцар систем, { $rounds } тойрог{ $note }, { $players } тоглогч, { $per_move }. Гарааны дугаар: { $numbers }.
    { $first }
tournament-rounds-capped = { " " }({ $asked } тойрог хүссэн; { $players } тоглогч хамгийн ихдээ { $most } тойрог тоглох боломжтой)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = Та явагдаж буй #{ $id } тэмцээнд тоглохгүй байна.
tournament-mine-none = Та явагдаж буй ямар ч тэмцээнд тоглохгүй байна.
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , тойрог { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— түр зогссон
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(тойрог дуустал { $left } үлдсэн)
tournament-mine-game = { "  " }#{ $game }, тойрог { $round }, өрсөлдөгч { $opponent } ({ $side }): { $turn ->
        [mine] таны нүүх ээлж
       *[theirs] өрсөлдөгчийн нүүх ээлж
    }{ $left }
tournament-mine-left = , { $left } үлдсэн
tournament-mine-bye = { "  " }энэ тойрогт чөлөөтэй (1 оноо)
tournament-mine-waiting = { "  " }тоглож буй өрөг алга: дараагийн тойргийг хүлээж байна

tournament-unpairable =
    { $name } { $round } дугаар тойргийн дараа дууслаа: { $next } дугаар тойргийн хослолыг хийх боломжгүй ({ $why }). Эцсийн байр:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = Чөлөө (1 оноо): { $who } ({ $number })
tournament-round =
    { $name }, тойрог { $round }/{ $rounds }, { $until } хүртэл:
    { $lines }
tournament-game-begins = #{ $game } өрөг ({ $name }, тойрог { $round }) эхэллээ: { $who }, таны нүүх ээлж.
tournament-round-deadline = #{ $game } өрөг дууслаа: { $name }, { $round } дугаар тойргийн хугацаа дууссан тул өргийг тэнцээгээр тооцлоо.

tournament-already-withdrawn = { $who } аль хэдийн тэмцээнээс гарсан.
tournament-over = { $name } дууссан.
tournament-withdraws = { $who } тэмцээнээс гарлаа: { $name }; тоглоогүй { $count ->
        [one] { $count } өрөг
       *[other] { $count } өрөг
    } хожигдолд тооцогдлоо.
tournament-final =
    { $name } дууслаа. Эцсийн байр:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Бухгольц Cut-1 { $bc1 }, медиан Бухгольц { $median }, SB { $sb }, өсөх оноо { $progressive }){ $withdrew ->
        [yes] , гарсан
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, { $wins ->
        [one] { $wins } хожил
       *[other] { $wins } хожил
    }){ $withdrew ->
        [yes] , гарсан
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } эхлээгүй байна.
tournament-registered = { $name } эхлээгүй байна; { $count } тоглогч бүртгүүлсэн: { $names }.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = эцсийн байр
tournament-state-cancelled = цуцлагдсан
tournament-state-playing = { $count ->
        [one] { $count } өрөг үргэлжилж байна
       *[other] { $count } өрөг үргэлжилж байна
    }
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = Тойрог { $round }:{ $items }
tournament-pairings-bye = { " " }чөлөө { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (техникийн)
tournament-result-in-play = үргэлжилж байна

## The crosstable's picture: its columns and its words.
tournament-chart-player = Тоглогч
tournament-chart-points = Оноо
tournament-chart-tiebreak = Нэмэлт үзүүлэлт
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (гарааны дугаар { $number }): { $points } оноо, { $tiebreak }
