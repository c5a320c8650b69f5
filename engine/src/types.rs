//! The vocabulary shared by every game: colours, squares, roles, pieces and moves.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// The widest board of the family (Xiangqi, Janggi, Shogi): 9 files.
pub const MAX_FILES: u8 = 9;
/// The tallest board of the family (Xiangqi, Janggi): 10 ranks.
pub const MAX_RANKS: u8 = 10;
/// Number of square indices (`rank * MAX_FILES + file`).
pub const SQUARES: usize = (MAX_FILES as usize) * (MAX_RANKS as usize);

/// A side. `White` is always the side that moves first in the game's own terms
/// (Red in Xiangqi, Cho in Janggi, Sente in the Shogi family).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player (White, Red, Cho, Sente ☗).
    White = 0,
    /// The second player (Black, Han, Gote ☖).
    Black = 1,
}

impl Color {
    /// Both colours, first player first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Picks `white` or `black`.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// The FEN letter of the side to move (`w` or `b`).
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

/// One value per colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByColor<T> {
    /// White's (the first player's) value.
    pub white: T,
    /// Black's (the second player's) value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// Builds both values from a function of the colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }

    /// The value of `color`.
    #[inline]
    pub fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value of `color`, mutably.
    #[inline]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, c: Color) -> &T {
        self.get(c)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, c: Color) -> &mut T {
        self.get_mut(c)
    }
}

/// A square (or, in Xiangqi and Janggi, an intersection) of a board up to 9×10.
///
/// Files and ranks count from 0 at White's lower left. The index is
/// `rank * 9 + file` whatever the board's width, so one square type serves every game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square at `file`, `rank` (both from 0), if it lies on the largest board.
    #[inline]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < MAX_FILES && rank < MAX_RANKS {
            Some(Square(rank * MAX_FILES + file))
        } else {
            None
        }
    }

    /// The square with index `index` (`rank * 9 + file`).
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if (index as usize) < SQUARES {
            Some(Square(index))
        } else {
            None
        }
    }

    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index)
    }

    /// The index, `rank * 9 + file`.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, from 0 at White's left.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % MAX_FILES
    }

    /// The rank, from 0 at White's side.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / MAX_FILES
    }

    /// The king-step (Chebyshev) distance to `other`: the king moves it takes to get there.
    #[inline]
    pub fn distance(self, other: Square) -> u8 {
        self.file()
            .abs_diff(other.file())
            .max(self.rank().abs_diff(other.rank()))
    }

    /// The square moved by `df` files and `dr` ranks, if it is on a board of the given size.
    #[inline]
    pub fn offset(self, df: i8, dr: i8, files: u8, ranks: u8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 || f >= files as i8 || r >= ranks as i8 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// The rank counted from `color`'s own side (0 = that player's first rank).
    #[inline]
    pub fn relative_rank(self, color: Color, ranks: u8) -> u8 {
        match color {
            Color::White => self.rank(),
            Color::Black => ranks - 1 - self.rank(),
        }
    }

    /// The square's single bit in a [`Bitboard`].
    #[inline]
    pub const fn bit(self) -> Bitboard {
        1u128 << self.0
    }
}

impl fmt::Display for Square {
    /// Algebraic coordinates as Fairy-Stockfish writes them: `e2`, `h10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// splitmix64's finaliser: a number spread over all 64 bits. The Zobrist keys, the
/// evaluation's noise, the computer's lots and the measuring tools' openings all draw
/// from it.
pub const fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A set of squares: bit `rank * 9 + file`.
pub type Bitboard = u128;

/// Iterates the squares of a bitboard, lowest index first.
#[derive(Clone, Copy)]
pub(crate) struct Squares(pub Bitboard);

impl Iterator for Squares {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let i = self.0.trailing_zeros() as u8;
            self.0 &= self.0 - 1;
            Some(Square(i))
        }
    }
}

/// What a piece is, across the whole family.
///
/// Roles name historical identities (an Alfil is the Shatranj elephant whatever option
/// changes its move); how each role moves in a given game is the game's data
/// (see [`crate::VariantSpec`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[allow(missing_docs)]
pub enum Role {
    King,
    /// Counsellor: Mantri, Firzan, Fers, Sit-ke, Met, Neang.
    Ferz,
    /// The old elephant: Gaja, Fil, Saba.
    Alfil,
    Knight,
    Rook,
    Pawn,
    /// Al-Adli's elephant, the orthogonal two-square leaper.
    Dabbaba,
    /// Khon, Sin, Koul (one step forward or diagonal) and the Shogi silver general.
    Silver,
    /// Shatar's Temee and the Shogi bishop.
    Bishop,
    /// Shatar's Bers: rook + ferz.
    Bers,
    /// Xiangqi / Janggi advisor (Shi, Sa).
    Advisor,
    /// Xiangqi / Janggi elephant (Xiang, Sang).
    Elephant,
    /// Xiangqi / Janggi horse (Ma).
    Horse,
    /// Xiangqi / Janggi chariot (Ju, Cha).
    Chariot,
    /// Xiangqi / Janggi cannon (Pao, Po).
    Cannon,
    /// Xiangqi / Janggi soldier (Bing/Zu, Byeong/Jol).
    Soldier,
    Lance,
    ShogiKnight,
    ShogiPawn,
    Gold,
    DrunkElephant,
    /// Promoted rook (Ryūō).
    Dragon,
    /// Promoted bishop (Ryūma).
    DragonHorse,
    /// Promoted pawn (Tokin).
    Tokin,
    PromotedSilver,
    PromotedKnight,
    PromotedLance,
    /// Promoted drunk elephant (Taishi): a second royal piece.
    CrownPrince,
    /// Later Shatar: a horse that has moved gains the rook's and bishop's moves.
    AmazonHorse,
}

