# What each command does and what each of its options means: /help, and Discord's descriptions of commands and options.
# Ids: cmd-NAME (what the command does, at most 100 characters), cmd-NAME-more (more about it), cmd-NAME-OPTION (what the option means, at most 100 characters).

# /challenge
cmd-challenge = Invite a player, anyone here, or @tabiya (the computer)
cmd-challenge-more = Days per move (1, 2, 3, 5, 7, 10 or 14), or Fischer time: initial days plus days added after each move, capped. Casual unless rated:yes. Ashtapada is a race for two to four: name up to three players. The challenge lapses if no one answers. Challenge @tabiya to play the computer at once: casual, level:1 (weakest) to level:8, 3 unless chosen.
cmd-challenge-opponent = Whom to invite (leave out for an open seek)
cmd-challenge-opponent2 = Ashtapada: a second player to invite
cmd-challenge-opponent3 = Ashtapada: a third player to invite
cmd-challenge-variant = Which game
cmd-challenge-days = Days per move (1, 2, 3, 5, 7, 10, 14) or Fischer time such as 7+2
cmd-challenge-cap = Fischer time: the most days a clock may hold
cmd-challenge-color = Your side: first, second, or the game's own (red, cho, sente…); random unless chosen
cmd-challenge-rated = A rated game (casual unless set)
cmd-challenge-rules = Rule options, comma-separated (see /rules GAME)
cmd-challenge-fen = Start from this position (FEN; SFEN for Shogi): a casual game
cmd-challenge-level = The computer's strength

# /accept
cmd-accept = Accept a challenge (or take your seat in a race)
cmd-accept-more = With one challenge open to you here, no number is needed.
cmd-accept-id = The challenge's number (if several are open)
cmd-accept-race = Ashtapada: which race (if several run here)

# /decline
cmd-decline = Decline a challenge
cmd-decline-more = With one challenge open to you here, no number is needed.
cmd-decline-id = The challenge's number (if several are open)
cmd-decline-race = Ashtapada: which race (if several run here)

# /cancel
cmd-cancel = Withdraw your challenge or unstarted race
cmd-cancel-more = With one challenge of yours open here, no number is needed.
cmd-cancel-id = The challenge's number (if several are yours)
cmd-cancel-race = Ashtapada: which race (if several run here)

# /move
cmd-move = Play a move in the game's notation, SAN or coordinates
cmd-move-more = Passes, drops (P*55, K@e2) and promotions are moves too. In a race: /move enter|c3|c3x2 race:ID.
cmd-move-move = The move, in the game's notation, SAN or coordinates
cmd-move-game = The game's number (not needed in its thread or when you have one game here)
cmd-move-at = The number of moves made when you chose it (menus send it)
cmd-move-race = Ashtapada: which race (if several run here)

# /board
cmd-board = Your private view of a board
cmd-board-more = In your orientation and piece set (see /settings); flip turns it round.
cmd-board-game = The game's number (not needed in its thread or when you have one game here)
cmd-board-flip = Turn the board round
cmd-board-set = Piece set

# /games
cmd-games = Your games, your move first
cmd-games-more = With the time left in each; a long list shows the first 40 and counts the rest.

# /resign
cmd-resign = Resign a game (asks to confirm)
cmd-resign-more = Send /resign confirm to confirm.
cmd-resign-confirm = Resign at once, without being asked
cmd-resign-game = The game's number (not needed in its thread or when you have one game here)

# /draw
cmd-draw = Offer a draw, or answer an offer
cmd-draw-more = A declined offer may be made again after your next move.
cmd-draw-answer = What to do (offer unless chosen)
cmd-draw-game = The game's number (not needed in its thread or when you have one game here)

# /takeback
cmd-takeback = Ask to take back your last move (casual games)
cmd-takeback-more = Your opponent must agree: /takeback accept or /takeback decline.
cmd-takeback-answer = What to do (ask unless chosen)
cmd-takeback-game = The game's number (not needed in its thread or when you have one game here)

