//! The historical rules for Xiangqi and Janggi (sections IX and X of `003`), one test per rule.

use crate::support::{moves, moves_from, play_next, pos};
use tabiya_engine::{
    fen, notation, uci, Action, Arrangement, Color, EndReason, Game, Outcome, Phase, Position,
    Variant,
};

// ---------------------------------------------------------------- IX. Xiangqi

/// "The King is not allowed to leave the Palace"; "The Ferz pieces can't move/capture outside
/// the Palace."
#[test]
fn xiangqi_general_and_advisors_stay_in_the_palace() {
    let p = pos("xiangqi", &[], "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1");
    assert_eq!(moves_from(&p, "d1"), ["d1d2"]);
    assert_eq!(moves_from(&p, "e1"), ["e1d2", "e1f2"]);
}

/// "The Horse & the Elephant pieces can't jump over an intervening piece"; "The Elephant
/// can't cross the River".
#[test]
fn xiangqi_blocked_horse_and_elephant_and_the_river() {
    let p = pos("xiangqi", &[], "4k4/9/9/9/9/2B6/9/9/3P5/3K2N2 w - - 0 1");
    // Elephant on c5: may not cross to the other side (a7, e7), may go back to a3 and e3.
    assert_eq!(moves_from(&p, "c5"), ["c5a3", "c5e3"]);
    // Horse on g1: the leg g2 is empty; f1 is empty too.
    assert_eq!(moves_from(&p, "g1"), ["g1e2", "g1f3", "g1h3", "g1i2"]);
    let blocked = pos("xiangqi", &[], "4k4/9/9/9/9/9/9/9/6P2/3K2N2 w - - 0 1");
    assert_eq!(
        moves_from(&blocked, "g1"),
        ["g1e2", "g1i2"],
        "leg g2 blocked"
    );
}

/// The cannon "captures by jumping over exactly one intervening piece (friendly or enemy)".
#[test]
fn xiangqi_cannon_captures_over_one_screen() {
    let p = pos("xiangqi", &[], "3k5/9/9/1r7/9/9/1P7/9/9/1C2K4 w - - 0 1");
    let m = moves_from(&p, "b1");
    assert!(m.contains(&"b1b7".into()), "over the pawn b4: {m:?}");
    assert!(
        !m.contains(&"b1b5".into()) && !m.contains(&"b1b4".into()),
        "{m:?}"
    );
}

/// "A Pawn that crosses the River will be allowed to move/capture one point sideways".
#[test]
fn xiangqi_soldier_steps_sideways_after_the_river() {
    let p = pos("xiangqi", &[], "3k5/9/9/9/4P4/2P6/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&p, "c5"), ["c5c6"]);
    assert_eq!(moves_from(&p, "e6"), ["e6d6", "e6e7", "e6f6"]);
}

/// "It is illegal to make a move that would leave the two Kings facing each other on the same
/// file with no other pieces in between."
#[test]
fn xiangqi_flying_general() {
    let p = pos("xiangqi", &[], "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves(&p), ["d1d2"]);
    // A lone piece between the kings is pinned to its file.
    let p = pos("xiangqi", &[], "4k4/9/9/9/4C4/9/9/9/9/4K4 w - - 0 1");
    assert!(moves_from(&p, "e6").iter().all(|m| m.starts_with("e6e")));
}

/// "The player that Stalemates their opponent wins the game".
#[test]
fn xiangqi_stalemated_side_loses() {
    let p = pos("xiangqi", &[], "3k5/R8/4R4/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(!p.is_check());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate
        })
    );
}

/// "The side that perpetually checks with one piece or several pieces will be ruled to lose".
#[test]
fn xiangqi_perpetual_check_loses() {
    let mut g = Game::from_position(pos("xiangqi", &[], "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1"));
    for _ in 0..2 {
        for m in ["a9a10", "e10e9", "a10a9", "e9e10"] {
            play_next(&mut g, m);
            if g.outcome().is_some() {
                break;
            }
        }
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::PerpetualCheck
        })
    );
}

/// "The side that perpetually chases with one piece will be ruled to lose".
#[test]
fn xiangqi_perpetual_chase_loses() {
    let mut g = Game::from_position(pos("xiangqi", &[], "n4k3/9/9/9/9/9/9/9/9/1R2K4 w - - 0 1"));
    for _ in 0..2 {
        for m in ["b1a1", "a10b8", "a1b1", "b8a10"] {
            play_next(&mut g, m);
            if g.outcome().is_some() {
                break;
            }
        }
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::PerpetualChase
        })
    );
}

