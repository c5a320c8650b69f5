//! Render + PNG encode per image at the default size, against the floor of encoding an
//! already-composed buffer of the same size. `cargo bench -p tabiya-render`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use tabiya_engine::{fen, view::BoardView, Position, Variant};
use tabiya_render::{encode_rgb, render, Options};

fn bench(c: &mut Criterion) {
    let cases = [
        ("shatranj", None),
        ("xiangqi", None),
        (
            "shogi",
            Some(
                "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL[Bb] w - - 0 14",
            ),
        ),
    ];
    let mut group = c.benchmark_group("render");
    for (key, f) in cases {
        let v = Variant::seed(key, &[]).expect("game");
        let pos = match f {
            Some(f) => fen::parse(f, v).expect("fen"),
            None => Position::new(v),
        };
        let view = BoardView::new(&pos, None);
        let opts = Options {
            caption: Some("Tabiya — Alice vs Bob — White to move — 2 days".to_owned()),
            ..Options::default()
        };
        let image = render(&view, &opts);
        eprintln!(
            "{key}: {}×{} px, {} bytes",
            image.width,
            image.height,
            image.png.len()
        );
        group.bench_function(format!("{key}/render+encode"), |b| {
            b.iter(|| render(black_box(&view), &opts))
        });
        // The floor: encoding the same pixels, already composed.
        let decoder = png::Decoder::new(std::io::Cursor::new(image.png.clone()));
        let mut reader = decoder.read_info().expect("png");
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        reader.next_frame(&mut buf).expect("frame");
        group.bench_function(format!("{key}/encode-only"), |b| {
            b.iter(|| encode_rgb(black_box(&buf), image.width, image.height))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