# /abort
cmd-abort = Call off a game before both sides have moved
cmd-abort-more = Not in tournaments: there a player who never moves forfeits.
cmd-abort-game = The game's number (not needed in its thread or when you have one game here)

# /export
cmd-export = The game's record or replay
cmd-export-more = PGN for every game; KIF and CSA for Shogi; fen: the position now as FEN (and SFEN for Shogi) to paste into pychess-variants, Lishogi or an engine; gif: the whole game as an animated picture, a frame a move.
cmd-export-format = The record's format (PGN unless chosen)
cmd-export-game = The game's number (not needed in its thread or when you have one game here)

# /analyze
cmd-analyze = A finished game's mistakes, and a chart
cmd-analyze-more = Every position is searched, and each move is judged by the winning chances it gives away, as Lichess judges: in a level game, losing about a pawn is a mistake and a pawn and a half a blunder; in a game already won or lost it takes more. Each is named with the better move. A game in play between people is not analysed until it ends (correspondence fair play); a casual game against the computer may be.
cmd-analyze-game = The game's number (not needed in its thread or when you have one game here)

# /import
cmd-import = Read a PGN, KIF or CSA record; play on from its end
cmd-import-more = Paste the record after the command (on Discord, or attach its file; on Matrix, or reply to the file). With @player: a challenge to play on from the record's last position, a casual game. Without: that position, to look at. Name the game if a PGN has no Variant tag; KIF and CSA are Shogi unless named.
cmd-import-opponent = Challenge this player to play on from the record's end
cmd-import-variant = The game, if the record does not say
cmd-import-days = Days per move for the game from there
cmd-import-color = Your side in the game from there (random unless chosen)
cmd-import-record = The record's text: PGN, KIF or CSA
cmd-import-file = Discord: the record as a file

# /rules
cmd-rules = A game's rules and start position, or how a piece moves
cmd-rules-more = The options a challenge may name with rules: are listed too. With a piece (its name, English name or letter): a picture of its moves.
cmd-rules-variant = Which game
cmd-rules-piece = A piece: a picture of how it moves

# /moves
cmd-moves = Where a piece of your game can go
cmd-moves-more = Only you see it. Squares as the board labels them: e2, or 76 in Shogi.
cmd-moves-square = The square of the piece (e.g. e2; 76 in Shogi)
cmd-moves-game = The game's number (not needed in its thread or when you have one game here)

# /settings
cmd-settings = Your preferences
cmd-settings-more = notify: a ping each time it is your move, one daily digest by direct message, or none. The reminder a day before your time runs out always comes.
cmd-settings-set = Piece set
cmd-settings-orientation = Which side at the bottom of your boards
cmd-settings-notation = How moves are written to you
cmd-settings-notify = When to be told it is your move

# /vacation
cmd-vacation = Pause all your games' clocks (days banked yearly)
cmd-vacation-more = Alone: what is left of the bank. /vacation end comes back early; unused days return.
cmd-vacation-days = Days of vacation, from now
cmd-vacation-end = End the running vacation early

# /rating
cmd-rating = Ratings (Glicko-2), and your record against a player
cmd-rating-more = With a game: that game's rating and its chart.
cmd-rating-player = Whose (yours unless named)
cmd-rating-variant = Which game

# /leaderboard
cmd-leaderboard = The established ratings of one game, best first
cmd-leaderboard-more = Only ratings no longer provisional are listed.
cmd-leaderboard-variant = Which game

