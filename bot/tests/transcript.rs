//! Transcript tests through the console adapter with a fake clock.

use tabiya_bot::adapters::console;
use tabiya_bot::service::{Incoming, Service};

/// Runs `script` (one `USER /command` a line) on a fresh in-memory database; the clock starts
/// at `start` and advances an hour a line.
fn run(script: &str) -> String {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    run_on(&mut service, script)
}

fn run_on(service: &mut Service, script: &str) -> String {
    run_stepped(service, script, 3600)
}

/// Like `run_on`, the clock advancing `step` seconds a line.
fn run_stepped(service: &mut Service, script: &str, step: i64) -> String {
    let mut out = Vec::new();
    let mut t = 1_800_000_000;
    console::run(service, script.as_bytes(), &mut out, None, || {
        t += step;
        t
    })
    .expect("console runs");
    String::from_utf8(out).expect("utf-8")
}

/// A whole game: Alice (first player) and Bob alternate the given moves.
fn full_game(variant: &str, moves: &str) -> String {
    let mut script = format!("alice /challenge @bob {variant} color:first days:2\nbob /accept\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("{who} /move {m}\n"));
    }
    run(&script)
}

#[test]
fn shatranj_game_to_mate() {
    let out = full_game("shatranj", "f1d3 g7g6 c2c3 g8h6 f2f3 h6g4 c1a3 d7d6 f3g4 a7a6 c3c4 b7b6 e2e3 d6d5 a3c5 b6c5 c4d5 a8a7 b1c3 e8d7 a2a3 h7h6 d3f1 f8d6 e1f2 d8e8 f1d3 d6f4 g2g3 f4h2 h1h2 c8e6 d5e6 g6g5 h2h6 d7c8 h6h8");
    assert!(
        out.contains("Game over: 1-0 — @alice wins by checkmate."),
        "{out}"
    );
    assert!(!out.contains("(to "), "no errors: {out}");
}

#[test]
fn makruk_game_to_mate() {
    let out = full_game("makruk", "f1g2 c6c5 c3c4 e8f7 c1d2 a8a7 a3a4 h8h7 b3b4 c5b4 g3g4 d6d5 c4d5 b6b5 d5e6m f7e6 a4b5 a7b7 a1a6 e6d5 d2c3 f8g7 c3d4");
    assert!(
        out.contains("Game over: 1-0 — @alice wins by checkmate."),
        "{out}"
    );
    assert!(
        out.contains("becomes a counsellor"),
        "the promotion is described: {out}"
    );
}

#[test]
fn xiangqi_game_to_mate() {
    let out = full_game("xiangqi", "e1e2 c7c6 h3h10 b8b4 b3b10 i10h10 b10d10 e10d10 i1i2 h8f8 h1i3 g10e8 g4g5 b4e4 i4i5 e4a4 a1a4 e7e6 a4a7 h10g10 a7g7 a10a5 g7g10 a5b5 b1c3 b5b1 g10f10 d10d9 c1a3 b1b7 f10f8 b7b9 f8e8 b9c9 i2g2 c9b9 e8e6 b9c9 e6d6");
    assert!(
        out.contains("Game over: 1-0 — @alice wins by checkmate."),
        "{out}"
    );
    assert!(out.contains("#1 K5+1"), "moves are echoed in WXF: {out}");
}

#[test]
fn shogi_game_to_mate_and_export() {
    let moves = "a3a4 d9d8 h2e2 a9a8 f1g2 d8e8 a4a5 f9g8 c1c2 e8d8 c3c4 g7g6 a1a3 h8b2+ c4c5 g8g7 e3e4 B@c1 e4e5 b2a3 d3d4 d8c8 b1a3 a7a6 g1f2 a6a5 B@d6 L@e6 d6c7 b9c7 e5e6 c1a3 e6e7+ P@c6 e7e8";
    let mut script = String::from("alice /challenge @bob shogi color:sente\nbob /accept\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        script.push_str(&format!(
            "{} /move {m}\n",
            if i % 2 == 0 { "alice" } else { "bob" }
        ));
    }
    script.push_str("alice /export kif\nbob /export csa\n");
    let out = run(&script);
    assert!(
        out.contains("Game over: 1-0 — @alice wins by checkmate."),
        "{out}"
    );
    assert!(out.contains("☗P-96"), "Western notation with ☗: {out}");
    // The words name the squares as the board is labelled (file 9–1, rank 1–9), as the
    // notation does, not by the engine's internal letters (`a3→a4`).
    assert!(out.contains("#1 ☗P-96 — pawn 97→96"), "{out}");
    assert!(out.contains("— bishop placed on 79"), "{out}");
    assert!(
        out.contains("手合割：平手") && out.contains("まで35手で先手の勝ち"),
        "KIF: {out}"
    );
    assert!(
        out.contains("N+alice") && out.contains("%TSUMI"),
        "CSA: {out}"
    );
}

#[test]
fn only_players_move_and_only_on_their_turn() {
    let out = run("alice /challenge @bob shatranj color:white\ncarol /accept 1\nbob /accept 1\ncarol /move e3\nbob /move e6\nalice /move e3\n");
    assert!(
        out.contains("(to carol) Challenge #1 is not open to you here"),
        "{out}"
    );
    assert!(out.contains("(to carol) You have no game here"), "{out}");
    assert!(
        out.contains("(to bob) It is not your move in game #1; @alice is to move."),
        "{out}"
    );
    assert!(out.contains("#1 e3 — foot soldier e2→e3"), "{out}");
}

#[test]
fn bad_moves_and_commands_get_clear_private_errors() {
    let out = run("alice /challenge @bob shatranj color:white\nbob /accept\nalice /move Ne2\nalice /move zz9\nalice /frobnicate\nalice /challenge @bob nosuchgame\nalice /challenge @bob shatranj days:4\nalice /challenge @bob shatranj rules:moon-rules\n");
    assert!(
        out.contains("(to alice) Game #1: `Ne2` is not a legal move here; did you mean"),
        "{out}"
    );
    assert!(
        out.contains("(to alice) Game #1: `zz9` is not a move"),
        "{out}"
    );
    assert!(out.contains("(to alice) There is no /frobnicate"), "{out}");
    assert!(
        out.contains(
            "(to alice) There is no game `nosuchgame`; the games are: chaturanga, shatranj"
        ),
        "{out}"
    );
    assert!(out.contains("(to alice) days:4 is not offered"), "{out}");
    assert!(
        out.contains("(to alice) shatranj has no rule option `moon-rules`"),
        "{out}"
    );
}

#[test]
fn resign_asks_for_confirmation() {
    let out = run("alice /challenge @bob makruk color:white\nbob /accept\nalice /move e3e4\nbob /resign\nbob /resign confirm\nbob /move e6e5\n");
    assert!(
        out.contains("(to bob) Resign game #1? Send /resign confirm game:1"),
        "{out}"
    );
    assert!(
        out.contains("Game #1 is over: 1-0 — @alice wins by resignation."),
        "{out}"
    );
    assert!(out.contains("(to bob) You have no game here"), "{out}");
}

#[test]
fn draw_by_agreement() {
    let out = run("alice /challenge @bob xiangqi color:white\nbob /accept\nalice /draw accept\nalice /draw\nalice /draw\nbob /draw accept\n");
    assert!(
        out.contains("(to alice) There is no draw offer of your opponent to accept."),
        "{out}"
    );
    assert!(out.contains("@alice offers a draw in game #1"), "{out}");
    assert!(
        out.contains("(to alice) You already offered a draw"),
        "{out}"
    );
    assert!(
        out.contains("Game #1 is over: 1/2-1/2 — drawn by agreement."),
        "{out}"
    );
}

#[test]
fn redelivered_command_is_answered_again_and_applied_once() {
    let out = run("alice /challenge @bob shatranj color:white\nbob /accept\n[evt-9] alice /move e3\n[evt-9] alice /move e3\nbob /move e6\nalice /export\n");
    let played = out.matches("#1 e3 — foot soldier e2→e3").count();
    assert_eq!(played, 2, "answered twice: {out}");
    assert!(out.contains("1. e3 e6 *"), "applied once: {out}");
}

#[test]
fn abort_only_before_both_sides_moved() {
    let out = run(
        "alice /challenge @bob makruk color:white\nbob /accept\nalice /move e3e4\nbob /abort\n",
    );
    assert!(out.contains("Game #1 aborted."), "{out}");
    let out = run("alice /challenge @bob makruk color:white\nbob /accept\nalice /move e3e4\nbob /move e6e5\nbob /abort\n");
    assert!(
        out.contains("(to bob) A game can be aborted only before both sides have moved"),
        "{out}"
    );
}

#[test]
fn games_list_puts_my_move_first_with_time_left() {
    let out = run("alice /challenge @bob shatranj color:white days:2\nbob /accept\nalice /challenge @carol makruk color:black\ncarol /accept\nalice /games\n");
    let list = out.split("(to alice) ").last().unwrap_or("");
    let first = list.lines().next().unwrap_or("");
    // Accepted at hour 2 with two days a move; listed at hour 5.
    assert!(
        first.starts_with("#1 Shatranj vs @bob: your move, 1d 21h left"),
        "{out}"
    );
    assert!(list.contains("#2 Makruk vs @carol: their move"), "{out}");
}

