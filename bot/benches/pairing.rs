//! Swiss pairing speed: a 500-player event of 11 rounds, every round paired by the exact
//! Dutch engine (`tournament::fide`) from the results so far (random, a fifth drawn). Criterion
//! times the pairing of rounds 1, 2, 6 and 11; a table after it gives every round's time.
//!
//! `cargo bench -p tabiya-bot --bench pairing` (release). Figures are in the book's Speed page (docs/book/src/contributors/speed.md).

use std::time::Instant;

use criterion::Criterion;
use tabiya_bot::tournament::dutch::{pair, Field};
use tabiya_bot::tournament::standings::{GameResult, Played};

const PLAYERS: usize = 500;
const ROUNDS: usize = 11;

/// What was known before a round: the games and the byes.
type Before = (Vec<Played>, Vec<(usize, usize)>);

/// The event before each round, played out with a fixed random sequence.
fn event() -> Vec<Before> {
    let active: Vec<usize> = (1..=PLAYERS).collect();
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut games: Vec<Played> = Vec::new();
    let mut byes: Vec<(usize, usize)> = Vec::new();
    let mut before = Vec::new();
    for round in 1..=ROUNDS {
        before.push((games.clone(), byes.clone()));
        let r = pair(&field(&active, &games, &byes, round)).expect("pairable");
        for (w, b) in r.pairs {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let result = match x % 5 {
                0 => GameResult::Draw,
                1 | 2 => GameResult::White,
                _ => GameResult::Black,
            };
            games.push(Played {
                round,
                white: w,
                black: b,
                result,
            });
        }
        byes.extend(r.bye.map(|b| (b, round)));
    }
    before
}

fn field<'a>(
    active: &'a [usize],
    games: &'a [Played],
    byes: &'a [(usize, usize)],
    round: usize,
) -> Field<'a> {
    Field {
        active,
        games,
        byes,
        absences: &[],
        rounds: round - 1,
        initial_white: true,
        total_rounds: Some(ROUNDS),
    }
}

fn main() {
    let active: Vec<usize> = (1..=PLAYERS).collect();
    let before = event();
    let mut c = Criterion::default().sample_size(10).configure_from_args();
    for round in [1, 2, 6, 11] {
        c.bench_function(&format!("pair round {round} of {PLAYERS} players"), |b| {
            let (games, byes) = &before[round - 1];
            b.iter(|| pair(&field(&active, games, byes, round)))
        });
    }
    c.final_summary();
    println!("\n| round | pairing time |\n|---|---|");
    for round in 1..=ROUNDS {
        let (games, byes) = &before[round - 1];
        let start = Instant::now();
        let r = pair(&field(&active, games, byes, round));
        assert!(r.is_ok());
        println!("| {round} | {:.3} s |", start.elapsed().as_secs_f64());
    }
}
