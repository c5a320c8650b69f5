//! Ratings: a player's rating in each game, its history, and two players' record against each
//! other.

use super::sql::{params, table_row, OptionalExtension};
use super::{Db, StorageError};

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
