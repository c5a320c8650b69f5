//! Games against the computer, through the console as a player meets them: whole games in
//! each family, the offers it answers, what it refuses; and through the runtime, its
//! thinking on worker threads that never delay another player's command.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use tabiya_bot::adapters::console;
use tabiya_bot::runtime::{Command, ServiceHandle};
use tabiya_bot::service::Service;
use tabiya_engine::computer;
use tabiya_engine::search::Limits;
use tabiya_engine::{notation, uci, Action, Color, Game, Variant};

const START: i64 = 1_800_000_000;

/// One console line on `service` at `t`; what the console printed for it (the player's
/// answer, then the computer's, marked `→`).
fn line(service: &mut Service, text: &str, t: i64) -> Vec<String> {
    let mut out = Vec::new();
    console::run(service, text.as_bytes(), &mut out, None, || t).expect("console runs");
    String::from_utf8(out)
        .expect("utf-8")
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The move the computer announced (`→ #1 Nf6 — horse g8→f6. …`): its notation, read back
/// as a player would copy it. (Its other announcements name it: `→ #1 @tabiya starts …`.)
fn announced(lines: &[String]) -> Option<&str> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("→ #1 "))
        .filter_map(|rest| rest.split_whitespace().next())
        .find(|word| !word.starts_with('@'))
}

/// A whole game of `key` through the console: Alice plays White with a short search of her
/// own, the computer Black at level 1. Every move the computer announces is read back from
/// its text and must be legal in a copy of the game kept here; the game ends in a result the
/// copy agrees with.
fn whole_game(key: &str) -> String {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let mut t = START;
    let mut transcript = Vec::new();
    let opened = line(
        &mut service,
        &format!("alice /challenge @tabiya {key} level:1 color:first"),
        t,
    );
    assert!(
        opened[0].starts_with("Game #1:")
            && opened[0].contains("@tabiya (")
            && opened[0].contains("level 1"),
        "{opened:?}"
    );
    transcript.extend(opened);
    let variant = Variant::historical(key, &[]).expect("a game");
    let mut game = Game::new(variant);
    let alice_to_move = format!("@alice ({}) to move", variant.side_name(Color::White));
    let stop = AtomicBool::new(false);
    let alice = Limits {
        depth: 6,
        nodes: Some(20_000),
        ..Limits::default()
    };
    let mut last_to = None;
    for ply in 0..300 {
        if game.outcome().is_some() {
            break;
        }
        t += 600;
        if ply == 150 {
            let out = line(&mut service, "alice /resign confirm", t);
            transcript.extend(out);
            eprintln!("{key}: no end in 150 moves; Alice resigned");
            return transcript.join("\n");
        }
        let legal = game.legal_moves(Color::White);
        let m = computer::think(&game, Color::White, &legal, alice, &stop)
            .best
            .expect("Alice has a move");
        let text = uci::to_uci(&m, game.position());
        game.play(Color::White, m).expect("Alice's move is legal");
        let out = line(&mut service, &format!("alice /move {text}"), t);
        assert!(
            out[0].starts_with("#1 "),
            "{key}: Alice's move {text} was refused: {out:?}"
        );
        assert!(!out.iter().any(|l| l.starts_with("(to ")), "{out:?}");
        if game.outcome().is_some() {
            assert!(out[0].contains("Game over:"), "{key}: {out:?}");
            transcript.extend(out);
            break;
        }
        assert!(
            out[0].contains("@tabiya (") && out[0].contains("is thinking"),
            "{out:?}"
        );
        // Makruk: the computer, the weaker side, may start the board's-honour count first.
        if out
            .iter()
            .any(|l| l.starts_with("→ #1 @tabiya starts the board's-honour count"))
        {
            game.act(Action::StartCount(Color::Black))
                .expect("the count may start");
        }
        let said = announced(&out)
            .unwrap_or_else(|| panic!("{key}: the computer did not answer: {out:?}"))
            .to_owned();
        let mut pos = game.position().clone();
        pos.set_turn(Color::Black);
        let legal = game.legal_moves(Color::Black);
        let reply = notation::parse_after(&said, &pos, &legal, last_to)
            .unwrap_or_else(|e| panic!("{key}: the computer's `{said}` does not read back: {e}"));
        game.act(Action::Move {
            color: Color::Black,
            m: reply,
        })
        .expect("the computer's move is legal");
        last_to = reply.to();
        let answer = out
            .iter()
            .find(|l| l.starts_with("→ #1 ") && !l.starts_with("→ #1 @"))
            .expect("answer");
        if game.outcome().is_some() {
            assert!(answer.contains("Game over:"), "{key}: {answer}");
        } else {
            assert!(answer.contains(&alice_to_move), "{key}: {answer}");
        }
        transcript.extend(out);
    }
    assert!(game.outcome().is_some(), "{key}: no end");
    if std::env::var_os("SHOW").is_some() {
        eprintln!("{}", transcript.join("\n"));
    }
    transcript.join("\n")
}

