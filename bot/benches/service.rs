//! The service path under load: thousands of concurrent games, each move parsed, validated
//! against the game, committed and (optionally) rendered; beside it the raw SQLite commit
//! rate with the same pragmas. Criterion measures the rates; a table after it gives each
//! load's moves/s, p50 and p99 latency and the service's share of the raw commit rate.
//!
//! `cargo bench -p tabiya-bot --bench service` (release). Figures are in the book's Speed page (docs/book/src/contributors/speed.md).
//! Only the service's own calls are timed: the harness's random player, which picks each
//! move from its own copy of the game, runs outside the clock.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput};
use tabiya_bot::service::{Incoming, Service};
use tabiya_engine::{uci, Color, Game, Variant};

/// Games in play at once.
const GAMES: usize = 2000;

/// One game of the load: its players, channel and the harness's own copy of it.
struct Table {
    white: String,
    black: String,
    channel: String,
    game: Game,
}

/// A service with [`GAMES`] games in progress and a random player for each.
struct Load {
    service: Service,
    tables: Vec<Table>,
    variant: Variant,
    next: usize,
    event: u64,
    now: i64,
    rng: u64,
    restarts: usize,
}

impl Load {
    fn new(db: &Path, images: bool) -> Load {
        let _ = std::fs::remove_file(db);
        let mut service = Service::open(db, "bench").expect("service");
        service.set_images(images);
        let mut load = Load {
            service,
            tables: Vec::with_capacity(GAMES),
            variant: Variant::historical("shatranj", &[]).expect("game"),
            next: 0,
            event: 0,
            now: 1_800_000_000,
            rng: 7,
            restarts: 0,
        };
        for g in 0..GAMES {
            let table = load.start(format!("w{g}"), format!("b{g}"), format!("c{g}"));
            load.tables.push(table);
        }
        load
    }

    fn send(&mut self, user: &str, channel: &str, text: &str) {
        self.event += 1;
        self.now += 1;
        let id = self.event.to_string();
        let replies = self.service.handle(&Incoming {
            event_id: &id,
            user,
            channel,
            text,
            now: self.now,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        });
        assert!(!replies.is_empty(), "{text}");
    }

    /// A new game between two players in a channel where they have none in progress.
    fn start(&mut self, white: String, black: String, channel: String) -> Table {
        self.send(
            &white,
            &channel,
            &format!("/challenge @{black} shatranj color:white days:14"),
        );
        self.send(&black, &channel, "/accept");
        Table {
            white,
            black,
            channel,
            game: Game::new(self.variant),
        }
    }

    /// The next `n` moves, one in each of `n` different games; finished games are replaced
    /// by new ones first. Runs outside the clock.
    fn batch(&mut self, n: usize) -> Vec<(String, String, String, String)> {
        let mut out = Vec::with_capacity(n);
        for _ in 0..n {
            let g = self.next;
            self.next = (self.next + 1) % GAMES;
            if self.tables[g].game.outcome().is_some() {
                self.restarts += 1;
                let t = &self.tables[g];
                let (white, black) = (t.white.clone(), t.black.clone());
                let channel = format!("c{g}.{}", self.restarts);
                self.tables[g] = self.start(white, black, channel);
            }
            let t = &mut self.tables[g];
            let color = t.game.to_move()[0];
            let legal = t.game.legal_moves(color);
            self.rng ^= self.rng << 13;
            self.rng ^= self.rng >> 7;
            self.rng ^= self.rng << 17;
            let m = legal[(self.rng % legal.len() as u64) as usize];
            let text = format!("/move {}", uci::to_uci(&m, t.game.position()));
            let who = if color == Color::White {
                t.white.clone()
            } else {
                t.black.clone()
            };
            t.game.play(color, m).expect("legal");
            self.event += 1;
            out.push((self.event.to_string(), who, t.channel.clone(), text));
        }
        self.now += 1;
        out
    }

