//! The outbox: notices waiting for their platform to deliver them, claimed by one process at a
//! time.

use super::sql::{params, table_row};
use super::{Db, StorageError};
use crate::i18n::{english, Msg};

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

/// Removes a delivered notification.
///
/// # Errors
/// [`StorageError::Database`].
pub fn delete_outbox(db: &Db, id: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("DELETE FROM outbox WHERE id = ?1", [id])?;
    Ok(())
}
