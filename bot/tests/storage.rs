//! Storage: migrations keep what an older database holds, and a newer one is refused
//! untouched.

use std::path::PathBuf;

use tabiya_bot::storage::{self, StorageError};

fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabiya-storage-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir.join("t.db")
}

#[test]
fn a_first_schema_database_migrates_with_its_games_and_events() {
    let db = temp_db("v1");
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute_batch(include_str!("../../migrations/0001_init.sql"))
            .expect("schema 1");
        conn.execute_batch(
            "PRAGMA user_version = 1;
             INSERT INTO players (platform, handle) VALUES ('console', 'alice'), ('console', 'bob');
             INSERT INTO games (variant, white, black, channel, days, deadline, created_at)
                 VALUES ('shatranj', 1, 2, 'console', 3, 1000, 0);
             INSERT INTO actions VALUES (1, 0, 'm w e2e3', 10), (1, 1, 'm b e7e6', 20);
             INSERT INTO events VALUES ('console', 'ev-1', 'public:#1 e3: check', 10),
                                       ('console', 'ev-2', 'private:a' || char(30) || 'public:b', 11),
                                       ('console', 'ev-3', 'public#1:Board: #1', 12);",
        )
        .expect("data");
    }
    let conn = storage::open(&db).expect("migrates");
    assert_eq!(
        storage::actions(&conn, 1).expect("actions"),
        ["m w e2e3", "m b e7e6"]
    );
    // Stored replies became JSON: one reply as it was, several as a neutral answer.
    assert_eq!(
        storage::event_replies(&conn, "console", "ev-1").expect("event"),
        Some(r##"[{"public":true,"text":"#1 e3: check","board":null}]"##.to_owned())
    );
    assert_eq!(
        storage::event_replies(&conn, "console", "ev-3").expect("event"),
        Some(r##"[{"public":true,"text":"Board: #1","board":1}]"##.to_owned())
    );
    assert_eq!(
        storage::event_replies(&conn, "console", "ev-2").expect("event"),
        Some(
            r#"[{"public":false,"text":"This command was already handled.","board":null}]"#
                .to_owned()
        )
    );
    // The record moved into the game's row keeps when each action was made.
    assert_eq!(storage::action_times(&conn, 1).expect("times"), [10, 20]);
    assert!(storage::actions(&conn, 7).expect("no game").is_empty());
    // The scheduler's wake-up is computed for old rows too: the reminder, a day early.
    assert_eq!(
        storage::next_game_wake(&conn).expect("wake"),
        Some(1000 - 86_400)
    );
    let game = storage::game(&conn, 1).expect("query").expect("game");
    assert!(!game.rated && game.time.increment.is_none() && game.takeback_offer.is_none());
    let alice = storage::player_row(&conn, 1).expect("alice");
    assert_eq!(
        (
            alice.notify.word(),
            alice.orientation.word(),
            alice.vacation_used
        ),
        ("move", "own", 0)
    );
    let version: i64 = conn
        .raw()
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("version");
    assert_eq!(version as usize, storage::SCHEMA_VERSION);
    let _ = std::fs::remove_dir_all(db.parent().expect("dir"));
}

#[test]
fn a_database_from_a_newer_tabiya_is_refused_untouched() {
    let db = temp_db("newer");
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")
            .expect("future");
    }
    let before = std::fs::read(&db).expect("bytes");
    match storage::open(&db) {
        Err(StorageError::TooNew { found: 99, known }) => {
            assert_eq!(known, storage::SCHEMA_VERSION)
        }
        other => panic!("expected TooNew, got {:?}", other.map(|_| ())),
    }
    assert!(
        std::fs::read(&db).expect("bytes") == before,
        "the file was changed"
    );
    let _ = std::fs::remove_dir_all(db.parent().expect("dir"));
}

