# Amharic (am) — playing a game: moves, resigning, aborting, setups, counts and impasses.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

play-abort-too-late = ጨዋታን መሰረዝ የሚቻለው ሁለቱም ወገኖች ከመንቀሳቀሳቸው በፊት ብቻ ነው፤ በምትኩ አቻ ይጠይቁ ወይም እጅ ይስጡ።

play-not-a-placement = { $drop } እንደ K@e2 ያለ አቀማመጥ አይደለም (የጠጠሩ ፊደል፣ @፣ ካሬ)።

play-turn-thinking = { $who } ({ $side }) እያሰበ ነው
play-turn-to-move = የመንቀሳቀስ ተራ: { $who } ({ $side })
play-turn-to-move-away = የመንቀሳቀስ ተራ: { $who } ({ $side }) (እስከ { $until } በእረፍት ላይ፤ ሰዓቱ ይጠብቃል)
play-your-move = { $who }፣ በጨዋታ #{ $id } የእርስዎ ተራ ነው።

play-game-refused = ጨዋታ #{ $id }: { $reason }
play-refused = { $reason }

## The engine's refusals.
refusal-not-a-move = { $input } እንቅስቃሴ አይደለም
refusal-not-legal = { $input } እዚህ ሕጋዊ እንቅስቃሴ አይደለም
refusal-not-legal-but = { $input } እዚህ ሕጋዊ እንቅስቃሴ አይደለም፤ { $candidates } ማለትዎ ነው?
refusal-which = { $input } { $candidates } ሊሆን ይችላል፤ የትኛው እንደሆነ ይግለጹ
refusal-list-one = { $item }
refusal-list-comma = { $first }፣ { $rest }
refusal-list-or = { $first } ወይም { $rest }
refusal-game-over = ጨዋታው አብቅቷል
refusal-not-your-turn = የእርስዎ ተራ አይደለም
refusal-illegal-move = ያ እንቅስቃሴ እዚህ ሕጋዊ አይደለም
refusal-jishogi-only-shogi = ጂሾጊ ያለው በሾጊ ብቻ ነው
refusal-impasse-not-your-turn = አጣብቂኝን በራስዎ ተራ ይጠይቁ
refusal-impasse-kings-not-entered = አጣብቂኝ መጠየቅ የሚቻለው ሁለቱም ንጉሦች ወደ ተቃራኒው ክልል ከገቡ በኋላ ብቻ ነው
refusal-no-impasse-claim = የሚቀበሉት የተጋጣሚዎ የአጣብቂኝ ጥያቄ የለም
refusal-setup-chosen-once = አደራደሩ የሚመረጠው አንድ ጊዜ ብቻ ነው፣ ከመጀመሪያው እንቅስቃሴ በፊት
refusal-no-standard-setup = ይህ አቋም የሚቀየር መደበኛ አደራደር የለውም
refusal-objection-not-now = ተቃውሞ የሚቻለው ሁለተኛው ተጫዋች አደራደሩን እንደጨረሰ ወዲያውኑ ብቻ ነው፣ ሁለት ደሮቹ በአንድ ዓምድ ላይ ሲሆኑ ወይም አንድ ደር በንጉሥዎ ዓምድ ላይ ሲሆን
refusal-objection-not-applicable = ተቃውሞው እዚህ ተግባራዊ ሊሆን አይችልም
refusal-no-count-in-game = ይህ ጨዋታ የሚጀመር ቆጠራ የለውም
refusal-count-not-your-turn = ቆጠራውን በራስዎ ተራ ይጀምሩ
refusal-count-running = ቆጠራ አስቀድሞ እየተካሄደ ነው
refusal-count-pawns-left = የሰሌዳ ክብር ቆጠራ የሚጀምረው ሁለቱም ወገኖች ዛጎል ሳይኖራቸው ሲቀር ብቻ ነው
refusal-no-count-to-stop = የሚያቆሙት እየተካሄደ ያለ ቆጠራ የለዎትም
play-moved = #{ $id } { $shown } — { $what }
play-answer = { $head }። { $after }
play-after-next = { $next }።
play-after-over = ጨዋታው አብቅቷል: { $verdict }።
play-after-over-rated = ጨዋታው አብቅቷል: { $verdict }። { $ratings }

play-verdict-win = { $result } — { $who } { $kind ->
        [time] በሰዓት አሸንፈዋል
       *[other] አሸንፈዋል ({ $reason })
    }
play-verdict-draw = { $result } — { $kind ->
        [time] በሰዓት አቻ ተጠናቋል
       *[other] አቻ ተጠናቋል ({ $reason })
    }
