# Hindi (hi) — readers: why a record (PGN, KIF, CSA), a FEN or a position cannot be read.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = किसी टैग का बंद करने वाला ] नहीं है
reader-not-a-tag = { $text } कोई टैग नहीं है
reader-tag-unquoted = { $tag } टैग का मान उद्धरण चिह्नों में होना चाहिए
reader-unknown-game = { $text } ऐसा कोई खेल नहीं है जो Tabiya खेलता हो
reader-other-game = रिकॉर्ड { $record } का है, { $named } का नहीं
reader-no-game-named = कोई Variant टैग नहीं बताता कि यह कौन-सा खेल है; { $option } से उसका नाम दें
reader-fen-tag = इसका FEN पढ़ा नहीं जा सकता: { $reason }
reader-not-legal-like = { $input } इस स्थिति में वैध चाल नहीं है (इससे मिलती-जुलती चालें: { $candidates })
reader-ambiguous = { $input } का अर्थ { $candidates } हो सकता है
reader-refused = { $input }: { $reason }
reader-handicap = केवल बिना छूट वाले खेल (平手) आयात किए जा सकते हैं, { $handicap } नहीं
reader-not-a-piece-in-hand = { $text } हाथ का कोई मोहरा नहीं है
reader-not-a-count = { $text } मोहरों की संख्या पर समाप्त नहीं होता
reader-too-many-rows = बोर्ड के आरेख में { $rows } से अधिक पंक्तियाँ हैं
reader-row-width = बोर्ड के आरेख की हर पंक्ति में { $squares } खाने होने चाहिए
reader-not-a-piece = { $text } कोई मोहरा नहीं है
reader-off-board = बोर्ड के आरेख का एक खाना बोर्ड से बाहर है
reader-diagram = बोर्ड का आरेख कोई वैध स्थिति नहीं है: { $reason }
reader-start-after-moves = शुरुआती स्थिति चालों से पहले आनी चाहिए
reader-turn-after-moves = पहली चाल किसकी है, यह चालों से पहले बताना होगा
reader-not-a-time = { $text } कोई समय नहीं है
reader-several-games = इस फ़ाइल में कई खेल हैं; केवल एक भेजें
reader-after-end = { $text } खेल के अंत के बाद आता है
reader-not-a-statement = { $text } कोई CSA कथन नहीं है
reader-not-a-start-line = { $text } CSA की शुरुआती पंक्ति नहीं है
reader-not-a-handicap = { $text } कोई छूट नहीं है: खाने और मोहरे होने चाहिए, जैसे PI82HI
reader-not-a-square = { $text } ऐसे खाने का नाम लेता है जो बोर्ड पर नहीं है
reader-nothing-to-take-off = { $text } { $square } से एक मोहरा हटाता है, जहाँ कोई मोहरा नहीं है
reader-not-a-board-line = { $text } बोर्ड की किसी पंक्ति के नौ खाने नहीं है
reader-not-squares-and-pieces = { $text } खाने और मोहरे नहीं है
reader-all-remaining = { $text } (बाकी सभी मोहरे) पढ़ा नहीं जाता
reader-not-in-hand = { $text } हाथ में नहीं रखा जा सकता
reader-start = शुरुआती स्थिति का उपयोग नहीं किया जा सकता: { $reason }

## A FEN that cannot be read.
reader-fen-empty = FEN खाली है
reader-fen-ranks = FEN में { $found ->
    [one] एक पंक्ति है
   *[other] { $found } पंक्तियाँ हैं
}, और इस बोर्ड में { $board } हैं
reader-fen-plus-before-digit = एक + किसी अंक से पहले है
reader-fen-empty-run = 0 खाली खानों का क्रम
reader-fen-double-plus = कोई मोहरा ++ के साथ लिखा गया है
reader-fen-not-a-piece = { $text } इस खेल का मोहरा नहीं है
reader-fen-rank-too-long = पंक्ति { $rank } बोर्ड की चौड़ाई से लंबी है
reader-fen-off-board = एक खाना बोर्ड से बाहर है
reader-fen-plus-at-end = एक पंक्ति + पर समाप्त होती है
reader-fen-rank-width = पंक्ति { $rank } में { $found ->
    [one] एक फ़ाइल है
   *[other] { $found } फ़ाइलें हैं
}, और इस बोर्ड में { $board } हैं
reader-fen-hand-unclosed = हाथ का बंद करने वाला ] नहीं है
reader-fen-hand-text-after = हाथ के ] के बाद कुछ पाठ है
reader-fen-no-hands = इस खेल में हाथ के मोहरे नहीं होते
reader-fen-count-without-piece = हाथ में किसी संख्या के बाद कोई मोहरा नहीं है
reader-fen-hand-not-a-piece = हाथ में { $text } इस खेल का मोहरा नहीं है
reader-fen-hand-too-many = हाथ में बहुत अधिक मोहरे हैं
reader-fen-turn = { $text } चाल वाला पक्ष नहीं है: w या b
reader-fen-rights = अधिकारों का फ़ील्ड { $text } पढ़ा नहीं जा सकता
reader-fen-count = गिनती का फ़ील्ड { $text } पढ़ा नहीं जा सकता
reader-fen-halfmoves = आधी-चालों की घड़ी { $text } कोई संख्या नहीं है
reader-fen-fullmoves = चाल संख्या { $text } कोई संख्या नहीं है
reader-fen-trailing = FEN के अंतिम फ़ील्ड के बाद { $text } है

## A position no game could have.
reader-position-off-board = { $square } पर एक मोहरा है, जो इस बोर्ड से बाहर है
reader-position-unknown-piece = वहाँ ऐसा मोहरा है जो इस खेल में नहीं होता
reader-position-missing-king = { $side } के पास राजा नहीं है
reader-position-too-many-kings = { $side } के पास एक से अधिक राजा हैं
reader-position-hand-too-large = हाथों में बहुत अधिक मोहरे हैं
reader-position-opposite-check = जिस पक्ष की चाल नहीं है, उस पर शह है
reader-position-pawn-on-back-rank = एक प्यादा अपनी ही पहली पंक्ति पर, { $square } पर, खड़ा है
reader-position-unreachable = { $square } पर { $piece } ({ $side }) ऐसी जगह खड़ा है जहाँ कोई भी खेल उसे नहीं पहुँचा सकता था
reader-position-too-many-pieces = { $side } के पास { $piece } उससे अधिक हैं जितने खेल के मोहरों का सेट (और उनकी पदोन्नतियाँ) दे सकता है
reader-position-double-pawn = { $side } के पास { $square } की फ़ाइल में दो बिना पदोन्नति वाले प्यादे हैं
reader-position-already-over = खेल शुरू होने से पहले ही समाप्त हो जाता (कोई चाल नहीं, या फ़ैसला पहले ही हो चुका)

## Ashtapada: why a race refused an action.
reader-race-no-throw = पहले कौड़ियाँ फेंकें
reader-race-thrown = कौड़ियाँ फेंकी जा चुकी हैं: एक मोहरा चलें
reader-race-illegal = इस फेंक से { $input } संभव नहीं है
