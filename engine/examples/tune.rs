//! Fits a game's evaluation weights to self-played games, by Texel's method: the weights
//! that best predict each position's result from its evaluation.
//!
//! `cargo run --release -p tabiya-engine --example tune -- GAME FILE...`
//!
//! Each FILE holds quiet positions with the result for the side to move, as the ladder
//! writes them (`TABIYA_LADDER_POSITIONS=FILE`, `engine/examples/ladder.rs`). The prediction
//! for an evaluation `e` is `1 / (1 + 10^(-k·e/400))`; `k` is first fitted with the weights
//! the game is defined with, then each weight in turn is moved up or down a step while that
//! lowers the mean squared error over nine positions in ten; the tenth are held out, and
//! their error is printed before and after, so a fit that only learns the sample shows. The
//! weights found are printed as the Rust the game's definition takes (with
//! `TABIYA_TUNE_TERMS_ONLY=1`, the piece values are left as they are), and with
//! `TABIYA_TUNE_OUT=FILE` written to FILE for the ladder to try against the game's own
//! (`TABIYA_LADDER_WEIGHTS=FILE`, `engine/examples/ladder.rs`).

use tabiya_engine::eval::{Evaluator, Weights};
use tabiya_engine::{fen, Position, Role, Variant};

/// A weight the tuner moves, and by how much at a time.
#[derive(Debug, Clone, Copy)]
enum Param {
    Value(Role),
    Advance,
    Centre,
    Mobility,
    KingAttack,
    Entering,
}

impl Param {
    fn step(self) -> i32 {
        match self {
            Param::Value(_) => 10,
            Param::Mobility => 2,
            _ => 1,
        }
    }

    fn get(self, w: &Weights) -> i32 {
        match self {
            Param::Value(r) => w.values[r as usize],
            Param::Advance => w.terms.advance,
            Param::Centre => w.terms.centre,
            Param::Mobility => w.terms.mobility,
            Param::KingAttack => w.terms.king_attack,
            Param::Entering => w.terms.entering,
        }
    }

    fn set(self, w: &mut Weights, x: i32) {
        match self {
            Param::Value(r) => w.values[r as usize] = x,
            Param::Advance => w.terms.advance = x,
            Param::Centre => w.terms.centre = x,
            Param::Mobility => w.terms.mobility = x,
            Param::KingAttack => w.terms.king_attack = x,
            Param::Entering => w.terms.entering = x,
        }
    }
}

/// The mean squared error of the predictions over `sample`, on two threads.
fn error(sample: &[(Position, f64)], w: &Weights, k: f64) -> f64 {
    let Some((first, _)) = sample.first() else {
        return 0.0;
    };
    let eval = Evaluator::new(first.variant(), *w);
    let half = sample.len() / 2;
    let part = |s: &[(Position, f64)]| -> f64 {
        s.iter()
            .map(|(pos, result)| {
                let e = f64::from(eval.value(pos));
                let p = 1.0 / (1.0 + 10f64.powf(-k * e / 400.0));
                (result - p) * (result - p)
            })
            .sum()
    };
    let (a, b) = sample.split_at(half);
    let total = std::thread::scope(|s| {
        let other = s.spawn(|| part(b));
        part(a) + other.join().expect("a thread")
    });
    total / sample.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: tune GAME FILE...");
        std::process::exit(2);
    }
    let variant = Variant::historical(&args[0], &[]).expect("a game");
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for path in &args[1..] {
        let text = std::fs::read_to_string(path).expect("a positions file");
        for (i, line) in text.lines().enumerate() {
            let Some((f, r)) = line.split_once('\t') else {
                continue;
            };
            let (Ok(pos), Ok(r)) = (fen::parse(f, variant), r.parse::<f64>()) else {
                eprintln!("skipped: {line}");
                continue;
            };
            if i % 10 == 9 {
                held.push((pos, r));
            } else {
                fit.push((pos, r));
            }
        }
    }
    let mut w = Weights::of(variant);
    let start = w;
    // `TABIYA_TUNE_TERMS_ONLY=1` keeps the piece values as they are.
    let values_too = std::env::var_os("TABIYA_TUNE_TERMS_ONLY").is_none();
    let mut params: Vec<Param> = Role::ALL
        .iter()
        .filter(|&&r| values_too && variant.piece(r).is_some() && w.values[r as usize] != 0)
        .map(|&r| Param::Value(r))
        .collect();
    params.extend([
        Param::Advance,
        Param::Centre,
        Param::Mobility,
        Param::KingAttack,
    ]);
    if variant.rules().drops == tabiya_engine::Drops::Shogi {
        params.push(Param::Entering);
    }
    // The scale that best fits the weights as they are.
    let mut k = 1.0;
    let mut best = f64::MAX;
    for i in 1..=60 {
        let c = f64::from(i) * 0.05;
        let e = error(&fit, &w, c);
        if e < best {
            best = e;
            k = c;
        }
    }
    let held_before = error(&held, &w, k);
    println!(
        "{}: {} positions fitted, {} held out; k = {k:.2}; error {best:.5} (held out {held_before:.5})",
        args[0],
        fit.len(),
        held.len()
    );
    for pass in 1..=40 {
        let mut improved = false;
        for &p in &params {
            for dir in [1, -1] {
                loop {
                    let old = p.get(&w);
                    p.set(&mut w, old + dir * p.step());
                    let e = error(&fit, &w, k);
                    if e < best {
                        best = e;
                        improved = true;
                    } else {
                        p.set(&mut w, old);
                        break;
                    }
                }
            }
        }
        println!("pass {pass}: error {best:.5}");
        if !improved {
            break;
        }
    }
    let held_after = error(&held, &w, k);
    println!("held out: {held_before:.5} before, {held_after:.5} after");
    for &p in &params {
        println!("{p:?}: {} -> {}", p.get(&start), p.get(&w));
    }
    println!("values: &[");
    for &p in &params {
        if let Param::Value(r) = p {
            println!("    (Role::{r:?}, {}),", p.get(&w));
        }
    }
    println!("]\nterms: {:?}", w.terms);
    if let Ok(out) = std::env::var("TABIYA_TUNE_OUT") {
        let t = &w.terms;
        let mut text = String::new();
        for &p in &params {
            if let Param::Value(r) = p {
                text.push_str(&format!("{r:?} {}\n", p.get(&w)));
            }
        }
        text.push_str(&format!(
            "advance {}\ncentre {}\nmobility {}\nking_attack {}\nentering {}\nimpasse {}\n",
            t.advance, t.centre, t.mobility, t.king_attack, t.entering, t.impasse
        ));
        std::fs::write(&out, text).expect("the weights file");
        println!("written to {out} (TABIYA_LADDER_WEIGHTS tries it)");
    }
}