#[test]
fn a_whole_game_against_the_computer_in_each_family() {
    let keys = ["makruk", "xiangqi", "shogi"];
    let games: Vec<_> = keys
        .iter()
        .map(|&k| std::thread::spawn(move || (k, whole_game(k))))
        .collect();
    for g in games {
        let (key, transcript) = g.join().expect("the game runs");
        assert!(
            transcript.contains("Game over:") || transcript.contains("is over"),
            "{key}: {transcript}"
        );
    }
}

#[test]
fn the_computer_answers_offers_and_is_no_one_elses_to_play() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let script = "\
alice /challenge @tabiya shatranj level:2 color:white
alice /move e2e3
alice /draw
alice /takeback
tabiya /move e7e6
alice /challenge @bob shatranj level:4
alice /challenge @tabiya shatranj rated:yes
alice /challenge @tabiya shatranj level:9
alice /resign confirm
";
    let mut out = Vec::new();
    let mut t = START;
    console::run(&mut service, script.as_bytes(), &mut out, None, || {
        t += 60;
        t
    })
    .expect("console runs");
    let out = String::from_utf8(out).expect("utf-8");
    let lines: Vec<&str> = out.lines().collect();
    let expect = |i: usize, starts: &str| {
        assert!(lines[i].starts_with(starts), "line {i}: {out}");
    };
    expect(
        0,
        "Game #1: Shatranj — @alice (White) vs @tabiya (Black, level 2), casual",
    );
    expect(1, "#1 e3 — ");
    assert!(lines[1].ends_with("@tabiya (Black) is thinking."), "{out}");
    expect(2, "→ #1 ");
    assert!(lines[2].ends_with("@alice (White) to move."), "{out}");
    // Level at the start: the computer plays on.
    expect(3, "@alice offers a draw in game #1, @tabiya.");
    expect(4, "→ @tabiya declines the draw in game #1.");
    expect(5, "@alice asks to take back their last move in game #1");
    expect(6, "→ Game #1: 2 moves taken back. @alice (White) to move.");
    expect(7, "(to tabiya) That is the computer's name");
    expect(8, "(to alice) level: is the computer's strength");
    expect(9, "(to alice) Games against the computer are casual");
    expect(10, "(to alice) level:9? The computer's strength: 1 to 8.");
    expect(11, "Game #1 is over: 0-1 — @tabiya wins by resignation.");
    assert_eq!(lines.len(), 12, "{out}");
}

/// Down a whole chariot, the computer takes a draw; level, it declines (above).
#[test]
fn the_computer_takes_a_draw_when_it_stands_worse() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let script = "\
alice /challenge @tabiya shatranj color:white fen:rnbkqbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1
alice /move e2e3
alice /draw
";
    let mut out = Vec::new();
    console::run(&mut service, script.as_bytes(), &mut out, None, || START).expect("runs");
    let out = String::from_utf8(out).expect("utf-8");
    assert!(
        out.contains("Game #1 is over: 1/2-1/2 — drawn by agreement."),
        "{out}"
    );
}

/// The service on its database thread with its computer workers (no images), and a runtime
/// to talk to it.
fn spawned() -> (ServiceHandle, tokio::runtime::Runtime) {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    service.set_images(false);
    let handle = ServiceHandle::spawn(service, Arc::new(|| START));
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    (handle, rt)
}

fn command(user: &str, text: &str, id: &str) -> Command {
    Command {
        event_id: id.to_owned(),
        user: user.to_owned(),
        channel: "hall".to_owned(),
        text: text.to_owned(),
        game: None,
        name: None,
        moderator: false,
        locale: None,
        place_locale: None,
    }
}

