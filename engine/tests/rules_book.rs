//! Rules that had no test of their own, each named after the rule and quoting the rules book
//! (`docs/rules/GAME.md`) in its doc comment as `book(GAME): "…"`; the last test checks every
//! quotation is still in the book, word for word.

use crate::support::{game_play, moves, moves_from, play, play_next, pos, sq};
use tabiya_engine::{
    fen, Action, Color, Count, CountKind, EndReason, Game, Move, Outcome, Position, Variant,
};

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

/// book(senterej): "Castling to the left is never allowed."
#[test]
fn senterej_left_castling_refused() {
    let mut g = Game::new(Variant::historical("senterej", &[]).expect("game"));
    // Both sides of White's king cleared during the Werera: b1, c1, d1 and f1, g1.
    for m in ["b1a3", "c1e3", "c2c3", "d1c2", "g1f3", "f1h3"] {
        game_play(&mut g, Color::White, m);
    }
    let castles: Vec<Move> = g
        .legal_moves(Color::White)
        .into_iter()
        .filter(|m| matches!(m, Move::Castle { .. }))
        .collect();
    assert_eq!(castles.len(), 1, "{castles:?}");
    assert!(matches!(castles[0], Move::Castle { rook_to, .. } if rook_to == sq("f1")));
    let p = g.position();
    assert!(
        !moves(p).contains(&"e1c1".to_owned()),
        "no castling toward the a-file"
    );
}

/// book(sittuyin): "That promoting move may neither give check nor take the enemy
/// counsellor." and "Changed where it stands, the new counsellor may give check and may attack
/// any piece."
#[test]
fn sittuyin_in_place_promotion_that_gives_check_or_attacks() {
    // d5 is a marked square in Black's half; White's counsellor is gone.
    let f = "8/8/8/3P4/4k3/8/8/K7[] w - - 0 1";
    let p = pos("sittuyin", &[], f);
    let from_d5 = moves_from(&p, "d5");
    assert!(from_d5.contains(&"d5d5f".to_owned()), "{from_d5:?}");
    assert!(play(&p, "d5d5f").is_check());
    // A step that promotes and checks is refused (the king on f3 would be attacked from e4).
    let p = pos("sittuyin", &[], "8/8/8/3P4/8/5k2/8/K7[] w - - 0 1");
    assert!(!moves_from(&p, "d5").contains(&"d5e4f".to_owned()));
    assert!(moves_from(&p, "d5").contains(&"d5c4f".to_owned()));
    // Attacking the enemy counsellor in place is allowed.
    let p = pos("sittuyin", &[], "k7/8/8/3P4/2f5/8/8/K7[] w - - 0 1");
    assert!(moves_from(&p, "d5").contains(&"d5d5f".to_owned()));
    // Fairy-Stockfish's sittuyin forbids the check in place too.
    let fairy = fen::parse(f, Variant::fairy("sittuyin").expect("fairy")).expect("fen");
    assert!(!moves_from(&fairy, "d5").contains(&"d5d5f".to_owned()));
}

/// book(makruk): "his own capture stops it too" and "It restarts when the bare king captures"
#[test]
fn makruk_count_stopped_by_a_capture_and_restarted_by_the_bare_king() {
    let mut g = Game::from_position(pos("makruk", &[], "4k3/8/8/8/8/8/2r5/R1NK3R b - - 0 1"));
    g.act(Action::StartCount(Color::Black)).expect("no pawns");
    assert!(g.count().is_some());
    game_play(&mut g, Color::Black, "c2c1"); // takes the horse
    assert_eq!(g.count(), None);

    let mut g = Game::from_position(pos("makruk", &[], "4k3/4N3/8/8/8/8/4n3/R2K3R w - - 0 1"));
    game_play(&mut g, Color::White, "d1e2"); // Black is bare: 8 - 5 pieces
    assert_eq!(g.count().map(|c| (c.limit, c.moves)), Some((3, 0)));
    play_next(&mut g, "e8d8");
    play_next(&mut g, "a1a2");
    assert_eq!(g.count().map(|c| c.moves), Some(1));
    play_next(&mut g, "d8e7"); // the bare king takes the horse: 8 - 4 pieces, from zero
    assert_eq!(
        g.count(),
        Some(Count {
            kind: CountKind::PiecesHonour,
            counted: Color::White,
            limit: 4,
            moves: 0
        })
    );
}

