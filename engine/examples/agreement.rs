//! How far `/analyze` can be trusted: finished games judged twice, move by move, by the
//! review players get ([`analysis::review`], [`analysis::NODES`] a position) and by another
//! engine over UCI at a fixed depth, and the mistakes and blunders each names compared.
//!
//! `cargo run --release -p tabiya-engine --example agreement -- GAME ENGINE [GAMES] [DEPTH]`
//!
//! - `GAME` is Fairy-Stockfish's name for the game, played by its reading
//!   ([`Variant::fairy`]) so that both engines judge one game.
//! - The games (`GAMES`, 50 by default) are the computer's against itself: level 3 against
//!   level 5, colours alternating, each from four random half-moves fixed by its number, so
//!   that they hold the mistakes of a club player as well as sound moves. A game not over
//!   after 200 half-moves is judged as far as it went.
//! - The other engine (Fairy-Stockfish, say) searches every position of play to `DEPTH` (12)
//!   plies with one thread and a 64 MB table. A move is judged by the mover's score before it
//!   and after it, each as that engine reports it (mates counted as [`analysis::DECIDED`]),
//!   by `/analyze`'s own rule ([`analysis::judgement`]: the winning chances it lost).
//!
//! Prints, over all the judged moves: how many each named, the precision (of the moves
//! `/analyze` names a mistake or blunder, the share the other engine names one too), the
//! recall (of the moves the other engine names, the share `/analyze` names), how many of
//! `/analyze`'s blunders the other engine names at least a mistake, and the time `/analyze`
//! took for an 80-half-move stretch on average. With `TABIYA_AGREEMENT_VERBOSE` set, every
//! move judged differently is listed with both engines' scores (the mover's, before and
//! after). With `TABIYA_AGREEMENT_NODES=N`, the review searches N nodes a position instead
//! of `/analyze`'s [`analysis::NODES`] (what a larger budget would gain).
//!
//! With `TABIYA_AGREEMENT_REVIEWER=ENGINE`, that engine (over UCI, `go nodes N` with
//! `/analyze`'s nodes or `TABIYA_AGREEMENT_NODES`) reviews in `/analyze`'s place: how far a
//! search of the same budget agrees with the deeper one when both are the same engine, the
//! ceiling such a budget puts on the agreement (no time is printed then).

use std::sync::atomic::AtomicBool;

use tabiya_engine::analysis::{self, DECIDED};
use tabiya_engine::{computer, fen, splitmix64 as mix, uci, Action, Color, Game, Phase, Variant};

mod common;
use common::{Engine, Score};

/// Half-moves of random play before the levels take over.
const OPENING: usize = 4;
/// The longest a game is played.
const LONGEST: usize = 200;

/// One game of the computer against itself, levels 3 and 5.
fn self_play(variant: Variant, number: u64) -> Game {
    let stop = AtomicBool::new(false);
    let mut game = Game::new(variant);
    let strong = if number.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    };
    let mut n = 0usize;
    while game.outcome().is_none() && n < LONGEST {
        let Some(&color) = game.to_move().first() else {
            break;
        };
        let level = if color == strong { 5 } else { 3 };
        let salt = mix(number ^ ((n as u64) << 32));
        let action = if n < OPENING && game.phase() == Phase::Play {
            let legal = game.legal_moves(color);
            if legal.is_empty() {
                break;
            }
            Action::Move {
                color,
                m: legal[(salt % legal.len() as u64) as usize],
            }
        } else {
            match computer::choose(&game, color, level, salt, &stop) {
                Some(a) => a,
                None => break,
            }
        };
        if game.act(action).is_err() {
            break;
        }
        n += 1;
    }
    game
}

/// Every move of play in `game` judged by `engine` searching as `go` says: its number among
/// the actions, and the mover's score before and after it (mates as
/// [`DECIDED`], a game's end by the rules as won, lost or level).
fn engine_judged(engine: &mut Engine, game: &Game, go: &str) -> Vec<(usize, i32, i32)> {
    let score =
        |engine: &mut Engine, fen: &str, moves: &[String]| match engine.think(fen, moves, go).1 {
            Some(Score::Cp(v)) => v.clamp(-DECIDED, DECIDED),
            Some(Score::Mate(v)) if v > 0 => DECIDED,
            Some(Score::Mate(_)) => -DECIDED,
            None => 0,
        };
    let mut out = Vec::new();
    // The position the play began from (after any setup) and the moves since.
    let mut replay = Game::from_position(game.start().clone());
    let mut start: Option<String> = None;
    let mut moves: Vec<String> = Vec::new();
    // The last score the engine gave, and after how many moves: the position after one move
    // is the one before the next.
    let mut known: Option<(usize, i32)> = None;
    for (index, &action) in game.actions().iter().enumerate() {
        let playing = replay.phase() == Phase::Play;
        let before_pos = replay.position().clone();
        if playing && start.is_none() {
            start = Some(fen::fen(&before_pos));
        }
        let mover = match action {
            Action::Move { color, .. } if playing => Some(color),
            _ => None,
        };
        let before = match (mover, &start) {
            (Some(_), Some(f)) => Some(match known {
                Some((at, s)) if at == moves.len() => s,
                _ => score(engine, f, &moves),
            }),
            _ => None,
        };
        if replay.act(action).is_err() {
            break;
        }
        if let Action::Move { m, .. } = action {
            if start.is_some() {
                moves.push(uci::to_uci(&m, &before_pos));
            }
        }
        let (Some(mover), Some(before), Some(f)) = (mover, before, &start) else {
            continue;
        };
        let after = match replay.outcome() {
            Some(tabiya_engine::Outcome::Decisive { winner, .. }) => {
                if winner == mover {
                    DECIDED
                } else {
                    -DECIDED
                }
            }
            Some(tabiya_engine::Outcome::Draw { .. }) => 0,
            // The other side is to move: its score, turned round.
            None => {
                let s = score(engine, f, &moves);
                known = Some((moves.len(), s));
                -s
            }
        };
        out.push((index, before, after));
    }
    out
}

