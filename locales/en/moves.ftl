# How each piece moves, game by game (/rules GAME PIECE and the rules books): the engine's own
# English (a test holds the two together). An id with an option's key is the piece under that
# option; the others are the historical rules.

## chaturanga
moves-chaturanga-king = One square in any direction. Once in the game, if it has never been in check, it may instead jump like a horse.
moves-chaturanga-counsellor = One square diagonally.
moves-chaturanga-elephant = Jumps exactly two squares diagonally, over whatever stands between; it can only ever reach a quarter of the board's dark or light squares.
# The elephant under the rule options biruni-elephant and aladli-elephant.
moves-chaturanga-biruni-elephant-elephant = One square straight forward or one square diagonally in any direction.
moves-chaturanga-aladli-elephant-elephant = Jumps exactly two squares along a rank or a file, over anything between.
moves-chaturanga-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-chaturanga-chariot = Any distance along a rank or a file; it cannot jump.
moves-chaturanga-foot-soldier = One square straight forward, capturing one square diagonally forward; no double step. It promotes on the last rank.

## shatranj
moves-shatranj-king = One square in any direction.
moves-shatranj-counsellor = One square diagonally.
moves-shatranj-elephant = Jumps exactly two squares diagonally, over whatever stands between; it can only ever reach a quarter of the board's dark or light squares.
moves-shatranj-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-shatranj-chariot = Any distance along a rank or a file; it cannot jump.
moves-shatranj-foot-soldier = One square straight forward, capturing one square diagonally forward; no double step. It promotes on the last rank.

## senterej
moves-senterej-king = One square in any direction.
moves-senterej-counsellor = One square diagonally.
moves-senterej-elephant = Jumps exactly two squares diagonally, over whatever stands between; it can only ever reach a quarter of the board's dark or light squares.
moves-senterej-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-senterej-castle = Any distance along a rank or a file; it cannot jump.
moves-senterej-pawn = One square straight forward, capturing one square diagonally forward; no double step. It promotes on the last rank.

## ninthcentury
moves-ninthcentury-king = One square in any direction.
moves-ninthcentury-counsellor = One square diagonally.
moves-ninthcentury-elephant-dabbbah = Jumps exactly two squares along a rank or a file, over anything between.
moves-ninthcentury-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-ninthcentury-chariot = Any distance along a rank or a file; it cannot jump.
moves-ninthcentury-foot-soldier = One square straight forward, capturing one square diagonally forward; no double step. It promotes on the last rank.

## sittuyin
moves-sittuyin-king = One square in any direction.
moves-sittuyin-general-counsellor = One square diagonally.
moves-sittuyin-elephant = One square straight forward or one square diagonally in any direction.
moves-sittuyin-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-sittuyin-chariot = Any distance along a rank or a file; it cannot jump.
moves-sittuyin-soldier = One square straight forward, capturing one square diagonally forward. On a marked diagonal square in the enemy half it may become a counsellor, if its own is lost.

## makruk
moves-makruk-king = One square in any direction.
moves-makruk-counsellor = One square diagonally.
moves-makruk-nobleman = One square straight forward or one square diagonally in any direction.
moves-makruk-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-makruk-boat = Any distance along a rank or a file; it cannot jump.
moves-makruk-cowrie-shell-pawn = One square straight forward, capturing one square diagonally forward; it becomes a counsellor on reaching the sixth rank.

## ouk
moves-ouk-king = One square in any direction. On its first move, if it has never been in check, it may instead jump like a horse.
moves-ouk-maiden-counsellor = One square diagonally. On its first move it may instead go two squares straight forward, without capturing.
moves-ouk-pillar = One square straight forward or one square diagonally in any direction.
moves-ouk-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-ouk-boat = Any distance along a rank or a file; it cannot jump.
moves-ouk-fish-pawn = One square straight forward, capturing one square diagonally forward; it becomes a counsellor on reaching the sixth rank.

## shatar
moves-shatar-lord-king = One square in any direction.
moves-shatar-big-animal = Any distance along a rank or a file, or one square diagonally.
moves-shatar-camel-bishop = Any distance diagonally; it cannot jump.
# The Bers and the bishop under the rule options old-bers and old-bishop.
moves-shatar-old-bers-big-animal = One square diagonally.
moves-shatar-old-bishop-camel-bishop = Jumps exactly two squares diagonally, over whatever stands between; it can only ever reach a quarter of the board's dark or light squares.
moves-shatar-horse = Jumps to the nearest square not on its rank, file or diagonal (two squares one way, one the other), over anything between.
moves-shatar-chariot = Any distance along a rank or a file; it cannot jump.
moves-shatar-child-pawn = One square straight forward, capturing one square diagonally forward; it becomes a Bers on the last rank.
moves-shatar-amazon-horse-amazon-horse = A horse that has moved: it jumps like a horse or moves like a rook or a bishop.

