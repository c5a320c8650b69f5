# Ashtapada races: challenges to a race, seats, throws, moves, clocks and /games lines.

# Lists and sentences put together.
# $item (any): a list's only or first item.
race-item = { $item }
# $list (message): the items so far; $item (any): the next one.
race-list = { $list }, { $item }
# $first (message): a sentence; $then (message): the one after it.
race-then = { $first } { $then }

# $reason (text): why the operating system could not give random bytes.
race-cowries-failed = The cowries could not be thrown ({ $reason }); try again.
# $option (code): the rule option asked for.
race-no-such-rule = Ashtapada has no rule option { $option }; it has play-on (the others play on for places) and grace (another throw after a 4 or an 8).
race-invite-yourself = You cannot invite yourself.
# $who (player): the player named more than once.
race-named-twice = { $who } is named twice.
race-computer-seats = A race has four seats: the computer takes at most three.

# $id (number): the race; $who (player): who proposes it; $invited (message): the players
# invited; $days (number): the days for each action.
race-invites = Race #{ $id }: { $who } invites { $invited } to Ashtapada, { $days } { $days ->
        [one] day
       *[other] days
    } an action.
# As race-invites; $rules (message): the rule options (text).
race-invites-with-rules = Race #{ $id }: { $who } invites { $invited } to Ashtapada, { $days } { $days ->
        [one] day
       *[other] days
    } an action, with { $rules }.
# $join (command): how to take a seat; $decline (command): how to refuse one.
race-seats-in-order = Seats go in the order of joining: { $join } (or { $decline }); it begins when everyone has answered.
# $list (message): the items so far; $item (any): the last one.
race-and = { $list } and { $item }

# $id (number): the race.
race-not-invited = You are not invited to race #{ $id }.
# $id (number): the race.
race-seated-already = You have a seat in race #{ $id } already.
# $who (player): who joins; $id (number): the race.
race-joins = { $who } joins race #{ $id }.
# $who (player): who declines; $id (number): the race.
race-declines = { $who } declines race #{ $id }.
# $said (message): who joined or declined; $id (number): the race.
race-nobody-left = { $said } Nobody else is left to play: race #{ $id } is called off.
# $who (player): the player; $seat (text): the seat's letter; $from (text): the square it starts from.
race-seat = { $who } ({ $seat }, from { $from })
# $said (message): who joined or declined; $id (number): the race; $order (message): the
# seats; $who (player): who throws first; $throw (command): how to throw.
race-begins = { $said } Race #{ $id } begins: { $order }. { $who } throws first: { $throw }.
# $id (number): the race; $decline (command): how to refuse a seat.
race-only-proposer-cancels = Only the player who proposed race #{ $id } may call it off; { $decline } refuses a seat.
# $id (number): the race; $who (player): who calls it off.
race-called-off = Race #{ $id } is called off by { $who }.

# $id (number): the race; $moves (message): the moves, as commands.
race-thrown-already = Race #{ $id }: you have thrown already; move a piece ({ $moves }).
# $id (number): the race; $reason (message): the engine's refusal.
race-refused = Race #{ $id }: { $reason }
# $id (number): the race; $who (player): who throws; $value (number): the throw;
# $openings (number): the cowries that fell open.
race-throws = Race #{ $id }: { $who } throws { $value } ({ $openings } open).
race-turn-passes = No piece can move: the turn passes.
# $moves (message): the moves, as commands.
race-move-with = Move with { $moves }.
# $id (number): the race; $text (code): what was sent.
race-not-a-piece = Race #{ $id }: { $text } is not a piece: say enter, a square (c3), or c3x2 to move two of a double together.
# $id (number): the race; $throw (command): how to throw.
race-throw-first = Race #{ $id }: throw first ({ $throw }).
# $id (number): the race; $reason (message): the engine's refusal; $moves (message): the legal moves.
race-illegal = Race #{ $id }: { $reason }; possible: { $moves }.
# $id (number): the race; $moved (message): what happened.
race-moved = Race #{ $id }: { $moved }

# $id (number): the race; $winner (player): the winner; $rest (message): the other places.
race-over-places = Race #{ $id } is over: { $winner } wins; then { $rest }.
# $id (number): the race; $winner (player): the winner.
race-over-winner = Race #{ $id } is over: { $winner } wins.
# $id (number): the race.
race-over = Race #{ $id } is over.
# $who (player): who moves next.
race-to-move = { $who } to move.
# $who (player): who throws next.
race-to-throw = { $who } to throw.

