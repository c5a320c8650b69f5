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

fn load(dir: &Path, images: bool, rounds: usize, batch: usize) {
    let db = dir.join(format!("service-{images}-{batch}.db"));
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
            game: None,
            name: None,
            moderator: false,
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
        // Up to `batch` commands are pending at once, one per game, as from busy adapters.
        for chunk in games.chunks_mut(batch) {
            let mut texts = Vec::new();
            for (a, b, ch, game) in chunk.iter_mut() {
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
                    a.clone()
                } else {
                    b.clone()
                };
                event += 1;
                now += 1;
                texts.push((event.to_string(), who, ch.clone(), text));
                game.play(color, m).expect("legal");
            }
            let incoming: Vec<Incoming<'_>> = texts
                .iter()
                .map(|(id, who, ch, text)| Incoming {
                    event_id: id,
                    user: who,
                    channel: ch,
                    text,
                    now,
                    game: None,
                    name: None,
                    moderator: false,
                })
                .collect();
            let t = Instant::now();
            let answers = service.handle_batch(&incoming);
            let took = t.elapsed();
            // Every command of a batch waits for its commit.
            latencies.extend(std::iter::repeat_n(took, incoming.len()));
            for replies in answers {
                assert!(
                    replies.iter().all(|r| r.text.starts_with('#')),
                    "{:?}",
                    replies.first().map(|r| &r.text)
                );
            }
        }
    }
    let total = start.elapsed();
    latencies.sort();
    let busy: Duration = latencies.iter().sum::<Duration>() / batch as u32;
    println!(
        "service, {GAMES} games, {} moves{}, {}: {:.0} moves/s ({:.0} counting the service's time alone); latency p50 {:.3} ms, p99 {:.3} ms, max {:.2} ms",
        latencies.len(),
        if images { " with board images" } else { " without images" },
        if batch == 1 { "one command at a time".to_owned() } else { format!("{batch} commands pending at once") },
        latencies.len() as f64 / total.as_secs_f64(),
        latencies.len() as f64 / busy.as_secs_f64(),
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

/// What a move must write, without the service: the same rows (game update, action, outbox,
/// event) in one commit, through prepared statements on the real schema.
fn raw_move_rows(dir: &Path) {
    let db = dir.join("raw-move.db");
    let _ = std::fs::remove_file(&db);
    let conn = tabiya_bot::storage::open(&db).expect("same pragmas");
    conn.execute_batch("INSERT INTO players (platform, handle) VALUES ('b', 'w'), ('b', 'b');")
        .expect("players");
    let games = 2000;
    for g in 0..games {
        conn.execute(
            "INSERT INTO games (variant, white, black, channel, days, deadline, created_at) VALUES ('shatranj', 1, 2, ?1, 3, ?2, 0)",
            rusqlite::params![format!("c{g}"), 1_000_000 + g],
        )
        .expect("game");
    }
    let n = 20_000i64;
    let start = Instant::now();
    for i in 0..n {
        let g = i % games + 1;
        tabiya_bot::storage::begin(&conn).expect("begin");
        conn.prepare_cached("UPDATE games SET version = version + 1, deadline = ?2 WHERE id = ?1")
            .and_then(|mut s| s.execute(rusqlite::params![g, 2_000_000 + i]))
            .expect("game");
        conn.prepare_cached(
            "INSERT INTO actions (game_id, seq, action, at) VALUES (?1, ?2, 'm w e2e3', ?3)",
        )
        .and_then(|mut s| s.execute(rusqlite::params![g, i / games, i]))
        .expect("action");
        conn.prepare_cached("INSERT INTO outbox (channel, recipient, body, game_id, created_at) VALUES ('c', 'w', 'Your move in game #1, @w.', ?1, ?2)")
            .and_then(|mut s| s.execute(rusqlite::params![g, i]))
            .expect("outbox");
        conn.prepare_cached("INSERT INTO events (platform, event_id, replies, at) VALUES ('b', ?1, 'public#1:#1 e3 — pawn e2→e3. @b (Black) to move.', ?2)")
            .and_then(|mut s| s.execute(rusqlite::params![i.to_string(), i]))
            .expect("event");
        tabiya_bot::storage::commit(&conn).expect("commit");
    }
    let t = start.elapsed();
    println!(
        "raw SQLite, a move's four writes in one commit: {:.0} commits/s",
        n as f64 / t.as_secs_f64()
    );
}

fn main() {
    // `cargo bench` passes flags such as `--bench`; the figures need no arguments.
    let dir = std::env::temp_dir().join(format!("tabiya-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    // `TABIYA_BENCH=service` runs the image-free service load alone (for profiling).
    let only = std::env::var("TABIYA_BENCH").unwrap_or_default();
    if only.is_empty() || only == "raw" {
        raw_sqlite(&dir);
        raw_move_rows(&dir);
    }
    if only.is_empty() || only == "service" {
        load(&dir, false, 20, 1);
    }
    if only.is_empty() || only == "batch" {
        load(&dir, false, 20, 16);
        load(&dir, false, 20, 64);
        load(&dir, false, 20, 256);
    }
    if only.is_empty() || only == "images" {
        load(&dir, true, 2, 1);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
