//! Typed moves in SAN (or anything else) in the start position: never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabiya_engine::{san, variants, Position, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(text) else { return };
    let spec = variants::ALL[which as usize % variants::ALL.len()];
    let pos = Position::new(Variant::with_options(spec, &[]).expect("historical rules"));
    if let Ok(m) = san::parse(text, &pos) {
        assert!(pos.is_legal(&m));
    }
});
