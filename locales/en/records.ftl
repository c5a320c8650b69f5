# Records: /export and /import.

records-paste-discord = Paste the record (PGN, KIF or CSA) into record:, or attach its file with file:.
records-paste-matrix = Paste the record (PGN, KIF or CSA) after the command, or reply to the record's file with the command.
records-paste = Paste the record (PGN, KIF or CSA) after /import.

# What an imported record holds. $format (text): PGN, KIF or CSA. $game (text): the game's name. $first, $second (text): the players' names (or the sides'). $plies (number): the moves.
records-read = { $format } record read: { $game } — { $first } vs { $second }, { $plies } { $plies ->
        [one] move
       *[other] moves
    }.
# As records-read; $result (text): the score the moves end in.
records-read-over = { $format } record read: { $game } — { $first } vs { $second }, { $plies } { $plies ->
        [one] move
       *[other] moves
    }, { $result }.
# As records-read; $result (text): the score the record gives.
records-read-given = { $format } record read: { $game } — { $first } vs { $second }, { $plies } { $plies ->
        [one] move
       *[other] moves
    }, given as { $result }.
# $summary (message): what the record holds. $reason (message): how the game ended.
records-over = { $summary } The game is over ({ $reason }); there is nothing to play on. /import without a player shows its end.
# $summary (message): what the record holds. $reason (message): why its end cannot start a game.
records-unreachable = { $summary } No game can start from its end: { $reason }.
# $summary (message): what the record holds. $challenge (message or text): the challenge made from its end.
records-challenge = { $summary }
    { $challenge }
# $summary (message): what the record holds. $side (text): the side to move. $position (message): the position as FEN. $challenge (command): how to play on from it.
records-last-position = { $summary } Its last position, { $side } to move: { $position }
    To play on from there: { $challenge }
# $id (number): the game. $moves (number): its moves. $position (message): the position as FEN.
records-fen = Game #{ $id } after { $moves } moves. { $position }
# $pgn (command): the export that works.
records-not-shogi = KIF and CSA are for Shogi games; use { $pgn }.
# /export gif's answer, with the replay attached. $id (number): the game. $moves (number): its moves.
records-replay = Game #{ $id } replayed: { $moves ->
        [one] its one move
       *[other] its { $moves } moves
    }, then the position held.
# A replay's alt text. $moves (number): the moves it shows. $end (message): the last position in words.
records-replay-alt = The game replayed move by move ({ $moves ->
        [one] 1 move
       *[other] { $moves } moves
    }), ending on this position: { $end }
# /export gif where this bot draws no pictures.
records-no-pictures = This bot draws no pictures: its host turned them off. /export pgn gives the record.

# What a record file is called where a platform shows a line for it. $name (text): the file's name.
records-file = { $name }
# What a chat shows above a record's first lines, beside its file. $name (code): the file's name.
records-attached = { $name } (attached):

## A record sent as a file (/import): why it cannot be read.
records-file-missing = The attached file did not arrive; attach it again.
records-file-reply-unfetched = The message replied to could not be fetched; paste the record instead.
# $name (text): the file's name.
records-file-unfetched = { $name } could not be downloaded; try again, or paste the record.
# $name (text): the file's name. $size (number): its size in KB. $most (number): the largest a record file may be, in KB.
records-file-too-large = { $name } is { $size } KB; a record file is at most { $most } KB.
# $name (text): the file's name.
records-file-not-text = { $name } is not UTF-8 text (a KIF saved in Shift_JIS? Save it as UTF-8, or paste the record).
