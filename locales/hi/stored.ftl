# Hindi (hi) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF और CSA शोगी के रिकॉर्ड हैं; { $game } PGN में लिखा जाता है।
# $reason: बिना पूर्ण विराम के।
stored-unreadable = वह { $format } रिकॉर्ड पंक्ति { $line } पर पढ़ा नहीं जा सका: { $reason }। कुछ भी आयात नहीं किया गया।
stored-kif-one-line = KIF रिकॉर्ड पंक्ति-दर-पंक्ति पढ़ा जाता है, और यह एक ही पंक्ति में आया (Discord का टेक्स्ट फ़ील्ड पंक्तियों को जोड़ देता है): इसके बजाय फ़ाइल संलग्न करें (Discord पर file:), या इसे ऐसी जगह चिपकाएँ जहाँ पंक्तियाँ अलग बनी रहें। कुछ भी आयात नहीं किया गया।
stored-not-a-position = fen:{ $fen }? यह { $game } की कोई स्थिति नहीं है: { $reason }। /board किसी खेल का FEN कॉपी करने के लिए दिखाता है।
stored-not-a-position-sfen = fen:{ $fen }? यह { $game } की कोई स्थिति नहीं है: { $reason }। /board किसी खेल का FEN और SFEN कॉपी करने के लिए दिखाता है।
stored-unreachable = fen:{ $fen }? वहाँ से { $game } का कोई खेल शुरू नहीं हो सकता: { $reason }।
stored-no-game = खेल #{ $id } मौजूद नहीं है।

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = शहमात
ending-stalemate = गतिरोध
ending-bare-king = अकेला राजा
ending-niol = निओल (शाक के बिना मात)
ending-robado = रोबादो (अकेला राजा)
ending-count-ran-out = गिनती पूरी हो गई
ending-mate-during-own-count = मात देने वाले की अपनी गिनती के दौरान मात
ending-bare-king-survived = अकेला राजा सात चालों तक टिका रहा
ending-forbidden-mate = निषिद्ध मात
ending-insufficient-material = कोई भी पक्ष जीत नहीं सकता
ending-repetition = स्थिति की पुनरावृत्ति
ending-perpetual-check = लगातार शह
ending-perpetual-chase = लगातार पीछा
ending-bikjang = बिकजांग
ending-two-passes = लगातार दो पास
ending-jishogi = जिशोगी
ending-royals-captured = राजा और युवराज दोनों कट गए
ending-resignation = हार मानना
ending-agreement = सहमति
ending-time = समय समाप्ति
ending-withdrew = वॉकओवर (हट गए)
ending-never-moved = वॉकओवर (कोई चाल नहीं चली)
ending-round-deadline = राउंड की समय-सीमा
ending-adjudication = निर्णय
ending-cancelled = टूर्नामेंट रद्द हो गया
ending-aborted = रद्द
ending-never-started = पहली चाल कभी नहीं चली गई
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
