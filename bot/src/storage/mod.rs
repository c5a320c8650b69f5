//! Storage on SQLite (the default) or PostgreSQL: the only module that imports rusqlite or
//! postgres.
//!
//! [`open`] gives a [`Db`], the one handle to the database (a file path, or a
//! `postgres://` URL); every query is a function of this module taking `&Db`, so it works
//! inside the transaction [`begin`] opened. Each query is written once and runs on either
//! database through [`sql`]. Callers see rows and [`StorageError`]s, never SQL or a
//! connection. Migrations (`migrations/` for SQLite; for PostgreSQL `migrations/postgres/`,
//! the schema at version 22, then the later files of `migrations/`) run when the store opens; a database whose schema is newer than this code is refused
//! untouched. SQLite's PRAGMAs are set per connection.

use std::fmt;
use std::path::Path;

use rusqlite::Connection;
use sql::{params, table_row, words, OptionalExtension};
use tabiya_render::PieceSet;

use crate::i18n::{english, Msg};
use crate::prefs::{Notation, Notify, Orientation};
use rusqlite_migration::{Migrations, M};

/// When the player to act is reminded: a day before his deadline, or halfway through his
/// time for a move when that is shorter. Games compute it in their `wake_at` column
/// (`migrations/0014_wake.sql`); races use this expression.
macro_rules! reminder_at {
    () => {
        "deadline - CASE WHEN days * 43200 < 86400 THEN days * 43200 ELSE 86400 END"
    };
}

/// The assignments that append action `?5`, made at `?3`, to a game's record (see
/// `migrations/0015_records.sql`).
macro_rules! append_record {
    () => {
        "record = CASE WHEN record = '' THEN ?5 ELSE record || '\n' || ?5 END,
         record_at = CASE WHEN record_at = '' THEN CAST(?3 - created_at AS TEXT)
                          ELSE record_at || ' ' || (?3 - created_at) END"
    };
}

/// A storage failure.
#[derive(Debug)]
pub enum StorageError {
    /// The database said no.
    Database(sql::Error),
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
    /// A stored value this code cannot read.
    Corrupt(String),
    /// The database file is damaged (SQLite's integrity check failed); it was not touched.
    Damaged(String),
    /// The database file cannot be written (permissions, a read-only disk).
    ReadOnly,
    /// What this backend does not do.
    Unsupported(&'static str),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Database(e) => write!(f, "database error: {e}"),
            StorageError::Migration(e) => write!(f, "database migration failed: {e}"),
            StorageError::TooNew { found, known } => write!(
                f,
                "the database has schema version {found}, newer than this Tabiya knows ({known}); refusing to touch it"
            ),
            StorageError::Conflict => f.write_str("the game changed meanwhile"),
            StorageError::Corrupt(what) => write!(f, "unreadable stored data: {what}"),
            StorageError::Damaged(what) => write!(
                f,
                "the database file is damaged ({what}); it was left untouched: restore a backup, or recover it with the sqlite3 shell's .recover"
            ),
            StorageError::Unsupported(what) => write!(f, "not supported here: {what}"),
            StorageError::ReadOnly => f.write_str(
                "the database file cannot be written (check its and its folder's permissions, and that the disk is not read-only)",
            ),
        }
    }
}

// After the macros above, which they use too.
pub mod copy;
pub mod identity;
mod pg;
pub mod races;
pub mod sql;
pub mod tournaments;

impl std::error::Error for StorageError {}

impl StorageError {
    /// Whether the database is away for the moment (PostgreSQL's connection lost or not back
    /// yet): the command was not carried out and can be sent again shortly.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StorageError::Database(e) if e.is_unavailable())
    }

    /// Whether the database cannot save now: SQLite's disk is full.
    pub fn is_disk_full(&self) -> bool {
        matches!(self, StorageError::Database(e) if e.is_disk_full())
    }

    /// Whether the server cancelled a statement that ran past its deadline.
    pub fn is_timeout(&self) -> bool {
        matches!(self, StorageError::Database(e) if e.is_timeout())
    }
}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> StorageError {
        StorageError::Database(e.into())
    }
}

impl From<sql::Error> for StorageError {
    fn from(e: sql::Error) -> StorageError {
        StorageError::Database(e)
    }
}

fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(include_str!("../../../migrations/0001_init.sql")),
        M::up(include_str!(
            "../../../migrations/0002_time_settings_vacation.sql"
        )),
        M::up(include_str!(
            "../../../migrations/0003_platform_threads.sql"
        )),
        M::up(include_str!("../../../migrations/0004_display_names.sql")),
        M::up(include_str!("../../../migrations/0005_ratings.sql")),
        M::up(include_str!("../../../migrations/0006_tournaments.sql")),
        M::up(include_str!(
            "../../../migrations/0007_tournament_pause.sql"
        )),
        M::up(include_str!(
            "../../../migrations/0008_registration_window.sql"
        )),
        M::up(include_str!(
            "../../../migrations/0009_tournament_replacements.sql"
        )),
        M::up(include_str!("../../../migrations/0010_swiss.sql")),
        M::up(include_str!("../../../migrations/0011_identities.sql")),
        M::up(include_str!("../../../migrations/0012_reminder_time.sql")),
        M::up(include_str!("../../../migrations/0013_races.sql")),
        M::up(include_str!("../../../migrations/0014_wake.sql")),
        M::up(include_str!("../../../migrations/0015_records.sql")),
        M::up(include_str!(
            "../../../migrations/0016_versions_and_replies.sql"
        )),
        M::up(include_str!("../../../migrations/0017_no_scans.sql")),
        M::up(include_str!("../../../migrations/0018_start_number.sql")),
        M::up(include_str!("../../../migrations/0019_challenge_start.sql")),
        M::up(include_str!("../../../migrations/0020_computer.sql")),
        M::up(include_str!("../../../migrations/0021_analyses.sql")),
        M::up(include_str!("../../../migrations/0022_platforms.sql")),
        M::up(include_str!("../../../migrations/0023_leases.sql")),
        M::up(include_str!("../../../migrations/0024_outbox_claims.sql")),
        M::up(include_str!(
            "../../../migrations/0025_scheduler_claims.sql"
        )),
        M::up(include_str!("../../../migrations/0026_outbox_races.sql")),
        M::up(include_str!("../../../migrations/0027_outbox_messages.sql")),
        M::up(include_str!("../../../migrations/0028_channels.sql")),
        M::up(include_str!("../../../migrations/0029_languages.sql")),
        M::up(include_str!(
            "../../../migrations/0030_channel_languages.sql"
        )),
    ])
}

/// The newest schema this code knows (the number of migrations).
pub const SCHEMA_VERSION: usize = 30;

words! {
    /// Where a game stands.
    GameStatus {
        /// Being played.
        Active = "active",
        /// Over (its result and reason say how; an aborted game too).
        Finished = "finished",
    }
}

words! {
    /// Where a challenge stands.
    ChallengeStatus {
        /// Waiting for an answer.
        Open = "open",
        /// Accepted: a game began.
        Accepted = "accepted",
        /// Declined by the challenged.
        Declined = "declined",
        /// Withdrawn by the challenger.
        Cancelled = "cancelled",
        /// Lapsed unanswered.
        Expired = "expired",
    }
}

words! {
    /// Where a tournament stands.
    TournamentStatus {
        /// Taking players.
        Registration = "registration",
        /// Registration closed by the organizer, not yet started.
        Closed = "closed",
        /// Its games are being played.
        Running = "running",
        /// Every clock stopped by the organizer.
        Paused = "paused",
        /// Over.
        Finished = "finished",
        /// Called off.
        Cancelled = "cancelled",
    }
}

words! {
    /// Where an Ashtapada race stands.
    RaceStatus {
        /// Waiting for the invited to answer.
        Open = "open",
        /// Being played.
        Active = "active",
        /// Over.
        Finished = "finished",
        /// Called off or lapsed.
        Cancelled = "cancelled",
    }
}

/// The database: one SQLite connection, reached only through this module's functions.
pub struct Db {
    conn: sql::Conn,
    /// PostgreSQL: a transaction is open (SQLite tells it itself).
    in_tx: std::cell::Cell<bool>,
    /// PostgreSQL: bumped at every transaction, as SQLite's `data_version` moves when
    /// another connection commits (there is no such counter: every transaction reads anew).
    generation: std::cell::Cell<i64>,
}

impl fmt::Debug for Db {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.conn.is_postgres() {
            "Db(PostgreSQL)"
        } else {
            "Db(SQLite)"
        })
    }
}

impl Db {
    fn new(conn: sql::Conn) -> Db {
        Db {
            conn,
            in_tx: std::cell::Cell::new(false),
            generation: std::cell::Cell::new(0),
        }
    }

