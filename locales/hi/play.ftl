# Hindi (hi) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

play-abort-too-late = दोनों पक्षों की पहली चाल हो जाने के बाद खेल रद्द नहीं किया जा सकता; इसके बजाय बराबरी का प्रस्ताव दें या हार मानें।

play-not-a-placement = { $drop } मोहरा रखने का सही रूप नहीं है; जैसे K@e2 (मोहरे का अक्षर, @, खाना)।

# चाल के बाद किसकी बारी है।
play-turn-thinking = { $who } ({ $side }) सोच रहा है
play-turn-to-move = { $who } ({ $side }) की चाल
play-turn-to-move-away = { $who } ({ $side }) की चाल ({ $until } तक छुट्टी पर; घड़ी रुकी है)
play-your-move = खेल #{ $id } में आपकी चाल, { $who }।

play-game-refused = खेल #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } कोई चाल नहीं है
refusal-not-legal = { $input } इस स्थिति में वैध चाल नहीं है
refusal-not-legal-but = { $input } इस स्थिति में वैध चाल नहीं है; क्या आपका मतलब { $candidates } था?
refusal-which = { $input } का अर्थ { $candidates } हो सकता है; बताएँ कौन-सी
refusal-list-one = { $item }
refusal-list-comma = { $first }, { $rest }
refusal-list-or = { $first } या { $rest }
refusal-game-over = खेल समाप्त हो चुका है
refusal-not-your-turn = अभी आपकी चाल नहीं है
refusal-illegal-move = वह चाल इस स्थिति में वैध नहीं है
refusal-jishogi-only-shogi = जिशोगी केवल शोगी में होता है
refusal-impasse-not-your-turn = जिशोगी का दावा अपनी ही चाल पर करें
refusal-impasse-kings-not-entered = जिशोगी का दावा तभी किया जा सकता है जब दोनों राजा विरोधी खेमे में पहुँच चुके हों
refusal-no-impasse-claim = स्वीकार करने के लिए आपके प्रतिद्वंद्वी का कोई जिशोगी दावा नहीं है
refusal-setup-chosen-once = व्यवस्था केवल एक बार, पहली चाल से पहले, चुनी जाती है
refusal-no-standard-setup = इस स्थिति में बदलने के लिए कोई मानक व्यवस्था नहीं है
refusal-objection-not-now = आपत्ति केवल दूसरे खिलाड़ी की व्यवस्था के ठीक बाद की जा सकती है, उसके एक ही फ़ाइल में खड़े दो रथों पर या आपके राजा की फ़ाइल में खड़े किसी रथ पर
refusal-objection-not-applicable = आपत्ति यहाँ लागू नहीं की जा सकती
refusal-no-count-in-game = इस खेल में शुरू करने के लिए कोई गिनती नहीं है
refusal-count-not-your-turn = गिनती अपनी ही चाल पर शुरू करें
refusal-count-running = गिनती पहले से चल रही है
refusal-count-pawns-left = बोर्ड-सम्मान की गिनती तभी शुरू होती है जब किसी भी पक्ष के पास प्यादे न हों
refusal-no-count-to-stop = आपकी कोई गिनती नहीं चल रही जिसे रोका जाए
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }। { $after }
play-after-next = { $next }।
play-after-over = खेल समाप्त: { $verdict }।
play-after-over-rated = खेल समाप्त: { $verdict }। { $ratings }

# खेल का अंत। $kind "time" हो तो समय समाप्ति; नहीं तो $reason: खेल कैसे समाप्त हुआ (ending-… संदेश)।
play-verdict-win = { $result } — { $who } की जीत{ $kind ->
        [time] , समय समाप्ति से
       *[other] {" "}({ $reason })
    }
play-verdict-draw = { $result } — बराबरी{ $kind ->
        [time] , समय समाप्ति से
       *[other] {" "}({ $reason })
    }
play-over = खेल #{ $id } समाप्त: { $verdict }।
play-over-rated = खेल #{ $id } समाप्त: { $verdict }। { $ratings }
play-game-goes-on = खेल जारी है।

# सित्तुयिन में मोहरे रखना।
play-no-arrangement = आपकी कोई सहेजी हुई जमावट { $name } नहीं है; { $save } से एक सहेजें
play-no-arrangement-yours = आपकी कोई सहेजी हुई जमावट { $name } नहीं है; आपकी जमावटें: { $yours }।
play-place-none = { $reason } कुछ भी नहीं रखा गया: एक /place या तो अपने सभी मोहरे रखता है या एक भी नहीं।
play-placed-army = #{ $id } { $who } ने { $count ->
        [one] { $count } मोहरा रखा
       *[other] { $count } मोहरे रखे
    }: { $drops }
play-saved-as = { $name } नाम से सहेजा गया: अपने अगले खेल में { $place } भेजें।
play-arrangement-saved = { $name } सहेजा गया ({ $count } { $count ->
        [one] मोहरा
       *[other] मोहरे
    }): किसी सित्तुयिन खेल में { $place } भेजें।
play-no-arrangements = आपकी कोई सहेजी हुई जमावट नहीं है; { $save } से एक सहेजें।
play-hand-empty = आपके हाथ में कोई मोहरा नहीं है।
play-hand = आपके हाथ में: { $pieces }।
play-place-short = खेल #{ $id }: यह /place { $asked } × { $letter } ({ $piece }) रखता है; आपके पास रखने के लिए केवल { $had } बचे हैं, इसलिए कुछ भी नहीं रखा गया। { $hand }

# चालों के अलावा दूसरी कार्रवाइयाँ।
play-action = #{ $id } { $action }
play-setup = { $who } ने { $korean } ({ $key }) व्यवस्था चुनी।
play-not-a-setup = { $setup } कोई व्यवस्था नहीं है; masangsangma, sangmamasang, masangmasang या sangmasangma चुनें (마상상마 …)
play-objection = आपत्ति: दूसरे खिलाड़ी को रथ फिर से रखना होगा।
play-count-start = { $who } ने बोर्ड-सम्मान की गिनती (64 चालें) शुरू की।
play-count-stop = { $who } ने गिनती रोक दी।
play-impasse-counts = { $who } अंक गिन रहा है।
play-impasse-declined = { $who } ने अस्वीकार किया ({ $points } अंक, आपके { $yours } अंकों के मुकाबले; 24 चाहिए): खेल जारी रखें।
play-impasse-answer = अंक गिनने के लिए { $accept } भेजें।
play-impasse-claim = { $who } ने जिशोगी (अंकों से निर्णय) का दावा किया: { $answer }

play-resign-confirm = खेल #{ $id } में हार मानें? पुष्टि के लिए { $confirm } भेजें।
play-abort-tournament = खेल #{ $id } टूर्नामेंट का खेल है और रद्द नहीं किया जा सकता: जो खिलाड़ी पहली चाल नहीं चलता, पहली चाल का समय समाप्त होने पर वह खेल हार जाता है। टूर्नामेंट छोड़ने के लिए { $withdraw } भेजें।
play-aborted = खेल #{ $id } रद्द किया गया।

# भेजने वाले की सहेजी हुई जमावटें, हर पंक्ति में एक।
play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = हार मानें

# चाल शब्दों में: मोहरा और खाने (जैसे बोर्ड की तस्वीर में लिखे हैं)।
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } { $to } पर पदोन्नत{ $more }
play-move-takes = , { $piece } काटा
play-move-becomes = , { $piece } बना
play-move-promotes-to = { " " }होकर { $piece } बना
play-move-drop = { $piece } { $to } पर रखा गया
play-move-castles = कैसलिंग
play-move-passes = पास किया
