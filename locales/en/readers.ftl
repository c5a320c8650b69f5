# Why a record (PGN, KIF, CSA), a FEN or a position cannot be read: the readers' reasons,
# each a clause with no full stop of its own, put into a sentence by another message.
# What the player wrote is quoted as code and never translated.

## A record, at one of its lines (PGN, KIF, CSA).
reader-tag-unclosed = a tag has no closing ]
# $text (code): what stands between the brackets.
reader-not-a-tag = { $text } is not a tag
# $tag (text): the tag's name, as the record writes it.
reader-tag-unquoted = the value of the { $tag } tag needs quotes
# $text (code): the Variant tag's value.
reader-unknown-game = { $text } is not a game Tabiya plays
# $record (text): the game the record is of. $named (text): the game the player named.
reader-other-game = the record is { $record }, not { $named }
# $option (code): the option that names the game, variant:.
reader-no-game-named = no Variant tag says which game this is; name it with { $option }
# $reason (message): why the FEN cannot be read.
reader-fen-tag = its FEN cannot be read: { $reason }
# $input (code): the move as the record writes it. $candidates (message): legal moves like it, a list.
reader-not-legal-like = { $input } is not a legal move here (moves like it: { $candidates })
# $input (code): the move as the record writes it. $candidates (message): the moves it could be, a list joined by "or".
reader-ambiguous = { $input } could be { $candidates }
# $input (code): the move as the record writes it. $reason (message): why the game refused it.
reader-refused = { $input }: { $reason }
# $handicap (text): the handicap the record names.
reader-handicap = only even games (平手) can be imported, not { $handicap }
# $text (code): what the record gives as a piece in hand.
reader-not-a-piece-in-hand = { $text } is not a piece in hand
# $text (code): what the record gives as a piece in hand and its count.
reader-not-a-count = { $text } does not end in a count of pieces
# $rows (number): the board's rows.
reader-too-many-rows = the board diagram has more than { $rows } rows
# $squares (number): the board's width.
reader-row-width = a row of the board diagram should have { $squares } squares
# $text (code): what stands where a piece is expected.
reader-not-a-piece = { $text } is not a piece
reader-off-board = a square of the board diagram is off the board
# $reason (message): why it is not a legal position.
reader-diagram = the board diagram is not a legal position: { $reason }
reader-start-after-moves = the start position must come before the moves
reader-turn-after-moves = who moves first must be said before the moves
# $text (code): the statement.
reader-not-a-time = { $text } is not a time
reader-several-games = this file holds several games; send one
# $text (code): the statement.
reader-after-end = { $text } comes after the end of the game
# $text (code): the statement.
reader-not-a-statement = { $text } is not a CSA statement
# $text (code): the line.
reader-not-a-start-line = { $text } is not a CSA start line
# $text (code): the line.
reader-not-a-handicap = { $text } is not a handicap: squares and pieces, as PI82HI
# $text (code): the line.
reader-not-a-square = { $text } names a square that is not on the board
# $text (code): the line. $square (code): the empty square.
reader-nothing-to-take-off = { $text } takes a piece off { $square }, where there is none
# $text (code): the line.
reader-not-a-board-line = { $text } is not the nine cells of a board line
# $text (code): the line.
reader-not-squares-and-pieces = { $text } is not squares and pieces
# $text (code): the piece code 00AL.
reader-all-remaining = { $text } (all the remaining pieces) is not read
# $text (code): the piece code.
reader-not-in-hand = { $text } cannot be held in hand
# $reason (message): why the start is not a position.
reader-start = the start position cannot be used: { $reason }

## A FEN that cannot be read.
reader-fen-empty = the FEN is empty
# $found (number): ranks written. $board (number): the board's ranks.
reader-fen-ranks = the FEN has { $found ->
    [one] one rank
   *[other] { $found } ranks
}, and this board has { $board }
reader-fen-plus-before-digit = a + stands before a digit
reader-fen-empty-run = a run of 0 empty squares
reader-fen-double-plus = a piece is written with ++
# $text (code): the letter, with its +.
reader-fen-not-a-piece = { $text } is not a piece of this game
# $rank (number): the rank, from 1.
reader-fen-rank-too-long = rank { $rank } is longer than the board is wide
reader-fen-off-board = a square is off the board
reader-fen-plus-at-end = a + ends a rank
# $rank (number): the rank, from 1. $found (number): files written. $board (number): the board's files.
reader-fen-rank-width = rank { $rank } has { $found ->
    [one] one file
   *[other] { $found } files
}, and this board has { $board }
reader-fen-hand-unclosed = the hand has no closing ]
reader-fen-hand-text-after = text follows the hand's ]
reader-fen-no-hands = this game has no pieces in hand
reader-fen-count-without-piece = a count in the hand has no piece after it
# $text (code): the letter.
reader-fen-hand-not-a-piece = { $text } in the hand is not a piece of this game
reader-fen-hand-too-many = the hand holds too many pieces
# $text (code): the field.
reader-fen-turn = { $text } is not a side to move: w or b
# $text (code): the field.
reader-fen-rights = the rights field { $text } cannot be read
# $text (code): the field.
reader-fen-count = the count field { $text } cannot be read
# $text (code): the field.
reader-fen-halfmoves = the half-move clock { $text } is not a number
# $text (code): the field.
reader-fen-fullmoves = the move number { $text } is not a number
# $text (code): the fields.
reader-fen-trailing = { $text } follows the FEN's last field

## A position no game could have.
# $square (code): the square.
reader-position-off-board = a piece stands on { $square }, off this board
reader-position-unknown-piece = a piece stands there that this game does not have
# $side (text): the side.
reader-position-missing-king = { $side } has no king
# $side (text): the side.
reader-position-too-many-kings = { $side } has more than one king
reader-position-hand-too-large = the hands hold too many pieces
reader-position-opposite-check = the side that is not to move is in check
# $square (code): the pawn's square.
reader-position-pawn-on-back-rank = a pawn stands on its own first rank, on { $square }
# $side (text): the side. $piece (text): the piece. $square (code): its square.
reader-position-unreachable = { $side }'s { $piece } on { $square } stands where no game could have brought it
# $side (text): the side. $piece (text): the piece.
reader-position-too-many-pieces = { $side } has more of the { $piece } than the game's set (and its promotions) could give
# $side (text): the side. $square (code): a square of the file.
reader-position-double-pawn = { $side } has two unpromoted pawns on the file of { $square }
reader-position-already-over = the game would be over before it began (no move, or already decided)

## Ashtapada: why a race refused an action.
reader-race-no-throw = throw the cowries first
reader-race-thrown = the cowries are thrown: move a piece
# $input (code): the move.
reader-race-illegal = { $input } is not possible with this throw
