//! The crash test: the real `tabiya` binary under a scripted load is killed with SIGKILL at
//! random moments, many times; after each restart every acknowledged move is stored and
//! `PRAGMA integrity_check` is ok.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use tabiya_engine::{uci, Game, Variant};

const KILLS: usize = 30;

/// xorshift: deterministic choices, so a failure replays.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// The moves stored for game 1, as `m w e2e3` actions.
fn stored_moves(db: &std::path::Path) -> Vec<String> {
    let conn = tabiya_bot::storage::open(db).expect("reopen");
    // (PostgreSQL keeps its own integrity; SQLite's file is checked.)
    if !conn.is_postgres() {
        let ok: String = conn
            .raw()
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .expect("integrity_check");
        assert_eq!(ok, "ok", "integrity check");
    }
    tabiya_bot::storage::actions(&conn, 1).unwrap_or_default()
}

#[test]
fn killed_at_random_moments_loses_no_acknowledged_move() {
    let dir = std::env::temp_dir().join(format!("tabiya-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("crash.db"));
    let exe = env!("CARGO_BIN_EXE_tabiya");
    let variant = Variant::historical("shatranj", &[]).expect("game");
    let mut rng = Rng(0xC0FFEE);
    let mut acknowledged: Vec<String> = Vec::new();
    let mut started = false;
    for round in 0..KILLS {
        // Where the game stands now, from the database.
        let stored = if started {
            stored_moves(&db)
        } else {
            Vec::new()
        };
        // Every acknowledged move is there, in order; a move killed after its commit but
        // before its answer may be there too.
        assert!(
            stored.starts_with(&acknowledged),
            "round {round}: acknowledged {acknowledged:?} is not kept in {stored:?}"
        );
        acknowledged = stored.clone();
        let mut game = Game::new(variant);
        for a in &stored {
            let parts: Vec<&str> = a.split_whitespace().collect();
            let color = if parts[1] == "w" {
                tabiya_engine::Color::White
            } else {
                tabiya_engine::Color::Black
            };
            let legal = game.legal_moves(color);
            let m =
                uci::parse_among(parts[2], game.position(), &legal).expect("stored move replays");
            game.play(color, m).expect("legal");
        }
        if game.outcome().is_some() {
            break;
        }
        let mut child = Command::new(exe)
            .args(["console", "--db"])
            .arg(&db)
            .arg("--images")
            .arg(dir.join("boards"))
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("tabiya starts");
        let mut stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        if !started {
            writeln!(stdin, "alice /challenge @bob shatranj color:white days:14").expect("write");
            writeln!(stdin, "bob /accept").expect("write");
            let until = Instant::now() + Duration::from_secs(20);
            while Instant::now() < until {
                if let Ok(line) = rx.recv_timeout(Duration::from_millis(100)) {
                    if line.starts_with("Game #1:") {
                        started = true;
                        break;
                    }
                }
            }
            assert!(started, "the game did not start");
        }
        // Feed moves as fast as they are answered, and kill at a random moment.
        let deadline = Instant::now() + Duration::from_millis(50 + rng.below(400));
        let mut pending: Option<String> = None;
        while Instant::now() < deadline && game.outcome().is_none() {
            if pending.is_none() {
                let color = game.to_move()[0];
                let legal = game.legal_moves(color);
                let m = legal[rng.below(legal.len() as u64) as usize];
                let text = uci::to_uci(&m, game.position());
                let who = if color == tabiya_engine::Color::White {
                    "alice"
                } else {
                    "bob"
                };
                if writeln!(stdin, "{who} /move {text}").is_err() {
                    break;
                }
                let _ = stdin.flush();
                game.play(color, m).expect("legal");
                pending = Some(format!(
                    "m {} {text}",
                    if color == tabiya_engine::Color::White {
                        'w'
                    } else {
                        'b'
                    }
                ));
            }
            match rx.recv_timeout(Duration::from_millis(20)) {
                Ok(line) if line.starts_with("#1 ") => {
                    if let Some(p) = pending.take() {
                        acknowledged.push(p);
                    }
                }
                _ => {}
            }
        }
        child.kill().expect("SIGKILL");
        let _ = child.wait();
    }
    let stored = stored_moves(&db);
    assert!(
        stored.starts_with(&acknowledged),
        "acknowledged moves lost at the end"
    );
    assert!(
        acknowledged.len() >= 10,
        "the load made moves: {}",
        acknowledged.len()
    );
    eprintln!(
        "crash test: {KILLS} kills, {} moves acknowledged and kept",
        acknowledged.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}
