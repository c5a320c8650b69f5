# Hindi (hi) — Ashtapada (अष्टपद) races: challenges to a race, seats, throws, moves, clocks and /games lines.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

# सूचियाँ और वाक्य जोड़ना।
race-item = { $item }
race-list = { $list }, { $item }
race-then = { $first } { $then }

race-cowries-failed = कौड़ियाँ फेंकी नहीं जा सकीं ({ $reason }); फिर से प्रयास करें।
race-no-such-rule = अष्टपद में { $option } नाम का कोई नियम विकल्प नहीं है; इसके विकल्प हैं play-on (बाकी खिलाड़ी स्थानों के लिए खेलते रहते हैं) और grace (4 या 8 आने पर दोबारा फेंकने का मौका)।
race-invite-yourself = आप स्वयं को आमंत्रित नहीं कर सकते।
race-named-twice = { $who } का नाम दो बार आया है।
race-computer-seats = एक दौड़ में चार सीटें होती हैं: कंप्यूटर अधिकतम तीन ले सकता है।

race-invites = दौड़ #{ $id }: { $who } ने { $invited } को अष्टपद के लिए आमंत्रित किया, हर बारी के लिए { $days } दिन।
race-invites-with-rules = दौड़ #{ $id }: { $who } ने { $invited } को अष्टपद के लिए आमंत्रित किया, हर बारी के लिए { $days } दिन, नियम: { $rules }।
race-seats-in-order = सीटें शामिल होने के क्रम में मिलती हैं: { $join } (या { $decline }); सबके जवाब देने पर दौड़ शुरू होती है।
race-and = { $list } और { $item }

race-not-invited = आप दौड़ #{ $id } में आमंत्रित नहीं हैं।
race-seated-already = दौड़ #{ $id } में आपकी सीट पहले से है।
race-joins = { $who } ने दौड़ #{ $id } में सीट ली।
race-declines = { $who } ने दौड़ #{ $id } का आमंत्रण अस्वीकार किया।
race-nobody-left = { $said } खेलने के लिए कोई और नहीं बचा: दौड़ #{ $id } रद्द कर दी गई।
race-seat = { $who } ({ $seat }, { $from } से)
race-begins = { $said } दौड़ #{ $id } शुरू: { $order }। पहले { $who } कौड़ियाँ फेंकें: { $throw }।
race-only-proposer-cancels = केवल दौड़ #{ $id } का प्रस्ताव रखने वाला खिलाड़ी इसे रद्द कर सकता है; सीट अस्वीकार करने के लिए { $decline } भेजें।
race-called-off = दौड़ #{ $id } को { $who } ने रद्द कर दिया।

race-thrown-already = दौड़ #{ $id }: कौड़ियाँ फेंकी जा चुकी हैं; अब एक मोहरा चलें ({ $moves })।
race-refused = दौड़ #{ $id }: { $reason }
race-throws = दौड़ #{ $id }: { $who } ने कौड़ियाँ फेंकीं — { $value } ({ $openings } खुली)।
race-turn-passes = कोई मोहरा नहीं चल सकता: बारी आगे बढ़ जाती है।
race-move-with = { $moves } से चलें।
race-not-a-piece = दौड़ #{ $id }: { $text } कोई मोहरा नहीं है: enter, कोई खाना (c3), या जोड़ी के दोनों मोहरों को एक साथ चलाने के लिए c3x2 लिखें।
race-throw-first = दौड़ #{ $id }: पहले कौड़ियाँ फेंकें ({ $throw })।
race-illegal = दौड़ #{ $id }: { $reason }; संभव चालें: { $moves }।
race-moved = दौड़ #{ $id }: { $moved }

race-over-places = दौड़ #{ $id } समाप्त: { $winner } की जीत; फिर { $rest }।
race-over-winner = दौड़ #{ $id } समाप्त: { $winner } की जीत।
race-over = दौड़ #{ $id } समाप्त।
race-to-move = { $who } की चाल।
race-to-throw = कौड़ियाँ फेंकने की बारी { $who } की।