/// Fifty games in which the computer is thinking at its strongest: a player's commands in a
/// game between people still come back within 100 ms each, because the searches run on
/// worker threads and the database thread only plays what they decide. A computer at
/// level 1 meanwhile answers through the outbox.
#[test]
fn fifty_computer_games_do_not_delay_a_players_command() {
    let (handle, rt) = spawned();
    rt.block_on(async {
        for i in 0..50 {
            let r = handle
                .handle(command(
                    &format!("p{i}"),
                    "/challenge @tabiya xiangqi level:8 color:black",
                    &format!("c{i}"),
                ))
                .await
                .expect("served");
            assert!(r[0].text.contains("@tabiya is thinking"), "{:?}", r[0].text);
        }
        let r = handle
            .handle(command(
                "alice",
                "/challenge @bob shatranj color:white",
                "h0",
            ))
            .await
            .expect("served");
        assert!(r[0].text.starts_with("Challenge #"), "{}", r[0].text);
        handle
            .handle(command("bob", "/accept", "h1"))
            .await
            .expect("served");
        let moves = [
            ("alice", "e2e3"),
            ("bob", "e7e6"),
            ("alice", "d2d3"),
            ("bob", "d7d6"),
            ("alice", "g1f3"),
            ("bob", "g8f6"),
            ("alice", "b1d2"),
            ("bob", "b8d7"),
            ("alice", "h2h3"),
            ("bob", "h7h6"),
        ];
        let mut slowest = Duration::ZERO;
        for (i, (who, m)) in moves.iter().enumerate() {
            let sent = Instant::now();
            let r = handle
                .handle(command(
                    who,
                    &format!("/move {m} game:51"),
                    &format!("m{i}"),
                ))
                .await
                .expect("served");
            slowest = slowest.max(sent.elapsed());
            assert!(r[0].text.starts_with("#51 "), "{}", r[0].text);
            let sent = Instant::now();
            handle
                .handle(command(who, "/games", &format!("g{i}")))
                .await
                .expect("served");
            slowest = slowest.max(sent.elapsed());
        }
        assert!(
            slowest < Duration::from_millis(100),
            "a player's command took {slowest:?} while the computer thought"
        );
        // The searches were still under way: no level-8 game has its answer yet.
        let outbox = handle
            .call(|s| s.outbox())
            .await
            .expect("served")
            .expect("read");
        assert!(outbox.len() < 50, "{} answers", outbox.len());
    });
    drop(handle);
}

/// Through the runtime: the computer's answer is thought on a worker and posted through the
/// outbox in the game's channel, naming the player to move.
#[test]
fn the_runtime_posts_the_computers_move() {
    let (handle, rt) = spawned();
    rt.block_on(async {
        let r = handle
            .handle(command(
                "alice",
                "/challenge @tabiya makruk level:1 color:black",
                "c",
            ))
            .await
            .expect("served");
        assert!(r[0].text.contains("@tabiya is thinking"), "{}", r[0].text);
        let waited = Instant::now();
        let item = loop {
            let items = handle
                .call(|s| s.outbox())
                .await
                .expect("served")
                .expect("read");
            if let Some((item, _)) = items.into_iter().next() {
                break item;
            }
            assert!(waited.elapsed() < Duration::from_secs(30), "no answer");
            tokio::time::sleep(Duration::from_millis(20)).await;
        };
        assert_eq!(item.channel, "hall");
        assert_eq!(item.game_id, Some(1));
        assert!(
            item.body.starts_with("#1 ") && item.body.ends_with("@alice (Black) to move."),
            "{}",
            item.body
        );
    });
}