## xiangqi
moves-xiangqi-general = One point along a line, never out of its palace. The two generals may never face each other on an open file.
moves-xiangqi-advisor = One point diagonally, never out of its palace.
moves-xiangqi-elephant = Exactly two points diagonally, if the point between is empty; it never crosses the river.
moves-xiangqi-horse = One point along a line, then one diagonally outward; the first point (its leg) must be empty.
moves-xiangqi-chariot = Any distance along a rank or a file; it cannot jump.
moves-xiangqi-cannon = Moves like a chariot; captures only by jumping exactly one piece (its screen) on the way.
moves-xiangqi-soldier = One point forward; across the river also one point sideways. It never moves back and never promotes.

## janggi
moves-janggi-general = One point along the palace's lines (diagonally only where the palace has a diagonal), never out of its palace.
moves-janggi-guard = One point along the palace's lines, never out of its palace.
moves-janggi-elephant = One point along a line, then two diagonally outward; each point it passes must be empty.
moves-janggi-horse = One point along a line, then one diagonally outward; the first point must be empty.
moves-janggi-chariot = Any distance along a rank or a file, and along the palace diagonals; it cannot jump.
moves-janggi-cannon = Moves and captures by jumping exactly one piece along a line (or a palace diagonal), never a cannon, and never captures a cannon.
moves-janggi-soldier = One point forward or sideways (and forward along the diagonals inside the enemy palace); it never promotes.

## heianshogi
moves-heianshogi-king = One square in any direction.
moves-heianshogi-gold-general = One square in any direction but diagonally backward.
moves-heianshogi-silver-general = One square straight forward or one square diagonally in any direction.
moves-heianshogi-knight = Jumps two squares forward and one sideways, the only two squares ahead of it a horse could reach.
moves-heianshogi-lance = Any distance straight forward; it cannot jump.
moves-heianshogi-pawn = One square straight forward, capturing the same way.
moves-heianshogi-promoted-pawn = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-heianshogi-promoted-silver = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-heianshogi-promoted-knight = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-heianshogi-promoted-lance = Promoted, it moves as a gold general: one square in any direction but diagonally backward.

## shoshogi
moves-shoshogi-king = One square in any direction.
moves-shoshogi-gold-general = One square in any direction but diagonally backward.
moves-shoshogi-silver-general = One square straight forward or one square diagonally in any direction.
moves-shoshogi-knight = Jumps two squares forward and one sideways, the only two squares ahead of it a horse could reach.
moves-shoshogi-lance = Any distance straight forward; it cannot jump.
moves-shoshogi-pawn = One square straight forward, capturing the same way.
moves-shoshogi-rook = Any distance along a rank or a file; it cannot jump.
moves-shoshogi-bishop = Any distance diagonally; it cannot jump.
moves-shoshogi-drunk-elephant = One square in any direction but straight backward. Promoted, it becomes the crown prince.
moves-shoshogi-promoted-pawn = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shoshogi-promoted-silver = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shoshogi-promoted-knight = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shoshogi-promoted-lance = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shoshogi-dragon-king = A rook that may also step one square diagonally.
moves-shoshogi-dragon-horse = A bishop that may also step one square along a rank or a file.
moves-shoshogi-crown-prince = Moves as a king and is royal too: while its side has both, either may be left in check, and only losing both loses the game.

## shogi
moves-shogi-king = One square in any direction.
moves-shogi-gold-general = One square in any direction but diagonally backward.
moves-shogi-silver-general = One square straight forward or one square diagonally in any direction.
moves-shogi-knight = Jumps two squares forward and one sideways, the only two squares ahead of it a horse could reach.
moves-shogi-lance = Any distance straight forward; it cannot jump.
moves-shogi-pawn = One square straight forward, capturing the same way.
moves-shogi-rook = Any distance along a rank or a file; it cannot jump.
moves-shogi-bishop = Any distance diagonally; it cannot jump.
moves-shogi-promoted-pawn = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shogi-promoted-silver = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shogi-promoted-knight = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shogi-promoted-lance = Promoted, it moves as a gold general: one square in any direction but diagonally backward.
moves-shogi-dragon-king = A rook that may also step one square diagonally.
moves-shogi-dragon-horse = A bishop that may also step one square along a rank or a file.
