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
//!
//! With `TABIYA_TUNE_PLACEMENT=1` it fits instead, by gradient descent on the same error,
//! the piece values together with each piece's placement by rank and by file
//! ([`Placement`]): the evaluation is a sum of those weights over the pieces, plus the terms
//! left as they are, so every position's share of each weight is counted once and the fit
//! takes seconds. The placements are held near nothing (a small penalty on their squares),
//! so a rank few pieces reach is not given a value by chance.
//!
//! With `TABIYA_TUNE_NEAR=1` as well, each piece's distances to the enemy king and to its
//! own (in king's steps, [`tabiya_engine::eval::NEAR`]) are fitted with the placement, and
//! with `TABIYA_TUNE_NEAR_ONLY=1` only they (and the values, unless kept): where a piece
//! stands against the kings, the attack and the guard that decide the games with drops.
//!
//! The placement found is printed as the Rust a game's definition takes
//! (`VariantSpec::placement`), and written to `TABIYA_TUNE_OUT` with the rest. The positions
//! may come from the ladder's self-play or from games against a stronger engine
//! (`TABIYA_VERSUS_POSITIONS`, `engine/examples/versus.rs`): Makruk's and Xiangqi's
//! placements were fitted to the latter, where the former had taught nothing that played
//! better.

use tabiya_engine::eval::{Evaluator, Placement, Weights, FILES, NEAR, RANKS};
use tabiya_engine::{fen, Color, Position, Role, Square, Variant};

/// A weight the tuner moves, and by how much at a time.
#[derive(Debug, Clone, Copy)]
enum Param {
    Value(Role),
    Advance,
    Centre,
    Mobility,
    KingAttack,
    Threat,
    Shelter,
    Entering,
    KingDanger,
    PawnSupported,
    PawnPhalanx,
    PawnIsolated,
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
            Param::Threat => w.terms.threat,
            Param::Shelter => w.terms.shelter,
            Param::Entering => w.terms.entering,
            Param::KingDanger => w.terms.king_danger,
            Param::PawnSupported => w.terms.pawn_supported,
            Param::PawnPhalanx => w.terms.pawn_phalanx,
            Param::PawnIsolated => w.terms.pawn_isolated,
        }
    }

    fn set(self, w: &mut Weights, x: i32) {
        match self {
            Param::Value(r) => w.values[r as usize] = x,
            Param::Advance => w.terms.advance = x,
            Param::Centre => w.terms.centre = x,
            Param::Mobility => w.terms.mobility = x,
            Param::KingAttack => w.terms.king_attack = x,
            Param::Threat => w.terms.threat = x,
            Param::Shelter => w.terms.shelter = x,
            Param::Entering => w.terms.entering = x,
            Param::KingDanger => w.terms.king_danger = x,
            Param::PawnSupported => w.terms.pawn_supported = x,
            Param::PawnPhalanx => w.terms.pawn_phalanx = x,
            Param::PawnIsolated => w.terms.pawn_isolated = x,
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
        Param::Threat,
        Param::Shelter,
        Param::KingDanger,
    ]);
    if variant.piece(Role::Pawn).is_some() {
        params.extend([
            Param::PawnSupported,
            Param::PawnPhalanx,
            Param::PawnIsolated,
        ]);
    }
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
    let placement = std::env::var_os("TABIYA_TUNE_PLACEMENT").is_some();
    if placement {
        w = fit_placement(variant, &fit, w, k);
        best = error(&fit, &w, k);
        println!("fitted: error {best:.5}");
    }
    for pass in (1..=40).filter(|_| !placement) {
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
    if placement {
        // The placement as the game's definition takes it (`VariantSpec::placement`).
        println!("placement: &[");
        for &r in Role::ALL.iter().filter(|&&r| variant.piece(r).is_some()) {
            let (ranks, files) = (w.placement.ranks[r as usize], w.placement.files[r as usize]);
            let (enemy, own) = (w.placement.enemy[r as usize], w.placement.own[r as usize]);
            if ranks
                .iter()
                .chain(&files)
                .chain(&enemy)
                .chain(&own)
                .any(|&x| x != 0)
            {
                println!("    Placed {{ role: Role::{r:?}, ranks: {ranks:?}, files: {files:?}, enemy: {enemy:?}, own: {own:?} }},");
            }
        }
        println!("]");
    }
    if let Ok(out) = std::env::var("TABIYA_TUNE_OUT") {
        let t = &w.terms;
        let mut text = String::new();
        for &p in &params {
            if let Param::Value(r) = p {
                text.push_str(&format!("{r:?} {}\n", p.get(&w)));
            }
        }
        text.push_str(&format!(
            "advance {}\ncentre {}\nmobility {}\nking_attack {}\nentering {}\nimpasse {}\nhand {}\nthreat {}\nshelter {}\nking_danger {}\npawn_supported {}\npawn_phalanx {}\npawn_isolated {}\n",
            t.advance,
            t.centre,
            t.mobility,
            t.king_attack,
            t.entering,
            t.impasse,
            t.hand,
            t.threat,
            t.shelter,
            t.king_danger,
            t.pawn_supported,
            t.pawn_phalanx,
            t.pawn_isolated
        ));
        for &r in Role::ALL.iter().filter(|&&r| variant.piece(r).is_some()) {
            for (i, v) in w.placement.ranks[r as usize].iter().enumerate() {
                if *v != 0 {
                    text.push_str(&format!("rank {r:?} {i} {v}\n"));
                }
            }
            for (i, v) in w.placement.files[r as usize].iter().enumerate() {
                if *v != 0 {
                    text.push_str(&format!("file {r:?} {i} {v}\n"));
                }
            }
            for (table, values) in [
                ("enemy", &w.placement.enemy[r as usize]),
                ("own", &w.placement.own[r as usize]),
            ] {
                for (i, v) in values.iter().enumerate() {
                    if *v != 0 {
                        text.push_str(&format!("{table} {r:?} {i} {v}\n"));
                    }
                }
            }
        }
        std::fs::write(&out, text).expect("the weights file");
        println!("written to {out} (TABIYA_LADDER_WEIGHTS tries it)");
    }
}

