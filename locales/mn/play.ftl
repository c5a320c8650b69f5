# Mongolian (mn) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

play-abort-too-late = Өргийг хоёр тал нүүхээс өмнө л цуцалж болно; оронд нь тэнцээг санал болгох эсвэл бууж өгнө үү.

play-not-a-placement = { $drop } нь K@e2 шиг байршуулалт биш (дүрсний үсэг, @, нүд).

play-turn-thinking = { $who } ({ $side }) бодож байна
play-turn-to-move = Нүүх ээлж: { $who } ({ $side })
play-turn-to-move-away = Нүүх ээлж: { $who } ({ $side }) ({ $until } хүртэл амралттай; цаг хүлээж байна)
play-your-move = { $who }, #{ $id } өрөгт таны нүүх ээлж.

play-game-refused = #{ $id } өрөг: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } нь нүүдэл биш
refusal-not-legal = { $input } нь энэ байрлалд дүрэмд нийцэх нүүдэл биш
refusal-not-legal-but = { $input } нь энэ байрлалд дүрэмд нийцэх нүүдэл биш; та { $candidates } гэж хэлэх гэсэн үү?
refusal-which = { $input } нь { $candidates } байж болно; алийг нь болохыг заана уу
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } эсвэл { $rest }
refusal-game-over = өрөг дууссан
refusal-not-your-turn = таны нүүх ээлж биш
refusal-illegal-move = тэр нүүдэл энэ байрлалд дүрэмд нийцэхгүй
refusal-jishogi-only-shogi = жишоги зөвхөн Шогид байдаг
refusal-impasse-not-your-turn = мухардлыг өөрийн ээлжинд зарлана уу
refusal-impasse-kings-not-entered = мухардлыг хоёр ноён хоёулаа эсрэг талын бүсэд орсны дараа л зарлаж болно
refusal-no-impasse-claim = таны өрсөлдөгч мухардал зарлаагүй тул зөвшөөрөх зүйл алга
refusal-setup-chosen-once = байрлалыг эхний нүүдлээс өмнө ганц удаа сонгоно
refusal-no-standard-setup = энэ байдалд өөрчлөх стандарт байрлал байхгүй
refusal-objection-not-now = эсэргүүцлийг зөвхөн хоёр дахь тоглогч байрлуулалтаа дуусгасны дараа шууд, түүний хоёр тэрэг нэг босоо шугамд эсвэл нэг тэрэг таны ноёны босоо шугамд байвал гаргаж болно
refusal-objection-not-applicable = энд эсэргүүцлийг хэрэгжүүлэх боломжгүй
refusal-no-count-in-game = энэ өрөгт эхлүүлэх тоолол байхгүй
refusal-count-not-your-turn = тооллыг өөрийн ээлжинд эхлүүлнэ үү
refusal-count-running = тоолол аль хэдийн явагдаж байна
refusal-count-pawns-left = хөлгийн нэр төрийн тоолол зөвхөн аль ч талд хясаа үлдээгүй үед эхэлнэ
refusal-no-count-to-stop = танд зогсоох явагдаж буй тоолол алга
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }. { $after }
play-after-next = { $next }.
play-after-over = Өрөг дууслаа: { $verdict }.
play-after-over-rated = Өрөг дууслаа: { $verdict }. { $ratings }

play-verdict-win = { $result } — { $who } { $kind ->
        [time] цагаар хожлоо
       *[other] хожлоо ({ $reason })
    }
play-verdict-draw = { $result } — { $kind ->
        [time] цагаар тэнцлээ
       *[other] тэнцлээ ({ $reason })
    }
play-over = #{ $id } өрөг дууслаа: { $verdict }.
play-over-rated = #{ $id } өрөг дууслаа: { $verdict }. { $ratings }
play-game-goes-on = Өрөг үргэлжилнэ.

play-no-arrangement = Танд { $name } нэртэй хадгалсан байршуулалт алга; { $save } командаар хадгална уу
play-no-arrangement-yours = Танд { $name } нэртэй хадгалсан байршуулалт алга; таных: { $yours }.
play-place-none = { $reason } Юу ч байршуулсангүй: /place нь бүх байршуулалтаа хамт хийнэ, эсвэл нэгийг ч хийхгүй.
play-placed-army = #{ $id } { $who } { $count } дүрс байршууллаа: { $drops }
play-saved-as = { $name } нэрээр хадгаллаа: дараагийн өрөгтөө { $place } командыг ашиглана уу.
play-arrangement-saved = { $name } ({ $count } дүрс) хадгаллаа: Ситтуйн өрөгт { $place } командыг ашиглана уу.
play-no-arrangements = Танд хадгалсан байршуулалт алга; { $save } командаар хадгална.
play-hand-empty = Таны гарт дүрс алга.
play-hand = Таны гарт: { $pieces }.
play-place-short = #{ $id } өрөг: энэ /place { $asked } × { $letter } ({ $piece }) тавих гэж байна; танд тавих { $had } л үлдсэн тул юу ч байршуулсангүй. { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } { $korean } ({ $key }) байрлалыг сонголоо.
play-not-a-setup = { $setup } нь байрлал биш; дараахаас сонгоно уу: masangsangma, sangmamasang, masangmasang эсвэл sangmasangma (마상상마 …)
play-objection = Эсэргүүцэл: хоёр дахь тоглогч тэргээ дахин байрлуулах ёстой.
play-count-start = { $who } хөлгийн нэр төрийн тооллыг эхлүүллээ (64 нүүдэл).
play-count-stop = { $who } тооллыг зогсоолоо.
play-impasse-counts = { $who } оноо тоолж байна.
play-impasse-declined = { $who } татгалзлаа ({ $points } оноо, таных { $yours }; 24 хэрэгтэй): үргэлжлүүлэн тоглоно уу.
play-impasse-answer = Оноо тоолуулах бол { $accept } командыг илгээнэ үү.
play-impasse-claim = { $who } мухардал (jishōgi) зарлалаа: { $answer }

play-resign-confirm = #{ $id } өрөгт бууж өгөх үү? Баталгаажуулахын тулд { $confirm } гэж илгээнэ үү.
play-abort-tournament = #{ $id } өрөг тэмцээний өрөг тул цуцлах боломжгүй: эхний нүүдлээ хийгээгүй тоглогч хугацаа нь дуусахад өргөө алдана. Тэмцээнээс гарах бол { $withdraw } командыг илгээнэ үү.
play-aborted = #{ $id } өргийг цуцаллаа.

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = Бууж өгөх

# Нүүдэл үгээр: дүрс ба нүднүүд (самбарын зурган дээрх нэрээр).
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } { $to } дээр хувирлаа{ $more }
play-move-takes = , { $piece } идлээ
play-move-becomes = , { $piece } боллоо
play-move-promotes-to = : { $piece } боллоо
play-move-drop = { $piece } { $to } нүдэнд тавилаа
play-move-castles = сэлгээ хийлээ
play-move-passes = ээлж өнжлөө
