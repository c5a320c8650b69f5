//! One process, every platform: one service on one database thread serves the Discord and
//! the Matrix adapter together. Each adapter's commands are its platform's; each delivers
//! only its own outbox rows; a linked player's notices go to the platform of the game's
//! channel, his digest to the platform he asked for it on; the computer plays in both.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tabiya_bot::runtime::{Command, Delivery, ServiceHandle};
use tabiya_bot::service::Service;
use tabiya_bot::storage::{self, OutboxItem};

const START: i64 = 1_800_000_000;
const DAY: i64 = 86_400;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabiya-platforms-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

struct Sender {
    handle: ServiceHandle,
    n: usize,
}

impl Sender {
    async fn say(&mut self, user: &str, channel: &str, text: &str) -> String {
        self.n += 1;
        let replies = self
            .handle
            .handle(Command {
                event_id: format!("{}-{}", self.handle.platform(), self.n),
                user: user.to_owned(),
                channel: channel.to_owned(),
                text: text.to_owned(),
                game: None,
                name: None,
                moderator: false,
                locale: None,
                place_locale: None,
            })
            .await
            .expect("service");
        replies
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Runs `handle`'s outbox deliverer as its adapter would, keeping what it is given.
fn deliverer(handle: &ServiceHandle) -> Arc<Mutex<Vec<OutboxItem>>> {
    let got = Arc::new(Mutex::new(Vec::new()));
    let (h, kept) = (handle.clone(), Arc::clone(&got));
    tokio::spawn(async move {
        let platform = h.platform();
        h.deliver_outbox(platform, move |item, _image| {
            let kept = Arc::clone(&kept);
            async move {
                kept.lock().expect("lock").push(item);
                Ok::<_, std::convert::Infallible>(Delivery::Done)
            }
        })
        .await;
    });
    got
}

async fn until(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..600 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("waited 30 s for {what}");
}

fn bodies(items: &Mutex<Vec<OutboxItem>>) -> Vec<String> {
    items
        .lock()
        .expect("lock")
        .iter()
        .map(|i| i.body.clone())
        .collect()
}

#[test]
fn one_service_serves_discord_and_matrix_each_from_its_own_outbox() {
    let dir = temp_dir("one");
    let mut service =
        Service::open(&crate::support::durable_db(&dir.join("t.db")), "discord").expect("service");
    service.set_images(false);
    service.serve(&["discord", "matrix"]);
    let clock = Arc::new(AtomicI64::new(START));
    let now = Arc::clone(&clock);
    let handle = ServiceHandle::spawn(service, Arc::new(move || now.load(Ordering::SeqCst)));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let mut discord = Sender {
            handle: handle.for_platform("discord"),
            n: 0,
        };
        let mut matrix = Sender {
            handle: handle.for_platform("matrix"),
            n: 0,
        };
        // Each platform's bot account is its computer.
        discord
            .handle
            .call(|s| s.set_computer_handle("900000000000000001"))
            .await
            .expect("service");
        matrix
            .handle
            .call(|s| s.set_computer_handle("@tabiya:hs"))
            .await
            .expect("service");

        // A game on Discord (channel 999) and one on Matrix, where bob moves first.
        let c = discord
            .say("111", "999", "/challenge @222 shatranj color:white days:1")
            .await;
        assert!(c.contains("Challenge #1"), "{c}");
        let a = discord.say("222", "999", "/accept").await;
        assert!(a.contains("Game #1"), "{a}");
        let c = matrix
            .say(
                "bob:hs",
                "!room:hs",
                "/challenge @alice:hs makruk color:white",
            )
            .await;
        assert!(c.contains("Challenge #2"), "{c}");
        let a = matrix.say("alice:hs", "!room:hs", "/accept").await;
        assert!(a.contains("Game #2"), "{a}");
        let m = matrix.say("bob:hs", "!room:hs", "/move e3e4").await;
        assert!(m.contains("@alice:hs"), "{m}");

        // alice:hs on Matrix and 111 on Discord are one player.
        let ask = matrix
            .say("alice:hs", "!room:hs", "/link discord 111")
            .await;
        let code = ask
            .split("/link ")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .expect("a code")
            .to_owned();
        let ok = discord.say("111", "999", &format!("/link {code}")).await;
        assert!(ok.starts_with("Linked:"), "{ok}");
        // She asks for a digest on Matrix: it comes there, as a direct message.
        let s = matrix
            .say("alice:hs", "!room:hs", "/settings notify:digest")
            .await;
        assert!(
            s.contains("as a direct message on Matrix"),
            "the reply says where the digest goes: {s}"
        );
        // The same player moves on Matrix in the Discord game: the notice for 222 goes to
        // Discord's channel, naming the Discord accounts.
        let m = matrix
            .say("alice:hs", "!room:hs", "/move e2e3 game:1")
            .await;
        assert!(m.contains("@222 (Black) to move"), "{m}");

        // Each platform plays the computer, in its own channel.
        let c = discord
            .say(
                "333",
                "998",
                "/challenge @tabiya xiangqi level:1 color:white",
            )
            .await;
        assert!(c.contains("Game #3"), "{c}");
        let c = matrix
            .say(
                "carol:hs",
                "!other:hs",
                "/challenge @tabiya xiangqi level:1 color:white",
            )
            .await;
        assert!(c.contains("Game #4"), "{c}");
        assert!(discord
            .say("333", "998", "/move h2e2")
            .await
            .contains("is thinking"));
        assert!(matrix
            .say("carol:hs", "!other:hs", "/move h2e2")
            .await
            .contains("is thinking"));

        let on_discord = deliverer(&discord.handle);
        let on_matrix = deliverer(&matrix.handle);
        until("both computer moves", || {
            bodies(&on_discord)
                .iter()
                .any(|b| b.starts_with("#3 ") && b.contains("@333 (Red) to move"))
                && bodies(&on_matrix)
                    .iter()
                    .any(|b| b.starts_with("#4 ") && b.contains("@carol:hs (Red) to move"))
        })
        .await;

        // A day on: 222's reminder (Discord) and alice's digest (Matrix).
        clock.store(START + DAY - 3_600, Ordering::SeqCst);
        discord
            .handle
            .call(move |s| s.tick(START + DAY - 3_600))
            .await
            .expect("service")
            .expect("tick");
        clock.store(START + 2 * DAY, Ordering::SeqCst);
        matrix
            .handle
            .call(move |s| s.tick(START + 2 * DAY))
            .await
            .expect("service")
            .expect("tick");
        handle.outbox_signal().notify_waiters();
        until("the reminder and the digest", || {
            bodies(&on_discord)
                .iter()
                .any(|b| b.starts_with("@222:") && b.contains("game #1"))
                && bodies(&on_matrix)
                    .iter()
                    .any(|b| b.starts_with("Your daily digest, @alice:hs"))
        })
        .await;

        let d = on_discord.lock().expect("lock").clone();
        let m = on_matrix.lock().expect("lock").clone();
        // Every row went to the adapter of its platform, and to no other.
        assert!(
            d.iter()
                .all(|i| i.channel.bytes().all(|b| b.is_ascii_digit()) && !i.direct),
            "Discord was given another platform's rows: {d:#?}"
        );
        assert!(
            m.iter().all(|i| i.channel.starts_with('!')
                || (i.direct && i.recipient.as_deref() == Some("alice:hs"))),
            "Matrix was given another platform's rows: {m:#?}"
        );
        assert!(
            d.iter().any(|i| i.channel == "999"
                && i.recipient.as_deref() == Some("222")
                && i.body == "Your move in game #1, @222."),
            "alice's move on Matrix notified 222 on Discord, by his Discord handle: {d:#?}"
        );
        let digest = m
            .iter()
            .find(|i| i.direct)
            .expect("the digest came to Matrix");
        assert!(
            digest.body.contains("#2 Makruk vs @bob:hs"),
            "{}",
            digest.body
        );
        // Nothing is left undelivered, and nothing was delivered twice.
        let left = discord
            .handle
            .call(|s| s.outbox().map(|o| o.len()))
            .await
            .expect("service")
            .expect("outbox")
            + matrix
                .handle
                .call(|s| s.outbox().map(|o| o.len()))
                .await
                .expect("service")
                .expect("outbox");
        assert_eq!(left, 0);
        // (Row ids are reused once the newest row is delivered: a row is its whole content.)
        let mut ids: Vec<String> = d.iter().chain(&m).map(|i| format!("{i:?}")).collect();
        let all = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all, "an outbox row was delivered twice");
    });
    drop(handle);
    drop(rt);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The migration gives every queued row the platform its channel's (or recipient's) form