    /// The rows changed since the connection opened: a command that changed none may be
    /// undone alone.
    pub fn total_changes(&self) -> u64 {
        self.conn.total_changes()
    }

    /// How many times the PostgreSQL connection was lost so far (SQLite's: never). A
    /// transaction that sees it change died with its connection.
    pub fn losses(&self) -> u64 {
        self.conn.losses()
    }

    /// Whether the database is PostgreSQL (else SQLite).
    pub fn is_postgres(&self) -> bool {
        self.conn.is_postgres()
    }

    /// The SQLite connection itself, for the tests and benchmarks that inspect or measure
    /// SQLite (query plans, raw commit rates). The service never uses it.
    ///
    /// # Panics
    /// On PostgreSQL: those tests and benchmarks are SQLite's.
    #[doc(hidden)]
    pub fn raw(&self) -> &Connection {
        match self.conn.backend() {
            sql::Backend::Sqlite(c) => c,
            sql::Backend::Postgres(_) => panic!("raw() is SQLite's; this database is PostgreSQL"),
        }
    }

    /// The connection itself, mutably; see [`Db::raw`].
    ///
    /// # Panics
    /// On PostgreSQL.
    #[doc(hidden)]
    pub fn raw_mut(&mut self) -> &mut Connection {
        match self.conn.backend_mut() {
            sql::Backend::Sqlite(c) => c,
            sql::Backend::Postgres(_) => {
                panic!("raw_mut() is SQLite's; this database is PostgreSQL")
            }
        }
    }
}

/// The PostgreSQL URL `path` is, if it is one (`postgres://…` or `postgresql://…`).
pub fn postgres_url(path: &Path) -> Option<&str> {
    path.to_str()
        .filter(|p| p.starts_with("postgres://") || p.starts_with("postgresql://"))
}

/// The PostgreSQL migrations: the schema at version 22 at once, then each later one — the
/// same file SQLite runs, each written in SQL both databases run.
const POSTGRES_MIGRATIONS: &[(usize, &str)] = &[
    (
        22,
        include_str!("../../../migrations/postgres/0022_schema.sql"),
    ),
    (23, include_str!("../../../migrations/0023_leases.sql")),
    (
        24,
        include_str!("../../../migrations/0024_outbox_claims.sql"),
    ),
    (
        25,
        include_str!("../../../migrations/0025_scheduler_claims.sql"),
    ),
    (
        26,
        include_str!("../../../migrations/0026_outbox_races.sql"),
    ),
    (
        27,
        include_str!("../../../migrations/0027_outbox_messages.sql"),
    ),
    (28, include_str!("../../../migrations/0028_channels.sql")),
    (29, include_str!("../../../migrations/0029_languages.sql")),
    (
        30,
        include_str!("../../../migrations/0030_channel_languages.sql"),
    ),
];

/// How the database is used: settings that are not part of where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The longest a statement may take (PostgreSQL's `statement_timeout`; the client gives
    /// up on the connection a little after it).
    pub statement_timeout: std::time::Duration,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            statement_timeout: std::time::Duration::from_secs(10),
        }
    }
}

/// Connects to PostgreSQL at `url` and migrates its schema (inside one transaction, the
/// version row locked, so processes starting together migrate it once).
///
/// # Errors
/// [`StorageError`] if it cannot connect, is newer than this code, or fails to migrate.
pub fn open_postgres(url: &str, options: &Options) -> Result<Db, StorageError> {
    let mut pg = pg::Pg::connect(url, options.statement_timeout)?;
    pg.batch(
        "CREATE TABLE IF NOT EXISTS schema_version (only_row BIGINT PRIMARY KEY DEFAULT 1 CHECK (only_row = 1), version BIGINT NOT NULL);
         INSERT INTO schema_version (only_row, version) VALUES (1, 0) ON CONFLICT DO NOTHING",
    )?;
    pg.batch("BEGIN")?;
    let migrated = migrate_postgres(&mut pg);
    match migrated {
        Ok(()) => pg.batch("COMMIT")?,
        Err(e) => {
            let _ = pg.batch("ROLLBACK");
            return Err(e);
        }
    }
    Ok(Db::new(sql::Conn::postgres(pg)))
}

/// The migrations PostgreSQL at `pg` lacks, inside the transaction the caller opened.
fn migrate_postgres(pg: &mut pg::Pg) -> Result<(), StorageError> {
    let rows = pg.query("SELECT version FROM schema_version FOR UPDATE", &[])?;
    let found: i64 = rows
        .first()
        .ok_or(sql::Error::NoRows)
        .and_then(|r| r.try_get("version").map_err(sql::Error::Postgres))?;
    let found = usize::try_from(found).unwrap_or(usize::MAX);
    if found > SCHEMA_VERSION {
        return Err(StorageError::TooNew {
            found,
            known: SCHEMA_VERSION,
        });
    }
    for &(version, migration) in POSTGRES_MIGRATIONS {
        if version > found {
            pg.batch_unbounded(migration).map_err(|e| {
                StorageError::Migration(format!("PostgreSQL migration {version}: {e}"))
            })?;
            pg.execute(
                "UPDATE schema_version SET version = ?1",
                &[sql::Value::Int(i64::try_from(version).unwrap_or(i64::MAX))],
            )?;
        }
    }
    Ok(())
}

/// Opens (creating if needed) and migrates the database at `path` (`:memory:` for tests).
///
/// # Errors
/// [`StorageError`] if it cannot be opened, is newer than this code, or fails to migrate.
pub fn open(path: &Path) -> Result<Db, StorageError> {
    open_with(path, &Options::default())
}

/// As [`open`], with `options`.
///
/// # Errors
/// [`StorageError`] if it cannot be opened, is newer than this code, or fails to migrate.
pub fn open_with(path: &Path, options: &Options) -> Result<Db, StorageError> {
    if let Some(url) = postgres_url(path) {
        return open_postgres(url, options);
    }
    let mut conn = if path.as_os_str() == ":memory:" {
        Connection::open_in_memory()?
    } else {
        Connection::open(path)?
    };
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    // Read the version before anything writes (switching to WAL rewrites the header). A
    // file that is not a database at all fails here.
    let found = conn
        .pragma_query_value(None, "user_version", |r| r.get::<_, i64>("user_version"))
        .map_err(|e| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt) => {
                StorageError::Damaged(e.to_string())
            }
            _ => e.into(),
        })?;
    let found = usize::try_from(found).unwrap_or(usize::MAX);
    // A damaged file is refused before anything is written to it.
    let problems: Vec<String> = conn
        .prepare("PRAGMA quick_check(5)")?
        .query_map([], |r| r.get::<_, String>("quick_check"))?
        .collect::<Result<_, _>>()
        .map_err(|e| StorageError::Damaged(e.to_string()))?;
    if problems.iter().any(|p| p != "ok") {
        return Err(StorageError::Damaged(problems.join("; ")));
    }
    if conn.is_readonly(rusqlite::MAIN_DB)? {
        return Err(StorageError::ReadOnly);
    }
    if found > SCHEMA_VERSION {
        return Err(StorageError::TooNew {
            found,
            known: SCHEMA_VERSION,
        });
    }
    conn.pragma_update(None, "journal_mode", "WAL")
        .map_err(|e| match e.sqlite_error_code() {
            Some(rusqlite::ErrorCode::ReadOnly | rusqlite::ErrorCode::CannotOpen) => {
                StorageError::ReadOnly
            }
            _ => e.into(),
        })?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // Reads go through a memory map instead of copying each page in, so the page cache
    // mostly holds pages the WAL has newer copies of: 8 MiB of it. (A 64 MiB cache measured
    // slower: SQLite walks the whole cache's hash table at every commit.) Checkpoints every
    // 10,000 pages (about 40 MiB of WAL) instead of 1,000: a game's page written by many
    // commits is copied back once, and the checkpoint's fsync comes a tenth as often.
    // Measured with the service benchmark (the book's Speed page).
    conn.pragma_update(None, "cache_size", -8_192)?;
    conn.pragma_update(None, "mmap_size", 268_435_456)?;
    conn.pragma_update(None, "wal_autocheckpoint", 10_000)?;
    migrations()
        .to_latest(&mut conn)
        .map_err(|e| StorageError::Migration(e.to_string()))?;
    Ok(Db::new(sql::Conn::sqlite(conn)))
}

