# What depends on the platform: how to answer an offer, thread titles, move pickers.

# $first, $second (message): the buttons' labels. $yes, $no (command): the answers as commands.
platform-answer-buttons = Press { $first } or { $second }, or send { $yes } or { $no }.
# $yes, $no (command): the answers as commands.
platform-answer-reactions = React 👍 or 👎, or send { $yes } or { $no }.
# $yes, $no (command): the answers as commands.
platform-answer = Answer with { $yes } or { $no }.
# $id (number): the game.
platform-no-game = There is no game #{ $id }.
# A thread's title. $white, $black (text): the players' names. $game (text): the game's name. $id (number): the game.
platform-game-title = { $white } vs { $black } — { $game } #{ $id }
# A move picker's label. $piece (message): the piece's name.
platform-drop-label = Drop a { $piece }
# A move picker's first step: the piece and the square it leaves. $piece (message): its name. $square (text): the square, as the board labels it.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = piece
platform-pass-label = Pass
# Matrix: an edited command that was already handled. $who (player): who edited it.
platform-edit-ignored = { $who }: edits are not carried out: the command you edited was already handled. Send the corrected command as a new message.
# Discord: the button under a board that opens the move menus.
platform-pick-move = Pick a move

# The console's first line, on stderr, in the configuration's language ([games] language).
# $form (code): how a line is written. $example (code): a challenge. $help (code): asking for help.
console-greeting = Tabiya console: type { $form }, for example { $example }, or { $help }.
