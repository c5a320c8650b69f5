//! The gallery (`docs/gallery/`): the README's and the book's pictures are what the renderer
//! draws now. `cargo run -p tabiya-render -- gallery` redraws them.

#[test]
fn the_gallery_is_what_the_renderer_draws() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/gallery");
    if std::env::var_os("TABIYA_BLESS").is_some() {
        tabiya_render::gallery::write(&dir).expect("gallery written");
    }
    let stale = tabiya_render::gallery::check(&dir);
    assert!(
        stale.is_empty(),
        "stale pictures in docs/gallery (run `cargo run -p tabiya-render -- gallery`): {stale:?}"
    );
}