/// names, so an upgrade delivers what waited, through the right adapter.
#[test]
fn queued_notices_get_their_platform_when_the_database_is_upgraded() {
    let dir = temp_dir("migrate");
    let db = dir.join("t.db");
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        let migrations = migrations_dir();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&migrations)
            .expect("migrations")
            .map(|e| e.expect("entry").path())
            .filter(|p| p.extension().is_some_and(|e| e == "sql"))
            .collect();
        files.sort();
        for f in files.iter().take(21) {
            conn.execute_batch(&std::fs::read_to_string(f).expect("read"))
                .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        }
        conn.execute_batch(
            "PRAGMA user_version = 21;
             INSERT INTO outbox (channel, recipient, body, created_at, direct) VALUES
                 ('999', '222', 'to discord', 1, 0),
                 ('!room:hs', 'bob:hs', 'to matrix', 2, 0),
                 ('', '111', 'dm on discord', 3, 1),
                 ('', 'alice:hs', 'dm on matrix', 4, 1),
                 ('hall', 'carol', 'on the console', 5, 0);",
        )
        .expect("rows");
    }
    let conn = storage::open(&db).expect("migrates");
    let bodies = |platform: &str| -> Vec<String> {
        storage::outbox(&conn, platform)
            .expect("outbox")
            .into_iter()
            .map(|i| i.body)
            .collect()
    };
    assert_eq!(bodies("discord"), ["to discord", "dm on discord"]);
    assert_eq!(bodies("matrix"), ["to matrix", "dm on matrix"]);
    assert_eq!(bodies("console"), ["on the console"]);
    drop(conn);
    let _ = std::fs::remove_dir_all(&dir);
}

