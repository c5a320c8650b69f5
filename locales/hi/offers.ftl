# Hindi (hi) — offers between the players of a game: /draw and /takeback.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

offer-draw-already = इस खेल में आपका बराबरी का प्रस्ताव पहले से भेजा जा चुका है; जवाब की प्रतीक्षा करें।

offer-draw-blocked = आपका पिछला बराबरी का प्रस्ताव अस्वीकार हो गया था; अपनी अगली चाल के बाद आप फिर से प्रस्ताव दे सकते हैं।

offer-draw-none-to-accept = स्वीकार करने के लिए आपके प्रतिद्वंद्वी का कोई बराबरी का प्रस्ताव नहीं है।

offer-draw-none-to-decline = अस्वीकार करने के लिए आपके प्रतिद्वंद्वी का कोई बराबरी का प्रस्ताव नहीं है।

offer-draw-declined = { $who } ने खेल #{ $game } में बराबरी का प्रस्ताव अस्वीकार कर दिया।

offer-takeback-rated = खेल #{ $game } रेटेड है: चालें वापस नहीं ली जा सकतीं।

offer-takeback-already = आपका अनुरोध पहले से भेजा जा चुका है; जवाब की प्रतीक्षा करें।

offer-takeback-no-move = खेल #{ $game } में वापस लेने के लिए आपकी कोई चाल नहीं है।

offer-takeback-none = आपके प्रतिद्वंद्वी का चाल वापसी का कोई अनुरोध नहीं है।

offer-takeback-declined = { $who } ने खेल #{ $game } में चाल वापसी अस्वीकार कर दी।

offer-takeback-nothing = वापस लेने के लिए कोई चाल नहीं है।

offer-takeback-not-a-move = खेल #{ $game }: केवल चालें वापस ली जा सकती हैं, और उस चाल के बाद { $action } दर्ज हुआ है।

offer-made = { $who } ने खेल #{ $game } में { $what ->
        [draw] बराबरी का प्रस्ताव दिया है
       *[takeback] अपनी पिछली चाल वापस लेने का अनुरोध किया है
    }, { $opponent }। { $answer }
offer-draw-accept-button = बराबरी स्वीकार करें
offer-draw-decline-button = बराबरी अस्वीकार करें
offer-takeback-allow-button = चाल वापसी दें
offer-takeback-refuse-button = चाल वापसी न दें
offer-taken-back = खेल #{ $game }: { $count ->
        [one] { $count } चाल वापस ली गई
       *[other] { $count } चालें वापस ली गईं
    }। { $next }।
