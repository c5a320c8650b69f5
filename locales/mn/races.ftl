# Mongolian (mn) — Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = Хясаануудыг шидэж чадсангүй ({ $reason }); дахин оролдоно уу.
race-no-such-rule = Аштападад { $option } гэсэн дүрмийн сонголт байхгүй; play-on (бусад нь байрын төлөө үргэлжлүүлэн тоглоно) болон grace (4 эсвэл 8 буусны дараа дахин шидэх) гэсэн сонголт бий.
race-invite-yourself = Та өөрийгөө урих боломжгүй.
race-named-twice = { $who } хоёр удаа нэрлэгдсэн байна.
race-computer-seats = Уралдаан дөрвөн суудалтай: компьютер хамгийн ихдээ гурвыг нь эзэлнэ.

race-invites = #{ $id } уралдаан: { $who } Аштапада тоглохоор урьж байна: { $invited }; нэг үйлдэлд { $days } { $days ->
        [one] өдөр
       *[other] өдөр
    }.
race-invites-with-rules = #{ $id } уралдаан: { $who } Аштапада тоглохоор урьж байна: { $invited }; нэг үйлдэлд { $days } { $days ->
        [one] өдөр
       *[other] өдөр
    }; дүрэм: { $rules }.
race-seats-in-order = Суудлыг нэгдсэн дарааллаар олгоно: { $join } (эсвэл { $decline }); бүгд хариулсны дараа эхэлнэ.
race-and = { $list } болон { $item }

race-not-invited = Таныг #{ $id } уралдаанд уриагүй байна.
race-seated-already = Та #{ $id } уралдаанд аль хэдийн суудалтай.
race-joins = { $who } #{ $id } уралдаанд нэгдлээ.
race-declines = { $who } #{ $id } уралдаанаас татгалзлаа.
race-nobody-left = { $said } Өөр тоглох хүн үлдсэнгүй: #{ $id } уралдааныг цуцаллаа.
race-seat = { $who } ({ $seat }, { $from } нүднээс)
race-begins = { $said } #{ $id } уралдаан эхэллээ: { $order }. { $who } эхэлж шидэнэ: { $throw }.
race-only-proposer-cancels = Зөвхөн #{ $id } уралдааныг санал болгосон тоглогч цуцалж болно; { $decline } командаар суудлаас татгалзана.
race-called-off = #{ $id } уралдааныг { $who } цуцаллаа.

race-thrown-already = #{ $id } уралдаан: та аль хэдийн шидсэн; дүрсээ нүүнэ үү ({ $moves }).
race-refused = #{ $id } уралдаан: { $reason }
race-throws = #{ $id } уралдаан: { $who } шидэхэд { $value } буулаа ({ $openings } хясаа нээлттэй).
race-turn-passes = Нүүх боломжтой дүрс алга: ээлж шилжлээ.
race-move-with = { $moves } командаар нүүнэ үү.
race-not-a-piece = #{ $id } уралдаан: { $text } нь дүрс биш: enter, нүд (c3), эсвэл хос дүрсийг хамт нүүлгэх бол c3x2 гэж бичнэ үү.
race-throw-first = #{ $id } уралдаан: эхлээд шидэнэ үү ({ $throw }).
race-illegal = #{ $id } уралдаан: { $reason }; боломжит нүүдэл: { $moves }.
race-moved = #{ $id } уралдаан: { $moved }

race-over-places = #{ $id } уралдаан дууслаа: { $winner } түрүүллээ; дараа нь { $rest }.
race-over-winner = #{ $id } уралдаан дууслаа: { $winner } түрүүллээ.
race-over = #{ $id } уралдаан дууслаа.
race-to-move = Нүүх ээлж: { $who }.
race-to-throw = Шидэх ээлж: { $who }.

race-events = { $events }.
race-enters = { $to } нүдэнд дүрс орлоо
race-advances = { $count ->
        [one] нэг дүрс
       *[other] хоёр дүрс
    } { $from } → { $to }
race-captures = { $who } тоглогчийн { $count ->
        [one] нэг дүрсийг
       *[other] { $count } дүрсийг
    } идлээ
race-home = гэртээ хүрлээ

race-no-seat = Танд #{ $id } уралдаанд суудал алга.
race-timed-out-already = Таны хугацаа дууссан тул та #{ $id } уралдаанаас гарсан.
race-not-your-turn = #{ $id } уралдаан: одоо { $who } тоглогчийн ээлж.
race-no-such = #{ $id } уралдаан байхгүй.
race-not-begun = #{ $id } уралдаан эхлээгүй байна: эхлээд бүх уригдсан тоглогч хариулах ёстой.
race-begun = #{ $id } уралдаан эхэлсэн.
race-none-waiting = Энд таныг хүлээж буй уралдаан алга. { $challenge } командаар шинийг нээнэ үү.
race-none-here = Танд энд уралдаан алга. { $challenge } командаар шинийг нээнэ үү.
race-several = Танд энд хэд хэдэн уралдаан байна: { $races }. race:ID нэмнэ үү.
race-number = #{ $id }
race-unreadable = #{ $id } уралдаан: тэмдэглэлийг { $action } дугаар үйлдэл дээр уншиж чадсангүй.
race-unreplayable = #{ $id } уралдаан: тэмдэглэлийг { $action } дугаар үйлдэл дээр дахин тоглуулж чадсангүй: { $reason }.
race-board-title = #{ $id } уралдаан — Аштапада
race-board-state = гэртээ { $home }, орох { $off }
race-board-finished = дуусгасан, { $place }-р байр
race-board-left = уралдаанаас гарсан
race-board-threw = { $name } шидэхэд { $value }
race-board-open = { $up } хясаа нээлттэй: { $value ->
        [one] { $value } нүд
       *[other] { $value } нүд
    }
race-alt-board = { $title }. Аштапада тоглоомын хөлөг.
race-alt-shape = { $shape ->
        [circle] тойрог
        [square] дөрвөлжин
        [triangle] гурвалжин
       *[diamond] ромб
    }
race-alt-seat = { $name } ({ $shape }, { $letter } үсэг): { $pieces }; гэртээ хүрсэн { $home }, орохыг хүлээж буй { $off }.
race-alt-seat-left = { $name } ({ $shape }, { $letter } үсэг): уралдаанаас гарсан.
race-alt-on = { $squares } нүдэнд
race-alt-nowhere = хөлөг дээр дүрс алга
race-alt-double = { $square } ({ $count } дүрс давхар)
race-alt-throw = Сүүлийн шидэлт: { $name }, { $up } хясаа нээлттэй, { $value } нүд.
race-alt-to-play = Ээлж: { $name }.

race-reminder = { $who }: #{ $id } уралдаанд үйлдэл хийхэд { $left } үлдлээ.
race-lapsed = #{ $id } уралдаан хүчингүй боллоо: уригдсан бүх тоглогч { $days } өдрийн дотор хариулсангүй.
race-ran-out = #{ $id } уралдаан: { $who } тоглогчийн хугацаа дуусч, дүрсүүдийнхээ хамт уралдаанаас гарлаа.

race-line-open = #{ $id } уралдаан, Аштапада: бүгдийг нэгдэхийг хүлээж байна
race-line = #{ $id } уралдаан, Аштапада: { $turn }
race-line-timed = #{ $id } уралдаан, Аштапада: { $turn }, { $left } үлдсэн
race-your-move = таны нүүх ээлж
race-your-throw = таны шидэх ээлж
race-their-turn = өрсөлдөгчийн ээлж
