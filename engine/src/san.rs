//! Standard algebraic notation as Fairy-Stockfish and pychess-variants write it for these
//! games: the piece's FEN letter (`Nc3`, `Ba3` for the Shatranj elephant, `Sc2` for the
//! Khon, `Jd3` for the Bers), pawns by their square, `x` for captures, `=F` for a
//! promotion (`d5=F` for Sittuyin's promotion in place), drops as `R@a1`, castling as
//! `O-O`, `+` and `#` for check and mate.
//!
//! Parsing is forgiving: case, `x`/`:`/`-`, `+`/`#`/`!`/`?`, the other letters players use for
//! a piece (the ferz as F, Q or M; the elephant as B, A or E; the horse as N or H), and plain
//! coordinates (`e2e4`) are all accepted. An ambiguous or illegal input is an error that lists
//! the candidates; the parser never guesses.
//!
//! ```
//! use tabiya_engine::{san, Position, Variant};
//! let pos = Position::new(Variant::historical("shatranj", &[]).unwrap());
//! let m = san::parse("Nc3", &pos).unwrap();
//! assert_eq!(san::to_san(&m, &pos), "Nc3");
//! assert!(matches!(san::parse("Ne2", &pos), Err(san::SanError::Illegal { .. })));
//! ```

use std::fmt;

use crate::position::Position;
use crate::types::{Move, Role, Square};

/// A move that cannot be read here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SanError {
    /// Not a move in any notation we know.
    Syntax(String),
    /// Well formed, but no legal move fits; `candidates` are legal moves of the same piece
    /// or to the same square, in SAN, to help the player.
    Illegal {
        /// What was typed.
        input: String,
        /// Nearby legal moves.
        candidates: Vec<String>,
    },
    /// More than one legal move fits.
    Ambiguous {
        /// What was typed.
        input: String,
        /// The moves that fit, in SAN.
        candidates: Vec<String>,
    },
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(s) => write!(f, "`{s}` is not a move"),
            SanError::Illegal { input, candidates } if candidates.is_empty() => {
                write!(f, "`{input}` is not a legal move here")
            }
            SanError::Illegal { input, candidates } => write!(
                f,
                "`{input}` is not a legal move here; did you mean {}?",
                candidates.join(", ")
            ),
            SanError::Ambiguous { input, candidates } => write!(
                f,
                "`{input}` could be {}; say which",
                candidates.join(" or ")
            ),
        }
    }
}

impl std::error::Error for SanError {}

fn letter(pos: &Position, role: Role) -> char {
    pos.variant()
        .piece(role)
        .map_or('?', |p| p.san.to_ascii_uppercase())
}

/// The move in SAN without check or mate marks.
pub fn to_san_plain(m: &Move, pos: &Position) -> String {
    plain(m, pos, None)
}

/// [`to_san_plain`] for a caller that holds the position's legal moves already.
fn plain(m: &Move, pos: &Position, legal: Option<&[Move]>) -> String {
    match *m {
        Move::Pass => "pass".to_owned(),
        Move::Castle { king, king_to, .. } if king_to.file().abs_diff(king.file()) == 2 => {
            "O-O".to_owned()
        }
        Move::Castle { king, king_to, .. } => format!("K{king}~{king_to}"),
        Move::Drop { role, to } => format!("{}@{to}", letter(pos, role)),
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let mut s = String::new();
            // Xiangqi and Janggi soldiers are written with their letter, as Fairy-Stockfish does.
            let is_pawn = matches!(role, Role::Pawn | Role::ShogiPawn);
            let sittuyin = matches!(
                pos.variant().rules().promotion,
                crate::variant::Promotion::Sittuyin { .. }
            );
            if from == to {
                // Sittuyin's promotion in place.
                s.push_str(&to.to_string());
            } else if is_pawn && promotion.is_some() && sittuyin {
                // Sittuyin's promotion by a ferz move: written in full.
                s.push_str(&format!("{from}{to}"));
            } else if is_pawn {
                if capture.is_some() {
                    s.push((b'a' + from.file()) as char);
                    s.push('x');
                }
                s.push_str(&to.to_string());
            } else {
                s.push(letter(pos, role));
                s.push_str(&disambiguation(m, pos, legal));
                if capture.is_some() {
                    s.push('x');
                }
                s.push_str(&to.to_string());
            }
            if let Some(p) = promotion {
                s.push('=');
                s.push(letter(pos, p));
            }
            s
        }
    }
}