/// Two moves racing on two connections: one wins, the other is judged against the game the
/// winner left — no longer the sender's move. (Its own folder: the Ashtapada transcript's
/// images live in `tabiya-race-…`.)
#[test]
fn racing_moves_one_wins_the_other_is_told_it_is_not_his_move() {
    let dir = std::env::temp_dir().join(format!("tabiya-racing-moves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("race.db"));
    let mut a = Service::open(&db, "console").expect("a");
    run_on(
        &mut a,
        "alice /challenge @bob shatranj color:white\nbob /accept\n",
    );
    // Alice sends two different moves at the same moment from two devices, each reaching
    // its own connection (as two adapters would), on two threads.
    let now = 1_900_000_000;
    let race = |text: &'static str, event: &'static str| {
        let db = db.clone();
        std::thread::spawn(move || {
            let mut s = Service::open(&db, "console").expect("service");
            s.set_images(false);
            let replies = s.handle(&Incoming {
                event_id: event,
                user: "alice",
                channel: "console",
                text,
                now,
                game: None,
                name: None,
                moderator: false,
                platform: None,
                locale: None,
                place_locale: None,
            });
            replies
                .into_iter()
                .map(|r| r.text)
                .collect::<Vec<_>>()
                .join("\n")
        })
    };
    let (one, two) = (race("/move e3", "race-1"), race("/move d3", "race-2"));
    let answers = [one.join().expect("thread"), two.join().expect("thread")];
    let won: Vec<&String> = answers.iter().filter(|a| a.starts_with("#1 ")).collect();
    let lost: Vec<&String> = answers
        .iter()
        .filter(|a| a.contains("not your move"))
        .collect();
    assert_eq!((won.len(), lost.len()), (1, 1), "{answers:?}");
    // Exactly the winner's move is in the record, once.
    let mut later = |user: &'static str, text: &'static str, event: &'static str| {
        a.handle(&Incoming {
            event_id: event,
            user,
            channel: "console",
            text,
            now: now + 3600,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        })
        .into_iter()
        .map(|r| r.text)
        .collect::<Vec<_>>()
        .join("\n")
    };
    later("bob", "/move e6", "after-1");
    let out = later("alice", "/export", "after-2");
    let first = if won[0].contains("e3") {
        "1. e3 e6"
    } else {
        "1. d3 e6"
    };
    assert!(out.contains(first), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn timeout_loses_and_a_reminder_comes_first() {
    let out = run("alice /challenge @bob makruk color:white days:2\nbob /accept\nalice /move e3e4\nbob /move e6e5\nalice /move d3d4\n:wait 1d\nalice /games\n:wait 1d\nalice /games\n");
    assert!(
        out.contains("→ @bob: 23h left for your move in game #1."),
        "{out}"
    );
    assert!(
        out.contains("→ Game #1 is over: @bob ran out of time; 1-0 — @alice wins on time."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) You have no games in progress."),
        "{out}"
    );
}

#[test]
fn timeout_before_the_first_move_aborts() {
    let out = run(
        "alice /challenge @bob makruk color:white days:1\nbob /accept\n:wait 2d\nalice /games\n",
    );
    assert!(
        out.contains("→ Game #1 is aborted: @alice never made a first move."),
        "{out}"
    );
}

#[test]
fn the_scheduler_wakes_at_the_next_deadline_from_the_index() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    assert_eq!(service.next_wake().expect("query"), None);
    run_on(
        &mut service,
        "alice /challenge @bob makruk color:white days:3\nbob /accept\n",
    );
    let wake = service
        .next_wake()
        .expect("query")
        .expect("a game is running");
    // Accepted at the second line (hour 2 after the start), due three days later; woken a day
    // before for the reminder.
    assert_eq!(wake, 1_800_000_000 + 2 * 3600 + 3 * 86_400 - 86_400);
}

#[test]
fn janggi_setup_and_pass_through_commands() {
    let out = run("alice /challenge @bob janggi color:white rules:pass-anytime\nbob /accept\nalice /move e2e2\nbob /setup 상마마상\nalice /setup hehe\nalice /setup hehe\nalice /move pass\nbob /move 19차29\n");
    assert!(
        out.contains("(to alice) Game #1: first each side chooses its setup"),
        "moves wait for the setups: {out}"
    );
    assert!(
        out.contains("#1 @bob sets up 상마마상 (sangmamasang)."),
        "{out}"
    );
    assert!(
        out.contains("#1 @alice sets up 마상마상 (masangmasang)."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) Game #1: the setup is chosen once"),
        "{out}"
    );
    assert!(out.contains("#1 한수쉼 — passes"), "{out}");
}

/// A /place that names more of a piece than is left to place says so, names the hand, and
/// places nothing; one that fails on a square says nothing was placed either.
#[test]
fn a_placement_beyond_the_hand_is_refused_whole() {
    let out = run("alice /challenge @bob sittuyin color:white\nbob /accept\n\
                   alice /place K@e2 K@d2\n\
                   alice /place R@a1 R@b1 R@c1 K@e2\n\
                   alice /place K@e2 F@d5\n\
                   alice /place K@e2 F@d2\n\
                   alice /place K@d1\n");
    assert!(
        out.contains("(to alice) Game #1: this /place puts down 2 × K (king); you have 1 left to place, so nothing was placed. In your hand: K king, F general (counsellor), S elephant ×2, N horse ×2, R chariot ×2."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) Game #1: this /place puts down 3 × R (chariot); you have 2 left to place, so nothing was placed."),
        "{out}"
    );
    assert!(
        out.contains("F@d5` is not a legal move here")
            && out.contains("Nothing was placed: a /place is all its placements or none."),
        "{out}"
    );
    // Nothing had been placed: the whole army's first two pieces go down now.
    assert!(
        out.contains("#1 @alice places 2 pieces: K@e2 F@d2. @alice (White) to move."),
        "{out}"
    );
    // A king placed already: none left, whatever the square.
    assert!(
        out.contains("(to alice) Game #1: this /place puts down 1 × K (king); you have 0 left to place, so nothing was placed. In your hand: S elephant ×2, N horse ×2, R chariot ×2."),
        "{out}"
    );
}

/// The placements named as the option (`pieces:`, as help names it) are read as the line
/// without it; named with nothing after them, the bot asks what to place (it once answered
/// nothing at all).
#[test]
fn placements_named_by_their_option_are_placed() {
    let out = run("alice /challenge @bob sittuyin color:white\nbob /accept\n\
                   alice /place pieces:\n\
                   alice /place pieces: K@e2 F@d2\n\
                   alice /place pieces:S@c2 S@f2\n");
    assert!(
        out.contains("(to alice) What to place? e.g. /place K@e2 F@d2 R@a1, or /place saved:NAME"),
        "{out}"
    );
    assert!(
        out.contains("#1 @alice places 2 pieces: K@e2 F@d2. @alice (White) to move."),
        "{out}"
    );
    assert!(
        out.contains("#1 @alice places 2 pieces: S@c2 S@f2."),
        "{out}"
    );
}

#[test]
fn sittuyin_army_placed_in_one_command() {
    let out = run("alice /challenge @bob sittuyin color:white\nbob /accept\nalice /place K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1\nbob /place K@d7 F@e7 S@c7 S@f7 N@b7 N@g7 R@a8 R@h8\nalice /move e4e5\n");
    assert!(
        out.contains("#1 @alice places 8 pieces: K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1. @bob (Black) to move."),
        "{out}"
    );
    assert!(
        out.contains("#1 @bob places 8 pieces: K@d7 F@e7 S@c7 S@f7 N@b7 N@g7 R@a8 R@h8. @alice (White) to move."),
        "{out}"
    );
    assert!(out.contains("#1 e5 — soldier e4→e5"), "{out}");
}

/// A piece put on a pawn's square sends the pawn back to the hand; the same /place may put
/// that pawn down behind: each placement is read after the ones before it in the command
/// (it was once refused with "you have 0 left to place"). A pawn named before the piece that
/// frees it is still refused, and a placement that fails undoes the whole command.
#[test]
fn a_pawn_displaced_earlier_in_one_place_is_placed_by_it() {
    let out = run("alice /challenge @bob sittuyin color:white\nbob /accept\n\
                   alice /place P@g3 K@g4\n\
                   alice /place K@h4 P@h5\n\
                   alice /place K@h4 P@h3 F@d2\n\
                   alice /place S@c2 S@f2 N@b2 N@g2 R@a1 R@h1\n");
    assert!(
        out.contains("(to alice) Game #1: this /place puts down 1 × P (soldier); you have 0 left to place, so nothing was placed. In your hand: K king, F general (counsellor), S elephant ×2, N horse ×2, R chariot ×2."),
        "{out}"
    );
    assert!(
        out.contains("P@h5` is not a legal move here")
            && out.contains("Nothing was placed: a /place is all its placements or none."),
        "{out}"
    );
    // Nothing had been placed: the king takes the pawn's square, the pawn goes behind it.
    assert!(
        out.contains("#1 @alice places 3 pieces: K@h4 P@h3 F@d2. @alice (White) to move."),
        "{out}"
    );
    assert!(
        out.contains(
            "#1 @alice places 6 pieces: S@c2 S@f2 N@b2 N@g2 R@a1 R@h1. @bob (Black) to move."
        ),
        "{out}"
    );
}

#[test]
fn game_actions_reach_the_rules_with_clear_refusals() {
    let out = run("alice /challenge @bob makruk color:white\nbob /accept\nalice /count start\nalice /challenge @bob shogi color:sente\nbob /accept 2\nalice /impasse claim game:2\nalice /object game:2\nalice /count sideways game:1\n");
    assert!(
        out.contains(
            "(to alice) Game #1: the board's-honour count starts only when neither side has pawns"
        ),
        "{out}"
    );
    assert!(out.contains("(to alice) Game #2: an impasse can be claimed only once both kings stand in their promotion zones"), "{out}");
    assert!(out.contains("(to alice) Game #2: an objection is only possible right after the second player's setup"), "{out}");
    assert!(
        out.contains("(to alice) /count sideways? Choose start or stop."),
        "{out}"
    );
}

#[test]
fn vacation_pauses_every_clock_and_comes_out_of_a_yearly_bank() {
    // Two games; Bob is to move in #1 and waits for Alice in #2. The clock is 1h a line.
    let out = run("alice /challenge @bob makruk color:white days:2\n\
         bob /accept\n\
         alice /move e3e4\n\
         bob@other /challenge @alice shatranj color:white days:1\n\
         alice@other /accept\n\
         bob /vacation\n\
         bob /vacation 40\n\
         bob /vacation 10\n\
         bob /games\n\
         :wait 3d\n\
         bob@other /move e2e3\n\
         alice@other /move e7e6\n\
         bob /games\n\
         :wait 2d\n\
         bob /vacation end\n\
         bob /vacation\n\
         bob /games\n\
         :wait 1d\n\
         alice /games\n");
    assert!(
        out.contains("(to bob) 30 days of vacation left in 2027. /vacation DAYS pauses the clocks of all your games."),
        "{out}"
    );
    assert!(
        out.contains(
            "(to bob) A 40-day vacation is more than you have: 30 days of vacation left in 2027."
        ),
        "{out}"
    );
    // Only #1 waits for Bob when he leaves (in #2 it is his move too: he is White there).
    assert!(
        out.contains("(to bob) On vacation until 2027-01-25 16:00 UTC: the clocks of your 2 games waiting for you are paused"),
        "{out}"
    );
    assert!(
        out.contains(
            "→ @bob is on vacation until 2027-01-25 16:00 UTC: the clock of game #1 waits."
        ),
        "{out}"
    );
    assert!(
        out.contains("You are on vacation until 2027-01-25 16:00 UTC; your clocks are paused."),
        "{out}"
    );
    // Three days on (past the two-day limit), nothing timed out; Bob moved in #2 while away
    // and Alice answered: her move tells everyone Bob's clock waits.
    let away = out.split("Welcome back").next().unwrap_or_default();
    assert!(!away.contains("ran out of time"), "{out}");
    assert!(
        out.contains(
            "@bob (White) to move (on vacation until 2027-01-25 16:00 UTC; the clock waits)."
        ),
        "{out}"
    );
    // Back after five days and some hours: the unused four days and more return to the bank
    // (shown in whole days).
    assert!(
        out.contains("(to bob) Welcome back: the clocks of your 2 games run again. 24 days of vacation left in 2027."),
        "{out}"
    );
    // The clocks run again from where they stood when he left.
    assert!(
        out.contains("(to bob) #2 Shatranj vs @alice: your move, 22h left\n#1 Makruk vs @alice: your move, 1d 17h left"),
        "{out}"
    );
    // A day after his return Bob's one-day game (#2) has timed out, the two-day one not.
    assert!(
        out.contains("→ Game #2 is over: @bob ran out of time; 0-1 — @alice wins on time."),
        "{out}"
    );
    assert!(!out.contains("Game #1 is"), "{out}");
}

#[test]
fn fischer_time_adds_the_increment_up_to_the_cap() {
    let out = run(
        "alice /challenge @bob shatranj color:white days:3+2 cap:4\n\
         bob /accept\n\
         alice /move e2e3\n\
         alice /games\n\
         bob /games\n\
         :wait 2d\n\
         bob /move e7e6\n\
         alice /games\n\
         bob /games\n\
         alice /challenge @bob shatranj days:3+2 cap:2\n\
         alice /challenge @bob shatranj days:3 cap:9\n\
         alice /challenge @bob shatranj days:0+2\n",
    );
    assert!(
        out.contains("casual game of Shatranj at 3 days + 2 a move (at most 4)"),
        "{out}"
    );
    // Bob's full three days run from Alice's move.
    assert!(
        out.contains("(to bob) #1 Shatranj vs @alice: your move, 2d 22h left"),
        "{out}"
    );
    // Alice used an hour of her three days and got two more: 4d 23h, capped at four days,
    // of which an hour has gone by the time she looks.
    assert!(
        out.contains("(to alice) #1 Shatranj vs @bob: your move, 3d 23h left"),
        "{out}"
    );
    assert!(
        out.contains("(to bob) #1 Shatranj vs @alice: their move, 3d 22h left"),
        "{out}"
    );
    assert!(
        out.contains("(to alice) cap:2 — the cap is at least the initial 3 days and at most 90"),
        "{out}"
    );
    assert!(
        out.contains("(to alice) cap: goes with a Fischer time such as days:7+2"),
        "{out}"
    );
    assert!(
        out.contains(
            "(to alice) days:0+2 — Fischer time is 1 to 60 initial days plus 1 to 14 a move"
        ),
        "{out}"
    );
}

#[test]
fn takebacks_need_consent_and_a_casual_game() {
    let out = run("alice /challenge @bob shatranj color:white\n\
         bob /accept\n\
         alice /move e2e3\n\
         bob /move e7e6\n\
         alice /takeback\n\
         alice /takeback\n\
         bob /takeback decline\n\
         alice /takeback\n\
         bob /takeback accept\n\
         alice /move d2d3\n\
         alice /export\n\
         carol@rated /challenge @dave shatranj rated:yes color:white\n\
         dave@rated /accept\n\
         carol@rated /move e2e3\n\
         carol@rated /takeback\n");
    assert!(
        out.contains("@alice asks to take back their last move in game #1, @bob. Answer with /takeback accept or /takeback decline."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) You already asked; wait for the answer."),
        "{out}"
    );
    assert!(
        out.contains("@bob declines the takeback in game #1."),
        "{out}"
    );
    // Bob had answered: both moves go, and it is Alice's move again.
    assert!(
        out.contains("Game #1: 2 moves taken back. @alice (White) to move."),
        "{out}"
    );
    assert!(
        out.contains("1. d3 *"),
        "the record lost the taken-back moves: {out}"
    );
    assert!(out.contains("casual game of Shatranj"), "{out}");
    assert!(out.contains("rated game of Shatranj"), "{out}");
    assert!(
        out.contains("(to carol) Game #2 is rated: moves cannot be taken back."),
        "{out}"
    );
}

#[test]
fn settings_change_notation_orientation_and_notifications() {
    let out = run("alice /settings\n\
         alice /settings notation:uci orientation:second set:international notify:digest\n\
         alice /settings notation:klingon\n\
         alice /settings colour:red\n\
         alice /challenge @bob xiangqi color:white\n\
         bob /accept\n\
         alice /move h3e3\n\
         bob /settings notation:san\n\
         bob /move h10g8\n");
    assert!(
        out.contains(
            "(to alice) Your settings: set:traditional orientation:own notation:game notify:move."
        ),
        "{out}"
    );
    assert!(
        out.contains("(to alice) Your settings: set:international orientation:second notation:uci notify:digest (next digest 2027-01-16 08:00 UTC)."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) notation:klingon? Choose game, san, uci, japanese, chinese, vietnamese, thai or western."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) /settings has no option `colour:`; it takes set:, orientation:, notation:, notify:, language: and channel:."),
        "{out}"
    );
    // Alice's move is echoed in coordinates, Bob's in SAN. One message a move: the answer
    // names (and, as each one's notify allows, pings) the player to move; no second notice.
    assert!(out.contains("#1 h3e3 — "), "{out}");
    assert!(out.contains("#1 Hg8 — "), "{out}");
    assert!(!out.contains("Your move in game"), "{out}");
}

#[test]
fn the_daily_digest_lists_the_games_waiting_and_seeks_lapse() {
    let out = run("alice /settings notify:digest\n\
         alice /challenge @bob shatranj color:black days:5\n\
         bob /accept\n\
         bob /move e2e3\n\
         carol /challenge @alice makruk\n\
         :wait 1d\n\
         alice /games\n\
         :wait 7d\n\
         alice /games\n");
    assert!(
        out.contains("→ (to alice) Your daily digest, @alice: your move in 1 game.\n#1 Shatranj vs @bob — 3d 22h left"),
        "{out}"
    );
    assert!(
        out.contains("→ @carol: challenge #2 (Makruk) lapsed unanswered."),
        "{out}"
    );
}

#[test]
fn sittuyin_arrangements_are_saved_and_reused_from_either_side() {
    let out = run(
        "alice /arrangement save wall K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1\n\
         alice /arrangement\n\
         alice /arrangement save bad K@e9\n\
         alice /challenge @bob sittuyin color:black\n\
         bob /accept\n\
         bob /place K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1 save:mine\n\
         alice /place saved:nothing\n\
         alice /place saved:wall\n\
         bob /move e4e5\n",
    );
    assert!(
        out.contains("(to alice) Saved `wall` (8 pieces): /place saved:wall in a Sittuyin game."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) wall: K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1"),
        "{out}"
    );
    assert!(
        out.contains("(to alice) `K@e9` is not a placement such as K@e2"),
        "{out}"
    );
    assert!(
        out.contains("(to bob) Saved as `mine`: /place saved:mine in your next game."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) You have no saved arrangement `nothing`; yours: wall."),
        "{out}"
    );
    // Alice is second here: her arrangement is turned round onto ranks 7–8 (R@h1 → R@a8).
    assert!(
        out.contains("#1 @alice places 8 pieces: K@d7 F@e7 S@f7 S@c7 N@g7 N@b7 R@h8 R@a8."),
        "{out}"
    );
    // A whole army placed is one answer, with no separate notice (the answer pings).
    assert_eq!(out.matches("Your move in game #1").count(), 0, "{out}");
    assert!(
        out.contains("#1 e5 — "),
        "the game goes on after the placements: {out}"
    );
}

#[test]
fn draw_offers_are_rate_limited_and_unknown_options_refused() {
    let out = run("alice /challenge @bob shatranj color:white dayz:3\n\
         alice /challenge @bob shatranj color:white rated:maybe\n\
         alice /challenge @bob shatranj color:white\n\
         bob /accept\n\
         alice /move e2e3\n\
         alice /draw\n\
         bob /draw decline\n\
         alice /draw\n\
         bob /move e7e6\n\
         alice /move d2d3\n\
         alice /draw\n");
    assert!(
        out.contains("(to alice) /challenge has no option `dayz:`; it takes days:, cap:, color:, rated:, rules:, fen: and level:."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) rated:maybe? Say rated:yes or rated:no."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) Your last draw offer was declined; you may offer again after your next move."),
        "{out}"
    );
    assert_eq!(
        out.matches("@alice offers a draw in game #1").count(),
        2,
        "{out}"
    );
}

