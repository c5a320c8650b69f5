//! Notations of the Shogi family: Western (`P-76`, `Bx22+`, `G69-58`, `P*55`, a declined
//! promotion `=`), USI (`7g7f`, `8h2b+`, `P*5e`) and SFEN, Japanese (`▲７六歩`, with 同, 打,
//! 成/不成 and the 右/左/直/上/引/寄 disambiguators), and whole games as KIF and CSA.
//!
//! Files count from Sente's right (1) to his left, ranks from Gote's side (一/a/1) down, as
//! every Shogi notation does; Fairy-Stockfish's coordinates (`c3c4`) are the engine's own.
//!
//! ```
//! use tabiya_engine::{shogi, Position, Variant};
//! let pos = Position::new(Variant::historical("shogi", &[]).unwrap());
//! let m = shogi::parse("P-76", &pos, &pos.legal_moves()).unwrap();
//! assert_eq!(shogi::usi(&m, &pos), "7g7f");
//! assert_eq!(shogi::japanese(&m, &pos, None), "▲７六歩");
//! ```

use std::fmt::Write as _;

use crate::fen::FenError;
use crate::game::{Game, GameError};
use crate::position::{Position, PositionError};
use crate::san::SanError;
use crate::types::{Color, EndReason, Move, Outcome, Role, Square, Squares};
use crate::variant::{Promotion, Variant};

fn files(pos: &Position) -> u8 {
    pos.variant().files()
}

fn ranks(pos: &Position) -> u8 {
    pos.variant().ranks()
}

/// The file number (1 at Sente's right).
fn file_no(sq: Square, files: u8) -> u8 {
    files - sq.file()
}

/// The rank number (1 on Gote's side).
fn rank_no(sq: Square, ranks: u8) -> u8 {
    ranks - sq.rank()
}

fn square_from_numbers(file: u8, rank: u8, files: u8, ranks: u8) -> Option<Square> {
    if file == 0 || rank == 0 || file > files || rank > ranks {
        return None;
    }
    Square::new(files - file, ranks - rank)
}

fn letter(role: Role) -> &'static str {
    match role {
        Role::King => "K",
        Role::Gold => "G",
        Role::Silver => "S",
        Role::ShogiKnight => "N",
        Role::Lance => "L",
        Role::ShogiPawn => "P",
        Role::Rook => "R",
        Role::Bishop => "B",
        Role::DrunkElephant => "E",
        Role::Tokin => "+P",
        Role::PromotedSilver => "+S",
        Role::PromotedKnight => "+N",
        Role::PromotedLance => "+L",
        Role::Dragon => "+R",
        Role::DragonHorse => "+B",
        Role::CrownPrince => "+E",
        _ => "?",
    }
}

/// Whether `m` could have promoted (so a plain move declines, written `=`).
fn could_promote(m: &Move, legal: &[Move]) -> bool {
    let Move::Normal { from, to, .. } = *m else {
        return false;
    };
    legal.iter().any(|o| {
        matches!(*o, Move::Normal { from: f, to: t, promotion: Some(_), .. } if f == from && t == to)
    })
}

/// The move in Western notation, as Fairy-Stockfish writes it.
pub fn western(m: &Move, pos: &Position) -> String {
    let (f, r) = (files(pos), ranks(pos));
    let sq = |s: Square| format!("{}{}", file_no(s, f), rank_no(s, r));
    match *m {
        Move::Drop { role, to } => format!("{}*{}", letter(role), sq(to)),
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let legal = pos.legal_moves();
            let ambiguous = legal.iter().any(|o| {
                matches!(*o, Move::Normal { role: r2, from: f2, to: t2, .. } if r2 == role && t2 == to && f2 != from)
            });
            let mut s = letter(role).to_owned();
            if ambiguous {
                s.push_str(&sq(from));
            }
            s.push(if capture.is_some() { 'x' } else { '-' });
            s.push_str(&sq(to));
            if promotion.is_some() {
                s.push('+');
            } else if could_promote(m, &legal) {
                s.push('=');
            }
            s
        }
        Move::Pass => "pass".to_owned(),
        Move::Castle { .. } => crate::uci::to_uci(m, pos),
    }
}

/// The move in USI (`7g7f`, `8h2b+`, `P*5e`).
pub fn usi(m: &Move, pos: &Position) -> String {
    let (f, r) = (files(pos), ranks(pos));
    let sq = |s: Square| format!("{}{}", file_no(s, f), (b'a' + rank_no(s, r) - 1) as char);
    match *m {
        Move::Drop { role, to } => format!("{}*{}", letter(role), sq(to)),
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => format!(
            "{}{}{}",
            sq(from),
            sq(to),
            if promotion.is_some() { "+" } else { "" }
        ),
        _ => "resign".to_owned(),
    }
}

const FULL_DIGITS: [char; 10] = ['０', '１', '２', '３', '４', '５', '６', '７', '８', '９'];
const KANJI_DIGITS: [char; 10] = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The Japanese name of a piece.
pub fn kanji(role: Role) -> &'static str {
    match role {
        Role::King => "玉",
        Role::Gold => "金",
        Role::Silver => "銀",
        Role::ShogiKnight => "桂",
        Role::Lance => "香",
        Role::ShogiPawn => "歩",
        Role::Rook => "飛",
        Role::Bishop => "角",
        Role::DrunkElephant => "酔象",
        Role::Tokin => "と",
        Role::PromotedSilver => "成銀",
        Role::PromotedKnight => "成桂",
        Role::PromotedLance => "成香",
        Role::Dragon => "龍",
        Role::DragonHorse => "馬",
        Role::CrownPrince => "太子",
        _ => "？",
    }
}

fn japanese_square(sq: Square, pos: &Position) -> String {
    let fno = file_no(sq, files(pos)) as usize;
    let rno = rank_no(sq, ranks(pos)) as usize;
    format!("{}{}", FULL_DIGITS[fno], KANJI_DIGITS[rno])
}

/// The move in Japanese notation; `previous` is the square the last move went to (for 同).
pub fn japanese(m: &Move, pos: &Position, previous: Option<Square>) -> String {
    let mark = if pos.turn() == Color::White {
        '▲'
    } else {
        '△'
    };
    let legal = pos.legal_moves();
    match *m {
        Move::Drop { role, to } => {
            // 打 only when a piece on the board could also go there.
            let board_too = legal
                .iter()
                .any(|o| matches!(*o, Move::Normal { role: r, to: t, .. } if r == role && t == to));
            format!(
                "{mark}{}{}{}",
                japanese_square(to, pos),
                kanji(role),
                if board_too { "打" } else { "" }
            )
        }
        Move::Normal {
            role,
            to,
            promotion,
            ..
        } => {
            let dest = if previous == Some(to) {
                "同".to_owned()
            } else {
                japanese_square(to, pos)
            };
            let mut s = format!("{mark}{dest}{}", kanji(role));
            s.push_str(&disambiguator(m, pos, &legal));
            if promotion.is_some() {
                s.push('成');
            } else if could_promote(m, &legal) {
                s.push_str("不成");
            }
            s
        }
        _ => format!("{mark}パス"),
    }
}