/// Opens a write transaction on `conn` (taken immediately, so racing writers queue); the
/// caller ends it with [`commit`] or [`rollback`]. The service holds one per command.
///
/// # Errors
/// [`StorageError::Database`].
pub fn begin(db: &Db) -> Result<(), StorageError> {
    let conn = &db.conn;
    if conn.is_postgres() {
        // Writers take turns, as on SQLite (`BEGIN IMMEDIATE`): the one row of
        // `schema_version` is locked until the commit, so two processes that read the same
        // due reminder, or the same game, never both act on it; the second reads what the
        // first committed. (A row lock, which the PostgreSQL-compatible distributed
        // databases have too; rendering, gateways and the computer's thinking still run
        // side by side in every process.)
        conn.prepare_cached("BEGIN")?.execute(params![])?;
        conn.prepare_cached("SELECT version FROM schema_version FOR UPDATE")?
            .query_row(params![], |r| r.get::<_, i64>("version"))?;
        db.in_tx.set(true);
        db.generation.set(db.generation.get() + 1);
    } else {
        conn.prepare_cached("BEGIN IMMEDIATE")?.execute(params![])?;
    }
    Ok(())
}

/// Commits the transaction [`begin`] opened.
///
/// # Errors
/// [`StorageError::Database`]; the transaction is then rolled back.
pub fn commit(db: &Db) -> Result<(), StorageError> {
    let conn = &db.conn;
    if let Err(e) = conn
        .prepare_cached("COMMIT")
        .and_then(|mut s| s.execute(params![]))
    {
        rollback(db);
        return Err(e.into());
    }
    db.in_tx.set(false);
    Ok(())
}

/// Rolls back the transaction [`begin`] opened (nothing happens if none is open).
pub fn rollback(db: &Db) {
    match db.conn.backend() {
        sql::Backend::Sqlite(c) => {
            if !c.is_autocommit() {
                // A failed rollback leaves SQLite's own automatic rollback in charge.
                let _ = c.execute_batch("ROLLBACK");
            }
        }
        sql::Backend::Postgres(_) => {
            if db.in_tx.replace(false) {
                let _ = db.conn.execute_batch("ROLLBACK");
            }
        }
    }
}

/// Starts a write transaction on SQLite (taken immediately, so racing writers queue); for
/// the benchmarks that measure SQLite's commits.
///
/// # Errors
/// [`StorageError::Database`]; on PostgreSQL, [`StorageError::Unsupported`].
#[doc(hidden)]
pub fn write(db: &mut Db) -> Result<rusqlite::Transaction<'_>, StorageError> {
    match db.conn.backend_mut() {
        sql::Backend::Sqlite(c) => {
            Ok(c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?)
        }
        sql::Backend::Postgres(_) => Err(StorageError::Unsupported(
            "a raw SQLite transaction on a PostgreSQL database",
        )),
    }
}

/// A number that changes when another connection may have committed: SQLite's `PRAGMA
/// data_version`; on PostgreSQL, every transaction's own (each reads anew).
///
/// # Errors
/// [`StorageError::Database`].
pub fn data_version(db: &Db) -> Result<i64, StorageError> {
    let conn = &db.conn;
    if conn.is_postgres() {
        return Ok(db.generation.get());
    }
    Ok(conn.query_row("PRAGMA data_version", params![], |r| r.get("data_version"))?)
}

/// The player id for (platform, handle), created on first sight.
///
/// # Errors
/// [`StorageError::Database`].
pub fn player(db: &Db, platform: &str, handle: &str) -> Result<i64, StorageError> {
    let conn = &db.conn;
    if let Some(id) = conn
        .prepare_cached("SELECT id FROM players WHERE platform = ?1 AND handle = ?2")?
        .query_row(params![platform, handle], |r| r.get("id"))
        .optional()?
    {
        return Ok(id);
    }
    Ok(conn.insert(
        "INSERT INTO players (platform, handle) VALUES (?1, ?2)",
        params![platform, handle],
    )?)
}

/// The player for (platform, handle) with his settings, created on first sight; and whether
/// he was created just now.
///
/// # Errors
/// [`StorageError::Database`].
pub fn player_by_handle(
    db: &Db,
    platform: &str,
    handle: &str,
) -> Result<(PlayerRow, bool), StorageError> {
    let conn = &db.conn;
    if let Some(p) = conn
        .prepare_cached(concat!(
            "SELECT ",
            player_columns!(),
            " FROM players WHERE id = (SELECT player FROM identities WHERE platform = ?1 AND handle = ?2
              UNION ALL SELECT id FROM players WHERE platform = ?1 AND handle = ?2 LIMIT 1)"
        ))?
        .query_row(params![platform, handle], player_from)
        .optional()?
    {
        return Ok((p, false));
    }
    let id = player(db, platform, handle)?;
    Ok((player_row(db, id)?, true))
}

/// The player for (platform, handle), if he was ever seen.
///
/// # Errors
/// [`StorageError::Database`].
pub fn find_player(
    db: &Db,
    platform: &str,
    handle: &str,
) -> Result<Option<PlayerRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            player_columns!(),
            " FROM players WHERE id = (SELECT player FROM identities WHERE platform = ?1 AND handle = ?2
              UNION ALL SELECT id FROM players WHERE platform = ?1 AND handle = ?2 LIMIT 1)"
        ))?
        .query_row(params![platform, handle], player_from)
        .optional()?)
}

/// A player's handle.
///
/// # Errors
/// [`StorageError::Database`].
pub fn handle(db: &Db, id: i64) -> Result<String, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT handle FROM players WHERE id = ?1")?
        .query_row([id], |r| r.get("handle"))?)
}

/// A player with his settings and vacation state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    /// Id.
    pub id: i64,
    /// The platform's handle.
    pub handle: String,
    /// The pieces his boards show.
    pub piece_set: PieceSet,
    /// Which side his boards show at the bottom.
    pub orientation: Orientation,
    /// How moves are written to him.
    pub notation: Notation,
    /// When he is told it is his move.
    pub notify: Notify,
    /// When the next digest is due.
    pub digest_at: Option<i64>,
    /// The year `vacation_used` counts.
    pub vacation_year: i64,
    /// Seconds of that year's vacation bank spent.
    pub vacation_used: i64,
    /// On vacation until then.
    pub vacation_until: Option<i64>,
    /// The name the platform shows, when the adapter told it.
    pub name: Option<String>,
    /// The platform of `handle`.
    pub platform: String,
    /// Identities on other platforms linked to this player: (platform, handle).
    pub aliases: Vec<(String, String)>,
    /// Bumped by every [`save_player`]: a write from a stale read is refused.
    pub version: i64,
    /// The platform his daily digest goes to (`None`: his own handle's).
    pub digest_platform: Option<String>,
    /// The language he reads his own answers in (a catalogue's tag; `None`: not chosen).
    pub language: Option<String>,
}

impl PlayerRow {
    /// The name to show: the platform's display name, or the handle.
    pub fn display(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.handle)
    }

    /// His handle on `platform`: the linked identity there, else his own.
    pub fn handle_on(&self, platform: &str) -> &str {
        self.aliases
            .iter()
            .find(|(p, _)| p == platform)
            .map_or(&self.handle, |(_, h)| h)
    }
}

/// A piece set is stored as its word (read as the render crate reads one).
impl sql::FromSql for PieceSet {
    fn from_value(v: sql::Value) -> Result<PieceSet, String> {
        let w = String::from_value(v)?;
        PieceSet::parse(&w).ok_or_else(|| format!("`{w}` is no PieceSet"))
    }
}

table_row! {
    /// The columns of `players` that [`player_from`] reads.
    player_columns, fn player_from -> PlayerRow {
        id,
        handle,
        piece_set,
        orientation,
        notation,
        notify,
        digest_at,
        vacation_year,
        vacation_used,
        vacation_until,
        name,
        platform,
        aliases: Option<String> = "(SELECT string_agg(platform || ' ' || handle, '\n') FROM identities WHERE player = players.id)",
        version,
        digest_platform,
        language,
    } => PlayerRow {
        id,
        handle,
        piece_set,
        orientation,
        notation,
        notify,
        digest_at,
        vacation_year,
        vacation_used,
        vacation_until,
        name,
        platform,
        aliases: aliases
            .map(|a| {
                a.lines()
                    .filter_map(|l| l.split_once(' '))
                    .map(|(p, h)| (p.to_owned(), h.to_owned()))
                    .collect()
            })
            .unwrap_or_default(),
        version,
        digest_platform,
        language,
    }
}

/// One player.
///
/// # Errors
/// [`StorageError::Database`].
pub fn player_row(db: &Db, id: i64) -> Result<PlayerRow, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            player_columns!(),
            " FROM players WHERE id = ?1"
        ))?
        .query_row([id], player_from)?)
}

/// Writes a player's settings and vacation state, if the row is still at `p.version` (else
/// [`StorageError::Conflict`]: it was read before another writer changed it); `p.version`
/// then moves on with the row's.
///
/// # Errors
/// [`StorageError`].
pub fn save_player(db: &Db, p: &mut PlayerRow) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(
            "UPDATE players SET piece_set = ?2, orientation = ?3, notation = ?4, notify = ?5, digest_at = ?6,
                                vacation_year = ?7, vacation_used = ?8, vacation_until = ?9,
                                digest_platform = ?11, language = ?12, version = version + 1
             WHERE id = ?1 AND version = ?10",
        )?
        .execute(params![
            p.id,
            p.piece_set.word(),
            p.orientation.word(),
            p.notation.word(),
            p.notify.word(),
            p.digest_at,
            p.vacation_year,
            p.vacation_used,
            p.vacation_until,
            p.version,
            p.digest_platform,
            p.language
        ])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    p.version += 1;
    Ok(())
}

