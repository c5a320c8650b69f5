//! Storage on SQLite (the default) or PostgreSQL: the only module that imports rusqlite or
//! postgres.
//!
//! [`open`] gives a [`Db`], the one handle to the database (a file path, or a
//! `postgres://` URL); every query is a function taking `&Db`, so it works inside the
//! transaction [`begin`] opened. The queries live by feature, as the service's handlers do
//! (players, ratings, challenges, games, events, channels, outbox, analysis, races,
//! tournaments, identity); this module holds what they share (the connection, migrations,
//! transactions, the scheduler's claims, leases, the stored words of statuses) and names
//! the features' queries as its own. Each query is written once and runs on either
//! database through [`sql`]. Callers see rows and [`StorageError`]s, never SQL or a
//! connection. Migrations (`migrations/` for SQLite; for PostgreSQL `migrations/postgres/`,
//! the schema at version 22, then the later files of `migrations/`) run when the store opens; a database whose schema is newer than this code is refused
//! untouched. SQLite's PRAGMAs are set per connection.

use std::fmt;
use std::path::Path;

use rusqlite::Connection;
use sql::{params, words};

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

mod analysis;
mod challenges;
mod channels;
mod events;
mod games;
mod outbox;
mod players;
mod ratings;

pub use analysis::*;
pub use challenges::*;
pub use channels::*;
pub use events::*;
pub use games::*;
pub use outbox::*;
pub use players::*;
pub use ratings::*;

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
