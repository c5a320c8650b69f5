# Tournaments: round robins and Swiss events run in a channel.

# A tournament's name as the bot writes it. $id (number): its number.
tournament-title = Tournament #{ $id }
# $id (number): its number. $name (text): the name its organizer gave it (never translated).
tournament-title-named = Tournament #{ $id } «{ $name }»

# $days (number): days each player has for a move.
tournament-per-move = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }

# $running (number): the tournaments of the channel not over.
tournament-too-many = This channel already has { $running } tournaments registering or in play, the most it may have; create one when one of them is over.

# Said after a creation when vacations are capped (with a space before it). $days (number): the cap.
tournament-vacation-cap = { " " }Vacation: at most { $days ->
        [one] { $days } day
       *[other] { $days } days
    } a player.
# Said after "to play" when registration closes at a time (with a space before it). $time (text): when.
tournament-until = { " " }(until { $time })
# The rules of a tournament with none chosen.
tournament-standard-rules = standard rules
# The rules chosen, after the game's name (with a space before it). $options (text): the options.
tournament-options = { " " }({ $options })

# A Swiss is created.
# $name (message): the tournament. $rounds (number): rounds asked (0: fitted to the field). $game (text): the game. $rules (message or text): its rules.
# $per_move (message): the time a move. $rated (text): "yes" or "no". $size (number): the most players. $organizer (player): who created it.
# $round_days (number): the days a round lasts. $cap (message or empty): the vacation cap. $join (command): how to join. $until (message or empty): when registration closes. $start (command): how the organizer starts it.
tournament-created-swiss = { $name }: a Swiss of { $rounds ->
        [0] rounds fitted to the field
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } in { $game }, { $rules }, { $per_move }, { $rated ->
        [yes] rated
       *[no] casual
    }, up to { $size } players, organized by { $organizer }. Pairings by the FIDE Dutch system, a round at a time; a round lasts at most { $round_days } days, and a game still unfinished then is scored a draw.{ $cap } { $join } to play{ $until }; the organizer starts it with { $start }.

# A round robin is created.
# $name (message): the tournament. $cycles (number): 1 (single) or 2 (double). $game (text): the game. $options (message or empty): its rules.
# $per_move (message): the time a move. $rated (text): "yes" or "no". $size (number): the most players. $organizer (player): who created it.
# $join (command): how to join. $until (message or empty): when registration closes. $start (command): how the organizer starts it. $cap (message or empty): the vacation cap.
tournament-created-round-robin = { $name }: a { $cycles ->
        [2] double
       *[other] single
    } round robin of { $game }{ $options }, { $per_move }, { $rated ->
        [yes] rated
       *[no] casual
    }, up to { $size } players, organized by { $organizer }. { $join } to play{ $until }; the organizer starts it with { $start }.{ $cap }

# $name (message): the tournament.
tournament-not-taking = { $name } is not taking players.
# $name (message): the tournament. $time (text): when registration closed.
tournament-registration-closed-at = Registration for { $name } closed at { $time }.
# $name (message): the tournament. $count (number): its players.
tournament-full = { $name } is full ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
# $name (message): the tournament.
tournament-already-in = You are already in { $name }.
# $who (player): who joins. $name (message): the tournament. $count (number): its players now.
tournament-joins = { $who } joins { $name } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }).
# $name (message): the tournament. $withdraw (command): how to withdraw.
tournament-started-withdraw = { $name } has started; { $withdraw } leaves it (your unplayed games are forfeited).
# $name (message): the tournament.
tournament-you-are-not-in = You are not in { $name }.
# $who (player): who leaves. $name (message): the tournament.
tournament-leaves = { $who } leaves { $name }.
# $name (message): the tournament.
tournament-already-started = { $name } has already started.
# $name (message): the tournament.
tournament-has-started = { $name } has started.
# $name (message): the tournament. $join (command): how to join.
tournament-open-again = Registration for { $name } is open again: { $join }.
# $name (message): the tournament.
tournament-closed = Registration for { $name } is closed.

# $organizer (player): the organizer. $action (text): what only the organizer may do. $name (message): the tournament.
tournament-organizer-only = Only the organizer, { $organizer }, may { $action ->
        [start] start
        [open] open registration
        [close] close registration
        [replace] replace a player
        [pause] pause
        [resume] resume
        [adjudicate] adjudicate
        [withdraw] withdraw another player
       *[cancel] cancel
    } in { $name }.

# $name (message): the tournament.
tournament-not-started-replace = { $name } has not started; players join and leave by themselves.
# $who (player): the player named. $name (message): the tournament.
tournament-not-playing = { $who } is not playing in { $name }.
# $who (player): the player named. $name (message): the tournament.
tournament-already-has = { $who } is already in { $name }.
# $new (player): who comes in. $old (player): who goes. $name (message): the tournament. $moved (number): the unfinished games handed over.
tournament-replaces = { $new } replaces { $old } in { $name }: the seat, and { $moved ->
        [one] { $moved } unfinished game
       *[other] { $moved } unfinished games
    }; the finished ones still count.

