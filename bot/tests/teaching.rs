//! Teaching pictures in chat: `/rules GAME PIECE` shows how a piece moves, `/moves SQUARE`
//! where a piece of one's game can go — each one private reply whose image decodes and whose
//! text and alt text name the squares.

use tabiya_bot::service::{Audience, Incoming, Reply, Service};

fn say(s: &mut Service, n: &mut i64, user: &str, text: &str) -> Vec<Reply> {
    *n += 1;
    s.handle(&Incoming::new(
        &format!("t{n}"),
        user,
        "hall",
        text,
        1_800_000_000 + *n * 60,
    ))
}

/// The one private reply, its PNG decoded: (text, alt, width, height).
fn picture(replies: &[Reply]) -> (String, String, u32, u32) {
    assert_eq!(replies.len(), 1, "one reply: {replies:?}");
    let r = &replies[0];
    assert_eq!(r.audience, Audience::Private, "{}", r.text);
    let image = r
        .image
        .as_ref()
        .unwrap_or_else(|| panic!("an image: {}", r.text));
    let decoder = png::Decoder::new(std::io::Cursor::new(&image.data));
    let reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    (r.text.clone(), image.alt.clone(), info.width, info.height)
}

fn text(replies: &[Reply]) -> String {
    replies.iter().map(|r| r.text.as_str()).collect()
}

#[test]
fn rules_game_piece_shows_the_piece_moves() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let n = &mut 0;
    let (t, alt, w, h) = picture(&say(&mut s, n, "alice", "/rules xiangqi horse"));
    assert!(t.contains("Xiangqi — Mǎ (horse)"), "{t}");
    assert!(t.contains("its leg"), "{t}");
    assert!(t.contains("a dot where it moves"), "{t}");
    assert!(alt.contains("The horse on e5 moves to"), "{alt}");
    assert!(w > 300 && h > 300, "{w}×{h}");
    // By letter, by the game's own name, by a promoted piece's letter.
    for (line, name) in [
        ("/rules shatranj N", "Faras"),
        ("/rules makruk met", "Met"),
        ("/rules shogi +P", "tokin"),
        ("/rules shogi dragon-horse", "Ryūma"),
        ("/rules janggi cannon", "Po"),
    ] {
        let (t, _, _, _) = picture(&say(&mut s, n, "alice", line));
        assert!(
            t.to_lowercase().contains(&name.to_lowercase()),
            "{line}: {t}"
        );
    }
    // A piece the game does not have: told which it has, no picture.
    let r = say(&mut s, n, "alice", "/rules shatranj cannon");
    assert!(r[0].image.is_none());
    assert!(
        text(&r).contains(
            "Shatranj has no piece `cannon`. Its pieces: king, ferz, alfil, knight, rook, pawn."
        ),
        "{}",
        text(&r)
    );
    // A game that is none of ours is named as such, not reported missing.
    for line in ["/rules zzzz", "/rules zzzz horse"] {
        let t = text(&say(&mut s, n, "alice", line));
        assert!(
            t.starts_with("There is no game `zzzz`; the games are: chaturanga"),
            "{line}: {t}"
        );
    }
    let t = text(&say(&mut s, n, "alice", "/rules"));
    assert!(t.contains("/rules needs GAME"), "{t}");
    // Discord's picker offers the game's pieces as typed.
    let picks = Service::piece_choices("shogi", "dr");
    let keys: Vec<&str> = picks.iter().map(|(_, k)| k.as_str()).collect();
    assert_eq!(keys, ["dragon", "dragon-horse"]);
    assert!(Service::piece_choices("nochess", "").is_empty());
    assert_eq!(Service::piece_choices("xiangqi", "").len(), 7);
}

#[test]
fn moves_square_shows_a_piece_of_ones_game() {
    let mut s = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let n = &mut 0;
    say(
        &mut s,
        n,
        "alice",
        "/challenge @bob xiangqi color:white days:3",
    );
    say(&mut s, n, "bob", "/accept");
    let (t, alt, _, _) = picture(&say(&mut s, n, "alice", "/moves b1"));
    assert_eq!(t, "Game #1: the horse on b1 (Red) can go to a3, c3.");
    assert!(alt.contains("The horse on b1 moves to a3, c3."), "{alt}");
    // The cannon: moves and a capture over the horse.
    let (t, _, _, _) = picture(&say(&mut s, n, "alice", "/moves h3"));
    assert!(t.contains("can take on h10"), "{t}");
    // The other side's piece, as on its turn.
    let (t, _, _, _) = picture(&say(&mut s, n, "bob", "/moves b10"));
    assert_eq!(
        t,
        "Game #1: the horse on b10 (Black), on its side's turn, can go to a8, c8."
    );
    // Mistakes are told, nothing else happens.
    for (line, says) in [
        ("/moves e5", "Game #1: there is no piece on e5."),
        ("/moves z9", "`z9` is not a square of Xiangqi"),
        ("/moves", "/moves needs SQUARE"),
    ] {
        let r = say(&mut s, n, "alice", line);
        assert!(r[0].image.is_none(), "{line}");
        assert!(text(&r).contains(says), "{line}: {}", text(&r));
    }
    // A finished game: its last position, nothing marked.
    say(&mut s, n, "bob", "/resign confirm");
    let (t, alt, _, _) = picture(&say(&mut s, n, "alice", "/moves b1"));
    assert_eq!(t, "Game #1: the horse on b1 (Red) — the game is over.");
    assert!(!alt.contains("moves to"), "{alt}");
    // Shogi squares as its board labels them.
    say(
        &mut s,
        n,
        "carol",
        "/challenge @dave shogi color:sente days:3",
    );
    say(&mut s, n, "dave", "/accept");
    let (t, _, _, _) = picture(&say(&mut s, n, "carol", "/moves 77"));
    assert_eq!(t, "Game #2: the pawn on 77 (Sente) can go to 76.");
    let (t, _, _, _) = picture(&say(&mut s, n, "carol", "/moves 2h"));
    assert!(
        t.starts_with("Game #2: the rook on 28 (Sente) can go to"),
        "{t}"
    );
}
