//! Xiangqi as its homelands write it: Chinese (`炮二平五`, `马8进7`, `車九進一`) and
//! Vietnamese (`P2-5`, `M8.7`, `Xs-2`).
//!
//! Both name the piece, the file it stands on (counted 1–9 from the mover's right), the way it
//! goes and a number: for the pieces that move straight (general, chariot, cannon, soldier)
//! the points moved when it goes forward or back, else the file it arrives on.
//!
//! - **Chinese.** Red writes numbers in Chinese numerals, Black in digits. Two like pieces on a
//!   file are 前 (front) and 后 (rear), three soldiers 前, 中, 后, four or five 前, 二, 三, (四,)
//!   后, the file dropped; when two files each hold several soldiers the soldier's name gives
//!   way to its file (`前七进一`). Advisors and elephants are never marked: the one that can go
//!   forward is the rear one. Read: simplified and traditional characters, the variant
//!   characters of Taiwan and Hong Kong (俥傌砲), 上 and 下 for 进 and 退, full-width digits,
//!   the marker after the piece (`车前平三`), xqbase's ordinals (`一兵平五`) and the file
//!   after the marker (`前兵七进一`).
//! - **Vietnamese.** Letters Tg (general), S, T (elephant), M, X, P (cannon), B (soldier);
//!   `.` forward, `/` back, `-` sideways; digits for both sides. Like pieces on a file: `t`
//!   (trước, front), `s` (sau, rear), `g` (giữa, middle) in place of the file. Where the
//!   sources are silent (four or five soldiers on a file, two files of soldiers) the middle
//!   ones are `g2`, `g3`, `g4` counted from the front, and the file comes before the marker
//!   (`B7t.1`).

use crate::position::Position;
use crate::types::{Color, Move, Role, Square, Squares};

/// Which way a move goes, as the mover sees the board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Way {
    Forward,
    Back,
    Sideways,
}

/// What both notations say of a move.
struct Said {
    role: Role,
    red: bool,
    /// The origin's file, 1–9 from the mover's right.
    file: u8,
    /// Its place among like pieces on that file, front first, and how many there are.
    at: usize,
    of: usize,
    /// Two or more files each hold several of these pieces.
    files_doubled: bool,
    way: Way,
    number: u8,
}

impl Said {
    fn of(m: &Move, pos: &Position) -> Option<Said> {
        let Move::Normal { role, from, to, .. } = *m else {
            return None;
        };
        let color = pos.turn();
        let files = pos.variant().files();
        let file_no = |s: Square| match color {
            Color::White => files - s.file(),
            Color::Black => s.file() + 1,
        };
        let ahead = |s: Square| match color {
            Color::White => i32::from(s.rank()),
            Color::Black => -i32::from(s.rank()),
        };
        let mine = || Squares(pos.pieces(color, role));
        let mut column: Vec<Square> = mine().filter(|s| s.file() == from.file()).collect();
        column.sort_by_key(|&s| -ahead(s));
        let files_doubled = (0..files)
            .filter(|&f| mine().filter(|s| s.file() == f).count() >= 2)
            .count()
            >= 2;
        let (way, number) = if from.rank() == to.rank() {
            (Way::Sideways, file_no(to))
        } else {
            let way = if ahead(to) > ahead(from) {
                Way::Forward
            } else {
                Way::Back
            };
            let straight = from.file() == to.file()
                && !matches!(role, Role::Horse | Role::Elephant | Role::Advisor);
            let number = if straight {
                from.rank().abs_diff(to.rank())
            } else {
                file_no(to)
            };
            (way, number)
        };
        Some(Said {
            role,
            red: color == Color::White,
            file: file_no(from),
            at: column.iter().position(|&s| s == from).unwrap_or(0),
            of: column.len(),
            files_doubled,
            way,
            number,
        })
    }

    /// Like pieces on the file are told apart by a marker (never advisors, elephants or the
    /// general: see the module's notes).
    fn marked(&self) -> bool {
        self.of >= 2 && !matches!(self.role, Role::Advisor | Role::Elephant | Role::King)
    }
}

const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The Chinese marker of the `at`-th of `of` like pieces on a file, front first.
fn chinese_marker(at: usize, of: usize) -> char {
    match (at, of) {
        (0, _) => '前',
        (a, n) if a + 1 == n => '后',
        (1, 3) => '中',
        (a, _) => NUMERALS[a],
    }
}