/// 右/左/直/上/引/寄 for two like pieces that can reach the same square.
fn disambiguator(m: &Move, pos: &Position, legal: &[Move]) -> String {
    let Move::Normal { role, from, to, .. } = *m else {
        return String::new();
    };
    let others: Vec<Square> = legal
        .iter()
        .filter_map(|o| match *o {
            Move::Normal {
                role: r,
                from: f,
                to: t,
                ..
            } if r == role && t == to && f != from => Some(f),
            _ => None,
        })
        .collect();
    if others.is_empty() {
        return String::new();
    }
    let us = pos.turn();
    // Forward for the mover: towards the opponent.
    let fwd = |a: Square, b: Square| match us {
        Color::White => b.rank() as i8 - a.rank() as i8,
        Color::Black => a.rank() as i8 - b.rank() as i8,
    };
    // Rightward for the mover (Sente's right is the h/i side of the board).
    let right = |a: Square, b: Square| match us {
        Color::White => b.file() as i8 - a.file() as i8,
        Color::Black => a.file() as i8 - b.file() as i8,
    };
    let motion = |f: Square| match fwd(f, to).signum() {
        1 => '上',
        -1 => '引',
        _ => '寄',
    };
    let mine = motion(from);
    // The motion alone tells them apart?
    if others.iter().all(|&o| motion(o) != mine) {
        return mine.to_string();
    }
    let same: Vec<Square> = others
        .iter()
        .copied()
        .filter(|&o| motion(o) == mine)
        .collect();
    // 直: straight forward, for pieces other than the dragon and dragon horse.
    if mine == '上' && from.file() == to.file() && !matches!(role, Role::Dragon | Role::DragonHorse)
    {
        return "直".to_owned();
    }
    let lr = if same.iter().all(|&o| right(o, from) > 0) {
        '右'
    } else if same.iter().all(|&o| right(o, from) < 0) {
        '左'
    } else {
        return String::new();
    };
    if others.len() == same.len() {
        lr.to_string()
    } else {
        format!("{lr}{mine}")
    }
}

fn role_from_letter(s: &str) -> Option<Role> {
    Some(match s.to_ascii_uppercase().as_str() {
        "K" => Role::King,
        "G" => Role::Gold,
        "S" => Role::Silver,
        "N" => Role::ShogiKnight,
        "L" => Role::Lance,
        "P" => Role::ShogiPawn,
        "R" => Role::Rook,
        "B" => Role::Bishop,
        "E" => Role::DrunkElephant,
        "+P" | "T" => Role::Tokin,
        "+S" => Role::PromotedSilver,
        "+N" => Role::PromotedKnight,
        "+L" => Role::PromotedLance,
        "+R" | "D" => Role::Dragon,
        "+B" | "H" => Role::DragonHorse,
        "+E" => Role::CrownPrince,
        _ => return None,
    })
}

fn role_from_kanji(s: &str) -> Option<(Role, usize)> {
    const NAMES: &[(&str, Role)] = &[
        ("成銀", Role::PromotedSilver),
        ("成桂", Role::PromotedKnight),
        ("成香", Role::PromotedLance),
        ("酔象", Role::DrunkElephant),
        ("太子", Role::CrownPrince),
        ("全", Role::PromotedSilver),
        ("圭", Role::PromotedKnight),
        ("杏", Role::PromotedLance),
        ("玉", Role::King),
        ("王", Role::King),
        ("金", Role::Gold),
        ("銀", Role::Silver),
        ("桂", Role::ShogiKnight),
        ("香", Role::Lance),
        ("歩", Role::ShogiPawn),
        ("飛", Role::Rook),
        ("角", Role::Bishop),
        ("と", Role::Tokin),
        ("龍", Role::Dragon),
        ("竜", Role::Dragon),
        ("馬", Role::DragonHorse),
    ];
    NAMES
        .iter()
        .find(|(n, _)| s.starts_with(n))
        .map(|(n, r)| (*r, n.len()))
}

fn digit_value(c: char) -> Option<u8> {
    if let Some(d) = c.to_digit(10) {
        return Some(d as u8);
    }
    FULL_DIGITS
        .iter()
        .position(|&x| x == c)
        .or_else(|| KANJI_DIGITS.iter().position(|&x| x == c))
        .map(|i| i as u8)
}

/// Reads a move in any Shogi notation (Western, Hodges, USI, Japanese) among `moves`;
/// `previous` is the last move's destination (for 同).
///
/// # Errors
/// [`SanError`]: not a move, illegal with candidates, or ambiguous with candidates.
pub fn parse(input: &str, pos: &Position, moves: &[Move]) -> Result<Move, SanError> {
    parse_with_previous(input, pos, moves, None)
}

/// As [`parse`], knowing the last move's destination (for 同).
///
/// # Errors
/// As [`parse`].
pub fn parse_with_previous(
    input: &str,
    pos: &Position,
    moves: &[Move],
    previous: Option<Square>,
) -> Result<Move, SanError> {
    let t = input.trim();
    if t.is_empty() || t.chars().count() > 16 {
        return Err(SanError::Syntax(t.chars().take(16).collect()));
    }
    let fits: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            western(m, pos) == t
                || usi(m, pos) == t
                || crate::uci::to_uci(m, pos) == t
                || japanese(m, pos, previous).trim_start_matches(['▲', '△', '☗', '☖'])
                    == t.trim_start_matches(['▲', '△', '☗', '☖'])
        })
        .collect();
    if fits.len() == 1 {
        return Ok(fits[0]);
    }
    // The looser readings: Western without `-`, Hodges ranks as letters, Japanese without
    // disambiguators where they are not needed.
    let loose = loose_matches(t, pos, moves, previous);
    match loose.len() {
        1 => Ok(loose[0]),
        0 => Err(SanError::Illegal {
            input: t.to_owned(),
            candidates: Vec::new(),
        }),
        _ => Err(SanError::Ambiguous {
            input: t.to_owned(),
            candidates: loose.iter().map(|m| western(m, pos)).collect(),
        }),
    }
}

