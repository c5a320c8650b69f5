//! The platform-free service: commands in, replies out. Knows no serenity, ruma or rusqlite
//! type; the adapters only translate.
//!
//! Each batch of commands (often one) is one SQLite write transaction, taken before anything
//! is read: what a command changes, the notifications it queues and the record of its event
//! id commit together, and a reply is returned only after that commit. A command refused
//! after it wrote is undone by rolling back (see `handle_batch`). Racing connections queue
//! on the write lock, and each command is judged against the state the commands before it
//! left: an out-of-turn move is "not your move" however fast it came. "The position changed"
//! answers only a stale view: a move from a menu or button (`at:N`) shown before the game
//! moved on, or a write that lost a race to another process.

use crate::i18n::msg;
use crate::i18n::Arg;
use crate::platform::Platform;
use crate::storage;
use error::clip_for_log;
use limits::RecentCommands;
use records::pgn;
use reply::failure;
use reply::internal;
use reply::restarting;

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;
use stored::Cached;
use stored::PlayerCache;
mod account;
mod alt;
mod book;
mod challenges;
mod chart;
pub(crate) mod clock;
mod command;
mod computer;
mod identity;
mod offers;
mod play;
mod races;
mod records;
mod refusals;
mod scheduler;
pub mod table;
mod tournaments;

mod error;
mod games;
mod incoming;
mod limits;
mod names;
mod platforms;
mod ratings;
mod reply;
mod rules;
mod setup;
mod stored;

pub use book::translated_blocks;
pub(crate) use error::panic_text;
pub use error::ServiceError;
pub use incoming::Incoming;
pub(crate) use incoming::{Call, Caller, Handler};
pub use limits::{Limits, Settings};
pub use names::{arguments as engine_name_arguments, catalogue as engine_names, game_name};
pub use platforms::{known_platform, platform_name};
pub use reply::{Audience, Choice, Image, MoveChoice, MoveChoices, Reply, Tone};

pub use clock::{format_time, year_of};
pub use command::{
    parse, side_in, with_prefix, Command, DrawAnswer, Format, LinkAction, Notation, Notify,
    Orientation, ParseError, Side, TournamentAction, VacationAction, DAYS,
};
pub use computer::{ComputerAnswer, ComputerTurn, Task as ComputerTask, COMPUTER_NAME};

const DAY: i64 = 86_400;

/// The most games `/games` lists one by one.
const GAMES_LISTED: usize = 40;

/// How a command inside a transaction went.
enum Handled {
    /// Done (or refused without writing anything): its replies, recorded with the event.
    Done(Vec<Reply>),
    /// Refused after writing: only rolling the transaction back undoes it.
    Undo(Vec<Reply>),
    /// It panicked (a bug): what it wrote is rolled back with its batch, and it is answered
    /// and recorded as an internal error, so a redelivery cannot crash anything again.
    Panicked,
    /// The database went away under it (PostgreSQL's connection lost): nothing of it is
    /// kept or recorded, so it can run again on a new connection.
    Away,
}

