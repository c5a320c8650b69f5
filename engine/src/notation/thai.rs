//! Makruk as Thai players write it: SAN with Thai letters for files (ก ข ค ง จ ฉ ช ญ, a–h from
//! White's left) and Thai digits for ranks (๑–๘), the pieces ข (Khun), ม็ (Met), ค (Khon),
//! ม (Ma) and ร (Rua), a pawn (Bia) by its squares alone, and `-` before the square a piece
//! goes to quietly (`x` when it takes): `จ๔`, `ม-ฉ๓`, `คxง๕`, `ค๗=M`.
//!
//! This is Fairy-Stockfish's Thai SAN, with one difference: where its string names two legal
//! moves (a pawn on the c-file taking on d5 and a Khon taking there are both `คxง๕`, since ค
//! is the Khon and the c-file), each of them is printed with its origin square (the pawn's
//! `ค๔xง๕`, the Khon's `คจ๔xง๕`), so that what is printed reads back as one move. Both are
//! read; the short form, when it names two moves, is answered with a question.

use crate::position::Position;
use crate::san;
use crate::types::{Move, Role};

const FILES: [char; 8] = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ'];
const DIGITS: [char; 8] = ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘'];

fn letter(role: Role) -> &'static str {
    match role {
        Role::King => "ข",
        Role::Ferz => "ม็",
        Role::Silver => "ค",
        Role::Knight => "ม",
        Role::Rook => "ร",
        _ => "",
    }
}

/// Latin files and ranks of a SAN fragment in Thai.
fn in_thai(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'a'..='h' => FILES[c as usize - 'a' as usize],
            '1'..='8' => DIGITS[c as usize - '1' as usize],
            c => c,
        })
        .collect()
}

/// Fairy-Stockfish's Thai SAN of `m` (`with_origin`: the piece's origin square written out).
fn written(m: &Move, pos: &Position, legal: &[Move], with_origin: bool) -> Option<String> {
    let Move::Normal {
        role,
        from,
        capture,
        ..
    } = *m
    else {
        return None;
    };
    let latin = san::to_san_among(m, pos, legal);
    let b = latin.as_bytes();
    let dest = (0..b.len().saturating_sub(1))
        .rev()
        .find(|&i| (b'a'..=b'h').contains(&b[i]) && (b'1'..=b'8').contains(&b[i + 1]))?;
    let (head, rest) = latin.split_at(dest);
    let (to, tail) = rest.split_at(2);
    let mut out = String::new();
    let origin = || {
        in_thai(&format!(
            "{}{}",
            char::from(b'a' + from.file()),
            from.rank() + 1
        ))
    };
    if role == Role::Pawn && with_origin {
        out.push_str(&origin());
        out.push(if capture.is_some() { 'x' } else { '-' });
    } else if role == Role::Pawn {
        out.push_str(&in_thai(head));
    } else {
        out.push_str(letter(role));
        if with_origin {
            out.push_str(&origin());
        } else {
            out.push_str(&in_thai(head.get(1..).unwrap_or("").trim_end_matches('x')));
        }
        out.push(if capture.is_some() { 'x' } else { '-' });
    }
    out.push_str(&in_thai(to));
    out.push_str(tail);
    Some(out)
}

/// `m` in Thai notation; `legal` are `pos`'s legal moves.
pub fn thai(m: &Move, pos: &Position, legal: &[Move]) -> Option<String> {
    let plain = written(m, pos, legal, false)?;
    // Compared as the reader compares (a pawn's `=M` may be left off), so that a pawn taking
    // with promotion and a Khon taking on the same square are both printed in full.
    let key = key(&plain);
    let clashes = legal.iter().any(|o| {
        o != m
            && o.to() == m.to()
            && written(o, pos, legal, false).map(|w| self::key(&w)) == Some(key.clone())
    });
    if clashes {
        written(m, pos, legal, true)
    } else {
        Some(plain)
    }
}

/// What is compared: no spaces, Thai digits, no check or mate sign.
fn fold(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '+' | '#' | '!' | '?'))
        .map(|c| match c {
            '1'..='8' => DIGITS[c as usize - '1' as usize],
            '×' => 'x',
            c => c,
        })
        .collect()
}

