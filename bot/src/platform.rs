//! The platforms the bot serves: each one's key (stored, typed in `/link`, named in the
//! configuration), the name its users call it by, and its wording (how a player answers an
//! offer there, how a record reaches `/import`). A platform arrives with each command
//! ([`crate::service::Incoming::platform`]); a channel's platform is the one its commands came
//! from, recorded once, and never guessed from the form of its id.
//!
//! A new platform is its adapter (with its [`Chat`]: how the binary starts it), an entry
//! here, and its configuration.

use std::future::Future;
use std::pin::Pin;

use crate::config::{Config, Secrets};
use crate::runtime::ServiceHandle;

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
#[derive(Debug)]
pub struct Platform {
    /// Its key: stored with handles, events and the outbox, typed in `/link`, and named on
    /// the command line (`tabiya discord`).
    pub key: &'static str,
    /// The name its users call it by.
    pub name: &'static str,
    /// How its players answer offers.
    pub answers: Answers,
    /// How a record reaches `/import` there.
    pub records: Records,
    /// What `tabiya --help` says of it.
    pub help: &'static str,
    /// How the binary starts its adapter, when this build has it (the console's is the
    /// binary's own loop).
    pub chat: Option<&'static Chat>,
}

impl PartialEq for Platform {
    fn eq(&self, other: &Platform) -> bool {
        self.key == other.key
    }
}

impl Eq for Platform {}

/// A running adapter: it ends with its reason when it stops for good.
pub type Running = Pin<Box<dyn Future<Output = Result<(), String>> + Send>>;

/// An adapter started on the service.
pub struct Started {
    /// It, running.
    pub running: Running,
    /// What to do once it is stopped (give back a lease), if anything.
    pub stop: Option<Pin<Box<dyn Future<Output = ()> + Send>>>,
}

/// An adapter ready to start, its configuration read and checked.
pub type Starter = Box<dyn FnOnce(ServiceHandle) -> Started + Send>;

/// How the binary starts a chat platform's adapter.
pub struct Chat {
    /// Reads what the adapter needs from the configuration and the environment: it, ready to
    /// start, or why it cannot (the process stops before anything starts).
    pub prepare: fn(&Config, &Secrets) -> Result<Starter, String>,
    /// Its libraries' log levels, for the log filter (`info,serenity=warn`).
    pub log: &'static str,
}

impl std::fmt::Debug for Chat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Chat")
    }
}

#[cfg(feature = "discord")]
const DISCORD_CHAT: Option<&Chat> = Some(&crate::adapters::discord::CHAT);
#[cfg(not(feature = "discord"))]
const DISCORD_CHAT: Option<&Chat> = None;
#[cfg(feature = "matrix")]
const MATRIX_CHAT: Option<&Chat> = Some(&crate::adapters::matrix::CHAT);
#[cfg(not(feature = "matrix"))]
const MATRIX_CHAT: Option<&Chat> = None;

/// Discord.
pub static DISCORD: Platform = Platform {
    key: "discord",
    name: "Discord",
    answers: Answers::Buttons,
    records: Records::Form,
    help: "Discord (DISCORD_TOKEN)",
    chat: DISCORD_CHAT,
};

/// Matrix.
pub static MATRIX: Platform = Platform {
    key: "matrix",
    name: "Matrix",
    answers: Answers::Reactions,
    records: Records::AfterOrReply,
    help: "Matrix (MATRIX_PASSWORD or MATRIX_ACCESS_TOKEN)",
    chat: MATRIX_CHAT,
};

/// The console: one local player's terminal.
pub static CONSOLE: Platform = Platform {
    key: "console",
    name: "console",
    answers: Answers::Commands,
    records: Records::After,
    help: "The console: commands typed on stdin, answers on stdout",
    chat: None,
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