fn chinese_piece(role: Role, red: bool) -> char {
    match (role, red) {
        (Role::King, true) => '帅',
        (Role::King, false) => '将',
        (Role::Advisor, true) => '仕',
        (Role::Advisor, false) => '士',
        (Role::Elephant, true) => '相',
        (Role::Elephant, false) => '象',
        (Role::Horse, _) => '马',
        (Role::Chariot, _) => '车',
        (Role::Cannon, _) => '炮',
        (_, true) => '兵',
        (_, false) => '卒',
    }
}

/// The ways a Chinese player may write the move, in simplified characters, the printed form
/// first.
fn chinese_forms(s: &Said) -> Vec<String> {
    let number = |n: u8| {
        if s.red {
            NUMERALS[usize::from(n.clamp(1, 9)) - 1].to_string()
        } else {
            n.to_string()
        }
    };
    let piece = chinese_piece(s.role, s.red);
    let way = match s.way {
        Way::Forward => '进',
        Way::Back => '退',
        Way::Sideways => '平',
    };
    let tail = format!("{way}{}", number(s.number));
    let file = number(s.file);
    let mut origins = Vec::new();
    if s.marked() {
        let marker = chinese_marker(s.at, s.of);
        // xqbase's ordinals, the front one 一.
        let ordinal = NUMERALS[s.at];
        if s.role == Role::Soldier && s.files_doubled {
            origins.push(format!("{marker}{file}"));
            origins.push(format!("{marker}{piece}{file}"));
            origins.push(format!("{ordinal}{file}"));
        } else {
            origins.push(format!("{marker}{piece}"));
            origins.push(format!("{piece}{marker}"));
            origins.push(format!("{ordinal}{piece}"));
            origins.push(format!("{marker}{file}"));
            origins.push(format!("{marker}{piece}{file}"));
        }
    } else {
        origins.push(format!("{piece}{file}"));
    }
    origins.into_iter().map(|o| format!("{o}{tail}")).collect()
}

/// Traditional characters for the simplified ones this module prints.
fn traditional(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '马' => '馬',
            '车' => '車',
            '帅' => '帥',
            '将' => '將',
            '进' => '進',
            '后' => '後',
            c => c,
        })
        .collect()
}

/// One spelling for every way of writing a Chinese move: simplified characters, one
/// character per piece whatever its side, digits for every number, 进 退 平 for the ways.
fn fold_chinese(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '車' | '俥' | '伡' => '车',
            '馬' | '傌' | '㐷' => '马',
            '砲' | '包' => '炮',
            '帥' | '将' | '將' => '帅',
            '士' => '仕',
            '象' => '相',
            '卒' => '兵',
            '進' | '上' => '进',
            '下' => '退',
            '後' => '后',
            '１'..='９' => char::from_u32(c as u32 - '１' as u32 + '1' as u32).unwrap_or(c),
            c => NUMERALS
                .iter()
                .position(|&n| n == c)
                .and_then(|i| char::from_digit(i as u32 + 1, 10))
                .unwrap_or(c),
        })
        .collect()
}

/// `m` in Chinese notation, simplified or traditional.
pub fn chinese(m: &Move, pos: &Position, traditional_characters: bool) -> Option<String> {
    let s = Said::of(m, pos)?;
    let printed = chinese_forms(&s).swap_remove(0);
    Some(if traditional_characters {
        traditional(&printed)
    } else {
        printed
    })
}

/// Whether `input` is written in Chinese characters (and so is read only as Chinese).
pub fn looks_chinese(input: &str) -> bool {
    input
        .chars()
        .any(|c| matches!(c, '\u{3400}'..='\u{9fff}' | '\u{ff10}'..='\u{ff19}'))
}

/// The moves among `moves` that `input` names in Chinese notation.
pub fn read_chinese(input: &str, pos: &Position, moves: &[Move]) -> Vec<Move> {
    let want = fold_chinese(input);
    moves
        .iter()
        .filter(|m| {
            Said::of(m, pos)
                .is_some_and(|s| chinese_forms(&s).iter().any(|f| fold_chinese(f) == want))
        })
        .copied()
        .collect()
}

fn vietnamese_letter(role: Role) -> &'static str {
    match role {
        Role::King => "Tg",
        Role::Advisor => "S",
        Role::Elephant => "T",
        Role::Horse => "M",
        Role::Chariot => "X",
        Role::Cannon => "P",
        _ => "B",
    }
}

