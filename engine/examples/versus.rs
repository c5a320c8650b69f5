//! The top level against any UCI engine: a match from varied openings, colours swapped,
//! refereed by Tabiya's own rules, with the score and the Elo difference and its error bars.
//!
//! `cargo run --release -p tabiya-engine --example versus -- GAME ENGINE [GAMES] [MS] [PARALLEL] [FIRST]`
//!
//! - `GAME` is Fairy-Stockfish's name for the game (`makruk`, `xiangqi`, `janggi`, `shogi`,
//!   …), told to the engine as `UCI_Variant`. Tabiya plays and referees Fairy-Stockfish's
//!   reading of it ([`Variant::fairy`]), so both sides play one game: where a game's
//!   historical reading differs (Janggi's passes and its kings facing), the engine's moves
//!   would otherwise be refused.
//! - `ENGINE` is the path of the other engine, spoken to over UCI with one thread and a 64 MB
//!   table (`TABIYA_VERSUS_OPTIONS="Name=value;Name=value"` sets other options).
//! - `GAMES` (100) games of `MS` (100) milliseconds a move for each side, `PARALLEL` (1) at a
//!   time, from game number `FIRST` (0). Each side thinks `MS` milliseconds a move: Tabiya's
//!   search is its top level's (no noise, the game's evaluation) with a time limit in place of
//!   the level's depth and node budget, keeping its table and history from one move to the
//!   next through the game (`search::Memory`), as the other engine keeps its own.
//!
//! Each opening is a few random half-moves fixed by the pair's number, played twice, colours
//! swapped. Tabiya's [`Game`] referees every move the engine sends: a move it refuses, or
//! none, loses the game for the engine. A game not over after 400 half-moves is a draw.
//! Makruk's board's-honour count is started for either side when it may and its search sees
//! itself a pawn or more behind.
//!
//! With `TABIYA_VERSUS_ENGINE_MS=N` the other engine thinks N milliseconds a move instead
//! (a time handicap: where the equal-time score is too near 0% to measure a difference).
//!
//! With `TABIYA_VERSUS_DEPTH=N`, both sides search N plies a move instead of for a time
//! (`go depth N` for the engine): the two searches compared ply for ply, whatever each
//! spends on a ply.
//!
//! With `TABIYA_VERSUS_LEVEL=N` (1–8), Tabiya plays level N as players meet it in the bot
//! (`computer::choose`: a fresh search each move, the level's depth, node budget and noise)
//! instead of the top level with `MS` a move; `MS` is then the engine's time alone. With
//! `TABIYA_VERSUS_OPTIONS="UCI_LimitStrength=true;UCI_Elo=E"` the match says where the level
//! stands on Fairy-Stockfish's `UCI_Elo` scale: E plus the Elo difference it prints.
//!
//! With `TABIYA_VERSUS_WEIGHTS=FILE`, Tabiya evaluates with the game's weights changed by
//! FILE's lines (`NAME VALUE`, as `engine/examples/tune.rs` writes them): a change of
//! weights tried against the engine before it is made.
//!
//! With `TABIYA_VERSUS_GAMES=FILE`, each game is appended to FILE as it ends: `GAME NUMBER
//! TABIYA-COLOUR TABIYA-HALF-POINTS HOW HALF-MOVES MOVES…`, so a long match can be played in
//! parts and a run stopped midway keeps what it played.
//!
//! With `TABIYA_VERSUS_POSITIONS=FILE`, each game's quiet positions (after the opening and
//! before half-move 200, not in check, not just after a capture) are appended to FILE, one
//! a line with the game's result for the side to move (1, 0.5 or 0), as the ladder writes
//! them: the material `engine/examples/tune.rs` fits the evaluation to, here from games
//! against a stronger engine rather than the computer's own. A game the engine forfeits
//! adds none. Positions from half-move 200 on are left out: most are an ending shuffled to
//! the move limit, and they would outnumber the rest.

use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use tabiya_engine::eval::Weights;
use tabiya_engine::search::Limits;
use tabiya_engine::{
    computer, fen, splitmix64 as mix, uci, Action, Color, Game, Outcome, Phase, Variant,
};

mod common;
use common::{Engine, Score};

/// Half-moves of random play before the engines take over.
const OPENING: usize = 4;
/// Half-moves after which a game is scored a draw.
const LONGEST: usize = 400;
/// Half-moves before which positions are kept for the tuner.
const QUIET_UNTIL: usize = 200;

