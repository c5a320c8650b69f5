# Amharic (am) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

offer-draw-already = በዚህ ጨዋታ አስቀድመው አቻ ጠይቀዋል፤ መልሱን ይጠብቁ።

offer-draw-blocked = የመጨረሻው የአቻ ጥያቄዎ ውድቅ ተደርጓል፤ ከቀጣዩ እንቅስቃሴዎ በኋላ እንደገና መጠየቅ ይችላሉ።

offer-draw-none-to-accept = የሚቀበሉት የተጋጣሚዎ የአቻ ጥያቄ የለም።

offer-draw-none-to-decline = ውድቅ የሚያደርጉት የተጋጣሚዎ የአቻ ጥያቄ የለም።

offer-draw-declined = { $who } በጨዋታ #{ $game } የአቻ ጥያቄውን ውድቅ አድርገዋል።

offer-takeback-rated = ጨዋታ #{ $game } ለደረጃ የሚቆጠር ነው: እንቅስቃሴዎችን መመለስ አይቻልም።

offer-takeback-already = አስቀድመው ጠይቀዋል፤ መልሱን ይጠብቁ።

offer-takeback-no-move = በጨዋታ #{ $game } የሚመልሱት እንቅስቃሴ የለዎትም።

offer-takeback-none = ከተጋጣሚዎ የእንቅስቃሴ መመለስ ጥያቄ የለም።

offer-takeback-declined = { $who } በጨዋታ #{ $game } እንቅስቃሴ የመመለስ ጥያቄውን ውድቅ አድርገዋል።

offer-takeback-nothing = የሚመለስ እንቅስቃሴ የለም።

offer-takeback-not-a-move = ጨዋታ #{ $game }: መመለስ የሚቻለው እንቅስቃሴዎችን ብቻ ነው፤ ከእንቅስቃሴው በኋላ ደግሞ { $action } ተደርጓል።

offer-made = { $opponent }፣ { $who } በጨዋታ #{ $game } { $what ->
        [draw] አቻ ጠይቀዋል
       *[takeback] የመጨረሻ እንቅስቃሴያቸውን ለመመለስ ጠይቀዋል
    }። { $answer }
offer-draw-accept-button = አቻ መቀበል
offer-draw-decline-button = አቻን አለመቀበል
offer-takeback-allow-button = መመለስ መፍቀድ
offer-takeback-refuse-button = መመለስ አለመፍቀድ
offer-taken-back = ጨዋታ #{ $game }: { $count ->
        [one] { $count } እንቅስቃሴ ተመልሷል
       *[other] { $count } እንቅስቃሴዎች ተመልሰዋል
    }። { $next }።
