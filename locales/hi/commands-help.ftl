# Hindi (hi) — what each command does and what each of its options means: /help, and Discord's descriptions of commands and options.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.
# cmd-NAME और cmd-NAME-OPTION अधिकतम 100 अक्षर (Discord की सीमा)।

# /challenge
cmd-challenge = किसी खिलाड़ी, यहाँ किसी को भी, या @tabiya (कंप्यूटर) को चुनौती दें
cmd-challenge-more = प्रति चाल दिन (1, 2, 3, 5, 7, 10 या 14), या फ़िशर समय: शुरुआती दिन और हर चाल के बाद जुड़ने वाले दिन, एक सीमा तक। rated:yes न हो तो खेल बिना रेटिंग का होता है। अष्टपद दो से चार खिलाड़ियों की दौड़ है: अधिकतम तीन खिलाड़ियों के नाम दें। कोई जवाब न दे तो चुनौती की अवधि समाप्त हो जाती है। कंप्यूटर से तुरंत खेलने के लिए @tabiya को चुनौती दें: बिना रेटिंग, level:1 (सबसे कमज़ोर) से level:8 तक, न चुनें तो 3।
cmd-challenge-opponent = किसे आमंत्रित करें (खुली चुनौती के लिए खाली छोड़ें)
cmd-challenge-opponent2 = अष्टपद: आमंत्रित करने के लिए दूसरा खिलाड़ी
cmd-challenge-opponent3 = अष्टपद: आमंत्रित करने के लिए तीसरा खिलाड़ी
cmd-challenge-variant = कौन-सा खेल
cmd-challenge-days = प्रति चाल दिन (1, 2, 3, 5, 7, 10, 14) या फ़िशर समय, जैसे 7+2
cmd-challenge-cap = फ़िशर समय: घड़ी में अधिकतम कितने दिन जमा हो सकते हैं
cmd-challenge-color = आपका पक्ष: first, second या खेल का अपना नाम (red, cho, sente…); न चुनें तो यादृच्छिक (random)
cmd-challenge-rated = रेटेड खेल (न चुनें तो बिना रेटिंग)
cmd-challenge-rules = नियम विकल्प, अल्पविराम से अलग (देखें /rules GAME)
cmd-challenge-fen = इस स्थिति से शुरू करें (FEN; शोगी के लिए SFEN): बिना रेटिंग का खेल
cmd-challenge-level = कंप्यूटर की ताकत

# /accept
cmd-accept = चुनौती स्वीकार करें (या दौड़ में अपनी सीट लें)
cmd-accept-more = यहाँ आपके लिए केवल एक चुनौती खुली हो तो नंबर की ज़रूरत नहीं।
cmd-accept-id = चुनौती का नंबर (अगर कई खुली हों)
cmd-accept-race = अष्टपद: कौन-सी दौड़ (अगर यहाँ कई चल रही हों)

# /decline
cmd-decline = चुनौती अस्वीकार करें
cmd-decline-more = यहाँ आपके लिए केवल एक चुनौती खुली हो तो नंबर की ज़रूरत नहीं।
cmd-decline-id = चुनौती का नंबर (अगर कई खुली हों)
cmd-decline-race = अष्टपद: कौन-सी दौड़ (अगर यहाँ कई चल रही हों)

# /cancel
cmd-cancel = अपनी चुनौती या बिना शुरू हुई दौड़ वापस लें
cmd-cancel-more = यहाँ आपकी केवल एक चुनौती खुली हो तो नंबर की ज़रूरत नहीं।
cmd-cancel-id = चुनौती का नंबर (अगर आपकी कई हों)
cmd-cancel-race = अष्टपद: कौन-सी दौड़ (अगर यहाँ कई चल रही हों)

# /move
cmd-move = खेल के संकेतन, SAN या निर्देशांकों में चाल चलें
cmd-move-more = पास, मोहरा रखना (P*55, K@e2) और पदोन्नति भी चालें हैं। दौड़ में: /move enter|c3|c3x2 race:ID।
cmd-move-move = चाल, खेल के संकेतन, SAN या निर्देशांकों में
cmd-move-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)
cmd-move-at = आपके चुनते समय चली जा चुकी चालों की संख्या (मेनू भेजता है)
cmd-move-race = अष्टपद: कौन-सी दौड़ (अगर यहाँ कई चल रही हों)

# /board
cmd-board = किसी बोर्ड का आपका निजी दृश्य
cmd-board-more = आपकी दिशा और मोहरों के सेट में (देखें /settings); flip बोर्ड को उलट देता है।
cmd-board-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)
cmd-board-flip = बोर्ड उलटें
cmd-board-set = मोहरों का सेट