/// Two processes on one database (say the Discord and the Matrix adapter): what one commits
/// the other sees, though it keeps players in memory.
#[test]
fn a_second_service_on_the_same_database_sees_changed_settings() {
    use tabiya_bot::service::{Incoming, Service};
    let db = crate::support::durable_db(&temp_db("two"));
    let mut a = Service::open(&db, "console").expect("a");
    let mut b = Service::open(&db, "console").expect("b");
    a.set_images(false);
    b.set_images(false);
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let id = format!("e{n}");
        s.handle(&Incoming {
            event_id: &id,
            user,
            channel: "c",
            text,
            now: 1_800_000_000 + n,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        })
        .into_iter()
        .map(|r| r.text)
        .collect::<Vec<_>>()
        .join("\n")
    };
    say(&mut a, "alice", "/challenge @bob shatranj color:white");
    say(&mut a, "bob", "/accept");
    let first = say(&mut a, "alice", "/move Nf3");
    assert!(first.contains("#1 Nf3"), "{first}");
    // Alice changes her notation through the other process; the first one follows.
    let set = say(&mut b, "alice", "/settings notation:uci");
    assert!(set.contains("uci"), "{set}");
    let reply = say(&mut a, "bob", "/move Nf6");
    assert!(reply.contains("#1 Nf6"), "{reply}");
    let reply = say(&mut a, "alice", "/move e3");
    assert!(reply.contains("#1 e2e3"), "{reply}");
    let _ = std::fs::remove_dir_all(db.parent().expect("dir"));
}

#[test]
fn the_scheduler_reads_games_from_their_wake_index() {
    let conn = storage::open(std::path::Path::new(":memory:")).expect("db");
    for query in storage::SCHEDULER_QUERIES {
        let mut st = conn
            .raw()
            .prepare(&format!("EXPLAIN QUERY PLAN {query}"))
            .expect("plan");
        let now = std::iter::repeat_n(1_800_000_000i64, st.parameter_count());
        let plan: Vec<String> = st
            .query_map(rusqlite::params_from_iter(now), |r| r.get::<_, String>(3))
            .expect("rows")
            .collect::<Result<_, _>>()
            .expect("plan rows");
        assert!(
            plan.iter().any(|p| p.contains("games_by_wake"))
                && !plan.iter().any(|p| p.starts_with("SCAN games")),
            "{query}: {plan:?}"
        );
    }
}

#[test]
fn a_batch_keeps_its_good_commands_when_one_fails_after_writing() {
    use tabiya_bot::service::{Incoming, Service};
    let db = crate::support::durable_db(&temp_db("batch"));
    let mut s = Service::open(&db, "console").expect("service");
    s.set_images(false);
    let inc = |id: &'static str, user: &'static str, channel: &'static str, text: &'static str| {
        Incoming {
            event_id: id,
            user,
            channel,
            text,
            now: 1_800_000_000,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        }
    };
    let setup = [
        inc("e1", "alice", "s", "/challenge @bob sittuyin color:white"),
        inc("e2", "bob", "s", "/accept"),
        inc("e3", "carol", "c", "/challenge @dave shatranj color:white"),
        inc("e4", "dave", "c", "/accept"),
    ];
    for r in s.handle_batch(&setup) {
        assert!(r.iter().all(|r| !r.text.contains("cannot")), "{r:?}");
    }
    let text = |r: &[tabiya_bot::service::Reply]| {
        r.iter()
            .map(|r| r.text.as_str())
            .collect::<Vec<_>>()
            .join(" | ")
    };
    // Alice's third placement is wrong after two were written; Bob's move fails before
    // writing anything; Dave's answers Carol's move from the same batch.
    let batch = [
        inc("e5", "carol", "c", "/move e2e3"),
        inc("e6", "alice", "s", "/place K@e2 F@d2 R@z9"),
        inc("e7", "dave", "c", "/move e7e6"),
        inc("e8", "bob", "s", "/move nonsense"),
    ];
    let answers = s.handle_batch(&batch);
    let shown: Vec<String> = answers.iter().map(|r| text(r)).collect();
    assert!(shown[0].starts_with("#2 e3"), "{shown:?}");
    assert!(shown[1].contains("R@z9"), "{shown:?}");
    assert!(shown[2].starts_with("#2 e6"), "{shown:?}");
    assert!(!shown[3].starts_with('#'), "{shown:?}");
    let conn = storage::open(&db).expect("second connection");
    assert!(storage::actions(&conn, 1).expect("record").is_empty());
    assert_eq!(
        storage::actions(&conn, 2).expect("record"),
        ["m w e2e3", "m b e7e6"]
    );
    // Redelivered, every command gets its first answer and nothing is applied twice.
    let again: Vec<String> = s.handle_batch(&batch).iter().map(|r| text(r)).collect();
    assert_eq!(again, shown);
    assert_eq!(storage::actions(&conn, 2).expect("record").len(), 2);
    // Alice's placement was undone whole: she can make it again, rightly this time.
    let placed = s.handle(&inc("e9", "alice", "s", "/place K@e2 F@d2"));
    assert!(
        text(&placed).starts_with("#1 @alice places 2 pieces: K@e2 F@d2."),
        "{}",
        text(&placed)
    );
    assert_eq!(storage::actions(&conn, 1).expect("record").len(), 2);
    let _ = std::fs::remove_dir_all(db.parent().expect("dir"));
}

