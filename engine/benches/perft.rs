//! Perft throughput (leaf nodes per second, bulk-counted), single thread.
//!
//! `cargo bench -p tabiya-engine --bench perft`. Figures are in the README.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tabiya_engine::{perft::perft, Position, Variant};

fn bench(c: &mut Criterion) {
    let cases: &[(&str, u32, u64)] = &[
        ("shatranj", 6, 19_864_709),
        ("makruk", 5, 6_223_994),
        ("xiangqi", 5, 133_312_995),
        ("janggi", 5, 35_243_995),
        ("shogi", 5, 19_861_490),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(40));
    for &(name, depth, nodes) in cases {
        let pos = Position::new(Variant::fairy(name).expect("known"));
        assert_eq!(perft(&pos, depth), nodes, "{name} perft {depth}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/{depth}"), |b| {
            b.iter(|| perft(black_box(&pos), depth))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