/// What the reader matches on: the folded text without a pawn's `=M`.
fn key(s: &str) -> String {
    let folded = fold(s);
    folded.strip_suffix("=M").unwrap_or(&folded).to_owned()
}

/// Whether `input` is written in Thai script.
pub fn looks_thai(input: &str) -> bool {
    input
        .chars()
        .any(|c| ('\u{0e00}'..='\u{0e7f}').contains(&c))
}

/// The moves among `legal` that `input` names in Thai notation (printed or short form; a
/// pawn's `=M` may be left off, and when it is written it names the pawn's move alone).
pub fn read_thai(input: &str, pos: &Position, legal: &[Move]) -> Vec<Move> {
    // Each move as printed and in its short form, written once.
    let forms: Vec<(Move, [Option<String>; 2])> = legal
        .iter()
        .map(|m| (*m, [thai(m, pos, legal), written(m, pos, legal, false)]))
        .collect();
    let named = |read: fn(&str) -> String, want: &str| -> Vec<Move> {
        forms
            .iter()
            .filter(|(_, f)| f.iter().flatten().any(|f| read(f) == want))
            .map(|(m, _)| *m)
            .collect()
    };
    // A promotion written out (`=M`) names the pawn's move alone.
    let exact = fold(input);
    if exact.ends_with("=M") {
        let pawn = named(fold, &exact);
        if !pawn.is_empty() {
            return pawn;
        }
    }
    named(key, &key(input))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{fen, Variant};

    fn makruk(f: &str) -> Position {
        let v = Variant::historical("makruk", &[]).expect("makruk");
        fen::parse(f, v).expect("fen")
    }

    fn printed(pos: &Position) -> Vec<(String, String)> {
        let legal = pos.legal_moves();
        legal
            .iter()
            .map(|m| {
                (
                    crate::uci::to_uci(m, pos),
                    thai(m, pos, &legal).expect("thai"),
                )
            })
            .collect()
    }

    #[test]
    fn as_fairy_stockfish_writes_it_and_the_clash_it_leaves() {
        let p = makruk("4k3/8/8/3p4/2P1S3/8/8/4K3 w - - 0 1");
        let all = printed(&p);
        let of = |u: &str| all.iter().find(|(m, _)| m == u).expect(u).1.clone();
        assert_eq!(of("c4c5"), "ค๕");
        assert_eq!(of("c4d5"), "ค๔xง๕");
        assert_eq!(of("e4d3"), "ค-ง๓");
        assert_eq!(of("e4d5"), "คจ๔xง๕");
        assert_eq!(of("e1d1"), "ข-ง๑");
        let legal = p.legal_moves();
        assert_eq!(read_thai("คxง๕", &p, &legal).len(), 2);
        assert_eq!(read_thai("คจ๔xง๕", &p, &legal).len(), 1);
        let promote = makruk("4k3/8/2P5/8/8/8/8/4K3 w - - 0 1");
        let promotion = printed(&promote);
        assert!(promotion.contains(&("c6c7m".to_owned(), "ค๗=M".to_owned())));
        assert_eq!(read_thai("ค7", &promote, &promote.legal_moves()).len(), 1);
        // A pawn taking with promotion and a Khon taking on the same square: `คxง๖=M` and
        // `คxง๖` read alike, so both are printed with their origins (found by the property
        // test in 1n4nr/k7/r1ps1m1p/p1PpSPsP/P2PP3/2N1P3/R1K1N3/2S1M2R w).
        let both = makruk("4k3/8/3p4/2P1S3/8/8/8/4K3 w - - 0 1");
        let all = printed(&both);
        let of = |u: &str| all.iter().find(|(m, _)| m == u).expect(u).1.clone();
        assert_eq!(of("c5d6m"), "ค๕xง๖=M");
        assert_eq!(of("e5d6"), "คจ๕xง๖");
        let legal = both.legal_moves();
        for (_, printed) in &all {
            assert_eq!(read_thai(printed, &both, &legal).len(), 1, "{printed}");
        }
        assert_eq!(read_thai("คxง๖", &both, &legal).len(), 2);
        // With the promotion written, the pawn's alone.
        let pawn = read_thai("คxง๖=M", &both, &legal);
        assert_eq!(pawn.len(), 1);
        assert_eq!(crate::uci::to_uci(&pawn[0], &both), "c5d6m");
    }
}
