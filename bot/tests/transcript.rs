//! Transcript tests through the console adapter with a fake clock.

use std::path::Path;

use tabiya_bot::adapters::console;
use tabiya_bot::service::Service;

/// Runs `script` (one `USER /command` a line) on a fresh in-memory database; the clock starts
/// at `start` and advances an hour a line.
fn run(script: &str) -> String {
    let mut service = Service::open(Path::new(":memory:"), "console").expect("service");
    run_on(&mut service, script)
}

fn run_on(service: &mut Service, script: &str) -> String {
    let mut out = Vec::new();
    let mut t = 1_800_000_000;
    console::run(service, script.as_bytes(), &mut out, None, || {
        t += 3600;
        t
    })
    .expect("console runs");
    String::from_utf8(out).expect("utf-8")
}

/// A whole game: Alice (first player) and Bob alternate the given moves.
fn full_game(variant: &str, moves: &str) -> String {
    let mut script = format!("alice /challenge @bob {variant} color:white days:2\nbob /accept\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("{who} /move {m}\n"));
    }
    run(&script)
}

#[test]
fn shatranj_game_to_mate() {
    let out = full_game("shatranj", "f1d3 g7g6 c2c3 g8h6 f2f3 h6g4 c1a3 d7d6 f3g4 a7a6 c3c4 b7b6 e2e3 d6d5 a3c5 b6c5 c4d5 a8a7 b1c3 e8d7 a2a3 h7h6 d3f1 f8d6 e1f2 d8e8 f1d3 d6f4 g2g3 f4h2 h1h2 c8e6 d5e6 g6g5 h2h6 d7c8 h6h8");
    assert!(out.contains("Game over: 1-0 by checkmate."), "{out}");
    assert!(!out.contains("(to "), "no errors: {out}");
}

#[test]
fn makruk_game_to_mate() {
    let out = full_game("makruk", "f1g2 c6c5 c3c4 e8f7 c1d2 a8a7 a3a4 h8h7 b3b4 c5b4 g3g4 d6d5 c4d5 b6b5 d5e6m f7e6 a4b5 a7b7 a1a6 e6d5 d2c3 f8g7 c3d4");
    assert!(out.contains("Game over: 1-0 by checkmate."), "{out}");
    assert!(
        out.contains("becomes a seed (counsellor)"),
        "the promotion is described: {out}"
    );
}

#[test]
fn xiangqi_game_to_mate() {
    let out = full_game("xiangqi", "e1e2 c7c6 h3h10 b8b4 b3b10 i10h10 b10d10 e10d10 i1i2 h8f8 h1i3 g10e8 g4g5 b4e4 i4i5 e4a4 a1a4 e7e6 a4a7 h10g10 a7g7 a10a5 g7g10 a5b5 b1c3 b5b1 g10f10 d10d9 c1a3 b1b7 f10f8 b7b9 f8e8 b9c9 i2g2 c9b9 e8e6 b9c9 e6d6");
    assert!(out.contains("Game over: 1-0 by checkmate."), "{out}");
    assert!(out.contains("#1 K5+1"), "moves are echoed in WXF: {out}");
}

#[test]
fn shogi_game_to_mate_and_export() {
    let moves = "a3a4 d9d8 h2e2 a9a8 f1g2 d8e8 a4a5 f9g8 c1c2 e8d8 c3c4 g7g6 a1a3 h8b2+ c4c5 g8g7 e3e4 B@c1 e4e5 b2a3 d3d4 d8c8 b1a3 a7a6 g1f2 a6a5 B@d6 L@e6 d6c7 b9c7 e5e6 c1a3 e6e7+ P@c6 e7e8";
    let mut script = String::from("alice /challenge @bob shogi color:white\nbob /accept\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        script.push_str(&format!(
            "{} /move {m}\n",
            if i % 2 == 0 { "alice" } else { "bob" }
        ));
    }
    script.push_str("alice /export kif\nbob /export csa\n");
    let out = run(&script);
    assert!(out.contains("Game over: 1-0 by checkmate."), "{out}");
    assert!(out.contains("☗P-96"), "Western notation with ☗: {out}");
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
        out.contains("(to alice) unknown game `nosuchgame`"),
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
        out.contains("Game #1 is over: 1-0 by resignation."),
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
        out.contains("Game #1 is over: 1/2-1/2 by agreement."),
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

