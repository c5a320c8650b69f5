# Playing a game: moves, resigning, aborting, setups, counts and impasses.

play-abort-too-late = A game can be aborted only before both sides have moved; offer a draw or resign instead.

# $drop (code): what the player wrote as a placement.
play-not-a-placement = { $drop } is not a placement such as K@e2 (piece letter, @, square).

# Whose turn it is, after a move (part of the move's answer).
# $who (player): the computer. $side (text): its side's name.
play-turn-thinking = { $who } ({ $side }) is thinking
# $who (player): whose move it is. $side (text): the side's name.
play-turn-to-move = { $who } ({ $side }) to move
# $who (player): whose move it is. $side (text): the side's name. $until (text): when the vacation ends.
play-turn-to-move-away = { $who } ({ $side }) to move (on vacation until { $until }; the clock waits)
# $id (number): the game. $who (player): whose move it is.
play-your-move = Your move in game #{ $id }, { $who }.

# $id (number): the game. $reason (message): why the engine refused.
play-game-refused = Game #{ $id }: { $reason }
# $reason (message): why the engine refused.
play-refused = { $reason }

## The engine's refusals.
# $input (code): what was typed.
refusal-not-a-move = { $input } is not a move
# $input (code): what was typed.
refusal-not-legal = { $input } is not a legal move here
# $input (code): what was typed. $candidates (message): legal moves like it, a list.
refusal-not-legal-but = { $input } is not a legal move here; did you mean { $candidates }?
# $input (code): what was typed. $candidates (message): the moves it could be, a list joined by "or".
refusal-which = { $input } could be { $candidates }; say which
# A list's last item. $item (text): a move.
refusal-list-one = { $item }
# A list's item followed by the rest. $first (text): a move. $rest (message): the rest of the list.
refusal-list-comma = { $first }, { $rest }
# A list's item, "or", the rest. $first (text): a move. $rest (message): the rest of the list.
refusal-list-or = { $first } or { $rest }
refusal-game-over = the game is over
refusal-not-your-turn = it is not your turn
refusal-illegal-move = that move is not legal here
refusal-jishogi-only-shogi = only Shogi has jishōgi
refusal-impasse-not-your-turn = claim an impasse on your own turn
refusal-impasse-kings-not-entered = an impasse can be claimed only once both kings stand in their promotion zones
refusal-no-impasse-claim = there is no impasse claim of your opponent to accept
refusal-setup-chosen-once = the setup is chosen once, before the first move
refusal-no-standard-setup = this position has no standard setup to change
refusal-objection-not-now = an objection is only possible right after the second player's setup, against two of his rooks on one file or a rook on the file of your king
refusal-objection-not-applicable = the objection cannot be applied here
refusal-no-count-in-game = this game has no count to start
refusal-count-not-your-turn = start the count on your own turn
refusal-count-running = a count is already running
refusal-count-pawns-left = the board's-honour count starts only when neither side has pawns
refusal-no-count-to-stop = you have no count running to stop
# A move's answer. $id (number): the game. $shown (text): the move in the player's notation. $what (message): what it does.
play-moved = #{ $id } { $shown } — { $what }
# A move's answer with what follows it. $head (message): the move, or the army placed. $after (message): what follows.
play-answer = { $head }. { $after }
# $next (message): whose turn it is.
play-after-next = { $next }.
# $verdict (message): the result.
play-after-over = Game over: { $verdict }.
# $verdict (message): the result. $ratings (message): the new ratings.
play-after-over-rated = Game over: { $verdict }. { $ratings }

# A game's end. $result (text): the score (1-0). $who (player): the winner. $kind (text): "time" when it was lost on time, else "other". $reason (message): how it ended (an ending-… message).
play-verdict-win = { $result } — { $who } wins { $kind ->
        [time] on time
       *[other] by { $reason }
    }
# $result (text): the score (1/2-1/2). $kind (text): "time" or "other", as above. $reason (message): how it ended.
play-verdict-draw = { $result } — drawn { $kind ->
        [time] on time
       *[other] by { $reason }
    }
# $id (number): the game. $verdict (message): the result.
play-over = Game #{ $id } is over: { $verdict }.
# $id (number): the game. $verdict (message): the result. $ratings (message): the new ratings.
play-over-rated = Game #{ $id } is over: { $verdict }. { $ratings }
play-game-goes-on = The game goes on.