#[test]
fn a_game_record_keeps_each_action_time_through_a_takeback() {
    use tabiya_bot::service::{Incoming, Service};
    let db = crate::support::durable_db(&temp_db("times"));
    let mut s = Service::open(&db, "console").expect("service");
    s.set_images(false);
    let start = 1_800_000_000;
    let steps = [
        (0, "alice", "/challenge @bob shatranj color:white"),
        (10, "bob", "/accept"),
        (100, "alice", "/move e2e3"),
        (250, "bob", "/move e7e6"),
        (300, "alice", "/takeback"),
        (400, "bob", "/takeback accept"),
        (900, "alice", "/move d2d3"),
    ];
    for (i, (t, user, text)) in steps.into_iter().enumerate() {
        let id = format!("t{i}");
        let replies = s.handle(&Incoming {
            event_id: &id,
            user,
            channel: "c",
            text,
            now: start + t,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        });
        assert!(!replies.is_empty(), "{text}");
    }
    let conn = storage::open(&db).expect("second connection");
    assert_eq!(
        storage::actions(&conn, 1).expect("record"),
        ["m w d2d3"],
        "the takeback took Alice's e3 and Bob's e6 back"
    );
    assert_eq!(
        storage::action_times(&conn, 1).expect("times"),
        [start + 900]
    );
    let _ = std::fs::remove_dir_all(db.parent().expect("dir"));
}

/// The layering the service's module doc promises: commands and replies above, storage's
/// functions below; no SQL type reaches the service.
#[test]
fn the_service_holds_no_connection_and_names_no_sql_type() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/service");
    for entry in std::fs::read_dir(&dir).expect("service sources") {
        let path = entry.expect("entry").path();
        let text = std::fs::read_to_string(&path).expect("source");
        for forbidden in ["rusqlite::", "use rusqlite", "Connection", ".raw()"] {
            let hits: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .filter(|l| l.contains(forbidden))
                .collect();
            assert!(hits.is_empty(), "{}: {hits:?}", path.display());
        }
    }
}

/// Every status word the SQL names (queries, partial indexes) is a value of a status type,
/// so a typo in a query cannot silently match nothing.
#[test]
fn every_status_the_sql_names_is_a_typed_status() {
    use tabiya_bot::storage::{ChallengeStatus, GameStatus, RaceStatus, TournamentStatus};
    let known: Vec<&str> = GameStatus::ALL
        .iter()
        .map(|s| s.word())
        .chain(ChallengeStatus::ALL.iter().map(|s| s.word()))
        .chain(TournamentStatus::ALL.iter().map(|s| s.word()))
        .chain(RaceStatus::ALL.iter().map(|s| s.word()))
        .collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    for dir in [
        root.join("src/storage"),
        root.join("../migrations"),
        root.join("../migrations/postgres"),
    ] {
        for entry in std::fs::read_dir(dir).expect("dir") {
            let path = entry.expect("entry").path();
            if path.is_file() {
                files.push(path);
            }
        }
    }
    let mut seen = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).expect("text");
        for (at, _) in text.match_indices("status") {
            let rest = &text[at + "status".len()..];
            let rest = rest.trim_start();
            let list = if let Some(r) = rest.strip_prefix('=') {
                r.trim_start()
                    .split(|c: char| c.is_whitespace() || c == ')' || c == ';')
                    .next()
                    .unwrap_or("")
            } else if let Some(r) = rest.strip_prefix("IN") {
                r.trim_start().split(')').next().unwrap_or("")
            } else {
                continue;
            };
            for word in list.split(',').map(|w| w.trim().trim_start_matches('(')) {
                if let Some(w) = word.strip_prefix('\'').and_then(|w| w.strip_suffix('\'')) {
                    seen += 1;
                    assert!(known.contains(&w), "{}: status '{w}'", path.display());
                }
            }
        }
    }
    assert!(seen > 20, "only {seen} status words found");
}

