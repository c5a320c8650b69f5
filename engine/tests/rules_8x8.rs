//! The historical rules for the eight 8×8 games (sections I–VIII of `003`), one test per rule,
//! each quoting the line it checks.

use crate::support::{game_play, historical, moves, play, pos, sq};
use tabiya_engine::{
    fen, uci, Action, Color, EndReason, Game, Move, Outcome, Phase, Position, Square, Variant,
};

// ---------------------------------------------------------------- I. Chaturanga

/// "During setup, the King is always placed in the central square that is on the player's
/// right (i.e. Kings are not facing each others)."
#[test]
fn chaturanga_kings_not_facing() {
    let p = Position::new(historical("chaturanga", &[]));
    assert_eq!(
        p.piece_at(sq("e1")).map(|p| p.role),
        Some(tabiya_engine::Role::King)
    );
    assert_eq!(
        p.piece_at(sq("d8")).map(|p| p.role),
        Some(tabiya_engine::Role::King)
    );
}

/// "has the right to make one knight-move/capture during the game, provided that he hasn't
/// been checked before"
#[test]
fn chaturanga_king_knight_leap_once_per_game() {
    let p = pos("chaturanga", &[], "3k3p/8/8/8/8/8/8/4K2R w Ed - 0 1");
    let m = moves(&p);
    assert!(
        m.contains(&"e1d3".into()) && m.contains(&"e1f3".into()),
        "{m:?}"
    );
    // The right travels with the king: still there after a plain king move …
    let p = play(&p, "e1e2");
    let p = play(&p, "d8c8");
    assert!(moves(&p).contains(&"e2d4".into()));
    // … and is spent by the leap, which may capture.
    let p = pos("chaturanga", &[], "3k3p/8/8/8/3n4/8/8/4K2R w Ed - 0 1");
    assert!(moves(&p).contains(&"e1d3".into()));
    let p = play(&p, "e1d3");
    let p = play(&p, "d8c8");
    assert!(!moves(&p)
        .iter()
        .any(|m| m == "d3c5" || m == "d3e5" || m == "d3b4"));
}

/// "provided that he hasn't been checked before he makes his knight-move"
#[test]
fn chaturanga_king_leap_lost_after_check() {
    let p = pos("chaturanga", &[], "r2k4/8/8/8/8/8/7P/4K3 b Ed - 0 1");
    let p = play(&p, "a8a1"); // check
    assert_eq!(fen::fen(&p).split(' ').nth(2), Some("d"));
    let p = play(&p, "e1e2");
    let p = play(&p, "a1a8");
    assert!(
        !moves(&p).contains(&"e2d4".into()),
        "the right is gone after a check"
    );
}

/// "promotion ... only to the type of piece that was on the promotion-square in the
/// opening setup. Additionally, promotion is only possible when the player already lost a
/// piece of the type"
#[test]
fn chaturanga_promotion_to_square_type_if_lost() {
    // b8 held a knight; White still has both knights: the pawn stays a pawn.
    let p = pos("chaturanga", &[], "3k3p/1P6/8/8/8/8/8/1N2K1N1 w - - 0 1");
    assert!(moves(&p).contains(&"b7b8".into()));
    assert!(!moves(&p)
        .iter()
        .any(|m| m.starts_with("b7b8") && m.len() == 5));
    // One knight lost: it becomes a knight, and only a knight.
    let p = pos("chaturanga", &[], "3k3p/1P6/8/8/8/8/8/4K1N1 w - - 0 1");
    let m = moves(&p);
    assert!(
        m.contains(&"b7b8n".into()) && !m.contains(&"b7b8".into()),
        "{m:?}"
    );
    assert!(!m.iter().any(|m| m == "b7b8q" || m == "b7b8r"));
}

/// "A consequence of this rule is that pawns never promote to kings."
#[test]
fn chaturanga_pawn_on_king_square_never_promotes() {
    let p = pos("chaturanga", &[], "8/3P4/8/8/8/8/7p/k3K3 w - - 0 1");
    let m = moves(&p);
    assert!(m.contains(&"d7d8".into()), "{m:?}");
    assert!(!m.iter().any(|m| m.starts_with("d7d8") && m.len() == 5));
}

/// "The player that Stalemates their opponent loses the game."
#[test]
fn chaturanga_stalemating_player_loses() {
    let p = pos("chaturanga", &[], "k7/p1Q5/P1K5/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: EndReason::Stalemate
        })
    );
}

/// "Bare King counts as a Win."
#[test]
fn chaturanga_bare_king_wins() {
    let p = pos("chaturanga", &[], "8/8/8/8/8/k7/8/K6R b - - 0 1");
    assert_eq!(p.outcome().and_then(|o| o.winner()), Some(Color::White));
    assert_eq!(p.outcome().map(|o| o.reason()), Some(EndReason::BareKing));
}