fn loose_matches(t: &str, pos: &Position, moves: &[Move], previous: Option<Square>) -> Vec<Move> {
    let (f, r) = (files(pos), ranks(pos));
    let s: String = t
        .chars()
        .filter(|c| !matches!(c, '▲' | '△' | '☗' | '☖' | ' ' | '　'))
        .collect();
    let chars: Vec<char> = s.chars().collect();
    let mut want_role: Option<Role> = None;
    let want_to: Option<Square>;
    let mut want_from: Option<Square> = None;
    let mut drop = false;
    let mut promote: Option<bool> = None;
    let mut i = 0;
    // Japanese: destination (or 同) first, then the piece.
    if chars.first().is_some_and(|c| {
        FULL_DIGITS.contains(c)
            || *c == '同'
            || (c.is_ascii_digit() && chars.get(1).is_some_and(|d| KANJI_DIGITS.contains(d)))
    }) {
        if chars[0] == '同' {
            want_to = previous;
            i = 1;
        } else {
            let (fd, rd) = (
                digit_value(chars[0]),
                chars.get(1).and_then(|&c| digit_value(c)),
            );
            want_to = square_from_numbers(fd.unwrap_or(0), rd.unwrap_or(0), f, r);
            i = 2;
        }
        // By characters, never bytes: a lone `３` has no second character.
        let rest: String = chars.get(i..).unwrap_or_default().iter().collect();
        let (role, len) = match role_from_kanji(&rest) {
            Some(x) => x,
            None => return Vec::new(),
        };
        want_role = Some(role);
        let tail = &rest[len..];
        drop = tail.contains('打');
        if tail.contains("不成") {
            promote = Some(false);
        } else if tail.contains('成') {
            promote = Some(true);
        }
        return moves
            .iter()
            .copied()
            .filter(|m| {
                m.role() == want_role
                    && m.to() == want_to
                    && (!drop || matches!(m, Move::Drop { .. }))
                    && promote.is_none_or(|p| m.promotion().is_some() == p)
            })
            .filter(|m| {
                // Disambiguators, if any were given, must match ours.
                let ours = japanese(m, pos, previous);
                let marks: String = tail
                    .chars()
                    .filter(|c| "右左直上引寄".contains(*c))
                    .collect();
                marks.is_empty() || ours.contains(&marks)
            })
            .collect();
    }
    // Western / Hodges: [+]Letter [origin] [-x*] dest [+=].
    let mut piece = String::new();
    if chars.get(i) == Some(&'+') {
        piece.push('+');
        i += 1;
    }
    if let Some(c) = chars.get(i) {
        if c.is_ascii_alphabetic() {
            piece.push(*c);
            i += 1;
        }
    }
    if !piece.is_empty() {
        want_role = role_from_letter(&piece);
        if want_role.is_none() {
            return Vec::new();
        }
    }
    let mut squares: Vec<Square> = Vec::new();
    while i < chars.len() {
        let c = chars[i];
        if c == '*' {
            drop = true;
            i += 1;
        } else if c == '-' || c == 'x' {
            i += 1;
        } else if c.is_ascii_digit() {
            let fd = c.to_digit(10).unwrap_or(0) as u8;
            let rc = chars.get(i + 1).copied().unwrap_or(' ');
            let rd = if rc.is_ascii_digit() {
                rc.to_digit(10).unwrap_or(0) as u8
            } else if rc.is_ascii_lowercase() {
                rc as u8 - b'a' + 1
            } else {
                return Vec::new();
            };
            match square_from_numbers(fd, rd, f, r) {
                Some(sq) => squares.push(sq),
                None => return Vec::new(),
            }
            i += 2;
        } else if c == '+' {
            promote = Some(true);
            i += 1;
        } else if c == '=' {
            promote = Some(false);
            i += 1;
        } else {
            return Vec::new();
        }
    }
    match squares[..] {
        [to] => want_to = Some(to),
        [from, to] => {
            want_from = Some(from);
            want_to = Some(to);
        }
        _ => return Vec::new(),
    }
    let candidates: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| {
            want_role.is_none_or(|r| m.role() == Some(r))
                && m.to() == want_to
                && want_from.is_none_or(|f| m.from() == Some(f))
                && drop == matches!(m, Move::Drop { .. })
                && promote.is_none_or(|p| m.promotion().is_some() == p)
        })
        .collect();
    // `P-13` for a pawn that may promote or not: the plain move is meant only when written `=`;
    // without a mark both fit, and that is ambiguous.
    candidates
}

// ---------------------------------------------------------------- SFEN

/// The position as SFEN (`… b - 1`: Sente is `b` in SFEN).
pub fn sfen(pos: &Position) -> String {
    let board = crate::fen::board_fen(pos);
    let board = board.split('[').next().unwrap_or("").to_owned();
    let mut hand = String::new();
    for color in Color::ALL {
        for role in [
            Role::Rook,
            Role::Bishop,
            Role::Gold,
            Role::Silver,
            Role::ShogiKnight,
            Role::Lance,
            Role::ShogiPawn,
        ] {
            let n = pos.hand(color, role);
            if n > 0 {
                if n > 1 {
                    let _ = write!(hand, "{n}");
                }
                let l = letter(role).to_owned();
                hand.push_str(&if color == Color::White {
                    l
                } else {
                    l.to_lowercase()
                });
            }
        }
    }
    if hand.is_empty() {
        hand.push('-');
    }
    let turn = if pos.turn() == Color::White { 'b' } else { 'w' };
    let ply = (pos.fullmoves() - 1) * 2 + u32::from(pos.turn() == Color::Black) + 1;
    format!("{board} {turn} {hand} {ply}")
}

/// Reads an SFEN.
///
/// # Errors
/// [`crate::fen::FenError`] for a malformed or illegal position.
pub fn parse_sfen(s: &str, variant: Variant) -> Result<Position, crate::fen::FenError> {
    let mut parts = s.split_whitespace();
    let board = parts.next().unwrap_or("");
    let turn = match parts.next() {
        Some("b") | None => "w",
        Some("w") => "b",
        Some(other) => return Err(crate::fen::ParseFenError::Turn(other.to_owned()).into()),
    };
    let hand = parts.next().unwrap_or("-");
    let ply: u32 = parts
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or(1)
        .max(1);
    let fullmoves = ply.div_ceil(2);
    crate::fen::parse(
        &format!("{board}[{hand}] {turn} - - 0 {fullmoves}"),
        variant,
    )
}

// ---------------------------------------------------------------- KIF and CSA

fn result_line_kif(o: Option<Outcome>, plies: usize) -> String {
    match o {
        None => "中断".to_owned(),
        Some(Outcome::Decisive { winner, .. }) => format!(
            "まで{plies}手で{}の勝ち",
            if winner == Color::White {
                "先手"
            } else {
                "後手"
            }
        ),
        Some(Outcome::Draw { reason }) => {
            if reason == EndReason::Repetition {
                format!("まで{plies}手で千日手")
            } else {
                format!("まで{plies}手で引き分け")
            }
        }
    }
}

/// A piece's one character on a KIF board diagram (BOD): promoted pieces have their own.
const BOD_PIECES: [(Role, char); 16] = [
    (Role::King, '玉'),
    (Role::King, '王'),
    (Role::Gold, '金'),
    (Role::Silver, '銀'),
    (Role::ShogiKnight, '桂'),
    (Role::Lance, '香'),
    (Role::ShogiPawn, '歩'),
    (Role::Rook, '飛'),
    (Role::Bishop, '角'),
    (Role::Tokin, 'と'),
    (Role::PromotedSilver, '全'),
    (Role::PromotedKnight, '圭'),
    (Role::PromotedLance, '杏'),
    (Role::Dragon, '龍'),
    (Role::Dragon, '竜'),
    (Role::DragonHorse, '馬'),
];

/// A count as KIF writes it in a hand: 二, 十, 十八.
fn kanji_count(n: u8) -> String {
    match n {
        0..=9 => KANJI_DIGITS[n as usize].to_string(),
        10 => "十".to_owned(),
        _ => format!("十{}", KANJI_DIGITS[(n % 10) as usize]),
    }
}

