# Stored games: a position as text, and the games a command names.

# $fen (code): the position's FEN.
stored-position = FEN: { $fen }
# $fen (code): the position's FEN. $sfen (code): its SFEN.
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }

# $game (text): the game's name.
stored-not-shogi = KIF and CSA are Shogi's records; { $game } is written in PGN.
# $format (text): PGN, KIF or CSA. $line (number): the record's line. $reason (message): the reader's reason.
stored-unreadable = That { $format } record cannot be read at line { $line }: { $reason }. Nothing was imported.
stored-kif-one-line = A KIF record is read line by line, and this one came as a single line (a Discord text field joins them): attach the file instead (on Discord, file:), or paste it where line breaks stay. Nothing was imported.
# $fen (text): what the player wrote. $game (text): the game's name. $reason (message): what is wrong.
stored-not-a-position = fen:{ $fen }? That is not a { $game } position: { $reason }. /board shows a game's FEN to copy.
# As stored-not-a-position, for the Shogi family.
stored-not-a-position-sfen = fen:{ $fen }? That is not a { $game } position: { $reason }. /board shows a game's FEN and SFEN to copy.
# $fen (text): what the player wrote. $game (text): the game's name. $reason (message): why no game starts there.
stored-unreachable = fen:{ $fen }? No game of { $game } can start there: { $reason }.
# $id (number): the game.
stored-no-game = There is no game #{ $id }.

## How a game ended: the reason stored with its result, as a noun ("by checkmate", "(checkmate)").
ending-checkmate = checkmate
ending-stalemate = stalemate
ending-bare-king = bare king
ending-niol = Niol (mate without a Shak)
ending-robado = Robado (bare king)
ending-count-ran-out = the count ran out
ending-mate-during-own-count = mate during the mater's own count
ending-bare-king-survived = the bare king survived seven moves
ending-forbidden-mate = a forbidden mate
ending-insufficient-material = neither side can win
ending-repetition = repetition
ending-perpetual-check = perpetual check
ending-perpetual-chase = perpetual chase
ending-bikjang = bikjang
ending-two-passes = two passes
ending-jishogi = jishōgi
ending-royals-captured = both royals captured
ending-resignation = resignation
ending-agreement = agreement
ending-time = time
ending-withdrew = forfeit (withdrew)
ending-never-moved = forfeit (never moved)
ending-round-deadline = round deadline
ending-adjudication = adjudication
ending-cancelled = the tournament was cancelled
ending-aborted = aborted
ending-never-started = the first move was never made
# An imported record's own reason. $reason (text): as the record gives it.
ending-other = { $reason }
