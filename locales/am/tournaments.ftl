# Amharic (am) — tournaments: round robins and Swiss events run in a channel.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

tournament-title = ውድድር #{ $id }
tournament-title-named = ውድድር #{ $id } «{ $name }»

tournament-per-move = { $days ->
        [one] ለእያንዳንዱ እንቅስቃሴ { $days } ቀን
       *[other] ለእያንዳንዱ እንቅስቃሴ { $days } ቀናት
    }

tournament-too-many = ይህ ቻናል አስቀድሞ በምዝገባ ላይ ወይም በጨዋታ ላይ ያሉ { $running } ውድድሮች አሉት፤ ይህ የሚፈቀደው ከፍተኛ ቁጥር ነው። ከነሱ አንዱ ሲያበቃ አዲስ ይፍጠሩ።

tournament-vacation-cap = { " " }እረፍት: ለእያንዳንዱ ተጫዋች ቢበዛ { $days ->
        [one] { $days } ቀን
       *[other] { $days } ቀናት
    }።
tournament-until = { " " }(እስከ { $time })
tournament-standard-rules = መደበኛ ሕጎች
tournament-options = { " " }({ $options })

tournament-created-swiss = { $name }: { $rounds ->
        [0] የዙሮቹ ብዛት ከተሳታፊዎቹ ቁጥር ጋር የሚስማማ
        [one] { $rounds } ዙር ያለው
       *[other] { $rounds } ዙሮች ያሉት
    } የስዊስ ሥርዓት ውድድር በ{ $game }፣ { $rules }፣ { $per_move }፣ { $rated ->
        [yes] ለደረጃ የሚቆጠር
       *[no] የወዳጅነት
    }፣ እስከ { $size } ተጫዋቾች፣ አዘጋጅ: { $organizer }። ድልድሉ በFIDE የደች ሥርዓት በየዙሩ ይወጣል፤ አንድ ዙር ቢበዛ { $round_days } ቀናት ይቆያል፣ በዚያ ጊዜ ያላለቀ ጨዋታ በአቻ ይመዘገባል።{ $cap } ለመሳተፍ: { $join }{ $until }፤ አዘጋጁ ውድድሩን በ{ $start } ይጀምራል።

tournament-created-round-robin = { $name }: { $game }{ $options }፣ { $cycles ->
        [2] ደርሶ መልስ (ሁለት ዙር)
       *[other] አንድ ዙር
    } ሁሉም-ከሁሉም ውድድር፣ { $per_move }፣ { $rated ->
        [yes] ለደረጃ የሚቆጠር
       *[no] የወዳጅነት
    }፣ እስከ { $size } ተጫዋቾች፣ አዘጋጅ: { $organizer }። ለመሳተፍ: { $join }{ $until }፤ አዘጋጁ ውድድሩን በ{ $start } ይጀምራል።{ $cap }

tournament-not-taking = { $name } አሁን ተጫዋቾችን አይቀበልም።
tournament-registration-closed-at = { $name }: ምዝገባው በ{ $time } ተዘግቷል።
tournament-full = { $name } ሞልቷል ({ $count ->
        [one] { $count } ተጫዋች
       *[other] { $count } ተጫዋቾች
    })።
tournament-already-in = አስቀድመው ተመዝግበዋል: { $name }።
tournament-joins = { $who } ተቀላቅለዋል: { $name } ({ $count ->
        [one] { $count } ተጫዋች
       *[other] { $count } ተጫዋቾች
    })።
tournament-started-withdraw = { $name } ተጀምሯል፤ { $withdraw } በመላክ መውጣት ይችላሉ (ያልተጫወቷቸው ጨዋታዎች በፎርፌ ይሸነፋሉ)።
tournament-you-are-not-in = በዚህ ውድድር ውስጥ የሉም: { $name }።
tournament-leaves = { $who } ከውድድሩ ወጥተዋል: { $name }።
tournament-already-started = { $name } አስቀድሞ ተጀምሯል።
tournament-has-started = { $name } ተጀምሯል።
tournament-open-again = { $name }: ምዝገባው እንደገና ተከፍቷል: { $join }።
tournament-closed = { $name }: ምዝገባው ተዘግቷል።

tournament-organizer-only = { $name }: { $action ->
        [start] ውድድሩን መጀመር
        [open] ምዝገባ መክፈት
        [close] ምዝገባ መዝጋት
        [replace] ተጫዋች መተካት
        [pause] ውድድሩን ማቆም
        [resume] ውድድሩን መቀጠል
        [adjudicate] ውጤት በውሳኔ መስጠት
        [withdraw] ሌላ ተጫዋችን ማስወጣት
       *[cancel] ውድድሩን መሰረዝ
    } የሚችሉት አዘጋጁ { $organizer } ብቻ ናቸው።