/// How one game ended, for Tabiya: half-points (0–2), how, its length and its moves.
struct Played {
    half_points: u32,
    how: String,
    plies: usize,
    moves: Vec<String>,
    /// The quiet positions met (FEN), with the side to move.
    quiet: Vec<(String, Color)>,
    /// Whether the engine forfeited (a move refused, or none).
    forfeit: bool,
}

/// How Tabiya plays a match: to a depth, with other weights, or as a level of the bot.
#[derive(Clone, Copy)]
struct Playing {
    depth: Option<u32>,
    weights: Option<Weights>,
    level: Option<u8>,
}

fn play(
    variant: Variant,
    engine: &mut Engine,
    opening: u64,
    tabiya: Color,
    (ms, their_ms): (u64, u64),
    Playing {
        depth,
        weights,
        level,
    }: Playing,
) -> Played {
    let stop = AtomicBool::new(false);
    let mut game = Game::new(variant);
    engine.send("ucinewgame");
    // The position play started from (after any setup) and the moves since, in UCI.
    let mut start: Option<String> = None;
    let mut moves: Vec<String> = Vec::new();
    let mut n = 0usize;
    let mut forfeit: Option<String> = None;
    let mut quiet = Vec::new();
    // Tabiya's transposition table and history, kept from move to move as an engine keeps
    // them through a game (`search::Memory`).
    let mut memory = tabiya_engine::search::Memory::new();
    while game.outcome().is_none() && n < LONGEST {
        let Some(&color) = game.to_move().first() else {
            break;
        };
        if game.phase() != Phase::Play {
            // Setups (Janggi's arrangements) by Tabiya's lot for both sides.
            let action =
                computer::choose(&game, color, 8, mix(opening ^ n as u64), &stop).expect("a setup");
            game.act(action).expect("the setup");
            continue;
        }
        let pos = game.position().clone();
        let fen_now = start.get_or_insert_with(|| fen::fen(&pos)).clone();
        let legal = game.legal_moves(color);
        if legal.is_empty() {
            break;
        }
        let (m, score) = if n < OPENING {
            (
                legal[(mix(opening ^ n as u64) % legal.len() as u64) as usize],
                0,
            )
        } else if let Some(level) = level.filter(|_| color == tabiya) {
            // The level as the bot plays it: its own search each move, its noise chosen by
            // the opening and the moves made, and Makruk's count started as it decides.
            let salt = mix(opening ^ ((n as u64) << 32) ^ u64::from(level));
            match computer::choose(&game, color, level, salt, &stop) {
                Some(Action::Move { m, .. }) => (m, 0),
                Some(start @ Action::StartCount(_)) => {
                    game.act(start).expect("the count starts");
                    continue;
                }
                _ => break,
            }
        } else if color == tabiya {
            let limits = Limits {
                weights,
                ..match depth {
                    Some(depth) => Limits::depth(depth),
                    None => Limits {
                        time: Some(Duration::from_millis(ms)),
                        whole_time: true,
                        ..Limits::default()
                    },
                }
            };
            let report =
                computer::think_remembering(&game, color, &legal, limits, &stop, &mut memory);
            match report.best {
                Some(m) => (m, report.score),
                None => break,
            }
        } else {
            let go = match depth {
                Some(depth) => format!("go depth {depth}"),
                None => format!("go movetime {their_ms}"),
            };
            let (text, score) = engine.think(&fen_now, &moves, &go);
            let score = match score {
                Some(Score::Cp(cp)) => cp,
                Some(Score::Mate(n)) if n > 0 => 30_000,
                Some(Score::Mate(_)) => -30_000,
                None => 0,
            };
            match uci::parse_among(&text, &pos, &legal) {
                Ok(m) => (m, score),
                Err(e) => {
                    forfeit = Some(format!("engine-illegal:{text}:{e}"));
                    break;
                }
            }
        };
        // The side behind starts Makruk's count where it may, as the computer does.
        if score <= -100 && game.count().is_none() {
            let start = Action::StartCount(color);
            if game.clone().act(start).is_ok() {
                game.act(start).expect("the count starts");
            }
        }
        moves.push(uci::to_uci(&m, &pos));
        let capture = m.is_capture();
        game.act(Action::Move { color, m }).expect("a legal move");
        n += 1;
        let now = game.position();
        if n > OPENING
            && n < QUIET_UNTIL
            && !capture
            && !now.is_check()
            && game.phase() == Phase::Play
        {
            quiet.push((fen::fen(now), now.turn()));
        }
    }
    let forfeited = forfeit.is_some();
    let (half_points, how) = if let Some(f) = forfeit {
        (2, f)
    } else {
        match game.outcome() {
            Some(Outcome::Decisive { winner, reason }) => {
                (if winner == tabiya { 2 } else { 0 }, format!("{reason:?}"))
            }
            Some(Outcome::Draw { reason }) => (1, format!("{reason:?}")),
            None => (1, "move-limit".to_owned()),
        }
    };
    Played {
        half_points,
        how,
        plies: n,
        moves,
        quiet,
        forfeit: forfeited,
    }
}