/// A side's pieces in hand as KIF writes them: `飛　角二` or `なし`.
fn kif_hand(pos: &Position, color: Color) -> String {
    let hand = pos.hand_pieces(color);
    if hand.iter().all(|(_, n)| *n == 0) {
        return "なし".to_owned();
    }
    hand.iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(r, n)| {
            if n > 1 {
                format!("{}{}", kanji(r), kanji_count(n))
            } else {
                kanji(r).to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("　")
}

/// The position as a KIF board diagram (BOD): Gote's hand, the board from Gote's side with
/// his pieces marked `v`, Sente's hand, and `後手番` when Gote moves first.
fn bod(pos: &Position) -> String {
    let (nf, nr) = (files(pos), ranks(pos));
    let mut out = String::new();
    let _ = writeln!(out, "後手の持駒：{}", kif_hand(pos, Color::Black));
    let header: String = (1..=nf)
        .rev()
        .map(|f| format!(" {}", FULL_DIGITS[f as usize]))
        .collect();
    let _ = writeln!(out, " {header}");
    let rule = format!("+{}+", "-".repeat(3 * nf as usize));
    let _ = writeln!(out, "{rule}");
    for row in 1..=nr {
        let mut line = String::from("|");
        for f in (1..=nf).rev() {
            let cell = square_from_numbers(f, row, nf, nr).and_then(|sq| pos.piece_at(sq));
            match cell {
                Some(p) => {
                    let ch = BOD_PIECES
                        .iter()
                        .find(|(r, _)| *r == p.role)
                        .map_or('？', |(_, c)| *c);
                    line.push(if p.color == Color::Black { 'v' } else { ' ' });
                    line.push(ch);
                }
                None => line.push_str(" ・"),
            }
        }
        let _ = writeln!(out, "{line}|{}", KANJI_DIGITS[row as usize]);
    }
    let _ = writeln!(out, "{rule}");
    let _ = writeln!(out, "先手の持駒：{}", kif_hand(pos, Color::White));
    if pos.turn() == Color::Black {
        let _ = writeln!(out, "後手番");
    }
    out
}

/// The start a KIF's board diagram gives (`None`: it has none).
fn read_bod(text: &str, variant: Variant) -> Result<Option<Position>, RecordError> {
    let (nf, nr) = (variant.files(), variant.ranks());
    let mut board = Vec::new();
    let mut hands: crate::types::ByColor<Vec<(Role, u8)>> =
        crate::types::ByColor::new_with(|_| Vec::new());
    let mut turn = Color::White;
    let mut row = 0u8;
    let mut seen = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let bad = |problem: RecordProblem| RecordError {
            line: i + 1,
            problem,
        };
        let hand_of = [
            ("先手の持駒：", Color::White),
            ("下手の持駒：", Color::White),
            ("後手の持駒：", Color::Black),
            ("上手の持駒：", Color::Black),
        ]
        .iter()
        .find_map(|(p, c)| line.trim().strip_prefix(p).map(|h| (h, *c)));
        if let Some((h, color)) = hand_of {
            seen = true;
            for item in h
                .split(['　', ' '])
                .filter(|x| !x.is_empty() && *x != "なし")
            {
                let mut chars = item.chars();
                let piece = chars.next().unwrap_or(' ');
                let role = BOD_PIECES
                    .iter()
                    .find(|(_, c)| *c == piece)
                    .map(|(r, _)| *r)
                    .ok_or_else(|| bad(RecordProblem::NotAPieceInHand(item.to_owned())))?;
                let count: String = chars.collect();
                let n = if count.is_empty() {
                    1
                } else {
                    let digit =
                        |c: char| KANJI_DIGITS.iter().position(|&k| k == c).map(|d| d as u8);
                    let mut cs = count.chars();
                    match (cs.next(), cs.next()) {
                        (Some('十'), None) => 10,
                        (Some('十'), Some(d)) => 10 + digit(d).unwrap_or(0),
                        (Some(d), None) => digit(d)
                            .ok_or_else(|| bad(RecordProblem::NotACount(item.to_owned())))?,
                        _ => return Err(bad(RecordProblem::NotACount(item.to_owned()))),
                    }
                };
                hands[color].push((role, n));
            }
            continue;
        }
        if matches!(line.trim(), "後手番" | "上手番") {
            turn = Color::Black;
            continue;
        }
        let Some(cells) = line.strip_prefix('|') else {
            continue;
        };
        seen = true;
        row += 1;
        if row > nr {
            return Err(bad(RecordProblem::TooManyRows(nr)));
        }
        let cells: Vec<char> = cells.chars().take_while(|&c| c != '|').collect();
        if cells.len() != 2 * nf as usize {
            return Err(bad(RecordProblem::RowWidth(nf)));
        }
        for (k, pair) in cells.chunks(2).enumerate() {
            let file = nf - k as u8;
            if pair[1] == '・' {
                continue;
            }
            let role = BOD_PIECES
                .iter()
                .find(|(_, c)| *c == pair[1])
                .map(|(r, _)| *r)
                .ok_or_else(|| bad(RecordProblem::NotAPiece(pair[1].to_string())))?;
            let color = if pair[0] == 'v' {
                Color::Black
            } else {
                Color::White
            };
            let sq = square_from_numbers(file, row, nf, nr)
                .ok_or_else(|| bad(RecordProblem::OffBoard))?;
            board.push((sq, crate::types::Piece { color, role }));
        }
    }
    if !seen {
        return Ok(None);
    }
    let setup = crate::position::Setup {
        board,
        hands,
        turn,
        rights: Vec::new(),
        count_limit: None,
        halfmoves: 0,
        fullmoves: 1,
    };
    Position::from_setup(setup, variant)
        .map(Some)
        .map_err(|e| RecordError {
            line: 1,
            problem: RecordProblem::Diagram(e, variant),
        })
}

/// A game as KIF (the common Japanese record format): `手合割：平手` from the standard start,
/// a board diagram (BOD) from any other.
pub fn to_kif(game: &Game, sente: &str, gote: &str) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# KIF形式棋譜ファイル Tabiya");
    if crate::fen::fen(game.start()) == crate::fen::fen(&Position::new(game.variant())) {
        let _ = writeln!(out, "手合割：平手");
    } else {
        out.push_str(&bod(game.start()));
    }
    let _ = writeln!(out, "先手：{sente}");
    let _ = writeln!(out, "後手：{gote}");
    let _ = writeln!(out, "手数----指手---------消費時間--");
    let mut pos = game.start().clone();
    let mut previous: Option<Square> = None;
    let mut n = 0;
    for (_, m) in game.moves() {
        n += 1;
        let mut text = match m {
            Move::Drop { role, to } => format!("{}{}打", japanese_square(to, &pos), kanji(role)),
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => {
                let dest = if previous == Some(to) {
                    "同　".to_owned()
                } else {
                    japanese_square(to, &pos)
                };
                format!(
                    "{dest}{}{}({}{})",
                    kanji(role),
                    if promotion.is_some() { "成" } else { "" },
                    file_no(from, files(&pos)),
                    rank_no(from, ranks(&pos))
                )
            }
            _ => "パス".to_owned(),
        };
        text = format!("{n:>4} {text}");
        let _ = writeln!(out, "{text}");
        previous = m.to();
        pos.play_unchecked(&m);
    }
    // The end is the next move's line, named as Shogi software reads it, each naming whose
    // turn it is as winner or loser: 詰み, 投了, 切れ負け (the side to move lost), 入玉勝ち,
    // 反則勝ち (the side to move won: an impasse declared, the other side's foul or his
    // resignation out of turn), 千日手, 持将棋; a draw of another kind has no such line.
    if let Some(end) = end_word_kif(game) {
        let _ = writeln!(out, "{:>4} {end}", n + 1);
    }
    let _ = writeln!(out, "{}", result_line_kif(game.outcome(), n));
    out
}

