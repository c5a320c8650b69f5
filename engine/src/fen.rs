//! FEN as Fairy-Stockfish writes it: hands in brackets, `+` for promoted pieces, first-move
//! rights in the castling field (`DEde`), and a running count's limit in the en-passant
//! field (Makruk family).
//!
//! ```
//! use tabiya_engine::{fen, Position, Variant};
//! let v = Variant::historical("makruk", &[]).unwrap();
//! let pos = fen::parse("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", v).unwrap();
//! assert_eq!(fen::fen(&pos), v.start_fen());
//! ```

use std::fmt;

use crate::position::{Position, PositionError, Setup};
use crate::types::{ByColor, Color, Piece, Role, Square, Squares};
use crate::variant::{Drops, RuleSet, Variant};

/// A FEN that cannot be read; one variant per field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseFenError {
    /// The string is empty.
    Empty,
    /// The board field is malformed (wrong rank count or width, unknown letter).
    Board(BoardProblem),
    /// The hand (`[…]`) is malformed.
    Hand(HandProblem),
    /// The side to move is not `w` or `b`.
    Turn(String),
    /// The rights field is malformed.
    Rights(String),
    /// The count field is malformed.
    Count(String),
    /// The half-move clock is not a number.
    Halfmoves(String),
    /// The move number is not a number.
    Fullmoves(String),
    /// Fields after the move number.
    TrailingFields(String),
}

impl fmt::Display for ParseFenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseFenError::Empty => f.write_str("the FEN is empty"),
            ParseFenError::Board(why) => write!(f, "bad board in FEN: {why}"),
            ParseFenError::Hand(why) => write!(f, "bad hand in FEN: {why}"),
            ParseFenError::Turn(s) => write!(f, "bad side to move in FEN: `{s}` (expected w or b)"),
            ParseFenError::Rights(s) => write!(f, "bad rights field in FEN: `{s}`"),
            ParseFenError::Count(s) => write!(f, "bad count field in FEN: `{s}`"),
            ParseFenError::Halfmoves(s) => write!(f, "bad half-move clock in FEN: `{s}`"),
            ParseFenError::Fullmoves(s) => write!(f, "bad move number in FEN: `{s}`"),
            ParseFenError::TrailingFields(s) => write!(f, "unexpected text after the FEN: `{s}`"),
        }
    }
}

impl std::error::Error for ParseFenError {}

/// What is wrong with a FEN's board field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardProblem {
    /// The field has `found` ranks; the board has `board`.
    Ranks {
        /// Ranks written.
        found: usize,
        /// Ranks of the board.
        board: u8,
    },
    /// `+` (promoted) before a digit.
    PlusBeforeDigit,
    /// A run of `0` empty squares.
    EmptyRun,
    /// `++`.
    DoublePlus,
    /// A letter that is not a piece of this game (with its `+`).
    NotAPiece(String),
    /// The rank (1-based) is longer than the board is wide.
    RankTooLong(u8),
    /// A square off the board.
    OffBoard,
    /// `+` at the end of a rank.
    PlusAtEnd,
    /// The rank (1-based) has `found` files; the board has `board`.
    RankWidth {
        /// The rank, from 1.
        rank: u8,
        /// Files written.
        found: u32,
        /// Files of the board.
        board: u8,
    },
}

impl fmt::Display for BoardProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardProblem::Ranks { found, board } => {
                write!(f, "{found} ranks, this board has {board}")
            }
            BoardProblem::PlusBeforeDigit => f.write_str("`+` before a digit"),
            BoardProblem::EmptyRun => f.write_str("an empty run of 0"),
            BoardProblem::DoublePlus => f.write_str("`++`"),
            BoardProblem::NotAPiece(p) => write!(f, "`{p}` is not a piece of this game"),
            BoardProblem::RankTooLong(r) => write!(f, "rank {r} is too long"),
            BoardProblem::OffBoard => f.write_str("square off the board"),
            BoardProblem::PlusAtEnd => f.write_str("`+` at the end of a rank"),
            BoardProblem::RankWidth { rank, found, board } => {
                write!(f, "rank {rank} has {found} files, this board has {board}")
            }
        }
    }
}

