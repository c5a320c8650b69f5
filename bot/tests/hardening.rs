//! Hardening: what a hostile member of a public server may send cannot stop the bot, wrap a
//! number, ping or forge, or lose what was acknowledged. One test (or a few) per item of the
//! hardening issue, named after it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use tabiya_bot::service::{Audience, Incoming, Limits, Reply, Service};
use tabiya_bot::storage;

const T0: i64 = 1_700_000_000;
const DAY: i64 = 86_400;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabiya-hardening-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// A service on an in-memory database with images off, and a counter for event ids.
struct Chat {
    service: Service,
    events: usize,
}

impl Chat {
    fn new() -> Chat {
        Chat::on(Service::open(&crate::support::fresh_db(), "console").expect("service"))
    }

    fn on(mut service: Service) -> Chat {
        service.set_images(false);
        Chat { service, events: 0 }
    }

    fn send(&mut self, user: &str, text: &str, now: i64) -> Vec<Reply> {
        // Event ids unique across every chat of the test binary: two services on one
        // database must not take each other's events for redeliveries.
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        self.events = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let id = format!("ev-{}", self.events);
        self.send_as(&id, user, "hall", text, now)
    }

    fn send_as(
        &mut self,
        event: &str,
        user: &str,
        channel: &str,
        text: &str,
        now: i64,
    ) -> Vec<Reply> {
        self.service
            .handle(&Incoming::new(event, user, channel, text, now))
    }

    /// The replies' texts, joined.
    fn say(&mut self, user: &str, text: &str, now: i64) -> String {
        texts(&self.send(user, text, now))
    }
}

fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Alice (White) and Bob start a game of `variant` in `hall`.
fn start(chat: &mut Chat, variant: &str) {
    let out = chat.say(
        "alice",
        &format!("/challenge @bob {variant} color:first"),
        T0,
    );
    assert!(out.contains("Challenge #"), "{out}");
    let out = chat.say("bob", "/accept", T0);
    assert!(out.contains("Game #"), "{out}");
}

// ---------------------------------------------------------------- 1. a panic stops the bot

#[test]
fn a_panic_full_width_digit_in_a_shogi_move_is_refused_not_a_crash() {
    for variant in ["shogi", "shoshogi", "heianshogi"] {
        let mut chat = Chat::new();
        start(&mut chat, variant);
        for text in ["/move ３", "/move ▲１", "/move ３二", "/move 同", "/move ▲"] {
            let out = chat.say("alice", text, T0 + 1);
            assert!(
                !out.is_empty() && !out.contains("Something went wrong"),
                "{variant} {text}: {out}"
            );
        }
        // The game goes on.
        let out = chat.say("alice", "/move P-76", T0 + 2);
        assert!(
            out.contains("P-76") || out.contains("7六") || out.contains("to move"),
            "{variant}: {out}"
        );
        chat.service.check_consistency().expect("consistent");
    }
}

#[test]
fn a_panic_in_one_command_is_its_internal_error_and_the_batch_goes_on() {
    let mut chat = Chat::new();
    start(&mut chat, "shatranj");
    chat.service.inject_panic_on("/move e3");
    let incoming = |event: &'static str, user: &'static str, text: &'static str| {
        Incoming::new(event, user, "hall", text, T0 + 10)
    };
    // One batch: a good command before and after the one that panics after writing.
    let answers = chat.service.handle_batch(&[
        incoming("b-1", "carol", "/settings set:international"),
        incoming("b-2", "alice", "/move e3"),
        incoming("b-3", "dave", "/challenge @carol makruk"),
    ]);
    assert_eq!(answers.len(), 3);
    assert!(
        texts(&answers[0]).contains("international"),
        "{:?}",
        texts(&answers[0])
    );
    assert!(
        texts(&answers[1]).contains("went wrong on our side"),
        "{:?}",
        texts(&answers[1])
    );
    assert!(
        texts(&answers[2]).contains("Challenge #"),
        "{:?}",
        texts(&answers[2])
    );
    // A redelivery of the event that panicked gets the same answer and runs nothing again.
    chat.service.inject_panic_on("(nothing)");
    let again = chat.send_as("b-2", "alice", "hall", "/move e3", T0 + 11);
    assert!(texts(&again).contains("went wrong on our side"));
    // The panicking move was rolled back: White's first move is still to come.
    let out = chat.say("alice", "/move e3", T0 + 12);
    assert!(out.contains("e3") && !out.contains("went wrong"), "{out}");
    let out = chat.say("bob", "/move e6", T0 + 13);
    assert!(
        out.contains("e6") && !out.contains("not your move"),
        "{out}"
    );
    chat.service.check_consistency().expect("consistent");
}

