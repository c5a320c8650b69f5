//! Shutdown: SIGTERM (what systemd and Docker send) stops the real binary as Ctrl-C does: the
//! command in hand is finished and committed, nothing acknowledged is lost, and it exits 0.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const MOVES: [(&str, &str); 8] = [
    ("alice", "e3"),
    ("bob", "e6"),
    ("alice", "d3"),
    ("bob", "d6"),
    ("alice", "Nf3"),
    ("bob", "Nf6"),
    ("alice", "Nc3"),
    ("bob", "Nc6"),
];

fn wait_for(rx: &mpsc::Receiver<String>, seen: &mut Vec<String>, want: &str) -> bool {
    let until = Instant::now() + Duration::from_secs(20);
    while Instant::now() < until {
        if let Ok(line) = rx.recv_timeout(Duration::from_millis(50)) {
            let hit = line.starts_with(want);
            seen.push(line);
            if hit {
                return true;
            }
        }
    }
    false
}

#[test]
fn sigterm_finishes_the_command_in_hand_keeps_what_was_acknowledged_and_exits_0() {
    let dir = std::env::temp_dir().join(format!("tabiya-sigterm-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    for round in 0..6 {
        let db = dir.join(format!("r{round}.db"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .args(["console", "--db"])
            .arg(&db)
            .arg("--images")
            .arg(dir.join("boards"))
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tabiya starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut seen = Vec::new();
        writeln!(stdin, "alice /challenge @bob shatranj color:white").expect("write");
        writeln!(stdin, "bob /accept").expect("write");
        assert!(wait_for(&rx, &mut seen, "Game #1:"), "{seen:?}");
        // Some moves, each answered before the next; then one more sent and, at once, the
        // signal: it may be answered or not, but whatever was answered is kept.
        let answered = round;
        for (user, m) in &MOVES[..answered] {
            writeln!(stdin, "{user} /move {m}").expect("write");
            assert!(wait_for(&rx, &mut seen, &format!("#1 {m}")), "{seen:?}");
        }
        let (user, m) = MOVES[answered];
        writeln!(stdin, "{user} /move {m}").expect("write");
        stdin.flush().expect("flush");
        let killed = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status()
            .expect("kill");
        assert!(killed.success());
        let until = Instant::now() + Duration::from_secs(20);
        let status = loop {
            if let Some(s) = child.try_wait().expect("wait") {
                break s;
            }
            assert!(Instant::now() < until, "tabiya did not stop on SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        };
        drop(stdin);
        reader.join().expect("reader");
        seen.extend(rx.try_iter());
        assert_eq!(status.code(), Some(0), "round {round}: {status:?}");
        let acknowledged: Vec<&str> = seen
            .iter()
            .filter(|l| l.starts_with("#1 "))
            .filter_map(|l| l.split_whitespace().nth(1))
            .collect();
        let conn = tabiya_bot::storage::open(&db).expect("reopen");
        let stored = tabiya_bot::storage::actions(&conn, 1).expect("actions");
        assert!(
            stored.len() >= acknowledged.len() && acknowledged.len() >= answered,
            "round {round}: acknowledged {acknowledged:?}, stored {stored:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