fn csa_piece(role: Role) -> &'static str {
    match role {
        Role::King => "OU",
        Role::Gold => "KI",
        Role::Silver => "GI",
        Role::ShogiKnight => "KE",
        Role::Lance => "KY",
        Role::ShogiPawn => "FU",
        Role::Rook => "HI",
        Role::Bishop => "KA",
        Role::Tokin => "TO",
        Role::PromotedSilver => "NG",
        Role::PromotedKnight => "NK",
        Role::PromotedLance => "NY",
        Role::Dragon => "RY",
        Role::DragonHorse => "UM",
        _ => "??",
    }
}

/// A game as CSA (the computer-shogi record format): `PI` from the standard start, board lines
/// `P1`…`P9` with the pieces in hand from any other; the end names the winner.
pub fn to_csa(game: &Game, sente: &str, gote: &str) -> String {
    let mut out = String::from("V2.2\n");
    let _ = writeln!(out, "N+{sente}");
    let _ = writeln!(out, "N-{gote}");
    let start = game.start();
    if crate::fen::fen(start) == crate::fen::fen(&Position::new(game.variant())) {
        out.push_str("PI\n+\n");
    } else {
        out.push_str(&csa_board(start));
    }
    let mut pos = game.start().clone();
    for (color, m) in game.moves() {
        let sign = if color == Color::White { '+' } else { '-' };
        let line = match m {
            Move::Drop { role, to } => format!(
                "{sign}00{}{}{}",
                file_no(to, files(&pos)),
                rank_no(to, ranks(&pos)),
                csa_piece(role)
            ),
            Move::Normal {
                role,
                from,
                to,
                promotion,
                ..
            } => format!(
                "{sign}{}{}{}{}{}",
                file_no(from, files(&pos)),
                rank_no(from, ranks(&pos)),
                file_no(to, files(&pos)),
                rank_no(to, ranks(&pos)),
                csa_piece(promotion.unwrap_or(role))
            ),
            _ => continue,
        };
        let _ = writeln!(out, "{line}");
        pos.play_unchecked(&m);
    }
    out.push_str(end_word_csa(game));
    out.push('\n');
    out
}

/// A position as CSA board lines: `P1`…`P9` from Gote's side (` * ` for an empty square),
/// the pieces in hand as `P+00KI00FU`, and the side to move.
fn csa_board(pos: &Position) -> String {
    let (nf, nr) = (files(pos), ranks(pos));
    let mut out = String::new();
    for row in 1..=nr {
        let _ = write!(out, "P{row}");
        for f in (1..=nf).rev() {
            match square_from_numbers(f, row, nf, nr).and_then(|sq| pos.piece_at(sq)) {
                Some(p) => {
                    let sign = if p.color == Color::White { '+' } else { '-' };
                    let _ = write!(out, "{sign}{}", csa_piece(p.role));
                }
                None => out.push_str(" * "),
            }
        }
        out.push('\n');
    }
    for (color, sign) in [(Color::White, '+'), (Color::Black, '-')] {
        let hand = pos.hand_pieces(color);
        if hand.iter().any(|(_, n)| *n > 0) {
            let _ = write!(out, "P{sign}");
            for (r, n) in hand {
                for _ in 0..n {
                    let _ = write!(out, "00{}", csa_piece(r));
                }
            }
            out.push('\n');
        }
    }
    out.push(if pos.turn() == Color::White { '+' } else { '-' });
    out.push('\n');
    out
}

/// Whether the side to move at the end of `game` won, lost or drew, and why.
fn end_for_mover(game: &Game) -> Option<(Option<bool>, EndReason)> {
    let mover = game.position().turn();
    game.outcome().map(|o| match o {
        Outcome::Decisive { winner, reason } => (Some(winner == mover), reason),
        Outcome::Draw { reason } => (None, reason),
    })
}

/// The KIF word that ends `game`, if any (see [`to_kif`]).
fn end_word_kif(game: &Game) -> Option<&'static str> {
    Some(match end_for_mover(game)? {
        (Some(false), EndReason::Checkmate) => "詰み",
        (Some(false), EndReason::Timeout) => "切れ負け",
        (Some(false), _) => "投了",
        (Some(true), EndReason::Jishogi) => "入玉勝ち",
        (Some(true), _) => "反則勝ち",
        (None, EndReason::Repetition) => "千日手",
        (None, EndReason::Jishogi) => "持将棋",
        (None, _) => return None,
    })
}

/// The CSA special move that ends `game`: `%TSUMI`, `%TORYO`, `%TIME_UP` (the side to move
/// lost), `%KACHI` (he declared an impasse and won), `%+ILLEGAL_ACTION` / `%-ILLEGAL_ACTION`
/// (Sente / Gote lost out of turn: a foul, or a resignation), `%SENNICHITE`, `%JISHOGI`,
/// `%HIKIWAKE`, or `%CHUDAN` while it goes on.
fn end_word_csa(game: &Game) -> &'static str {
    let mover = game.position().turn();
    match end_for_mover(game) {
        None => "%CHUDAN",
        Some((Some(false), EndReason::Checkmate)) => "%TSUMI",
        Some((Some(false), EndReason::Timeout)) => "%TIME_UP",
        Some((Some(false), _)) => "%TORYO",
        Some((Some(true), EndReason::Jishogi)) => "%KACHI",
        Some((Some(true), _)) if mover == Color::White => "%-ILLEGAL_ACTION",
        Some((Some(true), _)) => "%+ILLEGAL_ACTION",
        Some((None, EndReason::Repetition)) => "%SENNICHITE",
        Some((None, EndReason::Jishogi)) => "%JISHOGI",
        Some((None, _)) => "%HIKIWAKE",
    }
}

/// An imported record: the game and the players' names.
#[derive(Debug)]
pub struct Record {
    /// The game, replayed move by move.
    pub game: Game,
    /// Sente's name, if the record has one.
    pub sente: Option<String>,
    /// Gote's name, if the record has one.
    pub gote: Option<String>,
}

/// Why a record cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub problem: RecordProblem,
}

