# Challenges: /challenge, /accept, /decline, /cancel.

# $who (player): who declined. $id (number): the challenge.
challenge-declined = { $who } declined challenge #{ $id }.

# $id (number): the challenge named. $verb (text: accept, decline or cancel): what the player tried.
challenge-not-one-you-can = Challenge #{ $id } is not one you can { $verb ->
        [accept] accept
        [decline] decline
       *[cancel] cancel
    } here.

# $verb (text: accept, decline or cancel): what the player tried.
challenge-none-to = There is no challenge here for you to { $verb ->
        [accept] accept
        [decline] decline
       *[cancel] cancel
    }.

# $ids (text): the open challenges, as "#3, #4". $example (command): answering the first.
challenge-several = Several challenges: { $ids }. Say which, e.g. { $example }.

challenge-accept-own = You cannot accept your own challenge.

# $id (number): the challenge.
challenge-accept-not-open = Challenge #{ $id } is not open to you here; only the challenged player may accept it.

# $game (number): the new game. $who (player): who moves first.
challenge-game-begins = Game #{ $game } begins: your move, { $who }.

# $game (number): the new game. $name (text): the game's name. $white, $black (player): the
# players. $white_side, $black_side (text): the sides' names in this game. $rated (text: yes
# or no): whether rated. $time (text): the time control. $from (message or empty): the chosen
# start. $first (player): who moves first.
challenge-game-starts = Game #{ $game }: { $name } — { $white } ({ $white_side }) vs { $black } ({ $black_side }), { $rated ->
        [yes] rated
       *[no] casual
    }, { $time }{ $from }. { $first } to move.

# $position (message): the start, as FEN (and SFEN) in code.
challenge-from-position = , from the position { $position }

challenge-yourself = You cannot challenge yourself.

# $count (number): the player's open challenges, the most allowed. $cancel (command): the command.
challenge-too-many-open = You have { $count } open challenges, the most one player may have; { $cancel } one (or wait for answers) first.

# $count (number): the open challenges to that player. $who (player): the player challenged.
# $cancel (command): the command.
challenge-too-many-to-one = You already have { $count } open challenges to { $who }; wait for an answer, or { $cancel } one.

# $challenge (command): how to challenge the computer at a level.
challenge-level-is-computers = level: is the computer's strength; challenge it with { $challenge }.

challenge-computer-casual = Games against the computer are casual; leave out rated:yes.

challenge-position-casual = A game from a chosen position is casual; leave out rated:yes.

# $id (number): the challenge.
challenge-cancelled = Challenge #{ $id } cancelled.

# A challenge is posted. $id (number): the challenge. $who (player): the challenger. $to (player or message): whom it invites.
# $rated (text): "yes" or "no". $game (text): the game. $options (message or empty): its rules. $from (message or empty): the position it starts from.
# $time (text): the time control. $answer (message): how to answer. $until (text): when it lapses.
challenge-posted = Challenge #{ $id }: { $who } invites { $to } to { $rated ->
        [yes] a rated game of
       *[no] a casual game of
    } { $game }{ $options }{ $from } at { $time }. { $answer } (open until { $until }).
# Whom an open challenge invites.
challenge-anyone = anyone here
# The rules chosen, after the game's name (with a space before it). $options (text): the options.
challenge-options = { " " }({ $options })
# The buttons under a challenge.
challenge-accept-button = Accept
challenge-decline-button = Decline
