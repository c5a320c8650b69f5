//! Faults between `tabiya` and its database, on the real binary.
//!
//! [`Proxy`] is a fault-injecting TCP proxy, in the spirit of Shopify's toxiproxy: it stands
//! between `tabiya` and PostgreSQL and can cut every connection, refuse new ones for a
//! while, delay what it forwards, or swallow it (a network black hole). The tests drive the
//! console binary through it and check what the players read and what the database keeps:
//! every acknowledged move stored exactly once, every command answered, the bot back within
//! 2 s of the database, each scheduled notice posted once, and the operator told of each
//! outage once. (On the PostgreSQL run of the tests only; SQLite's disk-full case runs
//! always.)

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use tabiya_engine::{uci, Color, Game, Move, Variant};

/// What the proxy does to the traffic it carries.
struct Faults {
    /// Every connection open now (both of its sockets), to be cut.
    open: Mutex<Vec<TcpStream>>,
    /// New connections are refused until then (the listening socket is closed).
    refuse_until: Mutex<Option<Instant>>,
    /// Each piece of traffic is forwarded this late.
    delay: Mutex<Duration>,
    /// Nothing is forwarded at all (a black hole); connections stay open.
    hold: AtomicBool,
    stop: AtomicBool,
}

/// A TCP proxy on 127.0.0.1 that injects faults. Stops when dropped.
pub struct Proxy {
    port: u16,
    faults: Arc<Faults>,
    accepting: Option<std::thread::JoinHandle<()>>,
}

impl Proxy {
    /// A proxy to `upstream`, on a free port of its own.
    pub fn start(upstream: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port for the proxy");
        let port = listener.local_addr().expect("port").port();
        let faults = Arc::new(Faults {
            open: Mutex::new(Vec::new()),
            refuse_until: Mutex::new(None),
            delay: Mutex::new(Duration::ZERO),
            hold: AtomicBool::new(false),
            stop: AtomicBool::new(false),
        });
        let shared = Arc::clone(&faults);
        let accepting = std::thread::spawn(move || accept(listener, port, upstream, &shared));
        Proxy {
            port,
            faults,
            accepting: Some(accepting),
        }
    }

    /// The PostgreSQL URL `url` with its server replaced by this proxy.
    pub fn url(&self, url: &str) -> String {
        let (scheme, rest) = url.split_once("://").expect("a URL");
        let (user, rest) = rest.split_once('@').expect("a user in the URL");
        let (_server, path) = rest.split_once('/').expect("a database in the URL");
        format!("{scheme}://{user}@127.0.0.1:{}/{path}", self.port)
    }

    /// Closes every connection, both ways, as a server restart or a pooler's cut would.
    pub fn cut(&self) {
        for s in self.faults.open.lock().expect("open").drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }

