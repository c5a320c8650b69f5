//! SQLite storage: the only module that imports rusqlite.
//!
//! Query functions take a `&Connection` so they work inside a transaction. Migrations (the
//! SQL files in `migrations/`) run when the store opens; a database whose schema is newer than
//! this code is refused untouched. PRAGMAs are set per connection.

use std::fmt;
use std::path::Path;

use rusqlite::{params, Connection, OptionalExtension, Transaction};
use rusqlite_migration::{Migrations, M};

/// A storage failure.
#[derive(Debug)]
pub enum StorageError {
    /// SQLite said no.
    Sqlite(rusqlite::Error),
    /// The migrations failed.
    Migration(String),
    /// The database was written by a newer Tabiya.
    TooNew {
        /// Its schema version.
        found: usize,
        /// The newest this code knows.
        known: usize,
    },
    /// Someone else changed the game first.
    Conflict,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Sqlite(e) => write!(f, "database error: {e}"),
            StorageError::Migration(e) => write!(f, "database migration failed: {e}"),
            StorageError::TooNew { found, known } => write!(
                f,
                "the database has schema version {found}, newer than this Tabiya knows ({known}); refusing to touch it"
            ),
            StorageError::Conflict => f.write_str("the game changed meanwhile"),
        }
    }
}

impl std::error::Error for StorageError {}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> StorageError {
        StorageError::Sqlite(e)
    }
}

fn migrations() -> Migrations<'static> {
    Migrations::new(vec![M::up(include_str!(
        "../../../migrations/0001_init.sql"
    ))])
}

const SCHEMA_VERSION: usize = 1;

/// Opens (creating if needed) and migrates the database at `path` (`:memory:` for tests).
///
/// # Errors
/// [`StorageError`] if it cannot be opened, is newer than this code, or fails to migrate.
pub fn open(path: &Path) -> Result<Connection, StorageError> {
    let mut conn = if path.as_os_str() == ":memory:" {
        Connection::open_in_memory()?
    } else {
        Connection::open(path)?
    };
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let found: usize =
        conn.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))? as usize;
    if found > SCHEMA_VERSION {
        return Err(StorageError::TooNew {
            found,
            known: SCHEMA_VERSION,
        });
    }
    migrations()
        .to_latest(&mut conn)
        .map_err(|e| StorageError::Migration(e.to_string()))?;
    Ok(conn)
}

/// Starts a write transaction (taken immediately, so racing writers queue).
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn write(conn: &mut Connection) -> Result<Transaction<'_>, StorageError> {
    Ok(conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?)
}

/// The player id for (platform, handle), created on first sight.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn player(conn: &Connection, platform: &str, handle: &str) -> Result<i64, StorageError> {
    if let Some(id) = conn
        .prepare_cached("SELECT id FROM players WHERE platform = ?1 AND handle = ?2")?
        .query_row(params![platform, handle], |r| r.get(0))
        .optional()?
    {
        return Ok(id);
    }
    conn.prepare_cached("INSERT INTO players (platform, handle) VALUES (?1, ?2)")?
        .execute(params![platform, handle])?;
    Ok(conn.last_insert_rowid())
}

/// A player's handle.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn handle(conn: &Connection, id: i64) -> Result<String, StorageError> {
    Ok(
        conn.query_row("SELECT handle FROM players WHERE id = ?1", [id], |r| {
            r.get(0)
        })?,
    )
}

/// A challenge row.
#[derive(Debug, Clone)]
pub struct Challenge {
    /// Id.
    pub id: i64,
    /// Who challenges.
    pub challenger: i64,
    /// Who is challenged (`None`: an open seek).
    pub challenged: Option<i64>,
    /// Where.
    pub channel: String,
    /// Tabiya's game id.
    pub variant: String,
    /// Rule options, space separated.
    pub options: String,
    /// Days per move.
    pub days: i64,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
}

const CHALLENGE_COLUMNS: &str =
    "id, challenger, challenged, channel, variant, options, days, color";

fn challenge_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Challenge> {
    Ok(Challenge {
        id: r.get(0)?,
        challenger: r.get(1)?,
        challenged: r.get(2)?,
        channel: r.get(3)?,
        variant: r.get(4)?,
        options: r.get(5)?,
        days: r.get(6)?,
        color: r.get(7)?,
    })
}

/// Records a new open challenge; returns its id.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn insert_challenge(conn: &Connection, c: &Challenge, now: i64) -> Result<i64, StorageError> {
    conn.execute(
        "INSERT INTO challenges (challenger, challenged, channel, variant, options, days, color, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![c.challenger, c.challenged, c.channel, c.variant, c.options, c.days, c.color, now],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Open challenges in `channel` that `player` may answer (addressed to him, or open seeks
/// by others), newest first.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn open_challenges_for(
    conn: &Connection,
    channel: &str,
    player: i64,
) -> Result<Vec<Challenge>, StorageError> {
    let mut st = conn.prepare(&format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges
         WHERE status = 'open' AND channel = ?1 AND (challenged = ?2 OR (challenged IS NULL AND challenger != ?2))
         ORDER BY id DESC"
    ))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Open challenges made by `player` in `channel`.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn challenges_by(
    conn: &Connection,
    channel: &str,
    player: i64,
) -> Result<Vec<Challenge>, StorageError> {
    let mut st = conn.prepare(&format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE status = 'open' AND channel = ?1 AND challenger = ?2 ORDER BY id DESC"
    ))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Marks a challenge accepted, declined or cancelled.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn close_challenge(conn: &Connection, id: i64, status: &str) -> Result<(), StorageError> {
    conn.execute(
        "UPDATE challenges SET status = ?2 WHERE id = ?1",
        params![id, status],
    )?;
    Ok(())
}

