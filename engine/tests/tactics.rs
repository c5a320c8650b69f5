//! The tactics set: positions of every game (Fairy-Stockfish's reading) where the side to
//! move mates, or wins by the game's other rules, in one, two or three moves. The set was
//! found by this crate's own search over random games (`generate_the_tactics_set`, ignored:
//! run it to make a new one) and is kept in `data/tactics.txt`.
//!
//! - The computer's top level finds each one at its distance, with a move that wins (in one
//!   and two moves checked by brute force over the rules engine).
//! - Fairy-Stockfish agrees on every position's legal moves, and (mates in one) that the
//!   move ends the game.
//!
//! How long the top level takes on each, in a release build, is measured by `cargo run
//! --release -p tabiya-engine --example tactics` (the README has the figure): a timed test
//! would fail on a slow machine for no fault of the code.

use serde_json::json;
use tabiya_engine::search::{search, Limits};
use tabiya_engine::{computer, fen, uci, Color, Outcome, Position, Variant};

const SET: &str = include_str!("data/tactics.txt");

/// (game, moves to the win, position).
fn set() -> Vec<(&'static str, u32, Position)> {
    SET.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.splitn(3, '|').map(str::trim);
            let name = parts.next().expect("game");
            let n: u32 = parts.next().expect("n").parse().expect("a number");
            let f = parts.next().expect("fen");
            let v = Variant::fairy(name).expect("a game");
            (
                name,
                n,
                fen::parse(f, v).unwrap_or_else(|e| panic!("{f}: {e}")),
            )
        })
        .collect()
}

fn wins(p: &Position, us: Color) -> bool {
    matches!(p.outcome(), Some(Outcome::Decisive { winner, .. }) if winner == us)
}

/// Whether the side to move forces a win within `n` of its moves.
fn wins_within(p: &Position, n: u32) -> bool {
    let us = p.turn();
    n > 0
        && p.legal_moves().iter().any(|m| {
            let q = p.clone().play(m).expect("legal");
            wins(&q, us) || (q.outcome().is_none() && n > 1 && answered(&q, us, n - 1))
        })
}

fn answered(q: &Position, us: Color, n: u32) -> bool {
    q.legal_moves().iter().all(|r| {
        let q2 = q.clone().play(r).expect("legal");
        wins(&q2, us) || (q2.outcome().is_none() && wins_within(&q2, n))
    })
}

/// The top level's search, as the computer plays (no noise at level 8).
fn top(p: &Position) -> tabiya_engine::search::Report {
    let l = computer::limits(*computer::LEVELS.end(), 0);
    search(p, Limits { time: None, ..l })
}

#[test]
fn the_top_level_finds_every_win_in_the_tactics_set() {
    let set = set();
    let games: std::collections::BTreeSet<&str> = set.iter().map(|t| t.0).collect();
    assert!(games.len() >= 8, "{games:?}");
    for (name, n, p) in set {
        let f = fen::fen(&p);
        let r = top(&p);
        assert_eq!(r.mate_in(), Some(n as i32), "{name} {f}: {r:?}");
        let best = r.best.expect("a move");
        let q = p.clone().play(&best).expect("legal");
        let us = p.turn();
        let forced = wins(&q, us) || (n <= 2 && q.outcome().is_none() && answered(&q, us, n - 1));
        assert!(
            forced || n > 2,
            "{name} {f}: {best:?} does not force the win"
        );
    }
}

#[test]
fn fairy_stockfish_agrees_on_the_tactics_set() {
    let Some(mut oracle) = crate::differential::Oracle::start() else {
        eprintln!("pyffish is not installed: the tactics set is not checked against it");
        return;
    };
    for (name, n, p) in set() {
        let f = fen::fen(&p);
        let mut ours: Vec<String> = p.legal_moves().iter().map(|m| uci::to_uci(m, &p)).collect();
        ours.sort();
        let a = oracle.ask(json!({"variant": name, "fen": f, "moves": []}));
        let theirs: Vec<String> = serde_json::from_value(a["legal"].clone()).expect("moves");
        assert_eq!(ours, theirs, "{name} {f}");
        if n == 1 {
            let best = top(&p).best.expect("a move");
            let m = uci::to_uci(&best, &p);
            let after = oracle.ask(json!({"variant": name, "fen": f, "moves": [m]}));
            let ended =
                after["immediate"][0].as_bool() == Some(true) || after["result"].as_i64().is_some();
            assert!(ended, "{name} {f} {m}: Fairy-Stockfish plays on: {after}");
        }
    }
}

/// Finds a new set: random games of every game, each position's wins in one to three moves
/// found by the search (one and two confirmed by brute force). Prints the set's lines.
#[test]
#[ignore = "makes the tactics set; run by hand"]
fn generate_the_tactics_set() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = |m: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % m as u64) as usize
    };
    // `TACTICS_GAMES=xiangqi,shogi` makes the set of those games alone.
    let only = std::env::var("TACTICS_GAMES").ok();
    for spec in tabiya_engine::variants::ALL {
        let Some(profile) = spec.fairy.first() else {
            continue;
        };
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|g| g == profile.name))
        {
            continue;
        }
        let v = Variant::fairy(profile.name).expect("a game");
        let mut found = [false; 3];
        for _ in 0..30 {
            let mut p = Position::new(v);
            for ply in 0..160 {
                if p.outcome().is_some() || found.iter().all(|&f| f) {
                    break;
                }
                if ply >= 12 && !p.in_setup() {
                    let r = search(
                        &p,
                        Limits {
                            depth: 7,
                            nodes: Some(30_000),
                            ..Limits::default()
                        },
                    );
                    // Found again from its FEN alone (a state FEN does not keep, such as
                    // Janggi's passes, would make a win the FEN cannot show).
                    let again = fen::parse(&fen::fen(&p), v).ok().map(|q| {
                        search(
                            &q,
                            Limits {
                                depth: 7,
                                nodes: Some(30_000),
                                ..Limits::default()
                            },
                        )
                        .mate_in()
                    });
                    if let Some(n) = r
                        .mate_in()
                        .filter(|n| (1..=3).contains(n) && again == Some(Some(*n)))
                    {
                        let n = n as u32;
                        use std::io::Write;
                        let _ = std::io::stdout().flush();
                        let confirmed = n > 2 || (wins_within(&p, n) && !wins_within(&p, n - 1));
                        if confirmed && !found[n as usize - 1] {
                            found[n as usize - 1] = true;
                            println!("{} | {n} | {}", profile.name, fen::fen(&p));
                        }
                    }
                }
                let moves = p.legal_moves();
                let m = moves[next(moves.len())];
                p = p.play(&m).expect("legal");
            }
        }
    }
}
