//! The historical rules for Heian Shogi, Sho Shogi and Shogi (sections XI–XIII of `003`).

use crate::support::{moves_from, play_next, pos};
use tabiya_engine::{
    fen, shogi, uci, Action, Color, EndReason, Game, Outcome, Position, Role, Variant,
};

/// "Promotion is only allowed at the end of a move … originated from a square inside the
/// promotion zone; or … ended at a square inside"; "Promotion is optional … except for pieces
/// that has no further legal moves": pawn and lance on the last rank, knight on the last two.
#[test]
fn shogi_promotion_optional_and_forced() {
    let p = pos("shogi", &[], "4k4/9/9/2P6/9/9/9/9/4K4[] w - - 0 1");
    assert_eq!(moves_from(&p, "c6"), ["c6c7", "c6c7+"]);
    let p = pos("shogi", &[], "4k4/2P6/9/9/9/9/9/9/4K4[] w - - 0 1");
    assert_eq!(
        moves_from(&p, "c8"),
        ["c8c9+"],
        "a pawn on the last rank must promote"
    );
    let p = pos("shogi", &[], "4k4/9/2N6/9/9/9/9/9/4K4[] w - - 0 1");
    assert_eq!(
        moves_from(&p, "c7"),
        ["c7b9+", "c7d9+"],
        "a knight on the last two ranks must"
    );
    // Leaving the zone may promote too.
    let p = pos("shogi", &[], "4k4/9/2S6/9/9/9/9/9/4K4[] w - - 0 1");
    assert!(moves_from(&p, "c7").contains(&"c7b6+".to_owned()));
}

/// "Promoted Silver General, Keima, Lance & Pawn Pieces can only move/capture as Gold General";
/// the dragon and dragon horse add the king's step.
#[test]
fn shogi_promoted_pieces_move_as_gold_or_add_the_kings_step() {
    let p = pos("shogi", &[], "4k4/9/9/9/4+P4/9/9/9/4K4[] w - - 0 1");
    assert_eq!(
        moves_from(&p, "e5"),
        ["e5d5", "e5d6", "e5e4", "e5e6", "e5f5", "e5f6"]
    );
    let p = pos("shogi", &[], "3k5/9/9/9/4+R4/9/9/9/K8[] w - - 0 1");
    let m = moves_from(&p, "e5");
    assert!(
        m.contains(&"e5d4".into()) && m.contains(&"e5e9".into()) && !m.contains(&"e5c3".into())
    );
}

/// Heian Shogi: "The King is placed in the central square that is on the player's left";
/// "The Gold General is always placed in the central square to the right of the King"; pawns on
/// the third row; the 9×8 board of footnote 37.
#[test]
fn heian_setups() {
    let p = Position::new(Variant::historical("heianshogi", &[]).expect("game"));
    assert_eq!(
        fen::fen(&p),
        "lnsgksnl/8/pppppppp/8/8/PPPPPPPP/8/LNSKGSNL w - - 0 1"
    );
    let p = Position::new(Variant::historical("heianshogi", &["board-9x8"]).expect("game"));
    assert_eq!(
        fen::fen(&p),
        "lnsgkgsnl/9/ppppppppp/9/9/PPPPPPPPP/9/LNSGKGSNL w - - 0 1"
    );
    assert_eq!(p.legal_moves().len(), 26, "Fairy-Stockfish's perft 1");
}

/// Heian Shogi: "Bare King counts as a Win, provided that your King cannot be bared on the
/// very next move"; "Two bare Kings … count as a Draw"; "The player that Stalemates their
/// opponent wins the game."
#[test]
fn heian_bare_king_and_stalemate() {
    let p = pos("heianshogi", &[], "4k3/8/8/8/8/8/8/4K2L b - - 0 1");
    assert_eq!(p.outcome(), None, "Gote may still bare back");
    let p = pos("heianshogi", &[], "4k3/8/8/8/8/8/8/4K2L w - - 0 1");
    assert_eq!(p.outcome().and_then(|o| o.winner()), Some(Color::White));
    let p = pos("heianshogi", &[], "8/8/8/8/8/3k4/8/3K4 w - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::BareKings
        })
    );
    let p = pos("heianshogi", &[], "k7/n1G5/8/8/8/8/8/L3K3 b - - 0 1");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: EndReason::Stalemate
        })
    );
}

