//! The platforms the bot serves: each one's key (stored, typed in `/link`, named in the
//! configuration), the name its users call it by, and its wording (how a player answers an
//! offer there, how a record reaches `/import`). A platform arrives with each command
//! ([`crate::service::Incoming::platform`]); a channel's platform is the one its commands came
//! from, recorded once, and never guessed from the form of its id.
//!
//! A new platform is its adapter, an entry here, and its configuration.

/// How a player answers an offer (a challenge, a draw, a takeback) on a platform.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answers {
    /// Buttons under the message (the commands work too).
    Buttons,
    /// Reactions on a challenge (👍 or 👎), commands for the rest.
    Reactions,
    /// Commands alone.
    Commands,
}

/// How a record reaches `/import` on a platform.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Records {
    /// A form's text field, or a file attached to the command.
    Form,
    /// After the command, or the command sent as a reply to the record's file.
    AfterOrReply,
    /// After the command.
    After,
}

/// A platform.
#[derive(Debug, PartialEq, Eq)]
pub struct Platform {
    /// Its key: stored with handles, events and the outbox, typed in `/link`.
    pub key: &'static str,
    /// The name its users call it by.
    pub name: &'static str,
    /// How its players answer offers.
    pub answers: Answers,
    /// How a record reaches `/import` there.
    pub records: Records,
}

/// Discord.
pub static DISCORD: Platform = Platform {
    key: "discord",
    name: "Discord",
    answers: Answers::Buttons,
    records: Records::Form,
};

/// Matrix.
pub static MATRIX: Platform = Platform {
    key: "matrix",
    name: "Matrix",
    answers: Answers::Reactions,
    records: Records::AfterOrReply,
};

/// The console: one local player's terminal.
pub static CONSOLE: Platform = Platform {
    key: "console",
    name: "console",
    answers: Answers::Commands,
    records: Records::After,
};

/// Every platform, in the order help and `/link` list them.
pub static ALL: [&Platform; 3] = [&DISCORD, &MATRIX, &CONSOLE];

/// Their keys, in the same order: the choices of `/link` and `/unlink`.
pub static KEYS: [&str; 3] = [DISCORD.key, MATRIX.key, CONSOLE.key];

impl Platform {
    /// The platform whose key is `key`.
    pub fn by_key(key: &str) -> Option<&'static Platform> {
        ALL.iter().copied().find(|p| p.key == key)
    }

    /// The platform whose key is `key`, or the console for a key this code does not know.
    pub fn of_key(key: &str) -> &'static Platform {
        Platform::by_key(key).unwrap_or(&CONSOLE)
    }
}

#[cfg(test)]
mod tests {
    use super::{Platform, ALL};

    #[test]
    fn every_platform_is_found_by_its_key_and_keys_are_distinct() {
        for p in ALL {
            assert_eq!(Platform::by_key(p.key), Some(p));
        }
        let mut keys: Vec<&str> = ALL.iter().map(|p| p.key).collect();
        keys.dedup();
        assert_eq!(keys.len(), ALL.len());
        assert_eq!(Platform::by_key("irc"), None);
        assert!(ALL.iter().map(|p| p.key).eq(super::KEYS));
    }
}
