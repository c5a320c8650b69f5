//! Exports: a record is a file whose text is exactly the record (no mention or prefix before
//! `[Event`), and PGN carries the Seven Tag Roster in order plus Variant, SetUp/FEN,
//! TimeControl and Termination.

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
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
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
        "/challenge @dave shogi color:sente days:7+2",
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

/// The FEN between backticks in a reply.
fn quoted(text: &str, label: &str) -> String {
    let at = text
        .find(&format!("{label}: `"))
        .unwrap_or_else(|| panic!("{label} in {text}"));
    let rest = &text[at + label.len() + 3..];
    rest[..rest.find('`').expect("closing backtick")].to_owned()
}

/// `/export fen` and `/board` give the position as text to copy: FEN (read back by the engine
/// to the same position) and, for Shogi, SFEN; PGN names the game as pychess-variants does.
#[test]
fn the_position_as_fen_and_the_variant_tag_as_pychess_writes_it() {
    use tabiya_engine::{fen, shogi, Variant};
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    let n = &mut 0;
    say(&mut s, n, "alice", "/challenge @bob ouk color:white days:3");
    say(&mut s, n, "bob", "/accept");
    say(&mut s, n, "alice", "/move e4");
    let r = say(&mut s, n, "bob", "/export fen");
    assert_eq!(r.len(), 1);
    assert!(r[0].file.is_none(), "text to copy, not a file");
    let f = quoted(&r[0].text, "FEN");
    let pos = fen::parse(&f, Variant::historical("ouk", &[]).expect("game")).expect("FEN");
    assert_eq!(fen::fen(&pos), f);
    assert!(f.contains(" b "), "Black to move: {f}");
    let board = say(&mut s, n, "alice", "/board");
    assert_eq!(quoted(&board[0].text, "FEN"), f);
    let pgn = say(&mut s, n, "alice", "/export pgn");
    assert!(
        tags(&pgn[0].text).contains(&("Variant".to_owned(), "Cambodian".to_owned())),
        "{}",
        pgn[0].text
    );
    // Shogi: SFEN as well, with the pieces in hand.
    say(
        &mut s,
        n,
        "carol",
        "/challenge @dave shogi color:sente days:3",
    );
    say(&mut s, n, "dave", "/accept");
    for (who, m) in [("carol", "P-76"), ("dave", "P-34"), ("carol", "Bx22+")] {
        let r = say(&mut s, n, who, &format!("/move {m}"));
        assert!(r[0].text.contains("#2"), "{}", r[0].text);
    }
    let r = say(&mut s, n, "dave", "/export fen");
    let sfen = quoted(&r[0].text, "SFEN");
    let v = Variant::historical("shogi", &[]).expect("game");
    let pos = shogi::parse_sfen(&sfen, v).expect("SFEN");
    assert_eq!(quoted(&r[0].text, "FEN"), fen::fen(&pos));
    assert!(sfen.contains(" w B "), "{sfen}");
}

/// With Japanese notation the bot prints a recapture as 同; the player can send it back.
#[test]
fn a_recapture_written_with_dou_is_read() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    let n = &mut 0;
    say(&mut s, n, "carol", "/settings notation:japanese");
    say(&mut s, n, "dave", "/settings notation:japanese");
    say(
        &mut s,
        n,
        "carol",
        "/challenge @dave shogi color:sente days:3",
    );
    say(&mut s, n, "dave", "/accept");
    for (who, m) in [("carol", "P-76"), ("dave", "P-34")] {
        say(&mut s, n, who, &format!("/move {m}"));
    }
    let r = say(&mut s, n, "carol", "/move Bx22+");
    assert!(r[0].text.contains("２二角成"), "{}", r[0].text);
    // Gote takes back on 22 with the silver: printed and read as △同銀.
    let r = say(&mut s, n, "dave", "/move △同銀");
    assert!(r[0].text.contains("△同銀"), "{}", r[0].text);
    let r = say(&mut s, n, "carol", "/export kif");
    assert!(r[0].text.contains("同　銀(31)"), "{}", r[0].text);
}

