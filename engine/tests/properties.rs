//! Property tests: round trips of every notation, every generated move plays, and no panic on
//! arbitrary input to any parser.

use proptest::prelude::*;
use tabiya_engine::{
    fen, notation, san, shogi, uci, variants, Action, Arrangement, Color, Game, Move, Phase,
    Position, Square, Variant,
};

fn all_variants() -> Vec<Variant> {
    let mut v: Vec<Variant> = variants::ALL
        .iter()
        .map(|s| Variant::with_options(s, &[]).expect("historical rules"))
        .collect();
    for s in variants::ALL {
        for p in s.fairy {
            v.push(Variant::fairy(p.name).expect("fairy name"));
        }
        for o in s.options {
            v.push(Variant::with_options(s, &[o.key]).expect("option"));
        }
    }
    v
}

/// Plays `plies` pseudo-random legal moves chosen by `choices`, checking invariants at
/// every position.
fn walk(variant: Variant, choices: &[u16]) {
    let mut game = Game::new(variant);
    for &c in choices {
        if game.phase() == Phase::Arrangement {
            for color in game.to_move() {
                let a = Arrangement::ALL[c as usize % 4];
                game.act(Action::Arrange(color, a)).expect("arrangement");
            }
            continue;
        }
        let pos = game.position().clone();
        // FEN round trip.
        let text = fen::fen(&pos);
        let back = fen::parse(&text, variant).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back, pos, "FEN round trip of {text}");
        // Every position a game reaches is one a chosen start may be (checked every few plies:
        // the check walks every kind of piece over the board).
        if game.phase() == Phase::Play && game.moves().count().is_multiple_of(10) {
            let over = game.outcome().is_some() || pos.legal_moves().is_empty();
            if !over {
                pos.check_reachable()
                    .unwrap_or_else(|e| panic!("{text} is reached in play, yet: {e}"));
            }
        }
        let movers = game.to_move();
        let Some(&color) = movers.get(c as usize % movers.len().max(1)) else {
            break;
        };
        let legal = game.legal_moves(color);
        let mut as_mover = pos.clone();
        as_mover.set_turn(color);
        let previous = game.moves().last().and_then(|(_, m)| m.to());
        every_move_reads_back(&as_mover, &legal, previous, &text);
        // Mate and stalemate are found by looking for a first legal move only.
        if as_mover.immediate_outcome().is_none() {
            assert_eq!(
                as_mover.outcome().is_none(),
                !as_mover.legal_moves().is_empty(),
                "outcome of {text}"
            );
        }
        if legal.is_empty() {
            break;
        }
        let m = legal[c as usize % legal.len()];
        game.play(color, m)
            .unwrap_or_else(|e| panic!("{m:?} in {text}: {e}"));
        if game.outcome().is_some() {
            break;
        }
    }
}

/// Every legal move of `pos` printed in every notation the bot prints reads back to exactly
/// that move: UCI, SAN, the game's own (WXF, Korean, Western Shogi), and for the Shogi family
/// USI and Japanese (with 同 after a move to `previous`).
fn every_move_reads_back(pos: &Position, legal: &[Move], previous: Option<Square>, text: &str) {
    let shogi_family = shogi::is_shogi_family(pos.variant());
    for m in legal {
        let u = uci::to_uci(m, pos);
        assert_eq!(
            uci::parse_among(&u, pos, legal),
            Ok(*m),
            "UCI {u} in {text}"
        );
        // As a chat move: read as a move string when the caller says so; otherwise the move,
        // or (Xiangqi, where ICCS reads the same string as another legal move) a question
        // that names it.
        assert_eq!(
            notation::parse_reading(&u, pos, legal, previous, notation::Coordinates::MoveStrings),
            Ok(*m),
            "UCI {u} as a chat move in {text}"
        );
        match notation::parse_after(&u, pos, legal, previous) {
            Ok(read) => assert_eq!(read, *m, "UCI {u} as a chat move in {text}"),
            Err(tabiya_engine::san::SanError::Ambiguous { candidates, .. }) => assert!(
                pos.variant().spec().id == tabiya_engine::VariantId::Xiangqi
                    && candidates.contains(&notation::to_human(m, pos)),
                "UCI {u} asked about as {candidates:?} in {text}"
            ),
            Err(e) => panic!("UCI {u} as a chat move in {text}: {e}"),
        }
        let s = san::to_san(m, pos);
        assert_eq!(
            san::parse_among(&s, pos, legal),
            Ok(*m),
            "SAN {s} in {text}"
        );
        // Given the legal moves, SAN tells look-alikes apart the same way.
        assert_eq!(san::to_san_among(m, pos, legal), s, "SAN among in {text}");
        let h = notation::to_human(m, pos);
        assert_eq!(
            notation::to_human_among(m, pos, legal),
            h,
            "notation among in {text}"
        );
        assert_eq!(
            notation::parse_after(&h, pos, legal, previous),
            Ok(*m),
            "notation {h} in {text}"
        );
        // The homelands' writings: Chinese (both scripts) and Vietnamese for Xiangqi, Thai
        // for Makruk; elsewhere `written` falls back to the game's own, checked above.
        for (writing, letters) in [
            (notation::Writing::Chinese, notation::Letters::Either),
            (
                notation::Writing::ChineseTraditional,
                notation::Letters::Either,
            ),
            (notation::Writing::Vietnamese, notation::Letters::Vietnamese),
            (notation::Writing::Thai, notation::Letters::Either),
        ] {
            let w = notation::written(m, pos, legal, writing);
            let reading = notation::Reading {
                letters,
                ..notation::Reading::default()
            };
            assert_eq!(
                notation::parse_with(&w, pos, legal, previous, reading),
                Ok(*m),
                "{writing:?} {w} in {text}"
            );
        }
        if shogi_family {
            let usi = shogi::usi(m, pos);
            assert_eq!(
                notation::parse_after(&usi, pos, legal, previous),
                Ok(*m),
                "USI {usi} in {text}"
            );
            // As printed after the last move, and after a last move to this move's square
            // (then written 同).
            for previous in [previous, m.to()] {
                let j = shogi::japanese(m, pos, previous);
                assert_eq!(
                    notation::parse_after(&j, pos, legal, previous),
                    Ok(*m),
                    "Japanese {j} in {text}"
                );
            }
        }
    }
}

