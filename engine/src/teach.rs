//! Teaching diagrams: how a piece moves, shown on a board.
//!
//! [`piece_diagram`] sets one piece of a game where it reaches the most squares, adds what
//! its move depends on — an enemy piece where it captures differently from how it moves (a
//! pawn), an enemy to capture at the end of a line, a screen and a target for a cannon, a
//! friendly piece on a leg that blocks a lame leaper — and lists every square it can then
//! reach. [`targets`] lists the squares a piece of a real position can reach. The rules book
//! and the chat's `/rules GAME PIECE` and `/moves` draw these.
//!
//! ```
//! use tabiya_engine::{teach, Role, Variant};
//! let v = Variant::historical("xiangqi", &[]).unwrap();
//! let d = teach::piece_diagram(v, Role::Horse).unwrap();
//! // A friendly piece stands on one of the horse's legs: two of its eight points are lost.
//! assert_eq!(d.targets.len(), 6);
//! ```

use crate::position::Position;
use crate::types::{Color, Move, Piece, Role, Square};
use crate::variant::Variant;

/// A square a piece can reach, and whether it captures there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// The square.
    pub square: Square,
    /// Whether an enemy piece stands there.
    pub capture: bool,
}

/// A piece on a board with the squares it can reach.
#[derive(Debug, Clone)]
pub struct Diagram {
    /// The board: the piece, and the pieces its move depends on (no kings unless it is one).
    pub position: Position,
    /// Where the piece stands.
    pub from: Square,
    /// Every square it can reach, in board order.
    pub targets: Vec<Target>,
}

/// The squares the piece on `from` can reach by a legal move of the side to move (none when
/// the square is empty or holds the other side's piece). A promotion and its refusal, or a
/// Sittuyin promotion in place, count once.
pub fn targets(pos: &Position, from: Square) -> Vec<Target> {
    targets_among(pos, from, &pos.legal_moves())
}

/// [`targets`] on a diagram: every move of the piece that leaves its own king (if it is one)
/// safe. A diagram's few pieces would end a real game (bare kings), and rules that look at
/// the opponent's reply (Sittuyin's ban on stalemating) would judge the lone pieces, not the
/// piece shown.
fn diagram_targets(pos: &Position, from: Square) -> Vec<Target> {
    let mut pseudo = crate::MoveList::new();
    pos.gen_pseudo(&mut pseudo);
    let mut scratch = pos.clone();
    let moves: Vec<Move> = pseudo
        .into_iter()
        .filter(|m| scratch.is_safe_after(m))
        .collect();
    targets_among(pos, from, &moves)
}

fn targets_among(pos: &Position, from: Square, moves: &[Move]) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    let Some(piece) = pos.piece_at(from) else {
        return out;
    };
    if piece.color != pos.turn() {
        return out;
    }
    for &m in moves {
        let to = match m {
            Move::Normal { from: f, to, .. } if f == from => to,
            Move::Castle { king, king_to, .. } if king == from => king_to,
            _ => continue,
        };
        if out.iter().any(|t| t.square == to) {
            continue;
        }
        let capture = pos.piece_at(to).is_some_and(|p| p.color != piece.color);
        out.push(Target {
            square: to,
            capture,
        });
    }
    out.sort_by_key(|t| t.square.index());
    out
}

