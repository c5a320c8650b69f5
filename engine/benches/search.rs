//! Search throughput: nodes per second of `search::search` on middlegame positions (each
//! game's start played on 16 plies by the search itself at depth 2, then searched to a fixed
//! depth), single thread, beside the perft bench's rates.
//!
//! `cargo bench -p tabiya-engine --bench search`. Figures are in the README.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tabiya_engine::search::{search, Limits};
use tabiya_engine::{Position, Variant};

/// A middlegame: the search plays both sides for 16 plies (deterministic).
fn middlegame(name: &str) -> Position {
    let mut p = Position::new(Variant::fairy(name).expect("known"));
    for _ in 0..16 {
        let Some(m) = search(&p, Limits::depth(2)).best else {
            break;
        };
        p = p.play(&m).expect("legal");
    }
    p
}

fn bench(c: &mut Criterion) {
    let cases: &[(&str, u32)] = &[
        ("shatranj", 9),
        ("makruk", 9),
        ("xiangqi", 7),
        ("janggi", 7),
        ("shogi", 6),
    ];
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for &(name, depth) in cases {
        let pos = middlegame(name);
        let nodes = search(&pos, Limits::depth(depth)).nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/{depth}"), |b| {
            b.iter(|| search(black_box(&pos), Limits::depth(depth)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