/// The service over one database.
pub struct Service {
    db: storage::Db,
    /// The platform of the commands in hand (each batch's, from its commands; a scheduled
    /// job's, from its channel).
    platform: &'static Platform,
    /// The platform the service was opened for: its commands' when they do not say.
    home: &'static Platform,
    /// Each channel's platform, as recorded (see [`storage::note_channel`]).
    channels: RefCell<HashMap<String, &'static Platform>>,
    /// Each channel's place locale as last kept by this process (each is written once).
    locales: RefCell<HashMap<String, String>>,
    /// The platforms this process serves: the computer plays in their channels.
    served: Vec<&'static str>,
    /// This process's name in the outbox's claims (random: processes on one database each
    /// have their own).
    instance: String,
    settings: Settings,
    images: bool,
    /// When old event ids were last forgotten (hourly, on the scheduler's clock).
    pruned_at: i64,
    /// Replayed games by id, with the version they were replayed at: a game whose stored
    /// version moved on is replayed again, so the cache is never stale.
    cache: HashMap<i64, Cached>,
    /// Cache entries made inside the open transaction, kept once it commits.
    pending: HashMap<i64, Cached>,
    /// Whether the command being handled holds the write transaction.
    in_tx: bool,
    /// The games the current command cached (forgotten if it is rolled back).
    touched: Vec<i64>,
    /// Committed player rows by id, and this platform's handles to ids: a move reads two
    /// players, and these spare it the selects.
    players: RefCell<PlayerCache>,
    limits: Limits,
    recent: RecentCommands,
    /// Fault injection for the tests of the panic guard: a command line that panics.
    panic_on: Option<String>,
    /// The computer's handle on each platform that told it (see
    /// [`Service::set_computer_handle`]).
    computers: Vec<(&'static str, String)>,
    /// The command being handled is the computer's own (its move, its answer).
    computer_acting: bool,
    /// The race the computer's command acts in, if it is a seat's throw or move.
    computer_race: Option<i64>,
}

impl Service {
    /// Takes the write lock for a batch of commands or a step of the scheduler (once; later
    /// calls do nothing until the commit).
    fn begin(&mut self) -> Result<(), ServiceError> {
        if !self.in_tx {
            storage::begin(&self.db)?;
            self.in_tx = true;
            // Another process (another platform's adapter) committed: its player rows may
            // have changed.
            let version = storage::data_version(&self.db)?;
            let players = self.players.get_mut();
            if players.data_version != version {
                players.rows.clear();
                players.ids.clear();
                players.data_version = version;
            }
        }
        Ok(())
    }

    /// Commits what the command wrote and keeps its cache entries.
    fn commit(&mut self) -> Result<(), ServiceError> {
        if self.in_tx {
            self.in_tx = false;
            if let Err(e) = storage::commit(&self.db) {
                self.pending.clear();
                self.players.get_mut().dirty.clear();
                return Err(e.into());
            }
            self.players.get_mut().dirty.clear();
            if self.cache.len() > 10_000 {
                self.cache.clear();
            }
            self.cache.extend(self.pending.drain());
        }
        Ok(())
    }

    /// After a bug was caught outside a command: drops any open transaction and every cached
    /// game, so nothing half-changed is used again.
    pub fn recover(&mut self) {
        self.abandon();
        self.cache.clear();
    }

    /// Drops what the command wrote.
    fn abandon(&mut self) {
        if self.in_tx {
            storage::rollback(&self.db);
            self.in_tx = false;
        }
        self.pending.clear();
        self.players.get_mut().dirty.clear();
        // What they remember may have been written in what was rolled back.
        self.channels.get_mut().clear();
        self.locales.get_mut().clear();
    }

    /// Handles one command. A redelivered event is answered again and not applied twice.
    pub fn handle(&mut self, inc: &Incoming<'_>) -> Vec<Reply> {
        self.handle_batch(std::slice::from_ref(inc))
            .pop()
            .unwrap_or_default()
    }