table_row! {
    /// The columns of `ratings` that [`rating_from`] reads.
    rating_columns, fn rating_from -> crate::ratings::Rating {
        rating, deviation, volatility, games, rated_at,
    } => crate::ratings::Rating {
        rating,
        deviation,
        volatility,
        games,
        at: rated_at,
    }
}

/// A player's rating in one game, if he has played it rated.
///
/// # Errors
/// [`StorageError::Database`].
pub fn rating(
    db: &Db,
    player: i64,
    variant: &str,
) -> Result<Option<crate::ratings::Rating>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            rating_columns!(),
            " FROM ratings WHERE player = ?1 AND variant = ?2"
        ))?
        .query_row(params![player, variant], rating_from)
        .optional()?)
}

/// Writes a player's new rating after `game_id`, and its line in his history.
///
/// # Errors
/// [`StorageError::Database`].
pub fn save_rating(
    db: &Db,
    player: i64,
    variant: &str,
    r: &crate::ratings::Rating,
    game_id: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "INSERT INTO ratings (player, variant, rating, deviation, volatility, games, rated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (player, variant) DO UPDATE SET rating = excluded.rating,
             deviation = excluded.deviation, volatility = excluded.volatility,
             games = excluded.games, rated_at = excluded.rated_at",
    )?
    .execute(params![
        player,
        variant,
        r.rating,
        r.deviation,
        r.volatility,
        r.games,
        r.at
    ])?;
    conn.prepare_cached(
        "INSERT INTO rating_history (player, variant, game_id, at, rating, deviation)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (player, variant, game_id) DO UPDATE SET at = excluded.at,
             rating = excluded.rating, deviation = excluded.deviation",
    )?
    .execute(params![
        player,
        variant,
        game_id,
        r.at,
        r.rating,
        r.deviation
    ])?;
    Ok(())
}

/// A player's ratings, game by game (sorted by game key).
///
/// # Errors
/// [`StorageError::Database`].
pub fn ratings_of(
    db: &Db,
    player: i64,
) -> Result<Vec<(String, crate::ratings::Rating)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT variant, ",
        rating_columns!(),
        " FROM ratings WHERE player = ?1 ORDER BY variant"
    ))?;
    let rows = st.query_map([player], |r| Ok((r.get("variant")?, rating_from(r)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Every rating in one game, best first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn ratings_in(
    db: &Db,
    variant: &str,
) -> Result<Vec<(i64, crate::ratings::Rating)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT player, ",
        rating_columns!(),
        " FROM ratings WHERE variant = ?1 ORDER BY rating DESC"
    ))?;
    let rows = st.query_map([variant], |r| Ok((r.get("player")?, rating_from(r)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// A player's rating after each rated game of one variant, oldest first: (rating, deviation).
///
/// # Errors
/// [`StorageError::Database`].
pub fn rating_history(
    db: &Db,
    player: i64,
    variant: &str,
) -> Result<Vec<(f64, f64)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT rating, deviation FROM rating_history WHERE player = ?1 AND variant = ?2 ORDER BY at, game_id",
    )?;
    let rows = st.query_map(params![player, variant], |r| {
        Ok((r.get("rating")?, r.get("deviation")?))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// `a`'s record against `b` in finished games (aborted ones aside): won, drawn, lost.
///
/// # Errors
/// [`StorageError::Database`].
pub fn head_to_head(db: &Db, a: i64, b: i64) -> Result<(i64, i64, i64), StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT white, result FROM games
         WHERE status = 'finished' AND ((white = ?1 AND black = ?2) OR (white = ?2 AND black = ?1))",
    )?;
    let rows = st.query_map(params![a, b], |r| {
        Ok((
            r.get::<_, i64>("white")?,
            r.get::<_, Option<String>>("result")?,
        ))
    })?;
    let (mut won, mut drawn, mut lost) = (0, 0, 0);
    for row in rows {
        let (white, result) = row?;
        match (result.as_deref(), white == a) {
            (Some("1-0"), true) | (Some("0-1"), false) => won += 1,
            (Some("0-1"), true) | (Some("1-0"), false) => lost += 1,
            (Some("1/2-1/2"), _) => drawn += 1,
            _ => {}
        }
    }
    Ok((won, drawn, lost))
}

/// Records the name the platform shows for a player.
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_player_name(db: &Db, id: i64, name: &str) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached("UPDATE players SET name = ?2 WHERE id = ?1")?
        .execute(params![id, name])?;
    Ok(())
}

/// Players whose daily digest is due at `t` (from the digest index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn digests_due(db: &Db, t: i64) -> Result<Vec<PlayerRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        player_columns!(),
        " FROM players WHERE digest_at IS NOT NULL AND digest_at <= ?1 ORDER BY digest_at"
    ))?;
    let rows = st.query_map([t], player_from)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The earliest digest due (from the index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_digest(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT MIN(digest_at) AS next_digest FROM players WHERE digest_at IS NOT NULL",
        )?
        .query_row(params![], |r| r.get("next_digest"))?)
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
    /// The time control.
    pub time: TimeControl,
    /// The challenger's colour: `white`, `black` or `random`.
    pub color: String,
    /// Rated (or casual).
    pub rated: bool,
    /// When it lapses unanswered.
    pub expires_at: Option<i64>,
    /// The position the game starts from, as FEN (`None`: the game's own start).
    pub start_fen: Option<String>,
}

/// Correspondence time: days per move, or Fischer's initial days plus days per move, capped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeControl {
    /// Days per move, or the initial days of a Fischer clock.
    pub days: i64,
    /// Fischer: days added after each move (`None`: days per move).
    pub increment: Option<i64>,
    /// Fischer: the most days a clock may hold.
    pub cap: Option<i64>,
}

impl std::fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural = |n: i64| if n == 1 { "" } else { "s" };
        match self.increment {
            None => write!(f, "{} day{} a move", self.days, plural(self.days)),
            Some(inc) => write!(
                f,
                "{} day{} + {inc} a move (at most {})",
                self.days,
                plural(self.days),
                self.cap.unwrap_or(self.days)
            ),
        }
    }
}

table_row! {
    /// The columns of `challenges` that [`challenge_row`] reads.
    challenge_columns, fn challenge_row -> Challenge {
        id,
        challenger,
        challenged,
        channel,
        variant,
        options,
        days,
        color,
        rated,
        increment,
        cap,
        expires_at,
        start_fen,
    } => Challenge {
        id,
        challenger,
        challenged,
        channel,
        variant,
        options,
        time: TimeControl {
            days,
            increment,
            cap,
        },
        color,
        rated,
        expires_at,
        start_fen,
    }
}

/// Records a new open challenge; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert_challenge(db: &Db, c: &Challenge, now: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn.insert(
        "INSERT INTO challenges (challenger, challenged, channel, variant, options, days, color, created_at,
                                 rated, increment, cap, expires_at, start_fen)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
        params![
            c.challenger,
            c.challenged,
            c.channel,
            c.variant,
            c.options,
            c.time.days,
            c.color,
            now,
            c.rated,
            c.time.increment,
            c.time.cap,
            c.expires_at,
            c.start_fen
        ],
    )?)
}

/// Open challenges whose time ran out at `t` (from the expiry index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn challenges_expired(db: &Db, t: i64) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        challenge_columns!(),
        " FROM challenges WHERE status = 'open' AND expires_at <= ?1 ORDER BY expires_at"
    ))?;
    let rows = st.query_map([t], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The earliest expiry of an open challenge (from the index).
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_expiry(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT MIN(expires_at) AS next_expiry FROM challenges WHERE status = 'open'",
        )?
        .query_row(params![], |r| r.get("next_expiry"))?)
}

