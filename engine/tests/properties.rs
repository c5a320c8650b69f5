//! Property tests: round trips of every notation, every generated move plays, and no panic on
//! arbitrary input to any parser.

use proptest::prelude::*;
use tabiya_engine::{
    fen, notation, san, uci, variants, Action, Arrangement, Game, Phase, Position, Variant,
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
        let movers = game.to_move();
        let Some(&color) = movers.get(c as usize % movers.len().max(1)) else {
            break;
        };
        let legal = game.legal_moves(color);
        let mut as_mover = pos.clone();
        as_mover.set_turn(color);
        for m in &legal {
            // Every notation reads back to the same move.
            let u = uci::to_uci(m, &as_mover);
            assert_eq!(
                uci::parse_among(&u, &as_mover, &legal),
                Ok(*m),
                "UCI {u} in {text}"
            );
            let s = san::to_san(m, &as_mover);
            assert_eq!(
                san::parse_among(&s, &as_mover, &legal),
                Ok(*m),
                "SAN {s} in {text}"
            );
            // Given the legal moves, SAN tells look-alikes apart the same way.
            assert_eq!(
                san::to_san_among(m, &as_mover, &legal),
                s,
                "SAN among in {text}"
            );
            let h = notation::to_human(m, &as_mover);
            assert_eq!(
                notation::to_human_among(m, &as_mover, &legal),
                h,
                "notation among in {text}"
            );
            assert_eq!(
                notation::parse(&h, &as_mover, &legal),
                Ok(*m),
                "notation {h} in {text}"
            );
        }
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