# $name (message): the tournament.
tournament-not-running = { $name } is not running.
# $game (number): the game. $name (message): the tournament.
tournament-game-missing = Game #{ $game } of { $name } is missing from the database; nothing was changed.
# $name (message): the tournament. $stopped (number): the clocks stopped.
tournament-paused = { $name } is paused: { $stopped ->
        [one] { $stopped } clock is
       *[other] { $stopped } clocks are
    } stopped; moves wait until the organizer resumes it.
# $name (message): the tournament.
tournament-not-paused = { $name } is not paused.
# $name (message): the tournament.
tournament-missing = { $name } is missing from the database.
# $name (message): the tournament. $count (number): the clocks that run again.
tournament-resumes = { $name } resumes: { $count ->
        [one] { $count } clock runs again with the time it had left.
       *[other] { $count } clocks run again with the time each had left.
    }

# $usage (command): how to name the game.
tournament-which-game = Which game? { $usage }
# $game (number): the game. $name (message): the tournament.
tournament-not-its-game = Game #{ $game } is not a game of { $name }.
# $game (number): the game.
tournament-no-such-game = There is no game #{ $game }.
# $game (number): the game.
tournament-game-over = Game #{ $game } is over.
# $game (number): the game. $result (text): the score given (1-0). $name (message): the tournament.
tournament-adjudicated = Game #{ $game } is over: { $result } by adjudication ({ $name }).
# $game (number): the game. $result (text): the score given (1-0). $name (message): the tournament. $ratings (message): the new ratings.
tournament-adjudicated-rated = Game #{ $game } is over: { $result } by adjudication ({ $name }). { $ratings }
# $who (player): the player named. $name (message): the tournament.
tournament-not-in = { $who } is not in { $name }.
# $name (message): the tournament.
tournament-already-over = { $name } is already over.
# $name (message): the tournament. $aborted (number): the games in progress aborted.
tournament-cancelled = { $name } is cancelled{ $aborted ->
        [0] {""}
        [one] ; { $aborted } game in progress is aborted
       *[other] ; { $aborted } games in progress are aborted
    }.

# $id (number): the number asked for.
tournament-no-such = There is no tournament #{ $id }.
# $create (command): how to create one.
tournament-none-here = There is no tournament here; { $create } opens one.
# $ids (text): the tournaments' numbers (#3, #4).
tournament-several = Several tournaments run here: { $ids }. Add the number.

# $name (message): the tournament. $count (number): its players.
tournament-too-few = { $name } needs at least 3 players to start; it has { $count }.
# $name (message): the tournament. $count (number): its players.
tournament-too-few-swiss = { $name } needs at least 4 players to start a Swiss; it has { $count }.
# A round robin starts. $name (message): the tournament. $players (number): its players. $games (number): its games.
# $per_move (message): the time a move. $numbers (text): the start numbers with the players' names. $pairings (command): how to list the games. $mine (command): how a player lists theirs.
tournament-starts = { $name } starts: { $players } players, { $games } games, all begun at once ({ $per_move }). Start numbers: { $numbers }. { $pairings } lists the games; { $mine } shows yours.
# A Swiss starts. $name (message): the tournament. $rounds (number): its rounds. $note (message or empty): rounds asked beyond the field.
# $players (number): its players. $per_move (message): the time a move. $numbers (text): the start numbers with the players' names. $first (message): the first round's pairings.
tournament-starts-swiss =
    { $name } starts: a Swiss of { $rounds } rounds{ $note } for { $players } players, { $per_move }. Start numbers: { $numbers }.
    { $first }
# $asked (number): the rounds asked. $players (number): the field. $most (number): the most it can play.
tournament-rounds-capped = { " " }({ $asked } rounds were asked; { $players } players can play at most { $most })
# A start number and its player. $number (number): the start number. $player (text): the player's name.
tournament-seat = { $number }. { $player }

# /mypairings.
# $id (number): the tournament named.
tournament-mine-none-in = You are not playing in a running Tournament #{ $id }.
tournament-mine-none = You are not playing in a running tournament.
# The sender's tournaments, one a line.
# $lines (message): each tournament's heading and games.
tournament-mine = { $lines }
# A tournament's heading. $name (message): the tournament. $swiss (text): "yes" or "no". $round (number): the round. $rounds (number): the rounds.
# $ends (message or empty): when the round ends. $paused (text): "yes" or "no".
tournament-mine-head = { $name }{ $swiss ->
        [yes] , round { $round } of { $rounds }{ $ends }
       *[no] {""}
    }{ $paused ->
        [yes] { " " }— paused
       *[no] {""}
    }:
# $left (text): the time left in the round.
tournament-mine-round-ends = { " " }(the round ends in { $left })
# One of the sender's games. $game (number): the game. $round (number): its round. $opponent (player): the opponent. $side (text): the sender's side.
# $turn (text): "mine" or "theirs". $left (message or empty): the time left for the move.
tournament-mine-game = { "  " }#{ $game } round { $round } vs { $opponent } ({ $side }): { $turn ->
        [mine] your move
       *[theirs] their move
    }{ $left }
