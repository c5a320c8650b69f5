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

/// WXF for tandem soldiers, as the World Xiangqi Federation writes them and as players type
/// them: three on a file (`P+`, the middle one by its file, `P-`), four and five (`++`, `--`),
/// and two files of them (the file digit for the letter: `3+.4`, `33.4`).
#[test]
fn wxf_tandem_soldiers_print_and_read_back() {
    use tabiya_engine::notation;
    let read = |p: &Position, s: &str| {
        let m = notation::parse(s, p, &p.legal_moves()).unwrap_or_else(|e| panic!("{s}: {e}"));
        uci::to_uci(&m, p)
    };
    // Red's soldiers on e8, e7, e6 (his file 5): front, middle and rear to file 4 (f).
    let p = pos("xiangqi", "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
    assert_eq!(read(&p, "P+.4"), "e8f8");
    assert_eq!(read(&p, "P5.4"), "e7f7");
    assert_eq!(read(&p, "P-.4"), "e6f6");
    assert_eq!(read(&p, "P-=4"), "e6f6");
    assert_eq!(read(&p, "5-.4"), "e6f6");
    // A coordinate string that is a legal move both as ICCS (e8f8 here) and as a move string
    // is asked about; read as a move string when the caller says so.
    assert!(matches!(
        notation::parse("e7f7", &p, &p.legal_moves()),
        Err(tabiya_engine::san::SanError::Ambiguous { .. })
    ));
    let as_string = notation::parse_reading(
        "e7f7",
        &p,
        &p.legal_moves(),
        None,
        notation::Coordinates::MoveStrings,
    )
    .expect("a move string");
    assert_eq!(uci::to_uci(&as_string, &p), "e7f7");
    // Five on a file: ++, P+, P5, P-, --.
    let p = pos("xiangqi", "3k5/4P4/4P4/4P4/4P4/4P4/9/9/9/5K3 w - - 0 1");
    assert_eq!(read(&p, "++.4"), "e9f9");
    assert_eq!(read(&p, "P+.4"), "e8f8");
    assert_eq!(read(&p, "P5.4"), "e7f7");
    assert_eq!(read(&p, "P-.4"), "e6f6");
    // Four: ++, P+, P-, --.
    let p4 = pos("xiangqi", "3k5/4P4/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
    assert_eq!(read(&p4, "++.4"), "e9f9");
    assert_eq!(read(&p4, "P+.4"), "e8f8");
    assert_eq!(read(&p4, "P-.4"), "e7f7");
    assert_eq!(read(&p4, "--.4"), "e6f6");
    let front = p
        .legal_moves()
        .into_iter()
        .find(|m| uci::to_uci(m, &p) == "e9e10");
    assert_eq!(notation::to_human(&front.expect("legal"), &p), "+++1");
    // Two files of tandem soldiers (files 5 and 7 for Red): the file digit names the file.
    let p = pos("xiangqi", "3k5/9/2P1P4/2P1P4/4P4/9/9/9/9/5K3 w - - 0 1");
    assert_eq!(read(&p, "5++1"), "e8e9");
    assert_eq!(read(&p, "55.6"), "e7d7");
    assert_eq!(read(&p, "5-.6"), "e6d6");
    assert_eq!(read(&p, "7+.6"), "c8d8");
    assert_eq!(read(&p, "7-=8"), "c7b7");
    let m = p
        .legal_moves()
        .into_iter()
        .find(|m| uci::to_uci(m, &p) == "e8e9");
    assert_eq!(notation::to_human(&m.expect("legal"), &p), "5++1");
}

/// FEN as Fairy-Stockfish writes it: hands from its highest piece type down, and the
/// half-move clock reset by a promotion.
#[test]
fn fen_hands_in_fairy_stockfish_order_and_the_clock_reset_by_a_promotion() {
    let p = pos("shogi", "4k4/9/9/9/9/9/9/9/4K4[PLNSGBRplnsgbr] w - - 0 1");
    assert!(
        fen::fen(&p).starts_with("4k4/9/9/9/9/9/9/9/4K4[GNLPSRBgnlpsrb] "),
        "{}",
        fen::fen(&p)
    );
    let p = Position::new(Variant::historical("sittuyin", &[]).expect("game"));
    assert!(
        fen::fen(&p).contains("[KSSFRRNNkssfrrnn]"),
        "{}",
        fen::fen(&p)
    );
    let p = pos("shogi", "4k4/9/9/2S6/9/9/9/9/4K4[] w - - 5 10");
    let promote = p
        .legal_moves()
        .into_iter()
        .find(|m| uci::to_uci(m, &p) == "c6c7+");
    let after = p.clone().play(&promote.expect("legal")).expect("legal");
    assert_eq!(after.halfmoves(), 0);
    let quiet = p
        .legal_moves()
        .into_iter()
        .find(|m| uci::to_uci(m, &p) == "c6c7");
    let after = p.clone().play(&quiet.expect("legal")).expect("legal");
    assert_eq!(after.halfmoves(), 6);
}

/// CSA as Shogi software writes it: times on the move's line, comments, CRLF, a start given
/// as board lines with pieces in hand; a statement that cannot be read refuses the record.
#[test]
fn csa_with_times_and_a_board_start() {
    use tabiya_engine::shogi;
    let v = Variant::historical("shogi", &[]).expect("game");
    let text = "V2.2\r\nN+Sente\r\nN-Gote\r\n'a comment\r\nPI\r\n+\r\n+7776FU,T12\r\n-3334FU,T3\r\n+8822UM\r\nT5\r\n-3122GI,T1,'a note, with a comma\r\n%TORYO\r\n";
    let r = shogi::from_csa(text, v).expect("record");
    assert_eq!(r.game.moves().count(), 4);
    assert_eq!(r.sente.as_deref(), Some("Sente"));
    assert_eq!(
        shogi::sfen(r.game.position()),
        "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5"
    );
    // A position from board lines, Gote to move, a bishop in Sente's hand.
    let board = "P1 *  *  *  * -OU *  *  *  * \nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  *  *  * \nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \nP7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  * +OU *  *  *  * \nP+00KA\n-\n-5152OU\n+0055KA\n";
    let r = shogi::from_csa(board, v).expect("board start");
    assert_eq!(
        shogi::sfen(r.game.position()),
        "9/4k4/9/9/4B4/9/9/9/4K4 w - 4"
    );
    // Nothing is read in part.
    assert!(shogi::from_csa("PI\n+\n+7776FU,X9\n", v).is_err());
    assert!(shogi::from_csa("PI\n+\n+7776FU\n+3334FU\n", v).is_err());
}

/// Two soldiers on one file are also read with the marker first (`+P=4`), as for other pieces.
#[test]
fn wxf_two_soldiers_marker_first() {
    use tabiya_engine::notation;
    let p = pos("xiangqi", "3k5/9/9/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
    for s in ["P+=4", "+P=4", "+P.4", "5+.4"] {
        let m = notation::parse(s, &p, &p.legal_moves()).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(uci::to_uci(&m, &p), "e7f7", "{s}");
    }
}

/// A start players choose (`/challenge … fen:`) is read, then checked: every game's own start
/// passes, and so do positions a game could reach; the rest are refused with the reason.
#[test]
fn chosen_starts_are_checked_for_reachability() {
    use tabiya_engine::variants;
    for s in variants::ALL {
        let v = Variant::with_options(s, &[]).expect("historical");
        let start = fen::fen(&Position::new(v));
        fen::parse_start(&start, v).unwrap_or_else(|e| panic!("{}: {start}: {e}", s.key));
    }
    let ok = |key: &str, f: &str| {
        let v = Variant::historical(key, &[]).expect("game");
        fen::parse_start(f, v).unwrap_or_else(|e| panic!("{key} {f}: {e}"));
    };
    let refused = |key: &str, f: &str, why: &str| {
        let v = Variant::historical(key, &[]).expect("game");
        let e = fen::parse_start(f, v).expect_err(f).to_string();
        assert!(e.contains(why), "{key} {f}: {e}");
    };
    // Shatranj: a pawn promoted to a second counsellor, a pawn gone, is reachable.
    ok(
        "shatranj",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPP1/3KQQ2 w - - 0 1",
    );
    // A pawn changed file by capturing.
    ok("shatranj", "rnbkqbnr/pppppppp/8/8/8/3P4/P1P5/4K3 w - - 0 1");
    // A third rook with every pawn still home.
    refused(
        "shatranj",
        "4k3/8/8/8/8/8/PPPPPPPP/RR2K2R w - - 0 1",
        "more of Rook",
    );
    // A pawn on its last rank (it would have promoted).
    refused(
        "shatranj",
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "no game could have brought it",
    );
    // An alfil on a square of the wrong colour cycle.
    refused(
        "shatranj",
        "4k3/8/8/8/8/8/8/3BK3 w - - 0 1",
        "no game could have brought it",
    );
    // Checkmated already.
    refused(
        "shatranj",
        "R3k3/R7/8/8/8/8/8/4K3 b - - 0 1",
        "over before it began",
    );
    // Xiangqi: an elephant across the river, a soldier behind its start, an advisor off the
    // palace's diagonals.
    refused(
        "xiangqi",
        "4k4/9/9/9/4B4/9/9/9/9/4K4 w - - 0 1",
        "no game could have brought it",
    );
    refused(
        "xiangqi",
        "4k4/9/9/9/9/9/9/9/4P4/3K5 w - - 0 1",
        "no game could have brought it",
    );
    refused(
        "xiangqi",
        "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1",
        "no game could have brought it",
    );
    ok("xiangqi", "4k4/9/9/9/2P6/9/9/4B4/4A4/3K5 w - - 0 1");
    // Shogi: two pawns on a file, a pawn on the last rank, a nineteenth pawn.
    refused(
        "shogi",
        "4k4/9/9/9/9/9/4P4/4P4/4K4[] b - 1",
        "two unpromoted pawns",
    );
    refused(
        "shogi",
        "4P4/4k4/9/9/9/9/9/9/4K4[] b - 1",
        "no game could have brought it",
    );
    ok("shogi", "4k4/9/9/9/9/9/4P4/9/4K4[GNLPSRB] b - 1");
    refused(
        "shogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P] b - 1",
        "more of",
    );
}