/// A diagram of `role` (White's) in `variant`: `None` if the game has no such piece.
pub fn piece_diagram(variant: Variant, role: Role) -> Option<Diagram> {
    let spec = variant.rules().pieces.iter().find(|p| p.role == role)?;
    let (files, ranks) = (variant.files(), variant.ranks());
    let squares: Vec<Square> = (0..ranks)
        .flat_map(|r| (0..files).filter_map(move |f| Square::new(f, r)))
        .collect();
    let me = Piece {
        color: Color::White,
        role,
    };
    // The enemy and friendly pieces a diagram adds: the game's weakest (its pawn), or any.
    let pawn = variant
        .rules()
        .pieces
        .iter()
        .find(|p| p.letter == 'P' && !p.promoted_prefix)
        .or_else(|| variant.rules().pieces.iter().find(|p| !p.royal))
        .unwrap_or(spec)
        .role;
    let enemy = Piece {
        color: Color::Black,
        role: pawn,
    };
    let friend = Piece {
        color: Color::White,
        role: pawn,
    };
    let reach = |extra: &[(Square, Piece)], from: Square| -> Vec<Target> {
        let mut pieces = vec![(from, me)];
        pieces.extend_from_slice(extra);
        diagram_targets(&Position::diagram(variant, &pieces), from)
    };
    // Where the piece reaches the most squares; nearest the centre among those.
    let centre = |s: Square| {
        let df = 2 * i32::from(s.file()) - i32::from(files) + 1;
        let dr = 2 * i32::from(s.rank()) - i32::from(ranks) + 1;
        df * df + dr * dr
    };
    let from = squares
        .iter()
        .copied()
        .map(|s| (reach(&[], s).len(), -centre(s), s))
        .max_by_key(|&(n, c, s)| (n, c, std::cmp::Reverse(s.index())))
        .map(|(_, _, s)| s)?;
    let alone = reach(&[], from);
    let alone_set: Vec<Square> = alone.iter().map(|t| t.square).collect();
    let free: Vec<Square> = squares.iter().copied().filter(|&s| s != from).collect();
    let mut extra: Vec<(Square, Piece)> = Vec::new();

    // Captures: where an enemy piece alone can be taken.
    let captures: Vec<Square> = free
        .iter()
        .copied()
        .filter(|&c| {
            reach(&[(c, enemy)], from)
                .iter()
                .any(|t| t.square == c && t.capture)
        })
        .collect();
    let different: Vec<Square> = captures
        .iter()
        .copied()
        .filter(|c| !alone_set.contains(c))
        .collect();
    if !different.is_empty() {
        // It captures where it does not move (a pawn): show every such capture.
        extra.extend(different.iter().map(|&c| (c, enemy)));
    } else if let Some(&c) = captures
        .iter()
        .filter(|_| alone.len() > 1)
        .max_by_key(|&&c| (from.distance(c), std::cmp::Reverse(c.index())))
    {
        // It captures as it moves: one enemy, the farthest, ends its line there (unless it
        // has but one square to go, which the enemy would hide).
        extra.push((c, enemy));
    } else if captures.is_empty() {
        // It captures only over a screen (a cannon): the nearest screen with a target, among
        // the squares it reaches (or any, for a piece that cannot move without one).
        let mut by_distance = if alone_set.is_empty() {
            free.clone()
        } else {
            alone_set.clone()
        };
        by_distance.sort_by_key(|&s| (from.distance(s), s.index()));
        'screens: for &screen in &by_distance {
            for &c in &free {
                if c == screen {
                    continue;
                }
                let with = [(screen, friend), (c, enemy)];
                if reach(&with, from)
                    .iter()
                    .any(|t| t.square == c && t.capture)
                {
                    extra.extend_from_slice(&with);
                    break 'screens;
                }
            }
        }
    }

    // A leg: a friendly piece next to it that costs squares it does not stand on the way to
    // (a horse's or an elephant's blocked leg), the one that costs the most.
    let before = reach(&extra, from);
    let next_to: Vec<Square> = free
        .iter()
        .copied()
        .filter(|&s| from.distance(s) == 1 && !extra.iter().any(|(e, _)| *e == s))
        .collect();
    let leg = next_to
        .iter()
        .copied()
        .filter(|b| !alone_set.contains(b))
        .map(|b| {
            let mut with = extra.clone();
            with.push((b, friend));
            let after = reach(&with, from);
            let lost: Vec<&Target> = before
                .iter()
                .filter(|t| !after.iter().any(|a| a.square == t.square))
                .collect();
            let keeps_captures = lost.iter().all(|t| !t.capture);
            (keeps_captures, lost.len(), std::cmp::Reverse(b.index()), b)
        })
        .filter(|&(keeps, lost, _, _)| keeps && lost > 0)
        .max()
        .map(|(_, _, _, b)| b);
    if let Some(b) = leg {
        extra.push((b, friend));
    }

    let mut pieces = vec![(from, me)];
    pieces.extend_from_slice(&extra);
    let position = Position::diagram(variant, &pieces);
    let targets = diagram_targets(&position, from);
    Some(Diagram {
        position,
        from,
        targets,
    })
}

