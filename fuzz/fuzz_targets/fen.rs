//! FEN text of any game: never panics; what parses prints back to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabiya_engine::{fen, variants, Variant};

fuzz_target!(|data: &[u8]| {
    let Some((&which, text)) = data.split_first() else { return };
    let Ok(text) = std::str::from_utf8(text) else { return };
    let spec = variants::ALL[which as usize % variants::ALL.len()];
    let variant = if which & 0x80 == 0 {
        Variant::with_options(spec, &[]).expect("historical rules")
    } else {
        Variant::fairy(spec.fairy[0].name).expect("fairy name")
    };
    if let Ok(pos) = fen::parse(text, variant) {
        let again = fen::parse(&fen::fen(&pos), variant).expect("printed FEN parses");
        assert_eq!(again, pos);
        let _ = pos.legal_moves();
        let _ = pos.outcome();
    }
});
