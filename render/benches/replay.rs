//! Game replays as animated GIFs: an 80-ply game of an 8×8 game and of Xiangqi, a 120-ply
//! Shogi game, encoded from their positions (drawing every frame included). Sizes are printed.
//! `cargo bench -p tabiya-render --bench replay`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tabiya_engine::view::BoardView;
use tabiya_render::replay::replay;
use tabiya_render::Options;

/// A game of `key` of random moves (the same on every run): its views.
fn game(key: &str, plies: usize) -> Vec<BoardView> {
    tabiya_render::gallery::views(&tabiya_render::gallery::random_game(key, plies))
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("replay");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(4));
    for (key, plies) in [
        ("makruk", 80),
        ("shatranj", 80),
        ("xiangqi", 80),
        ("shogi", 120),
    ] {
        let views = game(key, plies);
        let opts = Options {
            caption: Some(format!("#12 {key} — alice vs bob")),
            ..Options::default()
        };
        let r = replay(&views, &opts);
        eprintln!(
            "size {key}: {} plies, {}×{} px, {} bytes ({:.0} KB)",
            views.len() - 1,
            r.width,
            r.height,
            r.gif.len(),
            r.gif.len() as f64 / 1000.0
        );
        group.bench_function(format!("{key}/{}-plies", views.len() - 1), |b| {
            b.iter(|| replay(black_box(&views), &opts))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
