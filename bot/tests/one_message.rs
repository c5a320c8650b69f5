//! One message per move: a move's answer is the board, the move in the game's notation and
//! the mention of the player to move — a ping exactly as that player's `notify` allows — and
//! no second "Your move" notice in the same channel. Game ends name the winner.

use tabiya_bot::service::{Audience, Incoming, Reply, Service};

struct Chat {
    service: Service,
    n: i64,
}

impl Chat {
    fn say(&mut self, user: &str, channel: &str, text: &str) -> Vec<Reply> {
        self.n += 1;
        let event = format!("m{}", self.n);
        self.service.handle(&Incoming::new(
            &event,
            user,
            channel,
            text,
            1_800_000_000 + self.n * 60,
        ))
    }

    fn notices(&mut self) -> Vec<String> {
        let items = self.service.outbox().expect("outbox");
        for (i, _) in &items {
            self.service.delivered(i.id).expect("delivered");
        }
        items.into_iter().map(|(i, _)| i.body).collect()
    }
}

#[test]
fn one_message_per_move_pings_as_notify_allows() {
    let mut service = Service::open(&crate::support::fresh_db(), "console").expect("service");
    service.set_images(true);
    let mut c = Chat { service, n: 0 };
    c.say("alice", "hall", "/settings notify:digest");
    c.say("carol", "hall", "/settings notify:none");
    c.say("alice", "hall", "/challenge @bob shatranj color:white");
    let start = c.say("bob", "hall", "/accept");
    // The game's first message pings nobody: alice (to move) chose digests.
    assert_eq!(start.len(), 1);
    assert!(start[0].pings.is_empty(), "{:?}", start[0].pings);
    assert!(c.notices().is_empty());
    for (user, m, ping) in [
        ("alice", "e3", Some("bob")),
        ("bob", "e6", None),
        ("alice", "d3", Some("bob")),
    ] {
        let replies = c.say(user, "hall", &format!("/move {m}"));
        let public: Vec<&Reply> = replies
            .iter()
            .filter(|r| r.audience == Audience::Channel)
            .collect();
        assert_eq!(public.len(), 1, "one message: {replies:?}");
        let r = public[0];
        assert!(r.image.is_some(), "the board is in the same message");
        assert!(r.text.starts_with(&format!("#1 {m}")), "{}", r.text);
        assert!(r.text.contains(" to move"), "{}", r.text);
        assert_eq!(
            r.pings,
            ping.map(str::to_owned).into_iter().collect::<Vec<_>>()
        );
        assert!(c.notices().is_empty(), "no second notice after {m}");
    }
    // Sent from another channel (game:ID), the answer goes there: the game's channel gets
    // the notice, as bob's notify asks.
    let replies = c.say("bob", "elsewhere", "/move d6 game:1");
    assert!(replies[0].pings.is_empty());
    let replies = c.say("alice", "elsewhere", "/move Nf3 game:1");
    assert!(replies[0].pings.is_empty());
    assert_eq!(c.notices(), ["Your move in game #1, @bob."]);
    // Carol asked for no notifications: named, never pinged.
    c.say("carol", "hall", "/challenge @dave makruk color:black");
    c.say("dave", "hall", "/accept");
    let replies = c.say("dave", "hall", "/move e3e4");
    assert!(replies[0].text.contains("@carol"), "{}", replies[0].text);
    assert!(replies[0].pings.is_empty());
    // An offer is addressed to the opponent and pings him (unless he asked for no
    // notifications): carol, who did, is named but not pinged.
    let offer = c.say("alice", "hall", "/draw game:1");
    assert!(
        offer[0].text.contains("offers a draw in game #1, @bob"),
        "{}",
        offer[0].text
    );
    assert_eq!(offer[0].pings, ["bob"]);
    let offer = c.say("dave", "hall", "/takeback");
    assert!(offer[0].text.contains(", @carol."), "{}", offer[0].text);
    assert!(offer[0].pings.is_empty());
    // The end names the winner and the reason.
    c.say("bob", "hall", "/resign game:1");
    let end = c.say("bob", "hall", "/resign confirm game:1");
    assert!(
        end[0]
            .text
            .contains("Game #1 is over: 1-0 — @alice wins by resignation."),
        "{}",
        end[0].text
    );
}
