//! Moves per second on PostgreSQL with 1, 2 and 4 processes' worth of connections (each a
//! service of its own on the same database, as separate `tabiya` processes are, each playing
//! its own Shatranj games a move per command, without images), beside pgbench's simple-update
//! rate with as many clients on the same server, in the same run.
//!
//! Separate processes are measured too: `tabiya console` processes (the release binary beside
//! this bench, or `TABIYA_BENCH_EXE`), each fed `TABIYA_BENCH_GAMES`/N (200/N) games of up
//! to 60 plies on its standard input.
//!
//! `cargo bench -p tabiya-bot --bench postgres` (release; needs a PostgreSQL server and
//! `pgbench`). `TABIYA_BENCH_POSTGRES` names the server (`postgres://postgres@127.0.0.1:5432`),
//! `TABIYA_BENCH_SECONDS` (10) each measurement's length. It creates and drops the databases
//! `tabiya_bench` and `tabiya_pgbench`. Figures are in the book's Speed page (docs/book/src/contributors/speed.md).

use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use tabiya_bot::service::{Incoming, Limits, Service};
use tabiya_engine::{uci, Game, Variant};

fn admin(server: &str, sql: &str) {
    let mut client =
        postgres::Client::connect(&format!("{server}/postgres"), postgres::NoTls).expect("server");
    client.batch_execute(sql).expect(sql);
}

/// One player pair's games, a move per command until the time is up; the moves made.
fn play(url: &str, who: usize, stop: &AtomicBool, moves: &AtomicU64) {
    let mut s = Service::open(std::path::Path::new(url), "console").expect("service");
    s.set_images(false);
    s.set_limits(Limits {
        commands_per_minute: 1_000_000,
        open_challenges: 1_000,
        ..Default::default()
    });
    let variant = Variant::historical("shatranj", &[]).expect("game");
    let mut n = 0u64;
    let mut clock = 1_800_000_000i64;
    let (white, black, channel) = (format!("w{who}"), format!("b{who}"), format!("c{who}"));
    let mut say = |s: &mut Service, user: &str, text: &str| -> String {
        n += 1;
        clock += 1;
        let event = format!("{who}-{n}");
        s.handle(&Incoming::new(&event, user, &channel, text, clock))
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    while !stop.load(Ordering::Relaxed) {
        say(
            &mut s,
            &white,
            &format!("/challenge @{black} shatranj color:white"),
        );
        let a = say(&mut s, &black, "/accept");
        let id: i64 = a
            .split("Game #")
            .nth(1)
            .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|t| t.parse().ok())
            .expect("a game");
        let mut game = Game::new(variant);
        let mut ply = 0usize;
        while game.outcome().is_none() && ply < 200 && !stop.load(Ordering::Relaxed) {
            let color = game.to_move()[0];
            let legal = game.legal_moves(color);
            // A move that varies from game to game, chosen before the command is sent.
            let m = legal[(ply * 7 + who) % legal.len()];
            let text = format!("/move {} game:{id}", uci::to_uci(&m, game.position()));
            let user = if ply.is_multiple_of(2) {
                &white
            } else {
                &black
            };
            let answer = say(&mut s, user, &text);
            assert!(answer.starts_with(&format!("#{id} ")), "{answer}");
            game.play(color, m).expect("legal");
            moves.fetch_add(1, Ordering::Relaxed);
            ply += 1;
        }
        if game.outcome().is_none() {
            say(&mut s, &white, &format!("/resign confirm game:{id}"));
        }
    }
}

/// Moves per second with `processes` services on one fresh database, over `seconds`.
fn moves_per_second(server: &str, processes: usize, seconds: u64) -> f64 {
    admin(server, "DROP DATABASE IF EXISTS tabiya_bench WITH (FORCE)");
    admin(server, "CREATE DATABASE tabiya_bench");
    let url = format!("{server}/tabiya_bench");
    // The schema is made once, before the clock starts.
    drop(Service::open(std::path::Path::new(&url), "console").expect("schema"));
    let stop = Arc::new(AtomicBool::new(false));
    let moves = Arc::new(AtomicU64::new(0));
    let players: Vec<_> = (0..processes)
        .map(|who| {
            let (url, stop, moves) = (url.clone(), Arc::clone(&stop), Arc::clone(&moves));
            std::thread::spawn(move || play(&url, who, &stop, &moves))
        })
        .collect();
    // A second to warm up, then the measured span.
    std::thread::sleep(Duration::from_secs(1));
    let (before, start) = (moves.load(Ordering::Relaxed), Instant::now());
    std::thread::sleep(Duration::from_secs(seconds));
    let made = moves.load(Ordering::Relaxed) - before;
    let took = start.elapsed();
    stop.store(true, Ordering::Relaxed);
    for p in players {
        p.join().expect("player");
    }
    made as f64 / took.as_secs_f64()
}

