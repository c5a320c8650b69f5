//! What can go wrong handling a command, and what the player and the operator are told.

use super::command::Command;
use crate::i18n::english;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::storage::StorageError;
use std::fmt;
/// What can go wrong handling a command.
#[derive(Debug)]
pub enum ServiceError {
    /// The user asked for something impossible: the catalogue's message says what and how
    /// to fix it.
    Said(Msg),
    /// Storage failed.
    Storage(StorageError),
    /// A bug: what the log says of it (the user is told only that nothing was done).
    Internal(String),
    /// A stored record this code cannot read or replay (the log says which and why).
    Corrupt(String),
}

/// A game's record that cannot be read or replayed.
pub(super) fn corrupt(game: i64, what: impl fmt::Display) -> ServiceError {
    ServiceError::Corrupt(format!("game #{game}: {what}"))
}

impl ServiceError {
    /// What the user reads, in English.
    pub fn user_message(&self) -> String {
        english(&self.said())
    }

    /// What the user is told, as the catalogue's message.
    pub fn said(&self) -> Msg {
        match self {
            ServiceError::Said(m) => m.clone(),
            ServiceError::Storage(StorageError::Conflict) => msg!("service-conflict"),
            ServiceError::Storage(e) if e.is_unavailable() => msg!("service-restarting"),
            ServiceError::Storage(e) if e.is_disk_full() => msg!("service-disk-full"),
            ServiceError::Storage(e) if e.is_timeout() => msg!("service-busy"),
            ServiceError::Storage(_) => msg!("service-storage-failed"),
            ServiceError::Internal(_) => msg!("service-internal"),
            ServiceError::Corrupt(_) => msg!("service-corrupt"),
        }
    }

    /// Whether the operator must hear of it: everything but a user's own mistake (and a
    /// lost race, which the user is told to retry).
    pub fn is_operators(&self) -> bool {
        match self {
            ServiceError::Said(_) | ServiceError::Storage(StorageError::Conflict) => false,
            // The connection logs an outage once, when it begins; not once per command.
            ServiceError::Storage(e) => !e.is_unavailable(),
            ServiceError::Internal(_) | ServiceError::Corrupt(_) => true,
        }
    }

    /// Whether the database was away for this command (PostgreSQL's connection lost, or not
    /// back yet): it was not carried out, and may be tried again on a new connection.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, ServiceError::Storage(e) if e.is_unavailable())
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::Said(m) => f.write_str(&english(m)),
            ServiceError::Storage(e) => e.fmt(f),
            ServiceError::Internal(m) => write!(f, "internal error: {m}"),
            ServiceError::Corrupt(m) => write!(f, "corrupt record: {m}"),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<StorageError> for ServiceError {
    fn from(e: StorageError) -> ServiceError {
        ServiceError::Storage(e)
    }
}

/// What a player with no game in the channel is told.
pub(super) fn no_game_here() -> ServiceError {
    ServiceError::Said(msg!(
        "service-no-game-here",
        challenge = Arg::Command("/challenge @someone GAME".to_owned())
    ))
}

/// A command line as the log shows it: at most 200 characters, on one line.
pub(super) fn clip_for_log(text: &str) -> String {
    text.chars()
        .take(200)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// The text of a caught panic's payload.
pub(crate) fn panic_text(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}

/// A refusal from the catalogue: the user asked for something impossible.
pub(super) fn said(msg: Msg) -> ServiceError {
    ServiceError::Said(msg)
}

/// A command the command table sent to a handler that does not take it: a bug in the
/// table, which the tests of every example would show.
pub(super) fn misrouted(cmd: &Command) -> ServiceError {
    ServiceError::Internal(format!(
        "the command table sent {cmd:?} to a handler that does not take it"
    ))
}
