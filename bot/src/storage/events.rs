//! Handled events: each command's replies, kept so a redelivery is answered again and not
//! applied twice.

use super::sql::{params, OptionalExtension};
use super::{Db, StorageError};

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
