//! Bursts are sequential: commands that arrive together and commit together are each judged
//! against the state the commands before them left. "The position changed" answers only a
//! stale view (a menu or button that says which position it was shown at).

use std::path::Path;

use tabiya_bot::service::{Audience, Incoming, Service};

const NOW: i64 = 1_800_000_000;

/// A whole Shatranj game's opening with its mistakes: moves out of turn, twice in a row, an
/// illegal move, a non-player, and the game's end by resignation.
const SCRIPT: &[(&str, &str)] = &[
    ("alice", "/challenge @bob shatranj color:white"),
    ("bob", "/move e6"),
    ("bob", "/accept"),
    ("bob", "/move e6"),
    ("alice", "/move e3"),
    ("alice", "/move e4"),
    ("carol", "/move d6"),
    ("bob", "/move e6"),
    ("bob", "/move d6"),
    ("alice", "/move Ng1f3"),
    ("alice", "/move Nf3"),
    ("bob", "/move zz9"),
    ("bob", "/move Nf6"),
    ("alice", "/draw"),
    ("bob", "/draw decline"),
    ("bob", "/resign confirm"),
    ("alice", "/move Nd4"),
    ("alice", "/games"),
];

fn service() -> Service {
    let mut s = Service::open(Path::new(":memory:"), "console").expect("service");
    s.set_images(false);
    s
}

fn incoming(i: usize) -> Incoming<'static> {
    let (user, text) = SCRIPT[i];
    Incoming::new(
        Box::leak(format!("e{i}").into_boxed_str()),
        user,
        "hall",
        text,
        NOW,
    )
}

fn shown(replies: Vec<tabiya_bot::service::Reply>) -> Vec<(bool, String)> {
    replies
        .into_iter()
        .map(|r| (r.audience == Audience::Channel, r.text))
        .collect()
}

#[test]
fn bursts_are_sequential_a_batch_answers_as_one_command_at_a_time() {
    let all: Vec<Incoming<'static>> = (0..SCRIPT.len()).map(incoming).collect();
    let mut batched = service();
    let together: Vec<_> = batched.handle_batch(&all).into_iter().map(shown).collect();
    let mut single = service();
    let apart: Vec<_> = all.iter().map(|inc| shown(single.handle(inc))).collect();
    for (i, (a, b)) in together.iter().zip(&apart).enumerate() {
        assert_eq!(a, b, "line {i} `{}`", SCRIPT[i].1);
    }
    let text = |i: usize| {
        apart[i]
            .iter()
            .map(|(_, t)| t.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    };
    // Out of turn and twice in a row: "not your move", never "the position changed".
    for i in [3, 5, 8, 10] {
        assert!(text(i).contains("not your move"), "line {i}: {}", text(i));
    }
    assert!(!apart
        .iter()
        .flatten()
        .any(|(_, t)| t.contains("position changed")));
    assert!(text(4).starts_with("#1 e3"), "{}", text(4));
    assert!(text(7).starts_with("#1 e6"), "{}", text(7));
    assert!(
        text(15).contains("0-1") || text(15).contains("1-0"),
        "{}",
        text(15)
    );
    batched.check_consistency().expect("consistent");
}

#[test]
fn bursts_are_sequential_a_stale_view_is_the_position_changed() {
    let mut s = service();
    let mut n = 0;
    let mut say = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let event = format!("s{n}");
        s.handle(&Incoming::new(&event, user, "hall", text, NOW + n))
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    say(&mut s, "alice", "/challenge @bob shatranj color:white");
    say(&mut s, "bob", "/accept");
    // A menu opened at move 0 plays at move 0.
    assert!(say(&mut s, "alice", "/move e2e3 game:1 at:0").starts_with("#1 e3"));
    assert!(say(&mut s, "bob", "/move e6").starts_with("#1 e6"));
    // The same menu, left open while the game moved on, is stale: nothing is played.
    let stale = say(&mut s, "alice", "/move d2d3 game:1 at:0");
    assert!(stale.contains("position changed"), "{stale}");
    assert!(say(&mut s, "alice", "/move d2d3 game:1 at:2").starts_with("#1 d3"));
    let bad = say(&mut s, "bob", "/move d6 at:-1");
    assert!(bad.contains("The number of moves made"), "{bad}");
}