/// Footnote 38 (option): compulsory promotion — pawn and silver on reaching the 6th rank,
/// knight the 7th, lance any of the 6th to 8th.
#[test]
fn heian_compulsory_promotion_option() {
    let p = pos("heianshogi", &[], "4k2p/8/8/2P5/8/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&p, "c5"), ["c5c6", "c5c6+"]);
    let p = pos(
        "heianshogi",
        &["compulsory-promotion"],
        "4k2p/8/8/2P5/8/8/8/4K3 w - - 0 1",
    );
    assert_eq!(moves_from(&p, "c5"), ["c5c6+"]);
    let p = pos(
        "heianshogi",
        &["compulsory-promotion"],
        "4k2p/8/8/2N5/8/8/8/4K3 w - - 0 1",
    );
    assert_eq!(moves_from(&p, "c5"), ["c5b7+", "c5d7+"]);
}

/// Sho Shogi: the drunk elephant moves one step in any direction but straight back and
/// promotes to the crown prince; with a prince the king "may be left in check or captured";
/// the player loses when both are captured.
#[test]
fn sho_shogi_drunk_elephant_and_crown_prince() {
    let p = pos("shoshogi", &[], "4k3p/9/9/9/4E4/9/9/9/K8 w - - 0 1");
    assert_eq!(
        moves_from(&p, "e5"),
        ["e5d4", "e5d5", "e5d6", "e5e6", "e5f4", "e5f5", "e5f6"]
    );
    let p = pos("shoshogi", &[], "4k3p/9/4E4/9/9/9/9/9/K8 w - - 0 1");
    assert!(moves_from(&p, "e7").contains(&"e7e8+".to_owned()));
    // King and crown prince: the king may stay in check.
    let p = pos("shoshogi", &[], "4k4/4r4/9/9/9/9/9/3+E5/4K4 w - - 0 1");
    assert!(moves_from(&p, "d2").contains(&"d2c2".to_owned()));
    let mut g = Game::from_position(p);
    play_next(&mut g, "d2c2");
    play_next(&mut g, "e8e1"); // the king is taken; the prince reigns on
    assert_eq!(g.outcome(), None);
    let p = g.position().clone();
    assert_eq!(p.royal_count(Color::White), 1);
    // The last royal is a king like any other: it may not be left in check.
    for m in p.legal_moves() {
        let mut q = p.clone();
        q.play_unchecked(&m);
        let prince = q.royal_square(Color::White).expect("the prince");
        assert!(!q.attacked_by(prince, Color::Black), "{m:?}");
    }
}

/// Sho Shogi, our reading: the promotion that makes a crown prince makes the king one of two
/// royals at once, so it may be played while the king is in check (the king may then be
/// taken and the prince reigns on). Fairy-Stockfish's `shoshogi` judges the move by the king
/// alone: only a promotion that answers the check.
#[test]
fn sho_shogi_promotion_to_prince_while_in_check() {
    let f = "4k4/9/9/4E4/9/9/9/9/r3K4 w - - 0 1";
    let ours = pos("shoshogi", &[], f);
    for m in ["e6d7+", "e6e7+", "e6f7+"] {
        assert!(moves_from(&ours, "e6").contains(&m.to_owned()), "{m}");
    }
    let fsf = fen::parse(f, Variant::fairy("shoshogi").expect("fairy")).expect("fen");
    assert!(moves_from(&fsf, "e6").is_empty());
    // Blocking the check with the promotion is a promotion Fairy-Stockfish allows too.
    let f = "4k4/4r4/9/3E5/9/9/9/9/4K4 w - - 0 1";
    let fsf = fen::parse(f, Variant::fairy("shoshogi").expect("fairy")).expect("fen");
    assert_eq!(moves_from(&fsf, "d6"), ["d6e5", "d6e6", "d6e7", "d6e7+"]);
}

/// Shogi drops: "drops of captured pieces as own; no capture by drop; no pawn on a file with an
/// unpromoted own pawn; no drop where the piece could never move"; captured pieces lose their
/// promotion.
#[test]
fn shogi_drops() {
    let p = pos("shogi", &[], "4k4/9/9/9/9/9/2P6/9/4K4[PNL] w - - 0 1");
    let drops: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| matches!(m, tabiya_engine::Move::Drop { .. }))
        .map(|m| uci::to_uci(m, &p))
        .collect();
    assert!(!drops.iter().any(|d| d.starts_with("P@c")), "nifu");
    assert!(!drops.contains(&"P@a9".to_owned()) && !drops.contains(&"L@a9".to_owned()));
    assert!(!drops.contains(&"N@a8".to_owned()) && drops.contains(&"N@a7".to_owned()));
    assert!(
        !drops.contains(&"P@e9".to_owned()),
        "occupied: no capture by drop"
    );
    // A captured tokin goes to the hand as a pawn.
    let p = pos("shogi", &[], "4k4/9/9/9/4+p4/4R4/9/9/4K4[] w - - 0 1");
    let after = p
        .clone()
        .play(&uci::parse("e4e5", &p).expect("legal"))
        .expect("legal");
    assert_eq!(after.hand(Color::White, Role::ShogiPawn), 1);
    assert_eq!(fen::fen(&after), "4k4/9/9/9/4R4/9/9/9/4K4[P] b - - 0 1");
}