    /// Refuses new connections for `d` (nothing listens), starting now.
    pub fn refuse_for(&self, d: Duration) {
        *self.faults.refuse_until.lock().expect("refuse") = Some(Instant::now() + d);
        // Let the accepting thread close its socket before anyone connects.
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Forwards everything `d` late.
    pub fn delay(&self, d: Duration) {
        *self.faults.delay.lock().expect("delay") = d;
    }

    /// Swallows all traffic (`true`) or carries it again (`false`).
    pub fn hold(&self, on: bool) {
        self.faults.hold.store(on, Ordering::SeqCst);
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.faults.stop.store(true, Ordering::SeqCst);
        self.cut();
        if let Some(t) = self.accepting.take() {
            let _ = t.join();
        }
    }
}

fn accept(listener: TcpListener, port: u16, upstream: SocketAddr, faults: &Arc<Faults>) {
    let mut listener = Some(listener);
    while !faults.stop.load(Ordering::SeqCst) {
        let refusing = faults
            .refuse_until
            .lock()
            .expect("refuse")
            .is_some_and(|t| Instant::now() < t);
        if refusing {
            listener = None;
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        let Some(l) = &listener else {
            // std sets SO_REUSEADDR: the port is taken again at once.
            listener = TcpListener::bind(("127.0.0.1", port)).ok();
            if let Some(l) = &listener {
                l.set_nonblocking(true).expect("nonblocking");
            } else {
                std::thread::sleep(Duration::from_millis(5));
            }
            continue;
        };
        l.set_nonblocking(true).expect("nonblocking");
        match l.accept() {
            Ok((client, _)) => {
                let _ = client.set_nonblocking(false);
                let Ok(server) = TcpStream::connect(upstream) else {
                    continue;
                };
                let pair = [
                    client.try_clone().expect("clone"),
                    server.try_clone().expect("clone"),
                ];
                faults.open.lock().expect("open").extend(pair);
                for (from, to) in [
                    (
                        client.try_clone().expect("clone"),
                        server.try_clone().expect("clone"),
                    ),
                    (server, client),
                ] {
                    let faults = Arc::clone(faults);
                    std::thread::spawn(move || pump(from, to, &faults));
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(2));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}

/// Carries one direction of a connection until either side closes it.
fn pump(mut from: TcpStream, mut to: TcpStream, faults: &Faults) {
    let _ = from.set_read_timeout(Some(Duration::from_millis(20)));
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        if faults.stop.load(Ordering::SeqCst) {
            break;
        }
        if faults.hold.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(5));
            continue;
        }
        match from.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => {
                let delay = *faults.delay.lock().expect("delay");
                if !delay.is_zero() {
                    std::thread::sleep(delay);
                }
                if to.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => break,
        }
    }
    let _ = from.shutdown(std::net::Shutdown::Both);
    let _ = to.shutdown(std::net::Shutdown::Both);
}

/// The PostgreSQL server behind `url`.
pub fn server_of(url: &str) -> SocketAddr {
    let rest = url.split_once('@').expect("user").1;
    let server = rest.split_once('/').expect("database").0;
    let (host, port) = server.split_once(':').unwrap_or((server, "5432"));
    let host = if host == "localhost" {
        "127.0.0.1"
    } else {
        host
    };
    format!("{host}:{port}").parse().expect("a server address")
}

/// The console binary on `db` through the proxy, its answers read line by line.
struct Console {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
    log: Arc<Mutex<String>>,
}

impl Console {
    fn start(db: &str, dir: &std::path::Path, timeout_seconds: u64) -> Console {
        std::fs::write(
            dir.join("config.toml"),
            format!(
                "[database]\nstatement_timeout = {timeout_seconds}\n[console]\nimages = \"\"\n"
            ),
        )
        .expect("config");
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabiya"))
            .args(["console", "--config", "config.toml", "--db", db])
            .current_dir(dir)
            .env_remove("TABIYA_CONFIG")
            .env_remove("DATABASE_URL")
            .env("RUST_LOG", "info")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("tabiya starts");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let stderr = child.stderr.take().expect("stderr");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let log = Arc::new(Mutex::new(String::new()));
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut log = sink.lock().expect("log");
                log.push_str(&line);
                log.push('\n');
            }
        });
        Console {
            child,
            stdin,
            lines,
            log,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write");
        self.stdin.flush().expect("flush");
    }

    /// The next line of output, within `wait`.
    fn next(&self, wait: Duration) -> Option<String> {
        self.lines.recv_timeout(wait).ok()
    }

    /// Lines until one that `done` accepts (returned last), within `wait`.
    fn until(&self, wait: Duration, done: impl Fn(&str) -> bool) -> Vec<String> {
        let end = Instant::now() + wait;
        let mut seen = Vec::new();
        while let Some(left) = end.checked_duration_since(Instant::now()) {
            match self.next(left) {
                Some(l) => {
                    let last = done(&l);
                    seen.push(l);
                    if last {
                        return seen;
                    }
                }
                None => break,
            }
        }
        panic!("no such line within {wait:?}; saw {seen:?}");
    }

    /// Every line that comes within `quiet` of the last one.
    fn drain(&self, quiet: Duration) -> Vec<String> {
        std::iter::from_fn(|| self.next(quiet)).collect()
    }

