//! The whole command grammar against the service on an in-memory database: sessions of
//! commands from several users (every command, arguments from dictionaries of moves, numbers,
//! Unicode and mentions, legal moves drawn from the games, the clock moving on). Nothing may
//! panic, every command is answered, a redelivery answers the same, and every game replays
//! from its record afterwards (`tabiya_bot::fuzzing::drive`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabiya_bot::service::Service;

fuzz_target!(|data: &[u8]| {
    let mut service =
        Service::open(std::path::Path::new(":memory:"), "console").expect("in-memory database");
    service.set_images(false);
    if let Err(e) = tabiya_bot::fuzzing::drive(&mut service, data, 1_700_000_000) {
        panic!("{e}");
    }
});