/// Biruni: "one square forward or one square in any diagonal direction"; Al-Adli: "an
/// orthogonal two square jump".
#[test]
fn chaturanga_elephant_options() {
    let f = "3k3p/8/8/8/3B4/8/8/4K3 w - - 0 1";
    let from = |m: &Vec<String>| {
        m.iter()
            .filter(|m| m.starts_with("d4"))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(
        from(&moves(&pos("chaturanga", &[], f))),
        ["d4b2", "d4b6", "d4f2", "d4f6"]
    );
    assert_eq!(
        from(&moves(&pos("chaturanga", &["biruni-elephant"], f))),
        ["d4c3", "d4c5", "d4d5", "d4e3", "d4e5"]
    );
    assert_eq!(
        from(&moves(&pos("chaturanga", &["aladli-elephant"], f))),
        ["d4b4", "d4d2", "d4d6", "d4f4"]
    );
}

/// Hindustani: "the pawn reaching any of the opposing two central squares may promote to
/// Counselor, provided that the player has already lost his Counselor"; Parsi: "a pawn
/// that reaches the opposing king's square can be promoted to the rank of any piece
/// already lost".
#[test]
fn chaturanga_hindustani_and_parsi_promotion() {
    let p = pos(
        "chaturanga",
        &["hindustani-promotion"],
        "k7/3P1P2/8/8/8/8/7p/4K3 w - - 0 1",
    );
    let m = moves(&p);
    assert!(
        m.contains(&"d7d8q".into()) && !m.contains(&"d7d8".into()),
        "{m:?}"
    );
    assert!(m.contains(&"f7f8".into()) && !m.contains(&"f7f8q".into()));
    let p = pos(
        "chaturanga",
        &["parsi-promotion"],
        "k7/3P1P2/8/8/8/8/7p/4K3 w - - 0 1",
    );
    let m = moves(&p);
    for r in ["q", "b", "n", "r"] {
        assert!(m.contains(&format!("d7d8{r}")), "{m:?}");
    }
    assert!(m.contains(&"f7f8".into()) && !m.contains(&"f7f8q".into()));
}

// ---------------------------------------------------------------- II. Shatranj

/// "the two kings should always be on the same column (i.e. facing each other)"
#[test]
fn shatranj_kings_facing_on_d_or_e_file() {
    let p = Position::new(historical("shatranj", &[]));
    assert!(p
        .piece_at(sq("d1"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    assert!(p
        .piece_at(sq("d8"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    let p = Position::new(historical("shatranj", &["e-file-kings"]));
    assert!(p
        .piece_at(sq("e1"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    assert!(p
        .piece_at(sq("e8"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
}

/// "A Pawn arriving at the last row always promotes to Ferz."
#[test]
fn shatranj_pawn_always_promotes_to_ferz() {
    let p = pos("shatranj", &[], "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let m: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    assert_eq!(m, ["b7a8q", "b7b8q"]);
}

/// "The player that Stalemates their opponent wins the game."
#[test]
fn shatranj_stalemating_player_wins() {
    let p = pos("shatranj", &[], "k7/p1Q5/P1K5/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate
        })
    );
}

/// "Bare King counts as a Win, provided that your King cannot be bared on the very next
/// move." and "Two bare Kings … count as a Draw."
#[test]
fn shatranj_bare_king_unless_bared_back() {
    // Black is bare with White keeping king and rook: Black may bare back.
    let p = pos("shatranj", &[], "8/8/8/8/8/8/2kR4/K7 b - - 0 1");
    assert_eq!(p.outcome(), None);
    let back = play(&p, "c2d2");
    assert_eq!(
        back.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::BareKings
        })
    );
    let missed = play(&p, "c2c3");
    assert_eq!(
        missed.outcome().and_then(|o| o.winner()),
        Some(Color::White)
    );
    // Two white pieces left: no baring back possible, the game is over at once.
    let p = pos("shatranj", &[], "8/8/8/4k3/8/8/2R5/R3K3 b - - 0 1");
    assert_eq!(p.outcome().and_then(|o| o.winner()), Some(Color::White));
}

/// 004: "if it can be demonstrated that neither side has enough power on the board to force
/// a win by checkmate, stalemate or bare king, the game is drawn."
#[test]
fn shatranj_insufficient_material_draws() {
    // King and ferz each, ferzes on squares of different colours: neither can win.
    let start = pos("shatranj", &[], "8/8/3k4/3q4/3Q4/2b5/3K4/8 w - - 0 1");
    let mut g = Game::from_position(start);
    game_play(&mut g, Color::White, "d2c3");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::InsufficientMaterial
        })
    );
    // Same-coloured ferzes can meet: play goes on.
    let start = pos("shatranj", &[], "8/8/3k4/3q4/8/2bQ4/3K4/8 w - - 0 1");
    let mut g = Game::from_position(start);
    game_play(&mut g, Color::White, "d2c3");
    assert_eq!(g.outcome(), None);
}

/// Ta'biyat: "allow the opening player ten moves … at once to arrange his pieces; however,
/// no piece was allowed to cross the board's centerline. Then second player then made his
/// first ten moves in reply".
#[test]
fn shatranj_tabiyat_ten_moves_each_in_own_half() {
    let mut g = Game::new(historical("shatranj", &["tabiyat-10"]));
    assert_eq!(
        g.phase(),
        Phase::Opening {
            color: Color::White,
            left: 10
        }
    );
    let white = [
        "a2a3", "a3a4", "h2h3", "h3h4", "b1c3", "g1f3", "c1e3", "f1d3", "b2b3", "g2g3",
    ];
    for m in white {
        assert!(g.legal_moves(Color::Black).is_empty(), "Black waits");
        assert!(g
            .legal_moves(Color::White)
            .iter()
            .all(|m| m.to().is_none_or(|t| t.rank() < 4)));
        game_play(&mut g, Color::White, m);
    }
    assert_eq!(
        g.phase(),
        Phase::Opening {
            color: Color::Black,
            left: 10
        }
    );
    for m in [
        "a7a6", "a6a5", "h7h6", "h6h5", "b8c6", "g8f6", "c8e6", "f8d6", "b7b6", "g7g6",
    ] {
        game_play(&mut g, Color::Black, m);
    }
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![Color::White]);
}

/// Footnote 9: "a stalemated king may be transposed with one of its other pieces, as long
/// as this does not result in check."
#[test]
fn shatranj_stalemate_swap_option() {
    let f = "k7/p1Q5/P1K5/8/8/8/8/8 b - - 0 1";
    assert!(moves(&pos("shatranj", &[], f)).is_empty());
    let p = pos("shatranj", &["stalemate-swap"], f);
    assert_eq!(moves(&p), ["a8a7"]);
    let after = p.clone().play(&p.legal_moves()[0]).expect("legal");
    assert!(after
        .piece_at(sq("a7"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    assert!(after
        .piece_at(sq("a8"))
        .is_some_and(|p| p.role == tabiya_engine::Role::Pawn));
}

// ---------------------------------------------------------------- III. Senterej

/// Werera: "the players move as fast as they wish without waiting for their opponent … until
/// the first capture; after which … the players will start to move alternately"
#[test]
fn senterej_werera_free_moves_until_first_capture() {
    let mut g = Game::new(historical("senterej", &[]));
    assert_eq!(g.phase(), Phase::Werera);
    game_play(&mut g, Color::White, "e2e3");
    game_play(&mut g, Color::White, "e3e4");
    game_play(&mut g, Color::White, "e4e5");
    game_play(&mut g, Color::Black, "d7d6");
    game_play(&mut g, Color::Black, "d6e5"); // the first capture
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![Color::White]);
}

/// During the Werera a check must be answered at once: the checking side waits, so no king
/// can be taken.
#[test]
fn senterej_werera_check_is_answered_first() {
    let mut g = Game::new(historical("senterej", &[]));
    for m in ["g1f3", "f3e5", "e5c6"] {
        game_play(&mut g, Color::White, m);
    }
    // The horse on c6 checks Black's king on d8: only Black may move now.
    assert_eq!(g.to_move(), vec![Color::Black]);
    assert!(g.legal_moves(Color::White).is_empty());
    game_play(&mut g, Color::Black, "b7c6"); // the first capture ends the Werera
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![Color::White]);
}

/// "the king can move two squares to the right and the nearer castle can be moved or
/// shifted to the immediately adjacent square (i.e. castling, but only to the right of the
/// king)"
#[test]
fn senterej_werera_castling_to_the_right() {
    let mut g = Game::new(historical("senterej", &[]));
    for m in ["g1f3", "g2g3", "f1h3"] {
        game_play(&mut g, Color::White, m);
    }
    let castle = g
        .legal_moves(Color::White)
        .into_iter()
        .find(|m| matches!(m, Move::Castle { .. }))
        .expect("castling offered");
    assert_eq!(
        castle,
        Move::Castle {
            king: sq("e1"),
            king_to: sq("g1"),
            rook: sq("h1"),
            rook_to: sq("f1")
        }
    );
    g.play(Color::White, castle).expect("legal");
    // Black castles toward his right, the a-file: Kd8-b8, Ra8-c8.
    for m in ["b8c6", "b7b6", "c8a6"] {
        game_play(&mut g, Color::Black, m);
    }
    let castle = g
        .legal_moves(Color::Black)
        .into_iter()
        .find(|m| matches!(m, Move::Castle { .. }))
        .expect("castling offered");
    assert_eq!(
        castle,
        Move::Castle {
            king: sq("d8"),
            king_to: sq("b8"),
            rook: sq("a8"),
            rook_to: sq("c8")
        }
    );
}

/// "A pawn reaching the last row could be replaced by any of the player's pieces, which had
/// by then been captured."
#[test]
fn senterej_promotion_to_any_captured_piece() {
    let p = pos("senterej", &[], "3k4/1P6/8/8/8/8/8/R2QK1N1 w - - 0 1");
    let m: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("b7"))
        .collect();
    // Lost: one rook, both elephants, one horse; the counsellor is still there.
    assert_eq!(m, ["b7b8b", "b7b8n", "b7b8r"]);
}

/// "Stalemate counts as a draw."
#[test]
fn senterej_stalemate_draws() {
    let p = pos("senterej", &[], "k7/p1Q5/P1K5/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
}

/// "the game is considered a draw if a bare king is able to make seven moves without being
/// checkmated by the opponent."
#[test]
fn senterej_bare_king_surviving_seven_moves_draws() {
    let mut g = Game::from_position(pos("senterej", &[], "7k/8/8/8/8/8/8/R3K3 b - - 0 1"));
    let black = ["h8g8", "g8f8", "f8e8", "e8d8", "d8c8", "c8b8"];
    let white = ["e1e2", "e2e1", "e1e2", "e2e1", "e1e2", "e2e1"];
    for (b, w) in black.iter().zip(white) {
        game_play(&mut g, Color::Black, b);
        assert_eq!(g.outcome(), None);
        game_play(&mut g, Color::White, w);
    }
    game_play(&mut g, Color::Black, "b8c8");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::BareKingSurvived
        })
    );
}

/// Reconstructed Werera: "The opening player makes 10 moves at once … No piece is allowed to
/// cross the board's centerline; No capture is allowed; Castling to the right is allowed &
/// considered to be one move".
#[test]
fn senterej_reconstructed_werera() {
    let mut g = Game::new(historical("senterej", &["werera-reconstructed"]));
    assert_eq!(
        g.phase(),
        Phase::Opening {
            color: Color::White,
            left: 10
        }
    );
    for m in ["g1f3", "g2g3", "f1h3"] {
        game_play(&mut g, Color::White, m);
    }
    assert!(g
        .legal_moves(Color::White)
        .iter()
        .any(|m| matches!(m, Move::Castle { .. })));
    assert!(g
        .legal_moves(Color::White)
        .iter()
        .all(|m| m.to().is_none_or(|t| t.rank() < 4)));
}

// ---------------------------------------------------------------- IV. Ninth century

/// "Dabbābah: Jumps exactly two squares orthogonally"; "Two Dabbābahs sitting on the Board
/// Edges".
#[test]
fn ninthcentury_dabbaba_two_square_jump() {
    let p = Position::new(historical("ninthcentury", &[]));
    assert!(p
        .piece_at(sq("a1"))
        .is_some_and(|p| p.role == tabiya_engine::Role::Dabbaba));
    let p = pos("ninthcentury", &[], "3k3p/8/8/8/3D4/3P4/8/4K3 w - - 0 1");
    let m: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(m, ["d4b4", "d4d2", "d4d6", "d4f4"], "jumps over d3");
}

/// "A Pawn arriving at the last row always promotes to Ferz"; "The player that Stalemates
/// their opponent loses the game"; "Bare King counts as a Win."
#[test]
fn ninthcentury_promotion_stalemate_and_bare_king() {
    let p = pos("ninthcentury", &[], "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assert!(moves(&p).contains(&"b7b8f".into()));
    let p = pos("ninthcentury", &[], "k7/p1F5/P1K5/8/8/8/8/8 b - - 0 1");
    assert_eq!(p.outcome().and_then(|o| o.winner()), Some(Color::Black));
    let p = pos("ninthcentury", &[], "8/8/8/8/8/k7/8/K6R b - - 0 1");
    assert_eq!(p.outcome().and_then(|o| o.winner()), Some(Color::White));
}

// ---------------------------------------------------------------- V. Sittuyin

/// "Each player takes turn in placing all his non-pawn pieces, as he wishes, behind his own
/// pawns" — the first player his whole army, then the second.
#[test]
fn sittuyin_first_player_places_whole_army_first() {
    let mut g = Game::new(historical("sittuyin", &[]));
    assert_eq!(g.phase(), Phase::Setup);
    let white = [
        "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1",
    ];
    for m in white {
        assert!(
            g.legal_moves(Color::Black).is_empty(),
            "Black waits for White's whole army"
        );
        assert!(g
            .legal_moves(Color::White)
            .iter()
            .all(|m| m.to().is_some_and(|t| t.rank() < 4)));
        game_play(&mut g, Color::White, m);
    }
    for m in [
        "K@d7", "F@e7", "S@c7", "S@f7", "N@b7", "N@g7", "R@a8", "R@h8",
    ] {
        game_play(&mut g, Color::Black, m);
    }
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_move(), vec![Color::White]);
}

/// "It is also allowed … to put pieces on the positions of pawns, and then to put such
/// pawns on other squares in the area behind the pawns original position"
#[test]
fn sittuyin_piece_on_pawn_square_displaces_pawn() {
    let mut g = Game::new(historical("sittuyin", &[]));
    game_play(&mut g, Color::White, "R@a3");
    assert_eq!(
        g.position().hand(Color::White, tabiya_engine::Role::Pawn),
        1
    );
    // The displaced pawn goes behind the pawns' original places.
    let pawn_drops: Vec<String> = g
        .legal_moves(Color::White)
        .iter()
        .filter(|m| m.role() == Some(tabiya_engine::Role::Pawn))
        .map(|m| uci::to_uci(m, g.position()))
        .collect();
    assert!(pawn_drops.contains(&"P@a2".into()) && !pawn_drops.contains(&"P@a4".into()));
}

/// "the first player has the right to object if the second player place(s): Two rooks at
/// the same column; or One rook on the column facing the first player's king. In these
/// cases, the second player has to change his setup".
#[test]
fn sittuyin_objection_to_rooks() {
    let mut g = Game::new(historical("sittuyin", &[]));
    for m in [
        "K@e2", "F@d2", "S@c2", "S@f2", "N@b2", "N@g2", "R@a1", "R@h1",
    ] {
        game_play(&mut g, Color::White, m);
    }
    // A rook on the e-file, facing White's king.
    for m in [
        "K@d7", "F@d8", "S@c7", "S@f7", "N@b7", "N@g7", "R@e8", "R@h8",
    ] {
        game_play(&mut g, Color::Black, m);
    }
    assert!(g.can_object());
    g.act(Action::Object).expect("objection allowed");
    assert_eq!(g.phase(), Phase::Setup);
    let rook_drops: Vec<Square> = g
        .legal_moves(Color::Black)
        .iter()
        .filter_map(|m| m.to())
        .collect();
    assert!(!rook_drops.is_empty() && rook_drops.iter().all(|s| s.file() != 4));
    game_play(&mut g, Color::Black, "R@a8");
    assert_eq!(g.phase(), Phase::Play);
    assert!(!g.can_object());
}

/// Footnote 14 (option): "In practice, the first row was reserved to the Rooks".
#[test]
fn sittuyin_rooks_back_rank_option() {
    let g = Game::new(historical("sittuyin", &["rooks-back-rank"]));
    let rook_squares: Vec<Square> = g
        .legal_moves(Color::White)
        .iter()
        .filter(|m| m.role() == Some(tabiya_engine::Role::Rook))
        .filter_map(|m| m.to())
        .collect();
    assert!(rook_squares.iter().all(|s| s.rank() == 0) && rook_squares.len() == 8);
}

/// "Promotion is only possible if the player's own Ferz has already been captured"; "when a
/// Pawn reaches a promotion square, he stays a Pawn. In a later turn … 1. … the turn is
/// used to change the Pawn to Ferz; 2. The Pawn makes a Ferz move/capture … (the Pawn is
/// neither allowed to give check … nor to capture the opponent's Ferz)."
#[test]
fn sittuyin_promotion_rules() {
    // d5 is a marked square in Black's half; White has no ferz.
    let p = pos("sittuyin", &[], "k7/8/2f1n3/3P4/8/8/8/K7[] w - - 0 1");
    let m = moves(&p);
    assert!(m.contains(&"d5d5f".into()), "in place: {m:?}");
    assert!(m.contains(&"d5e6f".into()), "by a ferz capture: {m:?}");
    assert!(
        !m.contains(&"d5c6f".into()),
        "never taking the enemy ferz: {m:?}"
    );
    // With a ferz of his own, no promotion at all.
    let p = pos("sittuyin", &[], "k7/8/2f1n3/3P4/8/8/8/KF6[] w - - 0 1");
    assert!(!moves(&p).iter().any(|m| m.ends_with('f')));
    // A ferz move that would give check is not allowed.
    let p = pos("sittuyin", &[], "8/8/8/3P4/8/5k2/8/K7[] w - - 0 1");
    assert!(!moves(&p).contains(&"d5e4f".into()));
    assert!(moves(&p).contains(&"d5c4f".into()));
    // Off the marked squares (c5), and in its own half, a pawn cannot promote.
    let p = pos("sittuyin", &[], "k7/8/8/2P5/8/8/8/K7[] w - - 0 1");
    assert!(!moves(&p).iter().any(|m| m.ends_with('f')));
}

/// "Stalemate is not allowed (Any move that would place the opponent's king into a
/// stalemate position is prohibited)."
#[test]
fn sittuyin_stalemating_move_is_illegal() {
    let p = pos("sittuyin", &[], "k7/8/K7/8/8/8/8/2R5[] w - - 0 1");
    assert!(!moves(&p).contains(&"c1b1".into()), "Rb1 would stalemate");
    assert!(moves(&p).contains(&"c1c8".into()), "mate is fine");
}

/// "When one side has only a bare king remaining, & the other side has a rook & a king;
/// then mate should be achieved within 16 moves; if the lone king is on any of the four
/// central squares, then the 16 moves start to be counted after the 5th move of the lone
/// king (effectively giving 21 moves)."
#[test]
fn sittuyin_rook_against_bare_king_count() {
    let run = |f: &str| {
        let mut g = Game::from_position(pos("sittuyin", &[], f));
        // White's rook takes Black's last piece: the count starts.
        game_play(&mut g, Color::White, "a1a8");
        let c = g.count().expect("count runs");
        (g, c.limit)
    };
    let (mut g, limit) = run("r7/8/8/8/8/7k/8/R5K1[] w - - 0 1");
    assert_eq!(limit, 16);
    let (_, central) = run("r7/8/8/4k3/8/8/8/R5K1[] w - - 0 1");
    assert_eq!(central, 21);
    let shuffle = [("g1f1", "h3h4"), ("f1g1", "h4h3")];
    let mut i = 0;
    while g.outcome().is_none() {
        let (w, b) = shuffle[i % 2];
        game_play(&mut g, Color::Black, b);
        if g.outcome().is_some() {
            break;
        }
        game_play(&mut g, Color::White, w);
        i += 1;
        assert!(i < 40);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::CountExpired
        })
    );
    assert_eq!(i, 16);
}

// ---------------------------------------------------------------- VI. Makruk

/// "the King is always placed in the central square that is on the player's left"; "pawns are
/// placed on the 3rd and 6th rank"; "A Pawn reaching the sixth row … always promotes to
/// Ferz."
#[test]
fn makruk_setup_and_sixth_rank_promotion() {
    let p = Position::new(historical("makruk", &[]));
    assert!(p
        .piece_at(sq("d1"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    assert!(p
        .piece_at(sq("e8"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    assert!(p
        .piece_at(sq("a3"))
        .is_some_and(|p| p.role == tabiya_engine::Role::Pawn));
    let p = pos("makruk", &[], "4k3/8/8/1P6/8/8/8/3K4 w - - 0 1");
    assert_eq!(
        moves(&p)
            .into_iter()
            .filter(|m| m.starts_with("b5"))
            .collect::<Vec<_>>(),
        ["b5b6m"]
    );
}

/// "Stalemate counts as a draw."
#[test]
fn makruk_stalemate_draws() {
    let s = pos("makruk", &[], "k7/8/K7/8/8/8/8/1R6 b - - 0 1");
    assert_eq!(
        s.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
}

/// "When neither side has any pawns left, mate must be achieved in 64 moves … The one who
/// is in disadvantage will be the one who will do the counting. Counting stops whenever the
/// disadvantage side makes a capture … If the disadvantage side checks mate the advantage
/// side and did not stop counting at that move, the game will be declared a draw."
#[test]
fn makruk_boards_honour_count() {
    let start = pos("makruk", &[], "4k3/8/8/8/8/8/2r5/R2K3R b - - 0 1");
    let mut g = Game::from_position(start.clone());
    assert!(
        g.act(Action::StartCount(Color::White)).is_err(),
        "not White's turn"
    );
    g.act(Action::StartCount(Color::Black))
        .expect("no pawns: Black may count");
    assert_eq!(g.count().map(|c| c.limit), Some(64));
    g.act(Action::StopCount(Color::Black))
        .expect("stop at will");
    assert_eq!(g.count(), None);
    // The counting side mates without stopping its count: a draw.
    let start = pos("makruk", &[], "4k3/8/8/8/8/7r/r7/3K3N b - - 0 1");
    let mut g = Game::from_position(start);
    g.act(Action::StartCount(Color::Black)).expect("count");
    game_play(&mut g, Color::Black, "h3h2");
    game_play(&mut g, Color::White, "d1e1");
    game_play(&mut g, Color::Black, "a2a1");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::MateDuringOwnCount
        })
    );
}

/// "When one side has only a bare king remaining, a new count should start based on the
/// count value … From this count value, subtract the number of pieces … e.g. if white has
/// two rooks and a knight against a lone black king, he has 3 moves [Count Value (8) –
/// Remaining Pieces (5)]"
#[test]
fn makruk_pieces_honour_count_worked_example() {
    let start = pos("makruk", &[], "4k3/8/8/8/8/8/4n3/RN1K3R w - - 0 1");
    let mut g = Game::from_position(start);
    game_play(&mut g, Color::White, "d1e2"); // takes the last black piece
    let c = g.count().expect("pieces' honour count");
    assert_eq!((c.limit, c.counted), (3, Color::White));
    for (w, b) in [("b1c3", "e8f8"), ("c3b1", "f8e8"), ("b1c3", "e8f8")] {
        game_play(&mut g, Color::Black, b);
        if g.outcome().is_some() {
            break;
        }
        game_play(&mut g, Color::White, w);
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::CountExpired
        })
    );
}

// ---------------------------------------------------------------- VII. Ouk Chatrang

/// "has the right to make a knight jump/capture on his first move, provided that he hasn't
/// been checked before he makes his knight-move"; footnote 19: "only possible to b2 or f2".
#[test]
fn ouk_king_first_move_leap() {
    // A check removes the right for good.
    let checked = play(&pos("ouk", &[], "4k3/8/8/8/8/8/4n3/3K4 b D - 0 1"), "e2c3");
    assert_eq!(fen::fen(&checked).split(' ').nth(2), Some("-"));
    let p = pos("ouk", &[], "4k3/8/8/8/8/4n3/8/3K4 w D - 0 1");
    let m = moves(&p);
    for t in ["d1b2", "d1f2", "d1c3", "d1e3"] {
        assert!(m.contains(&t.into()), "{t} in {m:?}");
    }
    let p = pos(
        "ouk",
        &["king-leap-b2-f2"],
        "4k3/8/8/8/8/4n3/8/3K4 w D - 0 1",
    );
    let m = moves(&p);
    assert!(
        m.contains(&"d1b2".into()) && m.contains(&"d1f2".into()) && !m.contains(&"d1e3".into())
    );
}

/// Neang: "for his first move, it has an option to make a double-move forward (can't
/// capture at this move), provided that the two squares ahead are unoccupied".
#[test]
fn ouk_neang_double_step() {
    let p = pos("ouk", &[], "3mk3/8/8/8/8/8/8/3KM3 w E - 0 1");
    assert!(moves(&p).contains(&"e1e3".into()));
    let p = pos("ouk", &[], "3mk3/8/8/8/8/8/4P3/3KM3 w E - 0 1");
    assert!(!moves(&p).contains(&"e1e3".into()), "e2 occupied");
    let p = pos("ouk", &[], "3mk3/8/8/8/8/4p3/8/3KM3 w E - 0 1");
    assert!(!moves(&p).contains(&"e1e3".into()), "no capture");
    let p = play(&pos("ouk", &[], "3mk3/8/8/8/8/8/8/3KM3 w E - 0 1"), "e1f2");
    assert_eq!(fen::fen(&p).split(' ').nth(2), Some("-"));
}

// ---------------------------------------------------------------- VIII. Shatar

/// "The First two moves of the game are obligatory: First player advances his Bers' Pawn two
/// steps forward; Second player responds by moving his Bers' Pawn two steps forward"
#[test]
fn shatar_obligatory_first_moves() {
    let mut g = Game::new(historical("shatar", &[]));
    assert_eq!(g.phase(), Phase::Obligatory);
    let m: Vec<String> = g
        .legal_moves(Color::White)
        .iter()
        .map(|m| uci::to_uci(m, g.position()))
        .collect();
    assert_eq!(m, ["d2d4"]);
    game_play(&mut g, Color::White, "d2d4");
    game_play(&mut g, Color::Black, "d7d5");
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(
        fen::fen(g.position()),
        "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 2"
    );
    // No other pawn ever steps twice.
    assert!(!g
        .legal_moves(Color::White)
        .iter()
        .any(|m| uci::to_uci(m, g.position()) == "e2e4"));
    // Footnote 24: the kings' pawns instead.
    let g = Game::new(historical("shatar", &["kings-pawns"]));
    let m: Vec<String> = g
        .legal_moves(Color::White)
        .iter()
        .map(|m| uci::to_uci(m, g.position()))
        .collect();
    assert_eq!(m, ["e2e4"]);
}

/// "Bers: Moves like a Rook or one square diagonally"; "A Pawn arriving at the last rank
/// always promotes to Bers."
#[test]
fn shatar_bers_and_promotion() {
    let p = pos("shatar", &[], "4k2p/1P6/8/8/3J4/8/8/4K3 w - - 0 1");
    let m = moves(&p);
    assert!(
        m.contains(&"d4d8".into()) && m.contains(&"d4e5".into()) && !m.contains(&"d4f6".into())
    );
    assert!(m.contains(&"b7b8j".into()) && !m.contains(&"b7b8".into()));
    // Footnote 20: the old Bers moves as a ferz.
    let p = pos("shatar", &["old-bers"], "4k2p/8/8/8/3J4/8/8/4K3 w - - 0 1");
    let m: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(m, ["d4c3", "d4c5", "d4e3", "d4e5"]);
}

/// "Horse cannot give mate to the enemy King; such a move is forbidden."
#[test]
fn shatar_knight_mate_is_forbidden() {
    let p = pos("shatar", &[], "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
    assert!(!moves(&p).contains(&"g5f7".into()));
    // Fairy-Stockfish generates it and scores it as a loss for the mating side.
    let fsf = fen::parse(
        "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1",
        Variant::fairy("shatar").expect("known"),
    )
    .expect("fen");
    let after = play(&fsf, "g5f7");
    assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Color::Black));
}

/// "Checkmating by a Bishop or Pawn after a succession of checks containing a Shak" wins;
/// "Mating by a Bishop or Pawn (without following a series of checks including at least one
/// Shak) is a Draw, called Niol."
#[test]
fn shatar_niol_and_shak_series() {
    let niol = play(
        &pos("shatar", &[], "6bk/7p/8/8/8/4B3/8/6K1 w - - 0 1"),
        "e3d4",
    );
    assert_eq!(
        niol.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Niol
        })
    );
    // A rook check (Shak), then a bishop mate in the same series of checks: a win.
    let p = pos("shatar", &[], "6b1/6kp/8/8/8/4B3/R7/6K1 w - - 0 1");
    let p = play(&p, "a2a7"); // Shak
    let p = play(&p, "g7h8");
    let p = play(&p, "e3d4"); // the bishop mates, the series holds a Shak
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Checkmate
        })
    );
}