#[test]
fn a_vacation_across_new_year_gives_the_new_bank_nothing_extra() {
    let out = run("bob /vacation\n\
         :wait 344d\n\
         bob /vacation 14\n\
         :wait 10d\n\
         bob /vacation end\n\
         bob /vacation\n");
    assert!(out.contains("On vacation until 2028-01-08"), "{out}");
    assert!(
        out.contains("(to bob) 30 days of vacation left in 2028. /vacation DAYS"),
        "{out}"
    );
}

#[test]
fn rated_games_move_glicko2_ratings_and_fill_the_leaderboard() {
    let mut script =
        String::from("alice /challenge @bob shatranj color:white rated:yes\nbob /accept\n");
    for (i, m) in "f1d3 g7g6 c2c3 g8h6 f2f3 h6g4 c1a3 d7d6 f3g4 a7a6 c3c4 b7b6 e2e3 d6d5 a3c5 b6c5 c4d5 a8a7 b1c3 e8d7 a2a3 h7h6 d3f1 f8d6 e1f2 d8e8 f1d3 d6f4 g2g3 f4h2 h1h2 c8e6 d5e6 g6g5 h2h6 d7c8 h6h8"
        .split_whitespace()
        .enumerate()
    {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("{who} /move {m}\n"));
    }
    script.push_str("alice /rating\nalice /rating @bob shatranj\nbob /rating makruk\ncarol /rating @dave\nalice /leaderboard shatranj\nalice /leaderboard klingon\n");
    // Rated games in turn, decided by resignation: the ratings settle.
    for n in 2..=40 {
        let (winner, loser) = if n % 3 == 0 {
            ("bob", "alice")
        } else {
            ("alice", "bob")
        };
        script.push_str(&format!(
            "alice /challenge @bob shatranj rated:yes\nbob /accept\n{loser} /resign confirm game:{n}\n"
        ));
        let _ = winner;
    }
    script.push_str("carol /leaderboard shatranj\n");
    let out = run(&script);
    assert!(
        // Checked by hand against Glickman's formulas: RD 500 and σ 0.09 on both sides, τ 0.75.
        out.contains("Game over: 1-0 — @alice wins by checkmate. Ratings: alice 1500? → 1742? (+242), bob 1500? → 1258? (-242)."),
        "{out}"
    );
    assert!(
        out.contains("Ratings of alice: Shatranj 1742? (RD 397, 1 game, provisional)."),
        "{out}"
    );
    assert!(
        out.contains("You against bob: 1 won, 0 drawn, 0 lost."),
        "{out}"
    );
    assert!(
        out.contains("bob has no rated games of Makruk yet"),
        "{out}"
    );
    assert!(out.contains("@dave has not played here yet."), "{out}");
    assert!(out.contains("No established Shatranj ratings yet"), "{out}");
    assert!(
        out.contains("(to alice) There is no game `klingon`"),
        "{out}"
    );
    let board = out
        .split("Shatranj leaderboard (established ratings):")
        .nth(1)
        .expect(&out);
    assert!(
        board.contains("1. alice") && board.contains("2. bob"),
        "{board}"
    );
}

