//! What reaches the service: a command as a platform delivered it, who sent it, and the
//! handler the command table names for it.

use super::command::Command;
use super::error::ServiceError;
use super::reply::Reply;
use super::Service;
use crate::platform::Platform;
use crate::storage::PlayerRow;
use std::sync::Arc;
/// Who sent a command: his id, and his row as the command found it.
pub(crate) struct Caller {
    /// The player's id.
    pub(crate) id: i64,
    /// The player.
    pub(crate) row: Arc<PlayerRow>,
}

/// A command's handler, as its entry in the command table ([`super::table::Spec::run`]) names it:
/// it takes the commands that entry's options build.
pub(crate) type Handler = fn(&mut Service, &Call<'_>, Command) -> Answer;

/// What a handler answers: the replies, or why the command was refused.
pub(crate) type Answer = Result<Vec<Reply>, ServiceError>;

/// A command in hand: as it arrived, and who sent it.
#[derive(Clone, Copy)]
pub(crate) struct Call<'c> {
    /// The command as the platform delivered it.
    pub(crate) inc: &'c Incoming<'c>,
    /// Who sent it.
    pub(crate) caller: &'c Caller,
}

/// A command as it arrived from a platform.
#[derive(Debug, Clone)]
pub struct Incoming<'a> {
    /// The platform's id of the event (a redelivery carries the same).
    pub event_id: &'a str,
    /// Who sent it (the platform's handle).
    pub user: &'a str,
    /// Where (channel, room or thread).
    pub channel: &'a str,
    /// The command line, e.g. `/move e2e3`.
    pub text: &'a str,
    /// The time, unix seconds (the clock is the caller's, so tests can fake it).
    pub now: i64,
    /// The game the platform's context implies — the command was sent in a game's thread,
    /// or as a reply to one of its boards — used when the command names none.
    pub game: Option<i64>,
    /// The name the platform shows for the sender, if it tells one (captions and records use
    /// it; mentions use the handle).
    pub name: Option<&'a str>,
    /// The sender moderates the place (a Discord member who may manage the server, a Matrix
    /// user who may kick): tournaments there accept their organizer commands too.
    pub moderator: bool,
    /// The platform it came from: its handles, its event ids, its wording. `None`: the
    /// platform the service was opened for (the console's commands, and most tests').
    pub platform: Option<&'static Platform>,
    /// The language the sender's client is set to, where the platform tells it (Discord's
    /// interaction locale, `ko`, `zh-CN`): his answers' language when he chose none.
    pub locale: Option<&'a str>,
    /// The language the platform gives the place it came from (a Discord server's
    /// preferred locale): the channel's posts' language when no moderator chose one.
    pub place_locale: Option<&'a str>,
}

impl<'a> Incoming<'a> {
    /// The same command, from `platform`.
    #[must_use]
    pub fn on(mut self, platform: &'static Platform) -> Self {
        self.platform = Some(platform);
        self
    }

    /// A command from `user` in `channel` at `now`, on the service's own platform, with no
    /// game implied by its place, no display name and no moderator rights (the console's, and
    /// most tests').
    pub fn new(
        event_id: &'a str,
        user: &'a str,
        channel: &'a str,
        text: &'a str,
        now: i64,
    ) -> Self {
        Incoming {
            event_id,
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
        }
    }
}