    fn log(&self) -> String {
        self.log.lock().expect("log").clone()
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What the console said to a move: played, or the service is restarting.
fn is_played(line: &str) -> bool {
    line.starts_with("#1 ")
}

fn is_restarting(line: &str) -> bool {
    line.contains("The game service is restarting; nothing was changed.")
}

/// A game the test plays: its moves as the players send them, and the moves the bot
/// acknowledged, as stored (`m w e2e3`).
struct Play {
    game: Game,
    acknowledged: Vec<String>,
    /// Seed for the choice of moves.
    rng: u64,
}

impl Play {
    fn new() -> Play {
        Play {
            game: Game::new(Variant::historical("shatranj", &[]).expect("game")),
            acknowledged: Vec::new(),
            rng: 0x5EED_F00D,
        }
    }

    /// The next move: its command line, and how it is stored.
    fn next_move(&mut self) -> (Move, String, String) {
        let color = self.game.to_move()[0];
        let legal = self.game.legal_moves(color);
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        let m = legal[(self.rng % legal.len() as u64) as usize];
        let text = uci::to_uci(&m, self.game.position());
        let (who, side) = if color == Color::White {
            ("alice", 'w')
        } else {
            ("bob", 'b')
        };
        (m, format!("{who} /move {text}"), format!("m {side} {text}"))
    }

    fn played(&mut self, m: Move, stored: String) {
        let color = self.game.to_move()[0];
        self.game.play(color, m).expect("legal");
        self.acknowledged.push(stored);
    }

    fn over(&self) -> bool {
        self.game.outcome().is_some()
    }
}

/// Sends the next move once (`wait` for the answer): whether it was played. Any answer
/// other than played or restarting fails the test.
fn move_once(console: &mut Console, play: &mut Play, wait: Duration) -> bool {
    let (m, line, stored) = play.next_move();
    console.send(&line);
    let answer = console.until(wait, |l| is_played(l) || is_restarting(l));
    let last = answer.last().expect("an answer");
    let played = is_played(last);
    if played {
        play.played(m, stored);
    }
    // The rest of the answer (a check, the next player's turn): one answer a command.
    let rest = console.drain(Duration::from_millis(100));
    assert!(
        !rest.iter().any(|l| is_restarting(l) || is_played(l)),
        "one answer to one command: {answer:?} then {rest:?}"
    );
    played
}

/// The moves stored for game 1.
fn stored_moves(db: &str) -> Vec<String> {
    let db = std::path::PathBuf::from(db);
    std::thread::spawn(move || {
        let conn = tabiya_bot::storage::open(&db).expect("reopen");
        tabiya_bot::storage::actions(&conn, 1).unwrap_or_default()
    })
    .join()
    .expect("read")
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tabiya-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// The PostgreSQL database of a test, and its proxy; `None` on the SQLite run.
fn postgres_through_proxy(name: &str) -> Option<(String, Proxy, std::path::PathBuf)> {
    std::env::var("TABIYA_TEST_POSTGRES").ok()?;
    let dir = temp_dir(name);
    let db = crate::support::durable_db(&dir.join("unused.db"));
    let db = db.to_str().expect("url").to_owned();
    let proxy = Proxy::start(server_of(&db));
    Some((db, proxy, dir))
}

fn start_game(console: &mut Console, days: u32) {
    console.send(&format!(
        "alice /challenge @bob shatranj color:white days:{days}"
    ));
    console.send("bob /accept");
    console.until(Duration::from_secs(20), |l| l.starts_with("Game #1:"));
    console.drain(Duration::from_millis(200));
}

/// The operator's log lines about the connection: lost, and back.
fn outages(log: &str) -> (usize, usize) {
    let lost = log
        .lines()
        .filter(|l| {
            l.contains("WARN") && l.contains("PostgreSQL connection to") && l.contains("lost")
        })
        .count();
    let back = log
        .lines()
        .filter(|l| l.contains("INFO") && l.contains("is back after"))
        .count();
    (lost, back)
}

#[test]
fn postgres_cut_refused_and_cut_again_loses_nothing_and_doubles_nothing() {
    let Some((db, proxy, dir)) = postgres_through_proxy("faults-cut") else {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set (tools/test-all sets it for the PostgreSQL run)");
        return;
    };
    let mut console = Console::start(&proxy.url(&db), &dir, 10);
    start_game(&mut console, 14);
    let mut play = Play::new();
    let wait = Duration::from_secs(15);
    for _ in 0..4 {
        assert!(
            move_once(&mut console, &mut play, wait),
            "a move before any fault"
        );
    }

    // 1. The connection is cut between two moves: the next move reconnects and is played.
    proxy.cut();
    for _ in 0..4 {
        assert!(
            move_once(&mut console, &mut play, wait),
            "a move after the cut is played on a new connection, not refused"
        );
    }

    // 2. Cut, and connections refused for 5 s: the player hears the service is restarting,
    // at once; once the database is back, the bot answers within 2 s.
    proxy.refuse_for(Duration::from_secs(5));
    let back_at = Instant::now() + Duration::from_secs(5);
    proxy.cut();
    let asked = Instant::now();
    assert!(
        !move_once(&mut console, &mut play, wait),
        "a move while the database is away is not played"
    );
    let refused_in = asked.elapsed();
    assert!(
        refused_in < Duration::from_secs(4),
        "the refusal came at once, not after a wait: {refused_in:?}"
    );
    let played_at = loop {
        if move_once(&mut console, &mut play, wait) {
            break Instant::now();
        }
        assert!(
            Instant::now() < back_at + Duration::from_secs(10),
            "the bot did not come back"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    let late = played_at.saturating_duration_since(back_at);
    eprintln!(
        "faults: refused at once in {:?}; back {late:?} after the database was",
        refused_in
    );
    assert!(
        late < Duration::from_secs(2),
        "the bot answered normally {late:?} after the database came back (at most 2 s); log:\n{}",
        console.log()
    );

    // 3. A batch of moves in flight, and the connection cut after the first is answered:
    // every command gets an answer.
    let mut sent = Vec::new();
    let mut ahead = Play {
        game: play.game.clone(),
        acknowledged: Vec::new(),
        rng: play.rng,
    };
    for _ in 0..8 {
        if ahead.over() {
            break;
        }
        let (m, line, stored) = ahead.next_move();
        ahead.played(m, stored.clone());
        sent.push((m, line, stored));
    }
    for (_, line, _) in &sent {
        console.send(line);
    }
    let mut answers = 0;
    let mut refused = false;
    for (i, (m, _, stored)) in sent.iter().enumerate() {
        let answer = console.until(wait, |l| {
            is_played(l)
                || is_restarting(l)
                || l.starts_with("(to alice)")
                || l.starts_with("(to bob)")
        });
        answers += 1;
        if i == 0 {
            proxy.cut();
        }
        if is_played(answer.last().expect("answer")) && !refused {
            play.played(*m, stored.clone());
        } else {
            // A refused move: the ones queued behind it are not the position's anymore.
            refused = true;
        }
    }
    assert_eq!(
        answers,
        sent.len(),
        "every command of the batch is answered"
    );
    console.drain(Duration::from_millis(300));

    // Every acknowledged move is stored, once, in order; nothing else is.
    assert_eq!(
        stored_moves(&db),
        play.acknowledged,
        "the stored moves are exactly the acknowledged ones"
    );
    // The operator heard of each outage once, and of its end once.
    let log = console.log();
    let (lost, back) = outages(&log);
    assert!(
        (2..=3).contains(&lost) && lost == back,
        "one WARN per outage and one INFO per return: {lost} lost, {back} back in\n{log}"
    );
    assert!(
        !log.contains("ERROR"),
        "no error line for a fault the bot knows:\n{log}"
    );
    drop(console);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn postgres_scheduler_notices_across_a_cut_are_posted_once() {
    let Some((db, proxy, dir)) = postgres_through_proxy("faults-scheduler") else {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set");
        return;
    };
    let mut console = Console::start(&proxy.url(&db), &dir, 10);
    start_game(&mut console, 1);
    for m in ["alice /move e2e3", "bob /move e7e6"] {
        console.send(m);
        console.until(Duration::from_secs(15), is_played);
        console.drain(Duration::from_millis(200));
    }
    let mut out = Vec::new();
    // The reminder falls due; the connection is cut just before the scheduler acts.
    console.send(":wait 20h");
    proxy.cut();
    for _ in 0..4 {
        console.send("alice /games");
        out.extend(console.until(Duration::from_secs(15), |l| l.starts_with("(to alice)")));
        out.extend(console.drain(Duration::from_millis(200)));
    }
    // The move's deadline passes: a timeout, across another cut.
    console.send(":wait 2d");
    proxy.cut();
    for _ in 0..4 {
        console.send("bob /games");
        out.extend(console.until(Duration::from_secs(15), |l| l.starts_with("(to bob)")));
        out.extend(console.drain(Duration::from_millis(200)));
    }
    let reminders = out
        .iter()
        .filter(|l| l.starts_with("→ @alice") && l.contains("left for your move in game #1"))
        .count();
    let timeouts = out
        .iter()
        .filter(|l| l.starts_with("→ Game #1 is over: @alice ran out of time"))
        .count();
    assert_eq!(reminders, 1, "the reminder is posted once: {out:#?}");
    assert_eq!(timeouts, 1, "the timeout is posted once: {out:#?}");
    assert!(
        !out.iter().any(|l| is_restarting(l)),
        "the server stayed up: every command was carried out on a new connection: {out:#?}"
    );
    drop(console);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn postgres_silent_network_times_out_instead_of_hanging() {
    let Some((db, proxy, dir)) = postgres_through_proxy("faults-hang") else {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set");
        return;
    };
    // A statement may take 1 s; the client gives up 2 s after that.
    let mut console = Console::start(&proxy.url(&db), &dir, 1);
    start_game(&mut console, 14);
    let mut play = Play::new();
    let wait = Duration::from_secs(30);
    assert!(move_once(&mut console, &mut play, wait));
    // Slow, but within the deadline: played.
    proxy.delay(Duration::from_millis(100));
    assert!(
        move_once(&mut console, &mut play, wait),
        "a slow network is waited for"
    );
    proxy.delay(Duration::ZERO);
    // Nothing comes back at all: the player is answered within seconds, not never.
    proxy.hold(true);
    let asked = Instant::now();
    assert!(!move_once(&mut console, &mut play, wait));
    let answered_in = asked.elapsed();
    eprintln!("faults: a silent network answered in {answered_in:?} (statement timeout 1 s)");
    assert!(
        answered_in < Duration::from_secs(12),
        "answered after {answered_in:?}"
    );
    proxy.hold(false);
    proxy.cut();
    let until = Instant::now() + Duration::from_secs(10);
    while !move_once(&mut console, &mut play, wait) {
        assert!(Instant::now() < until, "the bot came back");
        std::thread::sleep(Duration::from_millis(200));
    }
    console.drain(Duration::from_millis(300));
    assert_eq!(stored_moves(&db), play.acknowledged);
    let log = console.log();
    assert!(log.contains("no answer within"), "the log says why:\n{log}");
    drop(console);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn postgres_unreachable_at_start_up_is_waited_for() {
    let Some((db, proxy, dir)) = postgres_through_proxy("faults-start") else {
        eprintln!("skipped: TABIYA_TEST_POSTGRES is not set");
        return;
    };
    proxy.refuse_for(Duration::from_secs(3));
    let started = Instant::now();
    let mut console = Console::start(&proxy.url(&db), &dir, 10);
    // Typed while the bot waits: answered once it is up.
    start_game(&mut console, 14);
    assert!(started.elapsed() >= Duration::from_secs(2));
    let log = console.log();
    assert!(
        log.contains("waiting for it, trying again in"),
        "the bot says it waits:\n{log}"
    );
    drop(console);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sqlite_disk_full_is_named_to_the_operator_and_explained_to_the_player() {
    use tabiya_bot::service::{Incoming, Service};
    let dir = temp_dir("faults-full");
    let log = crate::support::LogBuffer::default();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(log.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let mut service = Service::open(&dir.join("full.db"), "console").expect("open");
    service.set_images(false);
    let mut n = 0;
    let mut say = |service: &mut Service, user: &str, text: &str| {
        n += 1;
        let replies = service.handle(&Incoming {
            event_id: &format!("e{n}"),
            user,
            channel: "console",
            text,
            now: 1_700_000_000 + n,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        });
        replies
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    say(
        &mut service,
        "alice",
        "/challenge @bob shatranj color:white",
    );
    assert!(say(&mut service, "bob", "/accept").contains("Game #1"));
    // The disk is full: SQLite may not grow the file by a page.
    let pages: i64 = service
        .storage()
        .raw()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .expect("pages");
    service
        .storage()
        .raw()
        .pragma_update(None, "max_page_count", pages)
        .expect("cap");
    let mut refused = None;
    for i in 0..400 {
        let text = say(
            &mut service,
            &format!("p{i}"),
            &format!("/challenge @q{i} shatranj"),
        );
        if text.contains("cannot save") {
            refused = Some(text);
            break;
        }
    }
    let refused = refused.expect("a write is refused once the disk is full");
    assert!(
        refused.contains("nothing was changed"),
        "the player hears nothing was kept: {refused}"
    );
    assert!(
        log.text().contains("disk full (SQLITE_FULL)"),
        "the operator reads disk full: {}",
        log.text()
    );
    // Room again: the bot works at once.
    service
        .storage()
        .raw()
        .pragma_update(None, "max_page_count", 1_073_741_823i64)
        .expect("uncap");
    assert!(say(&mut service, "alice", "/move e2e3").starts_with("#1 "));
    let _ = std::fs::remove_dir_all(&dir);
}
