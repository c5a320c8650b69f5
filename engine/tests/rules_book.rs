//! Rules that had no test of their own, each named after the rule and quoting the rules book
//! (`docs/rules/GAME.md`) in its doc comment as `book(GAME): "…"`; the last test checks every
//! quotation is still in the book, word for word.

use crate::support::{game_play, moves_from, play, pos};
use tabiya_engine::{Color, Game, Move, Outcome, Position, Variant};

/// book(chaturanga): "Foot soldiers never make a double step."
/// book(chaturanga): "A foot soldier reaching the last rank becomes the piece that started on
/// that square"
#[test]
fn chaturanga_no_double_step_and_blacks_promotion_squares() {
    let p = Position::new(Variant::historical("chaturanga", &[]).expect("game"));
    assert_eq!(moves_from(&p, "e2"), ["e2e3"]);
    // Black, having lost everything, promotes on White's first rank to what started there:
    // a horse on b1, a chariot on a1.
    let p = pos("chaturanga", &[], "3k4/8/8/7R/8/8/pp6/4K3 b - - 0 1");
    assert_eq!(moves_from(&p, "a2"), ["a2a1r"]);
    assert_eq!(moves_from(&p, "b2"), ["b2b1n"]);
}

/// book(ninthcentury): "The king has no leap."
#[test]
fn ninthcentury_setup_and_a_king_without_leap() {
    let p = Position::new(Variant::historical("ninthcentury", &[]).expect("game"));
    assert_eq!(
        tabiya_engine::fen::fen(&p),
        "dnrkfrnd/pppppppp/8/8/8/8/PPPPPPPP/DNRKFRND w - - 0 1"
    );
    let p = pos("ninthcentury", &[], "3k4/8/8/8/8/8/8/3K4 w - - 0 1");
    assert_eq!(
        moves_from(&p, "d1"),
        ["d1c1", "d1c2", "d1d2", "d1e1", "d1e2"]
    );
}

/// book(senterej): "During it the king may castle to its right" and "the first capture ends
/// it": no castling afterwards.
#[test]
fn senterej_no_castling_after_the_werera() {
    let mut g = Game::new(Variant::historical("senterej", &[]).expect("game"));
    for m in ["g1f3", "g2g3", "f1h3", "f3e5", "e5d7"] {
        game_play(&mut g, Color::White, m); // the last one the first capture
    }
    game_play(&mut g, Color::Black, "a7a6");
    assert!(!g
        .legal_moves(Color::White)
        .iter()
        .any(|m| matches!(m, Move::Castle { .. })));
}

/// book(janggi): "inside it they move along its lines, diagonally only where a diagonal is
/// drawn" and "Chariots, cannons and soldiers may use the palace diagonals".
#[test]
fn janggi_guards_on_the_palace_lines_and_the_cannon_on_its_diagonals() {
    // A guard on the middle of the palace's side has no diagonal to follow.
    let p = pos("janggi", &[], "3k5/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
    assert_eq!(moves_from(&p, "d2"), ["d2d1", "d2d3", "d2e2"]);
    // From the centre every point of the palace but the king's.
    let p = pos("janggi", &[], "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    assert_eq!(moves_from(&p, "e2").len(), 7, "{:?}", moves_from(&p, "e2"));
    // A cannon on a palace corner jumps the piece in the centre along the diagonal.
    let p = pos("janggi", &[], "3k5/9/9/9/9/9/9/5C3/4P4/4K4 w - - 0 1");
    assert!(
        moves_from(&p, "f3").contains(&"f3d1".to_owned()),
        "{:?}",
        moves_from(&p, "f3")
    );
    // Without the screen it cannot go there.
    let p = pos("janggi", &[], "3k5/9/9/9/9/9/9/5C3/9/4K4 w - - 0 1");
    assert!(!moves_from(&p, "f3").contains(&"f3d1".to_owned()));
}

/// book(shoshogi): "**Bare king** wins, unless the bared side can bare back at once; two bare
/// kings draw." and "optional unless the piece could never move again"
#[test]
fn sho_shogi_bare_king_two_bare_kings_and_forced_promotion() {
    let p = pos("shoshogi", &[], "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(
        matches!(p.outcome(), Some(Outcome::Draw { .. })),
        "{:?}",
        p.outcome()
    );
    // Gote bared: on his move he might still take the last gold back, so nothing is decided;
    // once his move is past, Sente has won.
    let p = pos("shoshogi", &[], "8k/6G2/9/9/9/9/9/9/4K4 b - - 0 1");
    assert_eq!(p.outcome(), None);
    let p = pos("shoshogi", &[], "8k/6G2/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_white_won(&p);
    // A pawn reaching the last rank must promote.
    let p = pos("shoshogi", &[], "4k4/2P6/p8/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&p, "c8"), ["c8c9+"]);
}

/// book(shogi): "**Stalemate:** the player with no legal move *loses*." and "A dropped piece
/// is never promoted on the drop, but may promote on a later move into, within or out of the
/// zone."
#[test]
fn shogi_stalemate_loses_and_a_dropped_piece_promotes_later() {
    // Gote's king in the corner, not in check, with no move.
    let p = pos("shogi", &[], "8k/6G2/7G1/9/9/9/9/9/4K4[] b - - 0 1");
    assert_white_won(&p);
    let p = pos("shogi", &[], "4k4/9/9/9/9/9/9/9/4K4[S] w - - 0 1");
    assert!(moves_from(&p, "S@").iter().all(|m| !m.ends_with('+')));
    let after = play(&play(&p, "S@c8"), "e9e8");
    let from_c8 = moves_from(&after, "c8");
    assert!(from_c8.contains(&"c8c9+".to_owned()), "{from_c8:?}");
    assert!(from_c8.contains(&"c8b7+".to_owned()), "{from_c8:?}");
}

fn assert_white_won(p: &Position) {
    assert!(
        matches!(
            p.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                ..
            })
        ),
        "{:?}",
        p.outcome()
    );
}

/// Every `book(GAME): "…"` quotation of this file is in `docs/rules/GAME.md`, line breaks
/// aside.
#[test]
fn every_quotation_is_in_the_rules_book() {
    let here = include_str!("rules_book.rs");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/rules");
    let flat = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut doc = String::new();
    let mut quotes = 0;
    for line in here.lines().map(str::trim) {
        match line.strip_prefix("///") {
            Some(rest) => {
                doc.push(' ');
                doc.push_str(rest);
            }
            None => {
                let text = flat(&doc);
                let mut rest = text.as_str();
                while let Some(i) = rest.find("book(") {
                    let after = &rest[i + 5..];
                    let (game, tail) = after.split_once("):").expect("book(GAME):");
                    if game == "GAME" {
                        rest = tail;
                        continue;
                    }
                    let mut parts = tail.splitn(3, '"');
                    parts.next();
                    let quote = parts.next().expect("a quotation");
                    let page = std::fs::read_to_string(root.join(format!("{game}.md")))
                        .unwrap_or_else(|e| panic!("{game}: {e}"));
                    assert!(
                        flat(&page).contains(quote),
                        "docs/rules/{game}.md does not say: {quote}"
                    );
                    quotes += 1;
                    rest = parts.next().unwrap_or("");
                }
                doc.clear();
            }
        }
    }
    assert!(quotes >= 6, "{quotes} quotations");
}