/// "When neither side violates the rules and both persist in not making an alternate move, the
/// game can be ruled as a draw."
#[test]
fn xiangqi_plain_repetition_draws() {
    let mut g = Game::from_position(pos("xiangqi", &[], "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"));
    for _ in 0..2 {
        for m in ["a1a2", "e10f10", "a2a1", "f10e10"] {
            play_next(&mut g, m);
        }
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

/// WXF is printed; WXF, ICCS and Fairy-Stockfish's strings are read.
#[test]
fn xiangqi_wxf_notation() {
    let p = Position::new(Variant::historical("xiangqi", &[]).expect("game"));
    let legal = p.legal_moves();
    let c25 = notation::parse("C2=5", &p, &legal).expect("WXF");
    assert_eq!(uci::to_uci(&c25, &p), "h3e3");
    assert_eq!(notation::parse("C2.5", &p, &legal), Ok(c25));
    assert_eq!(notation::parse("h2e2", &p, &legal), Ok(c25), "ICCS");
    assert_eq!(
        notation::parse("h3e3", &p, &legal),
        Ok(c25),
        "Fairy-Stockfish"
    );
    let h87 = notation::parse("H8+7", &p, &legal).expect("WXF");
    assert_eq!(uci::to_uci(&h87, &p), "b1c3");
    assert_eq!(notation::to_human(&h87, &p), "H8+7");
    // Tandem rooks on one file: front and rear.
    let t = pos("xiangqi", &[], "4k4/9/9/9/9/9/R8/9/9/R2K5 w - - 0 1");
    let front = uci::parse("a4a5", &t).expect("legal");
    assert_eq!(notation::to_human(&front, &t), "R++1");
    let rear = uci::parse("a1b1", &t).expect("legal");
    assert_eq!(notation::to_human(&rear, &t), "R-=8");
    assert_eq!(notation::parse("R-=8", &t, &t.legal_moves()), Ok(rear));
    assert_eq!(notation::parse("-R.8", &t, &t.legal_moves()), Ok(rear));
}

/// A coordinate string that is a legal move both as ICCS (ranks from 0) and as
/// Fairy-Stockfish writes it (ranks from 1) is never guessed: the player is asked which,
/// with both moves in WXF. A caller that knows which coordinates it means says so.
#[test]
fn xiangqi_coordinates_legal_in_both_readings_are_asked_about() {
    use tabiya_engine::notation::Coordinates;
    // Red chariots on h2 and h3: `h2e2` is h2→e2 as a move string, h3→e3 as ICCS.
    let t = pos("xiangqi", &[], "4k4/9/9/9/9/9/9/7R1/7R1/3K5 w - - 0 1");
    let legal = t.legal_moves();
    let low = uci::parse("h2e2", &t).expect("legal");
    let high = uci::parse("h3e3", &t).expect("legal");
    match notation::parse("h2e2", &t, &legal) {
        Err(tabiya_engine::san::SanError::Ambiguous { candidates, .. }) => {
            let mut want = vec![notation::to_human(&low, &t), notation::to_human(&high, &t)];
            let mut got = candidates.clone();
            want.sort();
            got.sort();
            assert_eq!(got, want, "both moves named in WXF");
        }
        other => panic!("expected a question, got {other:?}"),
    }
    let read = |c| notation::parse_reading("h2e2", &t, &legal, None, c);
    assert_eq!(read(Coordinates::MoveStrings), Ok(low));
    assert_eq!(read(Coordinates::Iccs), Ok(high));
    // One reading legal: no question.
    assert_eq!(notation::parse("h3e3", &t, &legal), Ok(high));
}

// ---------------------------------------------------------------- X. Janggi

/// King and guards move "one point in any direction … can't leave the Palace", read as the
/// palace lines: diagonally only along the palace diagonals.
#[test]
fn janggi_palace_lines() {
    let p = pos("janggi", &[], "4k4/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
    // d1 is a palace corner: its diagonal goes to the centre e2.
    assert_eq!(moves_from(&p, "d1"), ["d1d2", "d1e2"]);
    let p = pos("janggi", &[], "4k4/9/9/9/9/9/9/9/3A5/4K4 w - - 0 1");
    // d2 is an edge midpoint: no diagonal line there.
    assert_eq!(moves_from(&p, "d2"), ["d2d1", "d2d3", "d2e2"]);
}

/// The cannon "Moves/Captures by jumping over exactly one intervening piece (friendly or enemy
/// non-cannon piece)"; "Can't capture or jump over another cannon".
#[test]
fn janggi_cannon_rules() {
    let p = pos("janggi", &[], "4k4/9/9/9/1c7/9/1P7/9/9/1C2K4 w - - 0 1");
    assert_eq!(
        moves_from(&p, "b1"),
        ["b1b5", "b1f1", "b1g1", "b1h1", "b1i1"],
        "over b4 but never taking the cannon b6; over the king along the rank"
    );
    let p = pos("janggi", &[], "4k4/9/9/9/9/9/1C7/9/9/1C2K4 w - - 0 1");
    assert!(
        !moves_from(&p, "b1").iter().any(|m| m.starts_with("b1b")),
        "no jumping over a cannon"
    );
}

/// The elephant "slides one orthogonal step followed by two outward diagonal steps … the two
/// points it slides across should be unoccupied".
#[test]
fn janggi_elephant_blocked_at_each_step() {
    let p = pos("janggi", &[], "4k4/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1");
    assert_eq!(moves_from(&p, "c1"), ["c1a4", "c1e4", "c1f3"]);
    let p = pos("janggi", &[], "4k4/9/9/9/9/9/9/3P5/9/2B1K4 w - - 0 1");
    assert_eq!(
        moves_from(&p, "c1"),
        ["c1a4", "c1f3"],
        "d3 blocks the way to e4"
    );
}

/// Chariots use the palace diagonals of both palaces (Korean rules); option
/// `enemy-palace-diagonals`: "Once inside the enemy Palace".
#[test]
fn janggi_chariot_palace_diagonals() {
    let f = "4k4/9/9/9/9/9/9/9/9/3RK4 w - - 0 1";
    assert!(moves_from(&pos("janggi", &[], f), "d1").contains(&"d1f3".into()));
    assert!(
        !moves_from(&pos("janggi", &["enemy-palace-diagonals"], f), "d1").contains(&"d1f3".into())
    );
    let f = "3R5/5k3/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert!(
        moves_from(&pos("janggi", &["enemy-palace-diagonals"], f), "d10").contains(&"d10e9".into())
    );
}

/// Soldiers: "exactly one point to the left, right, or forward"; "Once inside the enemy Palace,
/// they can slide forward across the diagonal lines".
#[test]
fn janggi_soldier_moves() {
    let p = pos("janggi", &[], "4k4/9/3P5/9/9/9/P8/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&p, "a4"), ["a4a5", "a4b4"]);
    assert_eq!(moves_from(&p, "d8"), ["d8c8", "d8d9", "d8e8", "d8e9"]);
}

/// Each side may "transpose the positions of his Elephant & Horse pieces (either on one side or
/// on both sides)": four setups, chosen before play and kept in the record; Cho moves first.
#[test]
fn janggi_setup_choice_is_recorded() {
    let mut g = Game::new(Variant::historical("janggi", &[]).expect("game"));
    assert_eq!(g.phase(), Phase::Arrangement);
    assert!(g.legal_moves(Color::White).is_empty());
    g.act(Action::Arrange(Color::Black, Arrangement::SangMaMaSang))
        .expect("Han chooses");
    g.act(Action::Arrange(Color::White, Arrangement::MaSangMaSang))
        .expect("Cho chooses");
    assert!(
        g.act(Action::Arrange(Color::White, Arrangement::MaSangSangMa))
            .is_err(),
        "once"
    );
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![Color::White]);
    assert_eq!(
        fen::fen(g.position()).split(' ').next(),
        Some("rbna1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR")
    );
    let replay = Game::replay(g.start().clone(), g.actions()).expect("replays");
    assert_eq!(replay.position(), g.position());
    assert_eq!(
        Arrangement::parse("마상마상"),
        Some(Arrangement::MaSangMaSang)
    );
    assert_eq!(Arrangement::parse("hehe"), Some(Arrangement::MaSangMaSang));
    assert_eq!(Arrangement::parse("SHSH"), Some(Arrangement::SangMaSangMa));
    assert_eq!(Arrangement::parse("horse"), None);
}

/// "A Stalemated party can pass his turn"; option `pass-anytime`.
#[test]
fn janggi_pass_when_stalemated_or_any_time() {
    let normal = pos("janggi", &[], "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(!moves(&normal).contains(&"e1e1".into()));
    assert!(moves(&pos(
        "janggi",
        &["pass-anytime"],
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"
    ))
    .contains(&"e1e1".into()));
    // Cho's king on d1 is boxed in by the chariots on the 2nd rank and the e-file: pass.
    let stuck = pos("janggi", &[], "5k3/4r4/9/9/9/9/9/9/r8/3K5 w - - 0 1");
    assert!(!stuck.is_check());
    assert_eq!(moves(&stuck), ["d1d1"]);
}

/// "The player who makes a move that causes his King to face the enemy King unobstructed
/// forfeits his right to win"; "If the Kings come to face each other across the board and the
/// player to move does not move away this is Bitjang, a draw."
#[test]
fn janggi_bikjang() {
    let mut g = Game::from_position(pos("janggi", &[], "4k4/8R/9/9/9/9/9/9/9/R2K5 w - - 0 1"));
    play_next(&mut g, "d1e1"); // Cho makes the kings face each other
    play_next(&mut g, "e10d10"); // Han moves away
    assert_eq!(g.outcome(), None);
    play_next(&mut g, "a1a10"); // mate, but Cho has forfeited his win
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Bikjang
        })
    );
    // The player to move who stays facing draws.
    let mut g = Game::from_position(pos("janggi", &[], "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1"));
    play_next(&mut g, "d1e1");
    play_next(&mut g, "e10e9");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Bikjang
        })
    );
}