/// Open challenges in `channel` that `player` may answer (addressed to him, or open seeks
/// by others), newest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn open_challenges_for(
    db: &Db,
    channel: &str,
    player: i64,
) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!("SELECT ", challenge_columns!(), " FROM challenges
         WHERE status = 'open' AND channel = ?1 AND (challenged = ?2 OR (challenged IS NULL AND challenger != ?2))
         ORDER BY id DESC"))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Open challenges made by `player` in `channel`.
///
/// # Errors
/// [`StorageError::Database`].
pub fn challenges_by(db: &Db, channel: &str, player: i64) -> Result<Vec<Challenge>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!("SELECT ", challenge_columns!(), " FROM challenges WHERE status = 'open' AND channel = ?1 AND challenger = ?2 ORDER BY id DESC"))?;
    let rows = st.query_map(params![channel, player], challenge_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// How many open challenges `challenger` has: in all, and to `challenged` (0 when `None`).
///
/// # Errors
/// [`StorageError::Database`].
pub fn open_challenge_counts(
    db: &Db,
    challenger: i64,
    challenged: Option<i64>,
) -> Result<(i64, i64), StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT count(*) AS open_total, count(CASE WHEN challenged = ?2 THEN 1 END) AS open_to
             FROM challenges WHERE challenger = ?1 AND status = 'open'",
        )?
        .query_row(params![challenger, challenged], |r| {
            Ok((r.get("open_total")?, r.get("open_to")?))
        })?)
}

/// Marks a challenge accepted, declined or cancelled.
///
/// # Errors
/// [`StorageError::Database`].
pub fn close_challenge(db: &Db, id: i64, status: ChallengeStatus) -> Result<(), StorageError> {
    let conn = &db.conn;
    // Once: a challenge already answered, withdrawn or lapsed is a conflict.
    let changed = conn
        .prepare_cached("UPDATE challenges SET status = ?2 WHERE id = ?1 AND status = 'open'")?
        .execute(params![id, status])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
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
    /// The time control.
    pub time: TimeControl,
    /// When the player to move runs out of time (unix seconds).
    pub deadline: Option<i64>,
    /// `active` or `finished`.
    pub status: GameStatus,
    /// `1-0`, `0-1`, `1/2-1/2`, `aborted`.
    pub result: Option<String>,
    /// Why it ended.
    pub reason: Option<String>,
    /// Who offers a draw.
    pub draw_offer: Option<i64>,
    /// Who asks to take a move back.
    pub takeback_offer: Option<i64>,
    /// Whose draw offer was declined: he may offer again after his next move.
    pub draw_blocked: Option<i64>,
    /// Rated (or casual).
    pub rated: bool,
    /// Fischer: the seconds on each clock when it last stopped (first, second player).
    pub banks: [Option<i64>; 2],
    /// When the last action was recorded.
    pub moved_at: Option<i64>,
    /// Who made it (`None`: the scheduler).
    pub moved_by: Option<i64>,
    /// Bumped by every change.
    pub version: i64,
    /// When it began (unix seconds).
    pub created_at: i64,
    /// Against the computer: the level it plays at and its side.
    pub computer: Option<(u8, tabiya_engine::Color)>,
}

impl GameRow {
    /// The player of `color` (the first player is White).
    pub fn player(&self, color: tabiya_engine::Color) -> i64 {
        match color {
            tabiya_engine::Color::White => self.white,
            tabiya_engine::Color::Black => self.black,
        }
    }

    /// The opponent of `player`.
    pub fn opponent(&self, player: i64) -> i64 {
        if self.white == player {
            self.black
        } else {
            self.white
        }
    }
}

table_row! {
    /// The columns of `games` that [`game_row`] reads.
    game_columns, fn game_row -> GameRow {
        id,
        variant,
        options,
        start_fen,
        white,
        black,
        channel,
        days,
        deadline,
        status,
        result,
        reason,
        draw_offer,
        version,
        increment,
        cap,
        rated,
        white_bank,
        black_bank,
        takeback_offer,
        draw_blocked,
        moved_at,
        moved_by,
        created_at,
        computer_level: Option<i64>,
        computer_side: Option<String>,
    } => GameRow {
        id,
        variant,
        options,
        start_fen,
        white,
        black,
        channel,
        time: TimeControl {
            days,
            increment,
            cap,
        },
        deadline,
        status,
        result,
        reason,
        draw_offer,
        version,
        rated,
        banks: [white_bank, black_bank],
        takeback_offer,
        draw_blocked,
        moved_at,
        moved_by,
        created_at,
        computer: computer_level.zip(computer_side).map(|(l, s)| {
            let side = if s == "b" {
                tabiya_engine::Color::Black
            } else {
                tabiya_engine::Color::White
            };
            (l.clamp(1, 8) as u8, side)
        }),
    }
}

/// A game about to start.
#[derive(Debug, Clone)]
pub struct NewGame<'a> {
    /// Tabiya's game id.
    pub variant: &'a str,
    /// Rule options, space separated.
    pub options: &'a str,
    /// The first player.
    pub white: i64,
    /// The second player.
    pub black: i64,
    /// Where.
    pub channel: &'a str,
    /// The time control.
    pub time: TimeControl,
    /// Rated (or casual).
    pub rated: bool,
    /// The deadline of the player who moves first (`None`: the computer moves first).
    pub deadline: Option<i64>,
    /// The position it starts from, as FEN (`None`: the game's own start).
    pub start_fen: Option<&'a str>,
    /// Against the computer: its level and side.
    pub computer: Option<(u8, tabiya_engine::Color)>,
}

/// Creates a game; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert_game(db: &Db, g: &NewGame<'_>, now: i64) -> Result<i64, StorageError> {
    let conn = &db.conn;
    // Fischer clocks start full.
    let bank = g.time.increment.map(|_| g.time.days * 86_400);
    Ok(conn.insert(
        "INSERT INTO games (variant, options, white, black, channel, days, deadline, created_at,
                            increment, cap, rated, white_bank, black_bank, start_fen,
                            computer_level, computer_side)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, ?13, ?14, ?15)",
        params![
            g.variant,
            g.options,
            g.white,
            g.black,
            g.channel,
            g.time.days,
            g.deadline,
            now,
            g.time.increment,
            g.time.cap,
            g.rated,
            bank,
            g.start_fen,
            g.computer.map(|(l, _)| l),
            g.computer.map(|(_, c)| match c {
                tabiya_engine::Color::White => "w",
                tabiya_engine::Color::Black => "b",
            })
        ],
    )?)
}

/// One game.
///
/// # Errors
/// [`StorageError::Database`].
pub fn game(db: &Db, id: i64) -> Result<Option<GameRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = ?1"
        ))?
        .query_row([id], game_row)
        .optional()?)
}

/// The active games of `player`, in `channel` if given, earliest deadline first (from the
/// player indexes).
///
/// # Errors
/// [`StorageError::Database`].
pub fn active_games(
    db: &Db,
    player: i64,
    channel: Option<&str>,
) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut rows: Vec<GameRow> = match channel {
        Some(channel) => conn
            .prepare_cached(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games
                 WHERE (white = ?1 OR black = ?1) AND status = 'active' AND channel = ?2"
            ))?
            .query_map(params![player, channel], game_row)?
            .collect::<Result<_, _>>()?,
        None => conn
            .prepare_cached(concat!(
                "SELECT ",
                game_columns!(),
                " FROM games WHERE (white = ?1 OR black = ?1) AND status = 'active'"
            ))?
            .query_map(params![player], game_row)?
            .collect::<Result<_, _>>()?,
    };
    // Sorted here rather than by SQLite: a move looks up its one game, and a sorter for a
    // single row costs more than the look-up. No deadline (a paused game's) comes first,
    // as SQLite orders NULL.
    rows.sort_by_key(|g| (g.deadline, g.id));
    Ok(rows)
}

/// The player's most recent game in `channel`, finished or not.
///
/// # Errors
/// [`StorageError::Database`].
pub fn latest_game(db: &Db, player: i64, channel: &str) -> Result<Option<GameRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!("SELECT ", game_columns!(), " FROM games WHERE (white = ?1 OR black = ?1) AND channel = ?2 ORDER BY id DESC LIMIT 1"),
            params![player, channel],
            game_row,
        )
        .optional()?)
}

/// The record of a game, in order (empty for a game that does not exist).
///
/// # Errors
/// [`StorageError::Database`].
pub fn actions(db: &Db, game_id: i64) -> Result<Vec<String>, StorageError> {
    let conn = &db.conn;
    let record: Option<String> = conn
        .prepare_cached("SELECT record FROM games WHERE id = ?1")?
        .query_row([game_id], |r| r.get("record"))
        .optional()?;
    Ok(record
        .as_deref()
        .map(|r| r.lines().map(str::to_owned).collect())
        .unwrap_or_default())
}

/// When each action of a game's record was made (unix seconds), in order.
///
/// # Errors
/// [`StorageError::Database`]; [`StorageError::Corrupt`] if a stored time does not parse.
pub fn action_times(db: &Db, game_id: i64) -> Result<Vec<i64>, StorageError> {
    let conn = &db.conn;
    let Some((created, times)) = conn
        .prepare_cached("SELECT created_at, record_at FROM games WHERE id = ?1")?
        .query_row([game_id], |r| {
            Ok((
                r.get::<_, i64>("created_at")?,
                r.get::<_, String>("record_at")?,
            ))
        })
        .optional()?
    else {
        return Ok(Vec::new());
    };
    times
        .split_whitespace()
        .map(|t| {
            t.parse::<i64>()
                .map(|t| created + t)
                .map_err(|_| StorageError::Corrupt(format!("game #{game_id}: time `{t}`")))
        })
        .collect()
}