#[test]
fn a_panic_in_a_call_on_the_database_thread_leaves_the_service_running() {
    let service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let handle =
        tabiya_bot::runtime::ServiceHandle::spawn(service, tabiya_bot::runtime::system_clock());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let gone = handle.call(|_| -> () { panic!("a bug in a call") }).await;
        assert!(gone.is_err(), "the panicking call has no answer");
        let replies = handle
            .handle(tabiya_bot::runtime::Command {
                event_id: "after".into(),
                user: "alice".into(),
                channel: "hall".into(),
                text: "/games".into(),
                game: None,
                name: None,
                moderator: false,
                locale: None,
                place_locale: None,
            })
            .await
            .expect("the service still answers");
        assert!(texts(&replies).contains("no games"), "{}", texts(&replies));
    });
}

// ---------------------------------------------------------------- 2. numbers

#[test]
fn arithmetic_on_user_numbers_is_range_checked() {
    let mut chat = Chat::new();
    start(&mut chat, "shatranj");
    for (text, expect) in [
        ("/vacation 9223372036854775807", "1 to 366"),
        ("/vacation 367", "1 to 366"),
        ("/vacation -5", "1 to 366"),
        ("/vacation 0", "1 to 366"),
        ("/accept 99999999999999999999", "is not a number"),
        ("/accept -3", "is not a number"),
        ("/board game:0", "is not a number"),
        ("/board game:9223372036854775807", "is not a number"),
        (
            "/challenge @bob shatranj days:9223372036854775807",
            "not offered",
        ),
        (
            "/challenge @bob shatranj days:9223372036854775807+1",
            "Fischer time is 1 to 60",
        ),
        (
            "/challenge @bob shatranj days:7+2 cap:9223372036854775807",
            "1 to 90",
        ),
        (
            "/tournament create shatranj swiss rounds:9223372036854775807",
            "1 to 20",
        ),
        ("/tournament create shatranj size:-1", "3 to 128"),
        ("/tournament create shatranj size:17", "3 to 16 players"),
        (
            "/tournament create shatranj swiss deadline:99999999999",
            "1 to 365",
        ),
        ("/tournament create shatranj vacation:61", "0 to 60"),
        ("/tournament create shatranj register:0", "1 to 60"),
    ] {
        let out = chat.say("alice", text, T0 + 1);
        assert!(out.contains(expect), "{text}: {out}");
    }
    // The bank is untouched, and a vacation within it still works.
    let out = chat.say("alice", "/vacation", T0 + 2);
    assert!(out.contains("30 days"), "{out}");
    let out = chat.say("alice", "/vacation 31", T0 + 2);
    assert!(out.contains("more than you have"), "{out}");
    let out = chat.say("alice", "/vacation 3", T0 + 2);
    assert!(out.contains("On vacation until"), "{out}");
}

#[test]
fn arithmetic_on_times_survives_a_clock_far_in_the_future() {
    // A console `:wait` of any size, then the scheduler: nothing wraps or panics.
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    service.set_images(false);
    let input = "alice /challenge @bob shatranj color:white\nbob /accept\n:wait 99999999999999999d\n:wait 3650d\nalice /games\n";
    let mut out = Vec::new();
    tabiya_bot::adapters::console::run(&mut service, input.as_bytes(), &mut out, None, || T0)
        .expect("console");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(
        out.contains("`:wait` takes a duration of at most 3650 days"),
        "{out}"
    );
    assert!(
        out.contains("aborted"),
        "the game lapsed after ten years: {out}"
    );
}

// ---------------------------------------------------------------- 3. abort in tournaments