fn migrations_dir() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
        .join("../migrations")
}

/// `tabiya check` reads the configuration and the secrets and says what would start —
/// connecting to nothing, creating no database — and names what stops it without echoing a
/// secret.
#[test]
fn check_says_what_would_start_and_what_stops_it() {
    let dir = temp_dir("check");
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        "[database]\npath = \"community.db\"\n[matrix]\nhomeserver = \"https://matrix.example.org\"\nuser = \"@tabiya:example.org\"\n",
    )
    .expect("write");
    let run = |env: &[(&str, &str)]| {
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"));
        cmd.current_dir(&dir)
            .arg("check")
            .arg("--config")
            .arg(&config);
        for k in [
            "DISCORD_TOKEN",
            "DISCORD_APPLICATION_ID",
            "MATRIX_PASSWORD",
            "MATRIX_ACCESS_TOKEN",
            "MATRIX_STORE_PASSPHRASE",
        ] {
            cmd.env_remove(k);
        }
        for (k, v) in env {
            cmd.env(k, v);
        }
        let out = cmd.output().expect("runs");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned()
                + String::from_utf8_lossy(&out.stderr).as_ref(),
        )
    };
    let token = "MTA5ODc2NTQzMjEwOTg3NjU0MzIx.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB";
    let (code, out) = run(&[("DISCORD_TOKEN", token), ("MATRIX_PASSWORD", "hunter22")]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("Discord: would start"), "{out}");
    assert!(
        out.contains("Matrix: would start as @tabiya:example.org on https://matrix.example.org"),
        "{out}"
    );
    assert!(out.contains("Would start: discord, matrix."), "{out}");
    assert!(
        out.contains("community.db (created at the first start)"),
        "{out}"
    );
    assert!(!out.contains(token) && !out.contains("hunter22"), "{out}");
    assert!(
        !dir.join("community.db").exists(),
        "check created the database"
    );

    let (code, out) = run(&[("DISCORD_TOKEN", "Bot s3cr3t-value")]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("DISCORD_TOKEN starts with `Bot `"), "{out}");
    assert!(out.contains("Would not start."), "{out}");
    assert!(!out.contains("s3cr3t"), "{out}");

    let (code, out) = run(&[
        ("MATRIX_ACCESS_TOKEN", "syt_x"),
        ("DISCORD_APPLICATION_ID", "12ab"),
    ]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("signing in with MATRIX_ACCESS_TOKEN"), "{out}");
    assert!(out.contains("Would start: matrix."), "{out}");

    let (code, out) = run(&[]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("Would start: console."), "{out}");

    // The binary itself refuses to start on the same problems, before connecting.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
        .current_dir(&dir)
        .arg("--config")
        .arg(&config)
        .env("DISCORD_TOKEN", "not a token")
        .env_remove("MATRIX_PASSWORD")
        .env_remove("MATRIX_ACCESS_TOKEN")
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("DISCORD_TOKEN has spaces"), "{err}");
    assert!(!dir.join("community.db").exists());
    let _ = Path::new(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Matrix adapter's lease: two processes on one database, one holds it while it renews
/// it; when the holder dies (stops renewing without giving it up) the other takes over once
/// it lapses; the old holder, back, finds it lost; a lease given up is taken at once.
#[test]
fn a_lease_passes_to_another_process_when_its_holder_dies() {
    use tabiya_bot::runtime::Lease;
    let dir = temp_dir("lease");
    let db = crate::support::durable_db(&dir.join("t.db"));
    let a = Service::open(&db, "matrix").expect("a");
    let b = Service::open(&db, "matrix").expect("b");
    let clock = || START;
    let (a, b) = (
        ServiceHandle::spawn(a, Arc::new(clock)),
        ServiceHandle::spawn(b, Arc::new(clock)),
    );
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let ttl = Duration::from_millis(800);
        let first = Arc::new(Lease::new(&a, "matrix", ttl));
        let second = Lease::new(&b, "matrix", ttl);
        assert_ne!(first.holder(), second.holder());
        assert!(first.take().await, "a free lease is taken");
        assert!(!second.take().await, "a held lease is not");
        // The holder renews it: the other still cannot take it after several lifetimes.
        let keeper = {
            let first = Arc::clone(&first);
            tokio::spawn(async move { first.keep().await })
        };
        tokio::time::sleep(ttl * 3).await;
        assert!(!second.take().await, "a renewed lease stays its holder's");
        assert!(!keeper.is_finished(), "the holder keeps it");
        // The holder dies: it stops renewing, and gives nothing up.
        keeper.abort();
        let died = std::time::Instant::now();
        second.acquire().await;
        let took = died.elapsed();
        assert!(
            took <= ttl + ttl / 2,
            "taken over {took:?} after the holder died (lease {ttl:?})"
        );
        // The old holder comes back: its next renewal finds the lease gone.
        tokio::time::timeout(ttl * 2, first.keep())
            .await
            .expect("the old holder learns it lost the lease");
        // Given up, it is taken at once.
        second.release().await;
        assert!(first.take().await);
    });
    drop((a, b));
    drop(rt);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fresh database (beside `dir`) with `n` notices queued for Discord's channel 999.