/// What is wrong with a line of a PGN, KIF or CSA record. The text it quotes (`String`) is
/// the record's own; the service says the rest in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordProblem {
    /// PGN: a tag's `[` has no `]`.
    TagUnclosed,
    /// PGN: `[…]` that is not a name and a value.
    NotATag(String),
    /// PGN: the named tag's value is not in quotes.
    TagUnquoted(String),
    /// PGN: the `Variant` tag names no game Tabiya plays.
    UnknownGame(String),
    /// PGN: the record is of one game, the player named another.
    OtherGame {
        /// The record's game.
        record: Variant,
        /// The game the player named.
        named: Variant,
    },
    /// PGN: no `Variant` tag, and no game named.
    NoGameNamed,
    /// PGN: the `FEN` tag cannot be read as a position of the game.
    Fen(FenError, Variant),
    /// A move that cannot be read or is not legal here.
    Move {
        /// The move as the record writes it.
        token: String,
        /// Why.
        error: SanError,
    },
    /// A move that the game refused.
    Refused {
        /// The move as the record writes it.
        token: String,
        /// Why.
        error: GameError,
    },
    /// KIF, CSA: the move the record writes is not legal here.
    NotLegalHere(String),
    /// KIF: a handicap (`手合割`) other than an even game, with no board diagram.
    Handicap(String),
    /// KIF: a piece in hand that is not a piece.
    NotAPieceInHand(String),
    /// KIF: a piece in hand whose count is not a number.
    NotACount(String),
    /// KIF: the board diagram has more rows than the board.
    TooManyRows(u8),
    /// KIF: a diagram row that is not as wide as the board (its squares).
    RowWidth(u8),
    /// KIF, CSA: a piece code that is not a piece.
    NotAPiece(String),
    /// KIF: a diagram square off the board.
    OffBoard,
    /// KIF: the board diagram is not a legal position of the game.
    Diagram(PositionError, Variant),
    /// CSA: a start line after the moves.
    StartAfterMoves,
    /// CSA: who moves first, said after the moves.
    TurnAfterMoves,
    /// CSA: a time statement that is not a time.
    NotATime(String),
    /// CSA: `/`, the start of a second game.
    SeveralGames,
    /// CSA: a move after the game's end (`%TORYO`).
    AfterEnd(String),
    /// CSA: a statement that is none of the format's.
    NotAStatement(String),
    /// CSA: a `P` line that is none of the start lines.
    NotAStartLine(String),
    /// CSA: a handicap (`PI…`) that is not squares and pieces.
    NotAHandicap(String),
    /// CSA: a start line naming something that is not a square.
    NotASquare(String),
    /// CSA: a handicap takes a piece off a square that has none (the line, the square).
    NothingToTakeOff(String, String),
    /// CSA: a board line that is not nine cells.
    NotABoardLine(String),
    /// CSA: a line of squares and pieces that is not.
    NotSquaresAndPieces(String),
    /// CSA: `00AL` (all the remaining pieces), which is not read.
    AllRemaining,
    /// CSA: a piece that cannot be held in hand.
    NotInHand(String),
    /// CSA: the start the lines give is not a legal position of the game.
    Start(FenError, Variant),
}

impl std::fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RecordProblem::TagUnclosed => f.write_str("a tag without its closing `]`"),
            RecordProblem::NotATag(t) => write!(f, "`[{t}]` is not a tag"),
            RecordProblem::TagUnquoted(t) => write!(f, "the {t} tag's value needs quotes"),
            RecordProblem::UnknownGame(t) => write!(f, "`{t}` is not a game Tabiya plays"),
            RecordProblem::OtherGame { record, named } => {
                write!(f, "the record is {}, not {}", record.name(), named.name())
            }
            RecordProblem::NoGameNamed => {
                f.write_str("no Variant tag says which game this is; name the game")
            }
            RecordProblem::Fen(e, _) => write!(f, "its FEN cannot be read: {e}"),
            RecordProblem::Move { token, error } => write!(f, "`{token}`: {error}"),
            RecordProblem::Refused { token, error } => write!(f, "`{token}`: {error}"),
            RecordProblem::NotLegalHere(t) => write!(f, "`{t}` is not a legal move here"),
            RecordProblem::Handicap(h) => {
                write!(f, "only even games (平手) can be imported, not {h}")
            }
            RecordProblem::NotAPieceInHand(t) => write!(f, "`{t}` is not a piece in hand"),
            RecordProblem::NotACount(t) => write!(f, "`{t}`: a count?"),
            RecordProblem::TooManyRows(n) => write!(f, "more than {n} rows in the board diagram"),
            RecordProblem::RowWidth(n) => write!(f, "a board row of {n} squares was expected"),
            RecordProblem::NotAPiece(t) => write!(f, "`{t}` is not a piece"),
            RecordProblem::OffBoard => f.write_str("a square off the board"),
            RecordProblem::Diagram(e, _) => {
                write!(f, "the board diagram is not a legal position: {e}")
            }
            RecordProblem::StartAfterMoves => {
                f.write_str("the start position comes before the moves")
            }
            RecordProblem::TurnAfterMoves => {
                f.write_str("who moves first is said before the moves")
            }
            RecordProblem::NotATime(t) => write!(f, "`{t}` is not a time"),
            RecordProblem::SeveralGames => f.write_str("this file holds several games; send one"),
            RecordProblem::AfterEnd(t) => write!(f, "`{t}` comes after the game's end"),
            RecordProblem::NotAStatement(t) => write!(f, "`{t}` is not a CSA statement"),
            RecordProblem::NotAStartLine(t) => write!(f, "`{t}` is not a CSA start line"),
            RecordProblem::NotAHandicap(t) => {
                write!(f, "`{t}`: a handicap is squares and pieces, as PI82HI")
            }
            RecordProblem::NotASquare(t) => write!(f, "`{t}`: not a square"),
            RecordProblem::NothingToTakeOff(t, sq) => {
                write!(f, "`{t}`: no piece on {sq} to take off")
            }
            RecordProblem::NotABoardLine(t) => write!(f, "`{t}` is not nine cells of a board line"),
            RecordProblem::NotSquaresAndPieces(t) => write!(f, "`{t}` is not squares and pieces"),
            RecordProblem::AllRemaining => f.write_str("`00AL` (all remaining pieces) is not read"),
            RecordProblem::NotInHand(t) => write!(f, "`{t}` cannot be held in hand"),
            RecordProblem::Start(e, _) => write!(f, "the start position: {e}"),
        }
    }
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for RecordError {}

fn play_in(game: &mut Game, m: Move, line: usize, token: &str) -> Result<(), RecordError> {
    let color = game.position().turn();
    game.play(color, m).map_err(|error| RecordError {
        line,
        problem: RecordProblem::Refused {
            token: token.to_owned(),
            error,
        },
    })
}

/// Reads a KIF record of an even game of `variant` (Shogi).
///
/// # Errors
/// [`RecordError`] naming the first line that cannot be read or played.
pub fn from_kif(text: &str, variant: Variant) -> Result<Record, RecordError> {
    let diagram = read_bod(text, variant)?;
    let mut game = match &diagram {
        Some(start) => Game::from_position(start.clone()),
        None => Game::new(variant),
    };
    let (mut sente, mut gote) = (None, None);
    let mut previous: Option<Square> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(n) = line.strip_prefix("先手：") {
            sente = Some(n.to_owned());
            continue;
        }
        if let Some(n) = line.strip_prefix("後手：") {
            gote = Some(n.to_owned());
            continue;
        }
        if let Some(h) = line.strip_prefix("手合割：") {
            if h != "平手" && diagram.is_none() {
                return Err(RecordError {
                    line: i + 1,
                    problem: RecordProblem::Handicap(h.to_owned()),
                });
            }
            continue;
        }
        // A variation follows the main line: the game is read to its end.
        if line.starts_with("変化") {
            break;
        }
        let mut parts = line.split_whitespace();
        let Some(num) = parts.next() else { continue };
        if num.parse::<u32>().is_err() {
            continue;
        }
        let Some(first) = parts.next() else { continue };
        // `同　金(69)`: the full-width space splits the move in two.
        let joined;
        let mv = if first == "同" {
            joined = format!("同{}", parts.next().unwrap_or(""));
            joined.as_str()
        } else {
            first
        };
        if matches!(
            mv,
            "投了"
                | "詰み"
                | "中断"
                | "千日手"
                | "持将棋"
                | "切れ負け"
                | "反則勝ち"
                | "反則負け"
                | "入玉勝ち"
                | "不詰"
        ) {
            break;
        }
        // `７六歩(77)`: destination, piece, [成|打], origin in parentheses.
        let (body, origin) = match mv.find('(') {
            Some(p) => (&mv[..p], Some(mv[p + 1..].trim_end_matches(')'))),
            None => (mv, None),
        };
        let body = body.replace('　', "");
        let pos = game.position().clone();
        let legal = game.legal_moves(pos.turn());
        let found = legal.iter().copied().find(|m| {
            let to_ok = if body.starts_with('同') {
                m.to() == previous && previous.is_some()
            } else {
                let c: Vec<char> = body.chars().collect();
                c.len() >= 2
                    && m.to()
                        == square_from_numbers(
                            digit_value(c[0]).unwrap_or(0),
                            digit_value(c[1]).unwrap_or(0),
                            files(&pos),
                            ranks(&pos),
                        )
            };
            let rest: String = body
                .chars()
                .skip(if body.starts_with('同') { 1 } else { 2 })
                .collect();
            let Some((role, len)) = role_from_kanji(&rest) else {
                return false;
            };
            let tail = &rest[len..];
            let promotes = tail.starts_with('成');
            let drops = tail.contains('打') || origin.is_none();
            let from_ok = match (origin, m.from()) {
                (Some(o), Some(f)) => {
                    let d: Vec<u8> = o.chars().filter_map(digit_value).collect();
                    d.len() == 2
                        && square_from_numbers(d[0], d[1], files(&pos), ranks(&pos)) == Some(f)
                }
                (None, None) => true,
                _ => false,
            };
            to_ok
                && m.role() == Some(role)
                && from_ok
                && drops == matches!(m, Move::Drop { .. })
                && promotes == m.promotion().is_some()
        });
        let m = found.ok_or_else(|| RecordError {
            line: i + 1,
            problem: RecordProblem::NotLegalHere(mv.to_owned()),
        })?;
        previous = m.to();
        play_in(&mut game, m, i + 1, mv)?;
    }
    Ok(Record { game, sente, gote })
}