/// "Bare King, called Robado, counts as a Draw"; "Stalemate, called Chzhit, counts as a
/// Draw"; footnote 25: "a win for the party stale mating the opponent".
#[test]
fn shatar_robado_and_stalemate() {
    let p = pos("shatar", &[], "8/8/8/8/8/k7/8/K6R b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Robado
        })
    );
    let f = "k7/p7/P1K5/8/8/8/8/1R6 b - - 0 1";
    assert_eq!(
        pos("shatar", &[], f).outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
    assert_eq!(
        pos("shatar", &["stalemate-wins"], f)
            .outcome()
            .and_then(|o| o.winner()),
        Some(Color::White)
    );
}

/// Footnote 22: "the King is always on the left … all pawns move like regular Shatranj";
/// footnote 21: the old bishop jumps as the Shatranj elephant; footnote 23: "The King can
/// move as a Knight … when it reaches the home rank of the enemy".
#[test]
fn shatar_footnote_options() {
    let g = Game::new(historical("shatar", &["king-left"]));
    assert_eq!(g.phase(), Phase::Play);
    assert!(g
        .position()
        .piece_at(sq("d1"))
        .is_some_and(|p| p.role == tabiya_engine::Role::King));
    let p = pos(
        "shatar",
        &["old-bishop"],
        "4k2p/8/8/8/3B4/8/8/4K3 w - - 0 1",
    );
    let m: Vec<String> = moves(&p)
        .into_iter()
        .filter(|m| m.starts_with("d4"))
        .collect();
    assert_eq!(m, ["d4b2", "d4b6", "d4f2", "d4f6"]);
    let p = pos(
        "shatar",
        &["king-knight-last-rank"],
        "1K6/8/8/8/8/8/P6p/4k3 w - - 0 1",
    );
    assert!(moves(&p).contains(&"b8c6".into()));
    let p = pos(
        "shatar",
        &["king-knight-last-rank"],
        "8/1K6/8/8/8/8/P6p/4k3 w - - 0 1",
    );
    assert!(!moves(&p).contains(&"b7c5".into()));
}

