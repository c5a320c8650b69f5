//! One player across platforms: a Discord and a Matrix service on one database; an account
//! on each is linked (asked on one side, confirmed with the code on the other), and the
//! games, ratings and tournaments follow the player; then one is unlinked again.

use std::path::Path;

use tabiya_bot::service::{Incoming, Reply, Service};

struct Side {
    service: Service,
    n: u64,
}

impl Side {
    fn open(db: &Path, platform: &'static str) -> Side {
        Side {
            service: Service::open(db, platform).expect("service"),
            n: 0,
        }
    }

    fn say(&mut self, user: &str, channel: &str, text: &str, now: i64) -> Vec<Reply> {
        self.n += 1;
        let id = format!("{}-{}", self.n, text.len());
        self.service.handle(&Incoming {
            event_id: &id,
            user,
            channel,
            text,
            now,
            game: None,
            name: None,
            moderator: false,
            platform: None,
            locale: None,
            place_locale: None,
        })
    }

    fn text(&mut self, user: &str, channel: &str, text: &str, now: i64) -> String {
        self.say(user, channel, text, now)
            .iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

fn code_in(reply: &str) -> String {
    reply
        .split("/link ")
        .nth(1)
        .and_then(|r| r.split_whitespace().next())
        .expect("a code")
        .to_owned()
}

#[test]
fn linked_accounts_are_one_player() {
    let dir = std::env::temp_dir().join(format!("tabiya-identity-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let db = crate::support::durable_db(&dir.join("t.db"));
    let mut discord = Side::open(&db, "discord");
    let mut matrix = Side::open(&db, "matrix");
    let mut now = 1_800_000_000;
    let mut t = || {
        now += 60;
        now
    };
    // A rated game on Discord (channel 999) between 111 and 222.
    discord.text(
        "111",
        "999",
        "/challenge @222 shatranj color:white rated:yes",
        t(),
    );
    let a = discord.text("222", "999", "/accept", t());
    assert!(a.contains("Game #1"), "{a}");
    discord.text("111", "999", "/move e2e3", t());

    // Asked on Matrix, naming the Discord account; someone else cannot confirm.
    let ask = matrix.text("alice:hs", "!room:hs", "/link discord 111", t());
    assert!(
        ask.contains("send /link ") && ask.contains("from your discord account 111"),
        "{ask}"
    );
    let code = code_in(&ask);
    let wrong = discord.text("222", "999", &format!("/link {code}"), t());
    assert_eq!(
        wrong,
        format!("The code {code} is for 111 on discord, not for you.")
    );
    let elsewhere = matrix.text("bob:hs", "!room:hs", &format!("/link {code}"), t());
    assert_eq!(
        elsewhere,
        format!("The code {code} links a discord account: send it there.")
    );
    let bad = discord.text("111", "999", "/link NOSUCHCO", t());
    assert!(
        bad.starts_with("No link waits for the code NOSUCHCO."),
        "{bad}"
    );
    let ok = discord.text("111", "999", &format!("/link {}", code.to_lowercase()), t());
    assert_eq!(
        ok,
        "Linked: 111 on discord and alice:hs on matrix are one player now. Your games, ratings and tournaments follow you on both."
    );
    let again = discord.text("111", "999", &format!("/link {code}"), t());
    assert!(again.starts_with("No link waits"), "{again}");
    let status = discord.text("111", "999", "/link", t());
    assert!(
        status.contains("alice:hs on matrix") && status.contains("111 on discord"),
        "{status}"
    );

    // The Discord game follows the player to Matrix; its notices still name the Discord
    // accounts in the Discord channel.
    let b = discord.text("222", "999", "/move e7e6", t());
    assert!(b.contains("@111 (White) to move"), "{b}");
    let games = matrix.text("alice:hs", "!room:hs", "/games", t());
    assert!(games.contains("#1 Shatranj vs @222: your move"), "{games}");
    let m = matrix.text("alice:hs", "!room:hs", "/move d2d3 game:1", t());
    assert!(m.contains("@222 (Black) to move"), "{m}");
    // The notice made on Matrix goes to the game's channel, on Discord: Discord's adapter
    // delivers it, Matrix's never sees it.
    let outbox = discord.service.outbox().expect("outbox");
    assert!(
        outbox
            .iter()
            .any(|(o, _)| o.channel == "999" && o.recipient.as_deref() == Some("222")),
        "{outbox:?}"
    );
    let theirs = matrix.service.outbox().expect("outbox");
    assert!(theirs.iter().all(|(o, _)| o.channel != "999"), "{theirs:?}");
    // Resigning on Matrix rates the one player; Discord sees the same rating.
    matrix.text("alice:hs", "!room:hs", "/resign confirm game:1", t());
    let r1 = matrix.text("alice:hs", "!room:hs", "/rating", t());
    let r2 = discord.text("111", "999", "/rating", t());
    assert!(r1.contains("Shatranj"), "{r1}");
    assert_eq!(r1, r2);

    // A tournament joined on Discord is the Matrix account's too.
    discord.text("222", "999", "/tournament create makruk", t());
    discord.text("111", "999", "/tournament join", t());
    let mine = matrix.text("alice:hs", "!room:hs", "/tournament join 1", t());
    assert_eq!(mine, "You are already in Tournament #1.");

    // A code lapses after a day; a platform already linked cannot be asked again.
    let twice = matrix.text("alice:hs", "!room:hs", "/link discord", t());
    assert_eq!(
        twice,
        "Your discord account 111 is linked already; /unlink discord first."
    );
    let same = matrix.text("alice:hs", "!room:hs", "/link matrix", t());
    assert!(same.starts_with("You are on matrix already"), "{same}");
    let late = matrix.text("carol:hs", "!room:hs", "/link discord", t());
    let late_code = code_in(&late);
    let lapsed = discord.text(
        "333",
        "999",
        &format!("/link {late_code}"),
        now + 2 * 86_400,
    );
    assert!(
        lapsed.starts_with(&format!("The code {late_code} lapsed")),
        "{lapsed}"
    );

    // Unlinked, the Discord account starts afresh; the games stay with the player.
    let un = matrix.text("alice:hs", "!room:hs", "/unlink discord", now + 3 * 86_400);
    assert_eq!(un, "Unlinked: 111 on discord starts afresh next time; your games and ratings stay with you here.");
    let fresh = discord.text("111", "999", "/rating", now + 3 * 86_400 + 60);
    assert!(!fresh.contains("Shatranj"), "{fresh}");
    let kept = matrix.text("alice:hs", "!room:hs", "/rating", now + 3 * 86_400 + 120);
    assert!(kept.contains("Shatranj"), "{kept}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn accounts_that_met_or_share_a_tournament_cannot_merge() {
    use tabiya_bot::storage::{self, identity};
    let conn = storage::open(Path::new(":memory:")).expect("db");
    conn.raw().execute_batch(
        "INSERT INTO players (platform, handle) VALUES ('discord', '1'), ('matrix', 'a:hs'), ('matrix', 'b:hs');
         INSERT INTO games (variant, white, black, channel, days, deadline, created_at)
             VALUES ('shatranj', 1, 2, '9', 3, 1000, 0);
         INSERT INTO tournaments (name, organizer, channel, variant, days, created_at)
             VALUES ('', 1, '9', 'makruk', 3, 0);
         INSERT INTO tournament_players (tournament_id, player, joined_at) VALUES (1, 1, 0), (1, 3, 0);",
    )
    .expect("data");
    assert_eq!(
        identity::conflict(&conn, 1, 2).expect("q"),
        Some(identity::MergeConflict::Met(1))
    );
    assert_eq!(
        identity::conflict(&conn, 3, 1).expect("q"),
        Some(identity::MergeConflict::SameTournament(1))
    );
    assert_eq!(identity::conflict(&conn, 2, 3).expect("q"), None);
    // A merge moves the game and the seat and leaves no row naming the merged player.
    identity::merge(&conn, 3, 2).expect("merge");
    let black: i64 = conn
        .raw()
        .query_row("SELECT black FROM games WHERE id = 1", [], |r| r.get(0))
        .expect("game");
    assert_eq!(black, 3);
    let gone: i64 = conn
        .raw()
        .query_row("SELECT count(*) FROM players WHERE id = 2", [], |r| {
            r.get(0)
        })
        .expect("count");
    assert_eq!(gone, 0);
}
