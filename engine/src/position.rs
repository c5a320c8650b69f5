//! Positions: an unvalidated [`Setup`], a validated [`Position`], the one move generator
//! and the position-level end rules.

use std::fmt;

use arrayvec::ArrayVec;

use crate::tables::{opposite, LeapTarget, Tables, MAX_KINDS, NO_SQ};
use crate::types::{
    Bitboard, ByColor, Color, EndReason, Move, Outcome, Piece, Role, Square, Squares, SQUARES,
};
use crate::variant::{
    BareKing, Counting, Drops, ForbiddenMate, LeapTargets, MateRule, Mode, Pass, Promotion,
    PromotionChoice, PromotionSquares, Stalemate, Variant,
};

/// The most legal moves any position of the family can have (Shogi's record is 593).
pub const MAX_MOVES: usize = 768;

/// A list of moves that needs no allocation.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// A position as read from FEN, not yet checked against a game's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    /// Pieces on the board.
    pub board: Vec<(Square, Piece)>,
    /// Pieces in hand, per colour.
    pub hands: ByColor<Vec<(Role, u8)>>,
    /// Side to move.
    pub turn: Color,
    /// Squares whose piece keeps a special right (king's leap, Neang's double step).
    pub rights: Vec<Square>,
    /// A running count's limit in plies (Makruk family), as Fairy-Stockfish writes it in
    /// the en-passant field.
    pub count_limit: Option<u16>,
    /// Plies since the last capture or pawn move (or, during a count, the count).
    pub halfmoves: u32,
    /// The move number, from 1.
    pub fullmoves: u32,
}

/// Why a setup is not a legal position of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// A piece stands off this game's board.
    OffBoard(Square),
    /// The game has no such piece.
    UnknownPiece(Role),
    /// A side has no king (and none in hand).
    MissingKing(Color),
    /// A side has more kings than the game allows.
    TooManyKings(Color),
    /// More pieces in hand than any game has.
    HandTooLarge,
    /// The side not to move is in check.
    OppositeCheck,
    /// A pawn stands where it could never have come.
    PawnOnBackRank(Square),
    /// A piece stands where no game of these rules could have brought it.
    Unreachable(Piece, Square),
    /// More pieces of a kind than the game's set holds (and promotion explains).
    TooManyPieces(Color, Role),
    /// Two unpromoted pawns of one side on a file (Shogi's nifu).
    DoublePawn(Color, Square),
    /// The side to move has no move, or the game is decided already.
    AlreadyOver,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::OffBoard(s) => write!(f, "a piece stands on {s}, off this board"),
            PositionError::UnknownPiece(r) => write!(f, "this game has no {r:?}"),
            PositionError::MissingKing(c) => write!(f, "{c:?} has no king"),
            PositionError::TooManyKings(c) => write!(f, "{c:?} has more than one king"),
            PositionError::HandTooLarge => f.write_str("too many pieces in hand"),
            PositionError::OppositeCheck => f.write_str("the side that is not to move is in check"),
            PositionError::PawnOnBackRank(s) => {
                write!(f, "a pawn stands on its own first rank at {s}")
            }
            PositionError::Unreachable(p, s) => write!(
                f,
                "{:?}'s {:?} on {s} stands where no game could have brought it",
                p.color, p.role
            ),
            PositionError::TooManyPieces(c, r) => write!(
                f,
                "{c:?} has more of {r:?} than the game's set (and its promotions) could give"
            ),
            PositionError::DoublePawn(c, s) => {
                write!(f, "{c:?} has two unpromoted pawns on the file of {s}")
            }
            PositionError::AlreadyOver => {
                f.write_str("the game would be over before it began (no move, or already decided)")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// A move that is not legal here; the position comes back unchanged.
#[derive(Debug, Clone)]
pub struct PlayError {
    /// The move.
    pub m: Move,
    /// The unchanged position.
    pub position: Box<Position>,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.m)
    }
}

impl std::error::Error for PlayError {}

/// What [`Position::make`] needs to take a move back.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Undo {
    captured: u8,
    rights: Bitboard,
    halfmoves: u32,
    fullmoves: u32,
    count_limit: u16,
    shak: [bool; 2],
    passes: u8,
    bikjang_pass: bool,
    pawn_drop: bool,
}

/// A legal position of one game.
#[derive(Clone)]
pub struct Position {
    variant: Variant,
    board: [u8; SQUARES],
    by_color: [Bitboard; 2],
    by_kind: [Bitboard; MAX_KINDS],
    /// The board's part of [`Position::repetition_key`], kept as pieces are put and removed.
    board_key: u64,
    hands: [[u8; MAX_KINDS]; 2],
    turn: Color,
    rights: Bitboard,
    halfmoves: u32,
    fullmoves: u32,
    count_limit: u16,
    /// Shatar: whether each side's current unbroken series of checks contains a Shak.
    shak: [bool; 2],
    /// Janggi: passes in a row, and whether a pass was made while the kings faced.
    passes: u8,
    bikjang_pass: bool,
    /// Shogi: the last move was a pawn drop (Fairy-Stockfish scores a pawn-drop mate).
    pawn_drop: bool,
}

/// How many royal kinds the game has.
fn t_royal_kinds(pos: &Position) -> usize {
    let t = pos.tables();
    (0..t.kinds).filter(|&k| t.royal[k]).count()
}

#[inline]
const fn cell(kind: usize, color: Color) -> u8 {
    1 + (kind as u8) * 2 + color as u8
}

/// What [`Position::activity`] counts of a side's pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Activity {
    /// The moves they have on the board.
    pub moves: i32,
    /// Those that land in the zone asked about (the enemy king's).
    pub hits: i32,
    /// The pieces with at least one such move.
    pub attackers: i32,
    /// The enemy's pieces attacked by a piece worth less.
    pub threats: i32,
}

#[inline]
const fn cell_kind(c: u8) -> usize {
    ((c - 1) >> 1) as usize
}

