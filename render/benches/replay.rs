//! Game replays as animated GIFs: an 80-ply game of an 8×8 game and of Xiangqi, a 120-ply
//! Shogi game, encoded from their positions (drawing every frame included). Sizes are printed.
//! `cargo bench -p tabiya-render --bench replay`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tabiya_engine::{view::BoardView, Position, Variant};
use tabiya_render::replay::replay;
use tabiya_render::Options;

fn game(key: &str, plies: usize) -> Vec<BoardView> {
    let mut pos = Position::new(Variant::historical(key, &[]).expect("game"));
    let mut views = vec![BoardView::new(&pos, None)];
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.outcome().is_some() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = legal[(seed % legal.len() as u64) as usize];
        let mover = pos.turn();
        pos = pos.play(&m).expect("legal");
        views.push(BoardView::new(&pos, Some((m, mover))));
    }
    views
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