#[test]
fn a_round_robin_tournament_with_a_withdrawal_a_forfeit_on_time_and_a_tie_break() {
    let mut script = String::from(
        "alice /tournament create shatranj days:1 name:Winter_Cup\n\
         bob /tournament join\n\
         carol /tournament join 1\n\
         dave /tournament join\n\
         bob /tournament join\n\
         eve /tournament start\n\
         alice /tournament standings\n\
         alice /tournament start\n\
         bob /move e3 game:2\n\
         alice /move e3 game:4\n\
         bob /move e3 game:5\n\
         dave /tournament withdraw\n\
         carol /resign confirm game:2\n\
         bob /move e6 game:4\n\
         alice /draw game:4\n\
         bob /draw accept game:4\n\
         alice /tournament pairings\n",
    );
    // Carol never makes her first move in game 6: a day later she forfeits it.
    for _ in 0..24 {
        script.push_str("eve /games\n");
    }
    script.push_str("alice /tournament standings\nalice /tournament join\nalice /tournament export\nalice /tournament export pgn\n");
    let out = run(&script);
    // The TRF crosstable: alice (1) beat dave (4) by forfeit with White, drew bob (2) with
    // White, beat carol (3) by forfeit with Black; 2½ points, second.
    let trf = out
        .split("(to alice) 012 Tournament #1 «Winter Cup»\n")
        .nth(1)
        .expect(&out);
    assert!(trf.starts_with("042 2027/01/"), "{trf}");
    assert!(trf.contains("092 Round robin\n122 1 day a move\n"), "{trf}");
    let alice = trf.lines().find(|l| l.starts_with("001    1")).expect(trf);
    assert_eq!(&alice[14..19], "alice");
    assert_eq!(&alice[80..89], " 2.5    2");
    assert_eq!(&alice[91..], "0004 w +  0002 w =  0003 b +");
    let dave = trf.lines().find(|l| l.starts_with("001    4")).expect(trf);
    assert_eq!(&dave[91..], "0001 b -  0003 w -  0002 b -");
    // Every game's record.
    assert_eq!(
        out.matches("[Event \"Tabiya correspondence game #").count(),
        6,
        "{out}"
    );
    assert!(out.contains("Tournament #1 «Winter Cup»: a single round robin of Shatranj, 1 day a move, casual, up to 16 players, organized by @alice."), "{out}");
    assert!(
        out.contains("(to bob) You are already in Tournament #1 «Winter Cup»."),
        "{out}"
    );
    assert!(
        out.contains(
            "(to eve) Only the organizer, @alice, may start in Tournament #1 «Winter Cup»."
        ),
        "{out}"
    );
    assert!(
        out.contains("has not started; 4 registered: alice, bob, carol, dave."),
        "{out}"
    );
    assert!(out.contains("Tournament #1 «Winter Cup» starts: 4 players, 6 games, all begun at once (1 day a move). Start numbers: 1. alice, 2. bob, 3. carol, 4. dave."), "{out}");
    assert!(
        out.contains(
            "@dave withdraws from Tournament #1 «Winter Cup»; 3 unplayed games are forfeited."
        ),
        "{out}"
    );
    assert!(
        out.contains("Round 1: #1 alice–dave 1-0 (forfeit); #2 bob–carol 1-0;"),
        "{out}"
    );
    assert!(
        out.contains("Round 2: #3 dave–carol 0-1 (forfeit); #4 alice–bob 1/2-1/2;"),
        "{out}"
    );
    assert!(
        out.contains("Round 3: #5 bob–dave 1-0 (forfeit); #6 carol–alice in play;"),
        "{out}"
    );
    assert!(
        out.contains("Game #6 is over: @carol never moved and forfeits it; 0-1."),
        "{out}"
    );
    // Alice and Bob both score 2½ with equal Sonneborn-Berger; Bob won a game over the board.
    let table = "1. bob 2½ (SB 2¼, 1 win)\n2. alice 2½ (SB 2¼, 0 wins)\n3. carol 1 (SB 0, 0 wins)\n4. dave 0 (SB 0, 0 wins), withdrew";
    assert!(
        out.contains(&format!(
            "Tournament #1 «Winter Cup» is over. Final standings:\n{table}"
        )),
        "{out}"
    );
    assert!(out.contains(&format!("final standings:\n{table}")), "{out}");
    assert!(
        out.contains("(to alice) Tournament #1 «Winter Cup» is not taking players."),
        "{out}"
    );
}