    /// Sends `n` moves at once and returns how long the service took.
    fn step(&mut self, n: usize) -> Duration {
        let texts = self.batch(n);
        let incoming: Vec<Incoming<'_>> = texts
            .iter()
            .map(|(id, who, ch, text)| Incoming {
                event_id: id,
                user: who,
                channel: ch,
                text,
                now: self.now,
                game: None,
                name: None,
                moderator: false,
                platform: None,
                locale: None,
                place_locale: None,
            })
            .collect();
        let t = Instant::now();
        let answers = self.service.handle_batch(&incoming);
        let took = t.elapsed();
        for replies in answers {
            assert!(
                replies.iter().all(|r| r.text.starts_with('#')),
                "{:?}",
                replies.first().map(|r| &r.text)
            );
        }
        took
    }
}

/// What the table after Criterion's report shows for one load.
#[derive(Default)]
struct Tally {
    /// Time per call (a batch waits for its commit as a whole).
    calls: Vec<Duration>,
    items: usize,
}

impl Tally {
    fn rate(&self) -> f64 {
        self.items as f64 / self.calls.iter().sum::<Duration>().as_secs_f64()
    }

    /// Counts `iters` items timed together as `took`, each taking an equal share.
    fn evenly(&mut self, took: Duration, iters: u64) {
        self.calls
            .extend(std::iter::repeat_n(took / iters as u32, iters as usize));
        self.items += iters as usize;
    }

    fn percentile(&self, p: f64) -> Duration {
        let mut sorted = self.calls.clone();
        sorted.sort();
        sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
    }
}

type Tallies = Rc<RefCell<Vec<(String, Tally)>>>;

fn tally<'a>(tallies: &'a mut [(String, Tally)], name: &str) -> &'a mut Tally {
    let i = tallies
        .iter()
        .position(|(n, _)| n == name)
        .expect("registered");
    &mut tallies[i].1
}

fn raw(c: &mut Criterion, dir: &Path, tallies: &Tallies) {
    let mut group = c.benchmark_group("sqlite");
    group.throughput(Throughput::Elements(1));

    let db = dir.join("raw.db");
    let _ = std::fs::remove_file(&db);
    let mut conn = tabiya_bot::storage::open(&db).expect("same pragmas");
    conn.raw()
        .execute_batch("CREATE TABLE raw (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        .expect("table");
    let name = "raw SQLite: one small insert a commit, same pragmas";
    tallies
        .borrow_mut()
        .push((name.to_owned(), Tally::default()));
    let mut i = 0u64;
    group.bench_function("one insert a commit", |b| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                i += 1;
                let tx = tabiya_bot::storage::write(&mut conn).expect("tx");
                tx.execute(
                    "INSERT INTO raw (body) VALUES (?1)",
                    [format!("m w e2e3 {i}")],
                )
                .expect("insert");
                tx.commit().expect("commit");
            }
            let took = start.elapsed();
            tally(&mut tallies.borrow_mut(), name).evenly(took, iters);
            took
        });
    });

    // What a move must write, without the service: the same rows (the game with its record,
    // outbox, event) in one commit, through prepared statements on the real schema.
    let db = dir.join("raw-move.db");
    let _ = std::fs::remove_file(&db);
    let conn = tabiya_bot::storage::open(&db).expect("same pragmas");
    conn.raw()
        .execute_batch("INSERT INTO players (platform, handle) VALUES ('b', 'w'), ('b', 'b');")
        .expect("players");
    let games = 2000i64;
    for g in 0..games {
        conn.raw().execute(
            "INSERT INTO games (variant, white, black, channel, days, deadline, created_at) VALUES ('shatranj', 1, 2, ?1, 3, ?2, 0)",
            rusqlite::params![format!("c{g}"), 1_000_000 + g],
        )
        .expect("game");
    }
    let name = "raw SQLite: a move's three writes (game and record, outbox, event) a commit";
    tallies
        .borrow_mut()
        .push((name.to_owned(), Tally::default()));
    let mut i = 0i64;
    group.bench_function("a move's three writes a commit", |b| {
        b.iter_custom(|iters| {
            let start = Instant::now();
            for _ in 0..iters {
                i += 1;
                let g = i % games + 1;
                tabiya_bot::storage::begin(&conn).expect("begin");
                conn.raw().prepare_cached(
                    "UPDATE games SET version = version + 1, deadline = ?2, record = record || char(10) || 'm w e2e3',
                                      record_at = record_at || ' ' || (?3 - created_at) WHERE id = ?1",
                )
                .and_then(|mut s| s.execute(rusqlite::params![g, 2_000_000 + i, i]))
                .expect("game");
                conn.raw().prepare_cached("INSERT INTO outbox (channel, recipient, body, game_id, created_at) VALUES ('c', 'w', 'Your move in game #1, @w.', ?1, ?2)")
                    .and_then(|mut s| s.execute(rusqlite::params![g, i]))
                    .expect("outbox");
                conn.raw().prepare_cached("INSERT INTO events (platform, event_id, replies, at) VALUES ('b', ?1, 'public#1:#1 e3 — pawn e2→e3. @b (Black) to move.', ?2)")
                    .and_then(|mut s| s.execute(rusqlite::params![i.to_string(), i]))
                    .expect("event");
                tabiya_bot::storage::commit(&conn).expect("commit");
            }
            let took = start.elapsed();
            tally(&mut tallies.borrow_mut(), name).evenly(took, iters);
            took
        });
    });
    group.finish();
}