/// The SFEN letter of a CSA piece code (`FU` → `P`, `TO` → `+P`), Sente's case.
fn csa_to_sfen(code: &str) -> Option<&'static str> {
    Some(match code {
        "FU" => "P",
        "KY" => "L",
        "KE" => "N",
        "GI" => "S",
        "KI" => "G",
        "KA" => "B",
        "HI" => "R",
        "OU" => "K",
        "TO" => "+P",
        "NY" => "+L",
        "NK" => "+N",
        "NG" => "+S",
        "UM" => "+B",
        "RY" => "+R",
        _ => return None,
    })
}

/// A CSA start position being read: `PI` (with pieces taken off for a handicap), the board
/// lines `P1`…`P9`, and `P+`/`P-` pieces put on the board or in hand (`00`).
struct CsaStart {
    /// `board[rank][file]`, rank 1 and file 9 first, as SFEN letters.
    board: Vec<Vec<Option<String>>>,
    hands: [Vec<&'static str>; 2],
    given: bool,
    sente_first: bool,
}

impl CsaStart {
    fn new() -> CsaStart {
        CsaStart {
            board: vec![vec![None; 9]; 9],
            hands: [Vec::new(), Vec::new()],
            given: false,
            sente_first: true,
        }
    }

    fn cell(sign: char, code: &str) -> Option<String> {
        let l = csa_to_sfen(code)?;
        Some(if sign == '+' {
            l.to_owned()
        } else {
            l.to_ascii_lowercase()
        })
    }

    /// `PI` and the squares of the pieces a handicap takes off (`PI82HI22KA`).
    fn standard(&mut self, rest: &str) -> Result<(), RecordProblem> {
        let rows = [
            "-KY-KE-GI-KI-OU-KI-GI-KE-KY",
            " * -HI *  *  *  *  * -KA * ",
            "-FU-FU-FU-FU-FU-FU-FU-FU-FU",
            " *  *  *  *  *  *  *  *  * ",
            " *  *  *  *  *  *  *  *  * ",
            " *  *  *  *  *  *  *  *  * ",
            "+FU+FU+FU+FU+FU+FU+FU+FU+FU",
            " * +KA *  *  *  *  * +HI * ",
            "+KY+KE+GI+KI+OU+KI+GI+KE+KY",
        ];
        for (rank, row) in rows.iter().enumerate() {
            self.row(rank + 1, row)?;
        }
        let b = rest.as_bytes();
        if !b.len().is_multiple_of(4) {
            return Err(RecordProblem::NotAHandicap(format!("PI{rest}")));
        }
        for c in b.chunks(4) {
            let (f, r) = ((c[0] as char).to_digit(10), (c[1] as char).to_digit(10));
            let (Some(f @ 1..=9), Some(r @ 1..=9)) = (f, r) else {
                return Err(RecordProblem::NotASquare(format!("PI{rest}")));
            };
            let cell = &mut self.board[r as usize - 1][9 - f as usize];
            if cell.is_none() {
                return Err(RecordProblem::NothingToTakeOff(
                    format!("PI{rest}"),
                    format!("{f}{r}"),
                ));
            }
            *cell = None;
        }
        self.given = true;
        Ok(())
    }

    /// A board line `P3-FU-FU …`: nine cells of three characters, file 9 first.
    fn row(&mut self, rank: usize, cells: &str) -> Result<(), RecordProblem> {
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() < 25 || chars.len() > 27 {
            return Err(RecordProblem::NotABoardLine(format!("P{rank}{cells}")));
        }
        for file in 0..9 {
            let cell: String = chars.iter().skip(file * 3).take(3).collect();
            let cell = cell.trim_end();
            self.board[rank - 1][file] = match cell {
                "*" | " *" | "" => None,
                _ => {
                    let mut it = cell.chars();
                    let sign = it.next().unwrap_or(' ');
                    let code: String = it.collect();
                    if sign != '+' && sign != '-' {
                        return Err(RecordProblem::NotAPiece(cell.to_owned()));
                    }
                    Some(
                        CsaStart::cell(sign, &code)
                            .ok_or_else(|| RecordProblem::NotAPiece(code.to_string()))?,
                    )
                }
            };
        }
        self.given = true;
        Ok(())
    }

    /// `P+00KA` (in hand) or `P-55FU` (on the board), several in one line.
    fn pieces(&mut self, sign: char, rest: &str) -> Result<(), RecordProblem> {
        let b = rest.as_bytes();
        if b.is_empty() || !b.len().is_multiple_of(4) || !rest.is_ascii() {
            return Err(RecordProblem::NotSquaresAndPieces(format!("P{sign}{rest}")));
        }
        for c in rest.as_bytes().chunks(4) {
            let code = std::str::from_utf8(&c[2..]).unwrap_or("");
            let (f, r) = ((c[0] as char).to_digit(10), (c[1] as char).to_digit(10));
            match (f, r) {
                (Some(0), Some(0)) => {
                    if code == "AL" {
                        return Err(RecordProblem::AllRemaining);
                    }
                    let l = csa_to_sfen(code)
                        .filter(|l| l.len() == 1 && *l != "K")
                        .ok_or_else(|| RecordProblem::NotInHand(code.to_owned()))?;
                    self.hands[usize::from(sign == '-')].push(l);
                }
                (Some(f @ 1..=9), Some(r @ 1..=9)) => {
                    self.board[r as usize - 1][9 - f as usize] = Some(
                        CsaStart::cell(sign, code)
                            .ok_or_else(|| RecordProblem::NotAPiece(code.to_string()))?,
                    );
                }
                _ => return Err(RecordProblem::NotASquare(format!("P{sign}{rest}"))),
            }
        }
        self.given = true;
        Ok(())
    }

