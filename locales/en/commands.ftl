# Reading a command: what was wrong in how it was written, and how to write it.

# $what (text): what needs a name ("tournament", "arrangement").
command-needs-name = The { $what ->
        [tournament] tournament
       *[arrangement] arrangement
    } needs a name.
# $what (text): what the name is for ("tournament", "arrangement"). $most (number): the longest name. $name (code): the name given.
command-name-too-long = A { $what ->
        [tournament] tournament
       *[arrangement] arrangement
    }'s name is at most { $most } characters of plain text; { $name } is not.
# $help (command): the help command.
command-slash = Commands start with /, e.g. { $help }.
# $length (number): the record's length. $command (command): the command. $most (number): the most it reads.
command-record-too-long = That record is { $length } characters long; { $command } reads at most { $most }.
# $length (number): the command's length. $most (number): the most.
command-too-long = That command is { $length } characters long; a command is at most { $most }.
# $handle (text): the start of the handle. $most (number): the longest handle.
command-handle-too-long = @{ $handle } is not a player: a handle is at most { $most } characters.
# $command (command): what was typed as a command. $help (command): the help command.
command-unknown = There is no { $command }; { $help } lists the commands.

# $usage (command): how to challenge to a race.
command-race-players = Ashtapada is for two to four: { $usage }
# $option (text): the option given.
command-race-no-option = Ashtapada takes no { $option }: option (it is a race, played unrated).
# $days (text): the days given.
command-race-days = days:{ $days }? Days per action are 1, 2, 3, 5, 7, 10 or 14.
command-one-opponent = Only Ashtapada is for more than two; a challenge names one @player.
# $start (command): how to start a vacation. $end (command): how to end one.
command-vacation-both = Either { $start } or { $end }, not both.

# $command (command): the tournament action typed. $option (text): the option that does not go with it. $help (command): where to read more.
command-tournament-option = { $command } takes no { $option }; { $help } tells what goes with what.
# $usage (command): how to create a tournament.
command-tournament-game = Which game? { $usage }
command-tournament-both = A tournament is a Swiss or a (double) round robin, not both.
command-tournament-deadline = deadline: is the days a Swiss round may last; a round robin has no rounds to wait for.
# $size (number): the size given.
command-tournament-size-swiss = size:{ $size }? A Swiss takes 4 to 128 players.
# $size (number): the size given.
command-tournament-size-round-robin = size:{ $size }? A round robin takes 3 to 16 players.
# How a command is written, given alone where one was written wrong. $usage (command): the command.
command-usage = { $usage }

# $example (command): a placement. $saved (command): placing a saved arrangement.
command-place-what = What to place? e.g. { $example }, or { $saved }
command-place-both = Either placements or saved:NAME, not both.
# $usage (command): how to save an arrangement.
command-arrangement-name = { $usage } — name it, then list the placements.
# $usage (command): the command so far.
command-arrangement-pieces = { $usage } — and the placements, e.g. K@e2 F@d2 …
# $ask (command): how to ask. $confirm (command): how to confirm. $status (command): how to see one's accounts.
command-link-usage = { $ask } to ask, { $confirm } to confirm from the other account, { $status } to see yours.

# $what (text): the option ("days", "cap"). $value (text): what was given.
command-not-days = { $what }:{ $value } is not a number of days
command-cap-alone = cap: goes with a Fischer time such as days:7+2
# $days (number): the days given.
command-days-offered = days:{ $days } is not offered; choose one of 1, 2, 3, 5, 7, 10, 14 (or Fischer time: days:7+2)
# $days (text): the time given.
command-fischer-range = days:{ $days } — Fischer time is 1 to 60 initial days plus 1 to 14 a move, e.g. days:7+2
# $cap (number): the cap given. $initial (number): the initial days.
command-cap-range = cap:{ $cap } — the cap is at least the initial { $initial } days and at most 90

# A list of words to choose from, the last joined by "or". $init (text): the words but the last, joined by commas. $last (text): the last word.
command-or-list = { $init } or { $last }
# A list of options, the last joined by "and". $init (text): the options but the last, joined by commas. $last (text): the last option.
command-and-list = { $init } and { $last }
# $game (code): the game typed. $games (text): the games there are.
command-no-game = There is no game { $game }; the games are: { $games }.
# $what (command or text): the option as typed.
command-name-player = { $what }? Name a player as @name.
# $number (code): what was typed.
command-not-a-number = { $number } is not a number such as 12 or #12.
# $what (command or text): the option as typed. $about (text): what the option is. $min, $max (number): its range.
command-number-range = { $what }? { $about }: { $min } to { $max }.
# $what (command or text): the option as typed. $choices (text): the values it takes.
command-choose = { $what }? Choose { $choices }.
# $option (text): the option's name. $value (text): what was typed.
command-yes-no = { $option }:{ $value }? Say { $option }:yes or { $option }:no.
# $option (text): the option's name. $example (text): how its value is written.
command-needs-text = { $option }: needs its text, e.g. { $option }:{ $example }.
# $option (code): the option given twice. $command (command): the command.
command-twice = { $option } is given twice; { $command } takes one.
# $command (command): the command. $option (code): the option typed. $options (text): the options it takes.
command-no-such-option = { $command } has no option { $option }; it takes { $options }.
# $command (command): the command with the word typed. $expected (text): what could stand there.
command-expected = { $command }? Expected { $expected }.
# $command (command): the command. $word (code): the word typed.
command-nothing-more = { $command } takes nothing more than its name; { $word }?
# $typed (command): the command with the word typed. $usage (command): how it is written.
command-written = { $typed }? It is written { $usage }
# $command (command): the command. $what (text): what it needs. $example (command): an example.
command-needs = { $command } needs { $what }: e.g. { $example }

# A side's name the game does not have. $side (text): the word given. $game (message): the game. $first, $second (text): its sides' names.
command-side-of-game = color:{ $side }? In { $game } the sides are { $first } and { $second } (or first and second, or random).
# $side (text): white or black.
command-side-white-black-in-shogi = color:{ $side }? In the Shogi family English books call Sente (who moves first) Black and Gote White: say color:sente or color:gote.