/// Where a weight is in the fit's list: a role's value, then its placements by rank and by
/// file.
fn value_slot(r: Role) -> usize {
    r as usize
}
fn rank_slot(r: Role, rank: usize) -> usize {
    32 + r as usize * RANKS + rank.min(RANKS - 1)
}
fn file_slot(r: Role, edge: usize) -> usize {
    32 + 32 * RANKS + r as usize * FILES + edge
}
/// Where the weights by distance to a king begin in the list.
const FIRST_NEAR: usize = 32 + 32 * RANKS + 32 * FILES;
fn enemy_slot(r: Role, distance: usize) -> usize {
    FIRST_NEAR + r as usize * NEAR + distance
}
fn own_slot(r: Role, distance: usize) -> usize {
    FIRST_NEAR + 32 * NEAR + r as usize * NEAR + distance
}
const SLOTS: usize = FIRST_NEAR + 2 * 32 * NEAR;

/// A position as the fit sees it: the evaluation's part it leaves alone, and how many of
/// each weight it holds for the side to move (less the other side's).
struct Counted {
    rest: f64,
    counts: Vec<(u32, f64)>,
    result: f64,
}

fn counted(pos: &Position, result: f64, w: &Weights, eval: &Evaluator, near: bool) -> Counted {
    let v = pos.variant();
    let (files, ranks) = (usize::from(v.files()), v.ranks());
    let us = pos.turn();
    let mut counts: Vec<(u32, f64)> = Vec::new();
    let mut linear = 0.0;
    // A piece in hand counts its value and the hand's share more.
    let in_hand = 1.0 + f64::from(w.terms.hand) / 100.0;
    for &r in Role::ALL.iter().filter(|&&r| v.piece(r).is_some()) {
        for color in [Color::White, Color::Black] {
            let sign = if color == us { 1.0 } else { -1.0 };
            // The kings, where the fit weighs the distances to them (as the evaluation
            // measures them: not a king's own, nor with a king missing).
            let kings = pos
                .royal_square(!color)
                .zip(pos.royal_square(color))
                .filter(|_| near && r != Role::King);
            let mut board = pos.pieces(color, r);
            let pieces = f64::from(board.count_ones()) + f64::from(pos.hand(color, r)) * in_hand;
            if pieces > 0.0 {
                counts.push((value_slot(r) as u32, sign * pieces));
                linear += sign * pieces * f64::from(w.values[r as usize]);
            }
            while board != 0 {
                let i = board.trailing_zeros() as u8;
                board &= board - 1;
                let Some(sq) = Square::from_index(i) else {
                    continue;
                };
                let rank = usize::from(sq.relative_rank(color, ranks));
                let file = usize::from(sq.file());
                counts.push((rank_slot(r, rank) as u32, sign));
                counts.push((file_slot(r, Placement::edge(file, files)) as u32, sign));
                linear += sign * f64::from(w.placement.at(r, rank, file, files));
                if let Some((enemy, own)) = kings {
                    let (de, dw) = (Placement::distance(sq, enemy), Placement::distance(sq, own));
                    counts.push((enemy_slot(r, de) as u32, sign));
                    counts.push((own_slot(r, dw) as u32, sign));
                    if w.placement.weighs_kings() {
                        linear += sign
                            * f64::from(
                                w.placement.enemy[r as usize][de] + w.placement.own[r as usize][dw],
                            );
                    }
                }
            }
        }
    }
    Counted {
        rest: f64::from(eval.value(pos)) - linear,
        counts,
        result,
    }
}