fn notices_queued(dir: &Path, n: usize) -> PathBuf {
    let db = crate::support::durable_db(&dir.join("t.db"));
    let setup = storage::open(&db).expect("db");
    for i in 0..n {
        storage::push_outbox(
            &setup,
            "discord",
            "999",
            None,
            &tabiya_bot::i18n::msg!("service-stored-text", text = format!("notice {i}")),
            None,
            START,
        )
        .expect("push");
    }
    db
}

/// Processes on one database share the outbox out: each claims rows no one else holds, at the
/// same moment too (PostgreSQL skips rows another is claiming), so each notice is sent once;
/// a claim left by a process that died lapses, and another takes the rows over.
#[test]
fn processes_claim_the_outbox_between_them() {
    let dir = temp_dir("claims");
    let db = notices_queued(&dir, 150);
    let now = 5_000_000;
    let claims: Vec<Vec<OutboxItem>> = std::thread::scope(|s| {
        let runs: Vec<_> = ["a", "b"]
            .into_iter()
            .map(|who| {
                let db = db.clone();
                s.spawn(move || {
                    let conn = storage::open(&db).expect("db");
                    storage::claim_outbox(&conn, "discord", who, now, now + 60_000).expect("claim")
                })
            })
            .collect();
        runs.into_iter()
            .map(|r| r.join().expect("claims"))
            .collect()
    });
    let (a, b) = (&claims[0], &claims[1]);
    assert_eq!(a.len() + b.len(), 150, "{} and {}", a.len(), b.len());
    assert!(a.len() <= 100 && b.len() <= 100);
    let mut ids: Vec<i64> = a.iter().chain(b).map(|i| i.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 150, "a row was claimed by both");
    // Each sees its own claim again, and nothing of the other's.
    let conn = storage::open(&db).expect("db");
    let again = storage::claim_outbox(&conn, "discord", "a", now + 1, now + 60_001).expect("claim");
    assert_eq!(again.len(), a.len());
    let none = storage::claim_outbox(&conn, "discord", "c", now + 1, now + 60_001).expect("claim");
    assert!(none.is_empty(), "{none:?}");
    // Another platform's deliverer sees none of these.
    assert!(storage::claim_outbox(&conn, "matrix", "c", now, now + 1)
        .expect("claim")
        .is_empty());
    // "a" and "b" die: once their claims lapse, "c" takes the rows over (100 at a time).
    let taken =
        storage::claim_outbox(&conn, "discord", "c", now + 60_002, now + 120_000).expect("claim");
    assert_eq!(taken.len(), 100);
    drop(conn);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A backlog larger than one claim (a bot back after a day away) is delivered at once, claim
/// after claim, not one claim a minute.
#[test]
fn a_backlog_is_delivered_claim_after_claim() {
    let dir = temp_dir("backlog");
    let db = notices_queued(&dir, 250);
    let service = Service::open(&db, "discord").expect("service");
    let handle = ServiceHandle::spawn(service, Arc::new(|| START));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let got = deliverer(&handle);
        until("the whole backlog", || {
            got.lock().expect("lock").len() >= 250
        })
        .await;
        assert_eq!(bodies(&got)[249], "notice 249");
    });
    drop(handle);
    drop(rt);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Processes on one database share the scheduler's work without waiting on one another: a