/// book(makruk): "its limit is the value of the stronger side's material (the table below; the
/// first row that fits), less the number of pieces on the board, both kings included", row by
/// row: book(makruk): "| an unpromoted foot soldier | 64 |" book(makruk): "| two chariots | 8
/// |" book(makruk): "| one chariot | 16 |" book(makruk): "| two khon | 22 |" book(makruk): "|
/// two horses | 32 |" book(makruk): "| one khon | 44 |" book(makruk): "| anything else: a
/// horse, counsellors, promoted soldiers | 64 |"
#[test]
fn makruk_every_row_of_the_pieces_honour_table() {
    // White's king on d1 takes Black's last piece on e2; what else White has decides the count.
    for (white, value, pieces) in [
        ("P7/4n3/R2K4", 64, 4), // a foot soldier, before the chariot
        ("8/4n3/RR1K4", 8, 4),  // two chariots
        ("8/4n3/RN1K4", 16, 4), // one chariot
        ("8/4n3/SSNK4", 22, 5), // two khon
        ("8/4n3/NNSK4", 32, 5), // two horses, before one khon
        ("8/4n3/SN1K4", 44, 4), // one khon
        ("8/4n3/N2K4", 64, 3),  // a horse
        ("8/4n3/MM1K4", 64, 4), // counsellors (a promoted soldier is one)
    ] {
        let f = format!("7k/8/8/8/8/{white} w - - 0 1");
        let mut g = Game::from_position(pos("makruk", &[], &f));
        game_play(&mut g, Color::White, "d1e2");
        let c = g.count().unwrap_or_else(|| panic!("{f}: no count"));
        assert_eq!(
            (c.kind, c.counted, c.limit, c.moves),
            (CountKind::PiecesHonour, Color::White, value - pieces, 0),
            "{f}"
        );
    }
}

/// book(ouk): "Promotion and the counts are as in [Makruk](makruk.md)."
#[test]
fn ouk_counts_as_makruk() {
    // The board's-honour count once no foot soldier is left.
    let mut g = Game::from_position(pos("ouk", &[], "4k3/8/8/8/8/8/2r5/R2K3R b - - 0 1"));
    g.act(Action::StartCount(Color::Black)).expect("no pawns");
    assert_eq!(g.count().map(|c| c.limit), Some(64));
    // The pieces' honour: two chariots and a horse against the bare king, 8 - 5 = 3 moves.
    let mut g = Game::from_position(pos("ouk", &[], "4k3/8/8/8/8/8/4n3/RN1K3R w - - 0 1"));
    game_play(&mut g, Color::White, "d1e2");
    assert_eq!(g.count().map(|c| c.limit), Some(3));
    for (b, w) in [("e8f8", "b1c3"), ("f8e8", "c3b1"), ("e8f8", "b1c3")] {
        play_next(&mut g, b);
        play_next(&mut g, w);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::CountExpired
        })
    );
}

/// book(shatar): "otherwise it is *Niol*, a draw. A move of the mating side that gives no check
/// ends the run."
#[test]
fn shatar_pawn_mate_is_niol_and_a_quiet_move_breaks_the_series() {
    // A foot soldier mates (the horse guards it) with no Shak before: Niol.
    let p = play(
        &pos("shatar", &[], "6bk/7p/4N1P1/8/8/8/8/K7 w - - 0 1"),
        "g6g7",
    );
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Niol
        })
    );
    // A Shak, then a quiet move, then the camel mates: the Shak no longer counts.
    let mut p = pos("shatar", &[], "6b1/6kp/8/8/8/4B3/R7/6K1 w - - 0 1");
    for m in ["a2a7", "g7h8", "g1f1", "h7h6", "e3d4"] {
        p = play(&p, m);
    }
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Niol
        })
    );
}

