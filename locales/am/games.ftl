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