/// Moves per second with `processes` real `tabiya console` processes on one fresh database,
/// each fed its own games' moves (chosen beforehand) on its standard input, as fast as it
/// answers them, without images: all the moves over the time until the last finished.
fn moves_per_second_processes(server: &str, processes: usize, games: usize) -> f64 {
    admin(server, "DROP DATABASE IF EXISTS tabiya_bench WITH (FORCE)");
    admin(server, "CREATE DATABASE tabiya_bench");
    let url = format!("{server}/tabiya_bench");
    drop(Service::open(std::path::Path::new(&url), "console").expect("schema"));
    let exe = std::env::var("TABIYA_BENCH_EXE").unwrap_or_else(|_| {
        let here = std::env::current_exe().expect("bench binary");
        here.parent()
            .and_then(|deps| deps.parent())
            .map(|release| release.join("tabiya").display().to_string())
            .expect("target folder")
    });
    let variant = Variant::historical("shatranj", &[]).expect("game");
    let mut total = 0usize;
    let scripts: Vec<String> = (0..processes)
        .map(|p| {
            let mut script = String::new();
            for g in 0..games {
                let (w, b, c) = (
                    format!("w{p}x{g}"),
                    format!("b{p}x{g}"),
                    format!("c{p}x{g}"),
                );
                script.push_str(&format!(
                    "{w}@{c} /challenge @{b} shatranj color:white\n{b}@{c} /accept\n"
                ));
                let mut game = Game::new(variant);
                for ply in 0..60usize {
                    if game.outcome().is_some() {
                        break;
                    }
                    let color = game.to_move()[0];
                    let legal = game.legal_moves(color);
                    let m = legal[(ply * 7 + g + p) % legal.len()];
                    let user = if ply.is_multiple_of(2) { &w } else { &b };
                    script.push_str(&format!(
                        "{user}@{c} /move {}\n",
                        uci::to_uci(&m, game.position())
                    ));
                    game.play(color, m).expect("legal");
                    total += 1;
                }
            }
            script
        })
        .collect();
    let start = Instant::now();
    let children: Vec<_> = scripts
        .into_iter()
        .map(|script| {
            let mut child = Command::new(&exe)
                .args(["console", "--db", &url, "--images", ""])
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("tabiya starts");
            let mut stdin = child.stdin.take().expect("stdin");
            let writer = std::thread::spawn(move || {
                use std::io::Write;
                let _ = stdin.write_all(script.as_bytes());
            });
            (child, writer)
        })
        .collect();
    for (mut child, writer) in children {
        writer.join().expect("writer");
        assert!(child.wait().expect("tabiya").success());
    }
    total as f64 / start.elapsed().as_secs_f64()
}

/// pgbench's simple-update transactions per second with `clients` clients.
fn pgbench(server: &str, clients: usize, seconds: u64) -> f64 {
    let url = format!("{server}/tabiya_pgbench");
    let out = Command::new("pgbench")
        .args([
            "-N",
            "-n",
            "-c",
            &clients.to_string(),
            "-j",
            &clients.to_string(),
        ])
        .args(["-T", &seconds.to_string(), &url])
        .output()
        .expect("pgbench runs");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| {
            l.strip_prefix("tps = ")
                .and_then(|r| r.split_whitespace().next())
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or_else(|| {
            panic!(
                "pgbench said: {text}{}",
                String::from_utf8_lossy(&out.stderr)
            )
        })
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let server = std::env::var("TABIYA_BENCH_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".to_owned());
    let seconds: u64 = std::env::var("TABIYA_BENCH_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let games: usize = std::env::var("TABIYA_BENCH_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    admin(
        &server,
        "DROP DATABASE IF EXISTS tabiya_pgbench WITH (FORCE)",
    );
    admin(&server, "CREATE DATABASE tabiya_pgbench");
    let init = Command::new("pgbench")
        .args(["-i", "-q", "-s", "1", &format!("{server}/tabiya_pgbench")])
        .output()
        .expect("pgbench -i");
    assert!(
        init.status.success(),
        "{}",
        String::from_utf8_lossy(&init.stderr)
    );
    println!("| processes | Tabiya moves/s, separate `tabiya console` processes | moves/s, services on threads | pgbench simple-update tps, as many clients | ratio (processes) |");
    println!("|---|---|---|---|---|");
    for processes in [1, 2, 4] {
        let tps = pgbench(&server, processes, seconds);
        let threads = moves_per_second(&server, processes, seconds);
        let separate = moves_per_second_processes(&server, processes, games / processes);
        println!(
            "| {processes} | {separate:.0} | {threads:.0} | {tps:.0} | {:.0}% |",
            100.0 * separate / tps
        );
    }
    admin(&server, "DROP DATABASE IF EXISTS tabiya_bench WITH (FORCE)");
    admin(
        &server,
        "DROP DATABASE IF EXISTS tabiya_pgbench WITH (FORCE)",
    );
}