#[inline]
const fn cell_color(c: u8) -> Color {
    if (c - 1) & 1 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

impl Position {
    /// The start position of `variant`.
    pub fn new(variant: Variant) -> Position {
        let setup = crate::fen::parse_setup(variant.start_fen(), variant.rules())
            .unwrap_or_else(|e| panic!("bad start FEN of {}: {e}", variant.key()));
        Position::from_setup(setup, variant)
            .unwrap_or_else(|e| panic!("bad start position of {}: {e}", variant.key()))
    }

    /// Checks a setup against the rules of `variant`.
    ///
    /// # Errors
    /// [`PositionError`] if a piece is off the board or unknown, a king is missing or
    /// doubled, or the side not to move is in check.
    pub fn from_setup(setup: Setup, variant: Variant) -> Result<Position, PositionError> {
        let t = variant.tables();
        let mut pos = Position::empty(variant, setup.turn);
        pos.halfmoves = setup.halfmoves;
        pos.fullmoves = setup.fullmoves.max(1);
        pos.count_limit = setup.count_limit.unwrap_or(0);
        for (sq, piece) in &setup.board {
            if t.board & sq.bit() == 0 {
                return Err(PositionError::OffBoard(*sq));
            }
            let k = t
                .kind(piece.role)
                .ok_or(PositionError::UnknownPiece(piece.role))?;
            pos.put(*sq, cell(k, piece.color));
        }
        for color in Color::ALL {
            for (role, n) in &setup.hands[color] {
                let k = t.kind(*role).ok_or(PositionError::UnknownPiece(*role))?;
                let h = &mut pos.hands[color.index()][k];
                *h = h
                    .checked_add(*n)
                    .filter(|&x| x <= 40)
                    .ok_or(PositionError::HandTooLarge)?;
            }
        }
        for color in Color::ALL {
            let on_board = (0..t.kinds)
                .filter(|&k| t.royal[k])
                .map(|k| (pos.by_kind[k] & pos.by_color[color.index()]).count_ones())
                .sum::<u32>();
            let in_hand: u32 = (0..t.kinds)
                .filter(|&k| t.royal[k])
                .map(|k| pos.hands[color.index()][k] as u32)
                .sum();
            if on_board + in_hand == 0 {
                return Err(PositionError::MissingKing(color));
            }
            let max = (0..t.kinds).filter(|&k| t.royal[k]).count() as u32;
            if on_board + in_hand > max {
                return Err(PositionError::TooManyKings(color));
            }
        }
        // Rights belong to kings (leap) and counsellors (double step) of the right colour.
        for sq in &setup.rights {
            if let Some(p) = pos.piece_at(*sq) {
                if pos.right_holder(*sq, p) {
                    pos.rights |= sq.bit();
                }
            }
        }
        if let Some(them_king) = pos.guarded_royal(!pos.turn) {
            if pos.attacked_by(them_king, pos.turn) {
                return Err(PositionError::OppositeCheck);
            }
        }
        Ok(pos)
    }

    /// Checks what [`Position::from_setup`] does not: that a game played by these rules could
    /// have reached this position and is not over in it. Every piece counted (a promoted one
    /// as what it was, where captured pieces change sides), every piece on a square its kind
    /// can reach from where the game starts (a promoted piece, and pieces dropped or placed in
    /// a setup, anywhere they may move from), no two unpromoted pawns on a file where pieces
    /// are dropped, and a move to make. A start chosen by players passes through this.
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn check_reachable(&self) -> Result<(), PositionError> {
        let t = self.variant.tables();
        let rules = self.variant.rules();
        let start = Position::new(self.variant);
        // What a promotion makes, and what makes it.
        let mut promoted: Vec<Role> = Vec::new();
        let mut promoting: Vec<Role> = Vec::new();
        for p in rules.pieces {
            if let Some(to) = p.promotes_to {
                promoted.push(to);
                promoting.push(p.role);
            }
        }
        if let Promotion::Rank { choice, .. } = rules.promotion {
            promoting.push(Role::Pawn);
            match choice {
                PromotionChoice::Fixed(r) => promoted.push(r),
                PromotionChoice::Lost(rs) => promoted.extend_from_slice(rs),
                PromotionChoice::SquareTypeIfLost => promoted.push(Role::Alfil),
            }
        }
        if matches!(rules.promotion, Promotion::Sittuyin { .. }) {
            promoting.push(Role::Pawn);
            promoted.push(Role::Ferz);
        }
        // Later Shatar: a horse that has moved is an amazon horse.
        if rules.amazon_horse {
            promoting.push(Role::Knight);
            promoted.push(Role::AmazonHorse);
        }
        let count = |pos: &Position, color: Color, role: Role| -> u32 {
            t.kind(role).map_or(0, |k| {
                (pos.by_kind[k] & pos.by_color[color.index()]).count_ones()
                    + u32::from(pos.hands[color.index()][k])
            })
        };
        if rules.captures_to_hand {
            // Pieces change sides: count each kind over both, a promoted one as what it was.
            let base = |r: Role| {
                rules
                    .pieces
                    .iter()
                    .find(|p| p.role == r)
                    .and_then(|p| p.demotes_to)
                    .unwrap_or(r)
            };
            for &r in t.roles.iter() {
                let total = |pos: &Position| -> u32 {
                    t.roles
                        .iter()
                        .filter(|&&x| base(x) == r)
                        .map(|&x| Color::ALL.iter().map(|&c| count(pos, c, x)).sum::<u32>())
                        .sum()
                };
                if base(r) == r && total(self) > total(&start) {
                    let color = Color::ALL
                        .into_iter()
                        .max_by_key(|&c| count(self, c, r))
                        .unwrap_or(Color::White);
                    return Err(PositionError::TooManyPieces(color, r));
                }
            }
        } else {
            for color in Color::ALL {
                let mut spare: i64 = promoting
                    .iter()
                    .map(|&r| i64::from(count(&start, color, r)) - i64::from(count(self, color, r)))
                    .sum();
                for &r in t.roles.iter() {
                    let (now, then) = (count(self, color, r), count(&start, color, r));
                    if now <= then {
                        continue;
                    }
                    spare -= i64::from(now - then);
                    if !promoted.contains(&r) || spare < 0 {
                        return Err(PositionError::TooManyPieces(color, r));
                    }
                }
            }
        }
        // Where each kind can stand: from its start squares, every square a move leads to on an
        // empty board or on one full of the other side's pieces (a pawn's capture), without
        // promoting. Promoted pieces, and games that drop or place pieces, only need a move.
        let placed_freely = !matches!(rules.drops, Drops::None);
        let mut reached: Vec<(Piece, Bitboard)> = Vec::new();
        for (sq, piece) in self.pieces_on_board() {
            let ok = if placed_freely {
                // Dropped where it still has a move (a Sittuyin pawn stays a pawn on the last
                // rank; pieces placed in its setup go anywhere later).
                matches!(rules.drops, Drops::SittuyinSetup { .. })
                    || !self.any_moves(sq, piece, true).is_empty()
            } else {
                promoted.contains(&piece.role) || {
                    let reach = match reached.iter().find(|(p, _)| *p == piece) {
                        Some(&(_, r)) => r,
                        None => {
                            let r = self.reach(&start, piece);
                            reached.push((piece, r));
                            r
                        }
                    };
                    reach & sq.bit() != 0
                }
            };
            if !ok {
                return Err(PositionError::Unreachable(piece, sq));
            }
        }
        if matches!(rules.drops, Drops::Shogi) {
            for color in Color::ALL {
                let pawns = self.pieces(color, Role::ShogiPawn);
                for sq in Squares(pawns) {
                    let file = Squares(pawns).filter(|o| o.file() == sq.file()).count();
                    if file > 1 {
                        return Err(PositionError::DoublePawn(color, sq));
                    }
                }
            }
        }
        if self.legal_moves().is_empty() || self.immediate_outcome().is_some() {
            return Err(PositionError::AlreadyOver);
        }
        Ok(())
    }

    /// The pieces on the board.
    fn pieces_on_board(&self) -> Vec<(Square, Piece)> {
        let t = self.variant.tables();
        Squares(self.by_color[0] | self.by_color[1])
            .filter_map(|sq| {
                let c = self.board[sq.index()];
                (c != 0).then(|| {
                    (
                        sq,
                        Piece {
                            color: cell_color(c),
                            role: t.roles[cell_kind(c)],
                        },
                    )
                })
            })
            .collect()
    }

    /// Where `piece` on `sq` moves (`promoting`: by promoting too), on a board otherwise holding only
    /// `others` (squares of pieces of the other side: none, every one, or a screen beside it).
    fn lone_moves(
        &self,
        sq: Square,
        piece: Piece,
        others: Bitboard,
        promoting: bool,
    ) -> Vec<Square> {
        let t = self.variant.tables();
        let Some(k) = t.kind(piece.role) else {
            return Vec::new();
        };
        let mut pos = Position::empty(self.variant, piece.color);
        pos.put(sq, cell(k, piece.color));
        // The other side's pieces: a kind that is not royal (nor this one: a cannon does not
        // leap a cannon).
        if let Some(other) = (0..t.kinds).find(|&x| !t.royal[x] && x != k) {
            for o in Squares(others & t.board & !sq.bit()) {
                pos.put(o, cell(other, !piece.color));
            }
        }
        let mut list = crate::MoveList::new();
        pos.gen_pseudo(&mut list);
        list.into_iter()
            .filter_map(|m| match m {
                Move::Normal {
                    from,
                    to,
                    promotion,
                    ..
                } if from == sq && (promoting || promotion.is_none()) => Some(to),
                _ => None,
            })
            .collect()
    }

    /// Where `piece` on `sq` may go in one move: on an empty board, on one full of the other
    /// side's pieces (a pawn's capture), or past one screen beside it (a cannon).
    /// `promoting`: moves that promote count too.
    fn any_moves(&self, sq: Square, piece: Piece, promoting: bool) -> Vec<Square> {
        let mut out = self.lone_moves(sq, piece, 0, promoting);
        out.extend(self.lone_moves(sq, piece, Bitboard::MAX, promoting));
        for (df, dr) in [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1),
        ] {
            let (f, r) = (i16::from(sq.file()) + df, i16::from(sq.rank()) + dr);
            if let (Ok(f), Ok(r)) = (u8::try_from(f), u8::try_from(r)) {
                if let Some(screen) = Square::new(f, r) {
                    out.extend(self.lone_moves(sq, piece, screen.bit(), promoting));
                }
            }
        }
        out
    }

    /// Every square `piece` can reach from where it stands in `start`.
    fn reach(&self, start: &Position, piece: Piece) -> Bitboard {
        // Where a pawn may reach the promotion rank and stay a pawn (a promotion only to a
        // piece already lost, or only on some files), a promoting move's square counts.
        let stays = match self.variant.rules().promotion {
            Promotion::Rank {
                choice,
                mandatory,
                squares,
                ..
            } => {
                !mandatory
                    || squares != PromotionSquares::All
                    || !matches!(choice, PromotionChoice::Fixed(_))
            }
            _ => false,
        };
        let t = self.variant.tables();
        let Some(k) = t.kind(piece.role) else {
            return 0;
        };
        let seeds = start.by_kind[k] & start.by_color[piece.color.index()];
        let (mut seen, mut todo): (Bitboard, Vec<Square>) = (seeds, Squares(seeds).collect());
        while let Some(sq) = todo.pop() {
            for to in self.any_moves(sq, piece, stays) {
                if seen & to.bit() == 0 {
                    seen |= to.bit();
                    todo.push(to);
                }
            }
        }
        seen
    }

    /// An empty board of `variant`, `turn` to move, move 1.
    fn empty(variant: Variant, turn: Color) -> Position {
        Position {
            variant,
            board: [0; SQUARES],
            by_color: [0; 2],
            by_kind: [0; MAX_KINDS],
            board_key: 0,
            hands: [[0; MAX_KINDS]; 2],
            turn,
            rights: 0,
            halfmoves: 0,
            fullmoves: 1,
            count_limit: 0,
            shak: [false; 2],
            passes: 0,
            bikjang_pass: false,
            pawn_drop: false,
        }
    }

    /// A position of only `pieces` (off-board or unknown ones left out), White to move, each
    /// with the special right its square allows, checked for nothing else: a teaching
    /// diagram may have no king, and its moves are then every move of the rules.
    pub(crate) fn diagram(variant: Variant, pieces: &[(Square, Piece)]) -> Position {
        let t = variant.tables();
        let mut pos = Position::empty(variant, Color::White);
        for (sq, piece) in pieces {
            if let Some(k) = t.kind(piece.role).filter(|_| t.board & sq.bit() != 0) {
                if pos.board[sq.index()] == 0 {
                    pos.put(*sq, cell(k, piece.color));
                    // A king's leap or a counsellor's double step, where it could have one.
                    if pos.right_holder(*sq, *piece) {
                        pos.rights |= sq.bit();
                    }
                }
            }
        }
        pos
    }

    /// Whether the piece on `sq` can hold a special right in this game.
    fn right_holder(&self, sq: Square, p: Piece) -> bool {
        let rules = self.variant.rules();
        let home = sq.relative_rank(p.color, rules.ranks) == 0;
        match p.role {
            Role::King => rules.king_leap.is_some_and(|l| !l.first_move_only || home),
            Role::Ferz => rules.ferz_double_step.is_some() && home,
            _ => false,
        }
    }

    /// The unvalidated form of this position.
    pub fn to_setup(&self) -> Setup {
        let t = self.tables();
        let mut board = Vec::new();
        for sq in Squares(self.by_color[0] | self.by_color[1]) {
            if let Some(p) = self.piece_at(sq) {
                board.push((sq, p));
            }
        }
        let hands = ByColor::new_with(|c| {
            (0..t.kinds)
                .filter(|&k| self.hands[c.index()][k] > 0)
                .map(|k| (t.roles[k], self.hands[c.index()][k]))
                .collect()
        });
        Setup {
            board,
            hands,
            turn: self.turn,
            rights: Squares(self.rights).collect(),
            count_limit: (self.count_limit > 0).then_some(self.count_limit),
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    #[inline]
    fn tables(&self) -> &'static Tables {
        self.variant.tables()
    }

    /// The roles this game has.
    pub(crate) fn roles(&self) -> &'static [Role] {
        &self.tables().roles
    }

    /// The game and rules.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Sets the side to move (Ta'biyat and Werera let one side move several times).
    pub fn set_turn(&mut self, color: Color) {
        self.turn = color;
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let c = self.board[sq.index()];
        (c != 0).then(|| Piece {
            color: cell_color(c),
            role: self.tables().roles[cell_kind(c)],
        })
    }

    /// How many `role` `color` has in hand.
    pub fn hand(&self, color: Color, role: Role) -> u8 {
        self.tables()
            .kind(role)
            .map_or(0, |k| self.hands[color.index()][k])
    }

    /// Every piece in `color`'s hand with its count.
    pub fn hand_pieces(&self, color: Color) -> Vec<(Role, u8)> {
        let t = self.tables();
        (0..t.kinds)
            .filter(|&k| self.hands[color.index()][k] > 0)
            .map(|k| (t.roles[k], self.hands[color.index()][k]))
            .collect()
    }

    /// The squares occupied by `color`.
    pub fn occupied_by(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares holding `color`'s `role`.
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.tables()
            .kind(role)
            .map_or(0, |k| self.by_kind[k] & self.by_color[color.index()])
    }

    /// Squares whose piece keeps a special right.
    pub fn rights(&self) -> Bitboard {
        self.rights
    }

    /// Plies since the last capture or pawn move (or the running count).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The move number.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The running count's limit in plies, if a count runs.
    pub fn count_limit(&self) -> Option<u16> {
        (self.count_limit > 0).then_some(self.count_limit)
    }

    /// The square of `color`'s royal piece, if it is on the board.
    #[inline]
    pub fn royal_square(&self, color: Color) -> Option<Square> {
        let t = self.tables();
        let royals = match t.royal_kind {
            Some(k) => self.by_kind[k],
            None => self.royals(),
        };
        Squares(royals & self.by_color[color.index()]).next()
    }

    #[inline]
    fn put(&mut self, sq: Square, c: u8) {
        self.board[sq.index()] = c;
        self.by_color[cell_color(c).index()] |= sq.bit();
        self.by_kind[cell_kind(c)] |= sq.bit();
        self.board_key ^= zobrist::PIECES[c as usize][sq.index()];
    }

    #[inline]
    fn remove(&mut self, sq: Square) -> u8 {
        let c = self.board[sq.index()];
        if c != 0 {
            self.board[sq.index()] = 0;
            self.by_color[cell_color(c).index()] &= !sq.bit();
            self.by_kind[cell_kind(c)] &= !sq.bit();
            self.board_key ^= zobrist::PIECES[c as usize][sq.index()];
        }
        c
    }

    #[inline]
    fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// How many royal pieces `color` has on the board (Sho Shogi: king and crown prince).
    pub fn royal_count(&self, color: Color) -> u32 {
        (self.royals() & self.by_color[color.index()]).count_ones()
    }

    /// The royal piece whose safety the side to move must keep: its only royal. A side with
    /// two (Sho Shogi's king and crown prince) may leave either in check.
    fn guarded_royal(&self, color: Color) -> Option<Square> {
        if self.royal_count(color) == 1 {
            self.royal_square(color)
        } else {
            None
        }
    }

    /// Whether the side to move is in check (never while it has two royals).
    pub fn is_check(&self) -> bool {
        self.guarded_royal(self.turn)
            .is_some_and(|k| self.attacked_by(k, !self.turn))
    }

    /// What tells, once for the position, which of the side to move's moves give check
    /// ([`Position::is_check_after`]).
    pub(crate) fn check_hint(&self) -> CheckHint {
        let them = !self.turn;
        let leap_takes = self.variant.rules().king_leap.is_some_and(|l| l.capture);
        match self
            .guarded_royal(them)
            .filter(|_| !self.in_setup() && !leap_takes)
        {
            Some(king) => {
                let (from, to) = self.exposure(king, them);
                CheckHint {
                    king: Some(king),
                    from,
                    to,
                }
            }
            None => CheckHint {
                king: None,
                from: !0,
                to: !0,
            },
        }
    }

    /// [`Position::is_check`] after `m`, made since `hint` was taken from the position
    /// before it. Where the move neither left nor landed on a line, leg or screen onto the
    /// king in check ([`Position::exposure`]), no other piece's attack on it can have
    /// changed, so only the moved piece is looked at; otherwise every attacker is.
    pub(crate) fn is_check_after(&self, hint: &CheckHint, m: &Move) -> bool {
        let Some(king) = hint.king else {
            return self.is_check();
        };
        let t = self.tables();
        let royal = |role: Role| t.is_royal(role);
        let facing = self.variant.rules().kings_facing == crate::variant::KingsFacing::Illegal;
        let (from, to) = match *m {
            // Taking one of two royals leaves the other guarded; where kings may not face
            // each other, a king stepping onto an open file attacks the other by that rule,
            // not by its moves.
            Move::Normal {
                role,
                from,
                to,
                capture,
                ..
            } if !(capture.is_some_and(royal) || (facing && royal(role))) => (from.bit(), to),
            Move::Drop { to, .. } => (0, to),
            _ => return self.is_check(),
        };
        if hint.from & from != 0 || hint.to & to.bit() != 0 {
            return self.is_check();
        }
        let mut hit = false;
        self.piece_moves::<true>(!self.turn, to, &mut |_, _, _, there, _| {
            hit |= there == king;
        });
        hit
    }

    /// Whether a piece of `by` could capture on `sq` (kings facing counts where illegal).
    pub fn attacked_by(&self, sq: Square, by: Color) -> bool {
        self.attackers(sq, by, true) != 0
    }

    /// The squares of `by`'s pieces that attack `sq`; stops at the first when `any`.
    fn attackers(&self, sq: Square, by: Color, any: bool) -> Bitboard {
        let t = self.tables();
        let mine = self.by_color[by.index()];
        let mut found: Bitboard = 0;
        for k in 0..t.kinds {
            let pcs = self.by_kind[k] & mine;
            if pcs == 0 {
                continue;
            }
            found |= t.leap_attackers(k, by, sq) & pcs;
            if t.has_lame[by.index()] {
                for &(from, legs) in t.lame_attackers(k, by, sq) {
                    if self.board[from as usize] == cell(k, by)
                        && legs
                            .iter()
                            .all(|&l| l == NO_SQ || self.board[l as usize] == 0)
                    {
                        found |= 1u128 << from;
                    }
                }
            }
            if any && found != 0 {
                return found;
            }
        }
        let hop_dirs = t.any_hop_dirs[by.index()];
        let dirs = t.any_slide_dirs[by.index()] | hop_dirs;
        for d in 0..8 {
            if (dirs >> opposite(d)) & 1 != 0 {
                found |= self.ray_attackers::<false>(sq, by, d, hop_dirs, any);
                if any && found != 0 {
                    return found;
                }
            }
        }
        if t.any_palace_rays[by.index()] {
            for d in 4..8 {
                found |= self.ray_attackers::<true>(sq, by, d, !0, any);
                if any && found != 0 {
                    return found;
                }
            }
        }
        let rules = self.variant.rules();
        if rules.kings_facing == crate::variant::KingsFacing::Illegal {
            // The flying general: a king sees along an open file.
            for d in [2usize, 3] {
                if let Some(&s) = t.ray(sq, d).iter().find(|&&s| self.board[s as usize] != 0) {
                    let c = self.board[s as usize];
                    if cell_color(c) == by && t.royal[cell_kind(c)] {
                        found |= 1u128 << s;
                        if any {
                            return found;
                        }
                    }
                }
            }
        }
        if let Some(leap) = rules.king_leap {
            if leap.capture {
                let kings = self.rights & mine & self.royals();
                if t.knight[sq.index()] & kings != 0 {
                    found |= t.knight[sq.index()] & kings;
                }
            }
        }
        found
    }

    /// A key for repetition of position (and the search's transposition table): a Zobrist
    /// key of the board, hands, side to move and rights — a fixed random number for each
    /// piece on each square, each count of each piece in hand, the side and each right,
    /// combined by exclusive or.
    pub fn repetition_key(&self) -> u64 {
        // The board's part is kept as pieces move ([`Position::put`], [`Position::remove`]).
        debug_assert_eq!(
            self.board_key,
            Squares(self.by_color[0] | self.by_color[1]).fold(0, |key, sq| key
                ^ zobrist::PIECES[self.board[sq.index()] as usize][sq.index()]),
            "the kept board key is the board's"
        );
        let mut key = self.board_key;
        if self.turn == Color::Black {
            key ^= zobrist::BLACK;
        }
        for (c, hand) in self.hands.iter().enumerate() {
            for (kind, &n) in hand.iter().enumerate() {
                if n > 0 {
                    key ^= zobrist::hand(c, kind, n);
                }
            }
        }
        for sq in Squares(self.rights) {
            key ^= zobrist::RIGHTS[sq.index()];
        }
        key
    }

    /// The squares of `color`'s pieces that attack `sq` (kings facing counts where illegal).
    pub fn attackers_of(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers(sq, by, false)
    }

    /// `by`'s sliders and hoppers that attack `sq` along direction `d` from it (ordinary rays,
    /// or palace diagonals when `PALACE`). `hop_dirs` says along which directions a screen
    /// may be looked through.
    #[inline]
    fn ray_attackers<const PALACE: bool>(
        &self,
        sq: Square,
        by: Color,
        d: usize,
        hop_dirs: u8,
        any: bool,
    ) -> Bitboard {
        let palace = PALACE;
        let t = self.tables();
        let back = opposite(d);
        let ray = if palace {
            t.palace_ray(sq, d)
        } else {
            t.ray(sq, d)
        };
        let mut found = 0;
        let mut screen: u8 = 0;
        for &s in ray {
            let c = self.board[s as usize];
            if c == 0 {
                continue;
            }
            let kc = cell_kind(c) * 2 + cell_color(c).index();
            if cell_color(c) == by {
                let mask = match (palace, screen != 0) {
                    (false, false) => t.slide_capture_dirs[kc],
                    (false, true) => t.hop_capture_dirs[kc],
                    (true, false) => t.palace_slide_capture_dirs[kc],
                    (true, true) => t.palace_hop_capture_dirs[kc],
                };
                let from_ok = !palace
                    || !t.palace_enemy_only[kc]
                    || t.palace[1 - by.index()] & (1u128 << s) != 0;
                if (mask >> back) & 1 != 0
                    && from_ok
                    && (screen == 0 || self.janggi_cannon_ok(screen, self.board[sq.index()]))
                {
                    found |= 1u128 << s;
                    if any {
                        return found;
                    }
                }
            }
            if screen != 0 || (hop_dirs >> back) & 1 == 0 {
                break;
            }
            screen = c;
        }
        found
    }

    /// Whether both kings stand on one file with nothing between them.
    pub fn kings_facing(&self) -> bool {
        let (Some(a), Some(b)) = (
            self.royal_square(Color::White),
            self.royal_square(Color::Black),
        ) else {
            return false;
        };
        if a.file() != b.file() {
            return false;
        }
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        self.tables()
            .ray(lo, 2)
            .iter()
            .take_while(|&&s| s as usize != hi.index())
            .all(|&s| self.board[s as usize] == 0)
    }

    /// Janggi: a cannon neither jumps over nor captures a cannon.
    #[inline]
    fn janggi_cannon_ok(&self, screen: u8, target: u8) -> bool {
        let t = self.tables();
        match t.kind(Role::Cannon) {
            Some(k) if self.variant.rules().janggi_cannons => {
                let is_cannon = |c: u8| c != 0 && cell_kind(c) == k;
                !is_cannon(screen) && !is_cannon(target)
            }
            _ => true,
        }
    }

    fn royals(&self) -> Bitboard {
        let t = self.tables();
        (0..t.kinds)
            .filter(|&k| t.royal[k])
            .fold(0, |b, k| b | self.by_kind[k])
    }

    /// The number of pieces `color` has on the board, king included.
    fn count(&self, color: Color) -> u32 {
        self.by_color[color.index()].count_ones()
    }

    fn is_bare(&self, color: Color) -> bool {
        self.count(color) <= 1 && self.hands[color.index()].iter().all(|&n| n == 0)
    }

    /// Ends that the rules impose on the position itself (bare king), before any move.
    pub fn immediate_outcome(&self) -> Option<Outcome> {
        let rules = self.variant.rules();
        if matches!(rules.drops, Drops::SittuyinSetup { .. }) && self.in_setup() {
            return None;
        }
        let us = self.turn;
        let them = !us;
        // A side whose royals were all captured (Sho Shogi) has lost.
        if t_royal_kinds(self) > 1 {
            for c in [us, them] {
                if self.royal_count(c) == 0 {
                    return Some(Outcome::Decisive {
                        winner: !c,
                        reason: EndReason::RoyalsCaptured,
                    });
                }
            }
        }
        if let Some(end) = rules.pass_ends {
            if self.passes >= 2 || self.bikjang_pass {
                let reason = if self.bikjang_pass {
                    EndReason::Bikjang
                } else {
                    EndReason::DoublePass
                };
                return Some(match end {
                    crate::variant::PassEnd::Draw => Outcome::Draw { reason },
                    crate::variant::PassEnd::Count => {
                        let (w, b) = (
                            self.janggi_points(Color::White),
                            self.janggi_points(Color::Black),
                        );
                        Outcome::Decisive {
                            winner: if w > b { Color::White } else { Color::Black },
                            reason,
                        }
                    }
                });
            }
        }
        match rules.bare_king {
            BareKing::None | BareKing::SurvivesMoves(_) => None,
            BareKing::Loses => {
                let (bu, bt) = (self.is_bare(us), self.is_bare(them));
                match (bu, bt) {
                    (true, false) if self.count(them) >= 2 => Some(Outcome::Decisive {
                        winner: them,
                        reason: EndReason::BareKing,
                    }),
                    (false, true) if self.count(us) >= 2 => Some(Outcome::Decisive {
                        winner: us,
                        reason: EndReason::BareKing,
                    }),
                    _ => None,
                }
            }
            BareKing::LosesUnlessBareBack { two_bare_draw } => {
                let (bu, bt) = (self.is_bare(us), self.is_bare(them));
                match (bu, bt) {
                    (true, true) if two_bare_draw => Some(Outcome::Draw {
                        reason: EndReason::BareKings,
                    }),
                    (false, true) => Some(Outcome::Decisive {
                        winner: us,
                        reason: EndReason::BareKing,
                    }),
                    (true, false) if self.count(them) > 2 => Some(Outcome::Decisive {
                        winner: them,
                        reason: EndReason::BareKing,
                    }),
                    _ => None,
                }
            }
            BareKing::Draw => (self.is_bare(us) || self.is_bare(them)).then_some(Outcome::Draw {
                reason: EndReason::Robado,
            }),
        }
    }

    /// Janggi's material count in half points: Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, and
    /// 1.5 for Han (the second player).
    pub fn janggi_points(&self, color: Color) -> u32 {
        let value = |r: Role| match r {
            Role::Chariot => 26,
            Role::Cannon => 14,
            Role::Horse => 10,
            Role::Elephant | Role::Advisor => 6,
            Role::Soldier => 4,
            _ => 0,
        };
        let pieces: u32 = Squares(self.by_color[color.index()])
            .filter_map(|s| self.piece_at(s))
            .map(|p| value(p.role))
            .sum();
        pieces + if color == Color::Black { 3 } else { 0 }
    }

    /// Whether a side still has its army to place (Sittuyin).
    pub fn in_setup(&self) -> bool {
        matches!(self.variant.rules().drops, Drops::SittuyinSetup { .. })
            && self.hands.iter().any(|h| h.iter().any(|&n| n > 0))
    }

    /// The legal moves. Empty when the game is over by a rule of the position.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.immediate_outcome().is_some() {
            return list;
        }
        let mut pos = self.clone();
        pos.gen_legal(&mut list);
        list
    }

    /// Whether `m` is legal here.
    pub fn is_legal(&self, m: &Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`PlayError`], holding the unchanged position, if the move is not legal.
    pub fn play(mut self, m: &Move) -> Result<Position, PlayError> {
        if self.is_legal(m) {
            self.make(*m);
            Ok(self)
        } else {
            Err(PlayError {
                m: *m,
                position: Box::new(self),
            })
        }
    }

    /// Plays a move without checking it.
    ///
    /// # Panics
    /// May panic, or leave a corrupt position, if the move is not legal here.
    pub fn play_unchecked(&mut self, m: &Move) {
        self.make(*m);
    }

    /// Generates the legal moves into `list` (`self` is restored afterwards).
    pub(crate) fn gen_legal(&mut self, list: &mut MoveList) {
        self.gen_legal_until(list, false, None);
    }

    /// [`Position::gen_legal`] when whether the side to move is in check ([`Position::is_check`])
    /// is already known: a search knows it from the move that led here.
    pub(crate) fn gen_legal_in_check(&mut self, list: &mut MoveList, in_check: bool) {
        self.gen_legal_until(list, false, Some(in_check));
    }

    /// The legal captures, for a search's quiescence out of check: pseudo-legal captures
    /// checked one by one. Returns whether the side to move has any legal move at all (so
    /// a stalemate is seen where it decides the game): when no capture is legal, the other
    /// moves are tried until one is. Where a rule may force other moves (facing kings that
    /// must be broken) the whole legal list is filtered instead.
    pub(crate) fn gen_legal_captures(&mut self, list: &mut MoveList) -> bool {
        let must_break = matches!(
            self.variant.rules().kings_facing,
            crate::variant::KingsFacing::Bikjang {
                must_break: true,
                ..
            }
        ) && self.kings_facing();
        if must_break {
            let mut all = MoveList::new();
            self.gen_legal(&mut all);
            list.extend(all.iter().copied().filter(Move::is_capture));
            return !all.is_empty();
        }
        let mut captures = MoveList::new();
        self.gen_pseudo_captures(&mut captures);
        let guard = self.guard(false);
        for &m in &captures {
            if self.keeps_king(&guard, &m) && self.passes_lookahead_rules(&m) {
                list.push(m);
            }
        }
        if !list.is_empty() {
            return true;
        }
        // Most often one of the pieces' quiet moves is legal: they are tried, a piece at a
        // time until one is, before the whole list (drops and all) is generated.
        if !matches!(self.variant.rules().drops, Drops::SittuyinSetup { .. }) {
            let us = self.turn;
            let mut quiet = MoveList::new();
            for from in Squares(self.by_color[us.index()]) {
                quiet.clear();
                self.piece_moves::<false>(us, from, &mut |_, role, from, to, target| {
                    if target == 0 {
                        self.push_move(&mut quiet, role, from, to, None);
                    }
                });
                if quiet
                    .iter()
                    .any(|m| self.keeps_king(&guard, m) && self.passes_lookahead_rules(m))
                {
                    return true;
                }
            }
        }
        let mut pseudo = MoveList::new();
        self.gen_pseudo(&mut pseudo);
        if pseudo.iter().any(|m| {
            !m.is_capture() && self.keeps_king(&guard, m) && self.passes_lookahead_rules(m)
        }) {
            return true;
        }
        // Nothing the pieces can do: what the rules allow a player who is stuck.
        let mut stuck = MoveList::new();
        self.gen_when_stuck(&mut stuck);
        !stuck.is_empty()
    }

    /// `color`'s palace (empty in the games without one).
    pub(crate) fn palace(&self, color: Color) -> Bitboard {
        self.tables().palace[color.index()]
    }

    /// Whether the side to move has a legal move: the search stops at the first one.
    fn has_legal_move(&mut self) -> bool {
        let mut list = MoveList::new();
        self.gen_legal_until(&mut list, true, None);
        !list.is_empty()
    }

    /// Generates the legal moves into `list`, or only the first one when `first`; `in_check`
    /// when the caller knows it.
    fn gen_legal_until(&mut self, list: &mut MoveList, first: bool, in_check: Option<bool>) {
        let in_check = in_check.unwrap_or_else(|| self.is_check());
        let guard = self.guard(in_check);
        let mut pseudo = MoveList::new();
        self.gen_pseudo_dropping(&mut pseudo, guard.evasions);
        for &m in &pseudo {
            if guard.must_break && m != Move::Pass {
                let u = self.make_board(&m);
                let still = self.kings_facing();
                self.unmake_board(&m, u);
                if still {
                    continue;
                }
            }
            if self.keeps_king(&guard, &m) && self.passes_lookahead_rules(&m) {
                list.push(m);
                if first {
                    return;
                }
            }
        }
        if list.is_empty() {
            self.gen_when_stuck(list);
        }
    }

    /// What tells, once for the position, which pseudo-legal moves of the side to move
    /// (`in_check` or not) keep its king safe without being made ([`Position::keeps_king`]).
    fn guard(&self, in_check: bool) -> Guard {
        let us = self.turn;
        let t = self.tables();
        let king = self.guarded_royal(us);
        // Without hoppers, lame leapers or a kings-facing rule, a move of a piece that is
        // neither royal nor pinned cannot expose the king when it is not in check.
        let pinned = match king {
            Some(k) if t.simple_pins && !in_check => Some(self.pinned(k, us)),
            _ => None,
        };
        // Otherwise, out of check, a move can only expose the king by leaving a line along
        // which an enemy slider, hopper or king could reach it, or an enemy leaper's leg, or
        // by landing on such a line (a cannon's new screen).
        let (danger_from, danger_to) = match king {
            Some(k) if pinned.is_none() && !in_check => self.exposure(k, us),
            _ => (!0, !0),
        };
        // In check where only slides pass along lines: a piece other than the king that
        // moves or is dropped must take the one checker or land between it and the king (two
        // checkers are never both met by one square).
        let evasions = match king {
            Some(k) if t.simple_pins && in_check => {
                let checkers = self.attackers_of(k, !us);
                match Squares(checkers).next() {
                    Some(c) if checkers.count_ones() == 1 => checkers | t.between(k, c),
                    _ => 0,
                }
            }
            _ => !0,
        };
        // Fairy-Stockfish's bikjang: kings facing must be broken, or the turn passed.
        let must_break = matches!(
            self.variant.rules().kings_facing,
            crate::variant::KingsFacing::Bikjang {
                must_break: true,
                ..
            }
        ) && self.kings_facing();
        Guard {
            king: king.is_some(),
            pinned,
            danger_from,
            danger_to,
            evasions,
            must_break,
        }
    }

    /// Whether the pseudo-legal `m` leaves the mover's king unattacked (the bikjang's duty
    /// to break facing kings aside): decided from `guard` where it can be, by making the
    /// move otherwise.
    fn keeps_king(&mut self, guard: &Guard, m: &Move) -> bool {
        let t = self.tables();
        let royal = |role: Role| t.is_royal(role);
        match (*m, guard.king, guard.pinned) {
            // Fairy-Stockfish's bikjang: with the kings facing, the pass is always
            // allowed, even in check (a cannon screened by the other king).
            (Move::Pass, _, _) if guard.must_break => true,
            // A king placed from the hand (Sittuyin's setup) may not stand attacked, as
            // Fairy-Stockfish rules it; a king so placed could never be got out of check
            // by the placements that follow.
            (Move::Drop { role, .. }, _, _) if royal(role) => self.is_safe_after(m),
            (_, false, _) => true,
            // In check, a move that neither takes the checker nor blocks it (a new royal
            // made by a promotion aside, which may shield by the rules).
            (
                Move::Normal {
                    role,
                    to,
                    promotion,
                    ..
                },
                true,
                _,
            ) if guard.evasions & to.bit() == 0
                && !royal(role)
                && !promotion.is_some_and(royal) =>
            {
                false
            }
            (Move::Drop { to, .. }, true, _) if guard.evasions & to.bit() == 0 => false,
            (Move::Normal { role, from, .. }, true, Some(pinned))
                if pinned & from.bit() == 0 && !royal(role) =>
            {
                true
            }
            (Move::Drop { .. }, true, Some(_)) => true,
            (Move::Normal { role, from, to, .. }, true, None)
                if guard.danger_from & from.bit() == 0
                    && guard.danger_to & to.bit() == 0
                    && !royal(role) =>
            {
                true
            }
            (Move::Drop { to, .. }, true, None) if guard.danger_to & to.bit() == 0 => true,
            _ => self.is_safe_after(m),
        }
    }

    /// Out of check, with hoppers, lame leapers, palace lines or facing kings about: the
    /// squares a move must leave (`from`) or land on (`to`) to be able to expose `us`'s king
    /// on `king`. They are the lines from the king on which an enemy piece stands that
    /// captures along them (sliding, hopping, or a king facing it), the palace diagonals from
    /// it, and the legs of the enemy lame leapers placed to capture it. A move of another
    /// piece that neither leaves nor lands on them cannot open a line, a leg or a screen
    /// onto the king.
    fn exposure(&self, king: Square, us: Color) -> (Bitboard, Bitboard) {
        let t = self.tables();
        let them = !us;
        let theirs = self.by_color[them.index()];
        let facing_illegal =
            self.variant.rules().kings_facing == crate::variant::KingsFacing::Illegal;
        let mut lines: Bitboard = 0;
        for d in 0..8 {
            let ray = t.ray_mask(king, d);
            let enemies = ray & theirs;
            if enemies == 0 {
                continue;
            }
            // Kinds that capture from the ray towards the king: along the opposite direction.
            let back = opposite(d);
            let mut capturers: Bitboard = 0;
            for k in 0..t.kinds {
                let kc = k * 2 + them.index();
                if ((t.slide_capture_dirs[kc] | t.hop_capture_dirs[kc]) >> back) & 1 != 0
                    || (facing_illegal && t.royal[k] && (2..4).contains(&d))
                {
                    capturers |= self.by_kind[k];
                }
            }
            if enemies & capturers != 0 {
                lines |= ray;
            }
        }
        if t.any_palace_rays[them.index()] {
            for d in 4..8 {
                for &s in t.palace_ray(king, d) {
                    lines |= 1u128 << s;
                }
            }
        }
        let mut legs: Bitboard = 0;
        if t.has_lame[them.index()] {
            for k in 0..t.kinds {
                if self.by_kind[k] & theirs == 0 {
                    continue;
                }
                for &(from, l) in t.lame_attackers(k, them, king) {
                    if self.board[from as usize] == cell(k, them) {
                        for leg in l.into_iter().filter(|&s| s != NO_SQ) {
                            legs |= 1u128 << leg;
                        }
                    }
                }
            }
        }
        (lines | legs, lines)
    }

    /// `us`'s pieces pinned to the king on `king` by enemy sliders.
    fn pinned(&self, king: Square, us: Color) -> Bitboard {
        let t = self.tables();
        let them = !us;
        let dirs = t.any_slide_dirs[them.index()];
        let mut pinned = 0;
        for d in 0..8 {
            let back = opposite(d);
            if (dirs >> back) & 1 == 0 {
                continue;
            }
            let mut own: Option<u8> = None;
            for &s in t.ray(king, d) {
                let c = self.board[s as usize];
                if c == 0 {
                    continue;
                }
                if cell_color(c) == us {
                    if own.is_some() {
                        break;
                    }
                    own = Some(s);
                } else {
                    if let Some(o) = own {
                        let kc = cell_kind(c) * 2 + them.index();
                        if (t.slide_capture_dirs[kc] >> back) & 1 != 0 {
                            pinned |= 1u128 << o;
                        }
                    }
                    break;
                }
            }
        }
        pinned
    }

    /// Moves only allowed when no other move is (Pritchard's stalemate swap, Janggi's pass).
    fn gen_when_stuck(&mut self, list: &mut MoveList) {
        let rules = self.variant.rules();
        let us = self.turn;
        let Some(king) = self.royal_square(us) else {
            return;
        };
        if rules.stalemate_swap && !self.attacked_by(king, !us) {
            for sq in Squares(self.by_color[us.index()] & !king.bit()) {
                let m = Move::Castle {
                    king,
                    king_to: sq,
                    rook: sq,
                    rook_to: king,
                };
                if self.is_safe_after(&m) {
                    list.push(m);
                }
            }
        }
        if rules.pass == Pass::WhenStalemated && !self.attacked_by(king, !us) {
            list.push(Move::Pass);
        }
    }

    /// Rules that look one move ahead: no stalemating move (Sittuyin), no knight mate
    /// (Shatar), no pawn-drop mate (Shogi), as Daou reads them.
    fn passes_lookahead_rules(&mut self, m: &Move) -> bool {
        let rules = self.variant.rules();
        // Sittuyin: a placement is an arrangement, not play; it may not attack the enemy king
        // (possible under the historical reading, where pieces may take a pawn's square).
        if matches!(m, Move::Drop { .. }) && self.in_setup() {
            let u = self.make(*m);
            let check = self.is_check();
            self.unmake(*m, u);
            if check {
                return false;
            }
        }
        let stalemate_illegal = rules.stalemate == Stalemate::Illegal;
        let knight_mate = matches!(
            rules.mate,
            MateRule::Shatar {
                knight_mate_illegal: true
            }
        );
        let pawn_drop = rules.pawn_drop_mate == ForbiddenMate::Illegal
            && matches!(
                m,
                Move::Drop {
                    role: Role::ShogiPawn,
                    ..
                }
            );
        // Sittuyin: a promotion may not give check (Fairy-Stockfish: never; Daou: not
        // when made by a ferz move).
        let no_check_promotion = match (rules.promotion, m) {
            (
                Promotion::Sittuyin { fairy },
                Move::Normal {
                    from,
                    to,
                    promotion: Some(_),
                    ..
                },
            ) => fairy || from != to,
            _ => false,
        };
        if !(stalemate_illegal || knight_mate || pawn_drop || no_check_promotion) {
            return true;
        }
        let u = self.make(*m);
        if self.in_setup() {
            // Nobody can be stalemated or mated while the armies are being placed.
            self.unmake(*m, u);
            return true;
        }
        let mut ok = true;
        let them = self.turn;
        let check = self.is_check();
        if no_check_promotion && check {
            self.unmake(*m, u);
            return false;
        }
        if (stalemate_illegal && !check) || (check && (knight_mate || pawn_drop)) {
            let mut pseudo = MoveList::new();
            self.gen_pseudo(&mut pseudo);
            let has_move = pseudo.iter().any(|r| self.is_safe_after(r));
            if !has_move {
                if stalemate_illegal && !check {
                    ok = false;
                }
                if check && pawn_drop {
                    ok = false;
                }
                if check && knight_mate {
                    let king = self
                        .royal_square(them)
                        .unwrap_or(Square::from_index_unchecked(0));
                    let checkers = self.attackers(king, !them, false);
                    if checkers
                        & (self.pieces(!them, Role::Knight) | self.pieces(!them, Role::AmazonHorse))
                        != 0
                    {
                        ok = false;
                    }
                }
            }
        }
        self.unmake(*m, u);
        ok
    }

    /// Whether the mover's royal piece is safe after `m` (the board is restored).
    pub(crate) fn is_safe_after(&mut self, m: &Move) -> bool {
        let us = self.turn;
        // Under Fairy-Stockfish's Sho Shogi a second royal made by this move does not count:
        // the royal the player had before it must be safe after it.
        let before = if self.variant.rules().new_royal_shields {
            None
        } else {
            self.guarded_royal(us).map(|k| {
                if m.from() == Some(k) {
                    m.to().unwrap_or(k)
                } else {
                    k
                }
            })
        };
        let u = self.make_board(m);
        let safe = match self.guarded_royal(us).or(before) {
            Some(k) => !self.attacked_by(k, !us),
            None => true,
        };
        self.unmake_board(m, u);
        safe
    }

    /// Pseudo-legal moves: every move of the rules, ignoring the mover's king safety.
    pub(crate) fn gen_pseudo(&self, list: &mut MoveList) {
        self.gen_pseudo_dropping(list, !0);
    }

    /// [`Position::gen_pseudo`] with Shogi's drops of pieces other than a king only on
    /// `drops_to` (in check, the squares that can meet it: the rest are never legal).
    fn gen_pseudo_dropping(&self, list: &mut MoveList, drops_to: Bitboard) {
        let rules = self.variant.rules();
        let t = self.tables();
        let us = self.turn;
        let ui = us.index();
        if let Drops::SittuyinSetup {
            rooks_back_rank,
            whole_army_first,
        } = rules.drops
        {
            if self.hands[ui].iter().any(|&n| n > 0) {
                self.gen_setup_drops(list, rooks_back_rank, whole_army_first);
                return;
            }
            if whole_army_first && self.hands[1 - ui].iter().any(|&n| n > 0) {
                return;
            }
        }
        self.board_moves::<false>(us, |_, role, from, to, target| {
            let capture = (target != 0).then(|| t.roles[cell_kind(target)]);
            self.push_move(list, role, from, to, capture);
        });
        if rules.drops == Drops::Shogi {
            self.gen_shogi_drops(list, drops_to);
        }
        self.gen_special(list);
        if rules.pass == Pass::Anytime && self.royal_square(us).is_some() {
            list.push(Move::Pass);
        }
    }

    /// Every move of `us`'s pieces on the board by their leaps, slides and hops, whoever is
    /// to move (no drops, no special moves, the king's safety not looked at), or only their
    /// captures: `visit(kind, role, from, to, the cell on to)` for each, the cell 0 when it
    /// is empty.
    #[inline(always)]
    fn board_moves<const CAPTURES_ONLY: bool>(
        &self,
        us: Color,
        mut visit: impl FnMut(usize, Role, Square, Square, u8),
    ) {
        for from in Squares(self.by_color[us.index()]) {
            self.piece_moves::<CAPTURES_ONLY>(us, from, &mut visit);
        }
    }

    /// [`Position::board_moves`] of `us`'s piece on `from` alone.
    #[inline(always)]
    fn piece_moves<const CAPTURES_ONLY: bool>(
        &self,
        us: Color,
        from: Square,
        visit: &mut impl FnMut(usize, Role, Square, Square, u8),
    ) {
        let k = cell_kind(self.board[from.index()]);
        let leaps = self.tables().leaps(k, us, from);
        self.leap_moves::<CAPTURES_ONLY>(us, k, from, leaps, visit);
        self.ride_moves::<CAPTURES_ONLY>(us, k, from, visit);
    }

    /// [`Position::board_moves`] by `leaps` of `us`'s piece of kind `k` on `from`.
    #[inline(always)]
    fn leap_moves<const CAPTURES_ONLY: bool>(
        &self,
        us: Color,
        k: usize,
        from: Square,
        leaps: &[LeapTarget],
        visit: &mut impl FnMut(usize, Role, Square, Square, u8),
    ) {
        let role = self.tables().roles[k];
        for lt in leaps {
            if lt.legs[0] != NO_SQ
                && (self.board[lt.legs[0] as usize] != 0
                    || (lt.legs[1] != NO_SQ && self.board[lt.legs[1] as usize] != 0))
            {
                continue;
            }
            self.land::<CAPTURES_ONLY>(us, k, role, from, lt.to, lt.mode, visit);
        }
    }

    /// [`Position::board_moves`] by the slides and hops of `us`'s piece of kind `k` on `from`.
    #[inline(always)]
    fn ride_moves<const CAPTURES_ONLY: bool>(
        &self,
        us: Color,
        k: usize,
        from: Square,
        visit: &mut impl FnMut(usize, Role, Square, Square, u8),
    ) {
        let t = self.tables();
        let role = t.roles[k];
        let kc = k * 2 + us.index();
        for ray in &t.slides[kc] {
            for &s in t.ray_along(ray, from, us) {
                if !self.land::<CAPTURES_ONLY>(us, k, role, from, s, ray.mode, visit) {
                    break;
                }
            }
        }
        for ray in &t.hops[kc] {
            let mut screen: u8 = 0;
            for &s in t.ray_along(ray, from, us) {
                let target = self.board[s as usize];
                if screen == 0 {
                    if target != 0 {
                        screen = target;
                        if !self.janggi_cannon_ok(screen, 0) {
                            break;
                        }
                    }
                    continue;
                }
                if target != 0 && !self.janggi_cannon_ok(screen, target) {
                    break;
                }
                if !self.land::<CAPTURES_ONLY>(us, k, role, from, s, ray.mode, visit) {
                    break;
                }
            }
        }
    }

    /// The move of `us`'s piece (kind `k`, `role`) from `from` onto square `s` by a leap or
    /// ray of `mode`, visited if the piece may end there (an empty square unless it only
    /// captures, an enemy piece unless it only moves); whether a ray goes on past `s` (it
    /// is empty).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn land<const CAPTURES_ONLY: bool>(
        &self,
        us: Color,
        k: usize,
        role: Role,
        from: Square,
        s: u8,
        mode: Mode,
        visit: &mut impl FnMut(usize, Role, Square, Square, u8),
    ) -> bool {
        let to = Square::from_index_unchecked(s);
        let target = self.board[s as usize];
        if target == 0 {
            if !CAPTURES_ONLY && mode != Mode::CaptureOnly {
                visit(k, role, from, to, 0);
            }
            true
        } else {
            if cell_color(target) != us && mode != Mode::MoveOnly {
                visit(k, role, from, to, target);
            }
            false
        }
    }

    /// The pseudo-legal captures alone, as [`Position::gen_pseudo`] would list them.
    fn gen_pseudo_captures(&self, list: &mut MoveList) {
        if matches!(self.variant.rules().drops, Drops::SittuyinSetup { .. }) {
            let mut all = MoveList::new();
            self.gen_pseudo(&mut all);
            list.extend(all.iter().copied().filter(Move::is_capture));
            return;
        }
        let t = self.tables();
        self.board_moves::<true>(self.turn, |_, role, from, to, target| {
            self.push_move(list, role, from, to, Some(t.roles[cell_kind(target)]));
        });
        let mut special = MoveList::new();
        self.gen_special(&mut special);
        list.extend(special.iter().copied().filter(Move::is_capture));
    }

    /// How many moves `color`'s pieces other than the royal ones have on the board, how many
    /// of those land in `zone`, and how many of the enemy's pieces one of them attacks with
    /// a piece worth less by `values` (by role), and how many pieces have a move into `zone`:
    /// the evaluation's mobility, attack on a king, threats and attackers (the last two
    /// counted only when `THREATS` and `ATTACKERS`, as they cost a little; 0 otherwise).
    pub(crate) fn activity<const THREATS: bool, const ATTACKERS: bool>(
        &self,
        color: Color,
        zone: Bitboard,
        values: &[i32; 32],
    ) -> Activity {
        let t = self.tables();
        let own = self.by_color[color.index()];
        let enemy = self.by_color[(!color).index()];
        let (mut moves, mut hits) = (0, 0);
        // The squares of the pieces with a move into the zone.
        let mut attacking: Bitboard = 0;
        // The enemy's pieces attacked by a piece worth less.
        let mut threatened: Bitboard = 0;
        let mut count = |_, role: Role, from: Square, to: Square, target: u8| {
            moves += 1;
            hits += i32::from(zone & to.bit() != 0);
            if ATTACKERS && zone & to.bit() != 0 {
                attacking |= from.bit();
            }
            if THREATS
                && target != 0
                && values[t.roles[cell_kind(target)] as usize] > values[role as usize]
            {
                threatened |= to.bit();
            }
        };
        // The leaps that move and capture alike are counted as a set, the rest one by one.
        let (mut plain_moves, mut plain_hits) = (0, 0);
        let mut plain_threatened: Bitboard = 0;
        // Apart from `attacking`, which `count` holds.
        let mut plain_attacking: Bitboard = 0;
        for from in Squares(own) {
            let k = cell_kind(self.board[from.index()]);
            if t.royal[k] {
                continue;
            }
            let (plain, other) = t.split_leaps(k, color, from);
            let plain = plain & !own;
            plain_moves += plain.count_ones() as i32;
            plain_hits += (plain & zone).count_ones() as i32;
            if ATTACKERS && plain & zone != 0 {
                plain_attacking |= from.bit();
            }
            if THREATS {
                let worth = values[t.roles[k] as usize];
                for to in Squares(plain & enemy & !plain_threatened) {
                    if values[t.roles[cell_kind(self.board[to.index()])] as usize] > worth {
                        plain_threatened |= to.bit();
                    }
                }
            }
            self.leap_moves::<false>(color, k, from, other, &mut count);
            self.ride_moves::<false>(color, k, from, &mut count);
        }
        Activity {
            moves: moves + plain_moves,
            hits: hits + plain_hits,
            attackers: (attacking | plain_attacking).count_ones() as i32,
            threats: (threatened | plain_threatened).count_ones() as i32,
        }
    }

    /// Shogi drops: any empty square, but no pawn on a file with an unpromoted own pawn and
    /// nothing where it could never move; of pieces other than a king, only on `drops_to`.
    fn gen_shogi_drops(&self, list: &mut MoveList, drops_to: Bitboard) {
        let t = self.tables();
        let us = self.turn;
        let ui = us.index();
        let empty = t.board & !self.occupied();
        let ranks = t.ranks;
        for k in 0..t.kinds {
            if self.hands[ui][k] == 0 {
                continue;
            }
            let role = t.roles[k];
            let empty = if t.royal[k] { empty } else { empty & drops_to };
            let pawn_files: u16 = if role == Role::ShogiPawn {
                Squares(self.by_kind[k] & self.by_color[ui]).fold(0, |f, s| f | 1 << s.file())
            } else {
                0
            };
            for to in Squares(empty) {
                let rr = to.relative_rank(us, ranks);
                let dead = match role {
                    Role::ShogiPawn | Role::Lance => rr + 1 >= ranks,
                    Role::ShogiKnight => rr + 2 >= ranks,
                    _ => false,
                };
                if dead || pawn_files & (1 << to.file()) != 0 {
                    continue;
                }
                list.push(Move::Drop { role, to });
            }
        }
    }

    /// The king's leap, the counsellor's double step, Sittuyin's promotions.
    fn gen_special(&self, list: &mut MoveList) {
        let rules = self.variant.rules();
        let t = self.tables();
        let us = self.turn;
        let ui = us.index();
        let fwd: i8 = if us == Color::White { 1 } else { -1 };
        if let Some(leap) = rules.king_leap {
            for king in Squares(self.rights & self.by_color[ui] & self.royals()) {
                // Fairy-Stockfish: not while in check; Daou: never after a check, which
                // the right's removal already records.
                if !leap.lost_when_checked && self.attacked_by(king, !us) {
                    continue;
                }
                let targets: Bitboard = match leap.targets {
                    LeapTargets::Knight => t.knight[king.index()],
                    LeapTargets::SidewaysForward => {
                        let f = king.file() as i8;
                        let r = king.rank() as i8;
                        t.square(f - 2, r + fwd).map_or(0, |s| s.bit())
                            | t.square(f + 2, r + fwd).map_or(0, |s| s.bit())
                    }
                };
                for to in Squares(targets) {
                    let target = self.board[to.index()];
                    if target == 0 {
                        list.push(Move::Normal {
                            role: Role::King,
                            from: king,
                            to,
                            capture: None,
                            promotion: None,
                        });
                    } else if leap.capture && cell_color(target) != us {
                        list.push(Move::Normal {
                            role: Role::King,
                            from: king,
                            to,
                            capture: Some(t.roles[cell_kind(target)]),
                            promotion: None,
                        });
                    }
                }
            }
        }
        if let Some(ds) = rules.ferz_double_step {
            if let Some(k) = t.kind(Role::Ferz) {
                for from in Squares(self.rights & self.by_color[ui] & self.by_kind[k]) {
                    let mid = t.square(from.file() as i8, from.rank() as i8 + fwd);
                    let to = t.square(from.file() as i8, from.rank() as i8 + 2 * fwd);
                    if let (Some(mid), Some(to)) = (mid, to) {
                        if self.board[to.index()] == 0 && (ds.jump || self.board[mid.index()] == 0)
                        {
                            list.push(Move::Normal {
                                role: Role::Ferz,
                                from,
                                to,
                                capture: None,
                                promotion: None,
                            });
                        }
                    }
                }
            }
        }
        if let Promotion::Sittuyin { fairy } = rules.promotion {
            self.gen_sittuyin_promotions(list, fairy);
        }
    }

    fn gen_sittuyin_promotions(&self, list: &mut MoveList, fairy: bool) {
        let t = self.tables();
        let us = self.turn;
        let ui = us.index();
        let (Some(pk), Some(fk)) = (t.kind(Role::Pawn), t.kind(Role::Ferz)) else {
            return;
        };
        if self.by_kind[fk] & self.by_color[ui] != 0 {
            return;
        }
        let pawns = self.by_kind[pk] & self.by_color[ui];
        let last_pawn = pawns.count_ones() == 1;
        for from in Squares(pawns) {
            let marked = from.file() == from.rank() || from.file() + from.rank() == 7;
            let enemy_half = from.relative_rank(us, 8) >= 4;
            if !((marked && enemy_half) || (fairy && last_pawn)) {
                continue;
            }
            let mut targets: ArrayVec<Square, 5> = ArrayVec::new();
            targets.push(from);
            for &(df, dr) in &[(1i8, 1i8), (-1, 1), (1, -1), (-1, -1)] {
                if let Some(to) = t.square(from.file() as i8 + df, from.rank() as i8 + dr) {
                    targets.push(to);
                }
            }
            for to in targets {
                let target = self.board[to.index()];
                let capture = if target == 0 || to == from {
                    None
                } else if cell_color(target) == us {
                    continue;
                } else {
                    Some(t.roles[cell_kind(target)])
                };
                if fairy {
                    if capture.is_some() {
                        continue;
                    }
                    // The new ferz may attack no enemy piece.
                    let attacks_enemy = t.leaps(fk, us, to).iter().any(|lt| {
                        let c = self.board[lt.to as usize];
                        c != 0 && cell_color(c) != us && lt.to as usize != from.index()
                    });
                    if attacks_enemy {
                        continue;
                    }
                } else if to != from && capture == Some(Role::Ferz) {
                    // The rng: a promoting ferz move may not take the enemy ferz (nor give
                    // check: see `passes_lookahead_rules`).
                    continue;
                }
                list.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    to,
                    capture,
                    promotion: Some(Role::Ferz),
                });
            }
        }
    }

    /// Sittuyin's setup drops: behind the pawns' original places; under the historical reading
    /// a piece may also take a pawn's place, the pawn going back to the hand to be placed
    /// behind.
    fn gen_setup_drops(&self, list: &mut MoveList, rooks_back_rank: bool, onto_pawns: bool) {
        let t = self.tables();
        let us = self.turn;
        let ui = us.index();
        let v = self.variant;
        let start_pawns: Bitboard = Squares(t.board)
            .filter(|&s| {
                v.start_piece(s)
                    == Some(Piece {
                        color: us,
                        role: Role::Pawn,
                    })
            })
            .fold(0, |b, s| b | s.bit());
        // Behind the pawns: on each file, the own-side squares below its starting pawn.
        let mut region: Bitboard = 0;
        for sq in Squares(t.board) {
            let rr = sq.relative_rank(us, t.ranks);
            let pawn_rr = Squares(start_pawns)
                .find(|p| p.file() == sq.file())
                .map_or(t.ranks / 2, |p| p.relative_rank(us, t.ranks));
            if rr < pawn_rr {
                region |= sq.bit();
            }
        }
        let empty_region = region & !self.occupied();
        let pawn_kind = t.kind(Role::Pawn);
        let own_pawns_home =
            pawn_kind.map_or(0, |k| self.by_kind[k] & self.by_color[ui]) & start_pawns;
        for k in 0..t.kinds {
            if self.hands[ui][k] == 0 {
                continue;
            }
            let role = t.roles[k];
            let mut squares = empty_region;
            if onto_pawns && role != Role::Pawn {
                squares |= own_pawns_home;
            }
            if role == Role::Rook && rooks_back_rank {
                squares &= Squares(squares)
                    .filter(|s| s.relative_rank(us, t.ranks) == 0)
                    .fold(0, |b, s| b | s.bit());
            }
            for to in Squares(squares) {
                list.push(Move::Drop { role, to });
            }
        }
    }

    /// Pushes a move, expanding promotions.
    #[inline]
    fn push_move(
        &self,
        list: &mut MoveList,
        role: Role,
        from: Square,
        to: Square,
        capture: Option<Role>,
    ) {
        let rules = self.variant.rules();
        if let Promotion::Zone { depth, compulsory } = rules.promotion {
            if let Some(promoted) = self.variant.piece(role).and_then(|p| p.promotes_to) {
                let ranks = rules.ranks;
                let fr = from.relative_rank(self.turn, ranks);
                let tr = to.relative_rank(self.turn, ranks);
                if fr + depth >= ranks || tr + depth >= ranks {
                    list.push(Move::Normal {
                        role,
                        from,
                        to,
                        capture,
                        promotion: Some(promoted),
                    });
                    // A piece that could never move again must promote; so must Heian's
                    // pieces under footnote 38.
                    let stuck = match role {
                        Role::ShogiPawn | Role::Lance => tr + 1 >= ranks,
                        Role::ShogiKnight => tr + 2 >= ranks,
                        _ => false,
                    };
                    let forced = compulsory
                        && match role {
                            Role::ShogiPawn | Role::Silver | Role::Lance => tr + depth >= ranks,
                            Role::ShogiKnight => tr + 2 >= ranks,
                            _ => false,
                        };
                    if stuck || forced {
                        return;
                    }
                }
            }
        }
        if let Promotion::Rank {
            rank,
            choice,
            mandatory,
            squares,
        } = rules.promotion
        {
            if role == Role::Pawn && to.relative_rank(self.turn, rules.ranks) >= rank {
                let on_square = match squares {
                    PromotionSquares::All => true,
                    PromotionSquares::Files(files) => files.contains(&to.file()),
                    PromotionSquares::OpposingKingStart => self.start_role(to) == Some(Role::King),
                };
                if on_square {
                    let mut any = false;
                    match choice {
                        PromotionChoice::Fixed(r) => {
                            list.push(Move::Normal {
                                role,
                                from,
                                to,
                                capture,
                                promotion: Some(r),
                            });
                            any = true;
                        }
                        PromotionChoice::Lost(roles) => {
                            for &r in roles {
                                if self.lost(r) {
                                    list.push(Move::Normal {
                                        role,
                                        from,
                                        to,
                                        capture,
                                        promotion: Some(r),
                                    });
                                    any = true;
                                }
                            }
                        }
                        PromotionChoice::SquareTypeIfLost => {
                            if let Some(r) = self.start_role(to) {
                                if r != Role::King && self.lost(r) {
                                    list.push(Move::Normal {
                                        role,
                                        from,
                                        to,
                                        capture,
                                        promotion: Some(r),
                                    });
                                    any = true;
                                }
                            }
                        }
                    }
                    if any && mandatory {
                        return;
                    }
                }
            }
        }
        list.push(Move::Normal {
            role,
            from,
            to,
            capture,
            promotion: None,
        });
    }

    /// The role that stood on `sq` in the start position.
    fn start_role(&self, sq: Square) -> Option<Role> {
        self.variant.start_piece(sq).map(|p| p.role)
    }

    /// Whether the side to move has fewer of `role` than it started with.
    fn lost(&self, role: Role) -> bool {
        let now = self.pieces(self.turn, role).count_ones();
        now < self.variant.start_count(self.turn, role)
    }

    /// Applies the board part of a move; returns the captured cell.
    #[inline]
    fn make_board(&mut self, m: &Move) -> u8 {
        let t = self.tables();
        let us = self.turn;
        match *m {
            Move::Normal {
                from,
                to,
                promotion,
                ..
            } => {
                let c = self.remove(from);
                let captured = if from == to { 0 } else { self.remove(to) };
                let nc = match promotion {
                    Some(r) => cell(t.kind(r).unwrap_or(0), us),
                    // Later Shatar: a horse's first move makes it an amazon horse.
                    None if self.variant.rules().amazon_horse
                        && t.roles[cell_kind(c)] == Role::Knight =>
                    {
                        cell(t.kind(Role::AmazonHorse).unwrap_or(cell_kind(c)), us)
                    }
                    None => c,
                };
                self.put(to, nc);
                captured
            }
            Move::Drop { role, to } => {
                // A Sittuyin piece placed on its own pawn sends the pawn back to the hand.
                let displaced = self.remove(to);
                if displaced != 0 {
                    self.hands[us.index()][cell_kind(displaced)] += 1;
                }
                if let Some(k) = t.kind(role) {
                    self.hands[us.index()][k] = self.hands[us.index()][k].saturating_sub(1);
                    self.put(to, cell(k, us));
                }
                displaced
            }
            Move::Castle {
                king,
                king_to,
                rook,
                rook_to,
            } => {
                let kc = self.remove(king);
                let rc = self.remove(rook);
                self.put(king_to, kc);
                self.put(rook_to, rc);
                0
            }
            Move::Pass => 0,
        }
    }

    #[inline]
    fn unmake_board(&mut self, m: &Move, captured: u8) {
        let t = self.tables();
        let us = self.turn;
        match *m {
            Move::Normal { role, from, to, .. } => {
                self.remove(to);
                self.put(from, cell(t.kind(role).unwrap_or(0), us));
                if captured != 0 {
                    self.put(to, captured);
                }
            }
            Move::Drop { role, to } => {
                if let Some(k) = t.kind(role) {
                    self.remove(to);
                    self.hands[us.index()][k] += 1;
                }
                if captured != 0 {
                    self.hands[us.index()][cell_kind(captured)] -= 1;
                    self.put(to, captured);
                }
            }
            Move::Castle {
                king,
                king_to,
                rook,
                rook_to,
            } => {
                let kc = self.remove(king_to);
                let rc = self.remove(rook_to);
                self.put(rook, rc);
                self.put(king, kc);
            }
            Move::Pass => {}
        }
    }

    /// Plays `m` (assumed legal) and returns what is needed to take it back.
    pub(crate) fn make(&mut self, m: Move) -> Undo {
        let rules = self.variant.rules();
        let t = self.tables();
        let undo = Undo {
            captured: 0,
            rights: self.rights,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
            count_limit: self.count_limit,
            shak: self.shak,
            passes: self.passes,
            bikjang_pass: self.bikjang_pass,
            pawn_drop: self.pawn_drop,
        };
        self.pawn_drop = matches!(
            m,
            Move::Drop {
                role: Role::ShogiPawn,
                ..
            }
        );
        if m == Move::Pass {
            self.passes += 1;
            let bikjang = matches!(
                self.variant.rules().kings_facing,
                crate::variant::KingsFacing::Bikjang { .. }
            );
            if bikjang && self.kings_facing() {
                self.bikjang_pass = true;
            }
        } else {
            self.passes = 0;
        }
        let captured = self.make_board(&m);
        let us = self.turn;
        if captured != 0 && rules.captures_to_hand && matches!(m, Move::Normal { .. }) {
            let role = t.roles[cell_kind(captured)];
            let base = self
                .variant
                .piece(role)
                .and_then(|p| p.demotes_to)
                .unwrap_or(role);
            if let Some(k) = t.kind(base) {
                self.hands[us.index()][k] += 1;
            }
        }
        // Rights: a piece that moves or is taken loses its first-move right; a king that
        // leaps spends it; a once-per-game right travels with the king.
        match m {
            Move::Normal { role, from, to, .. } => {
                let had = self.rights & from.bit() != 0;
                self.rights &= !(from.bit() | to.bit());
                if had && role == Role::King {
                    if let Some(leap) = rules.king_leap {
                        let leapt = t.knight[from.index()] & to.bit() != 0;
                        if !leap.first_move_only && !leapt {
                            self.rights |= to.bit();
                        }
                    }
                }
            }
            Move::Castle { king, rook, .. } => self.rights &= !(king.bit() | rook.bit()),
            Move::Drop { .. } | Move::Pass => {}
        }
        if let (
            Some(leap),
            Move::Normal {
                role: Role::Rook,
                to,
                ..
            },
        ) = (rules.king_leap, m)
        {
            if leap.lost_on_rook_line {
                if let Some(k) = self.royal_square(!us) {
                    if k.file() == to.file() || k.rank() == to.rank() {
                        self.rights &= !k.bit();
                    }
                }
            }
        }
        // As Fairy-Stockfish counts: a capture, a pawn's move, a drop or a promotion.
        let resets = captured != 0
            || m.promotion().is_some()
            || matches!(
                m,
                Move::Normal {
                    role: Role::Pawn,
                    ..
                } | Move::Drop { .. }
            );
        self.halfmoves = if resets { 0 } else { self.halfmoves + 1 };
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = !us;
        let watch_checks = matches!(rules.mate, MateRule::Shatar { .. })
            || rules.king_leap.is_some_and(|l| l.lost_when_checked);
        if watch_checks {
            let them = self.turn;
            if let Some(k) = self.royal_square(them) {
                let checkers = self.attackers(k, us, false);
                if checkers != 0 {
                    if rules.king_leap.is_some_and(|l| l.lost_when_checked) {
                        self.rights &= !k.bit();
                    }
                    let shak_roles = [Role::Rook, Role::Bers, Role::Knight, Role::AmazonHorse];
                    if Squares(checkers).any(|s| {
                        self.piece_at(s)
                            .is_some_and(|p| shak_roles.contains(&p.role))
                    }) {
                        self.shak[us.index()] = true;
                    }
                } else {
                    self.shak[us.index()] = false;
                }
            }
        }
        Undo { captured, ..undo }
    }

    /// Takes back `m`, played with [`Position::make`].
    pub(crate) fn unmake(&mut self, m: Move, u: Undo) {
        let rules = self.variant.rules();
        let t = self.tables();
        self.turn = !self.turn;
        let us = self.turn;
        if u.captured != 0 && rules.captures_to_hand && matches!(m, Move::Normal { .. }) {
            let role = t.roles[cell_kind(u.captured)];
            let base = self
                .variant
                .piece(role)
                .and_then(|p| p.demotes_to)
                .unwrap_or(role);
            if let Some(k) = t.kind(base) {
                self.hands[us.index()][k] -= 1;
            }
        }
        self.unmake_board(&m, u.captured);
        self.rights = u.rights;
        self.halfmoves = u.halfmoves;
        self.fullmoves = u.fullmoves;
        self.count_limit = u.count_limit;
        self.shak = u.shak;
        self.passes = u.passes;
        self.bikjang_pass = u.bikjang_pass;
        self.pawn_drop = u.pawn_drop;
    }

    /// How the game stands on this position alone: an immediate end, or mate/stalemate
    /// when the side to move has no legal move. `None` while play goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.immediate_outcome() {
            return Some(o);
        }
        if self.clone().has_legal_move() {
            return None;
        }
        Some(self.no_move_outcome())
    }

    /// The result when the side to move has no legal move.
    fn no_move_outcome(&self) -> Outcome {
        let rules = self.variant.rules();
        let us = self.turn;
        let them = !us;
        if self.is_check() {
            if self.pawn_drop && rules.pawn_drop_mate == ForbiddenMate::Loses {
                // Fairy-Stockfish: a pawn-drop mate is played and loses for its maker.
                return Outcome::Decisive {
                    winner: us,
                    reason: EndReason::ForbiddenMate,
                };
            }
            if let MateRule::Shatar { .. } = rules.mate {
                let king = self
                    .royal_square(us)
                    .unwrap_or(Square::from_index_unchecked(0));
                let checkers = self.attackers(king, them, false);
                if checkers
                    & (self.pieces(them, Role::Knight) | self.pieces(them, Role::AmazonHorse))
                    != 0
                {
                    // Only reachable under Fairy-Stockfish's reading: the mater loses.
                    return Outcome::Decisive {
                        winner: us,
                        reason: EndReason::ForbiddenMate,
                    };
                }
                let shak = [Role::Rook, Role::Bers, Role::AmazonHorse]
                    .iter()
                    .any(|&r| checkers & self.pieces(them, r) != 0);
                if !shak && !self.shak[them.index()] {
                    return Outcome::Draw {
                        reason: EndReason::Niol,
                    };
                }
            }
            return Outcome::Decisive {
                winner: them,
                reason: EndReason::Checkmate,
            };
        }
        match rules.stalemate {
            Stalemate::StalematedLoses => Outcome::Decisive {
                winner: them,
                reason: EndReason::Stalemate,
            },
            Stalemate::StalematedWins => Outcome::Decisive {
                winner: us,
                reason: EndReason::Stalemate,
            },
            Stalemate::Draw | Stalemate::Illegal => Outcome::Draw {
                reason: EndReason::Stalemate,
            },
        }
    }

    /// Counting rules in force for this game.
    pub fn counting(&self) -> Counting {
        self.variant.rules().counting
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({:?}, {})", self.variant, crate::fen::fen(self))
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.variant == other.variant
            && self.board == other.board
            && self.hands == other.hands
            && self.turn == other.turn
            && self.rights == other.rights
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.count_limit == other.count_limit
    }
}