/// Appends an action to a game's record, made by player `by` (`None`: the scheduler), if
/// the game is still at `version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn append_action(
    db: &Db,
    game_id: i64,
    version: i64,
    action: &str,
    by: Option<i64>,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(concat!(
            "UPDATE games SET version = version + 1, moved_at = ?3, moved_by = ?4, ",
            append_record!(),
            " WHERE id = ?1 AND version = ?2"
        ))?
        .execute(params![game_id, version, now, by, action])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// Appends an action and writes the game's new clock and offers (as [`save_state`]) in one
/// update, if the game is still at `g.version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn advance(db: &Db, g: &GameRow, action: &str, by: i64, now: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(concat!(
            "UPDATE games SET deadline = ?6, draw_offer = ?7, takeback_offer = ?8, draw_blocked = ?9,
                              white_bank = ?10, black_bank = ?11,
                              reminded = CASE WHEN deadline IS NOT DISTINCT FROM ?6 THEN reminded ELSE 0 END,
                              version = version + 1, moved_at = ?3, moved_by = ?4, ",
            append_record!(),
            " WHERE id = ?1 AND version = ?2"
        ))?
        .execute(params![
            g.id,
            g.version,
            now,
            by,
            action,
            g.deadline,
            g.draw_offer,
            g.takeback_offer,
            g.draw_blocked,
            g.banks[0],
            g.banks[1],
        ])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// The scheduler's three reads of `games`, each served by the `games_by_wake` index
/// (`wake_at` is the reminder time until the player to move is reminded, then the deadline):
/// the next wake-up, the games whose deadline has passed, and the players due a reminder.
/// Public so a test can hold their query plans to the index.
pub const SCHEDULER_QUERIES: [&str; 3] = [
    "SELECT MIN(wake_at) AS next_wake FROM games WHERE wake_at IS NOT NULL",
    concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE wake_at IS NOT NULL AND wake_at <= ?1 AND deadline <= ?1 ORDER BY deadline"
    ),
    concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE wake_at IS NOT NULL AND wake_at <= ?1 AND reminded = 0 AND deadline > ?1
         ORDER BY deadline"
    ),
];

/// The next time any active game needs the scheduler: its player's reminder, or (once
/// reminded) its deadline. Read from the index; nothing is scanned.
///
/// # Errors
/// [`StorageError::Database`].
pub fn next_game_wake(db: &Db) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(SCHEDULER_QUERIES[0])?
        .query_row(params![], |r| r.get("next_wake"))?)
}

/// Every game's id, in order (for consistency checks).
///
/// # Errors
/// [`StorageError::Database`].
pub fn all_game_ids(db: &Db) -> Result<Vec<i64>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare("SELECT id FROM games ORDER BY id")?;
    let ids = st.query_map(params![], |r| r.get("id"))?;
    Ok(ids.collect::<Result<_, _>>()?)
}

/// The games in play with a computer's seat, by id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn computer_games(db: &Db) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        game_columns!(),
        " FROM games WHERE computer_level IS NOT NULL AND status = 'active' ORDER BY id"
    ))?;
    let rows = st.query_map(params![], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active games whose deadline is at or before `t`, earliest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn games_due(db: &Db, t: i64) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(SCHEDULER_QUERIES[1])?;
    let rows = st.query_map([t], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Active games whose reminder time ([`next_game_wake`]) has come and whose deadline has
/// not, their player not yet reminded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn games_to_remind(db: &Db, now: i64) -> Result<Vec<GameRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(SCHEDULER_QUERIES[2])?;
    let rows = st.query_map(params![now], game_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Records that the player to move was reminded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn mark_reminded(db: &Db, game_id: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("UPDATE games SET reminded = 1 WHERE id = ?1", [game_id])?;
    Ok(())
}

/// Writes a game's clock and offers: deadline, Fischer banks, draw and takeback offers. The
/// reminder is re-armed when the deadline moves.
///
/// # Errors
/// [`StorageError::Database`].
pub fn save_state(db: &Db, g: &GameRow) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "UPDATE games SET deadline = ?2, draw_offer = ?3, takeback_offer = ?4, draw_blocked = ?5,
                          white_bank = ?6, black_bank = ?7,
                          reminded = CASE WHEN deadline IS NOT DISTINCT FROM ?2 THEN reminded ELSE 0 END
         WHERE id = ?1",
    )?
    .execute(params![
        g.id,
        g.deadline,
        g.draw_offer,
        g.takeback_offer,
        g.draw_blocked,
        g.banks[0],
        g.banks[1]
    ])?;
    Ok(())
}

/// Takes the record of a game back to its first `keep` actions, if the game is still at
/// `version` (else [`StorageError::Conflict`]).
///
/// # Errors
/// [`StorageError`].
pub fn truncate_actions(
    db: &Db,
    game_id: i64,
    version: i64,
    keep: usize,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    let Some((record, at)) = conn
        .prepare_cached("SELECT record, record_at FROM games WHERE id = ?1 AND version = ?2")?
        .query_row(params![game_id, version], |r| {
            Ok((
                r.get::<_, String>("record")?,
                r.get::<_, String>("record_at")?,
            ))
        })
        .optional()?
    else {
        return Err(StorageError::Conflict);
    };
    let record: Vec<&str> = record.lines().take(keep).collect();
    let at: Vec<&str> = at.split_whitespace().take(keep).collect();
    conn.prepare_cached(
        "UPDATE games SET version = version + 1, record = ?3, record_at = ?4
         WHERE id = ?1 AND version = ?2",
    )?
    .execute(params![game_id, version, record.join("\n"), at.join(" ")])?;
    Ok(())
}

/// Removes records of handled events older than `before` (redeliveries come within minutes).
///
/// # Errors
/// [`StorageError::Database`].
pub fn prune_events(db: &Db, before: i64) -> Result<usize, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("DELETE FROM events WHERE at < ?1")?
        .execute([before])?)
}

/// Ends a game in play. A game ends once: one already over (another process, another
/// command got there first) is a [`StorageError::Conflict`] and the caller's transaction is
/// rolled back.
///
/// # Errors
/// [`StorageError`].
pub fn finish_game(db: &Db, game_id: i64, result: &str, reason: &str) -> Result<(), StorageError> {
    let conn = &db.conn;
    let changed = conn
        .prepare_cached(
            "UPDATE games SET status = 'finished', result = ?2, reason = ?3, deadline = NULL, draw_offer = NULL,
                              version = version + 1
             WHERE id = ?1 AND status = 'active'",
        )?
        .execute(params![game_id, result, reason])?;
    if changed == 0 {
        return Err(StorageError::Conflict);
    }
    Ok(())
}

/// The stored replies of an event already handled.
///
/// # Errors
/// [`StorageError::Database`].
pub fn event_replies(
    db: &Db,
    platform: &str,
    event_id: &str,
) -> Result<Option<String>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT replies FROM events WHERE platform = ?1 AND event_id = ?2")?
        .query_row(params![platform, event_id], |r| r.get("replies"))
        .optional()?)
}

/// Records an event as handled, with its replies.
///
/// # Errors
/// [`StorageError::Database`].
pub fn record_event(
    db: &Db,
    platform: &str,
    event_id: &str,
    replies: &str,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "INSERT INTO events (platform, event_id, replies, at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (platform, event_id) DO UPDATE SET replies = excluded.replies, at = excluded.at",
    )?
    .execute(params![platform, event_id, replies, now])?;
    Ok(())
}

/// Records that `channel` is `platform`'s (the first platform a command came from it on
/// keeps it).
///
/// # Errors
/// [`StorageError::Database`].
pub fn note_channel(db: &Db, channel: &str, platform: &str) -> Result<(), StorageError> {
    db.conn
        .prepare_cached(
            "INSERT INTO channels (channel, platform) VALUES (?1, ?2) ON CONFLICT (channel) DO NOTHING",
        )?
        .execute(params![channel, platform])?;
    Ok(())
}

/// Keeps the locale `channel`'s platform gives it (a Discord server's preferred locale).
///
/// # Errors
/// [`StorageError::Database`].
pub fn note_channel_locale(db: &Db, channel: &str, locale: &str) -> Result<(), StorageError> {
    db.conn
        .prepare_cached(
            "UPDATE channels SET locale = ?2 WHERE channel = ?1 AND (locale IS NULL OR locale <> ?2)",
        )?
        .execute(params![channel, locale])?;
    Ok(())
}

