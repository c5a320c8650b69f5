//! Game names and rule options: never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabiya_engine::Variant;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let mut parts = text.split(' ');
    let name = parts.next().unwrap_or("");
    let options: Vec<&str> = parts.collect();
    let _ = Variant::historical(name, &options);
    let _ = Variant::fairy(name);
    let _ = Variant::historical_for_fairy_name(name);
});
