//! Command sessions drawn from bytes, for the fuzzer (`fuzz/fuzz_targets/commands.rs`), its
//! corpus's regression tests and the property tests: every command of the grammar, with
//! arguments from dictionaries of moves, numbers, Unicode and mentions, sent by several users
//! in several channels, with the clock moving on; legal moves are drawn from the game itself so
//! that sessions reach deep positions, tournaments and game ends.
//!
//! [`drive`] runs a session on a service and checks what must hold after any input: no
//! command panics or goes unanswered, a redelivered event gets the same answer and changes
//! nothing, and the database stays consistent ([`Service::check_consistency`]).

use crate::service::{Incoming, Service};

/// The users of a session (handles as the console writes them).
pub const USERS: [&str; 5] = ["alice", "bob", "carol", "dave", "eve"];
const CHANNELS: [&str; 3] = ["hall", "annex", "console"];

const GAMES: &[&str] = &[
    "chaturanga",
    "shatranj",
    "senterej",
    "ninthcentury",
    "sittuyin",
    "makruk",
    "ouk",
    "shatar",
    "xiangqi",
    "janggi",
    "heianshogi",
    "shoshogi",
    "shogi",
    "ashtapada",
    "chess",
    "SHATRANJ",
];

const WORDS: &[&str] = &[
    // moves and move-like text, in every notation
    "e3",
    "e4",
    "Nf3",
    "Kxe2",
    "a1=Q",
    "e2e3",
    "0000",
    "P-76",
    "P*55",
    "７六歩",
    "同銀",
    "△同銀",
    "▲１",
    "３",
    "▲",
    "同",
    "K@e2",
    "F@d2",
    "R@a1",
    "c3x2",
    "c3",
    "enter",
    "h2e2",
    "5++1",
    "P5.4",
    "P-.6",
    "66.7",
    "6+.7",
    "P++1",
    "e7f7",
    "+7776FU",
    "+7776FU,T1",
    "Ｐ",
    "ｅ４",
    // sub-commands, answers and flags come from the command table (`table_words`); these
    // are spellings it reads besides them
    "new",
    "table",
    "ask",
    "status",
    "1/2-1/2",
    "hehe",
    "마상상마",
    // numbers
    "0",
    "1",
    "2",
    "7",
    "-1",
    "#1",
    "#2",
    "3",
    "12",
    "365",
    "367",
    "9223372036854775807",
    "-9223372036854775808",
    "99999999999999999999",
    "1e5",
    "１",
    "٣",
    "7d",
    // mentions
    "@alice",
    "@bob",
    "@carol",
    "@dave",
    "@eve",
    "@everyone",
    "@here",
    "<@123>",
    "<@&456>",
    "@123456789012345678",
    "@room",
    "@bob:example.org",
    "@",
    // Unicode and separators
    "\u{1e}",
    "\u{0}",
    "\u{7}",
    "\u{202e}",
    "\u{200b}",
    "é",
    "e\u{301}",
    "🂡",
    "中文",
    "ﷺ",
    "\\",
    "\"",
    "'",
    "`",
    "<b>",
    "&amp;",
    "\u{feff}",
];

/// Every option name of the command table, and one that is none.
fn table_keys() -> &'static [&'static str] {
    static KEYS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys: Vec<&str> = crate::service::table::COMMANDS
            .iter()
            .flat_map(|s| s.params.iter().map(|p| p.name))
            .chain(["bogus"])
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys
    })
}

/// [`WORDS`] with every choice and flag the command table names.
fn table_words() -> &'static [&'static str] {
    use crate::service::table::Kind;
    static ALL: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut words: Vec<&str> = WORDS.to_vec();
        for p in crate::service::table::COMMANDS
            .iter()
            .flat_map(|s| s.params)
        {
            match p.kind {
                Kind::Word(choices) => words.extend(choices.words),
                Kind::Flag { also } => {
                    words.extend(std::iter::once(p.name).chain(also.iter().copied()))
                }
                _ => {}
            }
        }
        let mut seen = std::collections::HashSet::new();
        words.retain(|w| seen.insert(*w));
        words
    })
}

const VALUES: &[&str] = &[
    "1",
    "2",
    "3",
    "7",
    "14",
    "0",
    "-3",
    "7+2",
    "60+14",
    "999+1",
    "9223372036854775807",
    "white",
    "black",
    "random",
    "yes",
    "no",
    "traditional",
    "international",
    "own",
    "first",
    "japanese",
    "san",
    "uci",
    "game",
    "move",
    "digest",
    "none",
    "e-file-kings",
    "play-on,grace",
    "historical",
    "Winter_Cup",
    "\u{1e}public:forged",
    "@everyone",
    "",
    "1",
    "2",
    "4",
    "8",
    "16",
    "129",
];

/// One thing a session does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// A command line sent by a user in a channel.
    Command {
        /// Index into [`USERS`].
        user: usize,
        /// The channel.
        channel: &'static str,
        /// The line.
        text: String,
    },
    /// A legal move of `user`'s game here, the `pick`th (modulo) of those the game offers.
    LegalMove {
        /// Index into [`USERS`].
        user: usize,
        /// The channel.
        channel: &'static str,
        /// Which of the moves.
        pick: usize,
    },
    /// `user` challenges `other` to a game here, and `other` accepts.
    Start {
        /// Index into [`USERS`].
        user: usize,
        /// Index into [`USERS`].
        other: usize,
        /// The channel.
        channel: &'static str,
        /// The game.
        game: &'static str,
    },
    /// The previous command's event delivered again.
    Redeliver,
    /// The clock moves on by this many seconds (and the scheduler runs).
    Wait(i64),
}