/// The file, rank or square needed to tell `m` from another move of the same piece type
/// to the same square (among `legal`, else the position's legal moves).
fn disambiguation(m: &Move, pos: &Position, legal: Option<&[Move]>) -> String {
    let (Some(role), Some(from), Some(to)) = (m.role(), m.from(), m.to()) else {
        return String::new();
    };
    let generated;
    let legal = match legal {
        Some(l) => l,
        None => {
            generated = pos.legal_moves();
            &generated[..]
        }
    };
    let others: Vec<Square> = legal
        .iter()
        .filter(|o| {
            // Pieces written with the same letter (a horse and an amazon horse) count alike.
            o.role().map(|r| letter(pos, r)) == Some(letter(pos, role))
                && o.to() == Some(to)
                && o.from() != Some(from)
                && matches!(o, Move::Normal { .. })
        })
        .filter_map(|o| o.from())
        .collect();
    if others.is_empty() {
        String::new()
    } else if others.iter().all(|o| o.file() != from.file()) {
        ((b'a' + from.file()) as char).to_string()
    } else if others.iter().all(|o| o.rank() != from.rank()) {
        (from.rank() + 1).to_string()
    } else {
        from.to_string()
    }
}

/// The move in SAN, with `+` or `#`; for the Shogi family, Western notation (as
/// Fairy-Stockfish writes it).
pub fn to_san(m: &Move, pos: &Position) -> String {
    san(m, pos, None)
}

/// [`to_san`] for a caller that holds `pos`'s legal moves already (they tell a move from
/// its look-alikes), so they are not generated again.
pub fn to_san_among(m: &Move, pos: &Position, legal: &[Move]) -> String {
    san(m, pos, Some(legal))
}

