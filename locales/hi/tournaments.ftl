# Hindi (hi) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

tournament-title = टूर्नामेंट #{ $id }
# $name: आयोजक का दिया नाम (अनुवाद नहीं होता)।
tournament-title-named = टूर्नामेंट #{ $id } «{ $name }»

# "दिन" एकवचन और बहुवचन में एक जैसा है।
tournament-per-move = प्रति चाल { $days } दिन

tournament-too-many = इस चैनल में पहले से { $running } टूर्नामेंट पंजीकरण या खेल में हैं, जो अधिकतम सीमा है; इनमें से किसी के समाप्त होने पर नया बनाएँ।

tournament-vacation-cap = { " " }छुट्टी: हर खिलाड़ी के लिए अधिकतम { $days } दिन।
tournament-until = { " " }({ $time } तक)
tournament-standard-rules = मानक नियम
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: { $game } का स्विस टूर्नामेंट, { $rounds ->
        [0] खिलाड़ियों की संख्या के अनुसार राउंड
       *[other] { $rounds } राउंड
    }, { $rules }, { $per_move }, { $rated ->
        [yes] रेटेड
       *[no] बिना रेटिंग
    }, अधिकतम { $size } खिलाड़ी, आयोजक { $organizer }। जोड़ियाँ FIDE डच प्रणाली से, एक बार में एक राउंड; एक राउंड अधिकतम { $round_days } दिन चलता है, और तब तक अधूरा खेल बराबरी गिना जाता है।{ $cap } खेलने के लिए { $join } भेजें{ $until }; आयोजक इसे { $start } से शुरू करेगा।

tournament-created-round-robin = { $name }: { $game }{ $options } का { $cycles ->
        [2] डबल
       *[other] सिंगल
    } राउंड रॉबिन, { $per_move }, { $rated ->
        [yes] रेटेड
       *[no] बिना रेटिंग
    }, अधिकतम { $size } खिलाड़ी, आयोजक { $organizer }। खेलने के लिए { $join } भेजें{ $until }; आयोजक इसे { $start } से शुरू करेगा।{ $cap }

tournament-not-taking = { $name } में अभी खिलाड़ी नहीं लिए जा रहे।
tournament-registration-closed-at = { $name } का पंजीकरण { $time } पर बंद हो गया।
tournament-full = { $name } भर चुका है ({ $count } खिलाड़ी)।
tournament-already-in = आप पहले से { $name } में हैं।
tournament-joins = { $who } { $name } में शामिल हुए ({ $count } खिलाड़ी)।
tournament-started-withdraw = { $name } शुरू हो चुका है; इसे छोड़ने के लिए { $withdraw } भेजें (आपके न खेले गए खेल हार माने जाएँगे)।
tournament-you-are-not-in = आप { $name } में नहीं हैं।
tournament-leaves = { $who } ने { $name } छोड़ दिया।
tournament-already-started = { $name } पहले ही शुरू हो चुका है।
tournament-has-started = { $name } शुरू हो गया है।
tournament-open-again = { $name } का पंजीकरण फिर से खुला है: { $join }।
tournament-closed = { $name } का पंजीकरण बंद है।

tournament-organizer-only = { $name } में केवल आयोजक, { $organizer }, { $action ->
        [start] इसे शुरू कर सकते हैं
        [open] पंजीकरण खोल सकते हैं
        [close] पंजीकरण बंद कर सकते हैं
        [replace] खिलाड़ी बदल सकते हैं
        [pause] इसे रोक सकते हैं
        [resume] इसे फिर से शुरू कर सकते हैं
        [adjudicate] खेल का निर्णय दे सकते हैं
        [withdraw] किसी दूसरे खिलाड़ी को हटा सकते हैं
       *[cancel] इसे रद्द कर सकते हैं
    }।

tournament-not-started-replace = { $name } शुरू नहीं हुआ है; खिलाड़ी स्वयं शामिल होते और छोड़ते हैं।
tournament-not-playing = { $who } { $name } में नहीं खेल रहे।
tournament-already-has = { $who } पहले से { $name } में हैं।
tournament-replaces = { $name } में { $new } ने { $old } की जगह ली: सीट, और { $moved ->
        [one] { $moved } अधूरा खेल
       *[other] { $moved } अधूरे खेल
    }; समाप्त खेल पहले की तरह गिने जाते हैं।

tournament-not-running = { $name } अभी नहीं चल रहा।
tournament-game-missing = { $name } का खेल #{ $game } डेटाबेस में नहीं मिला; कुछ भी नहीं बदला गया।
tournament-paused = { $name } रोक दिया गया है: { $stopped ->
        [one] { $stopped } घड़ी रुकी है
       *[other] { $stopped } घड़ियाँ रुकी हैं
    }; आयोजक के फिर से शुरू करने तक चालें रुकी रहेंगी।
tournament-not-paused = { $name } रुका हुआ नहीं है।
tournament-missing = { $name } डेटाबेस में नहीं मिला।
tournament-resumes = { $name } फिर से शुरू: { $count ->
        [one] { $count } घड़ी अपने बचे हुए समय के साथ फिर चल रही है।
       *[other] { $count } घड़ियाँ अपने-अपने बचे हुए समय के साथ फिर चल रही हैं।
    }