/// `tabiya migrate`: a community's SQLite database copied into PostgreSQL, every game checked
/// by the command; the bot then goes on there as it would have on the file. (On the
/// PostgreSQL run of the tests only: it needs the server.)
#[test]
fn a_sqlite_community_moves_to_postgres_and_plays_on() {
    use tabiya_bot::service::{Incoming, Service};
    if std::env::var("TABIYA_TEST_POSTGRES").is_err() {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set (tools/test-all sets it for the PostgreSQL run)");
        return;
    }
    let file = temp_db("migrate");
    let target = crate::support::durable_db(&file.with_extension("unused"));
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str, now: i64| -> String {
        n += 1;
        let id = format!("m{n}");
        s.handle(&Incoming::new(&id, user, "hall", text, now))
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let t0 = 1_800_000_000;
    let before = {
        let mut s = Service::open(&file, "console").expect("sqlite");
        s.set_images(false);
        say(
            &mut s,
            "alice",
            "/challenge @bob shatranj color:white rated:yes",
            t0,
        );
        say(&mut s, "bob", "/accept", t0 + 1);
        say(&mut s, "alice", "/move e3", t0 + 2);
        say(&mut s, "bob", "/move e6", t0 + 3);
        say(
            &mut s,
            "carol",
            "/challenge @dave xiangqi color:white rated:yes",
            t0 + 4,
        );
        say(&mut s, "dave", "/accept", t0 + 5);
        say(&mut s, "carol", "/resign confirm", t0 + 6);
        say(&mut s, "alice", "/settings notify:digest", t0 + 7);
        let games = say(&mut s, "alice", "/games", t0 + 8);
        // A race against the computer whose post with the race board is still waiting in
        // the outbox: the outbox refers to the race, so it comes over after it.
        s.set_images(true);
        say(&mut s, "erin", "/challenge @tabiya ashtapada", t0 + 8);
        let stop = std::sync::atomic::AtomicBool::new(false);
        for _ in 0..40 {
            let waiting = storage::outbox(s.storage(), "console").expect("outbox");
            if waiting.iter().any(|p| p.race.is_some()) {
                break;
            }
            let turns = s.computer_turns().expect("turns");
            if turns.is_empty() {
                let out = say(&mut s, "erin", "/throw", t0 + 8);
                if let Some((_, rest)) = out.split_once("Move with /move ") {
                    let m = rest
                        .split([',', '.'])
                        .next()
                        .expect("a move")
                        .trim()
                        .to_owned();
                    say(&mut s, "erin", &format!("/move {m}"), t0 + 8);
                }
            }
            for turn in turns {
                if let Some(answer) = turn.think(&stop) {
                    s.computer_answer(&answer, t0 + 8);
                }
            }
        }
        let waiting = storage::outbox(s.storage(), "console").expect("outbox");
        assert!(
            waiting.iter().any(|p| p.race.is_some()),
            "a race's post waits"
        );
        games
    };
    let migrate = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .args(["migrate", "--from"])
            .arg(&file)
            .arg("--to")
            .arg(&target)
            .output()
            .expect("runs")
    };
    let out = migrate();
    let text = String::from_utf8_lossy(&out.stdout).into_owned()
        + String::from_utf8_lossy(&out.stderr).as_ref();
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("games: 2 rows"), "{text}");
    assert!(text.contains("races: 1 rows"), "{text}");
    assert!(text.contains("all 2 games read back the same"), "{text}");
    assert!(!text.contains("password"), "{text}");
    // Again into the same database: refused, nothing doubled.
    let again = migrate();
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds players"));

    let mut s = Service::open(&target, "console").expect("postgres");
    s.set_images(false);
    assert_eq!(say(&mut s, "alice", "/games", t0 + 8), before);
    let m = say(&mut s, "alice", "/move d3", t0 + 9);
    assert!(m.contains("@bob (Black) to move"), "{m}");
    let c = say(&mut s, "erin", "/challenge @frank makruk", t0 + 10);
    assert!(c.contains("Challenge #3"), "numbering goes on: {c}");
    // The finished rated game's ratings came along.
    let r = say(&mut s, "dave", "/rating", t0 + 11);
    assert!(
        r.contains("Xiangqi") && !r.contains("no rated games"),
        "{r}"
    );
    let _ = std::fs::remove_dir_all(file.parent().expect("dir"));
}
