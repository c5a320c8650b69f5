//! The service path under load: thousands of concurrent games, each move parsed, validated
//! against the replayed game, committed, (optionally) rendered. Prints moves/s and latency
//! percentiles, and beside them the raw SQLite commit rate with the same pragmas.
//!
//! `cargo bench -p tabiya-bot --bench service` (release). Figures are in the README.

use std::path::Path;
use std::time::{Duration, Instant};

use tabiya_bot::service::{Incoming, Service};
use tabiya_engine::{uci, Color, Game, Variant};

const GAMES: usize = 2000;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn load(dir: &Path, images: bool, rounds: usize) {
    let db = dir.join(if images {
        "with-images.db"
    } else {
        "no-images.db"
    });
    let _ = std::fs::remove_file(&db);
    let mut service = Service::open(&db, "bench").expect("service");
    service.set_images(images);
    let mut event = 0u64;
    let mut now = 1_800_000_000i64;
    let mut handle = |service: &mut Service, user: &str, channel: &str, text: &str| {
        event += 1;
        now += 1;
        let id = event.to_string();
        service.handle(&Incoming {
            event_id: &id,
            user,
            channel,
            text,
            now,
        })
    };
    let variant = Variant::seed("shatranj", &[]).expect("game");
    let mut games = Vec::with_capacity(GAMES);
    for g in 0..GAMES {
        let (a, b, ch) = (format!("w{g}"), format!("b{g}"), format!("c{g}"));
        handle(
            &mut service,
            &a,
            &ch,
            &format!("/challenge @{b} shatranj color:white days:14"),
        );
        handle(&mut service, &b, &ch, "/accept");
        games.push((a, b, ch, Game::new(variant)));
    }
    let mut latencies = Vec::new();
    let mut seed = 7u64;
    let start = Instant::now();
    for _ in 0..rounds {
        for (a, b, ch, game) in games.iter_mut() {
            if game.outcome().is_some() {
                continue;
            }
            let color = game.to_move()[0];
            let legal = game.legal_moves(color);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = legal[(seed % legal.len() as u64) as usize];
            let text = format!("/move {}", uci::to_uci(&m, game.position()));
            let who = if color == Color::White {
                a.as_str()
            } else {
                b.as_str()
            };
            let t = Instant::now();
            let replies = handle(&mut service, who, ch, &text);
            latencies.push(t.elapsed());
            assert!(
                replies.iter().all(|r| r.text.starts_with('#')),
                "{:?}",
                replies.first().map(|r| &r.text)
            );
            game.play(color, m).expect("legal");
        }
    }
    let total = start.elapsed();
    latencies.sort();
    println!(
        "service, {GAMES} games, {} moves{}: {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        if images { " with board images" } else { " without images" },
        latencies.len() as f64 / total.as_secs_f64(),
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3),
    );
}

fn raw_sqlite(dir: &Path) {
    let db = dir.join("raw.db");
    let _ = std::fs::remove_file(&db);
    let mut conn = tabiya_bot::storage::open(&db).expect("same pragmas");
    conn.execute_batch("CREATE TABLE raw (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        .expect("table");
    let n = 20_000;
    let start = Instant::now();
    for i in 0..n {
        let tx = tabiya_bot::storage::write(&mut conn).expect("tx");
        tx.execute(
            "INSERT INTO raw (body) VALUES (?1)",
            [format!("m w e2e3 {i}")],
        )
        .expect("insert");
        tx.commit().expect("commit");
    }
    let t = start.elapsed();
    println!(
        "raw SQLite, same pragmas (WAL, synchronous=NORMAL): {:.0} commits/s",
        n as f64 / t.as_secs_f64()
    );
}

fn main() {
    // `cargo bench` passes flags such as `--bench`; the figures need no arguments.
    let dir = std::env::temp_dir().join(format!("tabiya-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    raw_sqlite(&dir);
    load(&dir, false, 20);
    load(&dir, true, 2);
    let _ = std::fs::remove_dir_all(&dir);
}