tournament-which-game = कौन-सा खेल? { $usage }
tournament-not-its-game = खेल #{ $game } { $name } का खेल नहीं है।
tournament-no-such-game = खेल #{ $game } मौजूद नहीं है।
tournament-game-over = खेल #{ $game } समाप्त हो चुका है।
tournament-adjudicated = खेल #{ $game } समाप्त: निर्णय से { $result } ({ $name })।
tournament-adjudicated-rated = खेल #{ $game } समाप्त: निर्णय से { $result } ({ $name })। { $ratings }
tournament-not-in = { $who } { $name } में नहीं हैं।
tournament-already-over = { $name } पहले ही समाप्त हो चुका है।
tournament-cancelled = { $name } रद्द कर दिया गया{ $aborted ->
        [0] {""}
        [one] ; जारी { $aborted } खेल रद्द किया गया
       *[other] ; जारी { $aborted } खेल रद्द किए गए
    }।

tournament-no-such = टूर्नामेंट #{ $id } मौजूद नहीं है।
tournament-none-here = यहाँ कोई टूर्नामेंट नहीं है; { $create } से नया शुरू करें।
tournament-several = यहाँ कई टूर्नामेंट चल रहे हैं: { $ids }। नंबर जोड़ें।

tournament-too-few = { $name } शुरू करने के लिए कम से कम 3 खिलाड़ी चाहिए; अभी { $count } हैं।
tournament-too-few-swiss = स्विस के रूप में { $name } शुरू करने के लिए कम से कम 4 खिलाड़ी चाहिए; अभी { $count } हैं।
tournament-starts = { $name } शुरू: { $players } खिलाड़ी, { $games } खेल, सभी एक साथ शुरू ({ $per_move })। प्रारंभिक क्रमांक: { $numbers }। { $pairings } सभी खेल दिखाता है; { $mine } आपके खेल।
tournament-starts-swiss =
    { $name } शुरू: { $players } खिलाड़ियों के लिए { $rounds } राउंड का स्विस{ $note }, { $per_move }। प्रारंभिक क्रमांक: { $numbers }।
    { $first }
tournament-rounds-capped = { " " }({ $asked } राउंड माँगे गए थे; { $players } खिलाड़ी अधिकतम { $most } खेल सकते हैं)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = आप चल रहे टूर्नामेंट #{ $id } में नहीं खेल रहे।
tournament-mine-none = आप किसी चल रहे टूर्नामेंट में नहीं खेल रहे।
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] , राउंड { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— रुका हुआ
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(राउंड { $left } में समाप्त होगा)
tournament-mine-game = { "  " }#{ $game } राउंड { $round } बनाम { $opponent } ({ $side }): { $turn ->
        [mine] आपकी चाल
       *[theirs] उनकी चाल
    }{ $left }
tournament-mine-left = , { $left } बचे
tournament-mine-bye = { "  " }इस राउंड में बाई (एक अंक)
tournament-mine-waiting = { "  " }कोई खेल जारी नहीं: अगले राउंड की प्रतीक्षा

tournament-unpairable =
    { $name } राउंड { $round } के बाद समाप्त: राउंड { $next } की जोड़ियाँ नहीं बन सकतीं ({ $why })। अंतिम तालिका:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = बाई (एक अंक): { $who } ({ $number })
tournament-round =
    { $name }, राउंड { $round }/{ $rounds }, { $until } तक:
    { $lines }
tournament-game-begins = खेल #{ $game } ({ $name }, राउंड { $round }) शुरू: आपकी चाल, { $who }।
tournament-round-deadline = खेल #{ $game } समाप्त: { $name } के राउंड { $round } की समय-सीमा पूरी हो गई; खेल बराबरी गिना गया।

tournament-already-withdrawn = { $who } पहले ही हट चुके हैं।
tournament-over = { $name } समाप्त हो गया है।
tournament-withdraws = { $who } { $name } से हट गए; { $count ->
        [one] { $count } न खेला गया खेल हार माना गया
       *[other] { $count } न खेले गए खेल हार माने गए
    }।
tournament-final =
    { $name } समाप्त। अंतिम तालिका:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }, मीडियन { $median }, SB { $sb }, प्रोग्रेसिव { $progressive }){ $withdrew ->
        [yes] , हट गए
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, { $wins ->
        [one] { $wins } जीत
       *[other] { $wins } जीत
    }){ $withdrew ->
        [yes] , हट गए
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } शुरू नहीं हुआ है।
tournament-registered = { $name } शुरू नहीं हुआ है; { $count } पंजीकृत: { $names }।
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = अंतिम तालिका
tournament-state-cancelled = रद्द
tournament-state-playing = { $count ->
        [one] { $count } खेल अभी जारी है
       *[other] { $count } खेल अभी जारी हैं
    }
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = राउंड { $round }:{ $items }
tournament-pairings-bye = { " " }बाई { $who };
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
tournament-result-forfeit = { $result } (वॉकओवर)
tournament-result-in-play = जारी

## The crosstable's picture: its columns and its words.
tournament-chart-player = खिलाड़ी
tournament-chart-points = अंक
tournament-chart-tiebreak = टाई-ब्रेक
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (प्रारंभिक क्रमांक { $number }): { $points } अंक, { $tiebreak }