/// Eight players, a double round robin played to the end with a fake clock: every result
/// the script decides is in the final table, with a withdrawal after the first cycle and a
/// first move never made in the second.
#[test]
fn an_eight_player_double_round_robin_to_the_end() {
    use tabiya_bot::tournament::berger::{rounds, Pairing};
    use tabiya_bot::tournament::standings::{points, standings, Format, GameResult, Played};
    let mut script = String::from("p1 /tournament create makruk double days:1 name:Double\n");
    for p in 2..=8 {
        script.push_str(&format!("p{p} /tournament join\n"));
    }
    script.push_str("p1 /tournament start\n");
    let table = rounds(8, 2);
    let mut expected = Vec::new();
    let mut id = 0;
    let mut never_moved = None;
    for (r, round) in table.iter().enumerate() {
        if r == 7 {
            script.push_str("p8 /tournament withdraw\n");
        }
        for p in round {
            let Pairing::Game(w, b) = *p else { continue };
            id += 1;
            let result = if r >= 7 && (w == 8 || b == 8) {
                // Forfeited by the withdrawal.
                if w == 8 {
                    GameResult::BlackByForfeit
                } else {
                    GameResult::WhiteByForfeit
                }
            } else if r >= 7 && never_moved.is_none() && w != 8 && b != 8 {
                never_moved = Some(id);
                GameResult::BlackByForfeit
            } else if id % 5 == 0 {
                script.push_str(&format!(
                    "p{w} /draw game:{id}\np{b} /draw accept game:{id}\n"
                ));
                GameResult::Draw
            } else if id % 2 == 0 {
                script.push_str(&format!("p{b} /resign confirm game:{id}\n"));
                GameResult::White
            } else {
                script.push_str(&format!("p{w} /resign confirm game:{id}\n"));
                GameResult::Black
            };
            expected.push(Played {
                round: r + 1,
                white: w,
                black: b,
                result,
            });
        }
    }
    // Ten minutes pass a line; a day of waiting lets the untouched game fall due.
    script.push_str("p1 /tournament standings\n");
    for _ in 0..100 {
        script.push_str("p9 /games\n");
    }
    script.push_str("p1 /tournament standings\n");
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let out = run_stepped(&mut service, &script, 600);
    assert!(
        out.contains("Tournament #1 «Double» starts: 8 players, 56 games"),
        "{out}"
    );
    assert!(
        out.contains("@p8 withdraws from Tournament #1 «Double»; 7 unplayed games are forfeited."),
        "{out}"
    );
    let never = never_moved.expect("a game left untouched");
    assert!(out.contains(&format!("Game #{never} is over: @p")), "{out}");
    let lines = standings(Format::RoundRobin, 8, &expected, &[]);
    let want: Vec<String> = lines
        .iter()
        .map(|l| format!("{}. p{} {}", l.rank, l.player, points(l.score)))
        .collect();
    let final_table = out
        .split("Tournament #1 «Double» is over. Final standings:\n")
        .nth(1)
        .expect(&out);
    for w in &want {
        assert!(final_table.contains(w.as_str()), "{w} in\n{final_table}");
    }
    // A tie on points decided by the tie-breaks.
    assert!(
        lines
            .windows(2)
            .any(|p| p[0].score == p[1].score && p[0].rank < p[1].rank),
        "{want:?}"
    );
}

#[test]
fn the_organizer_closes_registration_and_adjudicates() {
    let out = run("alice /tournament create xiangqi days:7\n\
         bob /tournament join\n\
         alice /tournament close\n\
         carol /tournament join\n\
         bob /tournament close\n\
         alice /tournament open\n\
         carol /tournament join\n\
         alice /tournament start\n\
         bob /tournament adjudicate game:1 1-0\n\
         alice /tournament adjudicate game:1 draw\n\
         alice /tournament adjudicate game:1 1-0\n\
         alice /tournament adjudicate game:9 1-0\n\
         alice /tournament adjudicate game:2 maybe\n\
         alice /tournament pairings\n");
    assert!(
        out.contains("Registration for Tournament #1 is closed."),
        "{out}"
    );
    assert!(
        out.contains("(to carol) Tournament #1 is not taking players."),
        "{out}"
    );
    assert!(
        out.contains(
            "(to bob) Only the organizer, @alice, may close registration in Tournament #1."
        ),
        "{out}"
    );
    assert!(
        out.contains("Registration for Tournament #1 is open again: /tournament join 1."),
        "{out}"
    );
    assert!(
        out.contains("Tournament #1 starts: 3 players, 3 games"),
        "{out}"
    );
    assert!(
        out.contains("(to bob) Only the organizer, @alice, may adjudicate in Tournament #1."),
        "{out}"
    );
    assert!(
        out.contains("Game #1 is over: 1/2-1/2 by adjudication (Tournament #1)."),
        "{out}"
    );
    assert!(out.contains("(to alice) Game #1 is over."), "{out}");
    assert!(
        out.contains("(to alice) Game #9 is not a game of Tournament #1."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) /tournament maybe? Expected ID, GAME, trf|pgn or 1-0|0-1|draw."),
        "{out}"
    );
    assert!(out.contains("Round 1: #1 "), "{out}");
    assert!(out.contains(" 1/2-1/2;"), "{out}");
}

/// The standings come with a crosstable image, a rating with its history chart.
#[test]
fn standings_and_rating_history_as_images() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    run_on(
        &mut service,
        "alice /tournament create shatranj rated:yes name:Images\n\
         bob /tournament join\n\
         carol /tournament join\n\
         alice /tournament start\n\
         alice /tournament adjudicate game:1 1-0\n\
         alice /tournament adjudicate game:2 draw\n\
         alice /tournament adjudicate game:3 0-1\n",
    );
    let ask = |service: &mut Service, text: &str| {
        let replies = service.handle(&Incoming {
            event_id: text,
            user: "alice",
            channel: "console",
            text,
            now: 1_900_000_000,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        });
        replies.into_iter().next().expect("a reply")
    };
    let standings = ask(&mut service, "/tournament standings");
    assert!(
        standings.text.contains("final standings"),
        "{}",
        standings.text
    );
    let image = standings.image.expect("a crosstable");
    assert!(
        image.alt.starts_with("Tournament #1 «Images»; 1. "),
        "{}",
        image.alt
    );
    for name in ["alice", "bob", "carol"] {
        assert!(image.alt.contains(name), "{}", image.alt);
    }
    png::Decoder::new(std::io::Cursor::new(image.data))
        .read_info()
        .expect("a PNG");
    let rating = ask(&mut service, "/rating shatranj");
    let chart = rating.image.expect("a chart");
    assert!(
        chart
            .alt
            .starts_with("alice — Shatranj: 2 rated games, from 1"),
        "{}",
        chart.alt
    );
    png::Decoder::new(std::io::Cursor::new(chart.data))
        .read_info()
        .expect("a PNG");
    assert!(
        ask(&mut service, "/rating").image.is_none(),
        "no game named, no chart"
    );
}

#[test]
fn a_paused_tournament_stops_its_clocks() {
    let mut script = String::from(
        "alice /tournament create shatranj days:1\n\
         bob /tournament join\n\
         carol /tournament join\n\
         bob /tournament pause\n\
         alice /tournament start\n\
         alice /tournament pause\n\
         bob /move e3 game:1\n\
         alice /tournament pause\n",
    );
    // Two days pass while paused: nothing falls due.
    for _ in 0..48 {
        script.push_str("eve /games\n");
    }
    script.push_str("alice /tournament resume\nbob /move e3 game:1\n");
    // A day after resuming the clocks that were left run out.
    for _ in 0..26 {
        script.push_str("eve /games\n");
    }
    script.push_str("alice /tournament resume\n");
    let out = run(&script);
    assert!(
        out.contains("(to bob) Only the organizer, @alice, may pause in Tournament #1."),
        "{out}"
    );
    assert!(out.contains("Tournament #1 is paused: 3 clocks are stopped; moves wait until the organizer resumes it."), "{out}");
    assert!(out.contains("(to bob) Game #1 belongs to a tournament its organizer paused; moves wait until it resumes."), "{out}");
    assert!(
        out.contains("(to alice) Tournament #1 is not running."),
        "{out}"
    );
    let (paused, resumed) = out
        .split_once("Tournament #1 resumes: 3 clocks run again with the time each had left.")
        .expect(&out);
    assert!(
        !paused.contains("forfeits"),
        "no clock ran while paused: {paused}"
    );
    assert!(resumed.contains("#1 e3"), "{resumed}");
    assert!(
        resumed.contains("never moved and forfeits it"),
        "the clocks run again: {resumed}"
    );
    assert!(
        resumed.contains("(to alice) Tournament #1 is not paused."),
        "{resumed}"
    );
}

