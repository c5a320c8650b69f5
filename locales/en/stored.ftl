# Stored games: a position as text, and the games a command names.

# $fen (code): the position's FEN.
stored-position = FEN: { $fen }
# $fen (code): the position's FEN. $sfen (code): its SFEN.
stored-position-sfen = FEN: { $fen } SFEN: { $sfen }
