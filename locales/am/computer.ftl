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

## /analyze's chart: its axes and its alt text.
computer-chart-moves = እንቅስቃሴዎች
computer-chart-pawns = መደቅ
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: በ{ $moves } { $moves ->
        [one] እንቅስቃሴ
       *[other] እንቅስቃሴዎች
    } ላይ ያለው ግምገማ፣ ከ{ $first } ወገን አንጻር። በመጨረሻ: { $end }። ከፍተኛው { $best }፣ ዝቅተኛው { $worst }።{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: በግራፍ የሚታይ እንቅስቃሴ የለም
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } በ{ $pawns } መደቅ ይመራል
computer-chart-level = እኩል
computer-chart-unmarked = { " " }ምልክት የተደረገበት ስህተት የለም።
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }ምልክት የተደረገባቸው: { $marks }።
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = ፣ { $label } ({ $kind })
computer-chart-mistake = ስህተት
computer-chart-blunder = ከባድ ስህተት