#[test]
fn tournament_games_cannot_be_aborted() {
    let mut chat = Chat::new();
    let out = chat.say("alice", "/tournament create shatranj", T0);
    assert!(out.contains("Tournament #1") || out.contains("#1"), "{out}");
    for p in ["alice", "bob", "carol"] {
        chat.say(p, "/tournament join", T0);
    }
    let out = chat.say("alice", "/tournament start", T0);
    assert!(out.contains("starts"), "{out}");
    // Whoever is in game #1 tries to abort it before anyone moved.
    let conn_game = chat.say("alice", "/games", T0 + 1);
    let mine = conn_game
        .split('#')
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .expect("a game of alice's")
        .to_owned();
    let out = chat.say("alice", &format!("/abort game:{mine}"), T0 + 2);
    assert!(
        out.contains("tournament game and cannot be aborted"),
        "{out}"
    );
    let out = chat.say("alice", &format!("/board game:{mine}"), T0 + 3);
    assert!(!out.contains("aborted"), "{out}");
    // A casual game still may be.
    let out = chat.say("dave", "/challenge @eve makruk", T0);
    assert!(out.contains("Challenge #"), "{out}");
    chat.say("eve", "/accept", T0);
    let out = chat.say("dave", "/abort", T0 + 5);
    assert!(out.contains("aborted"), "{out}");
}

// ---------------------------------------------------------------- 4. two processes

/// Two services (two connections, as two processes have) on one file: scheduler work done
/// once, and a settings change never lost to a stale read-modify-write. Run many times.
#[test]
fn two_processes_on_one_sqlite_file_do_each_thing_once_and_lose_nothing() {
    let dir = temp_dir("two");
    for round in 0..30 {
        let db = crate::support::durable_db(&dir.join(format!("r{round}.db")));
        let mut a = Chat::on(Service::open(&db, "console").expect("a"));
        let mut b = Chat::on(Service::open(&db, "console").expect("b"));
        // Game 1: alice (White) never moves; carol waits for a daily digest.
        start(&mut a, "shatranj");
        let out = b.say("carol", "/settings notify:digest", T0);
        assert!(out.contains("digest"), "{out}");
        b.say("carol", "/challenge @dave makruk color:black", T0);
        b.say("dave", "/accept", T0);
        let later = T0 + 20 * DAY;
        let (a, b) = std::thread::scope(|s| {
            let ta = s.spawn(move || {
                a.service.tick(later).expect("tick a");
                a
            });
            let tb = s.spawn(move || {
                // Another process changes carol's settings while the digest runs.
                let out = b.say("carol", "/settings set:international", later);
                assert!(out.contains("international"), "{out}");
                b.service.tick(later).expect("tick b");
                b
            });
            (ta.join().expect("a"), tb.join().expect("b"))
        });
        drop((a, b));
        let conn = storage::open(&db).expect("reopen");
        let outbox = storage::outbox(&conn, "console").expect("outbox");
        let aborted = outbox
            .iter()
            .filter(|i| i.body.contains("#1 is aborted"))
            .count();
        assert_eq!(aborted, 1, "round {round}: {outbox:#?}");
        let over2 = outbox
            .iter()
            .filter(|i| i.body.contains("Game #2 is aborted"))
            .count();
        assert_eq!(over2, 1, "round {round}: {outbox:#?}");
        let carol = storage::find_player(&conn, "console", "carol")
            .expect("q")
            .expect("carol");
        assert_eq!(
            carol.piece_set,
            tabiya_render::PieceSet::International,
            "round {round}: a stale write lost it"
        );
        assert!(carol.digest_at.is_some_and(|d| d > later), "round {round}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_stale_player_write_is_refused_by_its_version() {
    let conn = storage::open(Path::new(":memory:")).expect("db");
    let id = storage::player(&conn, "console", "alice").expect("alice");
    let mut first = storage::player_row(&conn, id).expect("row");
    let mut stale = first.clone();
    first.piece_set = tabiya_render::PieceSet::International;
    storage::save_player(&conn, &mut first).expect("first write");
    stale.notify = tabiya_bot::prefs::Notify::Never;
    assert!(matches!(
        storage::save_player(&conn, &mut stale),
        Err(storage::StorageError::Conflict)
    ));
    let now = storage::player_row(&conn, id).expect("row");
    assert_eq!(
        (now.piece_set.word(), now.notify.word()),
        ("international", "move")
    );
}

// ---------------------------------------------------------------- 5. the database path

fn tabiya(args: &[&str], dir: &Path) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tabiya"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .expect("tabiya runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_database_path_must_be_a_file_unless_ephemeral() {
    let dir = temp_dir("path");
    for db in ["", ":memory:", "  "] {
        let (code, err) = tabiya(&["console", "--db", db], &dir);
        assert_eq!(code, 2, "--db {db:?}: {err}");
        assert!(err.contains("--ephemeral") && err.contains("lost"), "{err}");
    }
    std::fs::write(dir.join("config.toml"), "[database]\npath = \"\"\n").expect("config");
    let (code, err) = tabiya(&["console"], &dir);
    assert_eq!(code, 2, "{err}");
    let (code, err) = tabiya(&["console", "--ephemeral"], &dir);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("lost at exit"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_database_path_a_damaged_file_is_refused_untouched() {
    let dir = temp_dir("damaged");
    let db = dir.join("t.db");
    {
        let mut chat = Chat::on(Service::open(&db, "console").expect("service"));
        for i in 0..40 {
            chat.say(&format!("p{i}"), "/challenge @bob shatranj", T0);
        }
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
            .expect("checkpoint");
    }
    // Scribble over the middle of the file, as a failing disk would.
    let mut bytes = std::fs::read(&db).expect("bytes");
    let page = 4096;
    assert!(bytes.len() > 4 * page);
    for b in &mut bytes[2 * page..3 * page] {
        *b = 0xA5;
    }
    std::fs::write(&db, &bytes).expect("write");
    let (code, err) = tabiya(&["console", "--db", db.to_str().expect("path")], &dir);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("damaged") && err.contains("untouched"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&db).expect("bytes"),
        bytes,
        "the file was written to"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_database_path_a_read_only_file_is_refused_at_start() {
    let dir = temp_dir("readonly");
    let db = dir.join("t.db");
    drop(Service::open(&db, "console").expect("create"));
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE")
            .expect("one file");
    }
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    // Root writes any file: the binary then runs as nobody, for whom the file is read-only.
    let root = running_as_root();
    let exe = if root {
        let copy = dir.join("tabiya");
        std::fs::copy(env!("CARGO_BIN_EXE_tabiya"), &copy).expect("copy");
        copy
    } else {
        PathBuf::from(env!("CARGO_BIN_EXE_tabiya"))
    };
    let mut cmd = if root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(&exe);
        c
    } else {
        Command::new(&exe)
    };
    let boards = std::env::temp_dir().join(format!("tabiya-ro-boards-{}", std::process::id()));
    let out = cmd
        .args(["console", "--db"])
        .arg(&db)
        .arg("--images")
        .arg(&boards)
        .current_dir(&dir)
        .stdin(Stdio::null())
        .output()
        .expect("tabiya runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot be written"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&boards);
}

fn running_as_root() -> bool {
    // The uid without libc: /proc/self/status's `Uid:` line.
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(1).map(|u| u == "0"))
        })
        .unwrap_or(false)
}