# /tournament
cmd-tournament = Round robins and Swiss events
cmd-tournament-more = ACTION, for anyone: create, join, leave, standings, pairings, mine, withdraw, export; for the organizer (or a moderator): start, close, open, pause, resume, cancel, replace, adjudicate.
cmd-tournament-action = What to do
cmd-tournament-id = The tournament's number (if several run here)
cmd-tournament-variant = create: which game
cmd-tournament-double = create: a double round robin
cmd-tournament-swiss = create: a Swiss (FIDE Dutch pairings, a round at a time)
cmd-tournament-rounds = create: a Swiss's rounds (fitted to the field unless given)
cmd-tournament-deadline = create: the days a Swiss round may last
cmd-tournament-days = create: days per move (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: rated games
cmd-tournament-size = create: the most players (round robin 3-16, Swiss 4-128)
cmd-tournament-name = create: the tournament's name (_ for a space)
cmd-tournament-register = create: days registration stays open
cmd-tournament-vacation = create: vacation days each player may take
cmd-tournament-rules = create: rule options, comma-separated (see /rules GAME)
cmd-tournament-player = withdraw, replace: whom (the organizer only)
cmd-tournament-replacement = replace: who takes the seat
cmd-tournament-format = export: TRF (the crosstable, unless chosen) or every game's PGN
cmd-tournament-game = adjudicate: which game
cmd-tournament-result = adjudicate: 1-0, 0-1 or draw

# /mypairings
cmd-mypairings = Your tournament games and their clocks
cmd-mypairings-more = The same as /tournament mine.
cmd-mypairings-id = Only this tournament

# /setup
cmd-setup = Janggi: choose your horses' and elephants' setup
cmd-setup-more = SETUP names your pieces from your left, ma a horse and sang an elephant: masangsangma, sangmamasang, masangmasang or sangmasangma (마상상마 … are read too).
cmd-setup-arrangement = Horse and elephant order, from your left
cmd-setup-game = The game's number (not needed in its thread or when you have one game here)

# /place
cmd-place = Sittuyin: place several pieces at once
cmd-place-more = All or none; save:NAME keeps the arrangement for your next game.
cmd-place-pieces = Placements such as K@e2 F@d2
cmd-place-saved = Place the arrangement saved under this name
cmd-place-save = Save these placements under this name
cmd-place-game = The game's number (not needed in its thread or when you have one game here)

# /arrangement
cmd-arrangement = Sittuyin: your saved arrangements
cmd-arrangement-more = Saved from the first player's side; the second player's is turned round.
cmd-arrangement-action = List them, or save one
cmd-arrangement-name = save: the name to save it under
cmd-arrangement-pieces = save: placements such as K@e2 F@d2

# /object
cmd-object = Sittuyin: object to the second player's rooks
cmd-object-more = Allowed once, right after the setup.
cmd-object-game = The game's number (not needed in its thread or when you have one game here)

# /count
cmd-count = Makruk, Ouk: start or stop the board's-honour count
cmd-count-more = The side that cannot mate counts; see /rules makruk.
cmd-count-action = Start or stop
cmd-count-game = The game's number (not needed in its thread or when you have one game here)

# /impasse
cmd-impasse = Shogi: claim an impasse, or accept one
cmd-impasse-more = Decided by points once both kings have entered the camps.
cmd-impasse-action = Claim (unless chosen) or accept
cmd-impasse-game = The game's number (not needed in its thread or when you have one game here)

# /join
cmd-join = Ashtapada: take your seat in a race
cmd-join-more = Seats are taken in the order the invitation names.
cmd-join-race = Which race (if several here)

# /throw
cmd-throw = Ashtapada: throw the cowries
cmd-throw-more = A lone possible move is played at once; none passes.
cmd-throw-race = Which race (if several here)

# /link
cmd-link = One player on Discord, Matrix and the console
cmd-link-more = /link PLATFORM [HANDLE] gives a private code; /link CODE from that account confirms it. Alone: your accounts.
cmd-link-platform = Ask to link your account there
cmd-link-handle = Your account there (e.g. @you:example.org)
cmd-link-code = Confirm: the code the other account was given

# /unlink
cmd-unlink = Detach your account on a platform
cmd-unlink-more = It starts afresh; what was merged stays.
cmd-unlink-platform = Which

# /help
cmd-help = The commands, or one in detail
cmd-help-command = One command in detail, e.g. move
cmd-settings-language = The language of your own answers (English unless chosen)
cmd-settings-channel = Moderators: the language of this channel's posts