impl Eq for Position {}

/// What [`Position::check_hint`] learns once for a position: the other side's king (`None`:
/// none it must guard, or a game whose checks are not told this way) and the squares a move
/// must leave (`from`) or land on (`to`) to open or screen an attack on it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CheckHint {
    king: Option<Square>,
    from: Bitboard,
    to: Bitboard,
}

/// What [`Position::guard`] learns once for a position, so that most pseudo-legal moves are
/// known to keep the king safe without being made.
struct Guard {
    /// Whether the side to move has a royal that must not be left attacked.
    king: bool,
    /// Out of check where only sliders pin: the pieces pinned to that royal.
    pinned: Option<Bitboard>,
    /// Otherwise, out of check: the squares a move must leave, or land on, to be able to
    /// expose it (all of them in check).
    danger_from: Bitboard,
    danger_to: Bitboard,
    /// In check where only sliders pin: the squares a move of a piece other than the king
    /// must reach to meet it (all of them otherwise).
    evasions: Bitboard,
    /// Fairy-Stockfish's bikjang: the kings face each other and must be parted.
    must_break: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same_internals(a: &Position, b: &Position) -> bool {
        a == b
            && a.by_color == b.by_color
            && a.by_kind == b.by_kind
            && a.shak == b.shak
            && a.passes == b.passes
            && a.bikjang_pass == b.bikjang_pass
            && a.pawn_drop == b.pawn_drop
    }

