//! Game replays as animated GIFs: decoded with the `gif` crate, a frame a position, the last
//! frame pixel for pixel the final board's PNG, and within the size a chat accepts.

use tabiya_engine::view::BoardView;
use tabiya_render::replay::replay;
use tabiya_render::{render, Options};

/// A game of `key` of random moves (the same on every run): its views.
fn game(key: &str, plies: usize) -> Vec<BoardView> {
    tabiya_render::gallery::views(&tabiya_render::gallery::random_game(key, plies))
}

/// Every frame decoded and laid over the ones before (as a viewer shows them): the last
/// picture's RGB pixels, and how many frames there were.
fn decode(gif_bytes: &[u8]) -> (u32, u32, Vec<u8>, usize) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif_bytes).expect("a GIF");
    let (w, h) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let mut canvas = vec![0u8; (w * h * 3) as usize];
    let mut frames = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        frames += 1;
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let s = ((y * u32::from(frame.width) + x) * 4) as usize;
                if frame.buffer[s + 3] == 0 {
                    continue;
                }
                let (cx, cy) = (x + u32::from(frame.left), y + u32::from(frame.top));
                let d = ((cy * w + cx) * 3) as usize;
                canvas[d..d + 3].copy_from_slice(&frame.buffer[s..s + 3]);
            }
        }
    }
    (w, h, canvas, frames)
}

fn png_pixels(png: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("png");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png data");
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

fn check(key: &str, plies: usize, budget: usize) {
    let views = game(key, plies);
    let opts = Options {
        caption: Some(format!("#1 {key} — ann vs bob")),
        ..Options::default()
    };
    let r = replay(&views, &opts);
    assert_eq!(r.frames, views.len(), "{key}: a frame a position");
    let (w, h, last, frames) = decode(&r.gif);
    assert_eq!(frames, views.len(), "{key}: frames decoded");
    let final_png = render(views.last().expect("a position"), &opts);
    let (pw, ph, expected) = png_pixels(&final_png.png);
    assert_eq!((w, h), (pw, ph), "{key}: the replay's size is the board's");
    assert!(
        last == expected,
        "{key}: the last frame is not the final board pixel for pixel"
    );
    assert!(
        r.gif.len() <= budget,
        "{key}: {} plies in {} bytes, over {budget}",
        views.len() - 1,
        r.gif.len()
    );
}

#[test]
fn an_80_ply_chess_game_replays_within_200_kb() {
    check("makruk", 80, 200_000);
    check("shatranj", 80, 200_000);
}

#[test]
fn a_120_ply_shogi_game_replays_within_400_kb() {
    check("shogi", 120, 400_000);
}

#[test]
fn a_xiangqi_game_replays_with_its_palace_and_river() {
    check("xiangqi", 80, 300_000);
}