/// A moderator of the tournament's channel may act for its organizer; elsewhere not.
#[test]
fn a_channel_moderator_stands_in_for_the_organizer() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    run_on(
        &mut service,
        "alice /tournament create makruk\nbob /tournament join\ncarol /tournament join\n",
    );
    let mut say = |channel: &str, moderator: bool, text: &str| {
        let id = format!("{channel}{moderator}{text}");
        service
            .handle(&Incoming {
                event_id: &id,
                user: "mia",
                channel,
                text,
                now: 1_800_100_000,
                game: None,
                name: None,
                moderator,
                platform: None,
                locale: None,
                place_locale: None,
            })
            .into_iter()
            .map(|r| r.text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    let plain = say("console", false, "/tournament start 1");
    assert!(
        plain.starts_with("Only the organizer, @alice, may start"),
        "{plain}"
    );
    let elsewhere = say("other-room", true, "/tournament start 1");
    assert!(
        elsewhere.starts_with("Only the organizer, @alice, may start"),
        "{elsewhere}"
    );
    let here = say("console", true, "/tournament start 1");
    assert!(
        here.starts_with("Tournament #1 starts: 3 players"),
        "{here}"
    );
}

#[test]
fn registration_closes_by_itself_after_its_window() {
    let mut script = String::from(
        "alice /tournament create ouk register:1\n\
         bob /tournament join\n\
         alice /tournament create ouk register:90\n",
    );
    for _ in 0..24 {
        script.push_str("eve /games\n");
    }
    script.push_str("carol /tournament join 1\n");
    let out = run(&script);
    assert!(
        out.contains("/tournament join 1 to play (until 2027-01-16 09:00 UTC);"),
        "{out}"
    );
    assert!(
        out.contains("@bob joins Tournament #1 (2 players)."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) register:90? Days registration stays open: 1 to 60."),
        "{out}"
    );
    assert!(
        out.contains("(to carol) Registration for Tournament #1 closed at 2027-01-16 09:00 UTC."),
        "{out}"
    );
}

/// A replacement takes the seat: its unfinished games and start number; the games the first
/// player finished still count for the seat.
#[test]
fn a_replacement_takes_the_seat() {
    let out = run("alice /tournament create shatranj days:7\n\
         bob /tournament join\n\
         carol /tournament join\n\
         alice /tournament start\n\
         alice /tournament adjudicate game:1 1-0\n\
         alice /tournament replace @bob\n\
         alice /tournament replace @eve @dave\n\
         alice /tournament replace @bob @carol\n\
         alice /tournament replace @bob @dave\n\
         alice /move e3 game:2\n\
         dave /move e6 game:2\n\
         bob /move d6 game:2\n\
         alice /tournament adjudicate game:2 0-1\n\
         alice /tournament adjudicate game:3 1-0\n\
         alice /tournament standings\n\
         alice /tournament export\n");
    assert!(
        out.contains("(to alice) /tournament replace @leaving @joining"),
        "{out}"
    );
    assert!(
        out.contains("(to alice) @eve is not playing in Tournament #1."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) @carol is already in Tournament #1."),
        "{out}"
    );
    assert!(out.contains("@dave replaces @bob in Tournament #1: the seat, and 1 unfinished game; the finished ones still count."), "{out}");
    assert!(out.contains("#2 e6"), "dave plays bob's game: {out}");
    assert!(
        out.contains("(to bob) You are not a player of game #2."),
        "{out}"
    );
    // Game 1 (bob–carol, 1-0) counts for the seat dave now holds.
    let table = out.split("final standings:\n").nth(1).expect(&out);
    assert!(table.starts_with("1. dave 2 (SB 1, 2 wins)"), "{table}");
    let dave = out.lines().find(|l| l.starts_with("001    2")).expect(&out);
    assert_eq!(&dave[14..18], "dave");
    assert_eq!(&dave[80..84], " 2.0");
}

/// Drives the console adapter a chunk at a time on one service, the fake clock running on
/// between chunks, so a test can read each Swiss round's pairings before playing it.
struct Console {
    service: Service,
    t: i64,
    images: Option<std::path::PathBuf>,
}

impl Console {
    /// A console on a fresh in-memory service, its clock at 2027-01-15.
    fn new(images: Option<std::path::PathBuf>) -> Console {
        Console {
            service: Service::open(&crate::support::fresh_db(), "console").expect("service"),
            t: 1_800_000_000,
            images,
        }
    }

    /// Runs `script`; its `:wait` lines move this clock on for good (the console's own
    /// `:wait` lasts one run).
    fn send(&mut self, script: &str, step: i64) -> String {
        let mut out = String::new();
        let mut chunk = String::new();
        for line in script.lines() {
            if let Some(d) = line.strip_prefix(":wait ") {
                out.push_str(&self.run(&chunk, step));
                chunk.clear();
                let (n, unit) = d.split_at(d.len() - 1);
                let n: i64 = n.parse().expect("a duration");
                self.t += n * match unit {
                    "d" => 86_400,
                    "h" => 3600,
                    _ => 60,
                };
            } else {
                chunk.push_str(line);
                chunk.push('\n');
            }
        }
        out.push_str(&self.run(&chunk, step));
        out
    }

    fn run(&mut self, script: &str, step: i64) -> String {
        let mut out = Vec::new();
        let t = &mut self.t;
        console::run(
            &mut self.service,
            script.as_bytes(),
            &mut out,
            self.images.as_deref(),
            || {
                *t += step;
                *t
            },
        )
        .expect("console runs");
        String::from_utf8(out).expect("utf-8")
    }
}

/// A round's announcement: (game, white, black) by start number, and the bye.
fn announced(out: &str, round: usize) -> (Vec<(i64, usize, usize)>, Option<usize>) {
    let head = format!("round {round} of ");
    let block = out
        .split("→ ")
        .find(|b| b.contains(&head))
        .unwrap_or_else(|| panic!("round {round} announced in\n{out}"));
    let numbers = |l: &str| -> Vec<usize> {
        l.split('(')
            .skip(1)
            .filter_map(|x| x.split(')').next()?.parse().ok())
            .collect()
    };
    let mut pairs = Vec::new();
    let mut bye = None;
    for l in block.lines().skip(1) {
        if let Some(rest) = l.strip_prefix("Bye (a point): ") {
            bye = numbers(rest).first().copied();
        } else if let Some((_, rest)) = l.split_once(". #") {
            let game: i64 = rest
                .split_whitespace()
                .next()
                .and_then(|g| g.parse().ok())
                .expect("game id");
            let n = numbers(rest);
            if n.len() == 2 {
                pairs.push((game, n[0], n[1]));
            }
        }
    }
    (pairs, bye)
}

/// Twelve players, a five-round Swiss played to the end through the console with a fake
/// clock: each round's pairings are the engine's for the results so far; a first move
/// never made is forfeited on time, a player withdraws, the final table is the one the
/// results give (with a tie decided by the tie-breaks), and the standings image and the
/// TRF export agree with it.
#[test]
fn a_twelve_player_swiss_to_the_end() {
    use tabiya_bot::tournament::dutch::{pair, Field};
    use tabiya_bot::tournament::standings::{points, standings, Format, GameResult, Played};
    let images = std::env::temp_dir().join(format!("tabiya-swiss-{}", std::process::id()));
    std::fs::create_dir_all(&images).expect("dir");
    let mut c = Console::new(Some(images.clone()));
    let mut script =
        String::from("p1 /tournament create makruk swiss rounds:5 days:1 deadline:7 name:Spring\n");
    for p in 2..=12 {
        script.push_str(&format!("p{p} /tournament join\n"));
    }
    script.push_str("p1 /tournament start\n");
    let mut out = c.send(&script, 60);
    assert!(
        out.contains("Tournament #1 «Spring»: a Swiss of 5 rounds in Makruk"),
        "{out}"
    );
    assert!(
        out.contains("Tournament #1 «Spring» starts: a Swiss of 5 rounds for 12 players"),
        "{out}"
    );
    let mut played: Vec<Played> = Vec::new();
    let mut byes: Vec<(usize, usize)> = Vec::new();
    let mut active: Vec<usize> = (1..=12).collect();
    let mut withdrawn = false;
    let mut timed_out = None;
    for round in 1..=5 {
        let (pairs, bye) = announced(&out, round);
        // The engine, told the same results, pairs the same way.
        let expected = pair(&Field {
            active: &active,
            games: &played,
            byes: &byes,
            absences: &[],
            rounds: round - 1,
            initial_white: true,
            total_rounds: Some(5),
        })
        .expect("pairable");
        let seen: Vec<(usize, usize)> = pairs.iter().map(|&(_, w, b)| (w, b)).collect();
        assert_eq!(seen, expected.pairs, "round {round}:\n{out}");
        assert_eq!(bye, expected.bye, "round {round}");
        if let Some(b) = bye {
            byes.push((b, round));
        }
        let mut script = String::new();
        let withdraw_now = !withdrawn && round >= 3 && pairs.iter().any(|p| p.1 == 12 || p.2 == 12);
        for (board, &(game, w, b)) in pairs.iter().enumerate() {
            let result = if withdraw_now && (w == 12 || b == 12) {
                script.push_str("p12 /tournament withdraw\n");
                withdrawn = true;
                if w == 12 {
                    GameResult::BlackByForfeit
                } else {
                    GameResult::WhiteByForfeit
                }
            } else if round == 2 && board == 0 {
                // White never moves: the clock (a day a move) forfeits him.
                timed_out = Some(game);
                GameResult::BlackByForfeit
            } else if (w + b + round) % 4 == 0 {
                script.push_str(&format!(
                    "p{w} /draw game:{game}\np{b} /draw accept game:{game}\n"
                ));
                GameResult::Draw
            } else if (w < b) != ((w * b + round) % 5 == 0) {
                script.push_str(&format!("p{b} /resign confirm game:{game}\n"));
                GameResult::White
            } else {
                script.push_str(&format!("p{w} /resign confirm game:{game}\n"));
                GameResult::Black
            };
            played.push(Played {
                round,
                white: w,
                black: b,
                result,
            });
        }
        if round == 2 {
            // A day and an hour pass: the untouched game falls due and the round completes.
            script.push_str(":wait 25h\np13 /games\n");
        }
        if withdraw_now {
            active.retain(|&p| p != 12);
        }
        out = c.send(&script, 60);
        if round == 2 {
            let g = timed_out.expect("a game left untouched");
            assert!(
                out.contains(&format!("Game #{g} is over: @p"))
                    && out.contains("never moved and forfeits it"),
                "{out}"
            );
        }
    }
    assert!(withdrawn, "p12 withdrew");
    let lines = standings(Format::Swiss, 12, &played, &byes);
    let final_table = out
        .split("Tournament #1 «Spring» is over. Final standings:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("the final standings in\n{out}"));
    for l in &lines {
        let want = format!(
            "{}. p{} {} (Buchholz Cut-1 {}",
            l.rank,
            l.player,
            points(l.score),
            points(l.buchholz_cut1)
        );
        assert!(final_table.contains(&want), "{want} in\n{final_table}");
    }
    assert!(
        lines
            .windows(2)
            .any(|p| p[0].score == p[1].score && p[0].rank < p[1].rank),
        "a tie decided by the tie-breaks: {lines:?}"
    );
    assert!(
        final_table.contains("p12") && final_table.contains("withdrew"),
        "{final_table}"
    );

    // The standings image and the export.
    let out = c.send("p3 /tournament standings 1\np3 /tournament export 1\n", 60);
    let png = std::fs::read_dir(&images)
        .expect("images")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "png"))
        .unwrap_or_else(|| panic!("a standings image in\n{out}"));
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png).expect("png"),
    ));
    let reader = decoder.read_info().expect("a PNG");
    assert!(reader.info().width > 400 && reader.info().height > 300);
    assert!(out.contains("final standings"), "{out}");
    assert!(out.contains("XXR 5\n"), "{out}");
    assert!(out.contains("092 Swiss (FIDE Dutch)"), "{out}");
    // Every player's points in the TRF are the table's; a bye shows as `0000 - U`.
    for l in &lines {
        let row = out
            .lines()
            .find(|r| r.starts_with(&format!("001 {:>4}", l.player)))
            .unwrap_or_else(|| panic!("player {} in\n{out}", l.player));
        assert_eq!(
            &row[80..84],
            format!(
                "{:>4}",
                format!("{}.{}", l.score / 2, if l.score % 2 == 1 { 5 } else { 0 })
            ),
            "{row}"
        );
    }
    if !byes.is_empty() {
        assert!(out.contains("0000 - U"), "{out}");
    }
    let _ = std::fs::remove_dir_all(&images);
}