    /// Every game under its historical reading and under each of Fairy-Stockfish's names.
    fn every_reading() -> Vec<Variant> {
        crate::variants::ALL
            .iter()
            .flat_map(|spec| {
                std::iter::once(Variant::with_options(spec, &[]).expect("rules")).chain(
                    spec.fairy
                        .iter()
                        .map(|p| Variant::fairy(p.name).expect("fairy")),
                )
            })
            .collect()
    }

    /// A number below `n` from a xorshift generator.
    fn draw(rng: &mut u64, n: usize) -> usize {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        (*rng % n as u64) as usize
    }

    /// Plays `games` random games of `plies` half-moves in every reading (from `seed`),
    /// calling `visit` at each position with its legal moves before the next is drawn.
    fn random_games(
        games: usize,
        plies: usize,
        seed: u64,
        mut visit: impl FnMut(Variant, &mut Position, &MoveList),
    ) {
        let mut rng = seed;
        for v in every_reading() {
            for _ in 0..games {
                let mut pos = Position::new(v);
                for _ in 0..plies {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    visit(v, &mut pos, &legal);
                    let m = legal[draw(&mut rng, legal.len())];
                    pos.make(m);
                }
            }
        }
    }

    /// Make followed by unmake restores every field, over random games of every reading.
    #[test]
    fn make_unmake_restores_position() {
        random_games(4, 80, 0x1234_5678_9ABC_DEF1, |v, pos, legal| {
            for &m in legal {
                let before = pos.clone();
                let u = pos.make(m);
                pos.unmake(m, u);
                assert!(same_internals(&before, pos), "{v:?}: {m:?} not undone");
            }
        });
    }