# /games
cmd-games = आपके खेल, जिनमें आपकी चाल है वे पहले
cmd-games-more = हर खेल में बचे समय के साथ; लंबी सूची में पहले 40 दिखते हैं और बाकी गिने जाते हैं।

# /resign
cmd-resign = खेल में हार मानें (पुष्टि पूछी जाती है)
cmd-resign-more = पुष्टि के लिए /resign confirm भेजें।
cmd-resign-confirm = बिना पूछे तुरंत हार मानें
cmd-resign-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /draw
cmd-draw = बराबरी का प्रस्ताव दें, या प्रस्ताव का जवाब दें
cmd-draw-more = अस्वीकार हुआ प्रस्ताव आपकी अगली चाल के बाद फिर दिया जा सकता है।
cmd-draw-answer = क्या करें (न चुनें तो प्रस्ताव)
cmd-draw-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /takeback
cmd-takeback = अपनी पिछली चाल वापस लेने का अनुरोध (बिना रेटिंग के खेल)
cmd-takeback-more = आपके प्रतिद्वंद्वी की सहमति चाहिए: /takeback accept या /takeback decline।
cmd-takeback-answer = क्या करें (न चुनें तो अनुरोध)
cmd-takeback-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /abort
cmd-abort = दोनों पक्षों की चाल से पहले खेल रद्द करें
cmd-abort-more = टूर्नामेंट में नहीं: वहाँ जो खिलाड़ी कभी चाल नहीं चलता, वह हार जाता है।
cmd-abort-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /export
cmd-export = खेल का रिकॉर्ड, उसका FEN, या उसका रीप्ले
cmd-export-more = हर खेल के लिए PGN; शोगी के लिए KIF और CSA; fen: अभी की स्थिति FEN में (और शोगी के लिए SFEN), pychess-variants, Lishogi या किसी इंजन में चिपकाने के लिए; gif: पूरा खेल एक चलते चित्र (एनिमेशन) के रूप में, हर चाल का एक फ़्रेम।
cmd-export-format = रिकॉर्ड का प्रारूप (न चुनें तो PGN)
cmd-export-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /analyze
cmd-analyze = समाप्त खेल की गलतियाँ, और एक चार्ट
cmd-analyze-more = हर स्थिति की जाँच होती है, और हर चाल को Lichess की तरह इस आधार पर परखा जाता है कि उससे जीत की संभावना कितनी घटती है: बराबरी के खेल में लगभग एक प्यादा गँवाना गलती है और डेढ़ प्यादा भयंकर गलती; पहले से जीते या हारे हुए खेल में इससे अधिक गँवाना पड़ता है। हर एक के साथ बेहतर चाल बताई जाती है। लोगों के बीच चल रहे खेल का विश्लेषण उसके समाप्त होने तक नहीं होता (पत्राचार खेल में निष्पक्षता); कंप्यूटर के विरुद्ध बिना रेटिंग का खेल हो सकता है।
cmd-analyze-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /import
cmd-import = PGN, KIF या CSA रिकॉर्ड पढ़ें; उसके अंत से आगे खेलें
cmd-import-more = रिकॉर्ड कमांड के बाद चिपकाएँ (Discord पर, या उसकी फ़ाइल संलग्न करें; Matrix पर, या फ़ाइल का जवाब दें)। @player के साथ: रिकॉर्ड की अंतिम स्थिति से आगे खेलने की चुनौती, बिना रेटिंग का खेल। उसके बिना: वह स्थिति, देखने के लिए। PGN में Variant टैग न हो तो खेल का नाम दें; नाम न दें तो KIF और CSA शोगी माने जाते हैं।
cmd-import-opponent = इस खिलाड़ी को रिकॉर्ड के अंत से आगे खेलने की चुनौती दें
cmd-import-variant = खेल, अगर रिकॉर्ड में न लिखा हो
cmd-import-days = वहाँ से आगे के खेल में प्रति चाल दिन
cmd-import-color = वहाँ से आगे के खेल में आपका पक्ष (न चुनें तो यादृच्छिक)
cmd-import-record = रिकॉर्ड का पाठ: PGN, KIF या CSA
cmd-import-file = Discord: फ़ाइल के रूप में रिकॉर्ड