/// What is wrong with a FEN's hand (`[…]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandProblem {
    /// `[` without `]`.
    Unclosed,
    /// Text after the `]`.
    TextAfter,
    /// A hand in a game without drops.
    NoHands,
    /// A count with no piece after it.
    CountWithoutPiece,
    /// A letter that is not a piece of this game.
    NotAPiece(char),
    /// More pieces than a hand can hold.
    TooMany,
}

impl fmt::Display for HandProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandProblem::Unclosed => f.write_str("missing `]`"),
            HandProblem::TextAfter => f.write_str("text after `]`"),
            HandProblem::NoHands => f.write_str("this game has no pieces in hand"),
            HandProblem::CountWithoutPiece => f.write_str("a count without a piece"),
            HandProblem::NotAPiece(c) => write!(f, "`{c}` is not a piece of this game"),
            HandProblem::TooMany => f.write_str("too many pieces"),
        }
    }
}

/// A FEN that is not a legal position of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// It cannot be read.
    Parse(ParseFenError),
    /// It can be read but is not a legal position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Parse(e) => e.fmt(f),
            FenError::Position(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> FenError {
        FenError::Parse(e)
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads a FEN of `variant` into a position.
///
/// # Errors
/// [`FenError`] if the text cannot be read or is not a legal position.
pub fn parse(fen: &str, variant: Variant) -> Result<Position, FenError> {
    let setup = parse_setup(fen, variant.rules())?;
    Ok(Position::from_setup(setup, variant)?)
}

/// Reads a FEN of `variant` that players chose as a game's start: [`parse`], and a position
/// a game of these rules could reach and is not over in ([`Position::check_reachable`]).
///
/// # Errors
/// [`FenError`] if the text cannot be read, is not a legal position, or not a reachable one.
pub fn parse_start(fen: &str, variant: Variant) -> Result<Position, FenError> {
    let pos = parse(fen, variant)?;
    pos.check_reachable()?;
    Ok(pos)
}

fn piece_from_letters(rules: &RuleSet, promoted: bool, ch: char) -> Option<Piece> {
    let color = if ch.is_ascii_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    let up = ch.to_ascii_uppercase();
    rules
        .pieces
        .iter()
        .find(|p| p.letter == up && p.promoted_prefix == promoted)
        .map(|p| Piece {
            color,
            role: p.role,
        })
}

/// Reads a FEN into an unvalidated [`Setup`] for a game with `rules`.
///
/// # Errors
/// [`ParseFenError`] naming the malformed field.
pub fn parse_setup(fen: &str, rules: &RuleSet) -> Result<Setup, ParseFenError> {
    let mut fields = fen.split_whitespace();
    let board_field = fields.next().ok_or(ParseFenError::Empty)?;
    let (board_part, hand_part) = match board_field.find('[') {
        Some(i) => {
            let rest = &board_field[i + 1..];
            let end = rest
                .find(']')
                .ok_or(ParseFenError::Hand(HandProblem::Unclosed))?;
            if end + 1 != rest.len() {
                return Err(ParseFenError::Hand(HandProblem::TextAfter));
            }
            (&board_field[..i], Some(&rest[..end]))
        }
        None => (board_field, None),
    };
    let rows: Vec<&str> = board_part.split('/').collect();
    if rows.len() != rules.ranks as usize {
        return Err(ParseFenError::Board(BoardProblem::Ranks {
            found: rows.len(),
            board: rules.ranks,
        }));
    }
    let mut board = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let rank = rules.ranks - 1 - i as u8;
        let mut file: u32 = 0;
        let mut chars = row.chars().peekable();
        let mut promoted = false;
        while let Some(ch) = chars.next() {
            if ch.is_ascii_digit() {
                if promoted {
                    return Err(ParseFenError::Board(BoardProblem::PlusBeforeDigit));
                }
                let mut n = ch.to_digit(10).unwrap_or(0);
                if let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    n = n * 10 + d;
                    chars.next();
                }
                if n == 0 {
                    return Err(ParseFenError::Board(BoardProblem::EmptyRun));
                }
                file += n;
            } else if ch == '+' {
                if promoted {
                    return Err(ParseFenError::Board(BoardProblem::DoublePlus));
                }
                promoted = true;
                continue;
            } else if ch == '~' {
                // Fairy-Stockfish marks promoted pieces of some games with `~`: ignore.
                continue;
            } else {
                let piece = piece_from_letters(rules, promoted, ch).ok_or_else(|| {
                    ParseFenError::Board(BoardProblem::NotAPiece(format!(
                        "{}{ch}",
                        if promoted { "+" } else { "" }
                    )))
                })?;
                if file >= rules.files as u32 {
                    return Err(ParseFenError::Board(BoardProblem::RankTooLong(rank + 1)));
                }
                let sq = Square::new(file as u8, rank)
                    .ok_or(ParseFenError::Board(BoardProblem::OffBoard))?;
                board.push((sq, piece));
                file += 1;
            }
            promoted = false;
            if file > rules.files as u32 {
                return Err(ParseFenError::Board(BoardProblem::RankTooLong(rank + 1)));
            }
        }
        if promoted {
            return Err(ParseFenError::Board(BoardProblem::PlusAtEnd));
        }
        if file != rules.files as u32 {
            return Err(ParseFenError::Board(BoardProblem::RankWidth {
                rank: rank + 1,
                found: file,
                board: rules.files,
            }));
        }
    }
    let mut hands: ByColor<Vec<(Role, u8)>> = ByColor::default();
    if let Some(hand) = hand_part {
        if rules.drops == Drops::None && !hand.is_empty() && hand != "-" {
            return Err(ParseFenError::Hand(HandProblem::NoHands));
        }
        let mut chars = hand.chars().peekable();
        while let Some(ch) = chars.next() {
            if ch == '-' {
                continue;
            }
            let mut count: u32 = 1;
            let mut ch = ch;
            if ch.is_ascii_digit() {
                count = ch.to_digit(10).unwrap_or(1);
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    count = count * 10 + d;
                    chars.next();
                }
                ch = chars
                    .next()
                    .ok_or(ParseFenError::Hand(HandProblem::CountWithoutPiece))?;
            }
            let piece = piece_from_letters(rules, false, ch)
                .ok_or(ParseFenError::Hand(HandProblem::NotAPiece(ch)))?;
            if count > 40 {
                return Err(ParseFenError::Hand(HandProblem::TooMany));
            }
            let h = &mut hands[piece.color];
            match h.iter_mut().find(|(r, _)| *r == piece.role) {
                Some((_, n)) => {
                    *n = n
                        .checked_add(count as u8)
                        .filter(|&n| n <= 40)
                        .ok_or(ParseFenError::Hand(HandProblem::TooMany))?
                }
                None => h.push((piece.role, count as u8)),
            }
        }
    }
    let turn = match fields.next() {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(s) => return Err(ParseFenError::Turn(s.to_owned())),
    };
    let rest: Vec<&str> = fields.collect();
    // Shogi FENs may omit the rights and count fields (`… w 0 1`).
    let (rights_field, count_field, clocks) =
        if rest.len() <= 2 && rest.iter().all(|s| s.parse::<u32>().is_ok()) {
            (None, None, &rest[..])
        } else {
            (
                rest.first().copied(),
                rest.get(1).copied(),
                rest.get(2..).unwrap_or(&[]),
            )
        };
    if clocks.len() > 2 {
        return Err(ParseFenError::TrailingFields(clocks[2..].join(" ")));
    }
    let mut rights = Vec::new();
    if let Some(r) = rights_field {
        if r != "-" {
            for ch in r.chars() {
                if !ch.is_ascii_alphabetic() {
                    return Err(ParseFenError::Rights(r.to_owned()));
                }
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let file = ch.to_ascii_lowercase() as u8 - b'a';
                if file >= rules.files {
                    return Err(ParseFenError::Rights(r.to_owned()));
                }
                // The piece of that colour on that file that may hold a right: its own
                // first rank first (first-move rights), then anywhere (a travelling king).
                let holds = |s: &Square, role: Role| {
                    let home = s.relative_rank(color, rules.ranks) == 0;
                    match role {
                        Role::King => rules.king_leap.is_some_and(|l| !l.first_move_only || home),
                        Role::Ferz => rules.ferz_double_step.is_some() && home,
                        _ => false,
                    }
                };
                let mut candidates: Vec<Square> = board
                    .iter()
                    .filter(|(s, p)| s.file() == file && p.color == color && holds(s, p.role))
                    .map(|(s, _)| *s)
                    .collect();
                candidates.sort_by_key(|s| s.relative_rank(color, rules.ranks));
                if let Some(s) = candidates.first() {
                    rights.push(*s);
                }
            }
        }
    }
    let count_limit = match count_field {
        None | Some("-") => None,
        Some(s) => match s.parse::<u16>() {
            Ok(n) => Some(n),
            // An en-passant square from a chess FEN: meaningless in these games.
            Err(_) if s.len() <= 3 && s.chars().next().is_some_and(|c| c.is_ascii_lowercase()) => {
                None
            }
            Err(_) => return Err(ParseFenError::Count(s.to_owned())),
        },
    };
    let halfmoves = match clocks.first() {
        None => 0,
        Some(s) => s
            .parse::<u32>()
            .ok()
            .filter(|&n| n < 100_000)
            .ok_or_else(|| ParseFenError::Halfmoves((*s).to_owned()))?,
    };
    let fullmoves = match clocks.get(1) {
        None => 1,
        Some(s) => s
            .parse::<u32>()
            .ok()
            .filter(|&n| n < 100_000)
            .ok_or_else(|| ParseFenError::Fullmoves((*s).to_owned()))?,
    };
    Ok(Setup {
        board,
        hands,
        turn,
        rights,
        count_limit,
        halfmoves,
        fullmoves,
    })
}