# एक चाल की घटनाएँ, क्रम से।
race-events = { $events }।
race-enters = { $to } पर एक मोहरे का प्रवेश
race-advances = { $count ->
        [one] एक मोहरा
       *[other] दो मोहरे
    } { $from } → { $to }
race-captures = { $count ->
        [one] { $who } का एक मोहरा कटा
       *[other] { $who } के { $count } मोहरे कटे
    }
race-home = घर में प्रवेश

race-no-seat = दौड़ #{ $id } में आपकी कोई सीट नहीं है।
race-timed-out-already = समय समाप्त होने के कारण दौड़ #{ $id } में अब आपकी सीट नहीं है।
race-not-your-turn = दौड़ #{ $id }: अभी { $who } की बारी है।
race-no-such = दौड़ #{ $id } मौजूद नहीं है।
race-not-begun = दौड़ #{ $id } अभी शुरू नहीं हुई: पहले सभी आमंत्रितों को जवाब देना होगा।
race-begun = दौड़ #{ $id } शुरू हो चुकी है।
race-none-waiting = यहाँ कोई दौड़ आपकी प्रतीक्षा नहीं कर रही। { $challenge } से नई दौड़ शुरू करें।
race-none-here = यहाँ आपकी कोई दौड़ नहीं है। { $challenge } से नई दौड़ शुरू करें।
race-several = यहाँ आपकी कई दौड़ें हैं: { $races }। race:ID जोड़ें।
race-number = #{ $id }
race-unreadable = दौड़ #{ $id }: इसका रिकॉर्ड कार्रवाई { $action } पर पढ़ा नहीं जा सकता।
race-unreplayable = दौड़ #{ $id }: इसका रिकॉर्ड कार्रवाई { $action } पर दोबारा चलाया नहीं जा सकता: { $reason }।
race-board-title = दौड़ #{ $id } — अष्टपद
# बोर्ड के चित्र के शब्द और उसका वैकल्पिक पाठ।
race-board-state = { $home } घर में, { $off } का प्रवेश बाकी
race-board-finished = दौड़ पूरी, स्थान { $place }
race-board-left = दौड़ से बाहर
race-board-threw = { $name } ने कौड़ियाँ फेंकीं: { $value }
race-board-open = { $up } खुली: { $value ->
        [one] { $value } खाना
       *[other] { $value } खाने
    }
race-alt-board = { $title }। अष्टपद का बोर्ड।
race-alt-shape = { $shape ->
        [circle] वृत्त
        [square] वर्ग
        [triangle] त्रिभुज
       *[diamond] हीरा
    }
race-alt-seat = { $name } ({ $shape }, अक्षर { $letter }): { $pieces }; { $home } घर में, { $off } का प्रवेश बाकी।
race-alt-seat-left = { $name } ({ $shape }, अक्षर { $letter }): दौड़ से बाहर।
race-alt-on = { $squares } पर
race-alt-nowhere = बोर्ड पर कोई मोहरा नहीं
race-alt-double = { $square } ({ $count } मोहरे एक साथ)
race-alt-throw = पिछली बार { $name } ने कौड़ियाँ फेंकीं: { $up } खुली, { $value ->
        [one] { $value } खाना
       *[other] { $value } खाने
    }।
race-alt-to-play = { $name } की बारी।

race-reminder = { $who }: दौड़ #{ $id } में आपकी बारी के लिए { $left } बचे हैं।
race-lapsed = दौड़ #{ $id } रद्द हो गई: { $days ->
        [one] { $days } दिन
       *[other] { $days } दिनों
    } के भीतर सभी आमंत्रितों के जवाब नहीं आए।
race-ran-out = दौड़ #{ $id }: { $who } का समय समाप्त हो गया; अब वे अपने मोहरों सहित दौड़ से बाहर हैं।

# /games की पंक्तियाँ।
race-line-open = दौड़ #{ $id } अष्टपद: सबके शामिल होने की प्रतीक्षा
race-line = दौड़ #{ $id } अष्टपद: { $turn }
race-line-timed = दौड़ #{ $id } अष्टपद: { $turn }, { $left } बचे
race-your-move = आपकी चाल
race-your-throw = कौड़ियाँ फेंकने की आपकी बारी
race-their-turn = उनकी बारी