tournament-not-started-replace = { $name } ገና አልተጀመረም፤ ተጫዋቾች በራሳቸው ይቀላቀላሉ፣ ይወጣሉም።
tournament-not-playing = { $who } በዚህ ውድድር አይጫወቱም: { $name }።
tournament-already-has = { $who } አስቀድመው ተመዝግበዋል: { $name }።
tournament-replaces = { $name }: { $new } { $old }ን ተክተዋል: መቀመጫውን እና { $moved ->
        [one] { $moved } ያላለቀ ጨዋታ
       *[other] { $moved } ያላለቁ ጨዋታዎች
    } ተረክበዋል፤ ያለቁት ጨዋታዎች እንደተቆጠሩ ይቆያሉ።

tournament-not-running = { $name } በመካሄድ ላይ አይደለም።
tournament-game-missing = { $name }: ጨዋታ #{ $game } ከመረጃ ቋቱ ጠፍቷል፤ ምንም አልተቀየረም።
tournament-paused = { $name } ቆሟል: { $stopped ->
        [one] { $stopped } ሰዓት ቆሟል
       *[other] { $stopped } ሰዓቶች ቆመዋል
    }፤ አዘጋጁ እስኪቀጥል ድረስ እንቅስቃሴዎች ይጠብቃሉ።
tournament-not-paused = { $name } አልቆመም።
tournament-missing = { $name } ከመረጃ ቋቱ ጠፍቷል።
tournament-resumes = { $name } ቀጥሏል: { $count ->
        [one] { $count } ሰዓት በቀረው ጊዜ እንደገና መሮጥ ጀምሯል።
       *[other] { $count } ሰዓቶች እያንዳንዳቸው በቀራቸው ጊዜ እንደገና መሮጥ ጀምረዋል።
    }

tournament-which-game = የትኛው ጨዋታ? { $usage }
tournament-not-its-game = ጨዋታ #{ $game } የዚህ ውድድር ጨዋታ አይደለም: { $name }።
tournament-no-such-game = ጨዋታ #{ $game } የለም።
tournament-game-over = ጨዋታ #{ $game } አብቅቷል።
tournament-adjudicated = ጨዋታ #{ $game } አብቅቷል: በውሳኔ { $result } ({ $name })።
tournament-adjudicated-rated = ጨዋታ #{ $game } አብቅቷል: በውሳኔ { $result } ({ $name })። { $ratings }
tournament-not-in = { $who } ተሳታፊ አይደሉም: { $name }።
tournament-already-over = { $name } አስቀድሞ አብቅቷል።
tournament-cancelled = { $name } ተሰርዟል{ $aborted ->
        [0] {""}
        [one] ፤ በመካሄድ ላይ የነበረ { $aborted } ጨዋታ ተሰርዟል
       *[other] ፤ በመካሄድ ላይ የነበሩ { $aborted } ጨዋታዎች ተሰርዘዋል
    }።

tournament-no-such = ውድድር #{ $id } የለም።
tournament-none-here = እዚህ ውድድር የለም፤ { $create } አዲስ ይከፍታል።
tournament-several = እዚህ በርካታ ውድድሮች እየተካሄዱ ነው: { $ids }። ቁጥሩን ያክሉ።

tournament-too-few = { $name } ለመጀመር ቢያንስ 3 ተጫዋቾች ያስፈልጉታል፤ ያሉት { $count } ናቸው።
tournament-too-few-swiss = { $name } የስዊስ ሥርዓት ለመጀመር ቢያንስ 4 ተጫዋቾች ያስፈልጉታል፤ ያሉት { $count } ናቸው።
tournament-starts = { $name } ተጀምሯል: { $players } ተጫዋቾች፣ { $games } ጨዋታዎች፣ ሁሉም በአንድ ጊዜ ተጀምረዋል ({ $per_move })። የመነሻ ቁጥሮች: { $numbers }። { $pairings } ጨዋታዎቹን ይዘረዝራል፤ { $mine } የእርስዎን ያሳያል።
tournament-starts-swiss =
    { $name } ተጀምሯል: የስዊስ ሥርዓት፣ { $rounds } ዙሮች{ $note }፣ { $players } ተጫዋቾች፣ { $per_move }። የመነሻ ቁጥሮች: { $numbers }።
    { $first }