impl Role {
    /// Every role, in declaration order.
    pub const ALL: [Role; 29] = [
        Role::King,
        Role::Ferz,
        Role::Alfil,
        Role::Knight,
        Role::Rook,
        Role::Pawn,
        Role::Dabbaba,
        Role::Silver,
        Role::Bishop,
        Role::Bers,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
        Role::Lance,
        Role::ShogiKnight,
        Role::ShogiPawn,
        Role::Gold,
        Role::DrunkElephant,
        Role::Dragon,
        Role::DragonHorse,
        Role::Tokin,
        Role::PromotedSilver,
        Role::PromotedKnight,
        Role::PromotedLance,
        Role::CrownPrince,
        Role::AmazonHorse,
    ];
}

/// A piece: a role and a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece.
    pub color: Color,
    /// What piece.
    pub role: Role,
}

/// A move of any game of the family.
///
/// Moves carry roles rather than only squares, so that they can be written in every
/// notation without the position. [`Move::Normal`] with `from == to` and a promotion is
/// Sittuyin's promotion in place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece moves (and perhaps captures, perhaps promotes).
    Normal {
        /// The moving piece's role before the move.
        role: Role,
        /// Where it starts.
        from: Square,
        /// Where it ends.
        to: Square,
        /// The role of the captured piece, if any.
        capture: Option<Role>,
        /// The role it becomes, if it promotes.
        promotion: Option<Role>,
    },
    /// A piece from the hand is placed (Shogi drops, Sittuyin's setup).
    Drop {
        /// The dropped role.
        role: Role,
        /// Where.
        to: Square,
    },
    /// The king moves two squares and a rook jumps beside it (Senterej's Werera only).
    Castle {
        /// The king's square.
        king: Square,
        /// The king's destination.
        king_to: Square,
        /// The rook's square.
        rook: Square,
        /// The rook's destination.
        rook_to: Square,
    },
    /// A pass (Janggi). Written as the king's square to itself, as Fairy-Stockfish does.
    Pass,
}

impl Move {
    /// The role that moves or is dropped (`None` for a pass).
    pub fn role(&self) -> Option<Role> {
        match *self {
            Move::Normal { role, .. } | Move::Drop { role, .. } => Some(role),
            Move::Castle { .. } => Some(Role::King),
            Move::Pass => None,
        }
    }

    /// The origin square, if the move has one.
    pub fn from(&self) -> Option<Square> {
        match *self {
            Move::Normal { from, .. } => Some(from),
            Move::Castle { king, .. } => Some(king),
            Move::Drop { .. } | Move::Pass => None,
        }
    }

    /// The destination square, if the move has one.
    pub fn to(&self) -> Option<Square> {
        match *self {
            Move::Normal { to, .. } | Move::Drop { to, .. } => Some(to),
            Move::Castle { king_to, .. } => Some(king_to),
            Move::Pass => None,
        }
    }

    /// The captured role, if any.
    pub fn capture(&self) -> Option<Role> {
        match *self {
            Move::Normal { capture, .. } => capture,
            _ => None,
        }
    }

    /// The promotion role, if any.
    pub fn promotion(&self) -> Option<Role> {
        match *self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.capture().is_some()
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` won.
    Decisive {
        /// The winner.
        winner: Color,
        /// Why.
        reason: EndReason,
    },
    /// Nobody won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl Outcome {
    /// The winner, if any.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    pub fn reason(&self) -> EndReason {
        match *self {
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}

/// Why a game ended, in the game's own terms where it has them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum EndReason {
    Checkmate,
    Stalemate,
    /// A side was reduced to a lone king.
    BareKing,
    /// Both sides were reduced to lone kings.
    BareKings,
    /// Shatar: mate by a bishop or pawn without a Shak in the series of checks.
    Niol,
    /// Shatar: a bare king (Robado).
    Robado,
    /// A counting rule (Makruk, Ouk, Sittuyin) ran out.
    CountExpired,
    /// Makruk: the counting side mated without stopping its count.
    MateDuringOwnCount,
    /// Senterej: the bare king survived seven moves.
    BareKingSurvived,
    /// A mate the rules forbid was given (Fairy-Stockfish's scoring).
    ForbiddenMate,
    /// Neither side can force a win (Shatranj, 004).
    InsufficientMaterial,
    /// Repetition of position.
    Repetition,
    /// Perpetual check (Xiangqi, Shogi sennichite).
    PerpetualCheck,
    /// Perpetual chase (Xiangqi).
    PerpetualChase,
    /// Janggi: kings facing (bikjang).
    Bikjang,
    /// Janggi: both players passed; counted by material.
    DoublePass,
    /// Shogi: impasse settled by points.
    Jishogi,
    /// Both royals captured (Sho Shogi with a crown prince).
    RoyalsCaptured,
    /// A player resigned.
    Resignation,
    /// The players agreed.
    Agreement,
    /// A player ran out of time.
    Timeout,
}