play-over = ጨዋታ #{ $id } አብቅቷል: { $verdict }።
play-over-rated = ጨዋታ #{ $id } አብቅቷል: { $verdict }። { $ratings }
play-game-goes-on = ጨዋታው ይቀጥላል።

play-no-arrangement = { $name } የሚባል የተቀመጠ አደራደር የለዎትም፤ { $save } በመጠቀም አንድ ያስቀምጡ
play-no-arrangement-yours = { $name } የሚባል የተቀመጠ አደራደር የለዎትም፤ ያሉዎት: { $yours }።
play-place-none = { $reason } ምንም አልተቀመጠም: /place ሁሉንም አቀማመጦቹን በአንድ ላይ ይፈጽማል፣ አለበለዚያ አንዱንም አይፈጽምም።
play-placed-army = #{ $id } { $who } { $count } ጠጠሮችን አስቀምጠዋል: { $drops }
play-saved-as = እንደ { $name } ተቀምጧል: በሚቀጥለው ጨዋታዎ { $place } ይጠቀሙ።
play-arrangement-saved = { $name } ({ $count } ጠጠሮች) ተቀምጧል: በሲትዩይን ጨዋታ { $place } ይጠቀሙ።
play-no-arrangements = የተቀመጠ አደራደር የለዎትም፤ { $save } አንድ ያስቀምጣል።
play-hand-empty = በእጅዎ ምንም ጠጠር የለም።
play-hand = በእጅዎ ያሉ: { $pieces }።
play-place-short = ጨዋታ #{ $id }: ይህ /place { $asked } × { $letter } ({ $piece }) ያስቀምጣል፤ ለማስቀመጥ የቀረዎት { $had } ብቻ ስለሆነ ምንም አልተቀመጠም። { $hand }

play-action = #{ $id } { $action }
play-setup = { $who } { $korean } ({ $key }) የተባለውን አደራደር መርጠዋል።
play-not-a-setup = { $setup } አደራደር አይደለም፤ ከእነዚህ ይምረጡ: masangsangma፣ sangmamasang፣ masangmasang ወይም sangmasangma (마상상마 …)
play-objection = ተቃውሞ: ሁለተኛው ተጫዋች ደሩን እንደገና ማስቀመጥ አለበት።
play-count-start = { $who } የሰሌዳ ክብር ቆጠራን ጀምረዋል (64 እንቅስቃሴዎች)።
play-count-stop = { $who } ቆጠራውን አቁመዋል።
play-impasse-counts = { $who } ነጥቦቹን እየቆጠረ ነው።
play-impasse-declined = { $who } አልተቀበለም ({ $points } ነጥብ፣ የእርስዎ { $yours }፤ 24 ያስፈልጋል): ጨዋታውን ይቀጥሉ።
play-impasse-answer = ነጥቦችን ለመቁጠር { $accept } ይላኩ።
play-impasse-claim = { $who } አጣብቂኝ (jishōgi) ጠይቀዋል: { $answer }

play-resign-confirm = በጨዋታ #{ $id } እጅ ይሰጣሉ? ለማረጋገጥ { $confirm } ይላኩ።
play-abort-tournament = ጨዋታ #{ $id } የውድድር ጨዋታ ስለሆነ ሊሰረዝ አይችልም: የመጀመሪያ እንቅስቃሴውን ያላደረገ ተጫዋች ለዚያ የተሰጠው ጊዜ ሲያልቅ በፎርፌ ይሸነፋል። ከውድድሩ ለመውጣት { $withdraw } ይላኩ።
play-aborted = ጨዋታ #{ $id } ተሰርዟል።

play-arrangements = { $lines }
play-arrangement-line = { $name }: { $placements }
play-resign-button = እጅ መስጠት

# እንቅስቃሴ በቃላት: ጠጠሩ እና ካሬዎቹ (በሰሌዳው ምስል ላይ እንደተጻፉት)።
play-move-steps = { $piece } { $from }→{ $to }{ $more }
play-move-promotes-in-place = { $piece } በ{ $to } ላይ አደገ{ $more }
play-move-takes = ፣ { $piece } በላ
play-move-becomes = ፣ { $piece } ሆነ
play-move-promotes-to = ፤ { $piece } ሆነ
play-move-drop = { $piece } በ{ $to } ላይ ተቀመጠ
play-move-castles = ንጉሡ ከደሩ ጋር ተሻገረ
play-move-passes = ተራውን አሳለፈ