tournament-rounds-capped = { " " }({ $asked } ዙሮች ተጠይቀው ነበር፤ { $players } ተጫዋቾች ቢበዛ { $most } ዙሮች መጫወት ይችላሉ)
tournament-seat = { $number }. { $player }

tournament-mine-none-in = በመካሄድ ላይ ባለው ውድድር #{ $id } አይጫወቱም።
tournament-mine-none = በመካሄድ ላይ ባለ ምንም ውድድር አይጫወቱም።
tournament-mine = { $lines }
tournament-mine-head = { $name }{ $swiss ->
        [yes] ፣ ዙር { $round }/{ $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— ቆሟል
       *[no] {""}
    }:
tournament-mine-round-ends = { " " }(ዙሩ እስኪያበቃ { $left } ቀርቷል)
tournament-mine-game = { "  " }#{ $game } ዙር { $round }፣ ተጋጣሚ { $opponent } ({ $side }): { $turn ->
        [mine] የእርስዎ ተራ
       *[theirs] የተጋጣሚው ተራ
    }{ $left }
tournament-mine-left = ፣ { $left } ቀርቷል
tournament-mine-bye = { "  " }በዚህ ዙር ነፃ ነዎት (1 ነጥብ)
tournament-mine-waiting = { "  " }በመካሄድ ላይ ያለ ጨዋታ የለም: ቀጣዩን ዙር በመጠበቅ ላይ

tournament-unpairable =
    { $name } ከዙር { $round } በኋላ አብቅቷል: የዙር { $next } ድልድል ማውጣት አይቻልም ({ $why })። የመጨረሻ ደረጃዎች:
    { $table }
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
tournament-bye = ነፃ ዙር (1 ነጥብ): { $who } ({ $number })
tournament-round =
    { $name }፣ ዙር { $round }/{ $rounds }፣ እስከ { $until }:
    { $lines }
tournament-game-begins = ጨዋታ #{ $game } ({ $name }፣ ዙር { $round }) ተጀምሯል: { $who }፣ የእርስዎ ተራ ነው።
tournament-round-deadline = ጨዋታ #{ $game } አብቅቷል: የ{ $name } ዙር { $round } የጊዜ ገደብ ደርሷል፤ ጨዋታው በአቻ ተመዝግቧል።

tournament-already-withdrawn = { $who } አስቀድመው ከውድድሩ ወጥተዋል።
tournament-over = { $name } አብቅቷል።
tournament-withdraws = { $who } ከውድድሩ ወጥተዋል: { $name }፤ { $count ->
        [one] ያልተጫወቱት { $count } ጨዋታ በፎርፌ ተቆጥሯል
       *[other] ያልተጫወቷቸው { $count } ጨዋታዎች በፎርፌ ተቆጥረዋል
    }።
tournament-final =
    { $name } አብቅቷል። የመጨረሻ ደረጃዎች:
    { $table }

tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }፣ መካከለኛ Buchholz { $median }፣ SB { $sb }፣ ተደማሪ { $progressive }){ $withdrew ->
        [yes] ፣ ወጥተዋል
       *[no] {""}
    }
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }፣ { $wins ->
        [one] { $wins } ድል
       *[other] { $wins } ድሎች
    }){ $withdrew ->
        [yes] ፣ ወጥተዋል
       *[no] {""}
    }
tournament-table = { $lines }
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

tournament-not-started = { $name } ገና አልተጀመረም።
tournament-registered = { $name } ገና አልተጀመረም፤ { $count } ተጫዋቾች ተመዝግበዋል: { $names }።
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = የመጨረሻ ደረጃዎች
tournament-state-cancelled = ተሰርዟል
tournament-state-playing = { $count ->
        [one] { $count } ጨዋታ አሁንም በመካሄድ ላይ
       *[other] { $count } ጨዋታዎች አሁንም በመካሄድ ላይ
    }
tournament-pairings =
    { $name }
    { $rounds }
tournament-pairings-round = ዙር { $round }:{ $items }
tournament-pairings-bye = { " " }ነፃ ዙር { $who }፤
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result }፤
tournament-result-forfeit = { $result } (ፎርፌ)
tournament-result-in-play = በመካሄድ ላይ

## The crosstable's picture: its columns and its words.
tournament-chart-player = ተጫዋች
tournament-chart-points = ነጥብ
tournament-chart-tiebreak = የእኩልነት መለያ
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ፤ { $rank }. { $name } (የመነሻ ቁጥር { $number }): { $points } ነጥብ፣ { $tiebreak }