    /// The check told from the moved piece ([`Position::is_check_after`]) is the check,
    /// after every legal move of random games of every reading; and the quick way is taken
    /// for most moves.
    #[test]
    fn a_check_told_from_the_moved_piece_is_the_check() {
        let (mut quick, mut moves, mut checks) = (0usize, 0usize, 0usize);
        random_games(3, 120, 0x5EED_0FC4_ECC0_DE11, |v, pos, legal| {
            let hint = pos.check_hint();
            for &m in legal {
                let u = pos.make(m);
                let check = pos.is_check();
                assert_eq!(pos.is_check_after(&hint, &m), check, "{v:?}: {m:?}");
                let looked_at_all = hint.king.is_none()
                    || m.from().is_some_and(|f| hint.from & f.bit() != 0)
                    || m.to().is_some_and(|t| hint.to & t.bit() != 0);
                quick += usize::from(!looked_at_all);
                checks += usize::from(check);
                moves += 1;
                pos.unmake(m, u);
            }
        });
        assert!(
            checks > 1_000 && quick * 2 > moves,
            "{quick} of {moves}, {checks} checks"
        );
    }

    /// The legal moves as the rules define them: every pseudo-legal move tried on the board
    /// (the king left safe) and held to the look-ahead rules, with the moves allowed only
    /// when stuck. No short cut: what the fast generator must equal.
    fn legal_by_trying(pos: &Position) -> Vec<Move> {
        let mut pos = pos.clone();
        let mut pseudo = MoveList::new();
        pos.gen_pseudo(&mut pseudo);
        let must_break = matches!(
            pos.variant.rules().kings_facing,
            crate::variant::KingsFacing::Bikjang {
                must_break: true,
                ..
            }
        ) && pos.kings_facing();
        let mut out: Vec<Move> = Vec::new();
        for m in pseudo {
            if must_break && m != Move::Pass {
                let u = pos.make_board(&m);
                let still = pos.kings_facing();
                pos.unmake_board(&m, u);
                if still {
                    continue;
                }
            }
            let safe = (must_break && m == Move::Pass) || pos.is_safe_after(&m);
            if safe && pos.passes_lookahead_rules(&m) {
                out.push(m);
            }
        }
        if out.is_empty() {
            let mut stuck = MoveList::new();
            pos.gen_when_stuck(&mut stuck);
            out.extend(stuck);
        }
        out
    }

