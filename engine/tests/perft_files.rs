//! Runs every `tests/perft/<variant>.perft` file against Fairy-Stockfish's reading of the
//! game (the file name is Fairy-Stockfish's variant name).
//!
//! A depth whose count exceeds the node limit is skipped; set `TABIYA_PERFT_LIMIT` to raise
//! it (e.g. in a release run: `TABIYA_PERFT_LIMIT=1000000000 cargo test --release`).

use crate::support::manifest_dir;
use std::path::Path;

use tabiya_engine::{fen, perft, Variant};

const DEFAULT_LIMIT: u64 = 3_000_000;

struct Case {
    id: String,
    epd: String,
    depths: Vec<(u32, u64)>,
}

fn read_cases(path: &Path) -> Vec<Case> {
    let text = std::fs::read_to_string(path).expect("perft file readable");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "id" => cases.push(Case {
                id: value.to_owned(),
                epd: String::new(),
                depths: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id before epd").epd = value.to_owned(),
            "perft" => {
                let (d, c) = value.split_once(' ').expect("perft D N");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .depths
                    .push((d.parse().expect("depth"), c.parse().expect("count")));
            }
            other => panic!("{}:{}: unknown key {other}", path.display(), n + 1),
        }
    }
    cases
}

fn limit() -> u64 {
    std::env::var("TABIYA_PERFT_LIMIT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_LIMIT)
}

fn run_file(name: &str) {
    let path = manifest_dir()
        .join("tests/perft")
        .join(format!("{name}.perft"));
    let variant = Variant::fairy(name).expect("known Fairy-Stockfish name");
    let limit = limit();
    let mut checked = 0;
    let mut failures = Vec::new();
    for case in read_cases(&path) {
        let pos = match fen::parse(&case.epd, variant) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{}: FEN rejected: {e}", case.id));
                continue;
            }
        };
        for &(depth, expected) in &case.depths {
            if expected > limit {
                continue;
            }
            let got = perft::perft(&pos, depth);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "{} depth {depth}: expected {expected}, got {got}\n    epd {}",
                    case.id, case.epd
                ));
            }
        }
    }
    assert!(checked > 0, "{name}: nothing checked");
    assert!(
        failures.is_empty(),
        "{name}: {} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

macro_rules! perft_tests {
    ($($test:ident => $name:literal,)*) => {
        $(#[test]
        fn $test() {
            run_file($name);
        })*
    };
}

perft_tests! {
    perft_chaturanga => "chaturanga",
    perft_chaturanga_historical => "chaturanga-historical",
    perft_shatranj => "shatranj",
    perft_senterej => "senterej",
    perft_ninthcentury => "ninthcentury",
    perft_sittuyin => "sittuyin",
    perft_makruk => "makruk",
    perft_cambodian => "cambodian",
    perft_shatar => "shatar",
    perft_xiangqi => "xiangqi",
    perft_janggi => "janggi",
    perft_janggicasual => "janggicasual",
    perft_heianshogi => "heianshogi",
    perft_heianshogi9 => "heianshogi9",
    perft_shoshogi => "shoshogi",
    perft_shogi => "shogi",
}
