# Hindi (hi) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

identity-no-code = कोई यादृच्छिक कोड नहीं बन सका ({ $reason }); फिर से प्रयास करें।

identity-status-one = आपका खाता केवल { $platform } पर है: { $handle }। { $link } किसी दूसरे प्लेटफ़ॉर्म का खाता जोड़ता है: { $platforms }।

identity-status-many = आप इन खातों से एक ही खिलाड़ी हैं: { $accounts }।

identity-account = { $platform } पर { $handle }

identity-accounts = { $first }, { $rest }

identity-on-it-already = आप पहले से { $platform } पर हैं: किसी दूसरे प्लेटफ़ॉर्म का खाता जोड़ें।

identity-linked-already = आपका { $platform } खाता { $handle } पहले से जुड़ा है; पहले { $unlink } भेजें।

identity-you-are-already = आप { $platform } पर पहले से { $handle } हैं।

# identity-send-code में "… से" से पहले आता है, इसलिए तिर्यक रूप (आपके … खाते)।
identity-your-account = आपके { $platform } खाते

identity-your-account-named = आपके { $platform } खाते { $handle }

identity-send-code = जोड़ने के लिए, एक दिन के भीतर { $account } से { $send } भेजें। यह कोड किसी को न बताएँ: जो भी इसे भेजेगा, वह आप बन जाएगा।

identity-no-such-code = कोड { $code } के लिए कोई लिंक प्रतीक्षा में नहीं है। अपने दूसरे खाते से { $link } भेजकर फिर से अनुरोध करें।

identity-code-lapsed = कोड { $code } की अवधि समाप्त हो गई (कोड एक दिन तक मान्य रहते हैं)। अपने दूसरे खाते से { $link } भेजकर फिर से अनुरोध करें।

identity-code-elsewhere = कोड { $code } एक { $platform } खाता जोड़ता है: इसे वहीं भेजें।

identity-code-for-another = कोड { $code } { $platform } पर { $handle } के लिए है, आपके लिए नहीं।

identity-one-already = ये खाते पहले से एक ही खिलाड़ी हैं।

identity-has-account-there = { $name } का { $platform } खाता पहले से है।

identity-have-met = ये खाते एक-दूसरे के विरुद्ध खेल चुके हैं (खेल #{ $game }), इसलिए ये एक खिलाड़ी नहीं हो सकते।

identity-same-tournament = दोनों खाते टूर्नामेंट #{ $tournament } में खेल रहे हैं, इसलिए ये एक खिलाड़ी नहीं हो सकते।

identity-linked = जुड़ गए: { $platform } पर { $handle } और { $other_platform } पर { $other_handle } अब एक ही खिलाड़ी हैं। आपके खेल, रेटिंग और टूर्नामेंट दोनों जगह आपके साथ रहेंगे।

identity-own-account = { $platform } पर { $handle } इस खिलाड़ी का अपना खाता है; दूसरे खातों को इससे अलग करने के लिए { $unlink } भेजें।

identity-unlinked = अलग किया गया: { $platform } पर { $handle } अगली बार नए सिरे से शुरू होगा; आपके खेल और रेटिंग यहाँ आपके साथ रहेंगे।

identity-none-linked = आपसे कोई { $platform } खाता नहीं जुड़ा है।