/// The file the environment variable `var` names, opened to append to (shared by the
/// games' threads), if it is set; a file that cannot be opened stops the match at once.
fn appended(var: &str) -> Option<Mutex<std::fs::File>> {
    std::env::var_os(var).map(|path| {
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path);
        Mutex::new(file.unwrap_or_else(|e| {
            eprintln!("{var}: {}: {e}", path.to_string_lossy());
            std::process::exit(2)
        }))
    })
}

/// The Elo difference a score share gives.
fn elo(share: f64) -> f64 {
    let s = share.clamp(1e-4, 1.0 - 1e-4);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// The Elo difference of results (half-points per game, 0–2) with its 95% interval, from
/// the games' own spread of results.
fn rating(results: &[u32]) -> (f64, f64, f64) {
    let n = results.len() as f64;
    let xs: Vec<f64> = results.iter().map(|&r| f64::from(r) / 2.0).collect();
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
    let margin = 1.96 * (var / n).sqrt();
    (elo(mean), elo(mean - margin), elo(mean + margin))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: versus GAME ENGINE [GAMES] [MS] [PARALLEL] [FIRST]");
        std::process::exit(2);
    }
    let variant = Variant::fairy(&args[0]).unwrap_or_else(|e| {
        eprintln!("{}: {e}", args[0]);
        std::process::exit(2)
    });
    let path = args[1].clone();
    let number = |i: usize, default: u64| -> u64 {
        args.get(i).map_or(default, |g| {
            g.parse().unwrap_or_else(|_| {
                eprintln!("`{g}` is not a number");
                std::process::exit(2)
            })
        })
    };
    let games = number(2, 100) as usize;
    let ms = number(3, 100);
    let parallel = number(4, 1) as usize;
    let first = number(5, 0) as usize;
    let their_ms = match std::env::var("TABIYA_VERSUS_ENGINE_MS") {
        Ok(t) => t.parse().unwrap_or_else(|_| {
            eprintln!("TABIYA_VERSUS_ENGINE_MS: `{t}` is not a number");
            std::process::exit(2)
        }),
        Err(_) => ms,
    };
    let depth: Option<u32> = std::env::var("TABIYA_VERSUS_DEPTH").ok().map(|t| {
        t.parse().ok().filter(|&d| d > 0).unwrap_or_else(|| {
            eprintln!("TABIYA_VERSUS_DEPTH: `{t}` is not a number of plies");
            std::process::exit(2)
        })
    });
    let options: Vec<(String, String)> = std::env::var("TABIYA_VERSUS_OPTIONS")
        .unwrap_or_default()
        .split(';')
        .filter(|o| !o.trim().is_empty())
        .map(|o| match o.split_once('=') {
            Some((name, value)) => (name.trim().to_owned(), value.trim().to_owned()),
            None => {
                eprintln!("TABIYA_VERSUS_OPTIONS: `{o}` is not Name=value");
                std::process::exit(2)
            }
        })
        .collect();
    let level: Option<u8> = std::env::var("TABIYA_VERSUS_LEVEL").ok().map(|t| {
        t.parse()
            .ok()
            .filter(|l| tabiya_engine::computer::LEVELS.contains(l))
            .unwrap_or_else(|| {
                eprintln!("TABIYA_VERSUS_LEVEL: `{t}` is not a level (1 to 8)");
                std::process::exit(2)
            })
    });
    let weights = std::env::var_os("TABIYA_VERSUS_WEIGHTS").map(|path| {
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            eprintln!("TABIYA_VERSUS_WEIGHTS: {e}");
            std::process::exit(2)
        });
        Weights::of(variant).with_text(&text).unwrap_or_else(|e| {
            eprintln!("TABIYA_VERSUS_WEIGHTS: {e}");
            std::process::exit(2)
        })
    });
    let log = appended("TABIYA_VERSUS_GAMES");
    let positions = appended("TABIYA_VERSUS_POSITIONS");
    let next = AtomicUsize::new(first);
    let results = Mutex::new(Vec::new());
    let started = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..parallel.max(1) {
            s.spawn(|| {
                let mut engine = Engine::start(&path, &args[0], &options);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= first + games {
                        return;
                    }
                    let opening = mix(i as u64 / 2 + 1);
                    let tabiya = if i.is_multiple_of(2) {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let p = play(
                        variant,
                        &mut engine,
                        opening,
                        tabiya,
                        (ms, their_ms),
                        Playing {
                            depth,
                            weights,
                            level,
                        },
                    );
                    if let Some(file) = &log {
                        let line = format!(
                            "{} {i} {tabiya:?} {} {} {} {}\n",
                            args[0],
                            p.half_points,
                            p.how,
                            p.plies,
                            p.moves.join(" ")
                        );
                        let mut f = file.lock().expect("games");
                        f.write_all(line.as_bytes()).expect("write games");
                    }
                    if let Some(file) = positions.as_ref().filter(|_| !p.forfeit) {
                        let mut lines = String::new();
                        for (fen, turn) in &p.quiet {
                            let mine = if *turn == tabiya {
                                p.half_points
                            } else {
                                2 - p.half_points
                            };
                            lines.push_str(&format!("{fen}\t{}\n", f64::from(mine) / 2.0));
                        }
                        let mut f = file.lock().expect("positions");
                        f.write_all(lines.as_bytes()).expect("write positions");
                    }
                    eprintln!(
                        "game {i}: Tabiya {tabiya:?} {} ({}, {} plies)",
                        f64::from(p.half_points) / 2.0,
                        p.how,
                        p.plies
                    );
                    results
                        .lock()
                        .expect("results")
                        .push((p.half_points, p.how));
                }
            });
        }
    });
    let results = results.into_inner().expect("results");
    let points: Vec<u32> = results.iter().map(|r| r.0).collect();
    let (wins, draws, losses) = (
        points.iter().filter(|&&p| p == 2).count(),
        points.iter().filter(|&&p| p == 1).count(),
        points.iter().filter(|&&p| p == 0).count(),
    );
    let mut ends: std::collections::BTreeMap<&str, usize> = Default::default();
    for (_, how) in &results {
        *ends.entry(how.as_str()).or_default() += 1;
    }
    let (d, low, high) = rating(&points);
    // Every game lost, or every game won: the games' spread is nil and fixes no interval.
    let elo = if wins + draws == 0 || losses + draws == 0 {
        "Elo beyond what these games can measure".to_owned()
    } else {
        format!("Elo {d:+.0} (95%: {low:+.0} to {high:+.0})")
    };
    let pace = match (level, depth) {
        (Some(level), Some(depth)) => format!("level {level} (the engine {depth} plies a move)"),
        (Some(level), None) => format!("level {level} (the engine {their_ms} ms a move)"),
        (None, Some(depth)) => format!("{depth} plies a move, both"),
        (None, None) => format!("{ms} ms a move (the engine {their_ms})"),
    };
    println!(
        "{} at {pace}: Tabiya +{wins} ={draws} -{losses} of {} \
         ({:.1}%), {elo}, {:.0} s; ends: {ends:?}",
        args[0],
        points.len(),
        100.0 * f64::from(points.iter().sum::<u32>()) / (2.0 * points.len() as f64),
        started.elapsed().as_secs_f64(),
    );
    // A level against the engine held to a strength: where the level stands on its scale.
    let option = |name: &str| {
        options
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    if let (Some(level), Some("true"), Some(anchor)) = (
        level,
        option("UCI_LimitStrength"),
        option("UCI_Elo").and_then(|e| e.parse::<f64>().ok()),
    ) {
        if wins + draws > 0 && losses + draws > 0 {
            println!(
                "level {level} on the engine's UCI_Elo scale: {:.0} (95%: {:.0} to {:.0})",
                anchor + d,
                anchor + low,
                anchor + high
            );
        }
    }
}
