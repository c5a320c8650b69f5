//! Players: who a platform's handle is, his settings and name, and when his digest is due.

use super::sql::{self, params, table_row, OptionalExtension};
use super::{Db, StorageError};
use crate::prefs::{Notation, Notify, Orientation};
use tabiya_render::PieceSet;

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
