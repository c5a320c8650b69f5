//! Channels: each one's platform and language, the game threads in them, and which game a post
//! belongs to.

use super::sql::{params, OptionalExtension};
use super::{Db, StorageError};

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