# Sittuyin placements.
# $name (code): the arrangement asked for. $save (command): how to save one.
play-no-arrangement = You have no saved arrangement { $name }; save one with { $save }
# $name (code): the arrangement asked for. $yours (text): the names of the player's arrangements.
play-no-arrangement-yours = You have no saved arrangement { $name }; yours: { $yours }.
# $reason (message or text): why one placement failed.
play-place-none = { $reason } Nothing was placed: a /place is all its placements or none.
# A Sittuyin army placed at once. $id (number): the game. $who (player): who placed it. $count (number): its pieces. $drops (text): the placements.
play-placed-army = #{ $id } { $who } places { $count } pieces: { $drops }
# $name (code): the arrangement. $place (command): how to use it.
play-saved-as = Saved as { $name }: { $place } in your next game.
# $name (code): the arrangement. $count (number): its pieces. $place (command): how to use it.
play-arrangement-saved = Saved { $name } ({ $count } pieces): { $place } in a Sittuyin game.
# $save (command): how to save an arrangement.
play-no-arrangements = You have no saved arrangements; { $save } saves one.
play-hand-empty = Your hand is empty.
# $pieces (text): the pieces in hand, with their letters and counts.
play-hand = In your hand: { $pieces }.
# $id (number): the game. $asked (number): how many of the piece the command places. $letter (text): the piece's letter. $piece (text): the piece's name. $had (number): how many are left to place. $hand (message): what is in hand.
play-place-short = Game #{ $id }: this /place puts down { $asked } × { $letter } ({ $piece }); you have { $had } left to place, so nothing was placed. { $hand }

# Actions that are not moves. $id (number): the game. $action (message): what was done.
play-action = #{ $id } { $action }
# $who (player): who set up. $korean (text): the setup's Korean name. $key (text): its romanised key.
play-setup = { $who } sets up { $korean } ({ $key }).
# $setup (code): what the player wrote.
play-not-a-setup = { $setup } is not a setup; choose masangsangma, sangmamasang, masangmasang or sangmasangma (마상상마 …)
play-objection = Objection: the second player must place the rook again.
# $who (player): who starts the count.
play-count-start = { $who } starts the board's-honour count (64 moves).
# $who (player): who stops the count.
play-count-stop = { $who } stops the count.
# $who (player): the computer.
play-impasse-counts = { $who } counts the points.
# $who (player): the computer. $points (number): its points. $yours (number): the claimant's points.
play-impasse-declined = { $who } declines ({ $points } points to your { $yours }; 24 are needed): play on.
# $accept (command): how to accept an impasse.
play-impasse-answer = { $accept } to count points.
# $who (player): the claimant. $answer (message): what follows.
play-impasse-claim = { $who } claims an impasse (jishōgi): { $answer }

# $id (number): the game. $confirm (command): the confirmation.
play-resign-confirm = Resign game #{ $id }? Send { $confirm } to confirm.
# $id (number): the game. $withdraw (command): how to leave the tournament.
play-abort-tournament = Game #{ $id } is a tournament game and cannot be aborted: a player who never makes a first move forfeits it when the time for it runs out. To leave the event, { $withdraw }.
# $id (number): the game.
play-aborted = Game #{ $id } aborted.

# The sender's saved arrangements, one a line. $lines (message): the arrangements.
play-arrangements = { $lines }
# $name (text): the arrangement's name. $placements (text): its placements.
play-arrangement-line = { $name }: { $placements }
# The button that confirms a resignation.
play-resign-button = Resign

# A move in plain words, its squares as the board image labels them.
# $piece (message): the piece. $from, $to (text): its squares. $more (message): what else it does.
play-move-steps = { $piece } { $from }→{ $to }{ $more }
# $piece (message): the piece. $to (text): its square. $more (message): what else it does.
play-move-promotes-in-place = { $piece } on { $to } promotes{ $more }
# What a move takes (after the move). $piece (message): the piece taken.
play-move-takes = , takes the { $piece }
# What a piece becomes (after the move). $piece (message): what it becomes.
play-move-becomes = , becomes a { $piece }
# What a piece promoting in place becomes. $piece (message): what it becomes.
play-move-promotes-to = { " " }to a { $piece }
# $piece (message): the piece. $to (text): its square.
play-move-drop = { $piece } placed on { $to }
play-move-castles = castles
play-move-passes = passes