// ---------------------------------------------------------------- 6. mentions and sizes

#[test]
fn mentions_only_where_meant_and_lengths_capped() {
    let mut chat = Chat::new();
    // The challenge pings its addressee, and only him.
    let replies = chat.send("alice", "/challenge @bob shatranj", T0);
    assert_eq!(replies[0].pings, vec!["bob".to_owned()]);
    // A tournament's name echoed in replies pings no one, and is capped.
    let replies = chat.send(
        "alice",
        "/tournament create shatranj name:@everyone_@carol",
        T0,
    );
    assert!(replies.iter().all(|r| r.pings.is_empty()), "{replies:?}");
    let long = "x".repeat(65);
    let out = chat.say(
        "dave",
        &format!("/tournament create shatranj name:{long}"),
        T0,
    );
    assert!(out.contains("at most 64 characters"), "{out}");
    let out = chat.say("dave", "/arrangement save \u{7}bell K@e2", T0);
    assert!(out.contains("at most 64 characters"), "{out}");
    // A megabyte line is refused in a line.
    let huge = format!("/move {}", "e".repeat(1 << 20));
    let out = chat.say("alice", &huge, T0);
    assert!(
        out.contains("a command is at most 2000") && out.len() < 200,
        "{}",
        out.len()
    );
    // A display name of any length is kept to 64 characters.
    let name = "N".repeat(500);
    chat.service.handle(&Incoming {
        event_id: "named",
        user: "erin",
        channel: "hall",
        text: "/games",
        now: T0,
        game: None,
        name: Some(&name),
        moderator: false,
        platform: None,
        locale: None,
        place_locale: None,
    });
    let replies = chat.send("bob", "/challenge @erin shatranj", T0);
    assert!(!texts(&replies).contains(&"N".repeat(65)));
}

