# What each game is, for /rules (summary-KEY), and what each of its rule options does (summary-KEY-OPTION).
# English is the engine's own wording, after Nader D. Daou's rules; a test holds the two together.

summary-chaturanga = The Indian ancestor. King, counsellor (one step diagonally), elephant (jumps two squares diagonally), horse, chariot and foot soldiers (one step, no double step). Kings do not face each other. The king may once make a knight's move, if he has never been checked. A pawn on the last rank becomes the piece that started on that square, if one of those was lost. Checkmate or a bare king wins; the player who stalemates loses.
summary-chaturanga-biruni-elephant = Biruni's elephant: one square forward or one square diagonally
summary-chaturanga-aladli-elephant = Al-Adli's elephant: jumps two squares orthogonally
summary-chaturanga-hindustani-promotion = Hindustani chess: a pawn on the opponent's two central squares may become a counsellor, if the counsellor was lost
summary-chaturanga-parsi-promotion = Parsi chess: a pawn on the opposing king's square may become any piece already lost

summary-shatranj = Persian and Arab chess. As Chaturanga, but the kings face each other, a pawn on the last rank always becomes a counsellor (firzan), and the player who stalemates wins. Baring the enemy king wins unless he bares yours on the very next move (two bare kings draw); a position where neither side can force a win is a draw. A coin decides who moves first.
summary-shatranj-e-file-kings = the kings face each other on the e-file instead of the d-file
summary-shatranj-tabiyat-10 = Ta'biyat: each side in turn makes ten moves at once, no piece crossing the centre line
summary-shatranj-tabiyat-12 = Ta'biyat with twelve moves each
summary-shatranj-stalemate-swap = Pritchard: a stalemated king may change places with one of its pieces, if that does not leave it in check

summary-senterej = Ethiopian chess. Shatranj's pieces, kings not facing. The game opens with the Werera: both players move as fast as they like, without waiting for each other, until the first capture; during it the king may castle to his right. Then the players alternate. A pawn on the last rank becomes any piece already captured. Stalemate draws; a bare king that survives seven moves draws.
summary-senterej-werera-reconstructed = the reconstructed Werera: ten moves each in turn, no crossing the centre line, no capture, castling to the right as one move

summary-ninthcentury = Al-Adli's Indian chess. The elephants (dabbābahs) stand in the corners and jump two squares orthogonally; chariots beside king and counsellor, horses beside the chariots. Kings face each other. A pawn on the last rank becomes a counsellor. Checkmate or a bare king wins; the player who stalemates loses.

summary-sittuyin = Burmese chess. Pawns start staggered; the first player places his whole army behind his pawns, then the second (who must move a rook if the first objects). The sin moves one step forward or diagonally. A pawn on a marked diagonal square in the enemy half may later become a ferz (only if the ferz was lost), in place or by a ferz step. Stalemating is not allowed.
summary-sittuyin-rooks-back-rank = rooks may only be placed on the first rank

summary-makruk = Thai chess. Kings not facing, pawns start on the third rank and become a met (counsellor) on the sixth. The khon moves one step forward or diagonally. Stalemate draws. Without pawns the weaker side counts: 64 moves, or fewer by the pieces'-honour table once his king is bare.

summary-ouk = Cambodian chess: Makruk, plus two first moves. The king may leap like a horse on his first move (capturing too) if he has never been checked; the Neang may step two squares straight forward on her first move, both squares empty, without capturing.
summary-ouk-king-leap-b2-f2 = the king's first-move leap only to b2 or f2

summary-shatar = Mongolian chess. The Bers moves as a rook or one step diagonally, the bishop as in chess. The game opens with both Bers' pawns stepping twice. A horse may not give mate; a bishop or pawn mate wins only after a series of checks containing a Shak (check by Bers, rook or horse), otherwise it is Niol, a draw. A bare king (Robado) and stalemate draw.
summary-shatar-kings-pawns = the two obligatory double steps are made by the kings' pawns
summary-shatar-old-bers = old Shatar: the Bers moves one square diagonally, as a ferz
summary-shatar-old-bishop = old Shatar: the bishop jumps two squares diagonally, as the Shatranj elephant
summary-shatar-king-left = each king starts on the player's left and no pawn ever steps twice
summary-shatar-amazon-horse = later Shatar: from its second move on, the horse also moves as rook and bishop; FEN letter A
summary-shatar-king-knight-last-rank = later Shatar: the king also moves as a knight once he stands on the enemy's home rank
summary-shatar-stalemate-wins = stalemate wins for the stalemating player

summary-xiangqi = Chinese chess, on the 90 points. General and advisors stay in the palace; elephants never cross the river and are blocked at the eye; horses are blocked at the leg; the cannon captures by jumping exactly one piece; soldiers step sideways once across the river. Generals may never face each other on an open file. Checkmate or stalemate wins. Perpetual check or chase loses.

summary-janggi = Korean chess, on the 90 points without a river. Generals and guards move along the palace lines; chariots, cannons and soldiers also use the palace diagonals. The cannon must jump exactly one piece to move or capture, never a cannon. The elephant moves one point straight and two diagonally. Each side may swap horse and elephant before play. Cho moves first. A king facing the other forfeits its side's win (bikjang).
summary-janggi-pass-anytime = a player may pass at any time, not only when stalemated (Korean tournaments)
summary-janggi-enemy-palace-diagonals = chariots and cannons use the palace diagonals only inside the enemy palace (the rules' literal text)
summary-janggi-tournament-rules = perpetual check loses and repetition draws
summary-janggi-material-counting = a game ended by agreement or two passes in a row is scored by material (Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, Han +1.5)

summary-heianshogi = The earliest Japanese chess, on 8×8: king, gold, silvers, knights, lances and pawns, no drops. Pieces promote to gold in the last three ranks. Baring the enemy king wins unless he bares yours at once; the player who stalemates wins.
summary-heianshogi-board-9x8 = the 9×8 board with 18 pieces each: king in the centre between two golds, nine pawns
summary-heianshogi-compulsory-promotion = pawn and silver must promote on reaching the 6th rank, knight the 7th, lance the 6th to 8th

summary-shoshogi = Shogi without drops, with a drunk elephant that promotes to a crown prince: a second royal piece, so a player with a prince may leave his king in check and loses only when both are taken. Baring the enemy king wins unless he bares yours at once; the player who stalemates wins.

summary-shogi = Japanese chess. Captured pieces change sides and may be dropped back as your own. Pieces promote in the last three ranks. No second unpromoted pawn on a file, no pawn drop that mates. The same position four times is a draw, unless one side checked throughout: it loses. Checkmate or stalemate wins; jishōgi settles an impasse by points.
