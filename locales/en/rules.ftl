# The rules: /rules, a piece's moves, /moves, and /help's refusal.

# $name (text): the game's name. $summary (text): the engine's summary. $start (text): the start's FEN. $first (message): who moves first.
rules-game = { $name }. { $summary }
    Start: { $start }
    { $first }

# As rules-game, then $options (message): the game's options, listed.
rules-game-options = { $name }. { $summary }
    Start: { $start }
    { $first }
    Options (rules:…): { $options }

rules-coin-first = A coin decides who moves first.

# $side (text): the side that moves first.
rules-side-first = { $side } moves first.

# $key (text): the option as typed. $summary (text): the engine's summary of it.
rules-option = { $key } — { $summary }

# $first (message): an option. $rest (message): the options after it.
rules-options = { $first }; { $rest }

# $name (text): the game's name. $piece (code): the word asked for. $pieces (text): the
# game's pieces, listed.
rules-no-such-piece = { $name } has no piece { $piece }. Its pieces: { $pieces }.

# $name (text): the game's name. $piece (text): the piece's name. $english (text): the
# piece's English name. $moves (text): the engine's description of its moves.
rules-piece = { $name } — { $piece } ({ $english }): { $moves }

# As rules-piece, with a picture.
rules-piece-pictured = { $name } — { $piece } ({ $english }): { $moves }
    In the picture: a dot where it moves, a ring round what it takes.

# $square (code): what was typed. $name (text): the game's name. $example (text): a square's name.
rules-not-a-square = { $square } is not a square of { $name }: write it as the board labels it, e.g. { $example }.

# $game (number): the game. $square (text): the square.
rules-no-piece-on = Game #{ $game }: there is no piece on { $square }.

# $game (number): the game. $piece (text): the piece's English name. $square (text): its
# square. $side (text): its side.
rules-moves-over = Game #{ $game }: the { $piece } on { $square } ({ $side }) — the game is over.

# $game (number): the game. $piece (text): the piece's English name. $square (text): its
# square. $side (text): its side.
rules-moves-none = Game #{ $game }: the { $piece } on { $square } ({ $side }) cannot move now.

# $game (number): the game. $piece (text): the piece's English name. $square (text): its
# square. $side (text): its side. $waiting (text: yes or no): whether it is not its side's
# turn. $reach (text: go, take or both): what it can do. $goes (text): the squares it can
# go to. $takes (text): the squares it can take on.
rules-moves = Game #{ $game }: the { $piece } on { $square } ({ $side }){ $waiting ->
        [yes] , on its side's turn,
       *[no] {""}
    }{ $reach ->
        [go] {" "}can go to { $goes }
        [take] {" "}can take on { $takes }
       *[both] {" "}can go to { $goes } and can take on { $takes }
    }.

# $command (command): what was asked for. $help (command): the command that lists them.
rules-no-such-command = There is no { $command }; { $help } lists the commands.

# $name (code): the game asked for. $games (text): the games there are.
rules-unknown-game = unknown game { $name }; the games are: { $games }
# $game (text): the game. $option (code): the option asked for.
rules-no-option = { $game } has no rule option { $option } (it has none)
# $game (text): the game. $option (code): the option asked for. $known (text): the options it has.
rules-no-option-among = { $game } has no rule option { $option }; its options are: { $known }

# The caption of a piece's moves on the board. $id (number): the game. $game (message): its name. $piece (message): the piece. $square (text): its square.
rules-caption = #{ $id } { $game } — { $piece } on { $square }

## The rules book in other languages (docs/rules/<tag>/): the blocks written from the catalogue.
# A name or a sentence of the catalogue, as it is. $text (message): it.
book-say = { $text }
# The start position's picture described. $game (text): the game's name. $alt (message): the board in words.
book-start-alt = The start position of { $game }: { $alt }
book-pieces-legend = A picked-out square holds the piece; a dot marks a square it can move to, a ring an enemy piece it can take. Other pieces stand where they change what it can do.
book-no-options = This game has no options: the rules above are the only ones.
