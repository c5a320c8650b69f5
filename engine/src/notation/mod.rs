//! The notation each community reads, printed and parsed:
//!
//! - the 8×8 games: SAN ([`crate::san`]);
//! - Xiangqi: WXF (`C2=5`, `H8+7`, `R1-2`; two like pieces on one file as `C+=5` for the
//!   front one and `C-=5` for the rear), files counted 1–9 from the mover's right;
//! - the Shogi family: Western (`P-76`, see [`crate::shogi`]);
//! - Janggi: the Korean numeric notation `79졸78` — the origin's row then file, the piece, the
//!   destination; rows count 1–9 from Han's side and the tenth is written 0, files 1–9 from the
//!   left as Cho sees the board; a pass is `한수쉼`.
//!
//! [`parse`] accepts, for every game, the game's own notation, SAN, Fairy-Stockfish's move
//! strings and (Xiangqi) ICCS coordinates (`h2e2`, ranks from 0), and never guesses: an input
//! that two readings take to different moves is ambiguous. That includes a coordinate string
//! that is a legal move both as ICCS and as Fairy-Stockfish writes it (ranks from 1), unless
//! the caller says which coordinates it means ([`Coordinates`], [`parse_reading`]).
//!
//! ```
//! use tabiya_engine::{notation, Position, Variant};
//! let pos = Position::new(Variant::historical("xiangqi", &[]).unwrap());
//! let m = notation::parse("C2=5", &pos, &pos.legal_moves()).unwrap();
//! assert_eq!(notation::to_human(&m, &pos), "C2=5");
//! assert_eq!(notation::parse("h2e2", &pos, &pos.legal_moves()), Ok(m)); // ICCS
//! ```

mod thai;
mod xiangqi;

pub use thai::thai;
pub use xiangqi::{chinese, vietnamese};

use crate::position::Position;
use crate::san::{self, SanError};
use crate::types::{Color, Move, Role, Square};
use crate::variant::VariantId;

/// The move in the game's own notation.
pub fn to_human(m: &Move, pos: &Position) -> String {
    human(m, pos, None)
}

/// [`to_human`] for a caller that holds `pos`'s legal moves already.
pub fn to_human_among(m: &Move, pos: &Position, legal: &[Move]) -> String {
    human(m, pos, Some(legal))
}

/// A way of writing moves that one community shares, beside the game's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Writing {
    /// The game's own notation ([`to_human`]).
    #[default]
    Game,
    /// Xiangqi in Chinese, simplified characters (`炮二平五`).
    Chinese,
    /// Xiangqi in Chinese, traditional characters (`炮二平五`, `車九進一`).
    ChineseTraditional,
    /// Xiangqi as Vietnamese players write it (`P2-5`).
    Vietnamese,
    /// Makruk in Thai (`ม-ฉ๓`).
    Thai,
}

/// `m` written as `writing` says where that writing is the game's (Chinese and Vietnamese for
/// Xiangqi, Thai for Makruk), else in the game's own notation. `legal` are `pos`'s legal moves.
pub fn written(m: &Move, pos: &Position, legal: &[Move], writing: Writing) -> String {
    let id = pos.variant().spec().id;
    let homeland = match (writing, id) {
        (Writing::Chinese, VariantId::Xiangqi) => xiangqi::chinese(m, pos, false),
        (Writing::ChineseTraditional, VariantId::Xiangqi) => xiangqi::chinese(m, pos, true),
        (Writing::Vietnamese, VariantId::Xiangqi) => xiangqi::vietnamese(m, pos),
        (Writing::Thai, VariantId::Makruk) => thai::thai(m, pos, legal),
        _ => None,
    };
    homeland.unwrap_or_else(|| to_human_among(m, pos, legal))
}

fn human(m: &Move, pos: &Position, legal: Option<&[Move]>) -> String {
    match pos.variant().spec().id {
        VariantId::Xiangqi => wxf(m, pos),
        VariantId::Janggi => korean(m, pos),
        VariantId::HeianShogi | VariantId::ShoShogi | VariantId::Shogi => {
            let mark = if pos.turn() == Color::White {
                '☗'
            } else {
                '☖'
            };
            format!("{mark}{}", crate::shogi::western(m, pos))
        }
        _ => match legal {
            Some(legal) => san::to_san_among(m, pos, legal),
            None => san::to_san(m, pos),
        },
    }
}