/// book(xiangqi): "if one side checks and the other chases, the checker loses; otherwise, or if
/// both break the same rule, the game is drawn."
#[test]
fn xiangqi_check_against_chase_and_both_at_fault() {
    // White's horse steps onto the e-file and off it, and each time the cannon on e1 checks
    // (through the horse, then through Black's cannon); Black's cannon blocks on e7, chasing
    // the cannon on e1, and goes back to b7, chasing the horse on b3.
    assert_eq!(
        cycle_twice(
            "4k4/9/9/1c7/9/1p7/9/1N1N5/3K5/4C4 w - - 0 1",
            ["d3e5", "b7e7", "e5d3", "e7b7"]
        ),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::PerpetualCheck
        })
    );
    // The same cannon moves are chases: against the general's quiet steps (a soldier on e4
    // and an advisor on e9 keep the e-file without check) they lose.
    assert_eq!(
        cycle_twice(
            "4k4/4a4/9/1c7/9/1p7/4P4/1N4N2/3K5/4C4 w - - 0 1",
            ["d2d3", "b7e7", "d3d2", "e7b7"]
        ),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::PerpetualChase
        })
    );
    // Both chase: White's chariot the horse, the horse a soldier across the river each time.
    assert_eq!(
        cycle_twice(
            "n4k3/2P6/9/9/2P6/9/9/9/9/1R2K4 w - - 0 1",
            ["b1a1", "a10b8", "a1b1", "b8a10"]
        ),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
}

/// The outcome after playing a cycle of four Xiangqi moves twice from `fen`: the start comes
/// back a third time.
fn cycle_twice(fen: &str, cycle: [&str; 4]) -> Option<Outcome> {
    let mut g = Game::from_position(pos("xiangqi", &[], fen));
    for m in cycle.iter().chain(&cycle) {
        play_next(&mut g, m);
    }
    g.outcome()
}

/// book(heianshogi): "Captured pieces are out of the game: there are no drops." and "it must
/// when the piece could never move again otherwise (a pawn or lance on the last rank, a knight
/// on the last two)."
#[test]
fn heian_no_drops_and_forced_promotions() {
    let p = play(
        &pos("heianshogi", &[], "4k2p/8/8/8/3p4/3G4/8/4K3 w - - 0 1"),
        "d3d4",
    );
    let p = play(&p, "e8d8");
    assert!(!moves(&p).is_empty());
    assert!(
        moves(&p).iter().all(|m| !m.contains('@')),
        "{:?}",
        moves(&p)
    );
    assert!(!fen::fen(&p).contains('['));
    let p = pos("heianshogi", &[], "4k2p/2P5/4N3/L7/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "c7"), ["c7c8+"], "{:?}", moves(&p));
    assert_eq!(moves_from(&p, "e6"), ["e6d8+", "e6f8+"]);
    assert_eq!(
        moves_from(&p, "a5"),
        ["a5a6", "a5a6+", "a5a7", "a5a7+", "a5a8+"]
    );
}

/// book(shogi): "A pawn drop that gives no check but leaves the opponent no move is allowed:
/// he is stalemated, and loses."
#[test]
fn shogi_a_pawn_drop_that_stalemates() {
    // Gote's king in the corner: the gold on h7 covers h8 and i8; a pawn on h8 takes h9.
    let p = pos("shogi", &[], "8k/9/7G1/9/9/9/9/9/4K4[P] w - - 0 1");
    assert!(moves(&p).contains(&"P@h8".to_owned()));
    let after = play(&p, "P@h8");
    assert!(!after.is_check());
    assert_white_won(&after);
}

/// book(shoshogi): "**Stalemate:** the player who stalemates the opponent *wins*."
#[test]
fn sho_shogi_stalemate_of_a_side_not_bare() {
    // Gote keeps a pawn, pinned on h9 by the rook; the gold covers h8 and i8.
    let p = pos("shoshogi", &[], "R6pk/9/7G1/9/9/9/9/9/4K4 b - - 0 1");
    assert!(p.legal_moves().is_empty());
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate
        })
    );
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
