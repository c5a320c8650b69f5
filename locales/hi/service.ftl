# Hindi (hi) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

service-restarting = गेम सेवा फिर से शुरू हो रही है; कुछ भी नहीं बदला गया। थोड़ी देर में फिर से भेजें।
service-busy = गेम सेवा अभी जवाब देने के लिए बहुत व्यस्त है; कुछ भी नहीं बदला गया। थोड़ी देर में फिर से भेजें।
service-disk-full = गेम सेवा अभी कुछ भी सहेज नहीं सकती, इसलिए कुछ भी नहीं बदला गया। संचालक को सूचना दे दी गई है; बाद में फिर से भेजें।
service-storage-failed = हमारी ओर से कुछ गड़बड़ हो गई; कुछ भी नहीं बदला गया। कृपया बाद में फिर से प्रयास करें।
service-internal = हमारी ओर से कुछ गड़बड़ हो गई और आपकी कमांड पूरी नहीं हुई; इसे लॉग में दर्ज कर लिया गया है। कुछ भी नहीं बदला गया।
service-conflict = आपकी कमांड पर काम होते समय स्थिति बदल गई; बोर्ड देखें और फिर से प्रयास करें।
service-corrupt = उस खेल का सहेजा गया रिकॉर्ड पढ़ा नहीं जा सकता; कुछ भी नहीं बदला गया, और संचालक लॉग में इसका कारण देख सकते हैं।
service-already-handled = यह कमांड पहले ही पूरी हो चुकी है।

# "कमांड" एकवचन और बहुवचन में एक जैसा है।
service-slow-down = थोड़ा धीरे: एक मिनट में अधिकतम { $per_minute } कमांड। यह कमांड पूरी नहीं की गई; एक मिनट बाद फिर से भेजें।

service-computer-name = यह कंप्यूटर का नाम है; वह अपनी चालें खुद चलता है। उसे { $challenge } से चुनौती दें।

service-no-game-here = यहाँ आपका कोई खेल नहीं है। { $challenge } से नया खेल शुरू करें।

# पिछले संस्करण का सहेजा गया अंग्रेज़ी पाठ, जैसा है वैसा।
service-stored-text = { $text }