/// The letters of a piece in FEN (`P`, `+P`, lower case for Black).
pub fn piece_letters(variant: Variant, piece: Piece) -> String {
    let spec = variant.piece(piece.role);
    let letter = spec.map_or('?', |p| p.letter);
    let letter = match piece.color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter.to_ascii_lowercase(),
    };
    if spec.is_some_and(|p| p.promoted_prefix) {
        format!("+{letter}")
    } else {
        letter.to_string()
    }
}

/// Where Fairy-Stockfish ranks a piece that can be held in hand: it writes hands from its
/// highest piece type down (Shogi `[GNLPSRB]`, Sittuyin `[KSSFRRNN]`).
fn fairy_rank(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight => 2,
        Role::Bishop => 3,
        Role::Rook => 4,
        Role::Ferz => 6,
        Role::Alfil => 7,
        Role::Silver => 9,
        Role::Bers => 11,
        Role::ShogiPawn => 19,
        Role::Lance => 20,
        Role::ShogiKnight => 21,
        Role::Gold => 22,
        Role::DragonHorse => 23,
        Role::King => 100,
        // No other piece is ever in hand.
        _ => 0,
    }
}

/// The board field of the FEN (with the hand, if the game has hands).
pub fn board_fen(pos: &Position) -> String {
    let v = pos.variant();
    let mut out = String::new();
    for rank in (0..v.ranks()).rev() {
        let mut empty = 0;
        for file in 0..v.files() {
            let sq = Square::new(file, rank).expect("on the board");
            match pos.piece_at(sq) {
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&piece_letters(v, p));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    if v.rules().drops != Drops::None {
        out.push('[');
        for color in Color::ALL {
            let mut pieces = pos.hand_pieces(color);
            pieces.sort_by_key(|&(role, _)| std::cmp::Reverse(fairy_rank(role)));
            for (role, n) in pieces {
                for _ in 0..n {
                    out.push_str(&piece_letters(v, Piece { color, role }));
                }
            }
        }
        out.push(']');
    }
    out
}

/// The position's FEN. [`parse`] reads it back to the same position.
pub fn fen(pos: &Position) -> String {
    let mut rights = String::new();
    for color in Color::ALL {
        let mut files: Vec<u8> = Squares(pos.rights() & pos.occupied_by(color))
            .map(|s| s.file())
            .collect();
        files.sort_unstable();
        for f in files {
            let ch = (b'a' + f) as char;
            rights.push(if color == Color::White {
                ch.to_ascii_uppercase()
            } else {
                ch
            });
        }
    }
    if rights.is_empty() {
        rights.push('-');
    }
    let count = pos
        .count_limit()
        .map_or_else(|| "-".to_owned(), |n| n.to_string());
    format!(
        "{} {} {} {} {} {}",
        board_fen(pos),
        pos.turn().char(),
        rights,
        count,
        pos.halfmoves(),
        pos.fullmoves()
    )
}