/// "When the two Kings are on the same vertical line & there is only one friendly piece in
/// between; then, if that piece attacks the enemy King without being defended by a friendly
/// piece (other than the King), the game will be considered a draw".
#[test]
fn janggi_lone_interposed_attacker_draws() {
    let mut g2 = Game::from_position(pos("janggi", &[], "4k4/R8/9/9/9/9/9/9/9/4K4 w - - 0 1"));
    play_next(&mut g2, "a9e9"); // the chariot alone between the kings, checking, undefended
    assert_eq!(
        g2.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Bikjang
        })
    );
}

/// Footnote 34, as we read it: "There is no draw by perpetual check or repetition of
/// position"; the side behind on material may not repeat a position a third time, and at
/// equal material the player who would complete the repetition may not either — never a draw
/// by repetition. Option `tournament-rules`: perpetual check loses, repetition draws.
#[test]
fn janggi_repetition_rules() {
    // Equal material (a chariot each): Han, who would complete the third occurrence, may not.
    let f = "4kr3/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    let mut g = Game::from_position(pos("janggi", &[], f));
    for m in ["f1g1", "f10g10", "g1f1", "g10f10", "f1g1", "f10g10", "g1f1"] {
        play_next(&mut g, m);
    }
    assert!(!g
        .legal_moves(Color::Black)
        .iter()
        .any(|m| uci::to_uci(m, g.position()) == "g10f10"));
    assert!(g
        .play(
            Color::Black,
            uci::parse("g10f10", g.position()).expect("a move")
        )
        .is_err());
    assert_eq!(g.outcome(), None);
    // Han is a chariot down: he may not make the move that repeats a third time.
    let f = "4k4/9/9/9/9/9/9/9/r8/3K1R1R1 b - - 0 1";
    let mut g = Game::from_position(pos("janggi", &[], f));
    for m in ["a2a3", "f1f2", "a3a2", "f2f1", "a2a3", "f1f2", "a3a2"] {
        play_next(&mut g, m);
    }
    // Cho may repeat: Cho is ahead.
    assert!(g
        .legal_moves(Color::White)
        .iter()
        .any(|m| uci::to_uci(m, g.position()) == "f2f1"));
    play_next(&mut g, "f2f1");
    assert_eq!(g.outcome(), None);
    assert!(!g
        .legal_moves(Color::Black)
        .iter()
        .any(|m| uci::to_uci(m, g.position()) == "a2a3"));
    // Tournament rules: perpetual check loses.
    let f = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let mut g = Game::from_position(pos("janggi", &["tournament-rules"], f));
    for _ in 0..2 {
        for m in ["a9a10", "e10e9", "a10a9", "e9e10"] {
            play_next(&mut g, m);
            if g.outcome().is_some() {
                break;
            }
        }
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::PerpetualCheck
        })
    );
}

