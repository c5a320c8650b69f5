# Mongolian (mn) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

challenge-declined = { $who } #{ $id } урилгаас татгалзлаа.

challenge-not-one-you-can = { $verb ->
        [accept] Та энд #{ $id } урилгыг хүлээн авах боломжгүй.
        [decline] Та энд #{ $id } урилгаас татгалзах боломжгүй.
       *[cancel] Та энд #{ $id } урилгыг цуцлах боломжгүй.
    }

challenge-none-to = { $verb ->
        [accept] Энд таны хүлээн авах урилга алга.
        [decline] Энд таны татгалзах урилга алга.
       *[cancel] Энд таны цуцлах урилга алга.
    }

challenge-several = Хэд хэдэн урилга байна: { $ids }. Алийг нь болохыг заана уу, жишээ нь { $example }.

challenge-accept-own = Та өөрийнхөө урилгыг хүлээн авах боломжгүй.

challenge-accept-not-open = #{ $id } урилга энд танд нээлттэй биш; зөвхөн уригдсан тоглогч хүлээн авч болно.

challenge-game-begins = #{ $game } өрөг эхэллээ: { $who }, таны нүүх ээлж.

challenge-game-starts = #{ $game } өрөг: { $name } — { $white } ({ $white_side }) ба { $black } ({ $black_side }), { $rated ->
        [yes] чансаатай
       *[no] чансаагүй
    }, { $time }{ $from }. { $first } эхэлж нүүнэ.

challenge-from-position = , { $position } байрлалаас

challenge-yourself = Та өөрийгөө урих боломжгүй.

challenge-too-many-open = Танд { $count } нээлттэй урилга байна — нэг тоглогчид зөвшөөрөх дээд хэмжээ; эхлээд { $cancel } командаар нэгийг нь цуцлана уу (эсвэл хариуг хүлээнэ үү).

challenge-too-many-to-one = Та { $who } тоглогчид аль хэдийн { $count } нээлттэй урилга илгээсэн байна; хариуг хүлээх эсвэл { $cancel } командаар нэгийг нь цуцлана уу.

challenge-level-is-computers = level: нь компьютерийн чадлын түвшин; компьютерийг { $challenge } командаар урина уу.

challenge-computer-casual = Компьютертэй тоглох өрөг чансаагүй байдаг; rated:yes сонголтыг хасна уу.

challenge-position-casual = Сонгосон байрлалаас эхлэх өрөг чансаагүй байдаг; rated:yes сонголтыг хасна уу.

challenge-cancelled = #{ $id } урилгыг цуцаллаа.

challenge-posted = #{ $id } урилга: { $who } { $game }{ $options }{ $from } { $rated ->
        [yes] чансаатай
       *[no] чансаагүй
    } өрөг тоглохоор урьж байна ({ $time }). Уригдсан: { $to }. { $answer } ({ $until } хүртэл нээлттэй).
challenge-anyone = энд байгаа хэн ч
challenge-options = { " " }({ $options })
challenge-accept-button = Хүлээн авах
challenge-decline-button = Татгалзах