/// A game row.
#[derive(Debug, Clone)]
pub struct GameRow {
    /// Id.
    pub id: i64,
    /// Tabiya's game id.
    pub variant: String,
    /// Rule options, space separated.
    pub options: String,
    /// Custom start position.
    pub start_fen: Option<String>,
    /// The first player.
    pub white: i64,
    /// The second player.
    pub black: i64,
    /// Where it is played.
    pub channel: String,
    /// Days per move.
    pub days: i64,
    /// When the player to move runs out of time (unix seconds).
    pub deadline: Option<i64>,
    /// `active` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2`, `aborted`.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
    /// Who offers a draw.
    pub draw_offer: Option<i64>,
    /// Bumped by every change.
    pub version: i64,
}

impl GameRow {
    /// The player of `color` (the first player is White).
    pub fn player(&self, color: tabiya_engine::Color) -> i64 {
        match color {
            tabiya_engine::Color::White => self.white,
            tabiya_engine::Color::Black => self.black,
        }
    }
}

const GAME_COLUMNS: &str =
    "id, variant, options, start_fen, white, black, channel, days, deadline, status, result, reason, draw_offer, version";

fn game_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<GameRow> {
    Ok(GameRow {
        id: r.get(0)?,
        variant: r.get(1)?,
        options: r.get(2)?,
        start_fen: r.get(3)?,
        white: r.get(4)?,
        black: r.get(5)?,
        channel: r.get(6)?,
        days: r.get(7)?,
        deadline: r.get(8)?,
        status: r.get(9)?,
        result: r.get(10)?,
        reason: r.get(11)?,
        draw_offer: r.get(12)?,
        version: r.get(13)?,
    })
}

/// Creates a game; returns its id.
///
/// # Errors
/// [`StorageError::Sqlite`].
#[allow(clippy::too_many_arguments)]
pub fn insert_game(
    conn: &Connection,
    variant: &str,
    options: &str,
    white: i64,
    black: i64,
    channel: &str,
    days: i64,
    now: i64,
) -> Result<i64, StorageError> {
    conn.execute(
        "INSERT INTO games (variant, options, white, black, channel, days, deadline, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            variant,
            options,
            white,
            black,
            channel,
            days,
            now + days * 86_400,
            now
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// One game.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn game(conn: &Connection, id: i64) -> Result<Option<GameRow>, StorageError> {
    Ok(conn
        .query_row(
            &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
            [id],
            game_row,
        )
        .optional()?)
}

/// The active games of `player`, in `channel` if given.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn active_games(
    conn: &Connection,
    player: i64,
    channel: Option<&str>,
) -> Result<Vec<GameRow>, StorageError> {
    let mut st = conn.prepare(&format!(
        "SELECT {GAME_COLUMNS} FROM games
         WHERE status = 'active' AND (white = ?1 OR black = ?1) AND (?2 IS NULL OR channel = ?2)
         ORDER BY deadline, id"
    ))?;
    let rows = st.query_map(params![player, channel], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The player's most recent game in `channel`, finished or not.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn latest_game(
    conn: &Connection,
    player: i64,
    channel: &str,
) -> Result<Option<GameRow>, StorageError> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE (white = ?1 OR black = ?1) AND channel = ?2 ORDER BY id DESC LIMIT 1"
            ),
            params![player, channel],
            game_row,
        )
        .optional()?)
}