/// game another process has claimed (its claim not lapsed), or — on PostgreSQL — has locked
/// at this moment, is left to it, and the other games are timed out at once; a claim left by
/// a process that died lapses after a minute, and the game is then timed out, once.
#[test]
fn processes_share_the_scheduler_without_waiting_on_each_other() {
    use tabiya_bot::service::Incoming;
    use tabiya_bot::storage::{GameStatus, Scheduled};
    let (db, mut s) = discord_service("scheduler");
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let event = format!("e{n}");
        texts(&s.handle(&Incoming::new(&event, user, "999", text, START)))
    };
    // Three games on a day's clock; each side moves once, then White never again.
    for (id, (white, black)) in [("101", "102"), ("103", "104"), ("105", "106")]
        .into_iter()
        .enumerate()
    {
        let c = say(
            &mut s,
            white,
            &format!("/challenge @{black} makruk color:white days:1"),
        );
        assert!(c.contains("Challenge #"), "{c}");
        let a = say(&mut s, black, "/accept");
        assert!(a.contains(&format!("Game #{}", id + 1)), "{a}");
        let m = say(&mut s, white, &format!("/move e3e4 game:{}", id + 1));
        assert!(m.contains(&format!("@{black}")), "{m}");
        let m = say(&mut s, black, &format!("/move e6e5 game:{}", id + 1));
        assert!(m.contains(&format!("@{white}")), "{m}");
    }
    let other = storage::open(&db).expect("db");
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("time")
        .as_millis() as i64;
    // Another process holds game 1 for the next minute.
    assert!(storage::claim_scheduled(
        &other,
        Scheduled::Games,
        1,
        "other",
        now_ms,
        now_ms + 60_000
    )
    .expect("claim"));
    // And, on PostgreSQL, another has game 2's row locked in an open transaction.
    let locker = std::env::var("TABIYA_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.is_empty())
        .map(|_| {
            let mut client =
                postgres::Client::connect(&db.to_string_lossy(), postgres::NoTls).expect("connect");
            client
                .batch_execute("BEGIN; SELECT id FROM games WHERE id = 2 FOR UPDATE")
                .expect("lock");
            client
        });
    let status = |id| {
        storage::game(&other, id)
            .expect("read")
            .expect("a game")
            .status
    };
    // Two days later this process's scheduler runs: it waits on neither (the tick returns
    // though the lock is held) and times out what no one else holds.
    let later = START + 2 * DAY;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let ended = s.tick(later).expect("tick");
        let _ = tx.send((ended, s));
    });
    let (ended, mut s) = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("the tick waited on a game another process holds");
    let expected_ended = if locker.is_some() { 1 } else { 2 };
    assert_eq!(ended, expected_ended, "games timed out by this process");
    assert_eq!(status(1), GameStatus::Active, "game 1 is the other's");
    assert_eq!(status(3), GameStatus::Finished);
    if let Some(mut client) = locker {
        assert_eq!(status(2), GameStatus::Active, "game 2 is locked");
        client.batch_execute("ROLLBACK").expect("unlock");
        // The lock gone, the next tick does it.
        assert_eq!(s.tick(later).expect("tick"), 1);
    }
    assert_eq!(status(2), GameStatus::Finished);
    // Game 1's holder died: nothing happens until its claim lapses, then it is done once.
    assert_eq!(s.tick(later).expect("tick"), 0);
    assert_eq!(status(1), GameStatus::Active);
    assert!(
        !storage::claim_scheduled(&other, Scheduled::Games, 1, "third", now_ms, now_ms + 1)
            .expect("claim"),
        "a live claim is not taken"
    );
    assert!(
        storage::claim_scheduled(
            &other,
            Scheduled::Games,
            1,
            "other",
            now_ms - 120_000,
            now_ms - 60_000
        )
        .expect("claim"),
        "its holder may renew it (here: into the past, as if it had lapsed)"
    );
    assert_eq!(s.tick(later).expect("tick"), 1);
    assert_eq!(status(1), GameStatus::Finished);
    assert_eq!(s.tick(later).expect("tick"), 0, "each game ends once");
    let notices: Vec<String> = s
        .outbox()
        .expect("outbox")
        .into_iter()
        .map(|(item, _)| item.body)
        .filter(|b| b.contains("ran out of time"))
        .collect();
    assert_eq!(notices.len(), 3, "{notices:#?}");
    drop(other);
    let _ = std::fs::remove_dir_all(temp_dir("scheduler"));
}