/// A Swiss round's deadline: games still in play are scored draws (unrated) and the next
/// round is paired; a pause stops the round's clock with the games' clocks.
#[test]
fn a_swiss_round_ends_at_its_deadline() {
    let mut c = Console::new(None);
    let mut out = c.send(
        "p1 /tournament create makruk swiss rounds:2 days:2 deadline:1 rated:yes\n\
         p2 /tournament join\np3 /tournament join\np4 /tournament join\n\
         p1 /tournament start\n",
        60,
    );
    for round in 1..=2 {
        let (pairs, bye) = announced(&out, round);
        assert_eq!((pairs.len(), bye), (2, None), "{out}");
        let mut script = String::new();
        if round == 2 {
            script.push_str("p1 /mypairings\np5 /mypairings\n");
            // Three days of pause: neither the round nor a game runs out meanwhile.
            script.push_str("p1 /tournament pause\n:wait 3d\np5 /games\np1 /tournament mine\np1 /tournament resume\n");
        }
        for (game, w, b) in &pairs {
            script.push_str(&format!(
                "p{w} /move a3a4 game:{game}\np{b} /move a6a5 game:{game}\n"
            ));
        }
        script.push_str(":wait 25h\np5 /games\n");
        out = c.send(&script, 60);
        assert!(
            !out.lines().any(|l| l.starts_with("(to p")
                && !l.starts_with("(to p5)")
                && !l.starts_with("(to p1) Tournament #1")),
            "no errors: {out}"
        );
        for (game, _, _) in &pairs {
            let line = format!(
                "Game #{game} is over: round {round} of Tournament #1 reached its deadline; the game is scored a draw."
            );
            assert!(out.contains(&line), "{line} in\n{out}");
        }
        assert!(
            !out.contains("Ratings:"),
            "scored draws are not rated: {out}"
        );
        if round == 2 {
            let (game, w, b) = pairs
                .iter()
                .find(|p| p.1 == 1 || p.2 == 1)
                .expect("p1 plays");
            let (opp, side) = if *w == 1 { (b, "White") } else { (w, "Black") };
            for want in [
                "(to p1) Tournament #1, round 2 of 2 (the round ends in ".to_owned(),
                format!("  #{game} round 2 vs @p{opp} ({side}): "),
                "(to p5) You are not playing in a running tournament.".to_owned(),
                "Tournament #1, round 2 of 2 — paused:".to_owned(),
            ] {
                assert!(out.contains(&want), "{want} in\n{out}");
            }
            assert!(
                out.contains("is paused") && out.contains("resumes"),
                "{out}"
            );
            assert!(
                out.contains("Tournament #1 is over. Final standings:"),
                "{out}"
            );
            // Every game a draw: 1 point each.
            for p in 1..=4 {
                assert!(out.contains(&format!("p{p} 1 (Buchholz Cut-1")), "{out}");
            }
        } else {
            assert!(out.contains("Tournament #1, round 2 of 2"), "{out}");
        }
    }
}

#[test]
fn a_swiss_is_created_with_its_options_checked() {
    let out = run("a /tournament create shatranj swiss rounds:0\n\
         a /tournament create shatranj swiss double\n\
         a /tournament create shatranj deadline:5\n\
         a /tournament create shatranj swiss size:200\n\
         a /tournament create shatranj swiss vacation:99\n\
         a /tournament create shatranj rounds:3 deadline:5 vacation:4 size:4\n\
         b /tournament join\nc /tournament join\n\
         a /tournament start\n\
         d /tournament join\n\
         a /tournament start\n");
    for e in [
        "(to a) rounds:0? A Swiss's rounds (fitted to the field unless given): 1 to 20.",
        "(to a) A tournament is a Swiss or a (double) round robin, not both.",
        "(to a) deadline: is the days a Swiss round may last; a round robin has no rounds to wait for.",
        "(to a) size:200? The most players (round robin 3-16, Swiss 4-128): 3 to 128.",
        "(to a) vacation:99? Vacation days each player may take: 0 to 60.",
        "Tournament #1: a Swiss of 3 rounds in Shatranj, standard rules, 3 days a move, casual, up to 4 players, organized by @a.",
        "a round lasts at most 5 days",
        "Vacation: at most 4 days a player.",
        "(to a) Tournament #1 needs at least 4 players to start a Swiss; it has 3.",
        "Tournament #1 starts: a Swiss of 3 rounds for 4 players, 3 days a move.",
        "Tournament #1, round 1 of 3, until ",
    ] {
        assert!(out.contains(e), "{e} in\n{out}");
    }
    // Round 1: 1–3 and 4–2 (the top half against the bottom half, colours by E.5).
    assert!(
        out.contains("1. #1 a (1) – c (3)\n2. #2 d (4) – b (2)"),
        "{out}"
    );
}

/// A tournament's vacation cap: a five-day vacation holds the event's clocks two days, and
/// casual games the whole five.
#[test]
fn a_tournament_caps_vacations() {
    let mut c = Console::new(None);
    let out = c.send(
        "p1 /tournament create shatranj days:3 vacation:2\n\
         p2 /tournament join\np3 /tournament join\np4 /tournament join\n\
         p1 /tournament start\n\
         p1@casual /challenge @p5 shatranj color:white days:3\np5@casual /accept\n\
         p1 /vacation 5\n",
        60,
    );
    let waits: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("is on vacation until"))
        .collect();
    let capped: Vec<&&str> = waits
        .iter()
        .filter(|l| l.contains("(the tournament's vacation cap)"))
        .collect();
    assert!(!capped.is_empty(), "{out}");
    assert_eq!(
        waits.len(),
        capped.len() + 1,
        "the casual game waits the whole vacation: {out}"
    );
    let out = c.send(":wait 6d\np9 /games\np5@casual /games\n", 60);
    // The event's clocks ran out after 3 + 2 days; the casual game's waits until 3 + 5.
    assert!(out.contains("@p1 never moved and forfeits it"), "{out}");
    assert!(
        out.contains("(to p5) #7 Shatranj vs @p1: their move"),
        "{out}"
    );
    assert!(!out.contains("Game #7 is"), "{out}");
}

#[test]
fn a_day_a_move_is_reminded_halfway_not_at_once() {
    let out = run_stepped(
        &mut Service::open(&crate::support::fresh_db(), "console").expect("service"),
        "alice /challenge @bob makruk color:white days:1\nbob /accept\nalice /move e3e4\n\
         :wait 11h\nalice /games\n:wait 2h\nalice /games\n",
        60,
    );
    let reminders: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("left for your move"))
        .collect();
    // Twelve hours before bob's deadline, not when his clock starts.
    assert_eq!(
        reminders,
        ["→ @bob: 10h left for your move in game #1."],
        "{out}"
    );
}

/// A round whose games all end during a pause is paired when the organizer resumes.
#[test]
fn a_swiss_round_finished_during_a_pause_pairs_on_resume() {
    let mut c = Console::new(None);
    let out = c.send(
        "p1 /tournament create shatranj swiss rounds:2\n\
         p2 /tournament join\np3 /tournament join\np4 /tournament join\n\
         p1 /tournament start\np1 /tournament pause\n",
        60,
    );
    let (pairs, _) = announced(&out, 1);
    let mut script = String::new();
    for (game, w, _) in &pairs {
        script.push_str(&format!("p{w} /resign confirm game:{game}\n"));
    }
    let out = c.send(&script, 60);
    assert!(!out.contains("round 2 of 2"), "not while paused: {out}");
    let out = c.send("p1 /tournament resume\n", 60);
    assert!(out.contains("Tournament #1, round 2 of 2"), "{out}");
}