/// The record of a game, in order.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn actions(conn: &Connection, game_id: i64) -> Result<Vec<String>, StorageError> {
    let mut st = conn.prepare("SELECT action FROM actions WHERE game_id = ?1 ORDER BY seq")?;
    let rows = st.query_map([game_id], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Appends an action, if the game is still at `version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn append_action(
    conn: &Connection,
    game_id: i64,
    version: i64,
    action: &str,
    now: i64,
) -> Result<(), StorageError> {
    let changed = conn
        .prepare_cached("UPDATE games SET version = version + 1 WHERE id = ?1 AND version = ?2")?
        .execute(params![game_id, version])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    conn.prepare_cached(
        "INSERT INTO actions (game_id, seq, action, at)
         VALUES (?1, (SELECT COUNT(*) FROM actions WHERE game_id = ?1), ?2, ?3)",
    )?
    .execute(params![game_id, action, now])?;
    Ok(())
}

/// The earliest deadline of any active game (from the index; nothing is scanned).
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn next_deadline(conn: &Connection) -> Result<Option<i64>, StorageError> {
    Ok(conn.query_row(
        "SELECT MIN(deadline) FROM games WHERE status = 'active'",
        [],
        |r| r.get(0),
    )?)
}

/// Active games whose deadline is at or before `t`, earliest first.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn games_due(conn: &Connection, t: i64) -> Result<Vec<GameRow>, StorageError> {
    let mut st = conn.prepare(&format!(
        "SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND deadline <= ?1 ORDER BY deadline"
    ))?;
    let rows = st.query_map([t], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active games due within `horizon` seconds of `now` whose player was not yet reminded.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn games_to_remind(
    conn: &Connection,
    now: i64,
    horizon: i64,
) -> Result<Vec<GameRow>, StorageError> {
    let mut st = conn.prepare(&format!(
        "SELECT {GAME_COLUMNS} FROM games
         WHERE status = 'active' AND deadline <= ?1 AND deadline > ?2 AND reminded = 0 ORDER BY deadline"
    ))?;
    let rows = st.query_map(params![now + horizon, now], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Records that the player to move was reminded.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn mark_reminded(conn: &Connection, game_id: i64) -> Result<(), StorageError> {
    conn.execute("UPDATE games SET reminded = 1 WHERE id = ?1", [game_id])?;
    Ok(())
}

/// Sets the deadline and the draw offer after a move.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn set_clock(
    conn: &Connection,
    game_id: i64,
    deadline: Option<i64>,
    draw_offer: Option<i64>,
) -> Result<(), StorageError> {
    conn.prepare_cached(
        "UPDATE games SET deadline = ?2, draw_offer = ?3, reminded = CASE WHEN deadline IS ?2 THEN reminded ELSE 0 END WHERE id = ?1",
    )?
    .execute(params![game_id, deadline, draw_offer])?;
    Ok(())
}

/// Ends a game.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn finish_game(
    conn: &Connection,
    game_id: i64,
    result: &str,
    reason: &str,
) -> Result<(), StorageError> {
    conn.execute(
        "UPDATE games SET status = 'finished', result = ?2, reason = ?3, deadline = NULL, draw_offer = NULL,
                          version = version + 1
         WHERE id = ?1",
        params![game_id, result, reason],
    )?;
    Ok(())
}

/// The stored replies of an event already handled.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn event_replies(
    conn: &Connection,
    platform: &str,
    event_id: &str,
) -> Result<Option<String>, StorageError> {
    Ok(conn
        .prepare_cached("SELECT replies FROM events WHERE platform = ?1 AND event_id = ?2")?
        .query_row(params![platform, event_id], |r| r.get(0))
        .optional()?)
}

/// Records an event as handled, with its replies.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn record_event(
    conn: &Connection,
    platform: &str,
    event_id: &str,
    replies: &str,
    now: i64,
) -> Result<(), StorageError> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO events (platform, event_id, replies, at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![platform, event_id, replies, now])?;
    Ok(())
}

/// Queues a notification.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn push_outbox(
    conn: &Connection,
    channel: &str,
    recipient: Option<&str>,
    body: &str,
    game_id: Option<i64>,
    now: i64,
) -> Result<(), StorageError> {
    conn.prepare_cached("INSERT INTO outbox (channel, recipient, body, game_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")?
        .execute(params![channel, recipient, body, game_id, now])?;
    Ok(())
}

/// A queued notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutboxItem {
    /// Id (delete it once sent).
    pub id: i64,
    /// Where.
    pub channel: String,
    /// Whom to mention.
    pub recipient: Option<String>,
    /// What.
    pub body: String,
    /// The game whose board goes with it.
    pub game_id: Option<i64>,
}

/// The queued notifications, oldest first.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn outbox(conn: &Connection) -> Result<Vec<OutboxItem>, StorageError> {
    let mut st =
        conn.prepare("SELECT id, channel, recipient, body, game_id FROM outbox ORDER BY id")?;
    let rows = st.query_map([], |r| {
        Ok(OutboxItem {
            id: r.get(0)?,
            channel: r.get(1)?,
            recipient: r.get(2)?,
            body: r.get(3)?,
            game_id: r.get(4)?,
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Removes a delivered notification.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn delete_outbox(conn: &Connection, id: i64) -> Result<(), StorageError> {
    conn.execute("DELETE FROM outbox WHERE id = ?1", [id])?;
    Ok(())
}

/// Sets a player's piece set.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn set_piece_set(conn: &Connection, player: i64, set: &str) -> Result<(), StorageError> {
    conn.execute(
        "UPDATE players SET piece_set = ?2 WHERE id = ?1",
        params![player, set],
    )?;
    Ok(())
}

/// A player's piece set.
///
/// # Errors
/// [`StorageError::Sqlite`].
pub fn piece_set(conn: &Connection, player: i64) -> Result<String, StorageError> {
    Ok(conn.query_row(
        "SELECT piece_set FROM players WHERE id = ?1",
        [player],
        |r| r.get(0),
    )?)
}