    /// In check, a drop is legal only between a sliding checker and the king, and none
    /// against a knight's check: the generator lists exactly the moves trying finds.
    #[test]
    fn in_check_only_blocking_drops_are_listed() {
        let v = Variant::historical("shogi", &[]).expect("shogi");
        let drops = |fen: &str| {
            let pos = crate::fen::parse(fen, v).expect("a FEN");
            assert!(pos.is_check(), "{fen}");
            let legal = pos.legal_moves();
            let mut tried = legal_by_trying(&pos);
            let mut listed = legal.to_vec();
            tried.sort_by_key(|m| format!("{m:?}"));
            listed.sort_by_key(|m| format!("{m:?}"));
            assert_eq!(listed, tried, "{fen}");
            let mut squares: Vec<String> = legal
                .iter()
                .filter_map(|m| match *m {
                    Move::Drop { role, to } => Some(format!("{role:?}{to}")),
                    _ => None,
                })
                .collect();
            squares.sort();
            squares
        };
        // A rook on e5 checks the king on e1: gold and silver may block on e2, e3 or e4.
        assert_eq!(
            drops("4k4/9/9/9/4r4/9/9/9/4K4[GS] w - - 0 1"),
            ["Golde2", "Golde3", "Golde4", "Silvere2", "Silvere3", "Silvere4"]
        );
        // A knight's check cannot be blocked.
        assert!(drops("4k4/9/9/9/9/9/3n5/9/4K4[GS] w - - 0 1").is_empty());
    }

