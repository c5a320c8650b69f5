# Hindi (hi) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/hi/*.ftl) and open a pull request.

games-paused = खेल #{ $id } एक ऐसे टूर्नामेंट का है जिसे उसके आयोजक ने रोक दिया है; टूर्नामेंट फिर से शुरू होने तक चालें रुकी रहेंगी।
games-setup-first = खेल #{ $id }: पहले हर पक्ष अपनी शुरुआती व्यवस्था चुने: /setup masangsangma, sangmamasang, masangmasang या sangmasangma।
games-not-your-move = खेल #{ $id } में आपकी चाल नहीं है; चाल { $who } की है।
games-not-a-player = आप खेल #{ $id } के खिलाड़ी नहीं हैं।
games-several = यहाँ आपके कई खेल हैं: { $games }। कौन-सा, यह बताने के लिए game:ID जोड़ें।
games-over = खेल #{ $id } समाप्त हो चुका है।
games-not-yours = खेल #{ $id } न आपका है, न यहाँ खेला जा रहा है।
games-none = आपका कोई खेल जारी नहीं है।
games-board = खेल #{ $id }। { $position }

games-ratings = रेटिंग: { $white }, { $black }।
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }
games-line = #{ $id } { $game } बनाम { $opponent }: { $turn ->
        [mine] आपकी चाल
       *[theirs] उनकी चाल
    }{ $left }
games-left = , { $left } बचे
games-more = … और { $count } खेल ({ $mine } में आपकी चाल, { $theirs } में उनकी); इनमें से कोई भी खेल { $board } से देखें।
games-vacation = आप { $until } तक छुट्टी पर हैं; आपकी घड़ियाँ रुकी हुई हैं।
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) बनाम { $black } ({ $black_side }) — { $state }
games-caption-to-move = { $side } की चाल

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }। { $side } की चाल।{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }पिछली चाल: { $square } पर अपनी जगह पदोन्नति।
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }पिछली चाल: { $piece } { $from } से { $to }।
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }पिछली चाल: { $piece } { $square } पर रखा गया।
alt-last-pass = { " " }पिछली चाल: पास।
alt-check = { " " }शह।
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }{ $square } पर { $piece }: { $reach ->
        [none] कोई चाल संभव नहीं।
        [moves] { $moves } पर जाना संभव।
        [takes] { $takes } पर काटना संभव।
       *[both] { $moves } पर जाना और { $takes } पर काटना संभव।
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }।
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; हाथ में { $piece } ({ $n })
# The next piece in hand. As alt-hand.
alt-hand-next = , { $piece } ({ $n })