/// The moves a rule option gives a piece in place of its own, with the piece that has them.
const MOVES_LIKE: &[(&[crate::variant::Atom], Role)] = &[
    (crate::variants::DABBABA, Role::Dabbaba),
    (crate::variants::SILVER, Role::Silver),
    (crate::variants::FERZ, Role::Ferz),
    (crate::variants::ALFIL, Role::Alfil),
];

/// How `role` moves in `variant`, in a sentence or two for a player: the text beside its
/// diagram in the rules book and under `/rules GAME PIECE`.
pub fn describe(variant: Variant, role: Role) -> &'static str {
    use crate::variant::VariantId as G;
    let game = variant.spec().id;
    let rules = variant.rules();
    let palace_games = matches!(game, G::Xiangqi | G::Janggi);
    // A rule option may give a piece another piece's move (Chaturanga's elephant under
    // Biruni or al-Adli, Shatar's old Bers and bishop): it is described by how it moves.
    let atoms = variant.piece(role).map(|p| p.atoms);
    if let Some(&(_, like)) = MOVES_LIKE
        .iter()
        .find(|&&(a, like)| like != role && atoms == Some(a))
    {
        return describe(variant, like);
    }
    match role {
        Role::King if game == G::Xiangqi => {
            "One point along a line, never out of its palace. The two generals may never face \
             each other on an open file."
        }
        Role::King if game == G::Janggi => {
            "One point along the palace's lines (diagonally only where the palace has a \
             diagonal), never out of its palace."
        }
        Role::King if rules.king_leap.is_some_and(|l| l.first_move_only) => {
            "One square in any direction. On its first move, if it has never been in check, it \
             may instead jump like a horse."
        }
        Role::King if rules.king_leap.is_some() => {
            "One square in any direction. Once in the game, if it has never been in check, it \
             may instead jump like a horse."
        }
        Role::King => "One square in any direction.",
        Role::Ferz if rules.ferz_double_step.is_some() => {
            "One square diagonally. On its first move it may instead go two squares straight \
             forward, without capturing."
        }
        Role::Ferz => "One square diagonally.",
        Role::Alfil => {
            "Jumps exactly two squares diagonally, over whatever stands between; it can only \
             ever reach a quarter of the board's dark or light squares."
        }
        Role::Dabbaba => "Jumps exactly two squares along a rank or a file, over anything between.",
        Role::Knight => {
            "Jumps to the nearest square not on its rank, file or diagonal (two squares one \
             way, one the other), over anything between."
        }
        Role::Rook | Role::Chariot if palace_games => {
            if game == G::Janggi {
                "Any distance along a rank or a file, and along the palace diagonals; it \
                 cannot jump."
            } else {
                "Any distance along a rank or a file; it cannot jump."
            }
        }
        Role::Rook | Role::Chariot => "Any distance along a rank or a file; it cannot jump.",
        Role::Pawn if game == G::Shatar => {
            "One square straight forward, capturing one square diagonally forward; it becomes a \
             Bers on the last rank."
        }
        Role::Pawn if game == G::Sittuyin => {
            "One square straight forward, capturing one square diagonally forward. On a marked \
             diagonal square in the enemy half it may become a counsellor, if its own is lost."
        }
        Role::Pawn if matches!(game, G::Makruk | G::Ouk) => {
            "One square straight forward, capturing one square diagonally forward; it becomes a \
             counsellor on reaching the sixth rank."
        }
        Role::Pawn => {
            "One square straight forward, capturing one square diagonally forward; no double \
             step. It promotes on the last rank."
        }
        Role::Silver => "One square straight forward or one square diagonally in any direction.",
        Role::Bishop => "Any distance diagonally; it cannot jump.",
        Role::Bers => "Any distance along a rank or a file, or one square diagonally.",
        Role::AmazonHorse => {
            "A horse that has moved: it jumps like a horse or moves like a rook or a bishop."
        }
        Role::Advisor if game == G::Janggi => {
            "One point along the palace's lines, never out of its palace."
        }
        Role::Advisor => "One point diagonally, never out of its palace.",
        Role::Elephant if game == G::Janggi => {
            "One point along a line, then two diagonally outward; each point it passes must be \
             empty."
        }
        Role::Elephant => {
            "Exactly two points diagonally, if the point between is empty; it never crosses the \
             river."
        }
        Role::Horse if game == G::Janggi => {
            "One point along a line, then one diagonally outward; the first point must be \
             empty."
        }
        Role::Horse => {
            "One point along a line, then one diagonally outward; the first point (its leg) \
             must be empty."
        }
        Role::Cannon if game == G::Janggi => {
            "Moves and captures by jumping exactly one piece along a line (or a palace \
             diagonal), never a cannon, and never captures a cannon."
        }
        Role::Cannon => {
            "Moves like a chariot; captures only by jumping exactly one piece (its screen) on \
             the way."
        }
        Role::Soldier if game == G::Janggi => {
            "One point forward or sideways (and forward along the diagonals inside the enemy \
             palace); it never promotes."
        }
        Role::Soldier => {
            "One point forward; across the river also one point sideways. It never moves back \
             and never promotes."
        }
        Role::Lance => "Any distance straight forward; it cannot jump.",
        Role::ShogiKnight => {
            "Jumps two squares forward and one sideways, the only two squares ahead of it a \
             horse could reach."
        }
        Role::ShogiPawn => "One square straight forward, capturing the same way.",
        Role::Gold => "One square in any direction but diagonally backward.",
        Role::DrunkElephant => {
            "One square in any direction but straight backward. Promoted, it becomes the crown \
             prince."
        }
        Role::Dragon => "A rook that may also step one square diagonally.",
        Role::DragonHorse => "A bishop that may also step one square along a rank or a file.",
        Role::Tokin | Role::PromotedSilver | Role::PromotedKnight | Role::PromotedLance => {
            "Promoted, it moves as a gold general: one square in any direction but diagonally \
             backward."
        }
        Role::CrownPrince => {
            "Moves as a king and is royal too: while its side has both, either may be left in \
             check, and only losing both loses the game."
        }
    }
}

