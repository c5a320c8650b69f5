# The scheduler's notices: reminders, timeouts, digests, lapsed challenges (stored in the outbox as text).

# $who (player): whose move it is. $left (text): the time left. $id (number): the game.
scheduler-reminder = { $who }: { $left } left for your move in game #{ $id }.
# $id (number): the game. $who (player): who never moved. $result (text): the score.
scheduler-forfeit = Game #{ $id } is over: { $who } never moved and forfeits it; { $result }.
# $id (number): the game. $who (player): who never moved.
scheduler-aborted = Game #{ $id } is aborted: { $who } never made a first move.
# $id (number): the game. $who (player): who ran out of time. $verdict (message): the result.
scheduler-timeout = Game #{ $id } is over: { $who } ran out of time; { $verdict }.
# $id (number): the game. $who (player): who ran out of time. $verdict (message): the result. $ratings (message): the new ratings.
scheduler-timeout-rated = Game #{ $id } is over: { $who } ran out of time; { $verdict }. { $ratings }
# $who (player): the digest's reader. $count (number): the games where it is his move. $games (message): their lines, one a line.
scheduler-digest = Your daily digest, { $who }: your move in { $count } { $count ->
        [one] game
       *[other] games
    }.
    { $games }
# $id (number): the game. $game (text): the game's name. $who (player): the opponent. $left (text): the time left.
scheduler-digest-line = #{ $id } { $game } vs { $who } — { $left } left
# $who (player): the challenger. $id (number): the challenge. $game (text): the game's name.
scheduler-challenge-lapsed = { $who }: challenge #{ $id } ({ $game }) lapsed unanswered.
