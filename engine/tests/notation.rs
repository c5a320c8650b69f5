//! Notation: SAN printing and forgiving parsing with typed errors, FEN details.

use tabiya_engine::{fen, san, uci, Position, Variant};

fn pos(key: &str, f: &str) -> Position {
    fen::parse(f, Variant::historical(key, &[]).expect("game")).expect("fen")
}

#[test]
fn san_accepts_the_forms_players_type() {
    let p = Position::new(Variant::historical("shatranj", &[]).expect("game"));
    let nc3 = san::parse("Nc3", &p).expect("Nc3");
    for typed in ["nc3", "Nb1c3", "N-c3", "b1c3", "B1C3", "Nc3!", "Hc3"] {
        assert_eq!(san::parse(typed, &p), Ok(nc3), "{typed}");
    }
    // The elephant as B, A or E; the counsellor as Q, F or M.
    let p = pos("shatranj", "3k4/7p/8/8/8/8/8/2BKQ3 w - - 0 1");
    let bc1 = san::parse("Ba3", &p).expect("Ba3");
    assert_eq!(san::parse("Aa3", &p), Ok(bc1));
    assert_eq!(san::parse("Ea3", &p), Ok(bc1));
    let fe1 = san::parse("Qf2", &p).expect("Qf2");
    assert_eq!(san::parse("Ff2", &p), Ok(fe1));
    assert_eq!(san::to_san(&fe1, &p), "Qf2");
}

#[test]
fn san_ambiguous_input_lists_candidates() {
    let p = pos("shatranj", "3k3p/8/8/8/8/8/R6R/3K4 w - - 0 1");
    match san::parse("Rd2", &p) {
        Err(san::SanError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates, ["Rad2+", "Rhd2+"])
        }
        other => panic!("{other:?}"),
    }
    let m = san::parse("Rhd2", &p).expect("disambiguated");
    assert_eq!(san::to_san(&m, &p), "Rhd2+");
}

#[test]
fn san_illegal_input_suggests_moves_of_that_piece() {
    let p = Position::new(Variant::historical("shatranj", &[]).expect("game"));
    match san::parse("Ne2", &p) {
        Err(san::SanError::Illegal { candidates, .. }) => {
            assert!(candidates.contains(&"Nf3".to_owned()), "{candidates:?}")
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        san::parse("hello", &p),
        Err(san::SanError::Syntax(_))
    ));
    assert!(matches!(san::parse("", &p), Err(san::SanError::Syntax(_))));
    assert!(matches!(
        san::parse("Zz9", &p),
        Err(san::SanError::Syntax(_))
    ));
}

#[test]
fn san_marks_check_and_mate() {
    let p = pos("shatranj", "3k4/7p/3K4/8/8/8/8/R7 w - - 0 1");
    let mate = san::parse("Ra8", &p).expect("Ra8");
    assert_eq!(san::to_san(&mate, &p), "Ra8#");
    let p = pos("shatranj", "3k4/7p/8/8/8/8/8/R2K4 w - - 0 1");
    let check = san::parse("Ra8", &p).expect("Ra8");
    assert_eq!(san::to_san(&check, &p), "Ra8+");
}

#[test]
fn san_of_promotions_drops_and_sittuyin() {
    let p = pos("shatranj", "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let m = uci::parse("b7a8q", &p).expect("legal");
    assert_eq!(san::to_san(&m, &p), "bxa8=Q");
    assert_eq!(san::parse("bxa8=F", &p), Ok(m));
    let p = pos("sittuyin", "k7/8/8/3P4/8/8/8/K7[] w - - 0 1");
    let m = uci::parse("d5d5f", &p).expect("legal");
    assert_eq!(san::to_san(&m, &p), "d5=F");
    assert_eq!(san::parse("d5=F", &p), Ok(m));
    let p = Position::new(Variant::historical("sittuyin", &[]).expect("game"));
    let m = san::parse("R@a1", &p).expect("drop");
    assert_eq!(uci::to_uci(&m, &p), "R@a1");
    assert_eq!(san::parse("r@a1", &p), Ok(m));
}

#[test]
fn fen_errors_name_the_field() {
    let v = Variant::historical("makruk", &[]).expect("game");
    let cases = [
        ("", "empty"),
        ("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8 w - - 0 1", "ranks"),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNRR w - - 0 1",
            "too long",
        ),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNX w - - 0 1",
            "not a piece",
        ),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR x - - 0 1",
            "side to move",
        ),
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - z 1",
            "half-move",
        ),
        (
            "rnsm1snr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "no king",
        ),
    ];
    for (f, want) in cases {
        let e = fen::parse(f, v).expect_err(f).to_string();
        assert!(e.contains(want), "{f}: {e}");
    }
}

#[test]
fn fen_round_trips_rights_counts_and_hands() {
    for (key, f) in [
        (
            "ouk",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        ),
        ("makruk", "8/8/8/4k3/8/8/4K3/R7 b - 32 6 1"),
        (
            "sittuyin",
            "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
        ),
        (
            "chaturanga",
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ed - 0 1",
        ),
    ] {
        let p = pos(key, f);
        assert_eq!(
            fen::parse(&fen::fen(&p), p.variant()).expect("reparse"),
            p,
            "{f}"
        );
    }
    // Rights of pieces that are not there are dropped, as Fairy-Stockfish does.
    let p = pos("ouk", "4k3/8/8/8/8/8/8/3K4 w DEde - 0 1");
    assert_eq!(fen::fen(&p), "4k3/8/8/8/8/8/8/3K4 w De - 0 1");
}