    /// Fairy-Stockfish's Janggi: with the kings facing, the pass stays legal even when a
    /// cannon, screened by the other king, gives check. Found by perft against it; pyffish
    /// lists these ten moves here, the pass (`e2e2`) among them, which had been refused as
    /// leaving the king in check.
    #[test]
    fn under_bikjang_the_pass_is_legal_even_in_check() {
        const FEN: &str =
            "2bacab2/4k4/rcn3n2/p1pp2pp1/8r/9/1PPP2PP1/C1N4CN/R3K4/2BA1AB1R w - - 20 11";
        let v = Variant::fairy("janggi").expect("janggi");
        let pos = crate::fen::parse(FEN, v).expect("a FEN");
        assert!(pos.is_check());
        let legal = pos.legal_moves();
        let mut fsf: Vec<String> = legal.iter().map(|m| crate::uci::to_uci(m, &pos)).collect();
        fsf.sort();
        assert_eq!(
            fsf,
            ["a3e3", "c1e4", "c3e4", "d4e4", "e2d2", "e2d3", "e2e2", "e2f2", "e2f3", "g1e4"]
        );
        assert_eq!(legal_by_trying(&pos).len(), 10);
        // The historical reading has no pass but when stalemated.
        let h = Variant::historical("janggi", &[]).expect("janggi");
        let pos = crate::fen::parse(FEN, h).expect("a FEN");
        assert!(!pos.legal_moves().contains(&Move::Pass));
    }