fn service(c: &mut Criterion, dir: &Path, tallies: &Tallies, filter: Option<&str>) {
    let mut group = c.benchmark_group("service");
    let loads: &[(bool, usize)] = &[
        (false, 1),
        (false, 16),
        (false, 64),
        (false, 256),
        (true, 1),
    ];
    for &(images, batch) in loads {
        let id = BenchmarkId::new(if images { "moves+images" } else { "moves" }, batch);
        // A filtered run builds only the loads it measures (before the clock: Criterion's
        // warm-up would count the building).
        let full = format!(
            "service/{}/{batch}",
            if images { "moves+images" } else { "moves" }
        );
        if filter.is_some_and(|f| !full.contains(f)) {
            continue;
        }
        let mut load = Load::new(&dir.join(format!("service-{images}-{batch}.db")), images);
        let name = format!(
            "service {}, {}",
            if images {
                "with board images"
            } else {
                "without images"
            },
            if batch == 1 {
                "one command at a time".to_owned()
            } else {
                format!("{batch} commands pending at once")
            }
        );
        tallies.borrow_mut().push((name.clone(), Tally::default()));
        if images {
            group.sample_size(10);
        }
        group.throughput(Throughput::Elements(batch as u64));
        group.bench_function(id, |b| {
            b.iter_custom(|iters| {
                let mut took = Duration::ZERO;
                let mut calls = Vec::with_capacity(iters as usize);
                for _ in 0..iters {
                    let t = load.step(batch);
                    calls.push(t);
                    took += t;
                }
                let mut all = tallies.borrow_mut();
                let t = tally(&mut all, &name);
                t.calls.extend(calls);
                t.items += iters as usize * batch;
                took
            });
        });
    }
    group.finish();
}

fn main() {
    let dir: PathBuf = std::env::temp_dir().join(format!("tabiya-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let tallies: Tallies = Rc::default();
    let mut c = Criterion::default().configure_from_args();
    raw(&mut c, &dir, &tallies);
    // Criterion's filter is the first argument that is not a flag.
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filter = args
        .iter()
        .find(|a| !a.starts_with('-'))
        .map(String::as_str);
    service(&mut c, &dir, &tallies, filter);
    c.final_summary();

    let all = tallies.borrow();
    let raw_rate = all
        .iter()
        .find(|(n, _)| n.starts_with("raw SQLite: one"))
        .filter(|(_, t)| t.items > 0)
        .map(|(_, t)| t.rate());
    println!("\n| | rate | latency p50 | p99 | share of the raw commit rate |");
    println!("|---|---|---|---|---|");
    for (name, t) in all.iter().filter(|(_, t)| t.items > 0) {
        let share = match raw_rate {
            Some(r) if name.starts_with("service") => format!("{:.0}%", 100.0 * t.rate() / r),
            _ => String::new(),
        };
        println!(
            "| {name} ({} items) | {:.0}/s | {:.3} ms | {:.3} ms | {share} |",
            t.items,
            t.rate(),
            t.percentile(0.5).as_secs_f64() * 1e3,
            t.percentile(0.99).as_secs_f64() * 1e3,
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
