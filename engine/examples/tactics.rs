//! How long the computer's top level takes on each position of the tactics set
//! (`engine/tests/data/tactics.txt`).
//!
//! `cargo run --release -p tabiya-engine --example tactics`: one line per position (game,
//! moves to the win, the distance found, milliseconds), then the slowest.

use tabiya_engine::search::{search, Limits};
use tabiya_engine::{computer, fen, Variant};

const SET: &str = include_str!("../tests/data/tactics.txt");

fn main() {
    let top = computer::limits(*computer::LEVELS.end(), 0);
    let mut slowest = (0.0f64, String::new());
    let mut found = 0;
    let mut total = 0;
    for l in SET
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut parts = l.splitn(3, '|').map(str::trim);
        let (Some(name), Some(n), Some(f)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        let v = Variant::fairy(name).expect("a game");
        let p = fen::parse(f, v).expect("a position");
        let started = std::time::Instant::now();
        let r = search(&p, Limits { time: None, ..top });
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        let hit = r.mate_in().map(|m| m.to_string()) == Some(n.to_owned());
        total += 1;
        found += usize::from(hit);
        println!(
            "{name:<12} win in {n}: found {:?} in {ms:.0} ms{}",
            r.mate_in(),
            if hit { "" } else { "  MISSED" }
        );
        if ms > slowest.0 {
            slowest = (ms, format!("{name} (win in {n})"));
        }
    }
    println!(
        "{found} of {total} found; slowest {:.0} ms: {}",
        slowest.0, slowest.1
    );
}
