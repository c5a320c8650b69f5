//! Command sessions drawn from bytes (`tabiya_bot::fuzzing`): the fuzzer's corpus of
//! regressions replayed, and random sessions as a property. After any session every command
//! was answered, redeliveries answered the same, and every game replays from its record.

use std::path::Path;

use proptest::prelude::*;
use tabiya_bot::fuzzing::{drive, games_after};
use tabiya_bot::service::Service;

fn service() -> Service {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    s
}

/// Every input the fuzzer found (a crash, once) or started from, replayed.
#[test]
fn the_fuzzers_corpus_replays_without_a_fault() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/fuzz-commands");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).expect("corpus folder") {
        let path = entry.expect("entry").path();
        let data = std::fs::read(&path).expect("input");
        if let Err(e) = drive(&mut service(), &data, 1_700_000_000) {
            panic!("{}: {e}", path.display());
        }
        n += 1;
    }
    assert!(n > 0, "the corpus is empty");
}

/// Random sessions reach games, moves and their ends (else the property says little).
#[test]
fn random_sessions_reach_games() {
    let mut games = 0;
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..20 {
        let data: Vec<u8> = (0..600)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        games += games_after(&mut service(), &data, 1_700_000_000).expect("session");
    }
    assert!(games >= 20, "{games} games in 20 sessions");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any session keeps the database consistent: every game replays from its record.
    #[test]
    fn every_command_keeps_the_database_consistent(data in proptest::collection::vec(any::<u8>(), 0..700)) {
        let result = drive(&mut service(), &data, 1_700_000_000);
        prop_assert!(result.is_ok(), "{:?}", result);
    }
}