#[test]
fn a_channel_is_the_platform_its_commands_came_from_whatever_its_id_looks_like() {
    use tabiya_bot::platform::MATRIX;
    use tabiya_bot::service::Incoming;
    // One service for Discord and Matrix; a Matrix room whose id is all digits, as a
    // Discord channel's is (a bridge, or a platform with numeric ids).
    let (db, mut s) = discord_service("numeric-room");
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let event = format!("m{n}");
        texts(&s.handle(&Incoming::new(&event, user, "4242", text, START).on(&MATRIX)))
    };
    // Matrix's wording: its players answer a challenge with reactions, not Discord's buttons.
    let c = say(&mut s, "ann", "/challenge @bob makruk color:white days:1");
    assert!(c.contains("React 👍 or 👎"), "{c}");
    assert!(!c.contains("Press"), "{c}");
    let a = say(&mut s, "bob", "/accept");
    let m1 = say(&mut s, "ann", "/move e3e4");
    let m2 = say(&mut s, "bob", "/move e6e5");
    assert!(m2.contains("e6e5") || m2.contains("e5"), "{a}\n{m1}\n{m2}");
    // The game's notices go to Matrix's outbox, not Discord's, though the service works as
    // Discord's when its scheduler runs.
    s.set_platform("discord");
    assert_eq!(s.tick(START + 2 * DAY).expect("tick"), 1);
    let conn = storage::open(&db).expect("db");
    let matrix = storage::outbox(&conn, "matrix").expect("outbox");
    let discord = storage::outbox(&conn, "discord").expect("outbox");
    assert!(
        matrix
            .iter()
            .any(|i| i.channel == "4242" && i.body.contains("Game #1")),
        "{matrix:?}"
    );
    assert!(discord.iter().all(|i| i.channel != "4242"), "{discord:?}");
    assert_eq!(
        storage::channel_platform(&conn, "4242")
            .expect("read")
            .as_deref(),
        Some("matrix")
    );
}

/// A service opened for Discord on a database file of its own (`name`), without images.
fn discord_service(name: &str) -> (PathBuf, Service) {
    let db = crate::support::durable_db(&temp_dir(name).join("t.db"));
    let mut s = Service::open(&db, "discord").expect("service");
    s.set_images(false);
    (db, s)
}

/// The replies' texts, a line each.
fn texts(replies: &[tabiya_bot::service::Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}