/// Positions built to stress what tells moves apart, both sides to move: several like pieces
/// on a file and a rank, tandem soldiers on one and two files, drops of every piece in hand,
/// promotions that may be declined.
const STRESS: &[(&str, &str)] = &[
    // Xiangqi: three, four and five soldiers on a file; two files of two and three; two
    // chariots, cannons and horses on a file.
    ("xiangqi", "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1"),
    ("xiangqi", "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1"),
    ("xiangqi", "3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1"),
    ("xiangqi", "3k5/9/2P1P4/2P1P4/9/9/9/9/9/5K3 w - - 0 1"),
    ("xiangqi", "3k5/9/2P1P4/2P1P4/4P4/9/9/9/9/5K3 w - - 0 1"),
    ("xiangqi", "5k3/9/9/9/9/4p4/4p4/2p1p4/2p6/3K5 b - - 0 1"),
    ("xiangqi", "3k5/9/9/2R6/9/2R6/2C6/2C6/9/5K3 w - - 0 1"),
    ("xiangqi", "3k5/9/9/2N6/9/2N6/9/9/9/5K3 w - - 0 1"),
    // Janggi: like pieces on a file.
    ("janggi", "3k5/9/9/2R6/9/2R6/2C6/9/2C6/5K3 w - - 0 1"),
    ("janggi", "4k4/9/9/4P4/4P4/4P4/9/9/9/4K4 w - - 0 1"),
    // 8×8: three horses and two chariots reaching one square; promotions.
    ("shatranj", "4k3/8/8/1N3N2/8/1N6/R6R/4K3 w - - 0 1"),
    ("chaturanga", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
    ("senterej", "3k4/1P6/8/8/8/8/8/R3K1N1 w - - 0 1"),
    ("makruk", "4k3/8/1P6/8/3S1S2/8/8/4K3 w - - 0 1"),
    ("sittuyin", "k7/8/2f1n3/3P4/8/8/8/K7[] w - - 0 1"),
    ("shatar", "4k3/1P6/8/8/2N3N1/8/8/R3K2R w - - 0 1"),
    // Sittuyin's setup: every piece of the hand placed.
    (
        "sittuyin",
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    ),
    // Shogi: every piece in hand; three golds and two silvers reaching one square; promotions
    // that may be declined.
    ("shogi", "4k4/9/9/9/9/9/9/9/4K4[RBGSNLPrbgsnlp] w - - 0 1"),
    ("shogi", "4k4/9/9/9/9/3GGG3/3G1S3/9/4K4[] w - - 0 1"),
    ("shogi", "4k4/9/9/2S1S1N2/2P6/9/9/1B5R1/4K4[] w - - 0 1"),
    ("shoshogi", "4k4/9/9/3GSG3/3GEG3/9/9/9/4K4 w - - 0 1"),
    ("heianshogi", "4k3/8/8/2SSS3/2S5/8/8/4K3 w - - 0 1"),
];

#[test]
fn every_move_of_the_stress_positions_reads_back_in_every_notation() {
    let mut checked = 0;
    for (key, f) in STRESS {
        let v = Variant::historical(key, &[]).expect("game");
        let pos = fen::parse(f, v).unwrap_or_else(|e| panic!("{f}: {e}"));
        for color in [Color::White, Color::Black] {
            let mut p = pos.clone();
            p.set_turn(color);
            let legal = p.legal_moves();
            every_move_reads_back(&p, &legal, None, f);
            checked += legal.len();
        }
    }
    assert!(checked > 1_000, "{checked} moves");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(
        which in 0usize..64,
        choices in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let variants = all_variants();
        walk(variants[which % variants.len()], &choices);
    }

    #[test]
    fn fen_parser_never_panics(text in ".{0,120}", which in 0usize..64) {
        let variants = all_variants();
        let _ = fen::parse(&text, variants[which % variants.len()]);
    }

    #[test]
    fn fen_parser_never_panics_on_fen_like_text(
        text in "[1-9kqrbnpfsmjdKQRBNPFSMJD/+~\\[\\]-]{0,80}( [wb-]( [A-Ha-h-]{1,4}( [0-9-]{1,3}( [0-9]{1,6}( [0-9]{1,6})?)?)?)?)?",
        which in 0usize..64,
    ) {
        let variants = all_variants();
        if let Ok(pos) = fen::parse(&text, variants[which % variants.len()]) {
            // Whatever parses prints back to a FEN that parses to the same position.
            let again = fen::parse(&fen::fen(&pos), pos.variant()).expect("printed FEN parses");
            prop_assert_eq!(again, pos);
        }
    }

    #[test]
    fn move_parsers_never_panic(text in ".{0,24}", which in 0usize..64) {
        let variants = all_variants();
        let pos = Position::new(variants[which % variants.len()]);
        let _ = san::parse(&text, &pos);
        let _ = uci::parse(&text, &pos);
    }

    #[test]
    fn variant_names_never_panic(name in ".{0,24}", option in ".{0,24}") {
        let _ = Variant::historical(&name, &[&option]);
        let _ = Variant::fairy(&name);
    }
}
