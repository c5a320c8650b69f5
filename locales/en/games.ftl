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

## A board in words (its alt text), for those who cannot see the picture.
# $game (text): the game's name. $side (text): the side to move. $rest (message): what follows, each part with its own leading space.
alt-board = { $game }. { $side } to move.{ $rest }
# $square (text): where a piece promoted without moving.
alt-last-in-place = { " " }Last move: in place on { $square }.
# $piece (message): the piece that moved. $from, $to (text): squares.
alt-last-move = { " " }Last move: { $piece } { $from } to { $to }.
# $piece (message): the piece dropped or placed. $square (text): where.
alt-last-drop = { " " }Last move: { $piece } dropped on { $square }.
alt-last-pass = { " " }Last move: pass.
alt-check = { " " }Check.
# The piece whose moves the picture shows. $piece (message): its name. $square (text): where it stands. $reach (text): "none", "moves", "takes" or "both". $moves, $takes (text): squares, comma-separated.
alt-selected = { " " }The { $piece } on { $square } { $reach ->
        [none] cannot move.
        [moves] moves to { $moves }.
        [takes] captures on { $takes }.
       *[both] moves to { $moves } and captures on { $takes }.
    }
# A side's pieces. $side (text): the side. $pieces (message): its pieces, grouped. $hand (message): its hand, or nothing.
alt-army = { " " }{ $side }: { $pieces }{ $hand }.
# The first group of like pieces. $piece (message): their name. $squares (text): where, comma-separated.
alt-group = { $piece } { $squares }
# The next group. As alt-group.
alt-group-next = ; { $piece } { $squares }
# The first piece in hand. $n (number): how many. $piece (message): its name.
alt-hand = ; in hand { $n } { $piece }
# The next piece in hand. As alt-hand.
alt-hand-next = , { $n } { $piece }