/// `/challenge … fen:` starts a casual game from a position: the FEN pasted with its spaces
/// (or the SFEN for Shogi), copied from what `/board` printed; a position no game could
/// reach, or a rated one, is refused with the reason and nothing is stored.
#[test]
fn a_challenge_from_a_chosen_position() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    let n = &mut 0;
    // Black to move first in a Xiangqi ending.
    let start = "4k4/9/9/9/2P6/9/9/4B4/4A4/3K5 b - - 0 1";
    let r = say(
        &mut s,
        n,
        "alice",
        &format!("/challenge @bob xiangqi fen:{start} color:white days:3"),
    );
    assert!(r[0].text.contains("Challenge #1"), "{}", r[0].text);
    assert!(r[0].text.contains(start), "{}", r[0].text);
    let r = say(&mut s, n, "bob", "/accept");
    assert!(r[0].text.contains("@bob to move"), "{}", r[0].text);
    assert!(r[0].text.contains("casual"), "{}", r[0].text);
    let r = say(&mut s, n, "bob", "/move K5+1");
    assert!(r[0].text.contains("@alice (Red) to move"), "{}", r[0].text);
    let board = say(&mut s, n, "alice", "/board");
    let now = quoted(&board[0].text, "FEN");
    assert!(now.starts_with("9/4k4/9/9/2P6"), "{now}");
    // Copied back, backticks and all, the position starts a new game.
    let r = say(
        &mut s,
        n,
        "alice",
        &format!("/challenge @bob xiangqi days:3 fen:`{now}`"),
    );
    assert!(r[0].text.contains("Challenge #2"), "{}", r[0].text);
    say(&mut s, n, "alice", "/cancel 2");
    // Refusals say why.
    for (line, why) in [
        (
            "/challenge @bob xiangqi fen:4k4/9/9/9/4B4/9/9/9/9/4K4 w - - 0 1",
            "No game of Xiangqi can start there",
        ),
        (
            "/challenge @bob shatranj fen:rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RR2K2R w - - 0 1",
            "White has more of the chariot",
        ),
        (
            "/challenge @bob shogi fen:4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1",
            "Sente has two unpromoted pawns on the file of `58`",
        ),
        (
            "/challenge @bob shatranj fen:banana",
            "not a Shatranj position",
        ),
        (
            "/challenge @bob xiangqi rated:yes fen:4k4/9/9/9/2P6/9/9/4B4/4A4/3K5 w - - 0 1",
            "casual",
        ),
        (
            "/challenge @bob @carol ashtapada fen:x",
            "Ashtapada takes no fen",
        ),
    ] {
        let r = say(&mut s, n, "alice", line);
        assert_eq!(r.len(), 1);
        assert!(r[0].text.contains(why), "{line}: {}", r[0].text);
        assert!(!r[0].text.contains("Challenge #"), "{line}: {}", r[0].text);
    }
    // Shogi from an SFEN, Gote to move, pieces in hand.
    let r = say(
        &mut s,
        n,
        "carol",
        "/challenge @dave shogi color:sente days:3 fen:4k4/9/9/9/9/9/4P4/9/4K4 w GSr 1",
    );
    assert!(
        r[0].text.contains("SFEN: `4k4/9/9/9/9/9/4P4/9/4K4 w GSr "),
        "{}",
        r[0].text
    );
    let r = say(&mut s, n, "dave", "/accept");
    assert!(r[0].text.contains("@dave to move"), "{}", r[0].text);
    let r = say(&mut s, n, "dave", "/move R*55");
    assert!(
        r[0].text.contains("@carol (Sente) to move"),
        "{}",
        r[0].text
    );
}