/// The Korean numeric notation: origin row and file, piece, destination (`79졸78`).
#[test]
fn janggi_korean_notation() {
    let p = Position::new(Variant::fairy("janggi").expect("fairy name"));
    let legal = p.legal_moves();
    let m = uci::parse("i4h4", &p).expect("legal");
    assert_eq!(notation::to_human(&m, &p), "79졸78");
    assert_eq!(notation::parse("79졸78", &p, &legal), Ok(m));
    assert_eq!(notation::parse("7978", &p, &legal), Ok(m));
    let horse = uci::parse("b1c3", &p).expect("legal");
    assert_eq!(notation::to_human(&horse, &p), "02마83");
    let pass = notation::parse("pass", &p, &legal).expect("pass");
    assert_eq!(notation::to_human(&pass, &p), "한수쉼");
}

/// Option `material-counting`: "games ended by agreement or double pass" are scored by
/// material (Cha 13, Po 7, Ma 5, Sang 3, Sa 3, Jol 2, Han +1.5).
#[test]
fn janggi_material_counting_option() {
    let f = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    let mut g = Game::from_position(pos("janggi", &["material-counting"], f));
    g.act(Action::AgreeDraw).expect("agreed");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Agreement
        })
    );
    let mut g = Game::from_position(pos("janggi", &[], f));
    g.act(Action::AgreeDraw).expect("agreed");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Agreement
        })
    );
    // Two passes in a row end a game by material under the option.
    let f = "4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";
    let mut g = Game::from_position(pos("janggi", &["material-counting", "pass-anytime"], f));
    play_next(&mut g, "d1d1");
    play_next(&mut g, "e10e10");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::DoublePass
        })
    );
}