/// Footnote 23: "the Horse was given an Amazon Move (Knight + Bishop + Rook) from its second
/// move onwards".
#[test]
fn shatar_amazon_horse_from_its_second_move() {
    let p = pos(
        "shatar",
        &["amazon-horse"],
        "4k2p/8/8/8/8/8/8/1N2K3 w - - 0 1",
    );
    assert!(
        !moves(&p).contains(&"b1b8".into()),
        "a fresh horse moves as a horse"
    );
    let p = play(&p, "b1c3");
    assert_eq!(fen::fen(&p), "4k2p/8/8/8/8/2A5/8/4K3 b - - 1 1");
    let p = play(&p, "h8h7");
    let m = moves(&p);
    for t in ["c3c8", "c3h3", "c3e5", "c3a5", "c3b5", "c3e4"] {
        assert!(m.contains(&t.to_owned()), "{t} in {m:?}");
    }
    // Still a horse: it may not mate (c3f6 would).
    assert!(!m.contains(&"c3f6".to_owned()));
    let nc8 = uci::parse("c3c8", &p).expect("legal");
    assert_eq!(tabiya_engine::san::to_san(&nc8, &p), "Nc8+");
}

/// `Game::play_from` plays a move from the list the caller has just made, as `play` does,
/// and refuses one not in it.
#[test]
fn playing_from_a_listed_move_matches_play() {
    use tabiya_engine::{uci, Color, Game, GameError, Variant};
    let v = Variant::historical("shatranj", &[]).expect("game");
    let mut a = Game::new(v);
    let mut b = Game::new(v);
    for text in ["e2e3", "e7e6", "d1e2", "d8e7"] {
        let color = a.to_move()[0];
        let legal = a.legal_moves(color);
        let m = uci::parse_among(text, a.position(), &legal).expect("legal");
        a.play_from(color, m, &legal).expect("plays");
        b.play(color, m).expect("plays");
        assert_eq!(a.position(), b.position());
    }
    assert_eq!(a.actions(), b.actions());
    // A move not in the list (Black's e7e5, with White to move) is refused; nothing changes.
    let mut c = Game::new(v);
    let black = {
        let mut d = Game::new(v);
        let m = uci::parse_among("e2e3", d.position(), &d.legal_moves(Color::White)).expect("e3");
        d.play(Color::White, m).expect("e3");
        uci::parse_among("e7e6", d.position(), &d.legal_moves(Color::Black)).expect("e6")
    };
    let legal = c.legal_moves(Color::White);
    assert!(matches!(
        c.play_from(Color::White, black, &legal),
        Err(GameError::IllegalMove(_))
    ));
    assert!(c.actions().is_empty());
}