    /// The game from this start: the standard one unless a position or Gote's first move
    /// was given.
    fn game(&mut self, variant: Variant) -> Result<Game, RecordProblem> {
        if !self.given && self.sente_first {
            return Ok(Game::new(variant));
        }
        if !self.given {
            self.standard("")?;
        }
        let pos =
            parse_sfen(&self.sfen(), variant).map_err(|e| RecordProblem::Start(e, variant))?;
        Ok(Game::from_position(pos))
    }

    fn sfen(&self) -> String {
        let mut rows = Vec::new();
        for row in &self.board {
            let mut out = String::new();
            let mut empty = 0;
            for cell in row {
                match cell {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(p);
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            rows.push(out);
        }
        let mut hand = String::new();
        for (i, pieces) in self.hands.iter().enumerate() {
            for p in pieces {
                hand.push_str(&if i == 0 {
                    (*p).to_owned()
                } else {
                    p.to_ascii_lowercase()
                });
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        format!(
            "{} {} {hand} 1",
            rows.join("/"),
            if self.sente_first { 'b' } else { 'w' }
        )
    }
}

/// Reads a CSA record of `variant` (Shogi): the names, the start (`PI`, a handicap, or the
/// board lines `P1`…`P9` with `P+`/`P-` pieces), the moves with their times (`+7776FU,T12`,
/// on one line or two), comments (a line's own, or after a move's comma) and the end (`%TORYO` and the like). Every statement is
/// read or refused: a record is never taken in part.
///
/// # Errors
/// [`RecordError`] naming the first line that cannot be read or played.
pub fn from_csa(text: &str, variant: Variant) -> Result<Record, RecordError> {
    let (mut sente, mut gote) = (None, None);
    let mut start = CsaStart::new();
    let mut game: Option<Game> = None;
    let mut ended = false;
    for (i, raw) in text.lines().enumerate() {
        let err = |problem: RecordProblem| RecordError {
            line: i + 1,
            problem,
        };
        let line = raw.trim_end_matches(['\r', '\n']);
        if line.trim().is_empty() || line.starts_with('\'') {
            continue;
        }
        // Board lines keep their spaces; other lines may hold several statements.
        if let Some(rest) = line.strip_prefix('P') {
            if game.is_some() {
                return Err(err(RecordProblem::StartAfterMoves));
            }
            let mut chars = rest.chars();
            let result = match chars.next() {
                Some('I') => start.standard(chars.as_str().trim()),
                Some(d @ '1'..='9') => start.row(d as usize - '0' as usize, chars.as_str()),
                Some(sign @ ('+' | '-')) => start.pieces(sign, chars.as_str().trim()),
                _ => Err(RecordProblem::NotAStartLine(line.to_owned())),
            };
            result.map_err(err)?;
            continue;
        }
        // A comment may follow a statement after a comma (`+7776FU,T5,'a note`) and runs to
        // the line's end, commas and all.
        let code = line.find(",'").map_or(line, |at| &line[..at]);
        for statement in code.split(',').map(str::trim) {
            if let Some(n) = statement.strip_prefix("N+") {
                sente = Some(n.to_owned());
            } else if let Some(n) = statement.strip_prefix("N-") {
                gote = Some(n.to_owned());
            } else if statement.starts_with('V') || statement.starts_with('$') {
                // The format's version and the game's information.
            } else if statement == "+" || statement == "-" {
                if game.is_some() {
                    return Err(err(RecordProblem::TurnAfterMoves));
                }
                start.sente_first = statement == "+";
            } else if let Some(t) = statement.strip_prefix('T') {
                if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
                    return Err(err(RecordProblem::NotATime(statement.to_owned())));
                }
            } else if statement.starts_with('%') {
                ended = true;
            } else if statement == "/" {
                return Err(err(RecordProblem::SeveralGames));
            } else if statement.len() == 7
                && statement.is_ascii()
                && (statement.starts_with('+') || statement.starts_with('-'))
            {
                if ended {
                    return Err(err(RecordProblem::AfterEnd(statement.to_owned())));
                }
                let game = match &mut game {
                    Some(g) => g,
                    None => game.insert(start.game(variant).map_err(err)?),
                };
                let m = csa_move(statement, game)
                    .ok_or_else(|| err(RecordProblem::NotLegalHere(statement.to_owned())))?;
                play_in(game, m, i + 1, statement)?;
            } else {
                return Err(err(RecordProblem::NotAStatement(statement.to_owned())));
            }
        }
    }
    let game = match game {
        Some(g) => g,
        None => start.game(variant).map_err(|problem| RecordError {
            line: text.lines().count(),
            problem,
        })?,
    };
    Ok(Record { game, sente, gote })
}

/// The legal move a CSA move statement (`+7776FU`, `-0055KA`) names, if any.
fn csa_move(statement: &str, game: &Game) -> Option<Move> {
    let b = statement.as_bytes();
    let d = |k: usize| (b[k] as char).to_digit(10).map(|x| x as u8);
    let (ff, fr, tf, tr) = (d(1)?, d(2)?, d(3)?, d(4)?);
    let piece = &statement[5..];
    let pos = game.position();
    let mover = if b[0] == b'+' {
        Color::White
    } else {
        Color::Black
    };
    if pos.turn() != mover {
        return None;
    }
    let legal = game.legal_moves(mover);
    let to = square_from_numbers(tf, tr, files(pos), ranks(pos));
    let from = square_from_numbers(ff, fr, files(pos), ranks(pos));
    legal.iter().copied().find(|m| match *m {
        Move::Drop { role, to: t } => {
            ff == 0 && fr == 0 && Some(t) == to && csa_piece(role) == piece
        }
        Move::Normal {
            role,
            from: f,
            to: t,
            promotion,
            ..
        } => Some(f) == from && Some(t) == to && csa_piece(promotion.unwrap_or(role)) == piece,
        _ => false,
    })
}

/// Whether the game's rules use the Shogi family's promotion zone.
pub fn is_shogi_family(variant: Variant) -> bool {
    matches!(variant.rules().promotion, Promotion::Zone { .. })
}

/// Jishōgi points: 5 for each rook or bishop, 1 for every other piece, on the board and in
/// hand, promotions ignored, kings not counted.
pub fn jishogi_points(pos: &Position, color: Color) -> u32 {
    let mut points = 0;
    for sq in Squares(pos.occupied_by(color)) {
        if let Some(p) = pos.piece_at(sq) {
            points += match p.role {
                Role::King | Role::CrownPrince => 0,
                Role::Rook | Role::Bishop | Role::Dragon | Role::DragonHorse => 5,
                _ => 1,
            };
        }
    }
    for (role, n) in pos.hand_pieces(color) {
        points += n as u32
            * if matches!(role, Role::Rook | Role::Bishop) {
                5
            } else {
                1
            };
    }
    points
}

/// Whether both kings stand in their promotion zones (the condition for a jishōgi claim).
pub fn both_kings_entered(pos: &Position) -> bool {
    let r = ranks(pos);
    Color::ALL.into_iter().all(|c| {
        pos.pieces(c, Role::King) != 0
            && Squares(pos.pieces(c, Role::King)).all(|k| k.relative_rank(c, r) + 3 >= r)
    })
}
