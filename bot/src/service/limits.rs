//! The service's settings and its limits against spam.

use std::collections::HashMap;
/// The service's settings (from `[games]` in the configuration).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Days per move of challenges that name no time.
    pub default_days: i64,
    /// Days of vacation each player may take per calendar year (UTC).
    pub vacation_days: i64,
    /// Days an unanswered challenge stays open.
    pub challenge_days: i64,
    /// The hour (UTC) daily digests go out.
    pub digest_hour: i64,
    /// The language of a channel with none of its own (a catalogue's tag).
    pub language: &'static str,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            default_days: 3,
            vacation_days: 30,
            challenge_days: 7,
            digest_hour: 8,
            language: "en",
        }
    }
}

/// Per-user limits against spam (`[limits]` in the configuration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    /// Open challenges one player may have at once, in all.
    pub open_challenges: i64,
    /// Open challenges from one player to one opponent.
    pub challenges_to_one: i64,
    /// Tournaments not yet over in one channel.
    pub tournaments_per_channel: i64,
    /// Commands one user may send a minute.
    pub commands_per_minute: i64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            open_challenges: 10,
            challenges_to_one: 2,
            tournaments_per_channel: 3,
            commands_per_minute: 30,
        }
    }
}

/// The times of each user's recent commands, for [`Limits::commands_per_minute`]. Kept in
/// memory: a limit on bursts needs no durability (a restart forgets a minute's history).
#[derive(Default)]
pub(super) struct RecentCommands {
    pub(super) by_user: HashMap<String, std::collections::VecDeque<i64>>,
}

impl RecentCommands {
    /// Counts a command of `user` at `now`; false if it is over `per_minute`.
    pub(super) fn allow(&mut self, user: &str, now: i64, per_minute: i64) -> bool {
        if self.by_user.len() > 100_000 {
            self.by_user
                .retain(|_, times| times.back().is_some_and(|&t| t > now - 60));
        }
        let times = self.by_user.entry(user.to_owned()).or_default();
        while times.front().is_some_and(|&t| t <= now - 60) {
            times.pop_front();
        }
        if times.len() as i64 >= per_minute {
            return false;
        }
        times.push_back(now);
        true
    }
}