/// A piece's one-word key: its role in lower case, words joined by `-` (`horse`,
/// `dragon-horse`, `shogi-knight`). Chat commands offer it and the rules book names its
/// pictures by it.
pub fn piece_key(role: Role) -> String {
    let mut out = String::new();
    for (i, c) in format!("{role:?}").chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The piece of `variant` a player means by `word`: its key, its English name, its own name
/// (or one of the names a `/` separates), or its letter; case, accents aside, and `_` or a
/// space for `-` do not matter.
pub fn find_piece(variant: Variant, word: &str) -> Option<Role> {
    let fold = |s: &str| -> String {
        s.chars()
            .filter_map(|c| match c {
                'à' | 'á' | 'â' | 'ǎ' | 'ā' => Some('a'),
                'è' | 'é' | 'ê' | 'ě' | 'ē' => Some('e'),
                'ì' | 'í' | 'î' | 'ǐ' | 'ī' => Some('i'),
                'ò' | 'ó' | 'ô' | 'ǒ' | 'ō' => Some('o'),
                'ù' | 'ú' | 'û' | 'ǔ' | 'ū' => Some('u'),
                '_' | ' ' => Some('-'),
                '(' | ')' | '\'' => None,
                c => Some(c.to_ascii_lowercase()),
            })
            .collect()
    };
    let want = fold(word.trim());
    if want.is_empty() {
        return None;
    }
    let pieces = variant.rules().pieces;
    let by = |f: &dyn Fn(&crate::PieceSpec) -> bool| pieces.iter().find(|p| f(p)).map(|p| p.role);
    by(&|p| piece_key(p.role) == want)
        .or_else(|| by(&|p| fold(p.english) == want))
        .or_else(|| by(&|p| p.name.split('/').any(|n| fold(n.trim()) == want)))
        .or_else(|| by(&|p| fold(p.english).split('-').next() == Some(want.as_str())))
        .or_else(|| {
            let mut chars = word.trim().chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => by(&|p| p.letter.eq_ignore_ascii_case(&c) && !p.promoted_prefix),
                _ => None,
            }
        })
        .or_else(|| {
            let rest = word.trim().strip_prefix('+')?;
            let c = rest.chars().next().filter(|_| rest.chars().count() == 1)?;
            by(&|p| p.letter.eq_ignore_ascii_case(&c) && p.promoted_prefix)
        })
}

