# Hindi (hi) — stored games: a position as text, and the games a command names.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

stored-position = FEN: { $fen }
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

stored-not-shogi = KIF और CSA शोगी के रिकॉर्ड हैं; { $game } PGN में लिखा जाता है।
# $reason: बिना पूर्ण विराम के।
stored-unreadable = वह { $format } रिकॉर्ड पढ़ा नहीं जा सका: { $reason }। कुछ भी आयात नहीं किया गया।
# $reason: अपने पूर्ण विराम के साथ।
stored-unreadable-ended = वह { $format } रिकॉर्ड पढ़ा नहीं जा सका: { $reason } कुछ भी आयात नहीं किया गया।
stored-kif-one-line = KIF रिकॉर्ड पंक्ति-दर-पंक्ति पढ़ा जाता है, और यह एक ही पंक्ति में आया (Discord का टेक्स्ट फ़ील्ड पंक्तियों को जोड़ देता है): इसके बजाय फ़ाइल संलग्न करें (Discord पर file:), या इसे ऐसी जगह चिपकाएँ जहाँ पंक्तियाँ अलग बनी रहें। कुछ भी आयात नहीं किया गया।
stored-not-a-position = fen:{ $fen }? यह { $game } की कोई स्थिति नहीं है: { $reason }। /board किसी खेल का FEN कॉपी करने के लिए दिखाता है।
stored-not-a-position-sfen = fen:{ $fen }? यह { $game } की कोई स्थिति नहीं है: { $reason }। /board किसी खेल का FEN और SFEN कॉपी करने के लिए दिखाता है।
stored-unreachable = fen:{ $fen }? वहाँ से { $game } का कोई खेल शुरू नहीं हो सकता: { $reason }।
stored-no-game = खेल #{ $id } मौजूद नहीं है।