fn wxf_letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        _ => 'P',
    }
}

/// File number 1–9 from `color`'s right.
fn wxf_file(sq: Square, color: Color, files: u8) -> u8 {
    match color {
        Color::White => files - sq.file(),
        Color::Black => sq.file() + 1,
    }
}

/// How a WXF move may name its piece, the printed form first: the letter and file (`C2`);
/// for like pieces on one file, front and rear (`C+`, `C-`, also `+C`); for three to five
/// soldiers on a file, WXF's markers (`P+`, the middle one by its file `P3`, `P-`, and `++`,
/// `--` for the outermost of four or five); and when two files hold several soldiers, the
/// file digit in place of the letter (`3+`, `33`, `3-`), which is also read on one file.
fn wxf_origins(role: Role, from: Square, pos: &Position) -> Vec<String> {
    let color = pos.turn();
    let files = pos.variant().files();
    let letter = wxf_letter(role);
    let file = wxf_file(from, color, files);
    let ahead = |s: Square| match color {
        Color::White => s.rank() as i32,
        Color::Black => -(s.rank() as i32),
    };
    // Like pieces on the file, front first.
    let mut column: Vec<Square> = crate::types::Squares(pos.pieces(color, role))
        .filter(|s| s.file() == from.file())
        .collect();
    column.sort_by_key(|&s| -ahead(s));
    let n = column.len();
    let i = column.iter().position(|&s| s == from).unwrap_or(0);
    if n <= 1 {
        return vec![format!("{letter}{file}")];
    }
    // The marker of the i-th of n from the front.
    let marker = match (letter, n, i) {
        (_, 2, 0) | ('P', 3, 0) | ('P', 4, 1) | ('P', 5, 1) => "+".to_owned(),
        (_, 2, 1) | ('P', 3, 2) | ('P', 4, 2) | ('P', 5, 3) => "-".to_owned(),
        ('P', 3, 1) | ('P', 5, 2) => file.to_string(),
        (_, _, 0) => return vec!["++".to_owned()],
        _ => return vec!["--".to_owned()],
    };
    let mut forms = vec![format!("{letter}{marker}")];
    if letter == 'P' {
        // The file digit in place of the letter: printed when two files hold several.
        let digit = format!("{file}{marker}");
        let per_file = |f: u8| {
            crate::types::Squares(pos.pieces(color, role))
                .filter(|s| s.file() == f)
                .count()
        };
        if (0..files).filter(|&f| per_file(f) >= 2).count() >= 2 {
            forms.insert(0, digit);
        } else {
            forms.push(digit);
        }
    }
    if marker == "+" || marker == "-" {
        forms.push(format!("{marker}{letter}"));
    }
    forms
}

/// The WXF of `m`, and the other spellings WXF players write for it (see [`wxf_origins`]).
fn wxf_forms(m: &Move, pos: &Position) -> Vec<String> {
    let Move::Normal { role, from, to, .. } = *m else {
        return vec![san::to_san(m, pos)];
    };
    let color = pos.turn();
    let files = pos.variant().files();
    let forward = |a: Square, b: Square| match color {
        Color::White => b.rank() > a.rank(),
        Color::Black => b.rank() < a.rank(),
    };
    let (op, n) = if from.rank() == to.rank() {
        ('=', wxf_file(to, color, files))
    } else {
        let op = if forward(from, to) { '+' } else { '-' };
        let diagonal = matches!(role, Role::Horse | Role::Elephant | Role::Advisor);
        let n = if diagonal || from.file() != to.file() {
            wxf_file(to, color, files)
        } else {
            from.rank().abs_diff(to.rank())
        };
        (op, n)
    };
    wxf_origins(role, from, pos)
        .into_iter()
        .map(|origin| format!("{origin}{op}{n}"))
        .collect()
}

fn wxf(m: &Move, pos: &Position) -> String {
    wxf_forms(m, pos).swap_remove(0)
}

const KOREAN_PIECES: [(Role, &str, &str); 7] = [
    (Role::King, "장", "장"),
    (Role::Advisor, "사", "사"),
    (Role::Elephant, "상", "상"),
    (Role::Horse, "마", "마"),
    (Role::Chariot, "차", "차"),
    (Role::Cannon, "포", "포"),
    (Role::Soldier, "졸", "병"),
];