# $left (text): the time left.
tournament-mine-left = , { $left } left
tournament-mine-bye = { "  " }a bye this round (a point)
tournament-mine-waiting = { "  " }no game in play: waiting for the next round

# A Swiss ends early. $name (message): the tournament. $round (number): the last round played. $next (number): the round that cannot be paired. $why (text): why. $table (message): the final standings.
tournament-unpairable =
    { $name } ends after round { $round }: round { $next } cannot be paired ({ $why }). Final standings:
    { $table }
# A board of a Swiss round. $board (number): the board. $game (number): its game. $white (text): first player's name. $w (number): their start number. $black (text): second player's name. $b (number): their start number.
tournament-board = { $board }. #{ $game } { $white } ({ $w }) – { $black } ({ $b })
# $who (text): the player's name. $number (number): their start number.
tournament-bye = Bye (a point): { $who } ({ $number })
# A Swiss round's pairings. $name (message): the tournament. $round (number): the round. $rounds (number): the rounds. $until (text): its deadline. $lines (message): the boards.
tournament-round =
    { $name }, round { $round } of { $rounds }, until { $until }:
    { $lines }
# $game (number): the game. $name (message): the tournament. $round (number): its round. $who (player): who moves first.
tournament-game-begins = Game #{ $game } ({ $name }, round { $round }) begins: your move, { $who }.
# $game (number): the game. $round (number): the round. $name (message): the tournament.
tournament-round-deadline = Game #{ $game } is over: round { $round } of { $name } reached its deadline; the game is scored a draw.

# $who (player): the player. $name (message): the tournament.
tournament-already-withdrawn = { $who } has already withdrawn.
# $name (message): the tournament.
tournament-over = { $name } is over.
# $who (player): who withdraws. $name (message): the tournament. $count (number): the games forfeited.
tournament-withdraws = { $who } withdraws from { $name }; { $count ->
        [one] { $count } unplayed game is
       *[other] { $count } unplayed games are
    } forfeited.
# $name (message): the tournament. $table (message): the final standings.
tournament-final =
    { $name } is over. Final standings:
    { $table }

# A line of the standings. $rank (number): the place. $player (text): the player's name. $points (text): the score (2½).
# $bc1, $median, $progressive (text): Buchholz Cut-1, median Buchholz, progressive score. $sb (text): Sonneborn-Berger. $withdrew (text): "yes" or "no".
tournament-line-swiss = { $rank }. { $player } { $points } (Buchholz Cut-1 { $bc1 }, Median { $median }, SB { $sb }, progressive { $progressive }){ $withdrew ->
        [yes] , withdrew
       *[no] {""}
    }
# $rank (number): the place. $player (text): the player's name. $points (text): the score. $sb (text): Sonneborn-Berger. $wins (number): the wins. $withdrew (text): "yes" or "no".
tournament-line-round-robin = { $rank }. { $player } { $points } (SB { $sb }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }){ $withdrew ->
        [yes] , withdrew
       *[no] {""}
    }
# The standings' rows. $lines (message): one a row.
tournament-table = { $lines }
# The crosstable's tie-break column. $points (text): the tie-break.
tournament-chart-buchholz = BC1 { $points }
tournament-chart-sonneborn = SB { $points }

# $name (message): the tournament.
tournament-not-started = { $name } has not started.
# $name (message): the tournament. $count (number): the players registered. $names (text): their names.
tournament-registered = { $name } has not started; { $count } registered: { $names }.
# $name (message): the tournament. $state (message): how far it is. $table (message): the standings.
tournament-standings =
    { $name } — { $state }:
    { $table }
tournament-state-final = final standings
tournament-state-cancelled = cancelled
# $count (number): the games still in play.
tournament-state-playing = { $count ->
        [one] { $count } game still in play
       *[other] { $count } games still in play
    }
# The pairings, a round a line. $name (message): the tournament. $rounds (message): the rounds.
tournament-pairings =
    { $name }
    { $rounds }
# $round (number): the round. $items (message): its byes and games.
tournament-pairings-round = Round { $round }:{ $items }
# $who (text): the player's name.
tournament-pairings-bye = { " " }bye { $who };
# $game (number): the game. $white (text): the first player. $black (text): the second. $result (message or text): its result.
tournament-pairings-game = { " " }#{ $game } { $white }–{ $black } { $result };
# $result (text): the score.
tournament-result-forfeit = { $result } (forfeit)
tournament-result-in-play = in play

## The crosstable's picture: its columns and its words.
tournament-chart-player = Player
tournament-chart-points = Pts
tournament-chart-tiebreak = Tie-break
# The crosstable in words. $title (message): the tournament. $rows (message): its rows, one after another.
tournament-chart-alt = { $title }{ $rows }
# A row. $rank (number): the place. $name (text): the player. $number (number): his start number. $points (text): his points (1½). $tiebreak (text): the tie-break as shown (SB 3¼).
tournament-chart-row = ; { $rank }. { $name } (no. { $number }): { $points } points, { $tiebreak }
