//! Move strings as Fairy-Stockfish writes them: `e2e4`, `h10g8`, promotions `b7b8q`,
//! Shogi `b2h8+` (without `+` the promotion is declined), drops `P@e5` (upper case for
//! both colours), Sittuyin's promotion in place `d5d5f`, a pass as the king's square to
//! itself (`e2e2`).
//!
//! ```
//! use tabiya_engine::{uci, Position, Variant};
//! let pos = Position::new(Variant::historical("shatranj", &[]).unwrap());
//! let m = uci::parse("e2e3", &pos).unwrap();
//! assert_eq!(uci::to_uci(&m, &pos), "e2e3");
//! ```

use std::fmt;

use crate::position::Position;
use crate::types::Move;
use crate::variant::Promotion;

/// A move string that is not a legal move here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UciError {
    /// Not a move string at all.
    Syntax(String),
    /// Well formed, but not legal in this position.
    Illegal(String),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Syntax(s) => write!(f, "`{s}` is not a move string"),
            UciError::Illegal(s) => write!(f, "`{s}` is not a legal move here"),
        }
    }
}

impl std::error::Error for UciError {}

/// The move's string in `pos` (the position before the move).
pub fn to_uci(m: &Move, pos: &Position) -> String {
    let v = pos.variant();
    match *m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => {
            let mut s = format!("{from}{to}");
            match (promotion, v.rules().promotion) {
                (Some(_), Promotion::Zone { .. }) => s.push('+'),
                (Some(p), _) => {
                    if let Some(spec) = v.piece(p) {
                        s.push(spec.letter.to_ascii_lowercase());
                    }
                }
                (None, _) => {}
            }
            s
        }
        Move::Drop { role, to } => {
            let letter = v.piece(role).map_or('?', |p| p.letter.to_ascii_uppercase());
            format!("{letter}@{to}")
        }
        Move::Castle { king, king_to, .. } => format!("{king}{king_to}"),
        Move::Pass => match pos.royal_square(pos.turn()) {
            Some(k) => format!("{k}{k}"),
            None => "0000".to_owned(),
        },
    }
}

fn looks_like_uci(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() < 4 {
        return s == "0000";
    }
    if b.len() >= 4 && b[1] == b'@' {
        return b[0].is_ascii_alphabetic();
    }
    // Coordinates are lower case, or upper case throughout (`B1C3`); `A2e2` is SAN.
    let one_case = b[0].is_ascii_lowercase()
        || (b[0].is_ascii_uppercase() && b.iter().skip(1).all(|c| !c.is_ascii_lowercase()));
    s == "0000"
        || (b.len() >= 4
            && b.len() <= 7
            && one_case
            && b[0].is_ascii_alphabetic()
            && b[1].is_ascii_digit()
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '+' || c == '='))
}

/// Reads a move string in `pos`.
///
/// # Errors
/// [`UciError::Syntax`] for text that is no move string, [`UciError::Illegal`] for a
/// move that is not legal here.
pub fn parse(s: &str, pos: &Position) -> Result<Move, UciError> {
    parse_among(s, pos, &pos.legal_moves())
}

fn normalize(s: &str) -> String {
    if s.as_bytes().get(1) == Some(&b'@') {
        let mut out = s[..1].to_ascii_uppercase();
        out.push_str(&s[1..].to_ascii_lowercase());
        out
    } else {
        s.to_ascii_lowercase()
    }
}

/// Reads a move string as `color`'s move in `pos`, whoever is to move there (for the
/// phases in which one side moves several times, or both at once).
///
/// # Errors
/// As [`parse`].
pub fn parse_for(s: &str, pos: &Position, color: crate::types::Color) -> Result<Move, UciError> {
    let mut pos = pos.clone();
    pos.set_turn(color);
    parse(s, &pos)
}

/// Reads a move string among `moves` (a game's legal moves for one side), in `pos`.
///
/// # Errors
/// As [`parse`].
pub fn parse_among(s: &str, pos: &Position, moves: &[Move]) -> Result<Move, UciError> {
    let s = s.trim();
    if !looks_like_uci(s) {
        return Err(UciError::Syntax(s.to_owned()));
    }
    let want = normalize(s);
    moves
        .iter()
        .copied()
        .find(|m| normalize(&to_uci(m, pos)) == want)
        .ok_or_else(|| UciError::Illegal(s.to_owned()))
}