/// Sets the language `channel`'s posts are written in (a moderator's choice).
///
/// # Errors
/// [`StorageError::Database`].
pub fn set_channel_language(db: &Db, channel: &str, language: &str) -> Result<(), StorageError> {
    db.conn
        .prepare_cached("UPDATE channels SET language = ?2 WHERE channel = ?1")?
        .execute(params![channel, language])?;
    Ok(())
}

/// The language a moderator chose for `channel`, else the locale its platform gave it.
///
/// # Errors
/// [`StorageError::Database`].
pub fn channel_language(db: &Db, channel: &str) -> Result<Option<String>, StorageError> {
    Ok(db
        .conn
        .prepare_cached(
            "SELECT COALESCE(language, locale) AS language FROM channels WHERE channel = ?1",
        )?
        .query_row([channel], |r| r.get("language"))
        .optional()?
        .flatten())
}

/// The platform `channel` is recorded as (none for a channel no command came from).
///
/// # Errors
/// [`StorageError::Database`].
pub fn channel_platform(db: &Db, channel: &str) -> Result<Option<String>, StorageError> {
    Ok(db
        .conn
        .prepare_cached("SELECT platform FROM channels WHERE channel = ?1")?
        .query_row([channel], |r| r.get("platform"))
        .optional()?)
}

/// Queues a notification.
///
/// # Errors
/// [`StorageError::Database`].
pub fn push_outbox(
    db: &Db,
    platform: &str,
    channel: &str,
    recipient: Option<&str>,
    message: &Msg,
    game_id: Option<i64>,
    now: i64,
) -> Result<(), StorageError> {
    let post = Post {
        channel,
        recipient,
        message: Some(message),
        game_id,
        ..Post::default()
    };
    insert_post(db, platform, &post, now)
}

/// A row of the outbox as written: where, to whom, what, and what picture goes with it (a
/// game's board, an analysis's chart, a race's board, or none).
#[derive(Default)]
struct Post<'a> {
    channel: &'a str,
    recipient: Option<&'a str>,
    message: Option<&'a Msg>,
    game_id: Option<i64>,
    analysis: Option<i64>,
    race: Option<i64>,
}

/// A message as the outbox stores it: JSON.
fn stored_message(message: &Msg) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// A message the outbox stored; none where it cannot be read (its English body remains).
fn read_message(text: &str) -> Option<Msg> {
    serde_json::from_str(text).ok()
}

/// Writes `post` to `platform`'s outbox: the one statement every kind of post goes through.
fn insert_post(db: &Db, platform: &str, post: &Post<'_>, now: i64) -> Result<(), StorageError> {
    db.conn
        .prepare_cached(
            "INSERT INTO outbox (channel, recipient, body, message, game_id, analysis, race, created_at, platform) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            post.channel,
            post.recipient,
            post.message.map(english).unwrap_or_default(),
            post.message.map(stored_message),
            post.game_id,
            post.analysis,
            post.race,
            now,
            platform
        ])?;
    Ok(())
}

/// Queues an analysis's post for `channel`: its text, with its chart.
///
/// # Errors
/// [`StorageError::Database`].
pub fn push_analysis_post(
    db: &Db,
    platform: &str,
    channel: &str,
    message: &Msg,
    game_id: i64,
    analysis: i64,
    now: i64,
) -> Result<(), StorageError> {
    let post = Post {
        channel,
        message: Some(message),
        game_id: Some(game_id),
        analysis: Some(analysis),
        ..Post::default()
    };
    insert_post(db, platform, &post, now)
}

/// Queues a post of an Ashtapada race for `channel` (mentioning `recipient`), with the race's
/// board.
///
/// # Errors
/// [`StorageError::Database`].
pub fn push_race_post(
    db: &Db,
    platform: &str,
    channel: &str,
    recipient: Option<&str>,
    message: &Msg,
    race: i64,
    now: i64,
) -> Result<(), StorageError> {
    let post = Post {
        channel,
        recipient,
        message: Some(message),
        race: Some(race),
        ..Post::default()
    };
    insert_post(db, platform, &post, now)
}

/// An analysis: its game, the game's version it judges, where it was asked for, who asked,
/// and its result (JSON; `None` while it waits).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisRow {
    /// Id.
    pub id: i64,
    /// The game.
    pub game_id: i64,
    /// The game's version it judges.
    pub version: i64,
    /// Where it is posted.
    pub channel: String,
    /// Who asked.
    pub requested_by: i64,
    /// The judged moves (JSON), once done.
    pub result: Option<String>,
}

table_row! {
    /// The columns of `analyses` that [`analysis_row`] reads.
    analysis_columns, fn analysis_row -> AnalysisRow {
        id, game_id, version, channel, requested_by, result,
    } => AnalysisRow {
        id,
        game_id,
        version,
        channel,
        requested_by,
        result,
    }
}

/// Asks for an analysis of `game_id` at `version`; returns its id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn insert_analysis(
    db: &Db,
    game_id: i64,
    version: i64,
    channel: &str,
    by: i64,
    now: i64,
) -> Result<i64, StorageError> {
    let conn = &db.conn;
    Ok(conn.insert(
        "INSERT INTO analyses (game_id, version, channel, requested_by, requested_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![game_id, version, channel, by, now],
    )?)
}

/// The latest analysis of `game_id` at `version`, done or waiting.
///
/// # Errors
/// [`StorageError::Database`].
pub fn analysis_of(
    db: &Db,
    game_id: i64,
    version: i64,
) -> Result<Option<AnalysisRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            analysis_columns!(),
            " FROM analyses
             WHERE game_id = ?1 AND version = ?2 ORDER BY id DESC LIMIT 1"
        ))?
        .query_row(params![game_id, version], analysis_row)
        .optional()?)
}

/// One analysis by id.
///
/// # Errors
/// [`StorageError::Database`].
pub fn analysis(db: &Db, id: i64) -> Result<Option<AnalysisRow>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(concat!(
            "SELECT ",
            analysis_columns!(),
            " FROM analyses WHERE id = ?1"
        ))?
        .query_row([id], analysis_row)
        .optional()?)
}

/// The analyses waiting for a worker, oldest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn waiting_analyses(db: &Db) -> Result<Vec<AnalysisRow>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        analysis_columns!(),
        " FROM analyses
         WHERE result IS NULL ORDER BY id"
    ))?;
    let rows = st.query_map(params![], analysis_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Keeps an analysis's result, with the game's version it judged.
///
/// # Errors
/// [`StorageError::Database`].
pub fn finish_analysis(db: &Db, id: i64, version: i64, result: &str) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached("UPDATE analyses SET result = ?3, version = ?2 WHERE id = ?1")?
        .execute(params![id, version, result])?;
    Ok(())
}

/// Queues a direct message to one person (a digest, a private notice).
///
/// # Errors
/// [`StorageError::Database`].
pub fn push_direct(
    db: &Db,
    platform: &str,
    recipient: &str,
    message: &Msg,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached("INSERT INTO outbox (channel, recipient, body, message, created_at, direct, platform) VALUES ('', ?1, ?2, ?3, ?4, 1, ?5)")?
        .execute(params![recipient, english(message), stored_message(message), now, platform])?;
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
    /// What, in English.
    pub body: String,
    /// What, as the catalogue's message (rows queued before messages were kept have none).
    pub message: Option<Msg>,
    /// The game whose board goes with it.
    pub game_id: Option<i64>,
    /// For the recipient alone (a direct message), not the channel.
    pub direct: bool,
    /// The analysis whose chart goes with it (instead of the board).
    pub analysis: Option<i64>,
    /// The Ashtapada race whose board goes with it.
    pub race: Option<i64>,
    /// The language to word it in (a catalogue's tag), as the service gives it out.
    pub lang: &'static str,
}

table_row! {
    /// The columns of `outbox` that [`outbox_item`] reads.
    outbox_columns, fn outbox_item -> OutboxItem {
        id, channel, recipient, body, message: Option<String>, game_id, direct, analysis, race,
    } => OutboxItem {
        id,
        channel,
        recipient,
        body,
        message: message.as_deref().and_then(read_message),
        game_id,
        direct,
        analysis,
        race,
        lang: "en",
    }
}

/// The notifications queued for `platform`, oldest first.
///
/// # Errors
/// [`StorageError::Database`].
pub fn outbox(db: &Db, platform: &str) -> Result<Vec<OutboxItem>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        outbox_columns!(),
        " FROM outbox WHERE platform = ?1 ORDER BY id"
    ))?;
    let rows = st.query_map([platform], outbox_item)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Claims up to 100 of `platform`'s notifications for `claimant` until `until` (ms) — those
