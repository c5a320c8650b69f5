//! Tabiya's move generation and search speed beside another UCI engine's, on the same
//! positions, the engines taking turns: perft's rate and the search's nodes a second, each
//! the median of several runs, and their ratios.
//!
//! `cargo build --release -p tabiya-engine --bins --examples`, then
//! `target/release/examples/speed ENGINE [RUNS] [MS] [GAMES]`
//!
//! - `ENGINE` is the other engine's path (Fairy-Stockfish's names for the games are told to
//!   both as `UCI_Variant`). Tabiya's side is its own driver, `tabiya-engine`, found beside
//!   this tool's directory (`TABIYA_SPEED_SELF=PATH` names another), so both are measured
//!   the same way: a process spoken to over UCI.
//! - `RUNS` (5) runs of each measurement for each engine, in turn; the median is printed.
//! - `MS` (2000): `go movetime MS` for the search. Its rate is the `nps` of the engine's last
//!   `info` line, as each engine reports it.
//! - `GAMES` (`shatranj,makruk,xiangqi,janggi,shogi`): which games.
//!
//! Each game's position is the other engine's own play from the start, 16 half-moves at
//! `go depth 8`, so neither engine chose it for itself. Perft runs `go perft 5` (`go perft 4`
//! in Shogi, whose drops multiply the tree), timed from the command to the engine's
//! `Nodes searched` line.

use std::time::Instant;

use tabiya_engine::{fen, Position, Variant};

mod common;
use common::Engine;

/// Half-moves of the other engine's play before the measured position.
const PLIES: usize = 16;

fn perft_depth(game: &str) -> u32 {
    if game.contains("shogi") {
        4
    } else {
        5
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n == 0 {
        return 0.0;
    }
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

/// Perft's nodes a second for `position`.
fn perft_rate(engine: &mut Engine, position: &str, depth: u32) -> f64 {
    engine.send(position);
    let started = Instant::now();
    engine.send(&format!("go perft {depth}"));
    let lines = engine.lines_until(|l| l.starts_with("Nodes searched"));
    let elapsed = started.elapsed().as_secs_f64();
    let nodes: f64 = lines
        .last()
        .and_then(|l| l.split(':').nth(1))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0.0);
    nodes / elapsed.max(1e-9)
}

/// The search's nodes a second for `position`, as the engine's last `info` line says.
fn search_rate(engine: &mut Engine, position: &str, ms: u64) -> f64 {
    engine.send(position);
    engine.send(&format!("go movetime {ms}"));
    let lines = engine.lines_until(|l| l.starts_with("bestmove"));
    lines
        .iter()
        .rev()
        .find_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            let i = words.iter().position(|w| *w == "nps")?;
            words.get(i + 1)?.parse().ok()
        })
        .unwrap_or(0.0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(other) = args.first() else {
        eprintln!("usage: speed ENGINE [RUNS] [MS] [GAMES]");
        std::process::exit(2);
    };
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(default, |a| {
            a.parse().unwrap_or_else(|_| {
                eprintln!("`{a}` is not a number");
                std::process::exit(2)
            })
        })
    };
    let runs = number(1, 5).max(1);
    let ms = number(2, 2000);
    let games: Vec<String> = args.get(3).map_or_else(
        || {
            ["shatranj", "makruk", "xiangqi", "janggi", "shogi"]
                .map(String::from)
                .to_vec()
        },
        |g| g.split(',').map(String::from).collect(),
    );
    let tabiya = std::env::var("TABIYA_SPEED_SELF").unwrap_or_else(|_| {
        let exe = std::env::current_exe().expect("this tool's path");
        let dir = exe.parent().and_then(std::path::Path::parent);
        dir.map(|d| d.join("tabiya-engine").display().to_string())
            .unwrap_or_else(|| "tabiya-engine".to_owned())
    });
    println!(
        "| game | position | Tabiya perft | other perft | ratio | Tabiya search | other search | ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for game in &games {
        let mut them = Engine::start(other, game, &[]);
        let mut us = Engine::start(&tabiya, game, &[]);
        let variant = Variant::fairy(game).unwrap_or_else(|e| {
            eprintln!("{game}: {e}");
            std::process::exit(2)
        });
        let start = fen::fen(&Position::new(variant));
        // The other engine's own play from the start.
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..PLIES {
            let (best, _) = them.think(&start, &moves, "go depth 8");
            if best.is_empty() || best == "(none)" {
                break;
            }
            moves.push(best);
        }
        let position = format!("position fen {start} moves {}", moves.join(" "));
        let depth = perft_depth(game);
        let (mut ours, mut theirs, mut our_search, mut their_search) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for run in 0..runs {
            // Turn about, so neither engine always runs on a cooler machine.
            if run % 2 == 0 {
                ours.push(perft_rate(&mut us, &position, depth));
                theirs.push(perft_rate(&mut them, &position, depth));
                our_search.push(search_rate(&mut us, &position, ms));
                their_search.push(search_rate(&mut them, &position, ms));
            } else {
                theirs.push(perft_rate(&mut them, &position, depth));
                ours.push(perft_rate(&mut us, &position, depth));
                their_search.push(search_rate(&mut them, &position, ms));
                our_search.push(search_rate(&mut us, &position, ms));
            }
        }
        let (p, q, s, t) = (
            median(ours),
            median(theirs),
            median(our_search),
            median(their_search),
        );
        let m = |x: f64| format!("{:.2} M", x / 1e6);
        println!(
            "| {game} | {} half-moves | {} | {} | {:.2} | {} | {} | {:.2} |",
            moves.len(),
            m(p),
            m(q),
            p / q.max(1.0),
            m(s),
            m(t),
            s / t.max(1.0)
        );
    }
}