fn korean_square(sq: Square, ranks: u8) -> String {
    format!("{}{}", (ranks - sq.rank()) % 10, sq.file() + 1)
}

fn korean(m: &Move, pos: &Position) -> String {
    let ranks = pos.variant().ranks();
    match *m {
        Move::Pass => "한수쉼".to_owned(),
        Move::Normal { role, from, to, .. } => {
            let name =
                KOREAN_PIECES
                    .iter()
                    .find(|(r, _, _)| *r == role)
                    .map_or(
                        "?",
                        |(_, cho, han)| if pos.turn() == Color::White { cho } else { han },
                    );
            format!(
                "{}{name}{}",
                korean_square(from, ranks),
                korean_square(to, ranks)
            )
        }
        _ => san::to_san(m, pos),
    }
}

fn normalize_wxf(s: &str) -> String {
    s.trim()
        .to_ascii_uppercase()
        .replace('.', "=")
        .replace('N', "H")
        .replace('B', "E")
}

/// Which coordinates a Xiangqi move string like `h2e2` is read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Coordinates {
    /// Either: a string that is a legal move in both readings is ambiguous.
    #[default]
    Either,
    /// Fairy-Stockfish's move strings (ranks 1–10), as menus and engines send them.
    MoveStrings,
    /// ICCS (ranks 0–9), as Chinese Xiangqi software writes them.
    Iccs,
}

/// Reads a move among `moves` (a game's legal moves for the side to move of `pos`), in the
/// game's notation, SAN, Fairy-Stockfish strings or (Xiangqi) ICCS.
///
/// # Errors
/// [`SanError`]: not a move, illegal (with candidates) or ambiguous (with candidates).
pub fn parse(input: &str, pos: &Position, moves: &[Move]) -> Result<Move, SanError> {
    parse_after(input, pos, moves, None)
}

/// [`parse`], knowing where the last move went: Japanese Shogi writes a move to that square
/// as 同 (`△同銀`).
///
/// # Errors
/// As [`parse`].
pub fn parse_after(
    input: &str,
    pos: &Position,
    moves: &[Move],
    previous: Option<Square>,
) -> Result<Move, SanError> {
    parse_reading(input, pos, moves, previous, Coordinates::Either)
}

/// [`parse_after`], reading Xiangqi coordinate strings as `coordinates` says.
///
/// # Errors
/// As [`parse`].
pub fn parse_reading(
    input: &str,
    pos: &Position,
    moves: &[Move],
    previous: Option<Square>,
    coordinates: Coordinates,
) -> Result<Move, SanError> {
    parse_with(
        input,
        pos,
        moves,
        previous,
        Reading {
            coordinates,
            ..Reading::default()
        },
    )
}

/// Which Xiangqi letters a move like `P2-5` is read in: WXF's (a pawn on file 2 going back
/// to 5) or the Vietnamese players' (a cannon going sideways).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Letters {
    /// Both: a string that is a legal move in both readings is ambiguous.
    #[default]
    Either,
    /// WXF's letters and signs only.
    Wxf,
    /// The Vietnamese letters and signs first: WXF's where they name no move.
    Vietnamese,
}

/// How a player's Xiangqi moves are read where two notations write the same string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Reading {
    /// Coordinate strings (`h2e2`).
    pub coordinates: Coordinates,
    /// Letters and signs (`P2-5`).
    pub letters: Letters,
}