/// A square of `variant` as a player writes it: file letter and rank number (`e2`, `e10`),
/// or in the Shogi family also file and rank as numbers (`76`) or number and letter (`7f`),
/// as the boards are labelled there.
pub fn parse_square(variant: Variant, text: &str) -> Option<Square> {
    use crate::variant::VariantId as G;
    let s = text.trim().to_ascii_lowercase();
    let (files, ranks) = (variant.files(), variant.ranks());
    let b = s.as_bytes();
    let shogi = matches!(variant.spec().id, G::HeianShogi | G::ShoShogi | G::Shogi);
    if shogi && b.len() == 2 && b[0].is_ascii_digit() {
        let file = b[0] - b'0';
        let rank = match b[1] {
            d @ b'1'..=b'9' => d - b'0',
            l @ b'a'..=b'i' => l - b'a' + 1,
            _ => return None,
        };
        if file == 0 || file > files || rank > ranks {
            return None;
        }
        return Square::new(files - file, ranks - rank);
    }
    let file = b.first().filter(|c| c.is_ascii_lowercase())? - b'a';
    let rank: u8 = s.get(1..)?.parse().ok()?;
    if file >= files || rank == 0 || rank > ranks {
        return None;
    }
    Square::new(file, rank - 1)
}

/// `sq` as [`parse_square`] reads it and the boards label it: `e2`, or `76` in the Shogi
/// family.
pub fn square_name(variant: Variant, sq: Square) -> String {
    use crate::variant::VariantId as G;
    if matches!(variant.spec().id, G::HeianShogi | G::ShoShogi | G::Shogi) {
        format!(
            "{}{}",
            variant.files() - sq.file(),
            variant.ranks() - sq.rank()
        )
    } else {
        format!("{}{}", (b'a' + sq.file()) as char, sq.rank() + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A piece an option gives another piece's move is described as it moves there:
    /// Chaturanga's elephant under Biruni's and al-Adli's rules, Shatar's old Bers and bishop.
    #[test]
    fn an_option_s_elephant_is_described_as_it_moves() {
        let of = |options: &[&str]| {
            describe(
                Variant::historical("chaturanga", options).expect("chaturanga"),
                Role::Alfil,
            )
        };
        assert!(of(&[]).starts_with("Jumps exactly two squares diagonally"));
        assert!(of(&["aladli-elephant"]).contains("along a rank or a file"));
        assert!(of(&["biruni-elephant"]).starts_with("One square straight forward"));
        let shatar = |options: &[&str], role| {
            describe(
                Variant::historical("shatar", options).expect("shatar"),
                role,
            )
        };
        assert_eq!(shatar(&["old-bers"], Role::Bers), "One square diagonally.");
        assert!(shatar(&[], Role::Bers).starts_with("Any distance along a rank"));
        assert!(shatar(&["old-bishop"], Role::Bishop).starts_with("Jumps exactly two squares"));
    }
}
