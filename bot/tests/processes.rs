//! Several `tabiya` processes on one PostgreSQL database, against the fake Discord: each runs
//! one of three gateway shards; games are played on all three while reminders and timeouts
//! fall due; one process is killed with SIGKILL a third of the way in, and every database
//! connection is cut two thirds of the way in (the processes reach PostgreSQL through the
//! fault proxy). Every acknowledged move is kept, the living shards' moves are all answered
//! across the cut, and every reminder and timeout is posted exactly once. (On the PostgreSQL
//! run of the tests only.)

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::discord::{option, slash, Fake, APP, GUILD};
use crate::matrix::{create_room, register, Player, Synapse};
use tabiya_bot::service::{Incoming, Service};
use tabiya_bot::storage;

const SHARDS: u64 = 3;

/// A server whose events Discord sends to shard `index` of [`SHARDS`].
fn guild_of(index: u64) -> u64 {
    ((1_000 * SHARDS + index) << 22) + 5
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Who holds the Matrix lease now (read on a thread of its own: the synchronous client must
/// not run inside the test's runtime).
fn lease_holder(db: &std::path::Path) -> Option<String> {
    let url = db.to_str().expect("url").to_owned();
    std::thread::spawn(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).ok()?;
        client
            .query_opt("SELECT holder FROM leases WHERE name = 'matrix'", &[])
            .ok()
            .flatten()
            .map(|r| r.get::<_, String>(0))
    })
    .join()
    .expect("query")
}

/// The game an answer announces (`Game #12 …`).
fn game_in(answer: &str) -> i64 {
    answer
        .split("Game #")
        .nth(1)
        .and_then(|t| t.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("no game in {answer}"))
}

struct Processes(Vec<Option<Child>>);