#[test]
fn mentions_only_where_meant_long_lists_are_cut() {
    let mut chat = Chat::new();
    chat.service.set_limits(Limits {
        open_challenges: 1_000,
        challenges_to_one: 1_000,
        commands_per_minute: 10_000,
        ..Limits::default()
    });
    for i in 0..150 {
        let who = format!("opponent{i}");
        chat.say("alice", &format!("/challenge @{who} shatranj"), T0);
        chat.say(&who, "/accept", T0);
    }
    let out = chat.say("alice", "/games", T0 + 1);
    assert!(out.lines().count() <= 42, "{} lines", out.lines().count());
    assert!(out.contains("… and 110 more games"), "{out}");
    assert!(out.len() < 4_000, "{} bytes", out.len());
}

// ---------------------------------------------------------------- 7. limits

#[test]
fn limits_against_spam_refuse_with_clear_messages() {
    let mut chat = Chat::new();
    chat.service.set_limits(Limits {
        open_challenges: 3,
        challenges_to_one: 2,
        tournaments_per_channel: 1,
        commands_per_minute: 1_000,
    });
    assert!(chat
        .say("alice", "/challenge @bob shatranj", T0)
        .contains("Challenge #1"));
    assert!(chat
        .say("alice", "/challenge @bob makruk", T0)
        .contains("Challenge #2"));
    let out = chat.say("alice", "/challenge @bob xiangqi", T0);
    assert!(
        out.contains("already have 2 open challenges to @bob"),
        "{out}"
    );
    assert!(chat
        .say("alice", "/challenge @carol shatranj", T0)
        .contains("Challenge #3"));
    let out = chat.say("alice", "/challenge @dave shatranj", T0);
    assert!(out.contains("3 open challenges, the most"), "{out}");
    // Answered challenges free their place.
    chat.say("bob", "/decline 1", T0);
    assert!(chat
        .say("alice", "/challenge @dave shatranj", T0)
        .contains("Challenge #"));

    assert!(chat
        .say("alice", "/tournament create makruk", T0)
        .contains("#1"));
    let out = chat.say("bob", "/tournament create shatranj", T0);
    assert!(out.contains("already has 1 tournaments"), "{out}");

    let mut chat = Chat::new();
    chat.service.set_limits(Limits {
        commands_per_minute: 5,
        ..Limits::default()
    });
    for _ in 0..5 {
        assert!(!chat.say("eve", "/games", T0).contains("Slow down"));
    }
    let out = chat.say("eve", "/games", T0 + 30);
    assert!(
        out.contains("Slow down: at most 5 commands a minute"),
        "{out}"
    );
    // The limits are configured, within sensible bounds.
    let config = tabiya_bot::config::Config::parse("[limits]\nopen_challenges = 4\n", "c.toml")
        .expect("config");
    assert_eq!(config.limits.open_challenges, 4);
    assert_eq!(config.limits.commands_per_minute, 30, "the default");
    let err = tabiya_bot::config::Config::parse("[limits]\ncommands_per_minute = 0\n", "c.toml")
        .expect_err("out of range")
        .to_string();
    assert!(
        err.contains("limits.commands_per_minute = 0 is out of range"),
        "{err}"
    );
    // Others are not slowed, and a minute later eve is not either.
    assert!(!chat.say("bob", "/games", T0 + 30).contains("Slow down"));
    assert!(!chat.say("eve", "/games", T0 + 61).contains("Slow down"));
}

// ---------------------------------------------------------------- 8. stored replies