/// `/import` reads back what `/export` wrote — PGN, KIF and CSA, pasted after the command —
/// and shows the last position, or, naming a player, challenges him to play on from there;
/// what it cannot read it refuses with the line and the reason, and nothing is stored.
#[test]
fn import_reads_what_export_wrote_and_plays_on() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    s.set_images(false);
    let n = &mut 0;
    say(
        &mut s,
        n,
        "alice",
        "/challenge @bob makruk color:white days:3",
    );
    say(&mut s, n, "bob", "/accept");
    for (who, m) in [("alice", "e4"), ("bob", "e5"), ("alice", "Ne2")] {
        let r = say(&mut s, n, who, &format!("/move {m}"));
        assert!(r[0].text.contains("to move"), "{}", r[0].text);
    }
    let pgn = say(&mut s, n, "alice", "/export pgn")[0].text.clone();
    let fen_now = quoted(&say(&mut s, n, "alice", "/export fen")[0].text, "FEN");
    // The file's text pasted after the command, line breaks and all.
    let r = say(&mut s, n, "carol", &format!("/import\n{pgn}"));
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(
        r[0].text.contains("PGN record read: Makruk"),
        "{}",
        r[0].text
    );
    assert!(r[0].text.contains("3 moves"), "{}", r[0].text);
    assert_eq!(quoted(&r[0].text, "FEN"), fen_now, "{}", r[0].text);
    // The line it suggests is a command that works.
    let suggested = r[0].text[r[0].text.find("/challenge").expect("a way to play on")..]
        .replace("@player", "@dave");
    let c = say(&mut s, n, "carol", &suggested);
    assert!(
        c[0].text.contains("Challenge #2"),
        "{suggested}: {}",
        c[0].text
    );
    say(&mut s, n, "carol", "/cancel 2");
    // With a player: a challenge from the end; accepted, Black moves first.
    let r = say(
        &mut s,
        n,
        "carol",
        &format!("/import @dave color:white days:2 {pgn}"),
    );
    assert!(r[0].text.contains("Challenge #3"), "{}", r[0].text);
    let r = say(&mut s, n, "dave", "/accept 3");
    assert!(r[0].text.contains("@dave to move"), "{}", r[0].text);
    let r = say(&mut s, n, "dave", "/move Nd7");
    assert!(
        r[0].text.contains("@carol (White) to move"),
        "{}",
        r[0].text
    );
    // Tags and moves on one line, as a Discord text field delivers a pasted record.
    let r = say(
        &mut s,
        n,
        "carol",
        "/import [Event \"x\"] [Variant \"Makruk\"] 1. e4 e5 2. Ne2 *",
    );
    assert!(r[0].text.contains("3 moves"), "{}", r[0].text);
    assert_eq!(quoted(&r[0].text, "FEN"), fen_now, "{}", r[0].text);
    // Moves on one line, no tags: the game named.
    let r = say(&mut s, n, "carol", "/import makruk 1. e4 e5 2. Ne2 *");
    assert_eq!(quoted(&r[0].text, "FEN"), fen_now, "{}", r[0].text);
    // Shogi: KIF and CSA as the bot writes them.
    say(
        &mut s,
        n,
        "erin",
        "/challenge @frank shogi color:sente days:3",
    );
    say(&mut s, n, "frank", "/accept");
    for (who, m) in [
        ("erin", "P-76"),
        ("frank", "P-34"),
        ("erin", "Bx22+"),
        ("frank", "Sx22"),
    ] {
        let r = say(&mut s, n, who, &format!("/move {m}"));
        assert!(r[0].text.contains("to move"), "{}", r[0].text);
    }
    let sfen = quoted(&say(&mut s, n, "erin", "/export fen")[0].text, "SFEN");
    for format in ["kif", "csa"] {
        let record = say(&mut s, n, "erin", &format!("/export {format}"))[0]
            .text
            .clone();
        let r = say(&mut s, n, "gina", &format!("/import {record}"));
        assert!(
            r[0].text
                .contains(&format!("{} record read: Shogi", format.to_uppercase())),
            "{}",
            r[0].text
        );
        assert_eq!(quoted(&r[0].text, "SFEN"), sfen, "{format}: {}", r[0].text);
    }
    // CSA on one line, statements split by commas, times and all.
    let r = say(&mut s, n, "gina", "/import +7776FU,T3,-3334FU,T5");
    assert!(r[0].text.contains("2 moves"), "{}", r[0].text);
    // Refusals: the line and why; no challenge made.
    for (line, why) in [
        ("/import", "Paste the record"),
        ("/import 1. e4 e5", "name it with `variant:`"),
        ("/import shatranj 1. e3 e6 2. Kx9", "`Kx9`"),
        (
            "/import shatranj 1. e3 e6 2. Qe2",
            "moves like it: Ke2, Ne2",
        ),
        (
            "/import [Variant \"Chess960\"] 1. e4",
            "not a game Tabiya plays",
        ),
        ("/import @dave makruk 1. e4 e5 2. Qxf7", "`Qxf7`"),
        (
            "/import 手合割：平手 先手：a 後手：b 1 ７六歩(77) 2 ３四歩(33)",
            "attach the file instead",
        ),
    ] {
        let r = say(&mut s, n, "carol", line);
        assert_eq!(r.len(), 1, "{line}");
        assert!(r[0].text.contains(why), "{line}: {}", r[0].text);
        assert!(!r[0].text.contains("?."), "{line}: {}", r[0].text);
        assert!(!r[0].text.contains("Challenge #"), "{line}: {}", r[0].text);
    }
}

