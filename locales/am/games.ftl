# Amharic (am) — finding a player's games, /board, /games, and the ratings a game's end moves.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

games-paused = ጨዋታ #{ $id } አዘጋጁ ያቆመው ውድድር አካል ነው፤ ውድድሩ እስኪቀጥል እንቅስቃሴዎች ይጠብቃሉ።
games-setup-first = ጨዋታ #{ $id }: መጀመሪያ እያንዳንዱ ወገን አደራደሩን ይመርጣል: /setup masangsangma፣ sangmamasang፣ masangmasang ወይም sangmasangma።
games-not-your-move = በጨዋታ #{ $id } የእርስዎ ተራ አይደለም፤ የመንቀሳቀስ ተራ: { $who }።
games-not-a-player = በጨዋታ #{ $id } ተጫዋች አይደሉም።
games-several = እዚህ በርካታ ጨዋታዎች አሉዎት: { $games }። የትኛው እንደሆነ ለመግለጽ game:ID ያክሉ።
games-over = ጨዋታ #{ $id } አብቅቷል።
games-not-yours = ጨዋታ #{ $id } የእርስዎ አይደለም፤ እዚህም አልተካሄደም።
games-none = በመካሄድ ላይ ያለ ጨዋታ የለዎትም።
games-board = ጨዋታ #{ $id }። { $position }

games-ratings = የደረጃ ነጥቦች: { $white }፣ { $black }።
games-rating-line = { $name } { $old } → { $new } ({ $change })

games-list = { $lines }
games-line = #{ $id } { $game } ከ { $opponent } ጋር: { $turn ->
        [mine] የእርስዎ ተራ
       *[theirs] የተጋጣሚው ተራ
    }{ $left }
games-left = ፣ { $left } ቀርቷል
games-more = … እና ሌሎች { $count ->
        [one] { $count } ጨዋታ
       *[other] { $count } ጨዋታዎች
    } ({ $mine } የእርስዎ ተራ፣ { $theirs } የተጋጣሚ ተራ)፤ ማንኛቸውንም { $board } ያሳያል።
games-vacation = እስከ { $until } ድረስ በእረፍት ላይ ነዎት፤ ሰዓቶችዎ ቆመዋል።
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) ከ { $black } ({ $black_side }) — { $state }
games-caption-to-move = የ{ $side } ተራ

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }። የ{ $side } ተራ።{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }የመጨረሻው እንቅስቃሴ: በ{ $square } ላይ ባለበት አደገ።
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }የመጨረሻው እንቅስቃሴ: { $piece } ከ{ $from } ወደ { $to }።
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }የመጨረሻው እንቅስቃሴ: { $piece } በ{ $square } ላይ ተቀመጠ።
alt-last-pass = { " " }የመጨረሻው እንቅስቃሴ: ተራውን አሳለፈ።
alt-check = { " " }ቼክ።
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }በ{ $square } ላይ ያለው { $piece } { $reach ->
        [none] መንቀሳቀስ አይችልም።
        [moves] ወደ { $moves } መሄድ ይችላል።
        [takes] በ{ $takes } ላይ መብላት ይችላል።
       *[both] ወደ { $moves } መሄድ እና በ{ $takes } ላይ መብላት ይችላል።
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }።
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ፤ { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ፤ በእጅ { $n } { $piece }
# The next piece in hand. As alt-hand.
alt-hand-next = ፣ { $n } { $piece }