#[test]
fn stored_replies_cannot_be_forged() {
    let mut chat = Chat::new();
    start(&mut chat, "shatranj");
    chat.say("alice", "/move e3", T0 + 1);
    // An argument carrying the old separator and a forged public reply with a board.
    let text = "/arrangement save x\u{1e}public#1:FORGED K@e2";
    let first = chat.send_as("forge", "carol", "hall", text, T0 + 2);
    let again = chat.send_as("forge", "carol", "hall", text, T0 + 3);
    assert_eq!(first.len(), again.len(), "{first:?} / {again:?}");
    for (a, b) in first.iter().zip(&again) {
        assert_eq!(
            (&a.text, &a.audience, a.game),
            (&b.text, &b.audience, b.game)
        );
        assert!(b.repeat);
    }
    assert!(again
        .iter()
        .all(|r| r.audience == Audience::Private && r.image.is_none()));
    assert!(!again.iter().any(|r| r.text == "FORGED"));
}

// ---------------------------------------------------------------- 9. the console reads bytes

#[test]
fn the_console_reads_bytes_and_answers_invalid_utf8() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    service.set_images(false);
    let mut input = b"alice /games\n".to_vec();
    input.extend_from_slice(b"alice /move \xff\xfe\n");
    input.extend_from_slice(b"alice /challenge @bob shatranj\n");
    let mut out = Vec::new();
    tabiya_bot::adapters::console::run(&mut service, input.as_slice(), &mut out, None, || T0)
        .expect("the console goes on");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(out.contains("line 2 is not valid UTF-8"), "{out}");
    assert!(
        out.contains("Challenge #1"),
        "the next line was read: {out}"
    );
}

// ---------------------------------------------------------------- 10. secrets

#[test]
fn secrets_pasted_into_the_config_are_never_echoed() {
    let secret = "MTIzNDU2Nzg5MDEy.s3cr3t-t0ken";
    for text in [
        format!("[discord]\ntoken = \"{secret}\"\n"),
        format!("[discord]\napplication_id = {secret}\n"),
        format!("[games]\ndefault_days = \"{secret}\"\n"),
        format!("[discord]\napi_base = \"{secret}\n"),
        format!("{secret}\n"),
    ] {
        let err = tabiya_bot::config::Config::parse(&text, "config.toml")
            .expect_err("invalid")
            .to_string();
        assert!(!err.contains("s3cr3t") && !err.contains("MTIz"), "{err}");
        assert!(err.contains("config.toml, line"), "{err}");
    }
    let err = tabiya_bot::config::Config::parse("[discord]\ntoken = \"x\"\n", "config.toml")
        .expect_err("unknown key")
        .to_string();
    assert!(err.contains("line 2") && err.contains("`token`"), "{err}");
    // A token pasted as the application id is not shown either.
    let config = tabiya_bot::config::Config::parse(
        &format!("[discord]\napplication_id = \"{secret}\"\n"),
        "config.toml",
    )
    .expect("a string parses");
    let secrets = tabiya_bot::config::Secrets {
        discord_token: Some("t".into()),
        ..Default::default()
    };
    let err = config
        .discord
        .options(&secrets)
        .expect_err("not an id")
        .to_string();
    assert!(!err.contains("s3cr3t"), "{err}");
}

// ---------------------------------------------------------------- the error policy

#[test]
fn error_policy_a_users_mistake_is_private_a_corrupt_record_is_also_logged() {
    let log = crate::support::LogBuffer::default();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(log.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let db = temp_dir("policy").join("t.db");
    let mut chat = Chat::on(Service::open(&db, "console").expect("service"));
    start(&mut chat, "shatranj");
    // A user's mistake: answered privately, not logged.
    let replies = chat.send("alice", "/move Ke9", T0 + 1);
    assert!(replies.iter().all(|r| r.audience == Audience::Private));
    assert!(!log.text().contains("Ke9"));
    // A record damaged on disk: the player is told it was not done, the operator why.
    let conn = rusqlite::Connection::open(&db).expect("open");
    conn.execute(
        "UPDATE games SET record = 'm w zz99', version = version + 1 WHERE id = 1",
        [],
    )
    .expect("damage");
    let replies = chat.send("alice", "/move e3 game:1", T0 + 2);
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].audience, Audience::Private);
    assert!(
        replies[0]
            .text
            .contains("cannot be read; nothing was changed"),
        "{:?}",
        replies[0].text
    );
    let logged = log.text();
    assert!(
        logged.contains("corrupt record: game #1") && logged.contains("/move e3 game:1"),
        "{logged}"
    );
    assert!(chat.service.check_consistency().is_err());
}
