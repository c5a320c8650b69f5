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

mod account;
mod challenges;
pub(crate) mod clock;
mod command;
mod computer;
mod identity;
mod offers;
mod play;
mod races;
mod records;
mod scheduler;
pub mod table;
mod tournaments;

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;
use std::sync::Arc;

use tabiya_engine::view::BoardView;
use tabiya_engine::{
    notation, san, shogi, teach, uci, Action, Color, EndReason, Game, Move, Outcome, Position,
    Variant,
};
use tabiya_render::{render, Options, PieceSet};

use crate::i18n::{english, msg, Arg, Msg};
use crate::ratings::{self, Rating};
use crate::storage::{self, GameRow, PlayerRow, StorageError, TimeControl};
use crate::storage::{ChallengeStatus, GameStatus, RaceStatus, TournamentStatus};
use challenges::pick_challenge;
pub use clock::{format_time, year_of};
pub use command::{
    parse, with_prefix, Command, DrawAnswer, Format, LinkAction, Notation, Notify, Orientation,
    ParseError, Side, TournamentAction, VacationAction, DAYS,
};
pub use computer::{ComputerAnswer, ComputerTurn, Task as ComputerTask, COMPUTER_NAME};
use play::{describe_move, in_notation, Part};
use records::pgn;

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
}

impl<'a> Incoming<'a> {
    /// A command from `user` in `channel` at `now`, with no game implied by its place, no
    /// display name and no moderator rights (the console's, and most tests').
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
        }
    }
}

/// Who should see a reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    /// Everyone in the channel.
    Channel,
    /// Only the sender.
    Private,
}

/// A board picture with its alt text.
#[derive(Debug, Clone)]
pub struct Image {
    /// PNG bytes.
    pub png: Vec<u8>,
    /// Alt text.
    pub alt: String,
}

/// A reply to a command.
#[derive(Debug, Clone)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// A board, if any.
    pub image: Option<Image>,
    /// The game the reply is about, if any (adapters use it for threads and reply chains).
    pub game: Option<i64>,
    /// The challenge the reply announces, if any (adapters offer accept and decline on it).
    pub challenge: Option<i64>,
    /// The natural answers to the reply, as commands (adapters show them as buttons): accept
    /// or decline a challenge, confirm a resignation, answer a draw or takeback offer.
    pub actions: Vec<Choice>,
    /// The command was handled before (a redelivery): this is its answer again, and what it
    /// announced publicly was announced then.
    pub repeat: bool,
    /// A record (PGN, KIF, CSA, TRF): `text` is exactly the file's content, and this its name.
    /// Adapters send it as a file (with a short preview); nothing else is sent as a file.
    pub file: Option<String>,
    /// The handles this reply is meant to notify (a challenge's addressee). Adapters ping
    /// exactly these: a handle that only appears in the text (in a tournament's name, say)
    /// is shown, never pinged.
    pub pings: Vec<String>,
    /// What `text` says, as the catalogue's message, when it comes from the catalogue: for
    /// the adapters that show it in the reader's language and idiom.
    pub message: Option<Msg>,
    /// The board to draw once the command has committed.
    board: Option<Box<BoardJob>>,
}

impl Reply {
    fn public(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Channel,
            text: text.into(),
            image: None,
            game: None,
            challenge: None,
            actions: Vec::new(),
            repeat: false,
            file: None,
            pings: Vec::new(),
            message: None,
            board: None,
        }
    }

    fn private(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Private,
            text: text.into(),
            image: None,
            game: None,
            challenge: None,
            actions: Vec::new(),
            repeat: false,
            file: None,
            pings: Vec::new(),
            message: None,
            board: None,
        }
    }

    /// The catalogue's `msg`, for the sender alone.
    fn tell(msg: Msg) -> Reply {
        let mut r = Reply::private(english(&msg));
        r.message = Some(msg);
        r
    }

    /// A notification from the outbox as a channel post: about `game` (with its board, if
    /// drawn), pinging `recipient`. Adapters post it as they post a command's public answer.
    pub fn notice(
        text: &str,
        game: Option<i64>,
        image: Option<Image>,
        recipient: Option<&str>,
    ) -> Reply {
        let mut r = Reply::public(text);
        r.game = game;
        r.image = image;
        r.pings.extend(recipient.map(str::to_owned));
        r
    }

    /// The answer to a command that hit a bug: nothing of it was kept.
    pub fn internal_error() -> Reply {
        internal()
    }

    /// The reply as a record file named `name`.
    pub(crate) fn in_file(mut self, name: String) -> Reply {
        self.file = Some(name);
        self
    }

    fn about(mut self, game: i64) -> Reply {
        self.game = Some(game);
        self
    }

    fn offering(mut self, actions: Vec<Choice>) -> Reply {
        self.actions = actions;
        self
    }

    fn with_board(mut self, job: BoardJob) -> Reply {
        self.game = Some(job.game_id);
        self.board = Some(Box::new(job));
        self
    }
}

/// An answer offered with a reply: its label and the command it sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// What the button says (`Accept`).
    pub label: String,
    /// The command it sends, with every id spelled out (`/accept 12`), so it means the same
    /// whenever and wherever it is pressed.
    pub command: String,
    /// Whether it gives something up for good (resigning): shown in red.
    pub grave: bool,
}

impl Choice {
    fn new(label: &str, command: String) -> Choice {
        Choice {
            label: label.to_owned(),
            command,
            grave: false,
        }
    }
}

/// A legal move offered for picking (autocomplete, menus).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveChoice {
    /// In the player's notation: what a list shows, and `/move` accepts.
    pub text: String,
    /// Fairy-Stockfish's move string: unambiguous, and `/move` accepts it too.
    pub uci: String,
    /// The first step of a menu: the square the piece leaves (`g1`), `drop:ROLE` for a
    /// piece from the hand, or `pass`.
    pub origin: String,
    /// How the first step reads: `Horse g1`, `Drop a pawn`, `Pass` (squares as the board
    /// image labels them: `Silver 79` in the Shogi family).
    pub origin_label: String,
    /// The second step: the square it goes to (empty for a pass).
    pub target: String,
    /// How the second step reads: `f3`, `78` in the Shogi family.
    pub target_label: String,
    /// In plain words: `horse g1→f3, takes the pawn`.
    pub describe: String,
}

/// The moves a player may make now in one game.
#[derive(Debug, Clone)]
pub struct MoveChoices {
    /// The game.
    pub game: i64,
    /// How many moves it has had: a menu sends it back with its move (`/move … at:N`), so a
    /// menu left open while the game moved on is answered as stale.
    pub ply: i64,
    /// Its legal moves, in the engine's order.
    pub moves: Vec<MoveChoice>,
}

impl MoveChoices {
    /// The moves whose text or move string starts with what was typed (case and `-`, `x`,
    /// `+` aside for the typed part), shortest first: what an autocomplete list shows.
    pub fn matching(&self, typed: &str) -> Vec<&MoveChoice> {
        let typed_raw = typed;
        let typed = typed.trim().to_lowercase();
        let mut hits: Vec<&MoveChoice> = self
            .moves
            .iter()
            .filter(|c| {
                typed.is_empty()
                    || c.text.to_lowercase().starts_with(&typed)
                    || c.uci.starts_with(&typed)
                    || c.text
                        .to_lowercase()
                        .trim_start_matches(['☗', '☖'])
                        .starts_with(&typed)
            })
            .collect();
        // What was typed as it was typed ranks first: `C` in Xiangqi lists the cannons
        // (`C2.5`) before the c-file's moves (`c4c5`); then shorter before longer.
        let raw = typed_raw.trim();
        hits.sort_by_key(|c| {
            let own = c.text.trim_start_matches(['☗', '☖']);
            (
                !(raw.is_empty() || own.starts_with(raw) || c.text.starts_with(raw)),
                c.text.chars().count(),
            )
        });
        hits
    }
}

/// A board to draw: the game as it stands, how to show it.
#[derive(Clone)]
struct BoardJob {
    game_id: i64,
    game: Game,
    last: Option<(Move, Color)>,
    caption: String,
    flip: bool,
    set: PieceSet,
}

impl fmt::Debug for BoardJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BoardJob")
            .field("game_id", &self.game_id)
            .field("caption", &self.caption)
            .finish_non_exhaustive()
    }
}

impl BoardJob {
    fn draw(&self) -> Image {
        let view = BoardView::new(self.game.position(), self.last);
        picture(
            &view,
            &Options {
                set: self.set,
                flip: self.flip,
                caption: Some(self.caption.clone()),
                ..Options::default()
            },
        )
    }
}

/// A board drawn as a reply's image (its PNG and alt text).
fn picture(view: &BoardView, options: &Options) -> Image {
    let image = render(view, options);
    Image {
        png: image.png,
        alt: image.alt,
    }
}

/// What can go wrong handling a command.
#[derive(Debug)]
pub enum ServiceError {
    /// The user asked for something impossible; the text says what and how to fix it.
    User(String),
    /// As `User`, said from the catalogue.
    Said(Msg),
    /// Storage failed.
    Storage(StorageError),
    /// A bug: what the log says of it (the user is told only that nothing was done).
    Internal(String),
    /// A stored record this code cannot read or replay (the log says which and why).
    Corrupt(String),
}

/// A game's record that cannot be read or replayed.
fn corrupt(game: i64, what: impl fmt::Display) -> ServiceError {
    ServiceError::Corrupt(format!("game #{game}: {what}"))
}