/// A judgement as a number: 0 none, 1 a mistake, 2 a blunder.
fn mark(judgement: Option<&str>) -> u8 {
    match judgement {
        Some("blunder") => 2,
        Some(_) => 1,
        None => 0,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: agreement GAME ENGINE [GAMES] [DEPTH]");
        std::process::exit(2);
    }
    let variant = Variant::fairy(&args[0]).unwrap_or_else(|e| {
        eprintln!("{}: {e}", args[0]);
        std::process::exit(2)
    });
    let games: u64 = args.get(2).map_or(50, |g| g.parse().expect("games"));
    let depth: u32 = args.get(3).map_or(12, |d| d.parse().expect("depth"));
    // `TABIYA_AGREEMENT_NODES=N` reviews with N nodes a position instead of `/analyze`'s.
    let nodes: u64 = std::env::var("TABIYA_AGREEMENT_NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(analysis::NODES);
    let mut engine = Engine::start(&args[1], &args[0], &[]);
    // `TABIYA_AGREEMENT_REVIEWER=ENGINE` reviews with that engine at the same nodes a position
    // in place of `/analyze`: how far two searches of one engine agree (the goal's ceiling).
    let mut reviewer = std::env::var("TABIYA_AGREEMENT_REVIEWER")
        .ok()
        .map(|path| Engine::start(&path, &args[0], &[]));
    let stop = AtomicBool::new(false);
    let verbose = std::env::var_os("TABIYA_AGREEMENT_VERBOSE").is_some();
    // (ours, theirs) marks, 0 none, 1 mistake, 2 blunder, for every judged move.
    let mut pairs: Vec<(u8, u8)> = Vec::new();
    let mut review_time = std::time::Duration::ZERO;
    let mut reviewed_plies = 0usize;
    for number in 0..games {
        let game = self_play(variant, number + 1);
        let started = std::time::Instant::now();
        let judged = if reviewer.is_some() {
            Vec::new()
        } else {
            analysis::review(&game, nodes, &stop)
        };
        review_time += started.elapsed();
        reviewed_plies += judged.len();
        let theirs_all = engine_judged(&mut engine, &game, &format!("go depth {depth}"));
        // With a reviewing engine in place of `/analyze`, its judgements are "ours".
        let ours_all: Vec<(usize, i32, i32)> = match reviewer.as_mut() {
            Some(r) => engine_judged(r, &game, &format!("go nodes {nodes}")),
            None => judged
                .iter()
                .map(|j| {
                    let sign = if j.mover == Color::White { 1 } else { -1 };
                    (j.index, sign * j.before, sign * j.after)
                })
                .collect(),
        };
        let mut theirs_at = theirs_all.iter().peekable();
        for &(index, our_before, our_after) in &ours_all {
            while theirs_at.next_if(|t| t.0 < index).is_some() {}
            let Some(&&(_, before, after)) = theirs_at.peek().filter(|t| t.0 == index) else {
                continue;
            };
            let theirs = mark(analysis::judgement(before, after));
            let ours = mark(analysis::judgement(our_before, our_after));
            if verbose && ours != theirs {
                eprintln!(
                    "game {number} move {index}: reviewed {ours} ({our_before} to {our_after}), \
                     engine {theirs} ({before} to {after})"
                );
            }
            pairs.push((ours, theirs));
        }
        eprintln!("game {number}: {} moves judged", ours_all.len());
    }
    let named = |f: &dyn Fn(&(u8, u8)) -> bool| pairs.iter().filter(|p| f(p)).count();
    let ours = named(&|p| p.0 > 0);
    let theirs = named(&|p| p.1 > 0);
    let both = named(&|p| p.0 > 0 && p.1 > 0);
    let our_blunders = named(&|p| p.0 == 2);
    let blunders_held = named(&|p| p.0 == 2 && p.1 > 0);
    let share = |a: usize, b: usize| {
        if b == 0 {
            100.0
        } else {
            100.0 * a as f64 / b as f64
        }
    };
    // The reviewer's time is its own engine's, not `/analyze`'s: not given.
    let (who, took) = if reviewer.is_some() {
        ("the reviewer", String::new())
    } else {
        (
            "/analyze",
            format!(
                "; /analyze takes {:.1} s for 80 half-moves",
                review_time.as_secs_f64() * 80.0 / reviewed_plies.max(1) as f64
            ),
        )
    };
    println!(
        "{} over {games} games, {} moves, depth {depth}: {who} names {ours}, the engine \
         {theirs}, both {both}; precision {:.1}%, recall {:.1}%; {who}'s blunders the \
         engine names a mistake or worse: {blunders_held} of {our_blunders} ({:.1}%){took}",
        args[0],
        pairs.len(),
        share(both, ours),
        share(both, theirs),
        share(blunders_held, our_blunders),
    );
}