/// "a pawn drop may not give immediate mate" (Daou); Fairy-Stockfish generates it and
/// scores it as a loss for the dropping side.
#[test]
fn shogi_pawn_drop_mate() {
    let f = "3lkl3/9/4G4/9/9/9/9/9/4K4[P] w - - 0 1";
    let ours = pos("shogi", &[], f);
    assert!(!ours
        .legal_moves()
        .iter()
        .any(|m| uci::to_uci(m, &ours) == "P@e8"));
    let fsf = fen::parse(f, Variant::fairy("shogi").expect("fairy")).expect("fen");
    let after = fsf
        .clone()
        .play(&uci::parse("P@e8", &fsf).expect("generated"))
        .expect("legal");
    assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Color::Black));
    // A gold drop mate is a plain win.
    let g = pos("shogi", &[], "3lkl3/9/4G4/9/9/9/9/9/4K4[G] w - - 0 1");
    let after = g
        .clone()
        .play(&uci::parse("G@e8", &g).expect("legal"))
        .expect("legal");
    assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Color::White));
}

/// Sennichite: "the same position, hands included, four times with the same side to move:
/// draw, but the player giving perpetual check loses".
#[test]
fn shogi_sennichite() {
    let mut g = Game::from_position(pos("shogi", &[], "4k4/9/9/9/9/9/9/9/R3K4[] w - - 0 1"));
    for _ in 0..3 {
        for m in ["a1a2", "e9d9", "a2a1", "d9e9"] {
            play_next(&mut g, m);
        }
    }
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Repetition
        })
    );
    let mut g = Game::from_position(pos("shogi", &[], "4k4/R8/9/9/9/9/9/9/4K4[] w - - 0 1"));
    for _ in 0..3 {
        for m in ["a8a9", "e9e8", "a9a8", "e8e9"] {
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

/// Jishōgi: "once both kings stand in their promotion zones … a player may claim impasse and
/// the opponent accept; then each rook or bishop scores 5 and every other piece 1, on the board
/// and in hand, promotions ignored, kings not counted; under 24 points loses".
#[test]
fn shogi_jishogi() {
    let f = "4K4/+R+B7/PPPPPPPPP/9/9/9/ppppppppp/2rb5/4k4[GGSSNNLLggssnnll] w - - 0 1";
    let p = pos("shogi", &[], f);
    assert_eq!(shogi::jishogi_points(&p, Color::White), 5 + 5 + 9 + 8);
    assert_eq!(shogi::jishogi_points(&p, Color::Black), 5 + 5 + 9 + 8);
    let mut g = Game::from_position(p);
    assert!(
        g.act(Action::AcceptImpasse(Color::Black)).is_err(),
        "nothing to accept"
    );
    g.act(Action::ClaimImpasse(Color::White))
        .expect("both kings entered");
    g.act(Action::AcceptImpasse(Color::Black))
        .expect("accepted");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Jishogi
        })
    );
    let early = Game::new(Variant::historical("shogi", &[]).expect("game"));
    let mut early = early;
    assert!(
        early.act(Action::ClaimImpasse(Color::White)).is_err(),
        "kings not entered"
    );
}

/// Western (`P-76`, `Bx22+`, `Bx22=`, `P*55`, `G69-58`), Hodges (`P-7f`), USI and Japanese
/// are read; Western is printed.
#[test]
fn shogi_notations() {
    let p = Position::new(Variant::historical("shogi", &[]).expect("game"));
    let legal = p.legal_moves();
    let m = shogi::parse("P-76", &p, &legal).expect("western");
    for typed in ["P76", "P-7f", "7g7f", "▲７六歩", "７六歩", "c3c4"] {
        assert_eq!(shogi::parse(typed, &p, &legal), Ok(m), "{typed}");
    }
    let g = shogi::parse("G69-58", &p, &legal).expect("disambiguated");
    assert_eq!(uci::to_uci(&g, &p), "d1e2");
    assert_eq!(shogi::japanese(&g, &p, None), "▲５八金左");
    assert!(shogi::parse("G-58", &p, &legal).is_err(), "ambiguous");
    let p2 = pos(
        "shogi",
        &[],
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 3",
    );
    let legal2 = p2.legal_moves();
    let promote = shogi::parse("Bx22+", &p2, &legal2).expect("promotes");
    let decline = shogi::parse("Bx22=", &p2, &legal2).expect("declines");
    assert_eq!(shogi::usi(&promote, &p2), "8h2b+");
    assert_eq!(shogi::western(&decline, &p2), "Bx22=");
    assert_eq!(shogi::japanese(&promote, &p2, None), "▲２二角成");
    assert_eq!(shogi::japanese(&decline, &p2, None), "▲２二角不成");
    let sfen = shogi::sfen(&p);
    assert_eq!(
        sfen,
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    );
    assert_eq!(shogi::parse_sfen(&sfen, p.variant()).expect("sfen"), p);
}