impl ServiceError {
    /// What the user reads.
    pub fn user_message(&self) -> String {
        let said = match self {
            ServiceError::User(m) => return m.clone(),
            ServiceError::Said(m) => return english(m),
            ServiceError::Storage(StorageError::Conflict) => msg!("service-conflict"),
            ServiceError::Storage(e) if e.is_unavailable() => msg!("service-restarting"),
            ServiceError::Storage(e) if e.is_disk_full() => msg!("service-disk-full"),
            ServiceError::Storage(e) if e.is_timeout() => msg!("service-busy"),
            ServiceError::Storage(_) => msg!("service-storage-failed"),
            ServiceError::Internal(_) => msg!("service-internal"),
            ServiceError::Corrupt(_) => msg!("service-corrupt"),
        };
        english(&said)
    }

    /// Whether the operator must hear of it: everything but a user's own mistake (and a
    /// lost race, which the user is told to retry).
    pub fn is_operators(&self) -> bool {
        match self {
            ServiceError::User(_)
            | ServiceError::Said(_)
            | ServiceError::Storage(StorageError::Conflict) => false,
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
            ServiceError::User(m) => f.write_str(m),
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

const DAY: i64 = 86_400;

/// The most games `/games` lists one by one.
const GAMES_LISTED: usize = 40;

/// What a player with no game in the channel is told.
fn no_game_here() -> ServiceError {
    ServiceError::Said(msg!(
        "service-no-game-here",
        challenge = Arg::Command("/challenge @someone GAME".to_owned())
    ))
}

/// A command line as the log shows it: at most 200 characters, on one line.
fn clip_for_log(text: &str) -> String {
    text.chars()
        .take(200)
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn user(msg: impl Into<String>) -> ServiceError {
    ServiceError::User(msg.into())
}

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
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            default_days: 3,
            vacation_days: 30,
            challenge_days: 7,
            digest_hour: 8,
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
struct RecentCommands {
    by_user: HashMap<String, std::collections::VecDeque<i64>>,
}

impl RecentCommands {
    /// Counts a command of `user` at `now`; false if it is over `per_minute`.
    fn allow(&mut self, user: &str, now: i64, per_minute: i64) -> bool {
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

/// What a player is told while the database is away (PostgreSQL restarting, a failover).
fn restarting() -> Reply {
    Reply::tell(msg!("service-restarting"))
}

/// What a player is told when a command hit a bug: nothing of it was kept.
fn internal() -> Reply {
    Reply::tell(msg!("service-internal"))
}

/// The text of a caught panic's payload.
pub(crate) fn panic_text(payload: &(dyn std::any::Any + Send)) -> &str {
    payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(no message)")
}

/// The answer to a command when the database failed under it: nothing was changed.
fn failure(e: &ServiceError) -> Vec<Reply> {
    if e.is_operators() {
        tracing::error!("a command was not carried out: {e}");
    }
    vec![Reply::private(e.user_message())]
}

/// A reply as the record of a handled event keeps it.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredReply<'a> {
    /// For the channel (else the sender alone).
    public: bool,
    #[serde(borrow)]
    text: std::borrow::Cow<'a, str>,
    /// The game whose board it showed (the current board is shown again).
    board: Option<i64>,
    /// A record's file name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    file: Option<String>,
}

/// The service over one database.
pub struct Service {
    db: storage::Db,
    /// The platform of the command in hand (set by the runtime before each one; see
    /// [`Service::set_platform`]).
    platform: &'static str,
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

/// Player rows as committed. A player written in the open transaction is `dirty`: it is read
/// from the database (never cached) until the commit, so a rollback leaves nothing stale.
#[derive(Default)]
struct PlayerCache {
    rows: HashMap<i64, Arc<PlayerRow>>,
    ids: HashMap<String, i64>,
    dirty: Vec<i64>,
    /// SQLite's `data_version` when the rows were read: it moves when another connection
    /// commits.
    data_version: i64,
}

impl PlayerCache {
    /// Keeps a committed row; `handle` is the one this platform knows him by, if any.
    fn keep(&mut self, p: &Arc<PlayerRow>, handle: Option<&str>) {
        if self.dirty.contains(&p.id) {
            return;
        }
        if self.rows.len() > 100_000 {
            self.rows.clear();
            self.ids.clear();
        }
        if let Some(h) = handle {
            self.ids.insert(h.to_owned(), p.id);
        }
        self.rows.insert(p.id, Arc::clone(p));
    }

    fn write(&mut self, id: i64) {
        self.dirty.push(id);
        if self.rows.remove(&id).is_some() {
            self.ids.retain(|_, v| *v != id);
        }
    }
}

/// A replayed game kept in memory: the stored version it matches, the game, its last move.
/// The game is shared between the cache and the command using it: reading it costs no
/// copy, and a move takes it over whole once the cache lets go of it (see `play_move`).
type Cached = (i64, Arc<Game>, Option<(Move, Color)>);

/// A game loaded from storage and replayed.
struct Loaded {
    row: GameRow,
    game: Arc<Game>,
    /// The last move and its mover, for highlights.
    last: Option<(Move, Color)>,
}

impl Loaded {
    fn color_of(&self, player: i64) -> Color {
        if self.row.white == player {
            Color::White
        } else {
            Color::Black
        }
    }
}

fn color_letter(c: Color) -> char {
    if c == Color::White {
        'w'
    } else {
        'b'
    }
}

fn color_of(s: &str) -> Option<Color> {
    match s {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

fn variant_of(row: &GameRow) -> Result<Variant, ServiceError> {
    let options: Vec<&str> = row.options.split_whitespace().collect();
    Variant::historical(&row.variant, &options).map_err(|e| {
        corrupt(
            row.id,
            format!("its game `{}` cannot be read: {e}", row.variant),
        )
    })
}

/// The stored form of an action; [`parse_action`] reads it back.
fn parse_action(a: &str, game: &Game) -> Result<(Action, Option<(Move, Color)>), ServiceError> {
    let damaged = || ServiceError::Corrupt(format!("stored action `{a}` is damaged"));
    let side = |c: &str| color_of(c).ok_or_else(damaged);
    let parts: Vec<&str> = a.split_whitespace().collect();
    Ok(match parts[..] {
        ["m", c, mv] => {
            let color = side(c)?;
            let legal = game.legal_moves(color);
            let m = uci::parse_among(mv, game.position(), &legal).map_err(|_| {
                ServiceError::Corrupt(format!("stored move `{a}` no longer replays"))
            })?;
            (Action::Move { color, m }, Some((m, color)))
        }
        ["resign", c] => (Action::Resign(side(c)?), None),
        ["timeout", c] => (Action::Timeout(side(c)?), None),
        ["draw"] => (Action::AgreeDraw, None),
        ["arrange", c, key] => (
            Action::Arrange(
                side(c)?,
                tabiya_engine::Arrangement::parse(key).ok_or_else(damaged)?,
            ),
            None,
        ),
        ["object"] => (Action::Object, None),
        ["count-start", c] => (Action::StartCount(side(c)?), None),
        ["count-stop", c] => (Action::StopCount(side(c)?), None),
        ["claim", c] => (Action::ClaimImpasse(side(c)?), None),
        ["accept-impasse", c] => (Action::AcceptImpasse(side(c)?), None),
        _ => {
            return Err(ServiceError::Corrupt(format!(
                "stored action `{a}` is not understood"
            )))
        }
    })
}

fn replay(row: GameRow, actions: &[String]) -> Result<Loaded, ServiceError> {
    let variant = variant_of(&row)?;
    let start = match &row.start_fen {
        Some(f) => tabiya_engine::fen::parse(f, variant)
            .map_err(|e| corrupt(row.id, format!("its start position cannot be read: {e}")))?,
        None => Position::new(variant),
    };
    let mut game = Game::from_position(start);
    let mut last = None;
    for a in actions {
        let (action, m) = parse_action(a, &game).map_err(|e| match e {
            ServiceError::Corrupt(m) => corrupt(row.id, m),
            other => other,
        })?;
        if m.is_some() {
            last = m;
        }
        game.act(action)
            .map_err(|e| corrupt(row.id, format!("stored action `{a}` fails: {e}")))?;
    }
    Ok(Loaded {
        row,
        game: Arc::new(game),
        last,
    })
}

fn result_text(o: Outcome) -> (&'static str, String) {
    let reason = match o.reason() {
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate => "stalemate",
        EndReason::BareKing | EndReason::BareKings => "bare king",
        EndReason::Niol => "Niol (mate without a Shak)",
        EndReason::Robado => "Robado (bare king)",
        EndReason::CountExpired => "the count ran out",
        EndReason::MateDuringOwnCount => "mate during the mater's own count",
        EndReason::BareKingSurvived => "the bare king survived seven moves",
        EndReason::ForbiddenMate => "a forbidden mate",
        EndReason::InsufficientMaterial => "neither side can win",
        EndReason::Repetition => "repetition",
        EndReason::PerpetualCheck => "perpetual check",
        EndReason::PerpetualChase => "perpetual chase",
        EndReason::Bikjang => "bikjang",
        EndReason::DoublePass => "two passes",
        EndReason::Jishogi => "jishōgi",
        EndReason::RoyalsCaptured => "both royals captured",
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        EndReason::Timeout => "time",
    }
    .to_owned();
    let result = match o.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    (result, reason)
}

/// Reads a record in the format its text shows: PGN (tags in brackets, or numbered moves),
/// CSA (`V2`, `PI`, `P1`, `+7776FU` statements) or KIF. The game is `given` or, for PGN, the
/// `Variant` tag's; KIF and CSA are Shogi unless named.
fn read_record(
    text: &str,
    given: Option<Variant>,
) -> Result<(shogi::Record, String, &'static str), ServiceError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('\''))
        .unwrap_or("");
    let csa = ["V2", "PI", "P1", "N+", "N-", "$", "+", "-"]
        .iter()
        .any(|p| first.starts_with(p))
        && !first.starts_with("1.");
    let kif = !csa
        && (text.contains("手合割")
            || text.contains("指手")
            || text.contains("先手：")
            || text.contains("▲")
            || text.lines().any(|l| {
                let l = l.trim_start();
                l.split_whitespace()
                    .next()
                    .is_some_and(|n| n.parse::<u32>().is_ok())
                    && !l.is_ascii()
            }));
    let shogi_game = || -> Result<Variant, ServiceError> {
        let v = match given {
            Some(v) => v,
            None => Variant::historical("shogi", &[]).map_err(|e| user(e.to_string()))?,
        };
        if !shogi::is_shogi_family(v) {
            return Err(user(format!(
                "KIF and CSA are Shogi's records; {} is written in PGN.",
                v.name()
            )));
        }
        Ok(v)
    };
    let bad = |format: &str, e: shogi::RecordError| {
        let e = e.to_string();
        let stop = if e.ends_with(['.', '?', '!']) {
            ""
        } else {
            "."
        };
        user(format!(
            "That {format} record cannot be read, {e}{stop} Nothing was imported."
        ))
    };
    if csa {
        let r = shogi::from_csa(text, shogi_game()?).map_err(|e| bad("CSA", e))?;
        return Ok((r, "*".to_owned(), "CSA"));
    }
    if kif {
        if !text.trim().contains('\n') {
            return Err(user(
                "A KIF record is read line by line, and this one came as a single line (a Discord text field joins them): attach the file instead (on Discord, file:), or paste it where line breaks stay. Nothing was imported.",
            ));
        }
        let r = shogi::from_kif(text, shogi_game()?).map_err(|e| bad("KIF", e))?;
        return Ok((r, "*".to_owned(), "KIF"));
    }
    let g = tabiya_engine::pgn::read(text, given).map_err(|e| bad("PGN", e))?;
    Ok((g.record, g.result, "PGN"))
}

/// The start players chose (`fen:`): FEN, or SFEN for the Shogi family, read and checked
/// for a position a game could reach and not over in it.
fn chosen_start(text: &str, v: Variant) -> Result<Position, ServiceError> {
    let shown = command::clip(text);
    let sfen = shogi::is_shogi_family(v) && !text.contains('[');
    let read = if sfen {
        shogi::parse_sfen(text, v)
    } else {
        tabiya_engine::fen::parse(text, v)
    };
    let pos = read.map_err(|e| {
        let e = match e {
            tabiya_engine::fen::FenError::Position(p) => p.describe(v),
            e => e.to_string(),
        };
        user(format!(
            "fen:{shown}? That is not a {} position: {e}. /board shows a game's FEN{} to copy.",
            v.name(),
            if shogi::is_shogi_family(v) {
                " and SFEN"
            } else {
                ""
            }
        ))
    })?;
    pos.check_reachable().map_err(|e| {
        user(format!(
            "fen:{shown}? No game of {} can start there: {}.",
            v.name(),
            e.describe(v)
        ))
    })?;
    Ok(pos)
}

/// The position as text a player can paste elsewhere: FEN as Fairy-Stockfish and
/// pychess-variants read it, and SFEN (Lishogi, USI engines) for the Shogi family.
pub(crate) fn position_text(pos: &tabiya_engine::Position) -> String {
    let fen = tabiya_engine::fen::fen(pos);
    if shogi::is_shogi_family(pos.variant()) {
        format!("FEN: `{fen}` SFEN: `{}`", shogi::sfen(pos))
    } else {
        format!("FEN: `{fen}`")
    }
}

impl Service {
    /// Opens the service on the database at `path` (`:memory:` for a throwaway one).
    ///
    /// # Errors
    /// [`StorageError`] if the database cannot be opened or migrated.
    pub fn open(path: &Path, platform: &'static str) -> Result<Service, StorageError> {
        Service::open_with(path, platform, &storage::Options::default())
    }

    /// As [`Service::open`], with the storage's `options`.
    ///
    /// # Errors
    /// [`StorageError`] if the database cannot be opened or migrated.
    pub fn open_with(
        path: &Path,
        platform: &'static str,
        options: &storage::Options,
    ) -> Result<Service, StorageError> {
        Ok(Service {
            db: storage::open_with(path, options)?,
            platform,
            served: vec![platform],
            instance: {
                let mut salt = [0u8; 8];
                let _ = getrandom::fill(&mut salt);
                format!("{}-{:016x}", std::process::id(), u64::from_le_bytes(salt))
            },
            settings: Settings::default(),
            images: true,
            pruned_at: i64::MIN,
            cache: HashMap::new(),
            pending: HashMap::new(),
            in_tx: false,
            touched: Vec::new(),
            players: RefCell::default(),
            limits: Limits::default(),
            recent: RecentCommands::default(),
            panic_on: None,
            computers: Vec::new(),
            computer_acting: false,
            computer_race: None,
        })
    }

    /// Fault injection, for tests of the panic guard only: the command line `text` panics
    /// after its command has written (as a bug deep in a handler would).
    #[doc(hidden)]
    pub fn inject_panic_on(&mut self, text: &str) {
        self.panic_on = Some(text.to_owned());
    }

    /// How to answer an offer on this platform: its buttons on Discord (the commands work
    /// too), a challenge's reactions or the commands on Matrix, the commands on the console.
    fn how_to_answer(&self, yes: &str, no: &str, buttons: [&str; 2], reactions: bool) -> String {
        match self.platform {
            "discord" => format!(
                "Press {} or {}, or send {yes} or {no}.",
                buttons[0], buttons[1]
            ),
            "matrix" if reactions => format!("React 👍 or 👎, or send {yes} or {no}."),
            _ => format!("Answer with {yes} or {no}."),
        }
    }

    /// The platform the next commands and calls come from: their handles, event ids,
    /// threads and outbox are that platform's. The runtime sets it before each job, so one
    /// service serves every adapter of the process.
    pub fn set_platform(&mut self, platform: &'static str) {
        if platform != self.platform {
            self.platform = platform;
            // The handle-to-id cache holds one platform's handles.
            self.players.get_mut().ids.clear();
        }
    }

    /// The platform of the command in hand.
    pub fn platform(&self) -> &'static str {
        self.platform
    }

    /// The platforms this process serves (its adapters'): the computer plays in their
    /// channels, and only there.
    pub fn serve(&mut self, platforms: &[&'static str]) {
        if !platforms.is_empty() {
            self.served = platforms.to_vec();
        }
    }

    /// The platform `channel` belongs to, by its form (the current one when the form does
    /// not tell: the console's channels).
    fn platform_of(&self, channel: &str) -> &'static str {
        channel_platform(channel).unwrap_or(self.platform)
    }

    /// Works from here on as the platform of `channel`: the scheduler writes each game's
    /// notices with the handles of the platform the game is played on.
    fn enter(&mut self, channel: &str) {
        let platform = self.platform_of(channel);
        self.set_platform(platform);
    }

    /// Queues a notice for `channel`, delivered by its platform's adapter.
    fn push_outbox(
        &self,
        channel: &str,
        recipient: Option<&str>,
        body: &str,
        game_id: Option<i64>,
        now: i64,
    ) -> Result<(), StorageError> {
        storage::push_outbox(
            &self.db,
            self.platform_of(channel),
            channel,
            recipient,
            body,
            game_id,
            now,
        )
    }

    /// Applies the configured limits.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The database, for the tests that inspect what SQLite does (query plans).
    #[doc(hidden)]
    pub fn storage(&mut self) -> &mut storage::Db {
        &mut self.db
    }

    /// Whether replies carry board images (on by default; the benchmark measures both).
    pub fn set_images(&mut self, on: bool) {
        self.images = on;
    }

    /// Applies the configured settings.
    pub fn configure(&mut self, settings: Settings) {
        self.settings = settings;
    }

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
                if self.begin().is_ok() && self.record(inc, &replies).is_err() {
                    self.abandon();
                }
                replies
            }
            Handled::Panicked => {
                self.abandon();
                // The game cache may hold what the command had half changed.
                self.cache.clear();
                let replies = vec![internal()];
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
        if let Ok(Some(stored)) = storage::event_replies(&self.db, self.platform, inc.event_id) {
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
        let replies = match command::parse(inc.text) {
            // The computer's account plays through its workers alone; nobody may type as it.
            _ if !self.computer_acting && self.is_computer(inc.user) => vec![Reply::tell(msg!(
                "service-computer-name",
                challenge = Arg::Command("/challenge @tabiya GAME".to_owned())
            ))],
            Err(e) => vec![Reply::private(e.to_string())],
            Ok(cmd) => match self.execute(inc, cmd.with_implied_game(inc.game)) {
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
                    let replies = vec![Reply::private(e.user_message())];
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
                Err(e) => return Handled::Undo(vec![Reply::private(e.user_message())]),
            }
        } else {
            replies
        };
        self.recorded(inc, replies)
    }

    /// `replies`, once recorded as the answer to `inc`.
    fn recorded(&self, inc: &Incoming<'_>, replies: Vec<Reply>) -> Handled {
        match self.record(inc, &replies) {
            Ok(()) => Handled::Done(replies),
            Err(e) if e.is_unavailable() => Handled::Away,
            Err(e) => Handled::Undo(failure(&e)),
        }
    }

    /// Records that `inc` was handled, with the replies a redelivery gets again (as JSON:
    /// nothing a user typed can break out of its reply).
    fn record(&self, inc: &Incoming<'_>, replies: &[Reply]) -> Result<(), ServiceError> {
        let stored: Vec<StoredReply<'_>> = replies
            .iter()
            .map(|r| StoredReply {
                public: r.audience == Audience::Channel,
                text: std::borrow::Cow::Borrowed(&r.text),
                board: r.board.as_ref().and(r.game),
                file: r.file.clone(),
            })
            .collect();
        let json = serde_json::to_string(&stored)
            .map_err(|e| ServiceError::Internal(format!("replies not stored: {e}")))?;
        storage::record_event(&self.db, self.platform, inc.event_id, &json, inc.now)?;
        Ok(())
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
                        let drawn =
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.draw()));
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

    /// The replies of an event already handled, with the current board where one was shown.
    fn stored_replies(&self, stored: &str) -> Vec<Reply> {
        let Ok(stored) = serde_json::from_str::<Vec<StoredReply<'_>>>(stored) else {
            tracing::error!("corrupt record: a handled event's replies cannot be read");
            return vec![Reply::tell(msg!("service-already-handled"))];
        };
        let replies = stored
            .into_iter()
            .map(|s| {
                let mut r = if s.public {
                    Reply::public(s.text)
                } else {
                    Reply::private(s.text)
                };
                r.repeat = true;
                r.file = s.file;
                if let Some(g) = s.board {
                    r = match self.load(g).and_then(|l| self.board_job(&l, None, false)) {
                        Ok(job) => r.with_board(job),
                        Err(_) => r.about(g),
                    };
                }
                r
            })
            .collect();
        self.draw_boards(replies)
    }

    /// Whether the platform's event `event_id` was handled (it is answered from its record
    /// if delivered again).
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn was_handled(&self, event_id: &str) -> Result<bool, StorageError> {
        Ok(storage::event_replies(&self.db, self.platform, event_id)?.is_some())
    }

    /// Checks what every command must keep true of the database, for tests and the fuzzer:
    /// every game replays from its stored record (from scratch, not from the cache), a game
    /// still in play is not over by the rules, and one over has a result.
    ///
    /// # Errors
    /// What is inconsistent, first found.
    pub fn check_consistency(&self) -> Result<usize, String> {
        let ids = storage::all_game_ids(&self.db).map_err(|e| e.to_string())?;
        for &id in &ids {
            let row = storage::game(&self.db, id)
                .map_err(|e| e.to_string())?
                .ok_or_else(|| format!("game #{id} vanished"))?;
            let actions = storage::actions(&self.db, id).map_err(|e| e.to_string())?;
            let status = row.status;
            let result = row.result.clone();
            let l =
                replay(row, &actions).map_err(|e| format!("game #{id} does not replay: {e}"))?;
            match (status, l.game.outcome(), result.as_deref()) {
                (GameStatus::Active, Some(o), _) => {
                    return Err(format!(
                        "game #{id} is in play but over by the rules: {o:?}"
                    ))
                }
                (GameStatus::Finished, _, None) => {
                    return Err(format!("game #{id} is over with no result"))
                }
                (GameStatus::Active | GameStatus::Finished, _, _) => {}
            }
        }
        Ok(ids.len())
    }

    /// The pieces of `variant` whose key, name or English name starts with `typed`, as
    /// (label, key) for a picker: `/rules GAME PIECE` on Discord. Nothing for an unknown game.
    pub fn piece_choices(variant: &str, typed: &str) -> Vec<(String, String)> {
        let Ok(v) = Variant::historical(variant.trim(), &[]) else {
            return Vec::new();
        };
        let typed = typed.trim().to_lowercase();
        v.rules()
            .pieces
            .iter()
            .map(|p| {
                (
                    format!("{} — {}", p.name, p.english),
                    teach::piece_key(p.role),
                )
            })
            .filter(|(label, key)| {
                typed.is_empty()
                    || key.starts_with(&typed)
                    || label
                        .to_lowercase()
                        .split([' ', '/', '(', '—'])
                        .any(|w| w.starts_with(&typed))
            })
            .collect()
    }

    /// The moves `user` may make now in the game a command of theirs in `channel` would
    /// mean (`game`, or their only game there). Reads only; nothing is created.
    ///
    /// # Errors
    /// A [`ServiceError`] whose message says why there is nothing to pick: no game, not
    /// their move, a setup to choose first.
    pub fn move_choices(
        &self,
        user_handle: &str,
        channel: &str,
        game: Option<i64>,
    ) -> Result<MoveChoices, ServiceError> {
        let Some(me) = storage::find_player(&self.db, self.platform, user_handle)? else {
            return Err(user(
                "You have no game here. Start one with /challenge @someone GAME.",
            ));
        };
        let l = self.pick_active(me.id, channel, game)?;
        let color = self.mover(&l, me.id)?;
        let mut pos = l.game.position().clone();
        pos.set_turn(color);
        let v = pos.variant();
        let name = |r| v.piece(r).map_or("piece", |p| p.english);
        let square_name = teach::square_name;
        let legal = l.game.legal_moves(color);
        let moves = legal
            .iter()
            .map(|m| {
                let (origin, origin_label) = match *m {
                    Move::Drop { role, .. } => (
                        format!(
                            "drop:{}",
                            uci::to_uci(m, &pos).split('@').next().unwrap_or("?")
                        ),
                        format!("Drop a {}", name(role)),
                    ),
                    Move::Pass => ("pass".to_owned(), "Pass".to_owned()),
                    _ => {
                        let from = m.from().map(|f| f.to_string()).unwrap_or_default();
                        let shown = m.from().map(|f| square_name(v, f)).unwrap_or_default();
                        let role = m.role().map_or("piece", name);
                        (
                            from,
                            format!("{}{} {shown}", role[..1].to_uppercase(), &role[1..]),
                        )
                    }
                };
                MoveChoice {
                    text: in_notation(me.notation, m, &pos, &legal, l.last),
                    uci: uci::to_uci(m, &pos),
                    origin,
                    origin_label,
                    target: m.to().map(|t| t.to_string()).unwrap_or_default(),
                    target_label: m.to().map(|t| square_name(v, t)).unwrap_or_default(),
                    describe: describe_move(m, &pos),
                }
            })
            .collect();
        Ok(MoveChoices {
            game: l.row.id,
            ply: l.game.moves().count() as i64,
            moves,
        })
    }

    /// A game's title for a thread: `alice vs bob — Shatranj #5`.
    ///
    /// # Errors
    /// [`ServiceError`] when there is no such game.
    pub fn game_title(&self, game: i64) -> Result<String, ServiceError> {
        let row = storage::game(&self.db, game)?
            .ok_or_else(|| user(format!("There is no game #{game}.")))?;
        let v = Variant::historical(&row.variant, &[]).map_err(|e| user(e.to_string()))?;
        Ok(format!(
            "{} vs {} — {} #{game}",
            self.display_of(row.white)?,
            self.display_of(row.black)?,
            v.name()
        ))
    }

    /// Notifications waiting to be delivered, with the board of their game; delivered ones
    /// are acknowledged with [`Service::delivered`].
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn outbox(&self) -> Result<Vec<(storage::OutboxItem, Option<Image>)>, StorageError> {
        // Claimed for a minute: several processes on one database each send their own.
        let now_ms = clock::wall_millis();
        let items = storage::claim_outbox(
            &self.db,
            self.platform,
            &self.instance,
            now_ms,
            now_ms + 60_000,
        )?;
        Ok(items
            .into_iter()
            .map(|item| {
                let image = match (item.analysis, item.race) {
                    // An analysis's post carries its chart.
                    (Some(a), _) => storage::analysis(&self.db, a)
                        .ok()
                        .flatten()
                        .and_then(|a| self.analysis_post(&a, true).ok())
                        .and_then(|(_, image)| image),
                    (None, Some(race)) if self.images => match self.race_image(race) {
                        Ok(image) => Some(image),
                        Err(e) => {
                            tracing::error!(race, "a race's board was not drawn: {e}");
                            None
                        }
                    },
                    (None, Some(_)) => None,
                    (None, None) => item
                        .game_id
                        .filter(|_| self.images)
                        .and_then(|id| self.load(id).ok())
                        .and_then(|l| self.board_job(&l, None, false).ok())
                        .map(|job| job.draw()),
                };
                (item, image)
            })
            .collect())
    }

    /// Marks a notification delivered.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn delivered(&self, id: i64) -> Result<(), StorageError> {
        storage::delete_outbox(&self.db, id)
    }

    /// Takes or renews the lease `name` for `holder` for `ttl_ms` from `now_ms` (see
    /// [`crate::runtime::Lease`]); whether `holder` holds it.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn take_lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: i64,
        ttl_ms: i64,
    ) -> Result<bool, StorageError> {
        storage::take_lease(&self.db, name, holder, now_ms, now_ms + ttl_ms)
    }

    /// Gives the lease `name` up, if `holder` holds it.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn release_lease(&self, name: &str, holder: &str) -> Result<(), StorageError> {
        storage::release_lease(&self.db, name, holder)
    }

