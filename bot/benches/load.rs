//! The real path under a correspondence load: 1,000 Shatranj games of 40 plies each, every
//! move a line through the console adapter exactly as `tabiya` runs it — the scheduler's tick,
//! the command parsed, the rules, the commit, the board drawn and written to the images
//! folder, the outbox delivered. The moves go round the games a ply at a time, so the table
//! shows whether a move costs more as the games (and the stored records and event ids) grow:
//! the rate over plies 1–10 against plies 31–40.
//!
//! `cargo bench -p tabiya-bot --bench load` (release). `TABIYA_LOAD_GAMES` (1,000) and
//! `TABIYA_LOAD_RUNS` (3; the table gives each bucket's median) change the size. The harness
//! picks each move from its own copy of the game before the clock starts. Figures are in the
//! book's Speed page (docs/book/src/contributors/speed.md).

use std::time::{Duration, Instant};

use tabiya_bot::adapters::console;
use tabiya_bot::service::{Limits, Service};
use tabiya_engine::{uci, Game, Variant};

const PLIES: usize = 40;
const BUCKET: usize = 10;

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// One run: the time each bucket of ten plies took, over every game.
fn run(games: usize, rng: &mut u64) -> Vec<Duration> {
    let dir = std::env::temp_dir().join(format!("tabiya-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let images = dir.join("boards");
    std::fs::create_dir_all(&images).expect("folder");
    let mut service = Service::open(&dir.join("load.db"), "console").expect("service");
    service.set_limits(Limits {
        commands_per_minute: 1_000_000,
        ..Default::default()
    });
    let mut clock = 1_800_000_000i64;
    let mut script = String::new();
    for g in 0..games {
        script.push_str(&format!(
            "w{g}@c{g} /challenge @b{g} shatranj color:white days:14\nb{g}@c{g} /accept\n"
        ));
    }
    let mut out = Vec::new();
    console::run(
        &mut service,
        script.as_bytes(),
        &mut out,
        Some(&images),
        || {
            clock += 1;
            clock
        },
    )
    .expect("setup");
    let variant = Variant::historical("shatranj", &[]).expect("game");
    let mut boards: Vec<Game> = (0..games).map(|_| Game::new(variant)).collect();
    let mut buckets = vec![Duration::ZERO; PLIES / BUCKET];
    for ply in 0..PLIES {
        // The ply's moves, one in each game still in play, chosen outside the clock.
        let mut lines = String::new();
        for (g, game) in boards.iter_mut().enumerate() {
            if game.outcome().is_some() {
                continue;
            }
            let color = game.to_move()[0];
            let legal = game.legal_moves(color);
            *rng ^= *rng << 13;
            *rng ^= *rng >> 7;
            *rng ^= *rng << 17;
            let m = legal[(*rng % legal.len() as u64) as usize];
            let who = if ply % 2 == 0 { "w" } else { "b" };
            lines.push_str(&format!(
                "{who}{g}@c{g} /move {}\n",
                uci::to_uci(&m, game.position())
            ));
            game.play(color, m).expect("legal");
        }
        out.clear();
        let start = Instant::now();
        console::run(
            &mut service,
            lines.as_bytes(),
            &mut out,
            Some(&images),
            || {
                clock += 1;
                clock
            },
        )
        .expect("moves");
        buckets[ply / BUCKET] += start.elapsed();
        let text = String::from_utf8_lossy(&out);
        assert!(!text.contains("(to "), "a move was refused:\n{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    buckets
}

fn main() {
    let games = env_number("TABIYA_LOAD_GAMES", 1_000);
    let runs = env_number("TABIYA_LOAD_RUNS", 3).max(1);
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    let mut all: Vec<Vec<Duration>> = vec![Vec::new(); PLIES / BUCKET];
    for r in 0..runs {
        let buckets = run(games, &mut rng);
        eprintln!(
            "run {}: {}",
            r + 1,
            buckets
                .iter()
                .map(|b| format!("{:.0} moves/s", (games * BUCKET) as f64 / b.as_secs_f64()))
                .collect::<Vec<_>>()
                .join(", ")
        );
        for (i, b) in buckets.into_iter().enumerate() {
            all[i].push(b);
        }
    }
    println!("\n| plies | moves | moves/s (median of {runs}) | ms a move |");
    println!("|---|---|---|---|");
    for (i, mut times) in all.into_iter().enumerate() {
        times.sort();
        let median = times[times.len() / 2];
        let moves = games * BUCKET;
        println!(
            "| {}–{} | {moves} | {:.0} | {:.2} |",
            i * BUCKET + 1,
            (i + 1) * BUCKET,
            moves as f64 / median.as_secs_f64(),
            median.as_secs_f64() * 1e3 / moves as f64
        );
    }
}
