//! The computer's ladder: level A against level B, many games, openings varied.
//!
//! `cargo run --release -p tabiya-engine --example ladder -- GAME A B [GAMES] [THREADS] [FIRST]`
//!
//! Each opening is a few random moves (the same for a pair of games, colours swapped), then
//! the levels play it out with the game's own rules; a game not ended after 400 half-moves
//! counts as a draw. Prints A's score, its share, and how the games ended.
//!
//! With `TABIYA_LADDER_POSITIONS=FILE`, the quiet positions the levels met (not in check,
//! not just after a capture) are appended to FILE, one a line with the game's result for the
//! side to move (1, 0.5 or 0): the material `engine/examples/tune.rs` fits the evaluation to.
//! With `TABIYA_LADDER_WEIGHTS=FILE` (as the tuner writes it), level A evaluates with those
//! weights instead of the game's own: `ladder GAME 4 4` then tries a tuning against them.
//!
//! A long step can be played in parts: the games are numbered, each one's opening and play
//! fixed by its number (the search is deterministic), so `FIRST` starts at game FIRST (0 by
//! default) and the parts add up to the whole. With `TABIYA_LADDER_GAMES=FILE` each game
//! is appended to FILE as it ends (`GAME A B NUMBER HALF-POINTS-OF-A HOW HALF-MOVES`), so a
//! run stopped midway keeps what it played.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use tabiya_engine::eval::Weights;
use tabiya_engine::search::Limits;
use tabiya_engine::{computer, splitmix64 as mix, Action, Color, Game, Outcome, Variant};

/// Half-moves of random play before the levels take over.
const OPENING: usize = 4;
/// Half-moves after which a game is scored a draw.
const LONGEST: usize = 400;

/// One game: `first` plays the first player's side. Returns the first player's score (0, 1
/// or 2 half-points), how it ended, its quiet positions (FEN and the side to move) and its
/// length in half-moves.
fn play(
    variant: Variant,
    opening: u64,
    first: (u8, Option<Weights>),
    second: (u8, Option<Weights>),
) -> (u32, String, Vec<(String, Color)>, usize) {
    let stop = AtomicBool::new(false);
    let mut game = Game::new(variant);
    let mut n = 0usize;
    let mut quiet = Vec::new();
    while game.outcome().is_none() && n < LONGEST {
        let Some(&color) = game.to_move().first() else {
            break;
        };
        let (level, weights) = if color == Color::White { first } else { second };
        let action = if n < OPENING && game.phase() == tabiya_engine::Phase::Play {
            let legal = game.legal_moves(color);
            if legal.is_empty() {
                break;
            }
            let m = legal[(mix(opening ^ n as u64) % legal.len() as u64) as usize];
            Action::Move { color, m }
        } else {
            let salt = mix(opening ^ ((n as u64) << 32) ^ u64::from(level));
            let limits = Limits {
                weights,
                ..computer::limits(level, salt)
            };
            match computer::choose_within(&game, color, limits, &stop) {
                Some(a) => a,
                None => break,
            }
        };
        let capture = matches!(action, Action::Move { m, .. } if m.is_capture());
        if game.act(action).is_err() {
            break;
        }
        n += 1;
        let pos = game.position();
        if n > OPENING && !capture && !pos.is_check() && game.phase() == tabiya_engine::Phase::Play
        {
            quiet.push((tabiya_engine::fen::fen(pos), pos.turn()));
        }
    }
    let (score, how) = match game.outcome() {
        Some(Outcome::Decisive { winner, reason }) => (
            if winner == Color::White { 2 } else { 0 },
            format!("{reason:?}"),
        ),
        Some(Outcome::Draw { reason }) => (1, format!("{reason:?}")),
        None => (1, "move limit".to_owned()),
    };
    (score, how, quiet, n)
}

/// The file the environment variable `var` names, opened to append to (shared by the
/// games' threads), if it is set.
fn appended(var: &str) -> Option<Mutex<std::fs::File>> {
    std::env::var_os(var).map(|path| {
        Mutex::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .unwrap_or_else(|e| panic!("{var}: {}: {e}", path.to_string_lossy())),
        )
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 3 {
        eprintln!("usage: ladder GAME LEVEL_A LEVEL_B [GAMES] [THREADS]");
        std::process::exit(2);
    }
    let variant = Variant::historical(&args[0], &[]).expect("a game");
    let a: u8 = args[1].parse().expect("level A");
    let b: u8 = args[2].parse().expect("level B");
    let games: usize = args.get(3).map_or(200, |g| g.parse().expect("games"));
    let threads: usize = args.get(4).map_or(1, |t| t.parse().expect("threads"));
    let first: usize = args.get(5).map_or(0, |f| f.parse().expect("first game"));
    let log = appended("TABIYA_LADDER_GAMES");
    let positions = appended("TABIYA_LADDER_POSITIONS");
    let weights = std::env::var_os("TABIYA_LADDER_WEIGHTS").map(|path| {
        let text = std::fs::read_to_string(path).expect("the weights file");
        Weights::of(variant)
            .with_text(&text)
            .unwrap_or_else(|e| panic!("the weights file: {e}"))
    });
    let (a, b) = ((a, weights), (b, None));
    let next = AtomicUsize::new(first);
    let results = Mutex::new(Vec::new());
    let started = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= first + games {
                    return;
                }
                // A pair of games per opening, colours swapped.
                let opening = mix(i as u64 / 2 + 1);
                let a_first = i.is_multiple_of(2);
                let (first_score, how, quiet, length) = if a_first {
                    play(variant, opening, a, b)
                } else {
                    play(variant, opening, b, a)
                };
                if let Some(file) = &positions {
                    use std::io::Write;
                    let mut lines = String::new();
                    for (fen, turn) in quiet {
                        let mine = if turn == Color::White {
                            first_score
                        } else {
                            2 - first_score
                        };
                        lines.push_str(&format!("{fen}\t{}\n", f64::from(mine) / 2.0));
                    }
                    let mut f = file.lock().expect("positions");
                    f.write_all(lines.as_bytes()).expect("write positions");
                }
                let score = if a_first {
                    first_score
                } else {
                    2 - first_score
                };
                if let Some(file) = &log {
                    use std::io::Write;
                    let line = format!("{} {} {} {i} {score} {how} {length}\n", args[0], a.0, b.0);
                    let mut f = file.lock().expect("games");
                    f.write_all(line.as_bytes()).expect("write games");
                }
                results.lock().expect("results").push((score, how));
            });
        }
    });
    let results = results.into_inner().expect("results");
    let half_points: u32 = results.iter().map(|r| r.0).sum();
    let mut ends: std::collections::BTreeMap<String, usize> = Default::default();
    for (_, how) in &results {
        *ends.entry(how.clone()).or_default() += 1;
    }
    println!(
        "{} level {}{} vs level {}: {}/{} = {:.1}% over {} games ({:.0} s); ends: {ends:?}",
        args[0],
        a.0,
        if a.1.is_some() {
            " (weights from the file)"
        } else {
            ""
        },
        b.0,
        f64::from(half_points) / 2.0,
        results.len(),
        100.0 * f64::from(half_points) / (2.0 * results.len() as f64),
        results.len(),
        started.elapsed().as_secs_f64()
    );
}
