# Hindi (hi) — a player's account: /settings and /vacation.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

account-settings = आपकी सेटिंग्स: set:{ $set } orientation:{ $orientation } notation:{ $notation } notify:{ $notify }{ $digest }।

account-next-digest = {" "}(अगला सारांश { $time })

account-next-digest-on = {" "}(अगला सारांश { $time }, { $platform } पर सीधे संदेश के रूप में)

# $days: दिन (एकवचन और बहुवचन एक जैसे)।
account-vacation-left = { $year } में { $days } दिन की छुट्टी बाकी है

account-vacation-until = आप { $time } तक छुट्टी पर हैं; जल्दी लौटने के लिए { $end } भेजें। { $left }।

account-vacation-none = { $left }। { $start } आपके सभी खेलों की घड़ियाँ रोक देता है।

account-vacation-already = आप पहले से { $time } तक छुट्टी पर हैं; नई छुट्टी शुरू करने के लिए पहले { $end } भेजें।

account-vacation-too-long = { $days } दिन की छुट्टी आपकी बची हुई छुट्टी से अधिक है: { $left }।

account-vacation-started = { $time } तक छुट्टी: { $paused ->
        [0] अभी कोई खेल आपकी प्रतीक्षा नहीं कर रहा
        [1] आपकी प्रतीक्षा कर रहे खेल की घड़ी रोक दी गई है
       *[other] आपकी प्रतीक्षा कर रहे आपके { $paused } खेलों की घड़ियाँ रोक दी गई हैं
    }, और जिन खेलों में आपकी चाल आएगी, वे आपके लौटने तक रुके रहेंगे। { $left }।

account-not-on-vacation = आप छुट्टी पर नहीं हैं।

account-vacation-ended = { $resumed ->
        [0] वापसी पर स्वागत है
        [1] वापसी पर स्वागत है: आपके खेल की घड़ी फिर से चल रही है
       *[other] वापसी पर स्वागत है: आपके { $resumed } खेलों की घड़ियाँ फिर से चल रही हैं
    }। { $left }।

account-away = { $who } { $time } तक छुट्टी पर हैं: खेल #{ $game } की घड़ी रुकी हुई है।

account-away-capped = { $who } { $time } तक छुट्टी पर हैं: खेल #{ $game } की घड़ी { $cap } तक रुकी रहेगी (टूर्नामेंट की छुट्टी-सीमा)।

account-back = { $who } की वापसी: खेल #{ $game } की घड़ी फिर से चल रही है।

account-channel-language = अब से इस चैनल की पोस्ट { $language } में लिखी जाएँगी।

account-channel-language-moderators = इस चैनल की भाषा केवल इसका कोई मॉडरेटर ही चुन सकता है।
