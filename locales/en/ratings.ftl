# Ratings: /rating and /leaderboard.

# $who (player): the player asked about.
rating-not-played = { $who } has not played here yet.

# $name (text): the game's name. $rating (text): the rating as shown (marked when
# provisional). $deviation (number): its deviation. $games (number): rated games played.
# $provisional (text: yes or no): whether the rating is provisional.
rating-of-game = { $name } { $rating } (RD { $deviation }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }{ $provisional ->
        [yes] , provisional
       *[no] {""}
    })

# $first (message): a game's rating. $rest (message): the ratings after it.
rating-list = { $first }; { $rest }

# $who (text): the player's name. $ratings (message): the ratings, listed.
rating-ratings = Ratings of { $who }: { $ratings }.

# $who (text): the player's name.
rating-none = { $who } has no rated games yet; a new rating starts at 1500.

# $who (text): the player's name. $name (text): the game's name.
rating-none-of = { $who } has no rated games of { $name } yet; a new rating starts at 1500.

# $ratings (message): the player's ratings. $who (text): the player's name. $won, $drawn,
# $lost (number): the games the asker won, drew and lost against him.
rating-with-record = { $ratings }
    You against { $who }: { $won } won, { $drawn } drawn, { $lost } lost.

# $name (text): the game's name. $deviation (number): the deviation a rating must reach.
rating-no-leaders = No established { $name } ratings yet: a rating is established once its deviation is { $deviation } or less (a dozen or so rated games, played regularly).

# $name (text): the game's name. $lines (message): the leaders, a line each.
rating-leaderboard = { $name } leaderboard (established ratings):
    { $lines }

# $place (number): the place. $name (text): the player's name. $rating (number): the
# rating. $deviation (number): its deviation. $games (number): rated games played.
rating-leader = { $place }. { $name } { $rating } (RD { $deviation }, { $games } games)

# $first (message): a leader's line. $rest (message): the lines after it.
rating-leader-lines = { $first }
    { $rest }
# The rating chart's title. $who (text): the player's name. $game (message): the game.
rating-chart-title = { $who } — { $game }
# The rating chart's horizontal axis.
rating-chart-games = rated games
# The rating chart in words. $title (message): its title. $games (number): the rated games charted. $first, $last, $high, $low (text): ratings.
rating-chart-alt = { $title }: { $games } rated games, from { $first } to { $last }; highest { $high }, lowest { $low }