#[test]
fn racing_moves_one_wins_the_other_is_told_the_position_changed() {
    let dir = std::env::temp_dir().join(format!("tabiya-race-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = dir.join("race.db");
    let mut a = Service::open(&db, "console").expect("a");
    run_on(
        &mut a,
        "alice /challenge @bob shatranj color:white\nbob /accept\n",
    );
    // A second connection appends an action first, as a racing request would.
    let conn = tabiya_bot::storage::open(&db).expect("second connection");
    let row = tabiya_bot::storage::game(&conn, 1)
        .expect("query")
        .expect("game");
    tabiya_bot::storage::append_action(&conn, 1, row.version, "m w e2e3", 1)
        .expect("first writer wins");
    let stale = tabiya_bot::storage::append_action(&conn, 1, row.version, "m w d2d3", 2);
    assert!(matches!(
        stale,
        Err(tabiya_bot::storage::StorageError::Conflict)
    ));
    let msg =
        tabiya_bot::service::ServiceError::Storage(tabiya_bot::storage::StorageError::Conflict)
            .user_message();
    assert!(msg.contains("The position changed"));
    let out = run_on(&mut a, "bob /move e6\nalice /export\n");
    assert!(out.contains("1. e3 e6"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn timeout_loses_and_a_reminder_comes_first() {
    let out = run("alice /challenge @bob makruk color:white days:2\nbob /accept\nalice /move e3e4\nbob /move e6e5\nalice /move d3d4\n:wait 1d\nalice /games\n:wait 1d\nalice /games\n");
    assert!(
        out.contains("→ @bob: 23 hours left for your move in game #1."),
        "{out}"
    );
    assert!(
        out.contains("→ Game #1 is over: @bob ran out of time; 1-0."),
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
    let mut service = Service::open(Path::new(":memory:"), "console").expect("service");
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

#[test]
fn sittuyin_army_placed_in_one_command() {
    let out = run("alice /challenge @bob sittuyin color:white\nbob /accept\nalice /place K@e2 F@d2 S@c2 S@f2 N@b2 N@g2 R@a1 R@h1\nbob /place K@d7 F@e7 S@c7 S@f7 N@b7 N@g7 R@a8 R@h8\nalice /move e4e5\n");
    assert!(
        out.contains("#1 R@h1 — chariot placed on h1. @bob (Black) to move."),
        "{out}"
    );
    assert!(
        out.contains("#1 R@h8 — chariot placed on h8. @alice (White) to move."),
        "{out}"
    );
    assert!(out.contains("#1 e5 — soldier e4→e5"), "{out}");
}

#[test]
fn game_actions_reach_the_rules_with_clear_refusals() {
    let out = run("alice /challenge @bob makruk color:white\nbob /accept\nalice /count start\nalice /challenge @bob shogi color:white\nbob /accept 2\nalice /impasse claim game:2\nalice /object game:2\nalice /count sideways game:1\n");
    assert!(
        out.contains(
            "(to alice) Game #1: the board's-honour count starts only when neither side has pawns"
        ),
        "{out}"
    );
    assert!(out.contains("(to alice) Game #2: an impasse can be claimed only once both kings stand in their promotion zones"), "{out}");
    assert!(out.contains("(to alice) Game #2: an objection is only possible right after the second player's setup"), "{out}");
    assert!(
        out.contains("(to alice) /count start or /count stop"),
        "{out}"
    );
}
