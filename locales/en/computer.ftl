# The computer opponent: games against it, and /analyze.

# $id (number): the game; $game (text): the game's name; $white, $black (player): the
# players; $white_side, $black_side (text, or message with the computer's level): their
# sides; $time (text): the time control; $from (message): ", from the position …", or
# nothing; $next (message): who acts first.
computer-game-begins = Game #{ $id }: { $game } — { $white } ({ $white_side }) vs { $black } ({ $black_side }), casual, { $time }{ $from }. { $next }.
# $side (text): the side's name; $level (number): the computer's level.
computer-side-level = { $side }, level { $level }
# $who (player): the computer.
computer-thinking = { $who } is thinking
# $who (player): the player to move.
computer-to-move = { $who } to move

# $id (number): the game.
computer-analyse-in-play = Game #{ $id } is still being played; it can be analysed once it ends (no engine help during a game between people).
# $id (number): the game.
computer-nothing-to-analyse = Game #{ $id } has no moves to analyse.
# $id (number): the game.
computer-being-analysed = Game #{ $id } is being analysed; the analysis will be posted here.
# $id (number): the game; $moves (number): its moves.
computer-analysing = Analysing game #{ $id } ({ $moves } { $moves ->
        [one] move
       *[other] moves
    }); the analysis will be posted here in a moment.

# An analysis: its first line, then a line for each side and each judged move.
# $id (number): the game; $game (text): the game's name; $white, $black (player): the
# players; $white_side, $black_side (text): their sides; $result (text or message): how it ended.
computer-analysis = Analysis of game #{ $id } — { $game }, { $white } ({ $white_side }) vs { $black } ({ $black_side }), { $result }.
# $result (text): the result (1-0); $reason (message): how it ended.
computer-result-reason = { $result } ({ $reason })
computer-in-play = in play
# $first (message): the lines so far; $then (message): the next line.
computer-line =
    { $first }
    { $then }
# $side (text): the side's name; $who (player): its player; $mistakes, $blunders (number): how many.
computer-tally = { $side } ({ $who }): { $mistakes ->
        [0] no mistakes
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [0] no blunders
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
# $label (text): the move, numbered; $mark (text): mistake or blunder; $before, $after
# (text): the evaluation in pawns.
computer-judged = { $label } — { $mark } ({ $before } → { $after })
# As computer-judged; $better (text): the better move.
computer-judged-better = { $label } — { $mark } ({ $before } → { $after }); better { $better }
# $count (number): the judged moves not listed.
computer-more = … and { $count } more.
computer-nothing-judged = No move of play to judge.
# The chart's title. $id (number): the game; $game (text): the game's name.
computer-chart-title = Game #{ $id } — { $game }

## /analyze's chart: its axes and its alt text.
computer-chart-moves = half-moves
computer-chart-pawns = pawns
# The chart in words. $title (message): the chart's title. $moves (number): the moves charted. $first (text): the first player's side. $end (message): the standing at the end. $best, $worst (text): the highest and lowest scores (+1.5). $marks (message): the marked moves.
computer-chart-alt = { $title }: evaluation over { $moves } moves, from the { $first } side's view. At the end { $end }. Highest { $best }, lowest { $worst }.{ $marks }
# $title (message): the chart's title.
computer-chart-empty = { $title }: no moves to chart
# $side (text): the side ahead. $pawns (text): by how much (1.5).
computer-chart-ahead = { $side } ahead by { $pawns } pawns
computer-chart-level = level
computer-chart-unmarked = { " " }No mistakes marked.
# $marks (message): the marked moves, one after another.
computer-chart-marked = { " " }Marked: { $marks }.
# The first marked move. $label (text): the move with its number (2... Ne4). $kind (message): mistake or blunder.
computer-chart-mark = { $label } ({ $kind })
# A further marked move. As computer-chart-mark.
computer-chart-mark-next = , { $label } ({ $kind })
computer-chart-mistake = mistake
computer-chart-blunder = blunder