/// Frames in a GIF, decoded with the `gif` crate.
fn gif_frames(data: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new().read_info(data).expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    frames
}

/// `/export gif` answers with the whole game as an animated picture, a frame a position, in
/// the player's language; the post of a game's end carries the same replay, up to the end.
#[test]
fn a_game_replays_as_a_moving_picture_on_export_and_at_its_end() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let n = &mut 0;
    say(&mut s, n, "alice", "/challenge @bob shatranj color:white");
    say(&mut s, n, "bob", "/accept");
    for (who, m) in [
        ("alice", "e3"),
        ("bob", "e6"),
        ("alice", "Nf3"),
        ("bob", "Nc6"),
    ] {
        say(&mut s, n, who, &format!("/move {m}"));
    }
    let exported = say(&mut s, n, "alice", "/export gif");
    let r = exported.first().expect("an answer");
    assert!(
        r.text.starts_with("Game #1 replayed: its 4 moves"),
        "{}",
        r.text
    );
    let image = r.image.as_ref().expect("the replay");
    assert!(image.is_replay() && image.file_name() == "replay.gif");
    assert_eq!(gif_frames(&image.data), 5, "the start and a frame a move");
    assert!(
        image
            .alt
            .starts_with("The game replayed move by move (4 moves)"),
        "{}",
        image.alt
    );
    // Another language: the answer and the picture's words in it.
    say(&mut s, n, "bob", "/settings language:fa");
    let farsi = say(&mut s, n, "bob", "/export gif");
    let r = farsi.first().expect("an answer");
    let said = tabiya_bot::i18n::render(r.lang, r.message.as_ref().expect("a message"));
    assert!(r.lang == "fa" && !said.is_ascii(), "{said}");
    assert!(!r.image.as_ref().expect("the replay").alt.is_ascii());
    // The end: a resignation's post carries the replay, one frame more than the moves.
    say(&mut s, n, "alice", "/resign");
    let over = say(&mut s, n, "alice", "/resign confirm");
    let post = over
        .iter()
        .find(|r| r.text.contains("is over"))
        .expect("the end posted");
    let replay = post.image.as_ref().expect("the end carries the replay");
    assert!(replay.is_replay());
    assert_eq!(gif_frames(&replay.data), 5);
}
