//! `cargo run --release -p tabiya-engine --example perft -- VARIANT DEPTH [FEN]`: times one
//! perft run and prints nodes per second.

use std::time::Instant;

use tabiya_engine::{fen, perft::perft, Position, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("shatranj", String::as_str);
    let depth: u32 = args.get(1).and_then(|d| d.parse().ok()).unwrap_or(5);
    let variant = match Variant::fairy(name).or_else(|_| Variant::historical(name, &[])) {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let pos = match args.get(2) {
        Some(f) => match fen::parse(f, variant) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        },
        None => Position::new(variant),
    };
    let t = Instant::now();
    let n = perft(&pos, depth);
    let s = t.elapsed().as_secs_f64();
    println!(
        "{name} perft {depth}: {n} nodes in {s:.3} s = {:.2} M nodes/s",
        n as f64 / s / 1e6
    );
}