/// Sittuyin's setup never dead-locks: the king may not be placed where an enemy piece attacks
/// it (a king so placed could never be got out of check by the placements that follow), so
/// from any sequence of legal placements the setup completes and play begins — under the
/// historical reading (the first player places his whole army, then the second) and
/// Fairy-Stockfish's (they alternate). "…the Kings are placed … and the armies set up", V.
#[test]
fn sittuyin_setup_always_completes() {
    let mut state: u64 = 0x0DDB_1A5E_5BAD_5EED;
    let mut draw = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for variant in [
        historical("sittuyin", &[]),
        Variant::fairy("sittuyin").expect("fairy"),
    ] {
        for _ in 0..300 {
            let mut g = Game::new(variant);
            let mut steps = 0;
            while g.position().in_setup() {
                let color = g.to_move()[0];
                let legal = g.legal_moves(color);
                assert!(
                    !legal.is_empty(),
                    "{variant:?}: the setup is stuck at {}",
                    fen::fen(g.position())
                );
                let m = legal[draw(legal.len())];
                g.play(color, m).expect("legal");
                steps += 1;
                assert!(steps <= 32, "the setup never ends");
            }
            assert!(
                !g.legal_moves(g.to_move()[0]).is_empty() || g.outcome().is_some(),
                "{}",
                fen::fen(g.position())
            );
        }
    }
    // The issue's case: Black's pawn on d5 attacks e4, so White's king may not go there.
    let g = Game::new(historical("sittuyin", &[]));
    let kings: Vec<String> = g
        .legal_moves(Color::White)
        .iter()
        .filter(|m| {
            matches!(
                m,
                Move::Drop {
                    role: tabiya_engine::Role::King,
                    ..
                }
            )
        })
        .map(|m| uci::to_uci(m, g.position()))
        .collect();
    assert!(!kings.is_empty());
    assert!(!kings.iter().any(|k| k == "K@e4"), "{kings:?}");
}