/// no one claims, whose claim lapsed by `now`, or already `claimant`'s — and returns them,
/// oldest first. Rows another process is claiming at this moment are skipped, not waited for
/// (PostgreSQL's `SKIP LOCKED`; SQLite has one writer at a time).
///
/// # Errors
/// [`StorageError::Database`].
pub fn claim_outbox(
    db: &Db,
    platform: &str,
    claimant: &str,
    now: i64,
    until: i64,
) -> Result<Vec<OutboxItem>, StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "UPDATE outbox SET claimed_by = ?2, claimed_until = ?3
         WHERE id IN (SELECT id FROM outbox
                      WHERE platform = ?1 AND (claimed_until IS NULL OR claimed_until <= ?4 OR claimed_by = ?2)
                      ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED)",
    )?
    .execute(params![platform, claimant, until, now])?;
    let mut st = conn.prepare_cached(concat!(
        "SELECT ",
        outbox_columns!(),
        " FROM outbox
         WHERE platform = ?1 AND claimed_by = ?2 ORDER BY id"
    ))?;
    let rows = st.query_map(params![platform, claimant], outbox_item)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The tables whose rows the scheduler claims before it works on them (see
/// [`claim_scheduled`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheduled {
    /// Reminders and timeouts.
    Games,
    /// A race's reminders, timeouts and lapsed invitations.
    Races,
    /// Round deadlines.
    Tournaments,
    /// Daily digests.
    Players,
    /// Lapsed challenges.
    Challenges,
}

/// The claim and release statements of each scheduled table, written once.
macro_rules! scheduled_sql {
    ($table:literal) => {
        [
            concat!(
                "UPDATE ",
                $table,
                " SET claimed_by = ?2, claimed_until = ?3 WHERE id = (SELECT id FROM ",
                $table,
                " WHERE id = ?1 AND (claimed_until IS NULL OR claimed_until <= ?4 OR claimed_by = ?2)
                 FOR UPDATE SKIP LOCKED)"
            ),
            concat!(
                "UPDATE ",
                $table,
                " SET claimed_by = NULL, claimed_until = NULL WHERE id = ?1"
            ),
        ]
    };
}

impl Scheduled {
    fn sql(self) -> [&'static str; 2] {
        match self {
            Scheduled::Games => scheduled_sql!("games"),
            Scheduled::Races => scheduled_sql!("races"),
            Scheduled::Tournaments => scheduled_sql!("tournaments"),
            Scheduled::Players => scheduled_sql!("players"),
            Scheduled::Challenges => scheduled_sql!("challenges"),
        }
    }
}

/// Claims row `id` of `table` for `claimant` until `until` (ms), unless another claimant
/// holds it past `now` (ms) or — on PostgreSQL — another transaction has it locked at this
/// moment (`FOR UPDATE SKIP LOCKED`: the claim never waits). Whether `claimant` now holds it.
/// Run outside a transaction, so the claim is seen by every process at once.
///
/// # Errors
/// [`StorageError::Database`].
pub fn claim_scheduled(
    db: &Db,
    table: Scheduled,
    id: i64,
    claimant: &str,
    now: i64,
    until: i64,
) -> Result<bool, StorageError> {
    let n = db
        .conn
        .prepare_cached(table.sql()[0])?
        .execute(params![id, claimant, until, now])?;
    Ok(n == 1)
}

/// Clears the claim on row `id` of `table` (in the transaction that did its work).
///
/// # Errors
/// [`StorageError::Database`].
pub fn release_scheduled(db: &Db, table: Scheduled, id: i64) -> Result<(), StorageError> {
    db.conn.prepare_cached(table.sql()[1])?.execute([id])?;
    Ok(())
}

/// Removes a delivered notification.
///
/// # Errors
/// [`StorageError::Database`].
pub fn delete_outbox(db: &Db, id: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("DELETE FROM outbox WHERE id = ?1", [id])?;
    Ok(())
}

/// Records the thread a game lives in on `platform` (the first one recorded stays).
///
/// # Errors
/// [`StorageError::Database`].
pub fn link_thread(
    db: &Db,
    platform: &str,
    game_id: i64,
    channel: &str,
    thread: &str,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "INSERT INTO threads (platform, game_id, channel, thread) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT DO NOTHING",
    )?
    .execute(params![platform, game_id, channel, thread])?;
    Ok(())
}

/// The thread of a game on `platform`, if one was recorded.
///
/// # Errors
/// [`StorageError::Database`].
pub fn thread_of(db: &Db, platform: &str, game_id: i64) -> Result<Option<String>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT thread FROM threads WHERE platform = ?1 AND game_id = ?2")?
        .query_row(params![platform, game_id], |r| r.get("thread"))
        .optional()?)
}

/// The game living in `thread` on `platform`.
///
/// # Errors
/// [`StorageError::Database`].
pub fn game_of_thread(db: &Db, platform: &str, thread: &str) -> Result<Option<i64>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT game_id FROM threads WHERE platform = ?1 AND thread = ?2")?
        .query_row(params![platform, thread], |r| r.get("game_id"))
        .optional()?)
}

/// The game a thread belongs to, and the channel the thread is in.
///
/// # Errors
/// [`StorageError::Database`].
pub fn thread_home(
    db: &Db,
    platform: &str,
    thread: &str,
) -> Result<Option<(i64, String)>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached("SELECT game_id, channel FROM threads WHERE platform = ?1 AND thread = ?2")?
        .query_row(params![platform, thread], |r| {
            Ok((r.get("game_id")?, r.get("channel")?))
        })
        .optional()?)
}

/// Records that the bot's message `post` shows a game or a challenge.
///
/// # Errors
/// [`StorageError::Database`].
pub fn record_post(
    db: &Db,
    platform: &str,
    post: &str,
    game_id: Option<i64>,
    challenge_id: Option<i64>,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "INSERT INTO posts (platform, post, game_id, challenge_id, at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (platform, post) DO UPDATE SET game_id = excluded.game_id,
             challenge_id = excluded.challenge_id, at = excluded.at",
    )?
    .execute(params![platform, post, game_id, challenge_id, now])?;
    Ok(())
}

/// What a message of the bot's is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PostSubject {
    /// The game it shows.
    pub game: Option<i64>,
    /// The challenge it announces.
    pub challenge: Option<i64>,
}

/// The game and the challenge a message of the bot's is about.
///
/// # Errors
/// [`StorageError::Database`].
pub fn post_subject(
    db: &Db,
    platform: &str,
    post: &str,
) -> Result<Option<PostSubject>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .prepare_cached(
            "SELECT game_id, challenge_id FROM posts WHERE platform = ?1 AND post = ?2",
        )?
        .query_row(params![platform, post], |r| {
            Ok(PostSubject {
                game: r.get("game_id")?,
                challenge: r.get("challenge_id")?,
            })
        })
        .optional()?)
}

/// Saves (or replaces) a player's named arrangement for a game.
///
/// # Errors
/// [`StorageError::Database`].
pub fn save_arrangement(
    db: &Db,
    player: i64,
    variant: &str,
    name: &str,
    drops: &str,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "INSERT INTO arrangements (player, variant, name, drops) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (player, variant, name) DO UPDATE SET drops = excluded.drops",
        params![player, variant, name, drops],
    )?;
    Ok(())
}

/// A player's saved arrangements for a game, by name.
///
/// # Errors
/// [`StorageError::Database`].
pub fn arrangements(
    db: &Db,
    player: i64,
    variant: &str,
) -> Result<Vec<(String, String)>, StorageError> {
    let conn = &db.conn;
    let mut st = conn.prepare_cached(
        "SELECT name, drops FROM arrangements WHERE player = ?1 AND variant = ?2 ORDER BY name",
    )?;
    let rows = st.query_map(params![player, variant], |r| {
        Ok((r.get("name")?, r.get("drops")?))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Takes or renews the lease `name` for `holder` until `until` (milliseconds), if it is free,
/// lapsed by `now`, or already `holder`'s; whether `holder` holds it now.
///
/// # Errors
/// [`StorageError::Database`].
pub fn take_lease(
    db: &Db,
    name: &str,
    holder: &str,
    now: i64,
    until: i64,
) -> Result<bool, StorageError> {
    let conn = &db.conn;
    conn.prepare_cached(
        "INSERT INTO leases (name, holder, expires_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE leases.holder = excluded.holder OR leases.expires_at <= ?4",
    )?
    .execute(params![name, holder, until, now])?;
    let now_holder: String = conn
        .prepare_cached("SELECT holder FROM leases WHERE name = ?1")?
        .query_row([name], |r| r.get("holder"))?;
    Ok(now_holder == holder)
}

/// Gives the lease `name` up, if `holder` holds it.
///
/// # Errors
/// [`StorageError::Database`].
pub fn release_lease(db: &Db, name: &str, holder: &str) -> Result<(), StorageError> {
    db.conn
        .prepare_cached("DELETE FROM leases WHERE name = ?1 AND holder = ?2")?
        .execute(params![name, holder])?;
    Ok(())
}