# /rules
cmd-rules = किसी खेल के नियम और शुरुआती स्थिति, या कोई मोहरा कैसे चलता है
cmd-rules-more = वे विकल्प भी दिखते हैं जो चुनौती rules: से दे सकती है। मोहरे के साथ (उसका नाम, अंग्रेज़ी नाम या अक्षर): उसकी चालों का चित्र।
cmd-rules-variant = कौन-सा खेल
cmd-rules-piece = एक मोहरा: वह कैसे चलता है, इसका चित्र

# /moves
cmd-moves = आपके खेल का कोई मोहरा कहाँ जा सकता है
cmd-moves-more = केवल आपको दिखता है। खाने वैसे लिखें जैसे बोर्ड पर अंकित हैं: e2, या शोगी में 76।
cmd-moves-square = मोहरे का खाना (जैसे e2; शोगी में 76)
cmd-moves-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /settings
cmd-settings = आपकी पसंद
cmd-settings-more = notify: हर बार आपकी चाल आने पर सूचना, सीधे संदेश में एक दैनिक सारांश, या कुछ नहीं। आपका समय खत्म होने से एक दिन पहले की याद हमेशा आती है।
cmd-settings-set = मोहरों का सेट
cmd-settings-orientation = आपके बोर्ड में नीचे कौन-सा पक्ष हो
cmd-settings-notation = चालें आपको किस रूप में लिखी जाएँ
cmd-settings-notify = कब बताया जाए कि आपकी चाल है
cmd-settings-language = आपको मिलने वाले जवाबों की भाषा (न चुनें तो अंग्रेज़ी)
cmd-settings-channel = मॉडरेटर के लिए: इस चैनल की पोस्ट की भाषा

# /vacation
cmd-vacation = अपने सभी खेलों की घड़ियाँ रोकें (छुट्टी के दिन हर साल मिलते हैं)
cmd-vacation-more = अकेले: बची हुई छुट्टी। /vacation end से जल्दी लौटें; न लिए गए दिन वापस मिल जाते हैं।
cmd-vacation-days = अभी से छुट्टी के दिन
cmd-vacation-end = चल रही छुट्टी जल्दी खत्म करें

# /rating
cmd-rating = रेटिंग (Glicko-2), और किसी खिलाड़ी के विरुद्ध आपका रिकॉर्ड
cmd-rating-more = किसी खेल के साथ: उस खेल की रेटिंग और उसका चार्ट।
cmd-rating-player = किसकी (नाम न दें तो आपकी)
cmd-rating-variant = कौन-सा खेल

# /leaderboard
cmd-leaderboard = किसी खेल की स्थापित रेटिंग, सबसे ऊँची पहले
cmd-leaderboard-more = केवल वे रेटिंग दिखती हैं जो अब अनंतिम नहीं हैं।
cmd-leaderboard-variant = कौन-सा खेल

