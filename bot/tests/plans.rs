//! No command scans a table that grows: every statement the service runs in a whole session
//! of commands and scheduler ticks (traced as SQLite runs it, with its values) is planned by
//! SQLite with an index, never a full scan of games, events, players or any other table.
//! The one exception is the outbox, a queue read whole by design: a row is deleted once
//! delivered, so it holds only what waits.

use std::sync::Mutex;

use tabiya_bot::service::{Incoming, Limits, Service};

static STATEMENTS: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn traced(event: rusqlite::trace::TraceEvent<'_>) {
    if let rusqlite::trace::TraceEvent::Stmt(statement, sql) = event {
        // With its values, so the plan is the one SQLite made for them.
        let sql = statement.expanded_sql().unwrap_or_else(|| sql.to_owned());
        STATEMENTS.lock().expect("trace").push(sql);
    }
}

const T0: i64 = 1_800_000_000;

/// The statements worth a plan: reads and writes of tables (not transactions or pragmas).
fn planned(sql: &str) -> bool {
    let head = sql.trim_start().to_ascii_uppercase();
    ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"]
        .iter()
        .any(|k| head.starts_with(k))
}

#[test]
fn every_statement_of_a_session_uses_an_index() {
    let dir = std::env::temp_dir().join(format!("tabiya-plans-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = dir.join("t.db");
    let mut service = Service::open(&db, "console").expect("service");
    service.set_images(false);
    service.set_limits(Limits {
        commands_per_minute: 10_000,
        ..Default::default()
    });
    let statements = rusqlite::trace::TraceEventCodes::SQLITE_TRACE_STMT;
    service.storage().raw().trace_v2(statements, Some(traced));
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str, now: i64| {
        n += 1;
        let id = format!("e{n}");
        s.handle(&Incoming::new(&id, user, "hall", text, now))
    };
    let script: &[(&str, &str)] = &[
        ("alice", "/settings notify:digest"),
        ("alice", "/challenge @bob shatranj color:white rated:yes"),
        ("bob", "/accept"),
        ("alice", "/move e3"),
        ("bob", "/move e6"),
        ("alice", "/board"),
        ("alice", "/games"),
        ("alice", "/draw offer"),
        ("bob", "/draw decline"),
        ("alice", "/move d3"),
        ("alice", "/takeback"),
        ("bob", "/move d6"),
        ("alice", "/export pgn"),
        ("alice", "/rating @bob shatranj"),
        ("alice", "/leaderboard shatranj"),
        ("alice", "/vacation"),
        ("alice", "/challenge @carol makruk"),
        ("carol", "/decline"),
        ("alice", "/challenge xiangqi"),
        ("alice", "/cancel"),
        ("carol", "/tournament create ouk name:Plans"),
        ("alice", "/tournament join"),
        ("bob", "/tournament join"),
        ("dave", "/tournament join"),
        ("carol", "/tournament start"),
        ("carol", "/tournament standings"),
        ("carol", "/tournament pairings"),
        ("alice", "/mypairings"),
        ("alice", "/challenge @bob @carol ashtapada"),
        ("bob", "/join"),
        ("carol", "/join"),
        ("alice", "/throw"),
        ("alice", "/link matrix"),
        ("alice", "/arrangement list"),
        ("alice", "/resign confirm game:1"),
        ("alice", "/help"),
    ];
    let mut now = T0;
    for (user, text) in script {
        now += 60;
        service.tick(now).expect("tick");
        say(&mut service, user, text, now);
    }
    // Days pass: reminders, digests, timeouts and the hourly clean-up of old event ids.
    for _ in 0..40 {
        now += 6 * 3_600;
        service.tick(now).expect("tick");
        let _ = service.outbox();
    }
    service.storage().raw().trace_v2(statements, None);
    let mut statements = std::mem::take(&mut *STATEMENTS.lock().expect("trace"));
    statements.sort();
    statements.dedup();
    statements.retain(|s| planned(s));
    assert!(statements.len() > 50, "{} statements", statements.len());
    let conn = rusqlite::Connection::open(&db).expect("second connection");
    let mut scans = Vec::new();
    for sql in &statements {
        let plan: Vec<String> = conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .and_then(|mut st| {
                st.query_map([], |r| r.get::<_, String>(3))?
                    .collect::<Result<_, _>>()
            })
            .unwrap_or_else(|e| panic!("{sql}: {e}"));
        for step in plan {
            let queue = step == "SCAN outbox" && sql.contains("FROM outbox ORDER BY id");
            if step.starts_with("SCAN ") && !step.starts_with("SCAN CONSTANT ROW") && !queue {
                scans.push(format!("{step}\n    in {sql}"));
            }
        }
    }
    scans.sort();
    scans.dedup();
    assert!(
        scans.is_empty(),
        "{} full scans:\n{}",
        scans.len(),
        scans.join("\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}