/// Four players race Ashtapada to the end through the console, throws drawn by the server:
/// each reply says whose turn it is and which moves the throw allows; the test plays the
/// first of them. The first sixty actions' board images are written and decode.
#[test]
fn a_four_player_ashtapada_race_to_the_end() {
    let images = std::env::temp_dir().join(format!("tabiya-race-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&images);
    std::fs::create_dir_all(&images).expect("dir");
    let mut c = Console::new(Some(images.clone()));
    let out = c.send(
        "p1 /challenge @p2 @p3 @p4 ashtapada days:2\n\
         p5 /join\n\
         p3 /join\np2 /throw\np2 /join\np4 /join\n",
        60,
    );
    for want in [
        "Race #1: @p1 invites @p2, @p3, @p4 to Ashtapada, 2 days an action.",
        "(to p5) No race here is waiting for you.",
        "@p3 joins race #1.",
        "Race #1 begins: @p1 (A, from a1), @p3 (B, from h1), @p2 (C, from h8), @p4 (D, from a8). @p1 throws first: /throw.",
    ] {
        assert!(out.contains(want), "{want} in\n{out}");
    }
    assert!(out.contains("(to p2) You have no race here."), "{out}");
    // A redelivered throw is answered with the same throw; it is not thrown again.
    let first = c.send("[first-throw] p1 /throw\n", 60);
    let again = c.send("[first-throw] p1 /throw\n", 60);
    assert!(first.starts_with("Race #1: @p1 throws "), "{first}");
    assert_eq!(first.lines().next(), again.lines().next());
    let mut turn = first
        .rsplit(" @")
        .find_map(|w| {
            let (who, rest) = w.split_once(' ')?;
            (rest.starts_with("to throw") || rest.starts_with("to move")).then(|| who.to_owned())
        })
        .expect("whose turn");
    let mut last = first;
    let mut actions = 1;
    let mut captures = 0;
    let mut boards = 0;
    while !last.contains("Race #1 is over") {
        actions += 1;
        if actions == 61 {
            // Sixty boards are checked; the rest of the race runs without drawing (CI time).
            c.service.set_images(false);
        }
        assert!(actions < 6000, "the race never ends:\n{last}");
        let line = if let Some(rest) = last.split("Move with /move ").nth(1) {
            let m = rest.split([',', '.']).next().expect("a move").to_owned();
            format!("{turn} /move {m}\n")
        } else {
            format!("{turn} /throw\n")
        };
        last = c.send(&line, 60);
        assert!(!last.contains("(to "), "no errors: {line}{last}");
        captures += last.matches("capturing").count();
        boards += last.matches("[board: ").count();
        turn = last
            .rsplit(" @")
            .find_map(|w| {
                let (who, rest) = w.split_once(' ')?;
                (rest.starts_with("to throw") || rest.starts_with("to move"))
                    .then(|| who.to_owned())
            })
            .unwrap_or(turn);
    }
    assert!(last.contains("wins."), "{last}");
    let games = c.send("p1 /games\n", 60);
    assert_eq!(games, "(to p1) You have no games in progress.\n", "{games}");
    // Every action while images were on is answered with its board (the console numbers
    // images afresh each run, so the last one is on disk).
    assert_eq!(
        boards, 59,
        "an image an action (the first throw's is counted apart)"
    );
    let png = images.join("board-0001.png");
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png).expect("png"),
    ));
    assert!(decoder.read_info().is_ok());
    eprintln!("{actions} actions, {captures} captures");
    let _ = std::fs::remove_dir_all(&images);
}

/// A race's clock per seat: a reminder halfway through a day's time, then the player who
/// let it run out leaves with his pieces and the others play on; the last one in wins.
#[test]
fn a_race_seat_that_times_out_leaves_and_the_others_go_on() {
    let mut c = Console::new(None);
    c.service.set_images(false);
    let out = c.send(
        "p1 /challenge @p2 @p3 ashtapada days:1\np2 /join\np3 /join\n:wait 13h\np9 /games\n",
        60,
    );
    assert!(out.contains("→ @p1: 10h left to act in race #1."), "{out}");
    let out = c.send(":wait 12h\np9 /games\n", 60);
    assert!(
        out.contains(
            "→ Race #1: @p1 ran out of time and leaves the race with their pieces. @p2 to throw."
        ),
        "{out}"
    );
    let out = c.send("p1 /throw\np2 /games\n", 60);
    assert!(
        out.contains("(to p1) You left race #1 when your time ran out."),
        "{out}"
    );
    assert!(out.contains("Race #1 Ashtapada: your throw"), "{out}");
    let out = c.send(":wait 25h\np9 /games\n", 60);
    assert!(
        out.contains("@p2 ran out of time") && out.contains("Race #1 is over: @p3 wins."),
        "{out}"
    );
}

#[test]
fn a_race_is_called_off_by_its_challenger_and_waits_for_a_vacation() {
    let out = run("p1 /challenge @p2 @p3 ashtapada days:1\n\
         p2 /cancel race:1\np1 /cancel race:1\np2 /join\n\
         p1 /challenge @p2 ashtapada days:1\np2 /join 2\np1 /vacation 3\n\
         :wait 2d\np9 /games\np2 /games\n");
    for want in [
        "(to p2) Only the player who proposed race #1 may call it off; /decline race:1 refuses a seat.",
        "Race #1 is called off by @p1.",
        "(to p2) No race here is waiting for you.",
        "Race #2 begins",
        "(to p2) Race #2 Ashtapada: their turn",
    ] {
        assert!(out.contains(want), "{want} in\n{out}");
    }
    // p1's vacation holds his clock: two days on, he has not timed out.
    assert!(!out.contains("ran out of time"), "{out}");
}

#[test]
fn a_race_invitation_lapses_like_a_challenge() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    let out = run_stepped(
        &mut service,
        "p1 /challenge @p2 @p3 ashtapada\np2 /join\n:wait 8d\np9 /games\np3 /join\n",
        60,
    );
    assert!(
        out.contains("Race #1 lapsed: not everyone invited answered within 7 days."),
        "{out}"
    );
    assert!(
        out.contains("(to p3) No race here is waiting for you."),
        "{out}"
    );
    assert!(
        service.next_wake().expect("wake").is_none(),
        "nothing left to wake for"
    );
}

/// A Xiangqi coordinate string that is a legal move both as ICCS (ranks from 0) and as
/// Fairy-Stockfish writes it (ranks from 1) is answered with a question naming both moves
/// in WXF, and nothing is played; the WXF answer is then played. A player whose notation is
/// move strings means Fairy-Stockfish's.
#[test]
fn xiangqi_coordinates_legal_in_both_readings_are_asked_about_and_nothing_is_played() {
    let out = run(
        "alice /challenge @bob xiangqi color:white fen:4k4/9/9/9/9/9/9/7R1/7R1/3K5 w - - 0 1\n\
         bob /accept\n\
         alice /move h2e2\n\
         alice /games\n",
    );
    let asked = out
        .lines()
        .find(|l| l.contains("`h2e2` could be"))
        .unwrap_or_else(|| panic!("a question: {out}"));
    assert!(
        asked.starts_with("(to alice)") && asked.contains("say which"),
        "{asked}"
    );
    assert!(!out.contains("#1 R"), "nothing was played: {out}");
    assert!(out.contains("your move"), "still Alice's move: {out}");
    // Settled by the player's notation: move strings.
    let out = run(
        "alice /challenge @bob xiangqi color:white fen:4k4/9/9/9/9/9/9/7R1/7R1/3K5 w - - 0 1\n\
         bob /accept\n\
         alice /settings notation:uci\n\
         alice /move h2e2\n",
    );
    assert!(out.contains("#1 h2e2"), "played as a move string: {out}");
}

/// `color:` takes every side name the bot prints, in each game's sense: Xiangqi's red (红),
/// Janggi's cho and han (초, 한; red is Han there), the Shogi family's sente and gote (先手,
/// 後手). In the Shogi family `white` and `black` are refused with the reason (English books
/// call Sente Black), and a game's side names mean nothing in another game.
#[test]
fn color_takes_each_game_s_own_side_names() {
    let out = run("alice /challenge @bob xiangqi color:红\n\
         bob /accept\n\
         alice /challenge @bob janggi color:red\n\
         bob /accept 2\n\
         alice /challenge @bob shogi color:後手\n\
         bob /accept 3\n\
         alice /challenge @bob shogi color:black\n\
         alice /challenge @bob makruk color:sente\n");
    assert!(out.contains("@alice (Red) vs @bob (Black)"), "{out}");
    assert!(out.contains("@bob (Cho) vs @alice (Han)"), "{out}");
    assert!(out.contains("@bob (Sente) vs @alice (Gote)"), "{out}");
    assert!(
        out.contains("(to alice) color:black? In the Shogi family English books call Sente (who moves first) Black and Gote White: say color:sente or color:gote."),
        "{out}"
    );
    assert!(
        out.contains("(to alice) color:sente? In Makruk the sides are white and black (or first and second, or random)."),
        "{out}"
    );
}
