# Mongolian (mn) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

offer-draw-already = Та энэ өрөгт тэнцээг аль хэдийн санал болгосон; хариуг хүлээнэ үү.

offer-draw-blocked = Таны өмнөх тэнцэх саналаас татгалзсан; дараагийн нүүдлийнхээ дараа дахин санал болгож болно.

offer-draw-none-to-accept = Өрсөлдөгчөөс ирсэн, хүлээн авах тэнцэх санал алга.

offer-draw-none-to-decline = Өрсөлдөгчөөс ирсэн, татгалзах тэнцэх санал алга.

offer-draw-declined = { $who } #{ $game } өрөгт тэнцэх саналаас татгалзлаа.

offer-takeback-rated = #{ $game } өрөг чансаатай: нүүдэл буцаах боломжгүй.

offer-takeback-already = Та аль хэдийн хүссэн; хариуг хүлээнэ үү.

offer-takeback-no-move = #{ $game } өрөгт танд буцаах нүүдэл алга.

offer-takeback-none = Өрсөлдөгчөөс ирсэн нүүдэл буцаах хүсэлт алга.

offer-takeback-declined = { $who } #{ $game } өрөгт нүүдэл буцаахаас татгалзлаа.

offer-takeback-nothing = Буцаах нүүдэл алга.

offer-takeback-not-a-move = #{ $game } өрөг: зөвхөн нүүдлийг буцааж болно, харин түүний дараа { $action } хийгдсэн.

offer-made = { $opponent }, { $who } #{ $game } өрөгт { $what ->
        [draw] тэнцээг санал болгож байна
       *[takeback] сүүлийн нүүдлээ буцаахыг хүсэж байна
    }. { $answer }
offer-draw-accept-button = Тэнцээг зөвшөөрөх
offer-draw-decline-button = Тэнцээнээс татгалзах
offer-takeback-allow-button = Буцаахыг зөвшөөрөх
offer-takeback-refuse-button = Буцаахаас татгалзах
offer-taken-back = #{ $game } өрөг: { $count ->
        [one] { $count } нүүдлийг
       *[other] { $count } нүүдлийг
    } буцаалаа. { $next }.
