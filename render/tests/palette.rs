//! Boards are encoded with a palette: the same pixels in a fraction of the bytes.

use tabiya_engine::{variants, view::BoardView, Position, Variant};
use tabiya_render::{encode_rgb, encode_truecolor, render, Options, PieceSet};

/// Width, height, colour type as stored, and the pixels as RGB(A).
fn decode(bytes: &[u8]) -> (u32, u32, png::ColorType, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png header");
    let stored = reader.info().color_type;
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png data");
    buf.truncate(info.buffer_size());
    (info.width, info.height, stored, buf)
}

#[test]
fn every_board_is_a_palette_image_of_the_same_pixels_a_third_the_size() {
    for spec in variants::ALL {
        let variant = Variant::with_options(spec, &[]).expect("rules");
        let view = BoardView::new(&Position::new(variant), None);
        for set in [PieceSet::Traditional, PieceSet::International] {
            let opts = Options {
                set,
                caption: Some(format!("#12 {} — alice (White) vs bob (Black)", spec.name)),
                ..Options::default()
            };
            let image = render(&view, &opts);
            let (w, h, stored, pixels) = decode(&image.png);
            assert_eq!(stored, png::ColorType::Indexed, "{}", spec.key);
            // The true-colour encoding of the very same pixels is at least twice as large.
            let truecolor = encode_truecolor(&pixels, w, h);
            assert_eq!(decode(&truecolor).3, pixels);
            assert!(
                image.png.len() * 2 <= truecolor.len(),
                "{} {set:?}: {} bytes with a palette, {} without",
                spec.key,
                image.png.len(),
                truecolor.len()
            );
        }
    }
}

#[test]
fn the_palette_keeps_every_pixel_and_more_colours_fall_back_to_true_colour() {
    // A board's pixels as stored in true colour (a golden image): through the palette encoder
    // and back, unchanged.
    let golden = std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden/xiangqi-traditional-normal.png"),
    )
    .expect("golden image");
    let (w, h, stored, pixels) = decode(&golden);
    assert_eq!(stored, png::ColorType::Rgb);
    let (_, _, again_stored, again) = decode(&encode_rgb(&pixels, w, h));
    assert_eq!(again_stored, png::ColorType::Indexed);
    assert_eq!(again, pixels);
    // 4,096 colours: no palette can hold them; true colour, every pixel kept.
    let (w, h) = (64u32, 64u32);
    let many: Vec<u8> = (0..w * h)
        .flat_map(|i| [(i % 64 * 4) as u8, (i / 64 * 4) as u8, 128])
        .collect();
    let (_, _, stored, back) = decode(&encode_rgb(&many, w, h));
    assert_eq!(stored, png::ColorType::Rgb);
    assert_eq!(back, many);
    // 4,096 colours snapped to 5 bits a channel, as boards are: true colour too.
    let snapped: Vec<u8> = (0..w * h)
        .flat_map(|i| {
            [
                ((i % 32) << 3) as u8,
                ((i / 32 % 32) << 3) as u8,
                ((i / 1024) << 3) as u8,
            ]
        })
        .collect();
    let (_, _, stored, back) = decode(&encode_rgb(&snapped, w, h));
    assert_eq!(stored, png::ColorType::Rgb);
    assert_eq!(back, snapped);
    // Exactly 256 colours still fit.
    let edge: Vec<u8> = (0..256u32)
        .flat_map(|i| [i as u8, 0, 255 - i as u8])
        .collect();
    let (_, _, stored, back) = decode(&encode_rgb(&edge, 16, 16));
    assert_eq!(stored, png::ColorType::Indexed);
    assert_eq!(back, edge);
}
