//! `tabiya migrate`: a community's SQLite database copied into an empty PostgreSQL one, in
//! one transaction, and checked by reading every game back from both.

use super::sql::{self, params, Value};
use super::{Db, StorageError};

/// The tables, parents before the rows that refer to them.
const TABLES: &[&str] = &[
    "players",
    "challenges",
    "games",
    "analyses",
    "arrangements",
    "events",
    "threads",
    "posts",
    "ratings",
    "rating_history",
    "tournaments",
    "tournament_players",
    "tournament_games",
    "tournament_replacements",
    "tournament_byes",
    "identities",
    "link_requests",
    "races",
    "race_seats",
    "race_actions",
    // Each channel's platform, language and place locale.
    "channels",
    // After the games, analyses and races its posts carry the pictures of.
    "outbox",
];

/// The tables left behind: who holds which work now (a lease names a running process of the
/// old database, and lapses).
#[cfg(test)]
const NOT_COPIED: &[&str] = &["leases"];

/// The tables whose `id` the database numbers.
const NUMBERED: &[&str] = &[
    "players",
    "challenges",
    "games",
    "analyses",
    "outbox",
    "tournaments",
    "races",
];

/// What a copy moved and checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copied {
    /// Rows copied, table by table.
    pub rows: Vec<(&'static str, usize)>,
    /// Games read back from both databases and found the same (row, record, times).
    pub games_checked: usize,
}

/// Copies every row of `from` (SQLite) into `to` (PostgreSQL, at the same schema version and
/// holding no players yet), then reads every game back from both and compares them.
///
/// # Errors
/// [`StorageError`]; nothing is kept in `to` unless every row was copied and every game
/// matched.
pub fn copy(from: &Db, to: &Db) -> Result<Copied, StorageError> {
    if from.is_postgres() || !to.is_postgres() {
        return Err(StorageError::Unsupported(
            "a copy goes from a SQLite file to a PostgreSQL database",
        ));
    }
    let players: i64 =
        to.conn
            .query_row("SELECT count(*) AS players FROM players", params![], |r| {
                r.get("players")
            })?;
    if players > 0 {
        return Err(StorageError::Unsupported(
            "copying into a PostgreSQL database that already holds players (give an empty one)",
        ));
    }
    // One read transaction on SQLite: a consistent picture even if the bot still runs.
    from.conn.execute_batch("BEGIN")?;
    let result = copy_rows(from, to);
    let _ = from.conn.execute_batch("COMMIT");
    result
}

fn copy_rows(from: &Db, to: &Db) -> Result<Copied, StorageError> {
    super::begin(to)?;
    let copied = (|| -> Result<Copied, StorageError> {
        let mut rows = Vec::new();
        for &table in TABLES {
            // The columns PostgreSQL stores (a generated one is computed there again).
            let columns: Vec<String> = to
                .conn
                .prepare(
                    "SELECT column_name FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = ?1
                       AND is_generated = 'NEVER'
                     ORDER BY ordinal_position",
                )?
                .query_map([table], |r| r.get("column_name"))?
                .collect::<sql::Result<_>>()?;
            let list = columns.join(", ");
            let values: Vec<Vec<Value>> = from
                .conn
                .prepare(&format!("SELECT {list} FROM {table}"))?
                .query_map(params![], |r| {
                    (0..columns.len()).map(|i| r.get::<_, Value>(i)).collect()
                })?
                .collect::<sql::Result<_>>()?;
            let marks: Vec<String> = (1..=columns.len()).map(|i| format!("?{i}")).collect();
            let insert = format!("INSERT INTO {table} ({list}) VALUES ({})", marks.join(", "));
            let mut st = to.conn.prepare(&insert)?;
            for row in &values {
                let refs: Vec<&dyn sql::ToSql> = row.iter().map(|v| v as &dyn sql::ToSql).collect();
                st.execute(refs)?;
            }
            rows.push((table, values.len()));
        }
        // New rows are numbered on from the copied ones.
        for &table in NUMBERED {
            to.conn.execute(
                &format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'),
                                   COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)"
                ),
                params![],
            )?;
        }
        let games_checked = check_games(from, to)?;
        Ok(Copied {
            rows,
            games_checked,
        })
    })();
    match copied {
        Ok(c) => {
            super::commit(to)?;
            Ok(c)
        }
        Err(e) => {
            super::rollback(to);
            Err(e)
        }
    }
}

/// Every game read from both databases as the service reads it: the same row, the same
/// record and the same times. The number of games.
fn check_games(from: &Db, to: &Db) -> Result<usize, StorageError> {
    let ids: Vec<i64> = from
        .conn
        .prepare("SELECT id FROM games ORDER BY id")?
        .query_map(params![], |r| r.get("id"))?
        .collect::<sql::Result<_>>()?;
    for &id in &ids {
        let a = super::game(from, id)?;
        let b = super::game(to, id)?;
        let same = format!("{a:?}") == format!("{b:?}")
            && super::actions(from, id)? == super::actions(to, id)?
            && super::action_times(from, id)? == super::action_times(to, id)?;
        if !same {
            return Err(StorageError::Corrupt(format!(
                "game #{id} reads differently after the copy; nothing was kept"
            )));
        }
    }
    Ok(ids.len())
}

#[cfg(test)]
mod tests {
    use super::{NOT_COPIED, TABLES};

    /// Every table of the schema (but the schema's own version and the leases of running
    /// processes) is copied.
    #[test]
    fn every_table_of_the_schema_is_copied() {
        let db = super::super::open(std::path::Path::new(":memory:")).expect("database");
        let tables: Vec<String> = db
            .conn
            .prepare(
                "SELECT name FROM sqlite_master WHERE type = 'table'
                   AND name NOT LIKE 'sqlite_%' AND name <> 'schema_version'
                 ORDER BY name",
            )
            .expect("query")
            .query_map(super::params![], |r| r.get("name"))
            .expect("rows")
            .collect::<super::sql::Result<_>>()
            .expect("names");
        let missing: Vec<&String> = tables
            .iter()
            .filter(|t| !TABLES.contains(&t.as_str()) && !NOT_COPIED.contains(&t.as_str()))
            .collect();
        assert!(
            !tables.is_empty() && missing.is_empty(),
            "not copied: {missing:?}"
        );
    }
}