/// The values and placements that best predict `sample`'s results at scale `k`, from `w`'s:
/// full-batch gradient descent (Adam) on the mean squared error, the placements held near
/// nothing by a small penalty.
fn fit_placement(variant: Variant, sample: &[(Position, f64)], w: Weights, k: f64) -> Weights {
    let eval = Evaluator::new(variant, w);
    // `TABIYA_TUNE_NEAR=1` fits each piece's distances to the kings too.
    let near = std::env::var_os("TABIYA_TUNE_NEAR").is_some();
    let data: Vec<Counted> = sample
        .iter()
        .map(|(p, r)| counted(p, *r, &w, &eval, near))
        .collect();
    let mut theta = vec![0.0f64; SLOTS];
    for &r in Role::ALL.iter() {
        theta[value_slot(r)] = f64::from(w.values[r as usize]);
        for i in 0..RANKS {
            theta[rank_slot(r, i)] = f64::from(w.placement.ranks[r as usize][i]);
        }
        for i in 0..FILES {
            theta[file_slot(r, i)] = f64::from(w.placement.files[r as usize][i]);
        }
        for i in 0..NEAR {
            theta[enemy_slot(r, i)] = f64::from(w.placement.enemy[r as usize][i]);
            theta[own_slot(r, i)] = f64::from(w.placement.own[r as usize][i]);
        }
    }
    // Kings have no value to fit, and a value of nothing stays nothing.
    // `TABIYA_TUNE_TERMS_ONLY=1` keeps the piece values here too.
    let values_too = std::env::var_os("TABIYA_TUNE_TERMS_ONLY").is_none();
    // `TABIYA_TUNE_NEAR_ONLY=1` keeps the placements by rank and file as they are too.
    let near_only = std::env::var_os("TABIYA_TUNE_NEAR_ONLY").is_some();
    let fixed: Vec<bool> = (0..SLOTS)
        .map(|i| {
            (i < 32 && (!values_too || theta[i] == 0.0))
                || (near_only && (32..FIRST_NEAR).contains(&i))
        })
        .collect();
    let scale = k * std::f64::consts::LN_10 / 400.0;
    let penalty = std::env::var("TABIYA_TUNE_PENALTY")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(1e-7);
    let epochs: usize = std::env::var("TABIYA_TUNE_EPOCHS")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(400);
    let (mut m, mut v) = (vec![0.0f64; SLOTS], vec![0.0f64; SLOTS]);
    let (rate, b1, b2) = (1.0, 0.9, 0.999);
    let n = data.len().max(1) as f64;
    for epoch in 1..=epochs {
        let gradient = |part: &[Counted]| -> (Vec<f64>, f64) {
            let mut g = vec![0.0f64; SLOTS];
            let mut loss = 0.0;
            for d in part {
                let e = d.rest
                    + d.counts
                        .iter()
                        .map(|&(i, c)| theta[i as usize] * c)
                        .sum::<f64>();
                let p = 1.0 / (1.0 + (-scale * e).exp());
                loss += (d.result - p) * (d.result - p);
                let de = -2.0 * (d.result - p) * p * (1.0 - p) * scale;
                for &(i, c) in &d.counts {
                    g[i as usize] += de * c;
                }
            }
            (g, loss)
        };
        let (a, b) = data.split_at(data.len() / 2);
        let ((ga, la), (gb, lb)) = std::thread::scope(|s| {
            let other = s.spawn(|| gradient(b));
            (gradient(a), other.join().expect("a thread"))
        });
        for i in 0..SLOTS {
            if fixed[i] {
                continue;
            }
            let mut g = (ga[i] + gb[i]) / n;
            if i >= 32 {
                g += 2.0 * penalty * theta[i];
            }
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            theta[i] -= rate * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 50 == 0 {
            println!("epoch {epoch}: error {:.5}", (la + lb) / n);
        }
    }
    let mut out = w;
    for &r in Role::ALL.iter() {
        if !fixed[value_slot(r)] {
            out.values[r as usize] = theta[value_slot(r)].round() as i32;
        }
        for i in 0..RANKS {
            out.placement.ranks[r as usize][i] = theta[rank_slot(r, i)].round() as i16;
        }
        for i in 0..FILES {
            out.placement.files[r as usize][i] = theta[file_slot(r, i)].round() as i16;
        }
        for i in 0..NEAR {
            out.placement.enemy[r as usize][i] = theta[enemy_slot(r, i)].round() as i16;
            out.placement.own[r as usize][i] = theta[own_slot(r, i)].round() as i16;
        }
    }
    out
}