impl Drop for Processes {
    fn drop(&mut self) {
        for c in self.0.iter_mut().flatten() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// A game and the shard its server is on.
struct Played {
    id: i64,
    shard: u64,
    white: u64,
    black: u64,
    channel: u64,
}

#[test]
fn three_processes_share_the_work_and_survive_a_kill() {
    let Ok(_) = std::env::var("TABIYA_TEST_POSTGRES") else {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set (tools/test-all sets it for the PostgreSQL run)");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tabiya-processes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("unused.db"));

    // Games made a day ago by the test itself: two where Black's day runs out 30 s from now
    // (their reminders are due at once), and nine to be played now, three on each shard.
    let start = now();
    let mut late = Vec::new();
    let mut played = Vec::new();
    {
        let mut s = Service::open(&db, "discord").expect("service");
        s.set_images(false);
        let mut n = 0;
        let mut say = |s: &mut Service, user: u64, channel: u64, text: &str, t: i64| {
            n += 1;
            let (event, user, channel) =
                (format!("setup-{n}"), user.to_string(), channel.to_string());
            s.handle(&Incoming::new(&event, &user, &channel, text, t))
                .iter()
                .map(|r| r.text.clone())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let then = start - 86_400 + 30;
        for g in 0..2u64 {
            let (w, b, ch) = (
                500_000_000_000_000_000 + g * 2,
                500_000_000_000_000_001 + g * 2,
                600_000_000_000_000_000 + g,
            );
            let c = say(
                &mut s,
                w,
                ch,
                &format!("/challenge @{b} shatranj color:white days:1"),
                then,
            );
            assert!(c.contains("Challenge #"), "{c}");
            let a = say(&mut s, b, ch, "/accept", then);
            let id = game_in(&a);
            for (who, m) in [(w, "e2e3"), (b, "e7e6"), (w, "d2d3")] {
                let m = say(&mut s, who, ch, &format!("/move {m}"), then);
                assert!(m.contains("to move"), "{m}");
            }
            late.push(id);
        }
        for g in 0..9u64 {
            let (w, b, ch) = (
                700_000_000_000_000_000 + g * 2,
                700_000_000_000_000_001 + g * 2,
                800_000_000_000_000_000 + g,
            );
            say(
                &mut s,
                w,
                ch,
                &format!("/challenge @{b} shatranj color:white days:3"),
                start,
            );
            let a = say(&mut s, b, ch, "/accept", start);
            let id = game_in(&a);
            played.push(Played {
                id,
                shard: g % SHARDS,
                white: w,
                black: b,
                channel: ch,
            });
        }
    }

    // Three processes, one shard each, against the fake Discord (served by this runtime; the
    // database is read outside it, the synchronous client having a runtime of its own).
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let (fake, port) = rt.block_on(Fake::start());
    // A real Matrix homeserver too (when installed; CI installs it): every process is
    // configured for Matrix, one store folder between them, as on a shared volume; the one
    // holding the lease runs the adapter.
    let _context = rt.enter();
    let mut synapse = Synapse::install_check().map(|python| {
        std::fs::create_dir_all(dir.join("synapse")).expect("dir");
        let mut s = Synapse::new(python, &dir.join("synapse"));
        s.start();
        s
    });
    let matrix = synapse.as_mut().map(|s| {
        let url = s.url();
        rt.block_on(register(&url, "tabiya"));
        let alice = rt.block_on(Player::new(&url, "alice", &dir));
        (url, alice)
    });
    let matrix_config = matrix.as_ref().map_or(String::new(), |(url, _)| {
        format!(
            "[matrix]\nhomeserver = \"{url}\"\nuser = \"@tabiya:localhost\"\nstore = \"{}\"\n",
            dir.join("matrix-store").display()
        )
    });
    let exe = env!("CARGO_BIN_EXE_tabiya");
    let db_url = db.to_str().expect("url");
    let proxy = crate::faults::Proxy::start(crate::faults::server_of(db_url));
    let token = "MTA5ODc2NTQzMjEwOTg3NjU0MzIx.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB";
    let mut processes = Processes(Vec::new());
    for shard in 0..SHARDS {
        let config = dir.join(format!("config-{shard}.toml"));
        std::fs::write(
            &config,
            format!(
                "[discord]\napplication_id = \"{APP}\"\ntest_guild = \"{GUILD}\"\napi_base = \"http://127.0.0.1:{port}/api\"\nshards = \"{shard}\"\nshard_count = {SHARDS}\n{matrix_config}"
            ),
        )
        .expect("config");
        let log = std::fs::File::create(dir.join(format!("log-{shard}.txt"))).expect("log");
        let mut command = Command::new(exe);
        command
            .arg("--config")
            .arg(&config)
            .current_dir(&dir)
            .env("DISCORD_TOKEN", token)
            .env("DATABASE_URL", proxy.url(db_url))
            .env_remove("MATRIX_ACCESS_TOKEN")
            .env_remove("MATRIX_STORE_PASSPHRASE");
        if matrix.is_some() {
            command.env("MATRIX_PASSWORD", "tabiya-password");
        } else {
            command.env_remove("MATRIX_PASSWORD");
        }
        let child = command
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("log"))
            .stderr(log)
            .spawn()
            .expect("tabiya starts");
        processes.0.push(Some(child));
    }
    let mut acknowledged: HashMap<i64, Vec<String>> = HashMap::new();
    // The process killed: the Matrix lease's holder when Matrix runs, else shard 1's.
    let pids: Vec<u32> = processes.0.iter().flatten().map(Child::id).collect();
    let dead = match &matrix {
        Some(_) => {
            let waited = Instant::now();
            loop {
                if let Some(holder) = lease_holder(&db) {
                    let pid: u32 = holder
                        .split('/')
                        .nth(1)
                        .and_then(|p| p.parse().ok())
                        .expect("pid");
                    break pids.iter().position(|&p| p == pid).expect("one of ours") as u64;
                }
                assert!(
                    waited.elapsed() < Duration::from_secs(30),
                    "no process took the Matrix lease"
                );
                std::thread::sleep(Duration::from_millis(100));
            }
        }
        None => 1,
    };
    let bot_user: matrix_sdk::ruma::OwnedUserId = "@tabiya:localhost".try_into().expect("id");
    // Alice's room with the bot, answered before the kill.
    let room = matrix.as_ref().map(|(_, alice)| {
        rt.block_on(async {
            let room = create_room(alice, std::slice::from_ref(&bot_user), false).await;
            let seen = alice.count();
            alice.say(&room, "!tabiya rules shatranj", None).await;
            alice
                .expect_where(
                    |_| true,
                    &bot_user,
                    seen,
                    "the rules, before the kill",
                    |s| s.text().contains("Shatranj"),
                )
                .await;
            room
        })
    });
    let mut takeover = None;
    rt.block_on(async {
        fake.connected(SHARDS as usize).await;

        // The games, move by move, each command sent on its server's shard and acknowledged
        // (the interaction's answer edited) before the next. Process 1 is killed a third of the
        // way in; its shard's commands go nowhere from then on.
        let plies = [
            "a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "d2d3", "d7d6", "g2g3", "g7g6", "h2h3",
            "h7h6",
        ];
        let mut next_id = 9_500_000u64;
        let mut killed = false;
        for (ply, uci) in plies.iter().enumerate() {
            if ply == 2 * plies.len() / 3 {
                // The database goes away under every process, between two moves.
                proxy.cut();
            }
            if ply == plies.len() / 3 && !killed {
                if let Some(mut child) = processes.0[dead as usize].take() {
                    let old = lease_holder(&db);
                    let _ = child.kill();
                    let _ = child.wait();
                    let killed_at = Instant::now();
                    let db = db.clone();
                    // From now: when another process holds the lease.
                    takeover = Some(std::thread::spawn(move || loop {
                        let now = lease_holder(&db);
                        if now.is_some() && now != old {
                            return killed_at.elapsed();
                        }
                        if killed_at.elapsed() > Duration::from_secs(60) {
                            return killed_at.elapsed();
                        }
                        std::thread::sleep(Duration::from_millis(200));
                    }));
                }
                killed = true;
            }
            for g in &played {
                next_id += 1;
                let user = if ply % 2 == 0 { g.white } else { g.black };
                let mut interaction = slash(
                    next_id,
                    user,
                    g.channel,
                    "move",
                    vec![option("move", json!(uci)), option("game", json!(g.id))],
                    false,
                );
                interaction["guild_id"] = json!(guild_of(g.shard).to_string());
                let mark = fake.calls().len();
                if !fake.dispatch_to(g.shard, interaction) {
                    continue;
                }
                let token = format!("token-{next_id}");
                let answered = tokio::time::timeout(
                    Duration::from_secs(if killed && g.shard == dead { 2 } else { 15 }),
                    fake.wait(mark, 1, |c| c.method == "PATCH" && c.path.contains(&token)),
                )
                .await;
                if answered.is_ok() {
                    acknowledged
                        .entry(g.id)
                        .or_default()
                        .push(format!("m {} {uci}", if ply % 2 == 0 { "w" } else { "b" }));
                }
            }
        }
        for g in &played {
            let got = acknowledged.get(&g.id).map_or(0, Vec::len);
            if g.shard == dead {
                assert!(got < plies.len(), "the killed process's shard went on");
            } else {
                assert_eq!(got, plies.len(), "game #{} on shard {}", g.id, g.shard);
            }
        }

        // The late games' reminders and timeouts, each posted once, whichever process sent it
        // (a notice the killed process had claimed is sent by another once its claim lapses).
        let count = |text: &str| {
            fake.calls()
                .iter()
                .filter(|c| c.method == "POST" && c.content().contains(text))
                .count()
        };
        let waited = Instant::now();
        loop {
            let done = late.iter().all(|id| {
                count(&format!("left for your move in game #{id}.")) >= 1
                    && count(&format!("Game #{id} is over")) >= 1
            });
            if done {
                break;
            }
            assert!(
                waited.elapsed() < Duration::from_secs(150),
                "reminders and timeouts not all posted: {:?}",
                fake.calls()
                    .iter()
                    .filter(|c| c.method == "POST")
                    .map(|c| c.content())
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
        tokio::time::sleep(Duration::from_secs(3)).await;
        for id in &late {
            assert_eq!(
                count(&format!("left for your move in game #{id}.")),
                1,
                "game #{id}'s reminder"
            );
            assert_eq!(
                count(&format!("Game #{id} is over")),
                1,
                "game #{id}'s timeout"
            );
        }
    });
    // The Matrix lease passed to another process within 30 s of the kill, and it answers.
    if let (Some((_, alice)), Some(room), Some(watch)) = (&matrix, &room, takeover) {
        let took = watch.join().expect("watcher");
        eprintln!("the Matrix lease was taken over {took:?} after its holder was killed");
        assert!(
            took <= Duration::from_secs(30),
            "the Matrix lease was taken over {took:?} after its holder died"
        );
        rt.block_on(async {
            let seen = alice.count();
            alice.say(room, "!tabiya rules makruk", None).await;
            alice
                .expect_where(
                    |_| true,
                    &bot_user,
                    seen,
                    "the rules, after the takeover",
                    |s| s.text().contains("Makruk"),
                )
                .await;
        });
    }
    // Each process logged its shard's ready line; two of them (the first holder, then the
    // one that took over) the Matrix adapter's.
    let logs: Vec<String> = (0..SHARDS)
        .map(|i| std::fs::read_to_string(dir.join(format!("log-{i}.txt"))).unwrap_or_default())
        .collect();
    for (i, log) in logs.iter().enumerate() {
        assert!(
            log.contains(&format!(
                "Discord: connected as tabiya (shard {i} of {SHARDS}"
            )),
            "process {i}: {log}"
        );
        if i as u64 != dead {
            // The cut, seen once and got over once, and no command failed for it.
            assert_eq!(log.matches("lost: ").count(), 1, "process {i}: {log}");
            assert_eq!(
                log.matches("is back after").count(),
                1,
                "process {i}: {log}"
            );
            // (matrix-sdk logs its own lookups of account data the bot never set as errors.)
            assert!(
                !log.lines().any(|l| l.contains(" ERROR tabiya")),
                "process {i}: {log}"
            );
        }
    }
    if matrix.is_some() {
        let ready = logs
            .iter()
            .filter(|l| l.contains("Matrix: ready as"))
            .count();
        assert_eq!(ready, 2, "{logs:#?}");
    }
    drop(matrix);
    drop(synapse);
    // Every acknowledged move is stored, in order; nothing else was.
    drop(processes);
    drop(rt);
    let conn = storage::open(&db).expect("db");
    for g in &played {
        let stored = storage::actions(&conn, g.id).expect("actions");
        let acked = acknowledged.get(&g.id).cloned().unwrap_or_default();
        assert!(
            stored.starts_with(&acked) && stored.len() <= acked.len() + 1,
            "game #{}: acknowledged {acked:?}, stored {stored:?}",
            g.id
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