fn san(m: &Move, pos: &Position, legal: Option<&[Move]>) -> String {
    if crate::shogi::is_shogi_family(pos.variant()) {
        return crate::shogi::western(m, pos);
    }
    let mut s = plain(m, pos, legal);
    let mut after = pos.clone();
    after.play_unchecked(m);
    if after.is_check() {
        s.push(if after.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    s
}

/// What a typed move asks for.
#[derive(Debug, Default)]
struct Wanted {
    roles: Vec<Role>,
    pawn: bool,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Option<Square>,
    promotion: Option<Vec<Role>>,
    drop: bool,
    castle: bool,
    pass: bool,
}

/// Roles a letter may stand for in `pos`'s game: its own pieces' letters first, else the
/// other games' names for them (`H` for a horse), as the move parser reads them.
pub fn roles_for_letter(pos: &Position, ch: char) -> Vec<Role> {
    let ch = ch.to_ascii_uppercase();
    let rules = pos.variant().rules();
    let own: Vec<Role> = rules
        .pieces
        .iter()
        .filter(|p| p.san.eq_ignore_ascii_case(&ch) || p.letter.eq_ignore_ascii_case(&ch))
        .map(|p| p.role)
        .collect();
    if !own.is_empty() {
        return own;
    }
    let synonyms: &[(char, &[Role])] = &[
        ('F', &[Role::Ferz, Role::Advisor]),
        ('Q', &[Role::Ferz]),
        ('M', &[Role::Ferz]),
        ('A', &[Role::Alfil, Role::Advisor, Role::Elephant]),
        ('E', &[Role::Alfil, Role::Elephant, Role::Silver]),
        ('B', &[Role::Alfil, Role::Elephant]),
        ('H', &[Role::Knight, Role::Horse, Role::AmazonHorse]),
        ('N', &[Role::Horse]),
        ('R', &[Role::Chariot]),
        ('C', &[Role::Cannon, Role::Chariot]),
        ('G', &[Role::Gold]),
    ];
    synonyms
        .iter()
        .filter(|(c, _)| *c == ch)
        .flat_map(|(_, roles)| roles.iter().copied())
        .filter(|r| rules.pieces.iter().any(|p| p.role == *r))
        .collect()
}

fn parse_square(s: &[u8], pos: &Position) -> Option<(Square, usize)> {
    let f = *s.first()?;
    if !f.is_ascii_lowercase() {
        return None;
    }
    let file = f - b'a';
    let mut len = 1;
    let mut rank: u32 = 0;
    while len < s.len() && s[len].is_ascii_digit() && len <= 2 {
        rank = rank * 10 + (s[len] - b'0') as u32;
        len += 1;
    }
    if len == 1 || rank == 0 {
        return None;
    }
    let v = pos.variant();
    if file >= v.files() || rank > v.ranks() as u32 {
        return None;
    }
    Square::new(file, rank as u8 - 1).map(|sq| (sq, len))
}

fn wanted(input: &str, pos: &Position, pawn_first: bool) -> Option<Wanted> {
    let mut s: String = input
        .trim()
        .chars()
        .filter(|c| !matches!(c, '+' | '#' | '!' | '?' | ' '))
        .collect();
    let mut w = Wanted::default();
    let lower = s.to_ascii_lowercase();
    if matches!(lower.as_str(), "o-o" | "0-0" | "oo" | "castle") {
        w.castle = true;
        return Some(w);
    }
    if matches!(lower.as_str(), "pass" | "@@@@" | "0000" | "--") {
        w.pass = true;
        return Some(w);
    }
    // Promotion suffix: `=F`, `=f`, or a trailing letter after a square (`b8q`).
    if let Some(i) = s.find('=') {
        let p = s[i + 1..].chars().next()?;
        w.promotion = Some(roles_for_letter(pos, p));
        s.truncate(i);
    }
    let bytes = s.as_bytes();
    if bytes.len() >= 3 && (bytes[1] == b'@' || bytes[1] == b'*') {
        w.drop = true;
        w.roles = roles_for_letter(pos, bytes[0] as char);
        let (to, len) = parse_square(&s.as_bytes()[2..].to_ascii_lowercase(), pos)?;
        if 2 + len != bytes.len() {
            return None;
        }
        w.to = Some(to);
        return Some(w);
    }
    let mut rest: Vec<u8> = bytes
        .iter()
        .copied()
        .filter(|&b| b != b'x' && b != b':' && b != b'-')
        .collect();
    if rest.is_empty() {
        return None;
    }
    // A leading upper-case letter names the piece; a lower-case one names it too unless it
    // starts a square.
    let first = rest[0];
    // A lower-case letter is a pawn's file when a square follows (`dxe4` → `de4`), unless
    // that reading found nothing and the caller asks for the piece reading.
    let file_then_square = first.is_ascii_lowercase()
        && pawn_first
        && (first - b'a') < pos.variant().files()
        && rest.len() > 1
        && parse_square(&rest[1..], pos).is_some();
    let starts_square = first.is_ascii_lowercase() && parse_square(&rest, pos).is_some();
    if first.is_ascii_alphabetic() && !starts_square && !file_then_square {
        let roles = roles_for_letter(pos, first as char);
        if roles.is_empty() {
            return None;
        }
        w.roles = roles;
        rest.remove(0);
    } else {
        w.pawn = true;
    }
    let rest = rest.to_ascii_lowercase();
    // The destination is the last square in the text; what precedes it disambiguates.
    let mut squares: Vec<(usize, Square, usize)> = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        if let Some((sq, len)) = parse_square(&rest[i..], pos) {
            squares.push((i, sq, len));
            i += len;
        } else {
            i += 1;
        }
    }
    let &(at, to, len) = squares.last()?;
    w.to = Some(to);
    let tail = &rest[at + len..];
    if !tail.is_empty() {
        if tail.len() == 1 && w.promotion.is_none() {
            w.promotion = Some(roles_for_letter(pos, tail[0] as char));
        } else {
            return None;
        }
    }
    let head = &rest[..at];
    match head.len() {
        0 => {}
        _ => {
            if let Some((sq, l)) = parse_square(head, pos) {
                if l != head.len() {
                    return None;
                }
                w.from_file = Some(sq.file());
                w.from_rank = Some(sq.rank());
            } else if head.len() == 1 && head[0].is_ascii_lowercase() {
                w.from_file = Some(head[0] - b'a');
            } else if head.iter().all(|b| b.is_ascii_digit()) {
                let r: u32 = std::str::from_utf8(head).ok()?.parse().ok()?;
                w.from_rank = Some(r.checked_sub(1)? as u8);
            } else {
                return None;
            }
        }
    }
    Some(w)
}

fn fits(m: &Move, w: &Wanted) -> bool {
    if w.pass {
        return matches!(m, Move::Pass);
    }
    if w.castle {
        return matches!(m, Move::Castle { .. });
    }
    if w.drop != matches!(m, Move::Drop { .. }) {
        return false;
    }
    let Some(role) = m.role() else { return false };
    if w.pawn {
        if !matches!(role, Role::Pawn | Role::ShogiPawn) {
            return false;
        }
    } else if !w.roles.contains(&role) {
        return false;
    }
    if m.to() != w.to && !(m.from() == m.to() && m.from() == w.to) {
        // Sittuyin's in-place promotion is written by its square.
        return false;
    }
    if let Some(f) = w.from_file {
        if m.from().map(|s| s.file()) != Some(f) {
            return false;
        }
    }
    if let Some(r) = w.from_rank {
        if m.from().map(|s| s.rank()) != Some(r) {
            return false;
        }
    }
    match (&w.promotion, m.promotion()) {
        (Some(roles), Some(p)) => roles.contains(&p),
        (Some(_), None) => false,
        (None, Some(_)) => false,
        (None, None) => true,
    }
}

/// Reads a move typed by a player, in SAN or coordinates.
///
/// # Errors
/// [`SanError::Syntax`] for text that is no move, [`SanError::Illegal`] and
/// [`SanError::Ambiguous`] with the candidates.
pub fn parse(input: &str, pos: &Position) -> Result<Move, SanError> {
    parse_among(input, pos, &pos.legal_moves())
}

/// Reads a move among `moves` (a game's legal moves for one side).
///
/// # Errors
/// As [`parse`].
pub fn parse_among(input: &str, pos: &Position, moves: &[Move]) -> Result<Move, SanError> {
    if crate::shogi::is_shogi_family(pos.variant()) {
        return crate::shogi::parse(input, pos, moves);
    }
    let trimmed = input.trim();
    if trimmed.is_empty() || trimmed.len() > 16 {
        return Err(SanError::Syntax(trimmed.chars().take(16).collect()));
    }
    if let Ok(m) = crate::uci::parse_among(trimmed, pos, moves) {
        return Ok(m);
    }
    let pawn_reading = wanted(trimmed, pos, true);
    let piece_reading = wanted(trimmed, pos, false);
    let fitting_of =
        |w: &Wanted| -> Vec<Move> { moves.iter().copied().filter(|m| fits(m, w)).collect() };
    let (w, fitting) = match (pawn_reading, piece_reading) {
        (Some(p), Some(q)) => {
            let fp = fitting_of(&p);
            if fp.is_empty() {
                let fq = fitting_of(&q);
                (q, fq)
            } else {
                (p, fp)
            }
        }
        (Some(p), None) => {
            let fp = fitting_of(&p);
            (p, fp)
        }
        (None, Some(q)) => {
            let fq = fitting_of(&q);
            (q, fq)
        }
        (None, None) => return Err(SanError::Syntax(trimmed.to_owned())),
    };
    match fitting.len() {
        1 => Ok(fitting[0]),
        0 => {
            // A promotion left out where only promotions fit: say so.
            let mut candidates: Vec<String> = moves
                .iter()
                .filter(|m| {
                    m.to() == w.to
                        || (!w.pawn && m.role().is_some_and(|r| w.roles.contains(&r)))
                        || (w.pawn
                            && w.from_file.is_some()
                            && m.from().map(|s| s.file()) == w.from_file)
                })
                .map(|m| to_san(m, pos))
                .collect();
            candidates.sort();
            candidates.dedup();
            candidates.truncate(12);
            Err(SanError::Illegal {
                input: trimmed.to_owned(),
                candidates,
            })
        }
        _ => {
            // `b8` for a pawn that may stay or promote: the plain move is meant.
            if w.promotion.is_none() {
                let plain: Vec<&Move> =
                    fitting.iter().filter(|m| m.promotion().is_none()).collect();
                if plain.len() == 1 && fitting.iter().all(|m| m.from() == plain[0].from()) {
                    return Ok(*plain[0]);
                }
            }
            let mut candidates: Vec<String> = fitting.iter().map(|m| to_san(m, pos)).collect();
            candidates.sort();
            Err(SanError::Ambiguous {
                input: trimmed.to_owned(),
                candidates,
            })
        }
    }
}