/// [`parse_after`], reading Xiangqi's clashing notations as `reading` says. Every game also
/// reads its homeland's notation: Xiangqi in Chinese (simplified or traditional) and as
/// Vietnamese players write it, Makruk in Thai.
///
/// # Errors
/// As [`parse`].
pub fn parse_with(
    input: &str,
    pos: &Position,
    moves: &[Move],
    previous: Option<Square>,
    reading: Reading,
) -> Result<Move, SanError> {
    if crate::shogi::is_shogi_family(pos.variant()) {
        return crate::shogi::parse_with_previous(input, pos, moves, previous);
    }
    let trimmed = input.trim();
    let coordinates = reading.coordinates;
    let mut readings: Vec<Move> = Vec::new();
    match pos.variant().spec().id {
        VariantId::Xiangqi if xiangqi::looks_chinese(trimmed) => {
            return decide(
                trimmed,
                pos,
                moves,
                xiangqi::read_chinese(trimmed, pos, moves),
            );
        }
        VariantId::Makruk if thai::looks_thai(trimmed) => {
            return decide(trimmed, pos, moves, thai::read_thai(trimmed, pos, moves));
        }
        VariantId::Xiangqi | VariantId::Janggi => {
            let want = normalize_wxf(trimmed);
            if pos.variant().spec().id == VariantId::Xiangqi && reading.letters != Letters::Wxf {
                readings.extend(xiangqi::read_vietnamese(trimmed, pos, moves));
            }
            // A Vietnamese reader's letters come first; WXF's are still read where his mean
            // nothing (`C2=5`, as the bot prints moves in its questions).
            let wxf_letters = reading.letters != Letters::Vietnamese
                || pos.variant().spec().id == VariantId::Janggi
                || readings.is_empty();
            for m in moves.iter().filter(|_| wxf_letters) {
                let own = if pos.variant().spec().id == VariantId::Janggi {
                    korean(m, pos)
                } else {
                    wxf(m, pos)
                };
                let plain_korean = own
                    .chars()
                    .filter(|c| c.is_ascii_digit())
                    .collect::<String>();
                if own == trimmed
                    || wxf_forms(m, pos).iter().any(|f| normalize_wxf(f) == want)
                    || (pos.variant().spec().id == VariantId::Janggi
                        && plain_korean.len() == 4
                        && trimmed.replace(['-', ' '], "") == plain_korean)
                {
                    readings.push(*m);
                }
            }
            // ICCS counts ranks from 0, Fairy-Stockfish's strings from 1: where both readings
            // are legal moves, the player is asked which, unless the caller knows.
            if pos.variant().spec().id == VariantId::Xiangqi {
                let as_string = crate::uci::parse_among(trimmed, pos, moves).ok();
                let as_iccs = iccs(trimmed, moves);
                match coordinates {
                    Coordinates::Either => readings.extend(as_string.into_iter().chain(as_iccs)),
                    Coordinates::MoveStrings => readings.extend(as_string),
                    Coordinates::Iccs => readings.extend(as_iccs),
                }
                if as_string.is_some() || as_iccs.is_some() {
                    // Decided here: SAN's reading of the same string is Fairy-Stockfish's.
                    return decide(trimmed, pos, moves, readings);
                }
            }
            if matches!(trimmed.to_lowercase().as_str(), "pass" | "한수쉼" | "패스") {
                readings.extend(moves.iter().filter(|m| **m == Move::Pass));
            }
        }
        _ => {}
    }
    if let Ok(m) = san::parse_among(trimmed, pos, moves) {
        readings.push(m);
    }
    decide(trimmed, pos, moves, readings)
}

/// The one move the readings agree on, or why not.
fn decide(
    trimmed: &str,
    pos: &Position,
    moves: &[Move],
    mut readings: Vec<Move>,
) -> Result<Move, SanError> {
    readings.sort_by_key(|m| format!("{m:?}"));
    readings.dedup();
    match readings.len() {
        1 => Ok(readings[0]),
        0 => Err(san::parse_among(trimmed, pos, moves)
            .err()
            .unwrap_or_else(|| SanError::Syntax(trimmed.to_owned()))),
        _ => Err(SanError::Ambiguous {
            input: trimmed.to_owned(),
            candidates: readings.iter().map(|m| to_human(m, pos)).collect(),
        }),
    }
}

/// ICCS coordinates (`h2e2`, `H2-E2`): files a–i, ranks 0–9 from Red's side.
fn iccs(s: &str, moves: &[Move]) -> Option<Move> {
    let t: Vec<u8> = s
        .bytes()
        .filter(|b| *b != b'-')
        .map(|b| b.to_ascii_lowercase())
        .collect();
    if t.len() != 4 || !t[1].is_ascii_digit() || !t[3].is_ascii_digit() {
        return None;
    }
    let from = Square::new(t[0].checked_sub(b'a')?, t[1] - b'0')?;
    let to = Square::new(t[2].checked_sub(b'a')?, t[3] - b'0')?;
    moves
        .iter()
        .copied()
        .find(|m| m.from() == Some(from) && m.to() == Some(to))
}
