//! Exports: a record is a file whose text is exactly the record (no mention or prefix before
//! `[Event`), and PGN carries the Seven Tag Roster in order plus Variant, SetUp/FEN,
//! TimeControl and Termination.

use std::path::Path;

use tabiya_bot::service::{Incoming, Reply, Service};

fn say(s: &mut Service, n: &mut i64, user: &str, text: &str) -> Vec<Reply> {
    *n += 1;
    let event = format!("x{n}");
    s.handle(&Incoming::new(
        &event,
        user,
        "hall",
        text,
        1_800_000_000 + *n * 60,
    ))
}

fn tags(pgn: &str) -> Vec<(String, String)> {
    pgn.lines()
        .take_while(|l| l.starts_with('['))
        .map(|l| {
            let (tag, rest) = l[1..].split_once(' ').expect("a tag");
            (
                tag.to_owned(),
                rest.trim_end_matches(']').trim_matches('"').to_owned(),
            )
        })
        .collect()
}

#[test]
fn exports_are_files_and_pgn_carries_the_seven_tag_roster() {
    let mut s = Service::open(Path::new(":memory:"), "console").expect("service");
    s.set_images(false);
    let n = &mut 0;
    say(
        &mut s,
        n,
        "alice",
        "/challenge @bob shatranj color:white days:3",
    );
    say(&mut s, n, "bob", "/accept");
    say(&mut s, n, "alice", "/move e3");
    say(&mut s, n, "bob", "/resign confirm");
    let export = say(&mut s, n, "alice", "/export");
    assert_eq!(export.len(), 1);
    let r = &export[0];
    assert_eq!(r.file.as_deref(), Some("tabiya-game-1.pgn"));
    assert!(
        r.text
            .starts_with("[Event \"Tabiya correspondence game #1\"]\n"),
        "{}",
        r.text
    );
    let t = tags(&r.text);
    let names: Vec<&str> = t.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        names,
        [
            "Event",
            "Site",
            "Date",
            "Round",
            "White",
            "Black",
            "Result",
            "Variant",
            "SetUp",
            "FEN",
            "TimeControl",
            "Termination"
        ]
    );
    let get = |k: &str| {
        t.iter()
            .find(|(x, _)| x == k)
            .map(|(_, v)| v.as_str())
            .unwrap_or("")
    };
    assert_eq!(get("Site"), "Tabiya on console, hall");
    assert_eq!(get("Date"), "2027.01.15");
    assert_eq!(get("Round"), "-");
    assert_eq!(get("Result"), "1-0");
    assert_eq!(get("TimeControl"), "1/259200");
    assert_eq!(get("Termination"), "normal");
    assert!(r.text.trim_end().ends_with("1. e3 1-0"), "{}", r.text);
    // KIF and CSA are files too; a redelivered export is the same file again.
    say(
        &mut s,
        n,
        "carol",
        "/challenge @dave shogi color:white days:7+2",
    );
    say(&mut s, n, "dave", "/accept");
    let kif = say(&mut s, n, "carol", "/export kif");
    assert_eq!(kif[0].file.as_deref(), Some("tabiya-game-2.kif"));
    let pgn = say(&mut s, n, "carol", "/export pgn");
    let t = tags(&pgn[0].text);
    assert!(
        t.contains(&("TimeControl".to_owned(), "604800+172800".to_owned())),
        "{t:?}"
    );
    assert!(
        t.contains(&("Termination".to_owned(), "unterminated".to_owned())),
        "{t:?}"
    );
    assert!(t.contains(&("Result".to_owned(), "*".to_owned())), "{t:?}");
    let again = s.handle(&Incoming::new(
        &format!("x{n}"),
        "carol",
        "hall",
        "/export pgn",
        1_800_000_000,
    ));
    assert_eq!(again[0].file, pgn[0].file);
    assert_eq!(again[0].text, pgn[0].text);
}
