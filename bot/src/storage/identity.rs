//! One player across platforms: link requests, linked identities, and the merge of the
//! confirming identity's own records into the player who asked.

use super::sql::{params, table_row, OptionalExtension};

use super::{Db, StorageError};

/// A link asked for and not yet confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkRequest {
    /// The code the other identity sends back.
    pub code: String,
    /// The player who asked.
    pub player: i64,
    /// The identity to link: its platform and handle.
    pub platform: String,
    /// Its handle.
    pub handle: String,
    /// The code lapses then.
    pub expires_at: i64,
}

table_row! {
    /// The columns of `link_requests` that [`request_from`] reads.
    request_columns, fn request_from -> LinkRequest {
        code, player, platform, handle, expires_at,
    } => LinkRequest {
        code,
        player,
        platform,
        handle,
        expires_at,
    }
}

/// Stores a request (one per asking player: a new one replaces his old one).
///
/// # Errors
/// [`StorageError::Database`].
pub fn request(db: &Db, r: &LinkRequest) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("DELETE FROM link_requests WHERE player = ?1", [r.player])?;
    conn.execute(
        "INSERT INTO link_requests (code, player, platform, handle, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![r.code, r.player, r.platform, r.handle, r.expires_at],
    )?;
    Ok(())
}

/// The request with this code, if any (lapsed or not).
///
/// # Errors
/// [`StorageError::Database`].
pub fn request_by_code(db: &Db, code: &str) -> Result<Option<LinkRequest>, StorageError> {
    let conn = &db.conn;
    Ok(conn
        .query_row(
            concat!(
                "SELECT ",
                request_columns!(),
                " FROM link_requests WHERE code = ?1"
            ),
            [code],
            request_from,
        )
        .optional()?)
}

/// Deletes a request.
///
/// # Errors
/// [`StorageError::Database`].
pub fn drop_request(db: &Db, code: &str) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute("DELETE FROM link_requests WHERE code = ?1", [code])?;
    Ok(())
}

/// Makes (platform, handle) resolve to `player`.
///
/// # Errors
/// [`StorageError::Database`].
pub fn link(
    db: &Db,
    platform: &str,
    handle: &str,
    player: i64,
    now: i64,
) -> Result<(), StorageError> {
    let conn = &db.conn;
    conn.execute(
        "INSERT INTO identities (platform, handle, player, linked_at) VALUES (?1, ?2, ?3, ?4)",
        params![platform, handle, player, now],
    )?;
    Ok(())
}

/// Detaches a player's identity on `platform`; returns its handle, if there was one.
///
/// # Errors
/// [`StorageError::Database`].
pub fn unlink(db: &Db, player: i64, platform: &str) -> Result<Option<String>, StorageError> {
    let conn = &db.conn;
    let handle: Option<String> = conn
        .query_row(
            "SELECT handle FROM identities WHERE player = ?1 AND platform = ?2",
            params![player, platform],
            |r| r.get("handle"),
        )
        .optional()?;
    conn.execute(
        "DELETE FROM identities WHERE player = ?1 AND platform = ?2",
        params![player, platform],
    )?;
    Ok(handle)
}

/// Why two players cannot become one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MergeConflict {
    /// They have played (or are playing) each other: that game.
    Met(i64),
    /// Both are in this tournament.
    SameTournament(i64),
}

/// What would stop `gone` from merging into `keep`, if anything.
///
/// # Errors
/// [`StorageError::Database`].
pub fn conflict(db: &Db, keep: i64, gone: i64) -> Result<Option<MergeConflict>, StorageError> {
    let conn = &db.conn;
    if let Some(g) = conn
        .query_row(
            "SELECT id FROM games WHERE (white = ?1 AND black = ?2) OR (white = ?2 AND black = ?1) LIMIT 1",
            params![keep, gone],
            |r| r.get("id"),
        )
        .optional()?
    {
        return Ok(Some(MergeConflict::Met(g)));
    }
    if let Some(t) = conn
        .query_row(
            "SELECT a.tournament_id AS tournament_id FROM tournament_players a JOIN tournament_players b
             ON a.tournament_id = b.tournament_id WHERE a.player = ?1 AND b.player = ?2 LIMIT 1",
            params![keep, gone],
            |r| r.get("tournament_id"),
        )
        .optional()?
    {
        return Ok(Some(MergeConflict::SameTournament(t)));
    }
    Ok(None)
}

/// Moves everything of `gone` to `keep` — games, challenges, ratings (where both have one
/// in a game, the one with more rated games stays), rating history, tournaments, saved
/// arrangements (`keep`'s win on a name clash), identities — and deletes `gone`'s row.
/// Check [`conflict`] first.
///
/// # Errors
/// [`StorageError::Database`], e.g. a foreign key still naming `gone`.
pub fn merge(db: &Db, keep: i64, gone: i64) -> Result<(), StorageError> {
    let conn = &db.conn;
    for sql in [
        "UPDATE games SET white = ?1 WHERE white = ?2",
        "UPDATE games SET black = ?1 WHERE black = ?2",
        "UPDATE games SET draw_offer = ?1 WHERE draw_offer = ?2",
        "UPDATE games SET takeback_offer = ?1 WHERE takeback_offer = ?2",
        "UPDATE games SET draw_blocked = ?1 WHERE draw_blocked = ?2",
        "UPDATE games SET moved_by = ?1 WHERE moved_by = ?2",
        "UPDATE challenges SET challenger = ?1 WHERE challenger = ?2",
        "UPDATE challenges SET challenged = ?1 WHERE challenged = ?2",
        // The rating with more games stays.
        "DELETE FROM ratings WHERE player = ?1 AND variant IN
             (SELECT o.variant FROM ratings o JOIN ratings k ON k.variant = o.variant
              WHERE o.player = ?2 AND k.player = ?1 AND o.games > k.games)",
        "DELETE FROM ratings WHERE player = ?2 AND variant IN (SELECT variant FROM ratings WHERE player = ?1)",
        "UPDATE ratings SET player = ?1 WHERE player = ?2",
        "UPDATE rating_history SET player = ?1 WHERE player = ?2",
        "UPDATE tournaments SET organizer = ?1 WHERE organizer = ?2",
        "UPDATE tournament_players SET player = ?1 WHERE player = ?2",
        "UPDATE tournament_replacements SET old_player = ?1 WHERE old_player = ?2",
        "UPDATE tournament_replacements SET new_player = ?1 WHERE new_player = ?2",
        "UPDATE tournament_byes SET player = ?1 WHERE player = ?2",
        // An arrangement both have a name for keeps the kept player's.
        "UPDATE arrangements SET player = ?1 WHERE player = ?2 AND NOT EXISTS
             (SELECT 1 FROM arrangements k WHERE k.player = ?1 AND k.variant = arrangements.variant
              AND k.name = arrangements.name)",
        "UPDATE identities SET player = ?1 WHERE player = ?2",
    ] {
        conn.execute(sql, params![keep, gone])?;
    }
    // (Each statement binds only the parameters it names: PostgreSQL must know each one's
    // type.)
    for sql in [
        "DELETE FROM arrangements WHERE player = ?1",
        "DELETE FROM link_requests WHERE player = ?1",
        "DELETE FROM players WHERE id = ?1",
    ] {
        conn.execute(sql, params![gone])?;
    }
    Ok(())
}