    /// The short cuts of the legal generator (pins, and the lines, legs and palace
    /// diagonals through which a king can be exposed) give exactly the moves found by trying
    /// every one, over random games of every game and reading; so do quiescence's captures.
    #[test]
    fn the_legal_generator_equals_trying_every_move() {
        let mut rng: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = |n: usize| draw(&mut rng, n);
        for v in every_reading() {
            for _ in 0..6 {
                let mut pos = Position::new(v);
                for _ in 0..150 {
                    if pos.immediate_outcome().is_some() {
                        break;
                    }
                    let legal = pos.legal_moves();
                    let tried = legal_by_trying(&pos);
                    assert_eq!(legal.len(), tried.len(), "{v:?} at {pos:?}");
                    for m in &tried {
                        assert!(legal.contains(m), "{v:?}: {m:?} missing at {pos:?}");
                    }
                    // Quiescence's generator: the pseudo-legal captures alone, then the legal
                    // ones out of check, and whether any move at all is legal.
                    let (mut all, mut captures) = (MoveList::new(), MoveList::new());
                    pos.gen_pseudo(&mut all);
                    pos.gen_pseudo_captures(&mut captures);
                    let filtered: Vec<Move> =
                        all.iter().copied().filter(Move::is_capture).collect();
                    assert_eq!(captures.to_vec(), filtered, "{v:?} at {pos:?}");
                    if !pos.is_check() {
                        let mut legal_captures = MoveList::new();
                        let any = pos.gen_legal_captures(&mut legal_captures);
                        assert_eq!(any, !legal.is_empty(), "{v:?} at {pos:?}");
                        let expected: Vec<Move> =
                            tried.iter().copied().filter(Move::is_capture).collect();
                        assert_eq!(legal_captures.to_vec(), expected, "{v:?} at {pos:?}");
                    }
                    // The evaluation's count of moves: the plain leaps as a set, the rest
                    // one by one, as many as the moves walked one by one.
                    let t = pos.tables();
                    let zone = t.board & 0x5555_5555_5555_5555_5555_5555_5555_5555;
                    for color in Color::ALL {
                        let values = crate::eval::values(v);
                        let (mut moves, mut hits, mut threatened) = (0, 0, 0);
                        // The pieces with a move into the zone.
                        let mut attacking: Bitboard = 0;
                        pos.board_moves::<false>(color, |k, role, from, to, target| {
                            if !t.royal[k] {
                                moves += 1;
                                hits += i32::from(zone & to.bit() != 0);
                                if zone & to.bit() != 0 {
                                    attacking |= from.bit();
                                }
                                if target != 0
                                    && values[t.roles[cell_kind(target)] as usize]
                                        > values[role as usize]
                                {
                                    threatened |= to.bit();
                                }
                            }
                        });
                        let threats = Bitboard::count_ones(threatened) as i32;
                        let attackers = Bitboard::count_ones(attacking) as i32;
                        assert_eq!(
                            pos.activity::<true, true>(color, zone, &values),
                            Activity {
                                moves,
                                hits,
                                attackers,
                                threats
                            },
                            "{v:?} {pos:?}"
                        );
                        assert_eq!(
                            pos.activity::<false, false>(color, zone, &values),
                            Activity {
                                moves,
                                hits,
                                attackers: 0,
                                threats: 0
                            },
                            "{v:?} {pos:?}"
                        );
                    }
                    if legal.is_empty() {
                        break;
                    }
                    pos.make(legal[next(legal.len())]);
                }
            }
        }
    }
}

/// The Zobrist numbers: fixed pseudo-random 64-bit values (splitmix64 of their index).
mod zobrist {
    use crate::tables::MAX_KINDS;
    use crate::types::SQUARES;

    const CELLS: usize = 1 + 2 * MAX_KINDS;

    use crate::types::splitmix64 as mix;

    /// A piece (its board cell) on a square.
    pub(super) static PIECES: [[u64; SQUARES]; CELLS] = {
        let mut t = [[0u64; SQUARES]; CELLS];
        let mut c = 1;
        while c < CELLS {
            let mut s = 0;
            while s < SQUARES {
                t[c][s] = mix((c * SQUARES + s) as u64);
                s += 1;
            }
            c += 1;
        }
        t
    };

    /// A right (castling, a first double step) on a square.
    pub(super) static RIGHTS: [u64; SQUARES] = {
        let mut t = [0u64; SQUARES];
        let mut s = 0;
        while s < SQUARES {
            t[s] = mix(0x5249_4748_5400_0000 + s as u64);
            s += 1;
        }
        t
    };

    /// The second player to move.
    pub(super) const BLACK: u64 = mix(0x424C_4143_4B00_0000);

    /// `n` pieces of `kind` in `color`'s hand.
    #[inline]
    pub(super) fn hand(color: usize, kind: usize, n: u8) -> u64 {
        mix(0x4841_4E44_0000_0000 ^ ((color as u64) << 24) ^ ((kind as u64) << 8) ^ u64::from(n))
    }
}
