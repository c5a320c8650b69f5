//! A plain view of a position for drawing: board shape, pieces, hands, the board's
//! markings, the last move and a checked king. The renderer sees the engine only through
//! this.
//!
//! ```
//! use tabiya_engine::{view::BoardView, Position, Variant};
//! let pos = Position::new(Variant::historical("xiangqi", &[]).unwrap());
//! let view = BoardView::new(&pos, None);
//! assert_eq!((view.files, view.ranks), (9, 10));
//! assert!(view.river && view.palace);
//! ```

use crate::position::Position;
use crate::types::{Color, Move, Role, Square, Squares};
use crate::variant::{Drops, Promotion, VariantId};

/// A point of the board as (file, rank), from White's lower left.
pub type Point = (u8, u8);

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardStyle {
    /// Pieces stand in the squares of an uncheckered board (the 8×8 games, the Shogi family).
    Squares,
    /// Pieces stand on the intersections of lines (Xiangqi, Janggi).
    Intersections,
}

/// A piece as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ViewPiece {
    /// Whose.
    pub color: Color,
    /// What.
    pub role: Role,
    /// The game's name for it ("Firzan").
    pub name: &'static str,
    /// The English name ("counsellor").
    pub english: &'static str,
}

/// Everything needed to draw a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardView {
    /// Which game (Tabiya's id).
    pub game: &'static str,
    /// The game's id.
    pub id: VariantId,
    /// The game's name.
    pub name: &'static str,
    /// Board style.
    pub style: BoardStyle,
    /// Files.
    pub files: u8,
    /// Ranks.
    pub ranks: u8,
    /// Pieces by `rank * files + file`, from White's lower left.
    pub cells: Vec<Option<ViewPiece>>,
    /// Whether the game has hands (then both are drawn, even empty).
    pub has_hands: bool,
    /// Pieces in hand with counts, White's then Black's.
    pub hands: [Vec<(ViewPiece, u8)>; 2],
    /// Draw the two palaces.
    pub palace: bool,
    /// Draw the river.
    pub river: bool,
    /// Draw Sittuyin's two marked diagonals.
    pub diagonals: bool,
    /// Ranks of each side's promotion zone to mark (Shogi family), counted from the far side.
    pub zone_depth: Option<u8>,
    /// Squares to mark as promotion squares (Makruk's sixth ranks and the like), as
    /// (file, rank).
    pub promotion_squares: Vec<Point>,
    /// The last move: origin (none for a drop or pass) and destination, as (file, rank).
    pub last_move: Option<(Option<Point>, Option<Point>)>,
    /// The king in check, as (file, rank).
    pub check: Option<Point>,
    /// A piece whose moves are shown ([`BoardView::with_targets`]).
    pub selected: Option<Point>,
    /// The squares it can reach: (file, rank) and whether it captures there.
    pub marks: Vec<(Point, bool)>,
    /// Side to move.
    pub turn: Color,
    /// The sides' names ("Red", "Black").
    pub sides: [&'static str; 2],
    /// Every role of the game, promoted ones included (a renderer draws each once).
    pub roles: Vec<Role>,
}

fn fr(sq: Square) -> Point {
    (sq.file(), sq.rank())
}

impl BoardView {
    /// The view of `pos`, after `last` (the move that led to it), if any.
    pub fn new(pos: &Position, last: Option<(Move, Color)>) -> BoardView {
        let v = pos.variant();
        let rules = v.rules();
        let (files, ranks) = (v.files(), v.ranks());
        let piece = |color: Color, role: Role| {
            let spec = v.piece(role);
            ViewPiece {
                color,
                role,
                name: spec.map_or("", |p| p.name),
                english: spec.map_or("", |p| p.english),
            }
        };
        let mut cells = vec![None; files as usize * ranks as usize];
        for color in Color::ALL {
            for sq in Squares(pos.occupied_by(color)) {
                if let Some(p) = pos.piece_at(sq) {
                    cells[sq.rank() as usize * files as usize + sq.file() as usize] =
                        Some(piece(p.color, p.role));
                }
            }
        }
        let hands = [Color::White, Color::Black].map(|c| {
            pos.hand_pieces(c)
                .into_iter()
                .map(|(r, n)| (piece(c, r), n))
                .collect::<Vec<_>>()
        });
        let promotion_squares = match rules.promotion {
            Promotion::Rank { rank, .. } if rank + 1 < ranks => (0..files)
                .flat_map(|f| [(f, rank), (f, ranks - 1 - rank)])
                .collect(),
            _ => Vec::new(),
        };
        let last_move = last.map(|(m, _)| match m {
            Move::Pass => (None, None),
            Move::Castle { king, king_to, .. } => (Some(fr(king)), Some(fr(king_to))),
            _ => (m.from().map(fr), m.to().map(fr)),
        });
        let check = pos
            .is_check()
            .then(|| pos.royal_square(pos.turn()).map(fr))
            .flatten();
        BoardView {
            game: v.key(),
            id: v.spec().id,
            name: v.name(),
            style: if matches!(v.spec().id, VariantId::Xiangqi | VariantId::Janggi) {
                BoardStyle::Intersections
            } else {
                BoardStyle::Squares
            },
            files,
            ranks,
            cells,
            has_hands: rules.drops == Drops::Shogi || pos.in_setup(),
            hands,
            palace: rules.palace,
            river: rules.river,
            diagonals: matches!(rules.promotion, Promotion::Sittuyin { .. }),
            zone_depth: match rules.promotion {
                Promotion::Zone { depth, .. } => Some(depth),
                _ => None,
            },
            promotion_squares,
            last_move,
            check,
            selected: None,
            marks: Vec::new(),
            turn: pos.turn(),
            sides: v.spec().sides,
            roles: rules.pieces.iter().map(|p| p.role).collect(),
        }
    }

    /// This view showing the moves of the piece on `from`: the square picked out and every
    /// target marked (see [`crate::teach`]).
    pub fn with_targets(mut self, from: Square, targets: &[crate::teach::Target]) -> BoardView {
        self.selected = Some((from.file(), from.rank()));
        self.marks = targets
            .iter()
            .map(|t| ((t.square.file(), t.square.rank()), t.capture))
            .collect();
        self
    }

    /// The piece at (file, rank).
    pub fn at(&self, file: u8, rank: u8) -> Option<ViewPiece> {
        self.cells
            .get(rank as usize * self.files as usize + file as usize)
            .copied()
            .flatten()
    }
}