    /// Records the thread `game` lives in on this service's platform (the first one stays).
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn link_thread(&self, game: i64, channel: &str, thread: &str) -> Result<(), StorageError> {
        storage::link_thread(&self.db, self.platform, game, channel, thread)
    }

    /// The thread of `game` on this service's platform.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn thread_of(&self, game: i64) -> Result<Option<String>, StorageError> {
        storage::thread_of(&self.db, self.platform, game)
    }

    /// The game living in `thread`.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn game_of_thread(&self, thread: &str) -> Result<Option<i64>, StorageError> {
        storage::game_of_thread(&self.db, self.platform, thread)
    }

    /// The game a thread belongs to, and the channel it is in.
    ///
    /// # Errors
    /// [`StorageError::Database`].
    pub fn thread_home(&self, thread: &str) -> Result<Option<(i64, String)>, StorageError> {
        storage::thread_home(&self.db, self.platform, thread)
    }

    /// Records that the platform message `post` shows `game` or announces `challenge`.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn record_post(
        &self,
        post: &str,
        game: Option<i64>,
        challenge: Option<i64>,
        now: i64,
    ) -> Result<(), StorageError> {
        storage::record_post(&self.db, self.platform, post, game, challenge, now)
    }

    /// The game and the challenge the platform message `post` is about, if it is one of ours.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn post_subject(&self, post: &str) -> Result<Option<storage::PostSubject>, StorageError> {
        storage::post_subject(&self.db, self.platform, post)
    }

    fn load(&self, id: i64) -> Result<Loaded, ServiceError> {
        let row =
            storage::game(&self.db, id)?.ok_or_else(|| user(format!("There is no game #{id}.")))?;
        self.replayed(row)
    }

    /// The game of a stored row, from the cache when its version matches.
    fn replayed(&self, row: GameRow) -> Result<Loaded, ServiceError> {
        let id = row.id;
        let cached = self.pending.get(&id).or_else(|| self.cache.get(&id));
        if let Some((version, game, last)) = cached {
            if *version == row.version {
                return Ok(Loaded {
                    row,
                    game: game.clone(),
                    last: *last,
                });
            }
        }
        let actions = storage::actions(&self.db, id)?;
        replay(row, &actions)
    }

    /// Keeps a replayed game for the next command, once this one commits.
    fn remember(&mut self, id: i64, version: i64, game: Arc<Game>, last: Option<(Move, Color)>) {
        self.pending.insert(id, (version, game, last));
        self.touched.push(id);
    }

    /// Ends a game with its result; a rated one moves both players' ratings. Returns the
    /// sentence that tells the new ratings (empty for a casual game).
    fn finish(
        &self,
        row: &GameRow,
        result: &str,
        reason: &str,
        now: i64,
    ) -> Result<String, ServiceError> {
        storage::finish_game(&self.db, row.id, result, reason)?;
        self.after_tournament_game(row.id, now)?;
        // Forfeits, and Swiss games scored at the round's deadline, are not rated.
        if reason.starts_with("forfeit") || reason == tournaments::ROUND_DEADLINE {
            return Ok(String::new());
        }
        let score = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            _ => return Ok(String::new()),
        };
        if !row.rated {
            return Ok(String::new());
        }
        let old = |p| -> Result<Rating, ServiceError> {
            Ok(storage::rating(&self.db, p, &row.variant)?.unwrap_or_else(|| Rating::new(now)))
        };
        let (w, b) = (old(row.white)?, old(row.black)?);
        let (nw, nb) = ratings::rate(w, b, score, now);
        storage::save_rating(&self.db, row.white, &row.variant, &nw, row.id)?;
        storage::save_rating(&self.db, row.black, &row.variant, &nb, row.id)?;
        let line = |p, o: Rating, n: Rating| -> Result<String, ServiceError> {
            Ok(format!(
                "{} {} → {} ({:+.0})",
                self.display_of(p)?,
                o.shown(),
                n.shown(),
                n.rating - o.rating
            ))
        };
        Ok(format!(
            " Ratings: {}, {}.",
            line(row.white, w, nw)?,
            line(row.black, b, nb)?
        ))
    }

    /// A player, from the cache when committed (shared: a move reads two players, and
    /// this spares copying their rows).
    fn player_row(&self, id: i64) -> Result<Arc<PlayerRow>, StorageError> {
        if let Some(p) = self.players.borrow().rows.get(&id) {
            return Ok(Arc::clone(p));
        }
        let p = Arc::new(storage::player_row(&self.db, id)?);
        let here = self.known_here(&p).map(str::to_owned);
        self.players.borrow_mut().keep(&p, here.as_deref());
        Ok(p)
    }

    /// The handle this platform knows `p` by: his own, or his linked identity here.
    fn known_here<'p>(&self, p: &'p PlayerRow) -> Option<&'p str> {
        if p.platform == self.platform {
            return Some(&p.handle);
        }
        p.aliases
            .iter()
            .find(|(pl, _)| pl == self.platform)
            .map(|(_, h)| h.as_str())
    }

    /// A player's handle on this platform (his linked identity here, else his own).
    fn handle_of(&self, id: i64) -> Result<String, StorageError> {
        self.player_row(id)
            .map(|p| p.handle_on(self.platform).to_owned())
    }

    /// A player's handle where `channel` is: a game's notices go to its own channel,
    /// which may be on another platform than this process's when identities are linked.
    fn handle_in(&self, id: i64, channel: &str) -> Result<String, StorageError> {
        let platform = self.platform_of(channel);
        self.player_row(id)
            .map(|p| p.handle_on(platform).to_owned())
    }

    /// The name to show for a player (the platform's display name, else the handle).
    fn display_of(&self, id: i64) -> Result<String, StorageError> {
        self.player_row(id).map(|p| p.display().to_owned())
    }

    /// The player behind a handle of this platform, created on first sight.
    fn player_by_handle(&self, handle: &str) -> Result<Arc<PlayerRow>, StorageError> {
        let cached = self.players.borrow().ids.get(handle).copied();
        if let Some(id) = cached {
            return self.player_row(id);
        }
        let (p, created) = storage::player_by_handle(&self.db, self.platform, handle)?;
        let p = Arc::new(p);
        if created {
            self.players.borrow_mut().write(p.id);
        } else {
            self.players.borrow_mut().keep(&p, Some(handle));
        }
        Ok(p)
    }

    /// The id behind a handle of this platform, created on first sight.
    fn player_id(&self, handle: &str) -> Result<i64, StorageError> {
        self.player_by_handle(handle).map(|p| p.id)
    }

    /// Writes a player's settings and vacation state.
    fn save_player(&self, p: &mut PlayerRow) -> Result<(), StorageError> {
        self.players.borrow_mut().write(p.id);
        storage::save_player(&self.db, p)
    }

    /// The side `me` moves with in `l`, if a move of theirs is due now: not before the
    /// setup is chosen, not while the game's tournament is paused.
    fn mover(&self, l: &Loaded, me: i64) -> Result<Color, ServiceError> {
        // A paused tournament's games have no deadline; only they need the look-up.
        if l.row.deadline.is_none()
            && storage::tournaments::status_of_game(&self.db, l.row.id)?
                == Some(TournamentStatus::Paused)
        {
            return Err(user(format!(
                "Game #{} belongs to a tournament its organizer paused; moves wait until it resumes.",
                l.row.id
            )));
        }
        let color = l.color_of(me);
        if l.game.phase() == tabiya_engine::Phase::Arrangement {
            return Err(user(format!(
                "Game #{}: first each side chooses its setup: /setup masangsangma, sangmamasang, masangmasang or sangmasangma.",
                l.row.id
            )));
        }
        if !l.game.to_move().contains(&color) {
            return Err(user(format!(
                "It is not your move in game #{}; @{} is to move.",
                l.row.id,
                self.handle_of(l.row.player(!color))?
            )));
        }
        Ok(color)
    }

    /// The game a command means: the one named, or the player's only game in the channel.
    fn pick_game(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        if let Some(id) = id {
            let l = self.load(id)?;
            if l.row.white != player && l.row.black != player {
                return Err(user(format!("You are not a player of game #{id}.")));
            }
            return Ok(l);
        }
        let games = storage::active_games(&self.db, player, Some(channel))?;
        match games.len() {
            0 => Err(no_game_here()),
            1 => self.replayed(games.into_iter().next().expect("one game")),
            _ => {
                let list: Vec<String> = games
                    .iter()
                    .map(|g| format!("#{} ({})", g.id, g.variant))
                    .collect();
                Err(user(format!(
                    "You have several games here: {}. Add game:ID to say which.",
                    list.join(", ")
                )))
            }
        }
    }

    /// Like `pick_game`, but only games in progress.
    fn pick_active(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        let l = self.pick_game(player, channel, id)?;
        if l.row.status != GameStatus::Active {
            return Err(user(format!("Game #{} is over.", l.row.id)));
        }
        Ok(l)
    }

    /// The board of a game as `viewer` sees it (his orientation and piece set), or as the
    /// channel sees it (first player at the bottom, the traditional set).
    fn board_job(
        &self,
        l: &Loaded,
        viewer: Option<&PlayerRow>,
        flip: bool,
    ) -> Result<BoardJob, ServiceError> {
        let white = self.display_of(l.row.white)?;
        let black = self.display_of(l.row.black)?;
        let v = l.game.variant();
        let caption = format!(
            "#{} {} — {white} ({}) vs {black} ({}) — {}",
            l.row.id,
            v.name(),
            v.side_name(Color::White),
            v.side_name(Color::Black),
            match l.game.outcome() {
                Some(o) => result_text(o).0.to_owned(),
                None if l.row.status != GameStatus::Active =>
                    l.row.result.clone().unwrap_or_default(),
                None => format!("{} to move", v.side_name(l.game.position().turn())),
            }
        );
        let (base_flip, set) = match viewer {
            Some(p) => (
                match p.orientation {
                    Orientation::First => false,
                    Orientation::Second => true,
                    Orientation::Own => p.id == l.row.black,
                },
                p.piece_set,
            ),
            None => (false, PieceSet::Traditional),
        };
        Ok(BoardJob {
            game_id: l.row.id,
            game: (*l.game).clone(),
            last: l.last,
            caption,
            flip: base_flip != flip,
            set,
        })
    }

    /// Opens a challenge (`opponent` `None`: to anyone here) to a game of `v`, from `start`
    /// when players chose one.
    #[allow(clippy::too_many_arguments)]
    fn open_challenge(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        opponent: Option<String>,
        v: Variant,
        time: TimeControl,
        color: command::Side,
        rated: bool,
        start: Option<Position>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let challenged = match &opponent {
            Some(o) if o == inc.user => return Err(user("You cannot challenge yourself.")),
            Some(o) => Some(self.player_id(o)?),
            None => None,
        };
        let (all, to_one) = storage::open_challenge_counts(&self.db, me, challenged)?;
        if all >= self.limits.open_challenges {
            return Err(user(format!(
                "You have {all} open challenges, the most one player may have; /cancel one (or wait for answers) first."
            )));
        }
        if challenged.is_some() && to_one >= self.limits.challenges_to_one {
            return Err(user(format!(
                "You already have {to_one} open challenges to @{}; wait for an answer, or /cancel one.",
                opponent.as_deref().unwrap_or_default()
            )));
        }
        let c = storage::Challenge {
            id: 0,
            challenger: me,
            challenged,
            channel: inc.channel.to_owned(),
            variant: v.key().to_owned(),
            options: v.options().join(" "),
            time,
            color: color.word().to_owned(),
            rated,
            expires_at: Some(inc.now + self.settings.challenge_days * DAY),
            start_fen: start.as_ref().map(tabiya_engine::fen::fen),
        };
        let id = storage::insert_challenge(&self.db, &c, inc.now)?;
        let whom = opponent
            .as_deref()
            .map_or_else(|| "anyone here".to_owned(), |o| format!("@{o}"));
        let opponent_handle = opponent.clone();
        let from = match &start {
            Some(pos) => format!(", from the position {}", position_text(pos)),
            None => String::new(),
        };
        let mut reply = Reply::public(format!(
            "Challenge #{id}: @{} invites {whom} to {} {}{}{from} at {time}. {} (open until {}).",
            inc.user,
            if rated {
                "a rated game of"
            } else {
                "a casual game of"
            },
            v.name(),
            if c.options.is_empty() {
                String::new()
            } else {
                format!(" ({})", c.options)
            },
            self.how_to_answer(
                &format!("/accept {id}"),
                &format!("/decline {id}"),
                ["Accept", "Decline"],
                true
            ),
            clock::format_time(inc.now + self.settings.challenge_days * DAY),
        ));
        reply.challenge = Some(id);
        reply.pings.extend(opponent_handle);
        reply.actions = vec![
            Choice::new("Accept", format!("/accept {id}")),
            Choice::new("Decline", format!("/decline {id}")),
        ];
        Ok(vec![reply])
    }

    /// `/import`: reads a PGN, KIF or CSA record; with an opponent, challenges him to play on
    /// from its last position, otherwise shows that position.
    #[allow(clippy::too_many_arguments)]
    fn import(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        opponent: Option<String>,
        variant: Option<String>,
        time: Option<TimeControl>,
        color: command::Side,
        record: Option<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let Some(text) = record else {
            return Err(user(match self.platform {
                "discord" => "Paste the record (PGN, KIF or CSA) into record:, or attach its file with file:.",
                "matrix" => "Paste the record (PGN, KIF or CSA) after the command, or reply to the record's file with the command.",
                _ => "Paste the record (PGN, KIF or CSA) after /import.",
            }));
        };
        let given = variant
            .as_deref()
            .map(|k| Variant::historical(k, &[]).map_err(|e| user(e.to_string())))
            .transpose()?;
        let (record, result, format) = read_record(&text, given)?;
        let game = &record.game;
        let v = game.variant();
        let end = game.position();
        let plies = game.moves().count();
        let names = format!(
            "{} vs {}",
            record.sente.as_deref().unwrap_or(v.side_name(Color::White)),
            record.gote.as_deref().unwrap_or(v.side_name(Color::Black)),
        );
        let outcome = match game.outcome() {
            Some(o) => format!(", {}", result_text(o).0),
            None if result != "*" => format!(", given as {result}"),
            None => String::new(),
        };
        let summary = format!(
            "{format} record read: {} — {names}, {plies} {}{outcome}.",
            v.name(),
            if plies == 1 { "move" } else { "moves" },
        );
        if let Some(o) = game.outcome() {
            if opponent.is_some() {
                return Err(user(format!(
                    "{summary} The game is over ({}); there is nothing to play on. /import without a player shows its end.",
                    result_text(o).1
                )));
            }
        }
        if opponent.is_some() {
            end.check_reachable().map_err(|e| {
                user(format!(
                    "{summary} No game can start from its end: {}.",
                    e.describe(v)
                ))
            })?;
            let time = time.unwrap_or(TimeControl {
                days: self.settings.default_days,
                increment: None,
                cap: None,
            });
            let mut replies =
                self.open_challenge(inc, me, opponent, v, time, color, false, Some(end.clone()))?;
            if let Some(r) = replies.first_mut() {
                r.text = format!("{summary}\n{}", r.text);
            }
            return Ok(replies);
        }
        let fen_option = if shogi::is_shogi_family(v) {
            shogi::sfen(end)
        } else {
            tabiya_engine::fen::fen(end)
        };
        let mut r = Reply::private(format!(
            "{summary} Its last position, {} to move: {}\nTo play on from there: /challenge @player {} fen:{fen_option}",
            v.side_name(end.turn()),
            position_text(end),
            v.key(),
        ));
        if self.images {
            let set = self.player_row(me)?.piece_set;
            let last = game.moves().last().map(|(color, m)| (m, color));
            let view = BoardView::new(end, last);
            r.image = Some(picture(
                &view,
                &Options {
                    set,
                    ..Options::default()
                },
            ));
        }
        Ok(vec![r])
    }

    fn execute(&mut self, inc: &Incoming<'_>, cmd: Command) -> Result<Vec<Reply>, ServiceError> {
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
        let me = me_row.id;
        match cmd {
            Command::Help { topic: None } => Ok(vec![Reply::private(table::overview())]),
            Command::Help { topic: Some(t) } => match table::find(&t) {
                Some(spec) => Ok(vec![Reply::private(table::detail(spec))]),
                None => Err(user(format!(
                    "There is no /{}; /help lists the commands.",
                    t.trim_start_matches(['/', '!'])
                        .chars()
                        .take(40)
                        .collect::<String>()
                ))),
            },
            Command::Rules { variant, piece } => self.rules(me, &variant, piece.as_deref()),
            Command::Moves { square, game } => self.moves(inc, me, &square, game),
            Command::Challenge {
                opponent,
                variant,
                time,
                color,
                rules,
                rated,
                fen,
                level,
            } => {
                let computer = opponent.as_deref().is_some_and(|o| self.is_computer(o));
                if level.is_some() && !computer {
                    return Err(user(
                        "level: is the computer's strength; challenge it with /challenge @tabiya GAME level:N.",
                    ));
                }
                if computer && rated == Some(true) {
                    return Err(user(
                        "Games against the computer are casual; leave out rated:yes.",
                    ));
                }
                let time = time.unwrap_or(TimeControl {
                    days: self.settings.default_days,
                    increment: None,
                    cap: None,
                });
                let options: Vec<&str> = rules.iter().map(String::as_str).collect();
                let v = Variant::historical(&variant, &options).map_err(|e| user(e.to_string()))?;
                let start = match &fen {
                    Some(text) => {
                        if rated == Some(true) {
                            return Err(user(
                                "A game from a chosen position is casual; leave out rated:yes.",
                            ));
                        }
                        Some(chosen_start(text, v)?)
                    }
                    None => None,
                };
                if computer {
                    return self.play_computer(inc, me, v, time, color, level, start);
                }
                self.open_challenge(
                    inc,
                    me,
                    opponent,
                    v,
                    time,
                    color,
                    rated.unwrap_or(false),
                    start,
                )
            }
            Command::Import {
                opponent,
                variant,
                time,
                color,
                record,
            } => self.import(inc, me, opponent, variant, time, color, record),
            Command::Accept { id } => self.accept(inc, me, id),
            Command::Decline { id } => {
                let open = storage::open_challenges_for(&self.db, inc.channel, me)?;
                let c = pick_challenge(&open, id, "decline")?;
                storage::close_challenge(&self.db, c.id, ChallengeStatus::Declined)?;
                Ok(vec![Reply::public(format!(
                    "@{} declined challenge #{}.",
                    inc.user, c.id
                ))])
            }
            Command::Cancel { id } => {
                let mine = storage::challenges_by(&self.db, inc.channel, me)?;
                let c = pick_challenge(&mine, id, "cancel")?;
                storage::close_challenge(&self.db, c.id, ChallengeStatus::Cancelled)?;
                Ok(vec![Reply::public(format!(
                    "Challenge #{} cancelled.",
                    c.id
                ))])
            }
            Command::Move { text, game, at } => {
                let part = Part {
                    seen: at,
                    ..Part::WHOLE
                };
                match self.play_move(inc, &me_row, &text, game, part) {
                    // No two-player game here: an Ashtapada race of the player's, if any.
                    Err(ServiceError::Said(m))
                        if game.is_none() && m.id == "service-no-game-here" =>
                    {
                        match storage::races::of_player(
                            &self.db,
                            me,
                            Some(inc.channel),
                            &[RaceStatus::Active],
                        )?
                        .as_slice()
                        {
                            [r] => self.race_move(inc, me, r.id, &text),
                            _ => Err(ServiceError::Said(m)),
                        }
                    }
                    other => other,
                }
            }
            Command::RaceChallenge {
                opponents,
                days,
                rules,
            } => self.race_challenge(inc, me, opponents, days, rules),
            Command::Race { action, race } => self.race(inc, me, action, race),
            Command::Board { game, flip, set } => {
                let l = self.pick_game_any(me, inc.channel, game)?;
                let mut viewer = (*self.player_row(me)?).clone();
                if let Some(s) = set {
                    viewer.piece_set = s;
                }
                let job = self.board_job(&l, Some(&viewer), flip)?;
                Ok(vec![Reply::private(format!(
                    "Game #{}. {}",
                    l.row.id,
                    position_text(l.game.position())
                ))
                .with_board(job)])
            }
            Command::Games => self.games(inc, me),
            Command::Rating { player, variant } => self.rating(inc, me, player, variant),
            Command::Leaderboard { variant } => self.leaderboard(inc, &variant),
            Command::Tournament { action, id } => self.tournament(inc, me, action, id),
            Command::Resign { game, confirm } => {
                let l = self.pick_active(me, inc.channel, game)?;
                if !confirm {
                    return Ok(vec![Reply::private(format!(
                        "Resign game #{}? Send /resign confirm game:{} to confirm.",
                        l.row.id, l.row.id
                    ))
                    .about(l.row.id)
                    .offering(vec![Choice {
                        grave: true,
                        ..Choice::new("Resign", format!("/resign confirm game:{}", l.row.id))
                    }])]);
                }
                let color = l.color_of(me);
                self.end_by_action(
                    inc,
                    &l,
                    &format!("resign {}", color_letter(color)),
                    Action::Resign(color),
                )
            }
            Command::Draw { game, answer } => self.draw(inc, me, game, answer),
            Command::Takeback { game, answer } => self.takeback(inc, me, game, answer),
            Command::Abort { game } => {
                let l = self.pick_active(me, inc.channel, game)?;
                if storage::tournaments::of_game(&self.db, l.row.id)?.is_some() {
                    return Err(user(format!(
                        "Game #{} is a tournament game and cannot be aborted: a player who never makes a first move forfeits it when the time for it runs out. To leave the event, /tournament withdraw.",
                        l.row.id
                    )));
                }
                if l.game.moves().count() >= 2 {
                    return Err(user("A game can be aborted only before both sides have moved; offer a draw or resign instead."));
                }
                storage::finish_game(&self.db, l.row.id, "aborted", "aborted")?;
                Ok(vec![
                    Reply::public(format!("Game #{} aborted.", l.row.id)).about(l.row.id)
                ])
            }
            Command::Analyze { game } => self.analyze(inc, me, game),
            Command::Export { game, format } => {
                let l = self.pick_game_any(me, inc.channel, game)?;
                let white = self.display_of(l.row.white)?;
                let black = self.display_of(l.row.black)?;
                let text = match format {
                    Format::Fen => {
                        return Ok(vec![Reply::private(format!(
                            "Game #{} after {} moves. {}",
                            l.row.id,
                            l.game.moves().count(),
                            position_text(l.game.position())
                        ))
                        .about(l.row.id)])
                    }
                    Format::Kif | Format::Csa if l.row.variant != "shogi" => {
                        return Err(user("KIF and CSA are for Shogi games; use /export pgn."))
                    }
                    Format::Kif => shogi::to_kif(&l.game, &white, &black),
                    Format::Csa => shogi::to_csa(&l.game, &white, &black),
                    Format::Pgn => pgn(&l, &white, &black, &self.pgn_place(&l.row)?),
                };
                let name = format!("tabiya-game-{}.{}", l.row.id, format.word());
                Ok(vec![Reply::private(text).about(l.row.id).in_file(name)])
            }
            Command::Setup { arrangement, game } => {
                let l = self.pick_active(me, inc.channel, game)?;
                let a = tabiya_engine::Arrangement::parse(&arrangement).ok_or_else(|| {
                    user(format!(
                        "`{arrangement}` is not a setup; choose masangsangma, sangmamasang, masangmasang or sangmasangma (마상상마 …)"
                    ))
                })?;
                let color = l.color_of(me);
                self.record_action(
                    inc,
                    &l,
                    &format!("arrange {} {}", color_letter(color), a.key()),
                    Action::Arrange(color, a),
                    &format!("@{} sets up {} ({}).", inc.user, a.korean(), a.key()),
                )
            }
            Command::Place {
                drops,
                game,
                saved,
                save_as,
            } => self.place(inc, &me_row, drops, game, saved, save_as),
            Command::Arrangement { save } => self.arrangement(me, save),
            Command::Object { game } => {
                let l = self.pick_active(me, inc.channel, game)?;
                self.record_action(
                    inc,
                    &l,
                    "object",
                    Action::Object,
                    "Objection: the second player must place the rook again.",
                )
            }
            Command::Count { start, game } => {
                let l = self.pick_active(me, inc.channel, game)?;
                let color = l.color_of(me);
                let (stored, action, text) = if start {
                    (
                        format!("count-start {}", color_letter(color)),
                        Action::StartCount(color),
                        format!("@{} starts the board's-honour count (64 moves).", inc.user),
                    )
                } else {
                    (
                        format!("count-stop {}", color_letter(color)),
                        Action::StopCount(color),
                        format!("@{} stops the count.", inc.user),
                    )
                };
                self.record_action(inc, &l, &stored, action, &text)
            }
            Command::Impasse { accept, game } => {
                let l = self.pick_active(me, inc.channel, game)?;
                let color = l.color_of(me);
                if accept {
                    self.end_by_action(
                        inc,
                        &l,
                        &format!("accept-impasse {}", color_letter(color)),
                        Action::AcceptImpasse(color),
                    )
                } else {
                    let mut claimed = (*l.game).clone();
                    claimed
                        .act(Action::ClaimImpasse(color))
                        .map_err(|e| user(format!("Game #{}: {e}", l.row.id)))?;
                    let answer = match l.row.computer {
                        // The computer answers at once: an impasse it refuses would
                        // otherwise leave the claimant waiting for a reply that never comes.
                        Some((_, side)) if side != color => {
                            if tabiya_engine::computer::accepts_impasse(&claimed, side) {
                                format!("@{} counts the points.", self.computer_handle())
                            } else {
                                let pos = claimed.position();
                                let points = |c| tabiya_engine::shogi::jishogi_points(pos, c);
                                format!(
                                    "@{} declines ({} points to your {}; 24 are needed): \
                                     play on.",
                                    self.computer_handle(),
                                    points(side),
                                    points(color)
                                )
                            }
                        }
                        _ => "/impasse accept to count points.".to_owned(),
                    };
                    self.record_action(
                        inc,
                        &l,
                        &format!("claim {}", color_letter(color)),
                        Action::ClaimImpasse(color),
                        &format!("@{} claims an impasse (jishōgi): {answer}", inc.user),
                    )
                }
            }
            Command::Settings {
                set,
                orientation,
                notation,
                notify,
            } => self.settings(inc, me, set, orientation, notation, notify),
            Command::Vacation { action } => self.vacation(inc, me, action),
            Command::Link(action) => self.link(inc, me, action),
        }
    }

    fn rating(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        player: Option<String>,
        variant: Option<String>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let variant = match variant {
            Some(v) => Some(
                Variant::historical(&v, &[])
                    .map_err(|e| user(e.to_string()))?
                    .key()
                    .to_owned(),
            ),
            None => None,
        };
        let (who, id) = match &player {
            Some(p) => match storage::find_player(&self.db, self.platform, p)? {
                Some(row) => (row.display().to_owned(), row.id),
                None => return Err(user(format!("@{p} has not played here yet."))),
            },
            None => (self.display_of(me)?, me),
        };
        let all = storage::ratings_of(&self.db, id)?;
        let shown: Vec<String> = all
            .iter()
            .filter(|(v, _)| variant.as_ref().is_none_or(|w| w == v))
            .map(|(v, r)| {
                let r = r.at(inc.now);
                let name = Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned());
                format!(
                    "{name} {} (RD {:.0}, {} game{}{})",
                    r.shown(),
                    r.deviation,
                    r.games,
                    if r.games == 1 { "" } else { "s" },
                    if r.provisional() { ", provisional" } else { "" }
                )
            })
            .collect();
        let mut text = if shown.is_empty() {
            format!(
                "{who} has no rated games{} yet; a new rating starts at 1500.",
                match &variant {
                    Some(v) => format!(
                        " of {}",
                        Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned())
                    ),
                    None => String::new(),
                }
            )
        } else {
            format!("Ratings of {who}: {}.", shown.join("; "))
        };
        if id != me {
            let (won, drawn, lost) = storage::head_to_head(&self.db, me, id)?;
            text.push_str(&format!(
                "\nYou against {who}: {won} won, {drawn} drawn, {lost} lost."
            ));
        }
        let mut reply = Reply::private(text);
        // One game named: its history as a chart.
        if let Some(v) = &variant {
            let history = storage::rating_history(&self.db, id, v)?;
            if !history.is_empty() {
                let name = Variant::historical(v, &[]).map_or(v.clone(), |v| v.name().to_owned());
                let drawn =
                    tabiya_render::charts::rating_chart(&format!("{who} — {name}"), &history);
                reply.image = Some(Image {
                    png: drawn.png,
                    alt: drawn.alt,
                });
            }
        }
        Ok(vec![reply])
    }

    fn leaderboard(&self, inc: &Incoming<'_>, variant: &str) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| user(e.to_string()))?;
        let mut board: Vec<(i64, Rating)> = storage::ratings_in(&self.db, v.key())?
            .into_iter()
            .map(|(p, r)| (p, r.at(inc.now)))
            .filter(|(_, r)| !r.provisional())
            .collect();
        board.sort_by(|a, b| b.1.rating.total_cmp(&a.1.rating));
        if board.is_empty() {
            return Ok(vec![Reply::private(format!(
                "No established {} ratings yet: a rating is established once its deviation is {} or less (a dozen or so rated games, played regularly).",
                v.name(),
                ratings::PROVISIONAL_DEVIATION
            ))]);
        }
        let mut lines = vec![format!("{} leaderboard (established ratings):", v.name())];
        for (i, (p, r)) in board.iter().take(10).enumerate() {
            lines.push(format!(
                "{}. {} {:.0} (RD {:.0}, {} games)",
                i + 1,
                self.display_of(*p)?,
                r.rating,
                r.deviation,
                r.games
            ));
        }
        Ok(vec![Reply::private(lines.join("\n"))])
    }

    fn rules(
        &self,
        me: i64,
        variant: &str,
        piece: Option<&str>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| user(e.to_string()))?;
        let set = self.player_row(me)?.piece_set;
        if let Some(word) = piece {
            return self.piece_rules(v, word, set);
        }
        let spec = v.spec();
        let mut text = format!(
            "{} (after Nader D. Daou's rules of the historical chess variants, section {}). {}\nStart: {}\n{} moves first.",
            spec.name,
            spec.section,
            spec.summary,
            v.start_fen(),
            if v.rules().colors_drawn {
                "A coin decides who"
            } else {
                spec.sides[0]
            }
        );
        if !spec.options.is_empty() {
            text.push_str("\nOptions (rules:…): ");
            let opts: Vec<String> = spec
                .options
                .iter()
                .map(|o| format!("{} — {}", o.key, o.summary))
                .collect();
            text.push_str(&opts.join("; "));
        }
        let mut r = Reply::private(text);
        if self.images {
            let view = BoardView::new(&Position::new(v), None);
            r.image = Some(picture(
                &view,
                &Options {
                    set,
                    ..Options::default()
                },
            ));
        }
        Ok(vec![r])
    }

    /// `/rules GAME PIECE`: the piece's moves in words and as a picture.
    fn piece_rules(
        &self,
        v: Variant,
        word: &str,
        set: PieceSet,
    ) -> Result<Vec<Reply>, ServiceError> {
        let spec = v.spec();
        let Some(role) = teach::find_piece(v, word) else {
            let known: Vec<String> = v
                .rules()
                .pieces
                .iter()
                .map(|p| teach::piece_key(p.role))
                .collect();
            return Err(user(format!(
                "{} has no piece `{}`. Its pieces: {}.",
                spec.name,
                word.chars().take(40).collect::<String>(),
                known.join(", ")
            )));
        };
        let p = v
            .rules()
            .pieces
            .iter()
            .find(|p| p.role == role)
            .expect("found among the game's pieces");
        let mut text = format!(
            "{} — {} ({}): {}",
            spec.name,
            p.name,
            p.english,
            teach::describe(v, role)
        );
        let mut image = None;
        if self.images {
            let opts = Options {
                set,
                ..Options::default()
            };
            if let Some((_, picture)) = tabiya_render::book::piece_picture(v, role, &opts) {
                text.push_str(
                    "\nIn the picture: a dot where it moves, a ring round what it takes.",
                );
                image = Some(Image {
                    png: picture.png,
                    alt: picture.alt,
                });
            }
        }
        let mut r = Reply::private(text);
        r.image = image;
        Ok(vec![r])
    }

    /// `/moves SQUARE`: where the piece on that square of the player's game can go, privately.
    fn moves(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        square: &str,
        game: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_game_any(me, inc.channel, game)?;
        let real = l.game.position();
        let v = real.variant();
        let clipped: String = square.chars().take(12).collect();
        let sq = teach::parse_square(v, square).ok_or_else(|| {
            let corner = tabiya_engine::Square::new(0, 0).map(|c| teach::square_name(v, c));
            user(format!(
                "`{clipped}` is not a square of {}: write it as the board labels it, e.g. {}.",
                v.name(),
                corner.unwrap_or_default()
            ))
        })?;
        let name = teach::square_name(v, sq);
        let Some(piece) = real.piece_at(sq) else {
            return Err(user(format!(
                "Game #{}: there is no piece on {name}.",
                l.row.id
            )));
        };
        let english = v
            .rules()
            .pieces
            .iter()
            .find(|p| p.role == piece.role)
            .map_or("piece", |p| p.english);
        // A piece of the side not to move: its moves as if it were its turn.
        let mut pos = real.clone();
        let waiting = piece.color != real.turn();
        if waiting {
            pos.set_turn(piece.color);
        }
        let over = l.row.status != GameStatus::Active;
        // A finished game shows its last position, nothing to play.
        let targets = if over {
            Vec::new()
        } else {
            teach::targets(&pos, sq)
        };
        let list = |capture: bool| {
            targets
                .iter()
                .filter(|t| t.capture == capture)
                .map(|t| teach::square_name(v, t.square))
                .collect::<Vec<_>>()
        };
        let (goes, takes) = (list(false), list(true));
        let side = v.side_name(piece.color);
        let mut text = format!("Game #{}: the {english} on {name} ({side})", l.row.id);
        if over {
            text.push_str(" — the game is over.");
        } else if targets.is_empty() {
            text.push_str(" cannot move now.");
        } else {
            if waiting {
                text.push_str(", on its side's turn,");
            }
            if !goes.is_empty() {
                text.push_str(&format!(" can go to {}", goes.join(", ")));
            }
            if !takes.is_empty() {
                text.push_str(&format!(
                    "{} can take on {}",
                    if goes.is_empty() { "" } else { " and" },
                    takes.join(", ")
                ));
            }
            text.push('.');
        }
        let mut r = Reply::private(text).about(l.row.id);
        if self.images {
            let viewer = self.player_row(me)?;
            let flip = match viewer.orientation {
                Orientation::First => false,
                Orientation::Second => true,
                Orientation::Own => viewer.id == l.row.black,
            };
            let view = BoardView::new(real, l.last).with_targets(sq, &targets);
            r.image = Some(picture(
                &view,
                &Options {
                    set: viewer.piece_set,
                    flip,
                    caption: Some(format!("#{} {} — {english} on {name}", l.row.id, v.name())),
                    ..Options::default()
                },
            ));
        }
        Ok(vec![r])
    }

    fn games(&self, inc: &Incoming<'_>, me: i64) -> Result<Vec<Reply>, ServiceError> {
        let games = storage::active_games(&self.db, me, None)?;
        let races = self.race_lines(me, inc.now)?;
        if games.is_empty() && races.is_empty() {
            return Ok(vec![Reply::private("You have no games in progress.")]);
        }
        let mut loaded: Vec<(bool, i64, String)> = Vec::new();
        for g in games {
            let l = self.replayed(g.clone())?;
            let my_turn = l.game.to_move().contains(&l.color_of(me));
            let opponent = self.handle_of(g.opponent(me))?;
            let left = g.deadline.map_or(String::new(), |d| {
                format!(", {} left", clock::format_span(d - inc.now))
            });
            loaded.push((
                !my_turn,
                g.deadline.unwrap_or(i64::MAX),
                format!(
                    "#{} {} vs @{opponent}: {}{left}",
                    g.id,
                    l.game.variant().name(),
                    if my_turn { "your move" } else { "their move" }
                ),
            ));
        }
        loaded.sort();
        // A long list is cut (your move first, least time left first): a chat message has
        // a size limit, and no one reads two thousand lines.
        let shown = loaded.len().min(GAMES_LISTED);
        let (mine, theirs) =
            loaded[shown..].iter().fold(
                (0, 0),
                |(m, t), (their_move, _, _)| {
                    if *their_move {
                        (m, t + 1)
                    } else {
                        (m + 1, t)
                    }
                },
            );
        let mut lines: Vec<String> = loaded.into_iter().take(shown).map(|(_, _, s)| s).collect();
        if mine + theirs > 0 {
            lines.push(format!(
                "… and {} more game{} ({mine} your move, {theirs} their move); /board game:ID shows any of them.",
                mine + theirs,
                if mine + theirs == 1 { "" } else { "s" }
            ));
        }
        lines.extend(races);
        let p = self.player_row(me)?;
        if let Some(u) = p.vacation_until.filter(|&u| u > inc.now) {
            lines.push(format!(
                "You are on vacation until {}; your clocks are paused.",
                clock::format_time(u)
            ));
        }
        Ok(vec![Reply::private(lines.join("\n"))])
    }

    /// Like `pick_game`, but finished games count too when named.
    fn pick_game_any(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        match id {
            Some(id) => {
                let l = self.load(id)?;
                if l.row.white != player && l.row.black != player && l.row.channel != channel {
                    return Err(user(format!(
                        "Game #{id} is not yours and not played here."
                    )));
                }
                Ok(l)
            }
            None => match self.pick_game(player, channel, None) {
                Ok(l) => Ok(l),
                // No game in progress here: the latest one, finished or not.
                Err(e) => match storage::latest_game(&self.db, player, channel)? {
                    Some(row) if row.status != GameStatus::Active => self.load(row.id),
                    _ => Err(e),
                },
            },
        }
    }
}

/// The platforms: the name stored and typed (`tabiya discord`), and the name their users
/// call them by.
const PLATFORMS: [(&str, &str); 3] = [
    ("discord", "Discord"),
    ("matrix", "Matrix"),
    ("console", "console"),
];

/// A platform as its users call it.
pub fn platform_name(platform: &str) -> &'static str {
    PLATFORMS
        .iter()
        .find(|(p, _)| *p == platform)
        .map_or("console", |(_, name)| name)
}

/// The platform a stored or typed name is (`None` for a name this code does not know).
pub fn known_platform(name: &str) -> Option<&'static str> {
    PLATFORMS.iter().map(|(p, _)| *p).find(|p| *p == name)
}

/// The platform a channel id belongs to, by its form: Matrix room ids start with `!`,
/// Discord's are numbers; anything else is this process's own.
fn channel_platform(channel: &str) -> Option<&'static str> {
    if channel.starts_with('!') {
        Some("matrix")
    } else if !channel.is_empty() && channel.bytes().all(|b| b.is_ascii_digit()) {
        Some("discord")
    } else {
        None
    }
}