/// The computer's answer is in the outbox within milliseconds, but while the adapter is
/// still posting the command's own answer (the game's first post) the deliverer holds it:
/// the player sees the game begin, then the computer's move. Another channel's notices are
/// not held.
#[test]
fn the_computers_move_waits_for_the_games_first_post() {
    let (handle, rt) = spawned();
    rt.block_on(async {
        let delivered = Arc::new(std::sync::Mutex::new(Vec::<(String, Instant)>::new()));
        let kept = Arc::clone(&delivered);
        let deliverer = handle.clone();
        tokio::spawn(async move {
            deliverer
                .deliver_outbox("test", move |item, _| {
                    let kept = Arc::clone(&kept);
                    async move {
                        kept.lock().expect("lock").push((item.body, Instant::now()));
                        Ok::<_, std::convert::Infallible>(tabiya_bot::runtime::Delivery::Done)
                    }
                })
                .await;
        });
        let (r, posting) = handle
            .handle_posting(command(
                "alice",
                "/challenge @tabiya makruk level:1 color:black",
                "held",
            ))
            .await
            .expect("served");
        assert!(r[0].text.contains("@tabiya is thinking"), "{}", r[0].text);
        // The answer is thought and queued meanwhile...
        let waited = Instant::now();
        loop {
            let queued = handle
                .call(|s| s.outbox().map(|o| o.len()))
                .await
                .expect("served")
                .expect("read");
            if queued > 0 {
                break;
            }
            assert!(waited.elapsed() < Duration::from_secs(30), "no answer");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        handle.outbox_signal().notify_one();
        tokio::time::sleep(Duration::from_millis(300)).await;
        // ...but not delivered while the game's first post is being posted.
        assert!(
            delivered.lock().expect("lock").is_empty(),
            "delivered before the command's answer was posted"
        );
        let posted = Instant::now();
        drop(posting);
        let waited = Instant::now();
        loop {
            if let Some((body, at)) = delivered.lock().expect("lock").first().cloned() {
                assert!(body.starts_with("#1 ") && at >= posted, "{body}");
                break;
            }
            assert!(
                waited.elapsed() < Duration::from_secs(10),
                "never delivered"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    });
}

/// `/analyze` as a player meets it: refused while people still play, then asked for, thought
/// out by the computer, and posted in the channel with the blunder named, the better move,
/// and the evaluation chart as a PNG with its alt text; asked again, it comes at once.
#[test]
fn an_analysis_names_the_blunder_and_draws_its_chart() {
    use tabiya_bot::service::{Audience, Incoming};
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let mut n = 0;
    let mut send = |s: &mut Service, user: &str, text: &str| {
        n += 1;
        let id = format!("a{n}");
        s.handle(&Incoming::new(&id, user, "hall", text, START + n))
    };
    for (who, text) in [
        ("alice", "/challenge @bob shatranj color:white"),
        ("bob", "/accept"),
        ("alice", "/move e2e3"),
        ("bob", "/move g8f6"),
    ] {
        send(&mut service, who, text);
    }
    let early = send(&mut service, "alice", "/analyze");
    assert!(
        early[0].text.contains("still being played") && early[0].audience == Audience::Private,
        "{:?}",
        early[0].text
    );
    for (who, text) in [
        ("alice", "/move d2d3"),
        ("bob", "/move f6e4"),
        ("alice", "/move d3e4"),
        ("bob", "/resign confirm"),
    ] {
        send(&mut service, who, text);
    }
    let asked = send(&mut service, "alice", "/analyze");
    assert_eq!(
        asked[0].text,
        "Analysing game #1 (5 moves); the analysis will be posted here in a moment."
    );
    let turns = service.computer_turns().expect("turns");
    assert_eq!(turns.len(), 1, "{turns:?}");
    let answer = turns[0]
        .think(&AtomicBool::new(false))
        .expect("an analysis");
    service.computer_answer(&answer, START + 100);
    assert!(service.computer_turns().expect("turns").is_empty());
    let items = service.outbox().expect("outbox");
    assert_eq!(items.len(), 1);
    let (item, image) = &items[0];
    assert_eq!(item.channel, "hall");
    assert!(
        item.body.starts_with(
            "Analysis of game #1 — Shatranj, @alice (White) vs @bob (Black), 1-0 (resignation)."
        ),
        "{}",
        item.body
    );
    assert!(
        item.body.contains("Black (@bob): no mistakes, 1 blunder."),
        "{}",
        item.body
    );
    assert!(
        item.body.contains("\n2... Ne4 — blunder ("),
        "{}",
        item.body
    );
    assert!(item.body.contains("; better "), "{}", item.body);
    let image = image.as_ref().expect("a chart");
    let decoder = png::Decoder::new(std::io::Cursor::new(image.data.clone()));
    let reader = decoder.read_info().expect("the chart is a PNG");
    assert_eq!((reader.info().width, reader.info().height), (640, 320));
    assert!(
        image.alt.contains("evaluation over 5 moves") && image.alt.contains("2... Ne4 (blunder)"),
        "{}",
        image.alt
    );
    // Asked again: the kept analysis, publicly, with its chart.
    let again = send(&mut service, "bob", "/analyze game:1");
    assert_eq!(again[0].audience, Audience::Channel);
    assert_eq!(again[0].text, item.body);
    assert!(again[0].image.is_some());
}

/// Ashtapada with the computer in three seats: one player tries the four-player race. The
/// computer's seats are taken at once, and it throws and moves in turn (capturing when it
/// can) until the race ends.
#[test]
fn one_player_races_the_computer_in_three_seats() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    service.set_images(false);
    let mut t = START;
    let opened = line(
        &mut service,
        "alice /challenge @tabiya @tabiya @tabiya ashtapada",
        t,
    );
    assert!(
        opened[0].contains("@tabiya#3 joins race #1. Race #1 begins:")
            && opened[0].ends_with("@alice throws first: /throw."),
        "{opened:?}"
    );
    assert!(!opened[0].contains("/join"), "{opened:?}");
    let mut last = opened;
    let mut computer_moves = 0;
    for _ in 0..3_000 {
        t += 60;
        let all = last.join("\n");
        if all.contains("Race #1 is over:") {
            assert!(all.contains(" wins."), "{all}");
            assert!(computer_moves > 20, "{computer_moves}");
            return;
        }
        // Alice's move: the first one offered, else a throw.
        let mine = last.iter().rev().find_map(|l| {
            l.split_once("Move with /move ")
                .map(|(_, rest)| rest.to_owned())
        });
        let command = match mine {
            Some(rest) if !all.ends_with("@alice to throw.") => {
                let first = rest
                    .split([',', '.'])
                    .next()
                    .expect("a move")
                    .trim()
                    .to_owned();
                format!("alice /move {first}")
            }
            _ => "alice /throw".to_owned(),
        };
        last = line(&mut service, &command, t);
        assert!(
            !last.iter().any(|l| l.starts_with("(to alice)")),
            "{command}: {last:?}"
        );
        computer_moves += last
            .iter()
            .filter(|l| l.starts_with("→ Race #1: @tabiya"))
            .count();
    }
    panic!("the race did not end: {last:?}");
}

/// Racing the computer with boards on: of the computer's posts between two of Alice's
/// commands, the last (after which Alice acts, or the race is over) carries the race's board,
/// a PNG; the others none — one picture a round, not one a throw.
#[test]
fn the_computers_race_posts_end_with_the_board() {
    let dir = std::env::temp_dir().join(format!("tabiya-race-boards-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let run = |service: &mut Service, text: &str, t: i64| {
        let mut out = Vec::new();
        console::run(service, text.as_bytes(), &mut out, Some(&dir), || t).expect("runs");
        String::from_utf8(out)
            .expect("utf-8")
            .lines()
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let mut t = START;
    let mut last = run(&mut service, "alice /challenge @tabiya ashtapada", t);
    let mut rounds = 0;
    for _ in 0..400 {
        let all = last.join("\n");
        if all.contains("Race #1 is over:") || rounds >= 12 {
            break;
        }
        let mine = last.iter().rev().find_map(|l| {
            l.split_once("Move with /move ").map(|(_, rest)| {
                rest.split([',', '.'])
                    .next()
                    .expect("a move")
                    .trim()
                    .to_owned()
            })
        });
        let command = match mine {
            Some(m) if !all.ends_with("@alice to throw.") => format!("alice /move {m}"),
            _ => "alice /throw".to_owned(),
        };
        t += 60;
        last = run(&mut service, &command, t);
        // The computer's posts, each with whether a board follows it.
        let posts: Vec<bool> = last
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("→ Race #1"))
            .map(|(i, _)| last.get(i + 1).is_some_and(|n| n.starts_with("  [board: ")))
            .collect();
        if let Some((&final_post, earlier)) = posts.split_last() {
            assert!(
                final_post,
                "the computer's last post shows the board: {last:?}"
            );
            assert!(earlier.iter().all(|b| !b), "one board a round: {last:?}");
            rounds += 1;
        }
    }
    assert!(rounds >= 5, "the computer played {rounds} rounds");
    // What was written is a race board.
    let board = std::fs::read_dir(&dir)
        .expect("boards")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .max()
        .expect("a board was written");
    let png = std::fs::read(&board).expect("the board");
    let reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .expect("a PNG");
    assert!(reader.info().width >= 300, "{}", reader.info().width);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A turn the computer had not answered when the service stopped is answered when it starts
/// again: nothing waits for a player's command to wake it.
#[test]
fn the_computer_answers_after_a_restart() {
    use tabiya_bot::service::Incoming;
    let dir = std::env::temp_dir().join(format!("tabiya-computer-restart-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("t.db"));
    {
        // The game begins with the computer to move, and the process stops before it thinks.
        let mut service = Service::open(&db, "console").expect("service");
        service.set_images(false);
        let r = service.handle(&Incoming::new(
            "c1",
            "alice",
            "hall",
            "/challenge @tabiya shatranj level:1 color:black",
            START,
        ));
        assert!(r[0].text.contains("@tabiya is thinking"), "{}", r[0].text);
    }
    let mut service = Service::open(&db, "console").expect("service");
    service.set_images(false);
    let handle = ServiceHandle::spawn(service, Arc::new(|| START + 60));
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let waited = Instant::now();
        loop {
            let items = handle
                .call(|s| s.outbox())
                .await
                .expect("served")
                .expect("read");
            if let Some((item, _)) = items.first() {
                assert!(
                    item.body.starts_with("#1 ") && item.body.ends_with("@alice (Black) to move."),
                    "{}",
                    item.body
                );
                break;
            }
            assert!(
                waited.elapsed() < Duration::from_secs(30),
                "no answer after the restart"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    drop(handle);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two processes of two platforms on one database: each plays the computer in its own
/// channels only (the other's would be answered as a stranger to the game).
#[test]
fn each_platform_plays_the_computer_in_its_own_channels() {
    use tabiya_bot::service::Incoming;
    let dir = std::env::temp_dir().join(format!("tabiya-computer-two-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("t.db"));
    let mut discord = Service::open(&db, "discord").expect("service");
    discord.set_images(false);
    let r = discord.handle(&Incoming::new(
        "c1",
        "111111111111111111",
        "222222222222222222",
        "/challenge @tabiya xiangqi level:1 color:black",
        START,
    ));
    assert!(r[0].text.contains("is thinking"), "{}", r[0].text);
    let mut matrix = Service::open(&db, "matrix").expect("service");
    assert!(matrix.computer_turns().expect("turns").is_empty());
    assert_eq!(discord.computer_turns().expect("turns").len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Shogi, both kings entered: the computer accepts an impasse the points win it, and declines
/// one they would lose it, in the same reply as the claim (the player plays on).
#[test]
fn the_computer_accepts_an_impasse_that_does_not_lose() {
    let run = |hands: &str, then: &str| {
        let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
        let script = format!(
            "alice /challenge @tabiya shogi color:sente fen:4K4/9/9/9/9/9/9/9/4k4[{hands}] w - - 0 1\n\
             alice /impasse claim\n{then}"
        );
        let mut out = Vec::new();
        console::run(&mut service, script.as_bytes(), &mut out, None, || START).expect("runs");
        String::from_utf8(out).expect("utf-8")
    };
    // Gote (the computer) has 24 points, Sente 4: it accepts, and wins by the count.
    let won = run("PPPPrrbbgggg", "");
    assert!(won.contains("@alice claims an impasse"), "{won}");
    assert!(won.contains("Game #1 is over: 0-1"), "{won}");
    assert!(won.contains("@tabiya counts the points"), "{won}");
    // The other way round it would lose: it says so at once, and Alice plays on.
    let lost = run("RRBBGGGGpppp", "alice /move 5a4a\n");
    assert!(
        lost.contains(
            "@alice claims an impasse (jishōgi): @tabiya declines (4 points to your 24; 24 are \
             needed): play on."
        ),
        "{lost}"
    );
    assert!(!lost.contains("/impasse accept"), "{lost}");
    assert!(!lost.contains("is over"), "{lost}");
}