# A move's events. $events (message): what happened, in order.
race-events = { $events }.
# $to (text): the square.
race-enters = a piece enters on { $to }
# $count (number): the pieces moved (1 or 2); $from, $to (text): the squares.
race-advances = { $count ->
        [1] a piece
       *[other] two pieces
    } { $from } → { $to }
# $count (number): the pieces captured; $who (player): whose.
race-captures = capturing { $count ->
        [1] a piece
       *[other] { $count } pieces
    } of { $who }
race-home = home

# $id (number): the race.
race-no-seat = You have no seat in race #{ $id }.
# $id (number): the race.
race-timed-out-already = You left race #{ $id } when your time ran out.
# $id (number): the race; $who (player): who is to act.
race-not-your-turn = Race #{ $id }: it is { $who }'s turn.
# $id (number): the race.
race-no-such = There is no race #{ $id }.
# $id (number): the race.
race-not-begun = Race #{ $id } has not begun: everyone invited must answer first.
# $id (number): the race.
race-begun = Race #{ $id } has begun.
# $challenge (command): how to open a race.
race-none-waiting = No race here is waiting for you. { $challenge } opens one.
# $challenge (command): how to open a race.
race-none-here = You have no race here. { $challenge } opens one.
# $races (message): the races, by number.
race-several = You have several races here: { $races }. Add race:ID.
# $id (number): a race.
race-number = #{ $id }
# $id (number): the race; $action (number): the action's number.
race-unreadable = Race #{ $id }: its record cannot be read at action { $action }.
# $id (number): the race; $action (number): the action's number; $reason (message): the engine's refusal.
race-unreplayable = Race #{ $id }: its record cannot be replayed at action { $action }: { $reason }.
# The board's title. $id (number): the race.
race-board-title = Race #{ $id } — Ashtapada
# On the board image, under a player's name: their pieces home and still to enter.
# $home (number): pieces home; $off (number): pieces not yet on the board.
race-board-state = { $home } home, { $off } to enter
# Under a player's name: they finished. $place (number): their place.
race-board-finished = finished, place { $place }
# Under a player's name: they left the race (ran out of time).
race-board-left = left the game
# Over the cowries of the last throw. $name (player name): who threw; $value (number): the squares it moves.
race-board-threw = { $name } threw { $value }
# Under the cowries. $up (number): cowries fallen open (0–4); $value (number): the squares it moves (none open: 8).
race-board-open = { $up } open: { $value ->
    [one] { $value } square
   *[other] { $value } squares
}
# The board image's alt text, sentence by sentence. $title (text): the board's title.
race-alt-board = { $title }. Ashtapada board.
# The shape a seat's pieces are drawn as. $shape (text): circle, square, triangle or diamond.
race-alt-shape = { $shape ->
    [circle] circle
    [square] square
    [triangle] triangle
   *[diamond] diamond
}
# A seat in play. $name (player name); $shape (message): its pieces' shape; $letter (text): the letter on them (A–D); $pieces (message): where they stand; $home (number); $off (number).
race-alt-seat = { $name } ({ $shape }, letter { $letter }): { $pieces }; { $home } home, { $off } to enter.
# A seat that left. $name (player name); $shape (message); $letter (text).
race-alt-seat-left = { $name } ({ $shape }, letter { $letter }): left the game.
# Where a seat's pieces stand. $squares (text): squares and doubles, listed.
race-alt-on = on { $squares }
# A seat without a piece on the board.
race-alt-nowhere = no piece on the board
# Several pieces on one square. $count (number); $square (text): e.g. c2.
race-alt-double = a double of { $count } on { $square }
# The last throw. $name (player name); $up (number): cowries open; $value (number): squares it moves.
race-alt-throw = Last throw: { $name }, { $up } open, { $value } squares.
# $name (player name): who acts next.
race-alt-to-play = { $name } to play.

# $who (player): who is to act; $left (text): the time left; $id (number): the race.
race-reminder = { $who }: { $left } left to act in race #{ $id }.
# $id (number): the race; $days (number): the days allowed to answer.
race-lapsed = Race #{ $id } lapsed: not everyone invited answered within { $days } days.
# $id (number): the race; $who (player): who ran out of time.
race-ran-out = Race #{ $id }: { $who } ran out of time and leaves the race with their pieces.

# /games. $id (number): the race.
race-line-open = Race #{ $id } Ashtapada: waiting for everyone to join
# $id (number): the race; $turn (message): whose turn.
race-line = Race #{ $id } Ashtapada: { $turn }
# $id (number): the race; $turn (message): whose turn; $left (text): the time left.
race-line-timed = Race #{ $id } Ashtapada: { $turn }, { $left } left
race-your-move = your move
race-your-throw = your throw
race-their-turn = their turn
