# Finding a player's games, /board, /games, and the ratings a game's end moves.

# $id (number): the game.
games-paused = Game #{ $id } belongs to a tournament its organizer paused; moves wait until it resumes.
# $id (number): the game.
games-setup-first = Game #{ $id }: first each side chooses its setup: /setup masangsangma, sangmamasang, masangmasang or sangmasangma.
# $id (number): the game. $who (player): whose move it is.
games-not-your-move = It is not your move in game #{ $id }; { $who } is to move.
# $id (number): the game.
games-not-a-player = You are not a player of game #{ $id }.
# $games (text): the player's games here, by number and variant.
games-several = You have several games here: { $games }. Add game:ID to say which.
# $id (number): the game.
games-over = Game #{ $id } is over.
# $id (number): the game.
games-not-yours = Game #{ $id } is not yours and not played here.
games-none = You have no games in progress.
# $id (number): the game. $position (message): the position as FEN (and SFEN).
games-board = Game #{ $id }. { $position }

# $white (message), $black (message): each player's new rating.
games-ratings = Ratings: { $white }, { $black }.
# $name (text): the player's name. $old (text): the rating before. $new (text): after. $change (text): the difference, signed.
games-rating-line = { $name } { $old } → { $new } ({ $change })

# /games: the sender's games and races, one a line. $lines (message): the lines.
games-list = { $lines }
# $id (number): the game. $game (text): the game's name. $opponent (player): the opponent. $turn (text): "mine" or "theirs". $left (message or empty): the time left.
games-line = #{ $id } { $game } vs { $opponent }: { $turn ->
        [mine] your move
       *[theirs] their move
    }{ $left }
# $left (text): the time left.
games-left = , { $left } left
# $count (number): the games not listed. $mine (number): of them, the sender's move. $theirs (number): the opponent's. $board (command): how to see one.
games-more = … and { $count ->
        [one] { $count } more game
       *[other] { $count } more games
    } ({ $mine } your move, { $theirs } their move); { $board } shows any of them.
# $until (text): when the vacation ends.
games-vacation = You are on vacation until { $until }; your clocks are paused.

# A board picture's caption. $id (number): the game. $game (message): its name. $white, $black (text): the players' names. $white_side, $black_side (message): their sides. $state (message or text): the result, or whose move it is.
games-caption = #{ $id } { $game } — { $white } ({ $white_side }) vs { $black } ({ $black_side }) — { $state }
# $side (message): the side to move.
games-caption-to-move = { $side } to move
