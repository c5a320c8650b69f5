//! Per game at the default size: render + encode (what a move costs), and the floor of
//! encoding the already-composed pixels, with the palette encoder boards use and with the
//! true-colour encoder they used before. Sizes are printed. `cargo bench -p tabiya-render`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tabiya_engine::{variants, view::BoardView, Position, Variant};
use tabiya_render::{encode_rgb, encode_truecolor, render, Options};

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("render");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    for spec in variants::ALL {
        let v = Variant::with_options(spec, &[]).expect("game");
        let pos = Position::new(v);
        let first = pos.legal_moves()[0];
        let after = pos.clone().play(&first).expect("legal");
        let view = BoardView::new(&after, Some((first, pos.turn())));
        let opts = Options {
            caption: Some(format!("#12 {} — alice (White) vs bob (Black)", spec.name)),
            ..Options::default()
        };
        let image = render(&view, &opts);
        let mut decoder = png::Decoder::new(std::io::Cursor::new(image.png.clone()));
        decoder.set_transformations(png::Transformations::EXPAND);
        let mut reader = decoder.read_info().expect("png");
        let mut pixels = vec![0; reader.output_buffer_size().expect("size")];
        reader.next_frame(&mut pixels).expect("frame");
        let old = encode_truecolor(&pixels, image.width, image.height);
        eprintln!(
            "size {}: {}×{} px, palette {} bytes, true colour {} bytes ({:.1}×)",
            spec.key,
            image.width,
            image.height,
            image.png.len(),
            old.len(),
            old.len() as f64 / image.png.len() as f64
        );
        let key = spec.key;
        group.bench_function(format!("{key}/render+encode"), |b| {
            b.iter(|| render(black_box(&view), &opts))
        });
        group.bench_function(format!("{key}/encode-palette"), |b| {
            b.iter(|| encode_rgb(black_box(&pixels), image.width, image.height))
        });
        group.bench_function(format!("{key}/encode-truecolor"), |b| {
            b.iter(|| encode_truecolor(black_box(&pixels), image.width, image.height))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
