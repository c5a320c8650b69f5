# Hindi (hi) — challenges: /challenge, /accept, /decline, /cancel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

challenge-declined = { $who } ने चुनौती #{ $id } अस्वीकार कर दी।

challenge-not-one-you-can = चुनौती #{ $id } को आप यहाँ { $verb ->
        [accept] स्वीकार
        [decline] अस्वीकार
       *[cancel] रद्द
    } नहीं कर सकते।

challenge-none-to = यहाँ { $verb ->
        [accept] स्वीकार
        [decline] अस्वीकार
       *[cancel] रद्द
    } करने के लिए आपकी कोई चुनौती नहीं है।

challenge-several = कई चुनौतियाँ हैं: { $ids }। बताएँ कौन-सी, जैसे { $example }।

challenge-accept-own = आप अपनी ही चुनौती स्वीकार नहीं कर सकते।

challenge-accept-not-open = चुनौती #{ $id } यहाँ आपके लिए खुली नहीं है; इसे केवल चुनौती पाने वाला खिलाड़ी स्वीकार कर सकता है।

challenge-game-begins = खेल #{ $game } शुरू: आपकी चाल, { $who }।

challenge-game-starts = खेल #{ $game }: { $name } — { $white } ({ $white_side }) बनाम { $black } ({ $black_side }), { $rated ->
        [yes] रेटेड
       *[no] बिना रेटिंग
    }, { $time }{ $from }। पहली चाल { $first } की।

challenge-from-position = , स्थिति { $position } से

challenge-yourself = आप स्वयं को चुनौती नहीं दे सकते।

challenge-too-many-open = आपकी { $count } चुनौतियाँ खुली हैं, जो एक खिलाड़ी के लिए अधिकतम सीमा है; पहले { $cancel } से एक रद्द करें (या जवाबों की प्रतीक्षा करें)।

challenge-too-many-to-one = { $who } के लिए आपकी { $count ->
        [one] { $count } चुनौती पहले से खुली है
       *[other] { $count } चुनौतियाँ पहले से खुली हैं
    }; जवाब की प्रतीक्षा करें, या { $cancel } से एक रद्द करें।

challenge-level-is-computers = level: कंप्यूटर की ताकत है; उसे { $challenge } से चुनौती दें।

challenge-computer-casual = कंप्यूटर के विरुद्ध खेल रेटेड नहीं होते; rated:yes हटा दें।

challenge-position-casual = चुनी हुई स्थिति से शुरू होने वाला खेल रेटेड नहीं होता; rated:yes हटा दें।

challenge-cancelled = चुनौती #{ $id } रद्द कर दी गई।

challenge-posted = चुनौती #{ $id }: { $who } ने { $to } को { $rated ->
        [yes] रेटेड
       *[no] बिना रेटिंग वाले
    } खेल के लिए आमंत्रित किया: { $game }{ $options }{ $from }, { $time }। { $answer } ({ $until } तक खुली)।
# $to के बाद "को" आता है।
challenge-anyone = यहाँ किसी भी खिलाड़ी
challenge-options = { " " }({ $options })
challenge-accept-button = स्वीकार करें
challenge-decline-button = अस्वीकार करें