    /// Handles commands that arrived together (group commit): they run in one transaction
    /// that commits once, so under load a commit carries many moves. Nothing is acknowledged
    /// before that commit; if it fails, every command is answered that nothing was changed.
    ///
    /// A command that fails before writing anything (nearly every refusal: validation comes
    /// first) leaves the batch as it is. One that fails after writing can be undone only by
    /// rolling the transaction back, so then the whole batch is rolled back and each command
    /// runs again in its own transaction (none of them had been answered). This spares every
    /// command a savepoint, which would copy each page it touches into a sub-journal.
    pub fn handle_batch(&mut self, incs: &[Incoming<'_>]) -> Vec<Vec<Reply>> {
        if let [inc] = incs {
            return vec![self.handle_alone(inc)];
        }
        let losses = self.db.losses();
        if let Err(e) = self.begin() {
            if e.is_unavailable() {
                return incs.iter().map(|inc| self.handle_alone(inc)).collect();
            }
            return incs.iter().map(|_| failure(&e)).collect();
        }
        let mut answers = Vec::with_capacity(incs.len());
        for inc in incs {
            match self.handle_one(inc) {
                Handled::Done(replies) if self.db.losses() == losses => answers.push(replies),
                Handled::Done(_) | Handled::Undo(_) | Handled::Panicked | Handled::Away => {
                    self.abandon();
                    return incs.iter().map(|inc| self.handle_alone(inc)).collect();
                }
            }
        }
        if let Err(e) = self.commit() {
            self.abandon();
            if e.is_unavailable() {
                // The commit's fate is unknown: each command runs again alone, and one that
                // did commit is answered from its record.
                return incs.iter().map(|inc| self.handle_alone(inc)).collect();
            }
            return incs.iter().map(|_| failure(&e)).collect();
        }
        answers.into_iter().map(|r| self.draw_boards(r)).collect()
    }

    /// One command in a transaction of its own; if the database went away under it, once
    /// more on a new connection. That is safe whatever the first try had done: its
    /// transaction died with the connection, or, if its commit got through before the cut,
    /// the second try finds the command recorded and answers from the record. Either way
    /// the player had no answer yet.
    fn handle_alone(&mut self, inc: &Incoming<'_>) -> Vec<Reply> {
        let losses = self.db.losses();
        let (replies, away) = self.try_alone(inc);
        if !away && self.db.losses() == losses {
            return replies;
        }
        let (mut replies, _) = self.try_alone(inc);
        for r in &mut replies {
            // Answered from the record of a commit the first try made: never posted yet.
            r.repeat = false;
        }
        replies
    }

    /// One command in a transaction of its own. A failure after writing is rolled back, and
    /// its refusal recorded in a fresh transaction, so a redelivery gets the same answer.
    /// Whether the database was away (then nothing was recorded).
    fn try_alone(&mut self, inc: &Incoming<'_>) -> (Vec<Reply>, bool) {
        let losses = self.db.losses();
        if let Err(e) = self.begin() {
            return (failure(&e), e.is_unavailable());
        }
        let replies = match self.handle_one(inc) {
            Handled::Away => {
                self.abandon();
                return (vec![restarting()], true);
            }
            Handled::Done(replies) => replies,
            Handled::Undo(_) | Handled::Panicked if self.db.losses() != losses => {
                // The connection went under it: nothing is recorded, so it can run again.
                self.abandon();
                self.cache.clear();
                return (vec![restarting()], true);
            }
            Handled::Undo(replies) => {
                self.abandon();
                // Worded after the rollback, as a refusal that wrote nothing is: a newcomer's
                // first command is answered in his language too.
                let replies = self.addressed(inc, replies);
                if self.begin().is_ok() && self.record(inc, &replies).is_err() {
                    self.abandon();
                }
                replies
            }
            Handled::Panicked => {
                self.abandon();
                // The game cache may hold what the command had half changed.
                self.cache.clear();
                let replies = self.addressed(inc, vec![internal()]);
                if self.begin().is_ok() && self.record(inc, &replies).is_err() {
                    self.abandon();
                }
                replies
            }
        };
        if let Err(e) = self.commit() {
            self.abandon();
            return (failure(&e), e.is_unavailable());
        }
        (self.draw_boards(replies), false)
    }

    /// One command inside the open transaction, recorded as handled with its replies. A
    /// panic (a bug) is caught and logged with the command; it never ends the process.
    fn handle_one(&mut self, inc: &Incoming<'_>) -> Handled {
        let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.handle_one_unguarded(inc)
        }));
        caught.unwrap_or_else(|payload| {
            tracing::error!(
                event = inc.event_id,
                user = inc.user,
                channel = inc.channel,
                command = %clip_for_log(inc.text),
                "internal error: the command panicked: {}",
                panic_text(payload.as_ref())
            );
            Handled::Panicked
        })
    }

    fn handle_one_unguarded(&mut self, inc: &Incoming<'_>) -> Handled {
        if let Err(e) = self.arrive(inc) {
            return if e.is_unavailable() {
                Handled::Away
            } else {
                Handled::Undo(failure(&e.into()))
            };
        }
        if let Ok(Some(stored)) = storage::event_replies(&self.db, self.platform.key, inc.event_id)
        {
            return Handled::Done(self.stored_replies(&stored));
        }
        self.touched.clear();
        let written = self.db.total_changes();
        if !self
            .recent
            .allow(inc.user, inc.now, self.limits.commands_per_minute)
        {
            let replies = vec![Reply::tell(msg!(
                "service-slow-down",
                per_minute = self.limits.commands_per_minute
            ))];
            return self.recorded(inc, replies);
        }
        let replies = match command::parse_with_spec(inc.text) {
            // The computer's account plays through its workers alone; nobody may type as it.
            _ if !self.computer_acting && self.is_computer(inc.user) => vec![Reply::tell(msg!(
                "service-computer-name",
                challenge = Arg::Command("/challenge @tabiya GAME".to_owned())
            ))],
            Err(e) => vec![Reply::tell(e.said())],
            Ok((spec, cmd)) => match self.execute(inc, spec, cmd.with_implied_game(inc.game)) {
                Ok(_) if self.panic_on.as_deref() == Some(inc.text) => {
                    panic!("injected fault: {}", inc.text)
                }
                Ok(r) => r,
                Err(e) if e.is_unavailable() => return Handled::Away,
                Err(e) => {
                    // The error policy: a user's mistake is his private answer alone; the
                    // rest is logged too, with the command (never a secret: commands carry
                    // none) and its game when the context names one.
                    if e.is_operators() {
                        tracing::error!(
                            event = inc.event_id,
                            user = inc.user,
                            channel = inc.channel,
                            game = inc.game,
                            command = %clip_for_log(inc.text),
                            "command failed: {e}"
                        );
                    }
                    let replies = vec![Reply::tell(e.said())];
                    if self.db.total_changes() != written {
                        return Handled::Undo(replies);
                    }
                    // Nothing was written, but games it replayed may have been cached.
                    for id in self.touched.drain(..) {
                        self.pending.remove(&id);
                    }
                    replies
                }
            },
        };
        let replies = if self.computer_acting {
            match self.computer_posts(inc, replies) {
                Ok(kept) => kept,
                Err(e) if e.is_unavailable() => return Handled::Away,
                Err(e) => return Handled::Undo(vec![Reply::tell(e.said())]),
            }
        } else {
            replies
        };
        self.recorded(inc, replies)
    }

    /// `replies`, once recorded as the answer to `inc`.
    fn recorded(&self, inc: &Incoming<'_>, replies: Vec<Reply>) -> Handled {
        let replies = self.addressed(inc, replies);
        match self.record(inc, &replies) {
            Ok(()) => Handled::Done(replies),
            Err(e) if e.is_unavailable() => Handled::Away,
            Err(e) => Handled::Undo(failure(&e)),
        }
    }

    /// Draws the boards of committed replies. A board that fails to draw (a bug in the
    /// renderer) is logged and left out: the command it answers has committed, and its
    /// answer must still go out.
    fn draw_boards(&self, replies: Vec<Reply>) -> Vec<Reply> {
        replies
            .into_iter()
            .map(|mut r| {
                if let Some(job) = r.board.take() {
                    if self.images {
                        let lang = r.lang;
                        let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            job.draw(lang)
                        }));
                        match drawn {
                            Ok(image) => r.image = Some(image),
                            Err(payload) => tracing::error!(
                                game = job.game_id,
                                "internal error: a board could not be drawn: {}",
                                panic_text(payload.as_ref())
                            ),
                        }
                    }
                }
                r
            })
            .collect()
    }

    /// Runs `cmd` through the handler its command's entry in the table names, for the
    /// player who sent it (his display name brought up to date first).
    fn execute(
        &mut self,
        inc: &Incoming<'_>,
        spec: &'static table::Spec,
        cmd: Command,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut me_row = self.player_by_handle(inc.user)?;
        // The platform's display name, at most 64 characters of plain text (Matrix allows
        // far longer): captions and records show it.
        let shown = inc.name.map(|n| {
            n.chars()
                .filter(|c| !c.is_control())
                .take(command::MAX_NAME)
                .collect::<String>()
        });
        if let Some(name) = shown
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty() && me_row.name.as_deref() != Some(n))
        {
            self.players.borrow_mut().write(me_row.id);
            storage::set_player_name(&self.db, me_row.id, name)?;
            Arc::make_mut(&mut me_row).name = Some(name.to_owned());
        }
        let caller = Caller {
            id: me_row.id,
            row: me_row,
        };
        (spec.run)(
            self,
            &Call {
                inc,
                caller: &caller,
            },
            cmd,
        )
    }
}
