//! Analyses: a game's review by the computer, queued and then finished.

use super::sql::{params, table_row, OptionalExtension};
use super::{Db, StorageError};

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