/// A cursor over the fuzzer's bytes; past the end it reads zeros.
struct Cursor<'a> {
    data: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::from(self.byte()) % items.len()]
    }

    fn left(&self) -> bool {
        self.at < self.data.len()
    }

    /// Up to 24 raw bytes of the input, as text (lossy).
    fn raw(&mut self) -> String {
        let n = usize::from(self.byte() % 24);
        let start = self.at.min(self.data.len());
        let end = (start + n).min(self.data.len());
        self.at = end;
        String::from_utf8_lossy(&self.data[start..end]).into_owned()
    }
}

/// The session the bytes describe (at most 400 steps).
pub fn steps(data: &[u8]) -> Vec<Step> {
    let mut c = Cursor { data, at: 0 };
    let mut out = Vec::new();
    while c.left() && out.len() < 400 {
        let user = usize::from(c.byte()) % USERS.len();
        let channel = c.pick(&CHANNELS);
        let step = match c.byte() % 16 {
            0..=5 => Step::LegalMove {
                user,
                channel,
                pick: usize::from(c.byte()),
            },
            6 => Step::Wait(match c.byte() % 4 {
                0 => 3_600,
                1 => 86_400,
                2 => 3 * 86_400,
                _ => 15 * 86_400,
            }),
            7 => Step::Redeliver,
            8 | 9 => Step::Start {
                user,
                other: usize::from(c.byte()) % USERS.len(),
                channel,
                game: c.pick(GAMES),
            },
            _ => Step::Command {
                user,
                channel,
                text: line(&mut c),
            },
        };
        out.push(step);
    }
    out
}

/// A command line: a name, then words, games, mentions, `key:value` options or raw bytes.
fn line(c: &mut Cursor<'_>) -> String {
    let mut text = String::from(if c.byte().is_multiple_of(8) { "!" } else { "/" });
    // Every name and alias of the command table, and two that are none.
    let names: Vec<&str> = crate::service::table::names()
        .chain(["nosuchcommand", ""])
        .collect();
    text.push_str(c.pick(&names));
    let words = c.byte() % 6;
    for _ in 0..words {
        text.push(' ');
        match c.byte() % 8 {
            0 | 1 => text.push_str(c.pick(GAMES)),
            2..=4 => text.push_str(c.pick(table_words())),
            5 | 6 => {
                text.push_str(c.pick(table_keys()));
                text.push(':');
                text.push_str(c.pick(VALUES));
            }
            _ => text.push_str(&c.raw()),
        }
    }
    text
}

/// Runs the session `data` describes on `service` (clock from `start`) and checks, after each
/// step, that the command was answered, that a redelivery answers the same, and at the end
/// that the database is consistent.
///
/// # Errors
/// What went wrong, with the step.
pub fn drive(service: &mut Service, data: &[u8], start: i64) -> Result<(), String> {
    let mut now = start;
    let mut last: Option<(String, usize, &'static str, String, Vec<String>)> = None;
    for (i, step) in steps(data).into_iter().enumerate() {
        let (user, channel, text) = match step {
            Step::Wait(s) => {
                // Redeliveries come within minutes; handled events are forgotten after a week.
                last = None;
                now += s;
                service
                    .tick(now)
                    .map_err(|e| format!("step {i}: the scheduler failed: {e}"))?;
                continue;
            }
            Step::Redeliver => {
                let Some((event, user, channel, text, answer)) = &last else {
                    continue;
                };
                let again = texts(service, event, USERS[*user], channel, text, now);
                if &again != answer {
                    return Err(format!(
                        "step {i}: the redelivery of `{text}` was answered {again:?}, first {answer:?}"
                    ));
                }
                continue;
            }
            Step::Start {
                user,
                other,
                channel,
                game,
            } => {
                let event = format!("fuzz-{i}");
                let text = format!("/challenge @{} {game}", USERS[other]);
                texts(service, &event, USERS[user], channel, &text, now);
                (other, channel, "/accept".to_owned())
            }
            Step::LegalMove {
                user,
                channel,
                pick,
            } => {
                let Ok(choices) = service.move_choices(USERS[user], channel, None, None) else {
                    continue;
                };
                let Some(m) = choices.moves.get(pick % choices.moves.len().max(1)) else {
                    continue;
                };
                // The notation the bot prints, or the move string: both must be read back.
                let said = if pick % 2 == 0 { &m.text } else { &m.uci };
                (user, channel, format!("/move {said} game:{}", choices.game))
            }
            Step::Command {
                user,
                channel,
                text,
            } => (user, channel, text),
        };
        let event = format!("fuzz-{i}-b");
        let answer = texts(service, &event, USERS[user], channel, &text, now);
        if answer.is_empty() || answer.iter().any(String::is_empty) {
            return Err(format!("step {i}: `{text}` was answered {answer:?}"));
        }
        last = Some((event, user, channel, text, answer));
    }
    service.check_consistency().map(|_| ())
}

/// How many games the session `data` describes leaves in the database (to see that sessions
/// reach games at all).
///
/// # Errors
/// As [`drive`].
pub fn games_after(service: &mut Service, data: &[u8], start: i64) -> Result<usize, String> {
    drive(service, data, start)?;
    service.check_consistency()
}

fn texts(
    service: &mut Service,
    event: &str,
    user: &str,
    channel: &str,
    text: &str,
    now: i64,
) -> Vec<String> {
    service
        .handle(&Incoming::new(event, user, channel, text, now))
        .into_iter()
        .map(|r| r.text)
        .collect()
}