# /tournament
cmd-tournament = राउंड रॉबिन और स्विस टूर्नामेंट
cmd-tournament-more = ACTION, सबके लिए: create, join, leave, standings, pairings, mine, withdraw, export; आयोजक (या मॉडरेटर) के लिए: start, close, open, pause, resume, cancel, replace, adjudicate।
cmd-tournament-action = क्या करें
cmd-tournament-id = टूर्नामेंट का नंबर (अगर यहाँ कई चल रहे हों)
cmd-tournament-variant = create: कौन-सा खेल
cmd-tournament-double = create: डबल राउंड रॉबिन
cmd-tournament-swiss = create: स्विस (FIDE डच जोड़ियाँ, एक बार में एक राउंड)
cmd-tournament-rounds = create: स्विस के राउंड (न दें तो खिलाड़ियों की संख्या के अनुसार)
cmd-tournament-deadline = create: स्विस का एक राउंड अधिकतम कितने दिन चले
cmd-tournament-days = create: प्रति चाल दिन (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: रेटेड खेल
cmd-tournament-size = create: अधिकतम खिलाड़ी (राउंड रॉबिन 3-16, स्विस 4-128)
cmd-tournament-name = create: टूर्नामेंट का नाम (स्पेस के लिए _)
cmd-tournament-register = create: पंजीकरण कितने दिन खुला रहे
cmd-tournament-vacation = create: हर खिलाड़ी कितने दिन की छुट्टी ले सकता है
cmd-tournament-rules = create: नियम विकल्प, अल्पविराम से अलग (देखें /rules GAME)
cmd-tournament-player = withdraw, replace: किसे (केवल आयोजक)
cmd-tournament-replacement = replace: सीट कौन लेगा
cmd-tournament-format = export: TRF (क्रॉसटेबल, न चुनें तो) या हर खेल का PGN
cmd-tournament-game = adjudicate: कौन-सा खेल
cmd-tournament-result = adjudicate: 1-0, 0-1 या draw (बराबरी)

# /mypairings
cmd-mypairings = आपके टूर्नामेंट खेल और उनकी घड़ियाँ
cmd-mypairings-more = /tournament mine जैसा ही।
cmd-mypairings-id = केवल यह टूर्नामेंट

# /setup
cmd-setup = जांगी: अपने घोड़ों और गजों की व्यवस्था चुनें
cmd-setup-more = SETUP आपके बाएँ से मोहरों के नाम देता है, ma घोड़ा और sang गज: masangsangma, sangmamasang, masangmasang या sangmasangma (마상상마 … भी पढ़े जाते हैं)।
cmd-setup-arrangement = घोड़ों और गजों का क्रम, आपके बाएँ से
cmd-setup-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /place
cmd-place = सित्तुयिन: एक साथ कई मोहरे रखें
cmd-place-more = सभी या एक भी नहीं; save:NAME जमावट को आपके अगले खेल के लिए सहेज लेता है।
cmd-place-pieces = मोहरे रखने की चालें, जैसे K@e2 F@d2
cmd-place-saved = इस नाम से सहेजी गई जमावट रखें
cmd-place-save = इन चालों को इस नाम से सहेजें
cmd-place-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /arrangement
cmd-arrangement = सित्तुयिन: आपकी सहेजी हुई जमावटें
cmd-arrangement-more = पहले खिलाड़ी की ओर से सहेजी जाती हैं; दूसरे खिलाड़ी के लिए उलट दी जाती हैं।
cmd-arrangement-action = सूची देखें, या एक सहेजें
cmd-arrangement-name = save: किस नाम से सहेजें
cmd-arrangement-pieces = save: मोहरे रखने की चालें, जैसे K@e2 F@d2

# /object
cmd-object = सित्तुयिन: दूसरे खिलाड़ी के रथों पर आपत्ति करें
cmd-object-more = केवल एक बार, व्यवस्था के ठीक बाद।
cmd-object-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /count
cmd-count = माकरुक, ओक: बोर्ड-सम्मान की गिनती शुरू करें या रोकें
cmd-count-more = जो पक्ष मात नहीं दे सकता, वह गिनता है; देखें /rules makruk।
cmd-count-action = शुरू करें या रोकें
cmd-count-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /impasse
cmd-impasse = शोगी: जिशोगी (अंकों से निर्णय) का दावा करें, या दावा स्वीकार करें
cmd-impasse-more = दोनों राजाओं के विरोधी खेमे में पहुँच जाने पर अंकों से निर्णय होता है।
cmd-impasse-action = दावा (न चुनें तो) या स्वीकार
cmd-impasse-game = खेल का नंबर (उसके थ्रेड में या यहाँ आपका एक ही खेल हो तो ज़रूरी नहीं)

# /join
cmd-join = अष्टपद: दौड़ में अपनी सीट लें
cmd-join-more = सीटें उसी क्रम में मिलती हैं जिसमें आमंत्रण में नाम हैं।
cmd-join-race = कौन-सी दौड़ (अगर यहाँ कई हों)

# /throw
cmd-throw = अष्टपद: कौड़ियाँ फेंकें
cmd-throw-more = केवल एक चाल संभव हो तो वह तुरंत चली जाती है; कोई न हो तो बारी निकल जाती है।
cmd-throw-race = कौन-सी दौड़ (अगर यहाँ कई हों)

# /link
cmd-link = Discord, Matrix और कंसोल पर एक ही खिलाड़ी
cmd-link-more = /link PLATFORM [HANDLE] एक निजी कोड देता है; उस खाते से /link CODE भेजकर पुष्टि करें। अकेले: आपके खाते।
cmd-link-platform = वहाँ अपना खाता जोड़ने का अनुरोध करें
cmd-link-handle = वहाँ आपका खाता (जैसे @you:example.org)
cmd-link-code = पुष्टि: दूसरे खाते को मिला कोड

# /unlink
cmd-unlink = किसी प्लेटफ़ॉर्म पर अपना खाता अलग करें
cmd-unlink-more = वह नए सिरे से शुरू होता है; जो जुड़ चुका है वह बना रहता है।
cmd-unlink-platform = कौन-सा

# /help
cmd-help = सभी कमांड, या किसी एक का विवरण
cmd-help-command = किसी एक कमांड का विवरण, जैसे move