fn vietnamese_form(s: &Said) -> String {
    let letter = vietnamese_letter(s.role);
    let origin = if s.marked() {
        let marker = match (s.at, s.of) {
            (0, _) => "t".to_owned(),
            (a, n) if a + 1 == n => "s".to_owned(),
            (1, 3) => "g".to_owned(),
            (a, _) => format!("g{}", a + 1),
        };
        if s.role == Role::Soldier && s.files_doubled {
            format!("{letter}{}{marker}", s.file)
        } else {
            format!("{letter}{marker}")
        }
    } else {
        format!("{letter}{}", s.file)
    };
    let way = match s.way {
        Way::Forward => '.',
        Way::Back => '/',
        Way::Sideways => '-',
    };
    format!("{origin}{way}{}", s.number)
}

/// `m` as Vietnamese players write it.
pub fn vietnamese(m: &Move, pos: &Position) -> Option<String> {
    Said::of(m, pos).map(|s| vietnamese_form(&s))
}

fn fold_vietnamese(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | '−' => '-',
            c => c,
        })
        .collect()
}

/// The moves among `moves` that `input` names as Vietnamese players write moves.
pub fn read_vietnamese(input: &str, pos: &Position, moves: &[Move]) -> Vec<Move> {
    let want = fold_vietnamese(input);
    moves
        .iter()
        .filter(|m| Said::of(m, pos).is_some_and(|s| vietnamese_form(&s) == want))
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{fen, Variant};

    fn start() -> Position {
        Position::new(Variant::historical("xiangqi", &[]).expect("xiangqi"))
    }

    fn one(input: &str, pos: &Position) -> Move {
        let legal = pos.legal_moves();
        let read = read_chinese(input, pos, &legal);
        assert_eq!(read.len(), 1, "{input}: {read:?}");
        read[0]
    }

    #[test]
    fn the_opening_moves_players_write() {
        let mut pos = start();
        let c = one("炮二平五", &pos);
        assert_eq!(crate::uci::to_uci(&c, &pos), "h3e3");
        assert_eq!(chinese(&c, &pos, false).as_deref(), Some("炮二平五"));
        assert_eq!(vietnamese(&c, &pos).as_deref(), Some("P2-5"));
        pos.play_unchecked(&c);
        let h = one("马8进7", &pos);
        assert_eq!(crate::uci::to_uci(&h, &pos), "h10g8");
        assert_eq!(one("馬８進７", &pos), h);
        assert_eq!(vietnamese(&h, &pos).as_deref(), Some("M8.7"));
        pos.play_unchecked(&h);
        let r = one("車九進一", &pos);
        assert_eq!(crate::uci::to_uci(&r, &pos), "a1a2");
        assert_eq!(chinese(&r, &pos, true).as_deref(), Some("車九進一"));
        assert_eq!(chinese(&r, &pos, false).as_deref(), Some("车九进一"));
    }

    #[test]
    fn tandem_pieces_are_front_and_rear() {
        // Two red cannons on the e-file, e7 and e3.
        let v = Variant::historical("xiangqi", &[]).expect("xiangqi");
        let pos = fen::parse("3k5/9/9/4C4/9/9/9/4C4/9/5K3 w - - 0 1", v).expect("fen");
        let legal = pos.legal_moves();
        let front_back = legal
            .iter()
            .find(|m| crate::uci::to_uci(m, &pos) == "e7e5")
            .expect("e7e5");
        assert_eq!(
            chinese(front_back, &pos, false).as_deref(),
            Some("前炮退二")
        );
        assert_eq!(chinese(front_back, &pos, true).as_deref(), Some("前炮退二"));
        assert_eq!(vietnamese(front_back, &pos).as_deref(), Some("Pt/2"));
        assert_eq!(one("炮前退二", &pos), *front_back);
        let rear = one("后炮平六", &pos);
        assert_eq!(crate::uci::to_uci(&rear, &pos), "e3d3");
    }

    /// A Vietnamese reader's `P2-5` is his cannon (WXF's pawn reading is not taken), and
    /// the WXF the bot prints in a question (`C2=5`) still reads.
    #[test]
    fn a_vietnamese_reader_s_letters_first_then_wxf() {
        use crate::notation::{parse_with, Letters, Reading};
        let pos = start();
        let legal = pos.legal_moves();
        let vi = Reading {
            letters: Letters::Vietnamese,
            ..Reading::default()
        };
        let cannon = parse_with("P2-5", &pos, &legal, None, vi).expect("the cannon");
        assert_eq!(crate::uci::to_uci(&cannon, &pos), "h3e3");
        assert_eq!(parse_with("C2=5", &pos, &legal, None, vi), Ok(cannon));
    }
}
