# Amharic (am) — the computer opponent: games against it, and /analyze.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/am/*.ftl) and open a pull request.

computer-game-begins = ጨዋታ #{ $id }: { $game } — { $white } ({ $white_side }) ከ { $black } ({ $black_side })፣ የወዳጅነት፣ { $time }{ $from }። { $next }።
computer-side-level = { $side }፣ ደረጃ { $level }
computer-thinking = { $who } እያሰበ ነው
computer-to-move = የመንቀሳቀስ ተራ: { $who }

computer-analyse-in-play = ጨዋታ #{ $id } ገና በመካሄድ ላይ ነው፤ ሲያበቃ መተንተን ይቻላል (በሰዎች መካከል በሚደረግ ጨዋታ የኮምፒውተር እገዛ አይፈቀድም)።
computer-nothing-to-analyse = ጨዋታ #{ $id } የሚተነተን እንቅስቃሴ የለውም።
computer-being-analysed = ጨዋታ #{ $id } እየተተነተነ ነው፤ ትንተናው እዚህ ይለጠፋል።
computer-analysing = ጨዋታ #{ $id } እየተተነተነ ነው ({ $moves } { $moves ->
        [one] እንቅስቃሴ
       *[other] እንቅስቃሴዎች
    })፤ ትንተናው በቅርቡ እዚህ ይለጠፋል።

computer-analysis = የጨዋታ #{ $id } ትንተና — { $game }፣ { $white } ({ $white_side }) ከ { $black } ({ $black_side })፣ { $result }።
computer-result-reason = { $result } ({ $reason })
computer-in-play = በመካሄድ ላይ
computer-line =
    { $first }
    { $then }
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] ምንም ስህተት የለም
        [one] { $mistakes } ስህተት
       *[other] { $mistakes } ስህተቶች
    }፣ { $blunders ->
        [0] ምንም ከባድ ስህተት የለም
        [one] { $blunders } ከባድ ስህተት
       *[other] { $blunders } ከባድ ስህተቶች
    }።
computer-judged = { $label } — { $mark } ({ $before } → { $after })
computer-judged-better = { $label } — { $mark } ({ $before } → { $after })፤ የተሻለው: { $better }
computer-more = … እና ሌሎች { $count }።
computer-nothing-judged = የሚገመገም እንቅስቃሴ የለም።
computer-chart-title = ጨዋታ #{ $id } — { $game }