/// KIF and CSA round trips on a game played here.
#[test]
fn shogi_kif_and_csa_round_trip() {
    let v = Variant::historical("shogi", &[]).expect("game");
    let mut g = Game::new(v);
    let mut ours: u64 = 0x5EED;
    for _ in 0..80 {
        let color = g.to_move()[0];
        let legal = g.legal_moves(color);
        if legal.is_empty() || g.outcome().is_some() {
            break;
        }
        ours = ours
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Favour captures and drops so the record has 同, 打 and 成.
        let special: Vec<_> = legal
            .iter()
            .copied()
            .filter(|m| {
                m.is_capture()
                    || matches!(m, tabiya_engine::Move::Drop { .. })
                    || m.promotion().is_some()
            })
            .collect();
        let pick = if !special.is_empty() && (ours >> 40).is_multiple_of(2) {
            special[(ours >> 33) as usize % special.len()]
        } else {
            legal[(ours >> 33) as usize % legal.len()]
        };
        g.play(color, pick).expect("legal");
    }
    let kif = shogi::to_kif(&g, "Sente player", "Gote player");
    assert!(kif.contains("打") && kif.contains("同"), "{kif}");
    let back = shogi::from_kif(&kif, v).unwrap_or_else(|e| panic!("{e}\n{kif}"));
    assert_eq!(back.game.position(), g.position());
    assert_eq!(back.sente.as_deref(), Some("Sente player"));
    let csa = shogi::to_csa(&g, "Sente player", "Gote player");
    let back = shogi::from_csa(&csa, v).unwrap_or_else(|e| panic!("{e}\n{csa}"));
    assert_eq!(back.game.position(), g.position());
    assert_eq!(back.gote.as_deref(), Some("Gote player"));
    assert!(shogi::from_kif("手合割：香落ち\n", v).is_err());
    assert!(shogi::from_csa("PI\n+9999XX\n", v).is_err());
}

/// Under Fairy-Stockfish's name, the historical reading plays on the board that name says:
/// `heianshogi9` is Heian Shogi on 9×8 (the `board-9x8` option), not on 8×8.
#[test]
fn a_fairy_name_under_the_historical_reading_keeps_its_board() {
    for spec in tabiya_engine::variants::ALL {
        for p in spec.fairy {
            let v = Variant::historical_for_fairy_name(p.name).expect("known name");
            assert_eq!(
                (v.rules().files, v.rules().ranks),
                (p.rules.files, p.rules.ranks),
                "{}",
                p.name
            );
        }
    }
    let nine = Variant::historical_for_fairy_name("heianshogi9").expect("heianshogi9");
    assert_eq!(nine.options(), ["board-9x8"]);
    assert_eq!(
        Position::new(nine).legal_moves().len(),
        Position::new(Variant::historical("heianshogi", &["board-9x8"]).expect("9x8"))
            .legal_moves()
            .len()
    );
}

/// Through the driver, as another engine's tester speaks to it: `Rules historical` (and the
/// older `seed`) plays the historical reading under Fairy-Stockfish's name, `heianshogi9` on
/// its 9×8 board.
#[test]
fn the_driver_speaks_the_historical_reading_by_its_name() {
    use crate::support::talk;
    let out = talk("uci\nquit\n");
    assert!(out.contains("var historical"), "{out}");
    for name in ["historical", "seed"] {
        let out = talk(&format!(
            "setoption name UCI_Variant value heianshogi9\nsetoption name Rules value {name}\nd\nquit\n"
        ));
        let fen = out
            .lines()
            .find_map(|l| l.strip_prefix("Fen: "))
            .expect("a position");
        let nine = Position::new(Variant::historical("heianshogi", &["board-9x8"]).expect("9×8"));
        assert_eq!(fen, tabiya_engine::fen::fen(&nine), "{name}: {out}");
        assert!(!out.contains("unknown"), "{out}");
    }
}
