//! The SQL the storage module speaks, over either backend: SQLite (rusqlite) or PostgreSQL
//! (the synchronous `postgres` client). Each statement is written once, with `?1`-style
//! parameters and SQL both databases run; on PostgreSQL the parameters become `$1` and each
//! statement is prepared once per connection. Values cross as [`Value`]s, so a column reads
//! the same from either database (an integer, a boolean as 0 or 1, text, bytes, a real).
//!
//! The shape follows rusqlite's (`prepare_cached`, `query_row`, `query_map`, `execute`,
//! `optional`), which is what the queries were first written against.

use std::cell::{Cell, RefCell};
use std::fmt;

/// A value going into or coming out of a statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// SQL NULL.
    Null,
    /// An integer (booleans are 0 and 1).
    Int(i64),
    /// A floating-point number.
    Real(f64),
    /// Text.
    Text(String),
    /// Bytes.
    Blob(Vec<u8>),
}

/// A failure of the database, or a value that does not read as what was asked.
#[derive(Debug)]
pub enum Error {
    /// SQLite said no.
    Sqlite(rusqlite::Error),
    /// PostgreSQL said no.
    Postgres(tokio_postgres::Error),
    /// A query that must return a row returned none.
    NoRows,
    /// Column `0` (its name, or its number from 0) is missing or does not read as asked: `1`
    /// says why.
    Type(String, String),
    /// The PostgreSQL connection was lost under this statement or its transaction (why):
    /// nothing of the transaction is kept, unless this was its `COMMIT`, whose fate is
    /// unknown. The next transaction reconnects.
    Lost(String),
    /// PostgreSQL cannot be reached now (the last attempt's why); it is tried again.
    Unavailable(String),
}

impl Error {
    /// Whether the database is away (the connection lost, or not back yet): a fault of the
    /// moment, which the service answers with "try again in a moment", not a bug.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, Error::Lost(_) | Error::Unavailable(_))
    }

    /// Whether SQLite found its disk full (SQLITE_FULL).
    pub fn is_disk_full(&self) -> bool {
        matches!(self, Error::Sqlite(e) if e.sqlite_error_code() == Some(rusqlite::ErrorCode::DiskFull))
    }

    /// Whether PostgreSQL cancelled the statement at its `statement_timeout`.
    pub fn is_timeout(&self) -> bool {
        matches!(self, Error::Postgres(e) if e.code().is_some_and(|c| c.code() == "57014"))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Sqlite(_) if self.is_disk_full() => {
                f.write_str("disk full (SQLITE_FULL): SQLite cannot write the database")
            }
            Error::Sqlite(e) => write!(f, "{e}"),
            Error::Postgres(e) => match e.as_db_error() {
                Some(db) => write!(f, "{}: {}", db.code().code(), db.message()),
                None => write!(f, "{e}"),
            },
            Error::NoRows => f.write_str("the query returned no rows"),
            Error::Type(column, what) => write!(f, "column {column}: {what}"),
            Error::Lost(why) => write!(f, "the PostgreSQL connection was lost ({why})"),
            Error::Unavailable(why) => write!(f, "PostgreSQL cannot be reached ({why})"),
        }
    }
}

impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Error {
        match e {
            rusqlite::Error::QueryReturnedNoRows => Error::NoRows,
            e => Error::Sqlite(e),
        }
    }
}

impl From<tokio_postgres::Error> for Error {
    fn from(e: tokio_postgres::Error) -> Error {
        Error::Postgres(e)
    }
}

/// What a statement returns.
pub type Result<T> = std::result::Result<T, Error>;

/// `Ok(None)` for a query that found no row, as rusqlite's `OptionalExtension`.
pub trait OptionalExtension<T> {
    /// The row, if there was one.
    fn optional(self) -> Result<Option<T>>;
}

impl<T> OptionalExtension<T> for Result<T> {
    fn optional(self) -> Result<Option<T>> {
        match self {
            Ok(v) => Ok(Some(v)),
            Err(Error::NoRows) => Ok(None),
            Err(e) => Err(e),
        }
    }
}

/// A value that can be a statement's parameter.
pub trait ToSql {
    /// The value.
    fn to_value(&self) -> Value;
}

impl<T: ToSql + ?Sized> ToSql for &T {
    fn to_value(&self) -> Value {
        (**self).to_value()
    }
}

impl<T: ToSql> ToSql for Option<T> {
    fn to_value(&self) -> Value {
        self.as_ref().map_or(Value::Null, ToSql::to_value)
    }
}

macro_rules! int_to_sql {
    ($($t:ty),*) => {$(
        impl ToSql for $t {
            fn to_value(&self) -> Value {
                Value::Int(i64::from(*self))
            }
        }
    )*};
}
int_to_sql!(i64, i32, u32, u8, u16, i8, i16);

impl ToSql for usize {
    fn to_value(&self) -> Value {
        Value::Int(i64::try_from(*self).unwrap_or(i64::MAX))
    }
}

impl ToSql for bool {
    fn to_value(&self) -> Value {
        Value::Int(i64::from(*self))
    }
}

impl ToSql for f64 {
    fn to_value(&self) -> Value {
        Value::Real(*self)
    }
}

impl ToSql for str {
    fn to_value(&self) -> Value {
        Value::Text(self.to_owned())
    }
}

impl ToSql for String {
    fn to_value(&self) -> Value {
        Value::Text(self.clone())
    }
}

impl ToSql for [u8] {
    fn to_value(&self) -> Value {
        Value::Blob(self.to_vec())
    }
}

impl ToSql for Vec<u8> {
    fn to_value(&self) -> Value {
        Value::Blob(self.clone())
    }
}

impl ToSql for Value {
    fn to_value(&self) -> Value {
        self.clone()
    }
}

/// A statement's parameters: `params![a, b]`, `[a]`, or `params![]`.
pub trait Params {
    /// The values, in order.
    fn values(&self) -> Vec<Value>;
}

impl Params for &[&dyn ToSql] {
    fn values(&self) -> Vec<Value> {
        self.iter().map(|p| p.to_value()).collect()
    }
}

impl<T: ToSql, const N: usize> Params for [T; N] {
    fn values(&self) -> Vec<Value> {
        self.iter().map(ToSql::to_value).collect()
    }
}

impl Params for Vec<&dyn ToSql> {
    fn values(&self) -> Vec<Value> {
        self.iter().map(|p| p.to_value()).collect()
    }
}

/// A statement's parameters, as rusqlite's macro of the same name.
#[macro_export]
#[doc(hidden)]
macro_rules! sql_params {
    () => {
        &[] as &[&dyn $crate::storage::sql::ToSql]
    };
    ($($p:expr),+ $(,)?) => {
        &[$(&$p as &dyn $crate::storage::sql::ToSql),+] as &[&dyn $crate::storage::sql::ToSql]
    };
}
pub use crate::sql_params as params;

/// A closed set of values, each defined once with the word that types and stores it: the
/// enum, `ALL` and `WORDS` (in the order help lists them), `word()`, `from_word()` (the exact
/// word; every word is lower case), and `Display`, [`ToSql`] and [`FromSql`] as that word.
/// The words are what the database holds: never change one.
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in the order help lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// Every value's word, in the order help lists them.
            pub const WORDS: &'static [&'static str] = &[$($word),+];

            /// The word that types and stores it.
            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// The value a word names (exactly: the words are lower case).
            pub fn from_word(w: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.word() == w)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.word())
            }
        }

        impl $crate::storage::sql::ToSql for $name {
            fn to_value(&self) -> $crate::storage::sql::Value {
                $crate::storage::sql::Value::Text(self.word().to_owned())
            }
        }

        impl $crate::storage::sql::FromSql for $name {
            fn from_value(v: $crate::storage::sql::Value) -> std::result::Result<$name, String> {
                let w = <String as $crate::storage::sql::FromSql>::from_value(v)?;
                $name::from_word(&w).ok_or_else(|| format!("`{w}` is no {}", stringify!($name)))
            }
        }
    };
}
pub(crate) use words;

/// One kind of row, declared once: the macro `$columns!()` that expands to its `SELECT` list
/// (a literal, for `concat!`), and `fn $reader` that reads a row of it by column name. Each
/// column is a name (`id`), with a type where the build needs one (`level: Option<i64>`) and
/// the SQL that computes it where it is not a plain column (`aliases = "(SELECT …)"`, selected
/// `AS aliases`); the reader reads each into a local of that name, then builds the row with
/// the expression after `=>`. A column the build does not use is an unused variable, one it
/// uses undeclared does not compile: the list and the reader cannot drift apart.
macro_rules! table_row {
    (
        $(#[$doc:meta])*
        $columns:ident, $vis:vis fn $reader:ident -> $row:ty {
            $first:ident $(: $first_ty:ty)? $(= $first_sql:literal)?
            $(, $column:ident $(: $ty:ty)? $(= $sql:literal)?)* $(,)?
        } => $build:expr
    ) => {
        $(#[$doc])*
        macro_rules! $columns {
            () => {
                concat!(
                    $($first_sql, " AS ",)? stringify!($first)
                    $(, ", ", $($sql, " AS ",)? stringify!($column))*
                )
            };
        }
        #[allow(unused_imports)]
        pub(crate) use $columns;

        $vis fn $reader(
            row: &$crate::storage::sql::Row<'_>,
        ) -> $crate::storage::sql::Result<$row> {
            let _at = 0;
            let $first $(: $first_ty)? = row.get_listed(stringify!($first), _at)?;
            $(
                let _at = _at + 1;
                let $column $(: $ty)? = row.get_listed(stringify!($column), _at)?;
            )*
            Ok($build)
        }
    };
}
pub(crate) use table_row;

/// A value a column can be read as.
pub trait FromSql: Sized {
    /// The value `v` holds.
    ///
    /// # Errors
    /// Why `v` is not one (the row names the column).
    fn from_value(v: Value) -> std::result::Result<Self, String>;
}

fn wrong(want: &str, got: &Value) -> String {
    format!("expected {want}, found {got:?}")
}

impl FromSql for i64 {
    fn from_value(v: Value) -> std::result::Result<i64, String> {
        match v {
            Value::Int(n) => Ok(n),
            other => Err(wrong("an integer", &other)),
        }
    }
}

macro_rules! int_from_sql {
    ($($t:ty),*) => {$(
        impl FromSql for $t {
            fn from_value(v: Value) -> std::result::Result<$t, String> {
                let n = i64::from_value(v)?;
                <$t>::try_from(n).map_err(|_| format!("{n} is out of range"))
            }
        }
    )*};
}
int_from_sql!(i32, u32, u8, u16, usize, u64);

impl FromSql for bool {
    fn from_value(v: Value) -> std::result::Result<bool, String> {
        i64::from_value(v).map(|n| n != 0)
    }
}

impl FromSql for f64 {
    fn from_value(v: Value) -> std::result::Result<f64, String> {
        match v {
            Value::Real(x) => Ok(x),
            Value::Int(n) => Ok(n as f64),
            other => Err(wrong("a number", &other)),
        }
    }
}

impl FromSql for String {
    fn from_value(v: Value) -> std::result::Result<String, String> {
        match v {
            Value::Text(s) => Ok(s),
            other => Err(wrong("text", &other)),
        }
    }
}

impl FromSql for Vec<u8> {
    fn from_value(v: Value) -> std::result::Result<Vec<u8>, String> {
        match v {
            Value::Blob(b) => Ok(b),
            Value::Text(s) => Ok(s.into_bytes()),
            other => Err(wrong("bytes", &other)),
        }
    }
}

impl<T: FromSql> FromSql for Option<T> {
    fn from_value(v: Value) -> std::result::Result<Option<T>, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_value(v).map(Some),
        }
    }
}

impl FromSql for Value {
    fn from_value(v: Value) -> std::result::Result<Value, String> {
        Ok(v)
    }
}

/// A column of a row: its name as the query gives it (`AS` names a computed one), or its
/// number from 0.
pub trait RowIndex: Copy + fmt::Display {
    /// Its number in `row`.
    ///
    /// # Errors
    /// [`Error::Type`] when `row` has no such column.
    fn index(self, row: &Row<'_>) -> Result<usize>;
}

impl RowIndex for usize {
    fn index(self, _: &Row<'_>) -> Result<usize> {
        Ok(self)
    }
}

impl RowIndex for &str {
    fn index(self, row: &Row<'_>) -> Result<usize> {
        let found = match &row.inner {
            RowInner::Sqlite(r) => r.as_ref().column_index(self).ok(),
            // As SQLite (and the `postgres` client) read a name: exactly, else in any case.
            RowInner::Postgres(r) => {
                let columns = r.columns();
                columns.iter().position(|c| c.name() == self).or_else(|| {
                    columns
                        .iter()
                        .position(|c| c.name().eq_ignore_ascii_case(self))
                })
            }
        };
        found.ok_or_else(|| Error::Type(self.to_owned(), "the query has no such column".to_owned()))
    }
}

/// One row of a result.
pub struct Row<'r> {
    inner: RowInner<'r>,
}

enum RowInner<'r> {
    Sqlite(&'r rusqlite::Row<'r>),
    Postgres(&'r tokio_postgres::Row),
}

impl Row<'_> {
    /// Column `column` (a name, as the rows of the storage module are read; or a number
    /// from 0), read as `T`.
    ///
    /// # Errors
    /// [`Error::Type`] when the row has no such column or it does not read as `T`.
    pub fn get<I: RowIndex, T: FromSql>(&self, column: I) -> Result<T> {
        let i = column.index(self)?;
        T::from_value(self.value(i)?).map_err(|why| Error::Type(column.to_string(), why))
    }

    /// Column `name`, which the query lists at `at` (from 0), read as `T`: [`Row::get`] by
    /// name, sparing the look-up of the name when it is where the list puts it. The readers
    /// `table_row!` declares read so; a look-up by name costs a comparison per column
    /// before it.
    ///
    /// # Errors
    /// [`Error::Type`] when the row has no such column or it does not read as `T`.
    pub fn get_listed<T: FromSql>(&self, name: &str, at: usize) -> Result<T> {
        let listed = match &self.inner {
            RowInner::Sqlite(r) => r.as_ref().column_name(at).is_ok_and(|n| n == name),
            RowInner::Postgres(r) => r.columns().get(at).is_some_and(|c| c.name() == name),
        };
        if listed {
            T::from_value(self.value(at)?).map_err(|why| Error::Type(name.to_owned(), why))
        } else {
            self.get(name)
        }
    }

    fn value(&self, i: usize) -> Result<Value> {
        match &self.inner {
            RowInner::Sqlite(r) => {
                use rusqlite::types::ValueRef;
                Ok(match r.get_ref(i)? {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(n) => Value::Int(n),
                    ValueRef::Real(x) => Value::Real(x),
                    ValueRef::Text(t) => Value::Text(String::from_utf8_lossy(t).into_owned()),
                    ValueRef::Blob(b) => Value::Blob(b.to_vec()),
                })
            }
            RowInner::Postgres(r) => pg_value(r, i),
        }
    }
}

fn pg_value(r: &tokio_postgres::Row, i: usize) -> Result<Value> {
    use tokio_postgres::types::Type;
    let Some(column) = r.columns().get(i) else {
        return Err(Error::Type(i.to_string(), "no such column".to_owned()));
    };
    let ty = column.type_().clone();
    let v = if ty == Type::INT8 {
        r.try_get::<_, Option<i64>>(i)?.map(Value::Int)
    } else if ty == Type::INT4 {
        r.try_get::<_, Option<i32>>(i)?
            .map(|n| Value::Int(n.into()))
    } else if ty == Type::INT2 {
        r.try_get::<_, Option<i16>>(i)?
            .map(|n| Value::Int(n.into()))
    } else if ty == Type::BOOL {
        r.try_get::<_, Option<bool>>(i)?
            .map(|b| Value::Int(i64::from(b)))
    } else if ty == Type::FLOAT8 {
        r.try_get::<_, Option<f64>>(i)?.map(Value::Real)
    } else if ty == Type::FLOAT4 {
        r.try_get::<_, Option<f32>>(i)?
            .map(|x| Value::Real(x.into()))
    } else if ty == Type::BYTEA {
        r.try_get::<_, Option<Vec<u8>>>(i)?.map(Value::Blob)
    } else if [Type::TEXT, Type::VARCHAR, Type::BPCHAR, Type::NAME].contains(&ty) {
        r.try_get::<_, Option<String>>(i)?.map(Value::Text)
    } else {
        return Err(Error::Type(
            column.name().to_owned(),
            format!("the column's type {ty} is not one Tabiya stores (cast it in the query)"),
        ));
    };
    Ok(v.unwrap_or(Value::Null))
}

/// A parameter for PostgreSQL: written as whatever type the server inferred for it.
#[derive(Debug)]
pub(crate) struct PgParam(pub(crate) Value);

impl tokio_postgres::types::ToSql for PgParam {
    fn to_sql(
        &self,
        ty: &tokio_postgres::types::Type,
        out: &mut tokio_postgres::types::private::BytesMut,
    ) -> std::result::Result<tokio_postgres::types::IsNull, Box<dyn std::error::Error + Sync + Send>>
    {
        use tokio_postgres::types::{IsNull, Type};
        let bad = || -> Box<dyn std::error::Error + Sync + Send> {
            format!("{:?} cannot be sent as {ty}", self.0).into()
        };
        match &self.0 {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(n) => {
                if *ty == Type::INT8 {
                    n.to_sql(ty, out)
                } else if *ty == Type::INT4 {
                    i32::try_from(*n).map_err(|_| bad())?.to_sql(ty, out)
                } else if *ty == Type::INT2 {
                    i16::try_from(*n).map_err(|_| bad())?.to_sql(ty, out)
                } else if *ty == Type::BOOL {
                    (*n != 0).to_sql(ty, out)
                } else if *ty == Type::FLOAT8 {
                    (*n as f64).to_sql(ty, out)
                } else if [Type::TEXT, Type::VARCHAR].contains(ty) {
                    n.to_string().to_sql(ty, out)
                } else {
                    Err(bad())
                }
            }
            Value::Real(x) => {
                if *ty == Type::FLOAT8 {
                    x.to_sql(ty, out)
                } else if *ty == Type::FLOAT4 {
                    (*x as f32).to_sql(ty, out)
                } else {
                    Err(bad())
                }
            }
            Value::Text(s) => {
                if [
                    Type::TEXT,
                    Type::VARCHAR,
                    Type::BPCHAR,
                    Type::NAME,
                    Type::UNKNOWN,
                ]
                .contains(ty)
                {
                    s.as_str().to_sql(&Type::TEXT, out)
                } else {
                    Err(bad())
                }
            }
            Value::Blob(b) => b.as_slice().to_sql(ty, out),
        }
    }

    fn accepts(_: &tokio_postgres::types::Type) -> bool {
        true
    }

    tokio_postgres::types::to_sql_checked!();
}

/// The parameters as the `postgres` client takes them.
pub(crate) fn pg_refs(params: &[PgParam]) -> Vec<&(dyn tokio_postgres::types::ToSql + Sync)> {
    params
        .iter()
        .map(|p| p as &(dyn tokio_postgres::types::ToSql + Sync))
        .collect()
}

/// `?1`, `?2` … as PostgreSQL's `$1`, `$2` …, outside quoted text.
pub(crate) fn dollar_params(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quoted = false;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\'' {
            quoted = !quoted;
        }
        if c == '?' && !quoted && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push('$');
        } else {
            out.push(c);
        }
    }
    out
}

/// The connection: SQLite or PostgreSQL.
pub struct Conn {
    backend: Backend,
    /// Rows changed through this connection (PostgreSQL has no counter of its own).
    changes: Cell<u64>,
}

pub(crate) enum Backend {
    Sqlite(rusqlite::Connection),
    Postgres(Box<RefCell<super::pg::Pg>>),
}

impl Conn {
    pub(crate) fn sqlite(conn: rusqlite::Connection) -> Conn {
        Conn {
            backend: Backend::Sqlite(conn),
            changes: Cell::new(0),
        }
    }

    pub(crate) fn postgres(pg: super::pg::Pg) -> Conn {
        Conn {
            backend: Backend::Postgres(Box::new(RefCell::new(pg))),
            changes: Cell::new(0),
        }
    }

    pub(crate) fn backend(&self) -> &Backend {
        &self.backend
    }

    pub(crate) fn backend_mut(&mut self) -> &mut Backend {
        &mut self.backend
    }

    /// Whether this is PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// How many times the PostgreSQL connection was lost (SQLite's: never).
    pub fn losses(&self) -> u64 {
        match &self.backend {
            Backend::Sqlite(_) => 0,
            Backend::Postgres(pg) => pg.borrow().losses(),
        }
    }

    /// Rows changed since the connection opened.
    pub fn total_changes(&self) -> u64 {
        match &self.backend {
            Backend::Sqlite(c) => c.total_changes(),
            Backend::Postgres(_) => self.changes.get(),
        }
    }

    /// A statement, prepared once per connection.
    ///
    /// # Errors
    /// [`Error`].
    pub fn prepare_cached<'c>(&'c self, sql: &str) -> Result<Statement<'c>> {
        Ok(Statement {
            conn: self,
            sql: sql.to_owned(),
        })
    }

    /// The same as [`Conn::prepare_cached`].
    ///
    /// # Errors
    /// [`Error`].
    pub fn prepare<'c>(&'c self, sql: &str) -> Result<Statement<'c>> {
        self.prepare_cached(sql)
    }

    /// Runs `sql`; the number of rows changed.
    ///
    /// # Errors
    /// [`Error`].
    pub fn execute(&self, sql: &str, params: impl Params) -> Result<usize> {
        self.prepare_cached(sql)?.execute(params)
    }

    /// The first row of `sql`, through `f`.
    ///
    /// # Errors
    /// [`Error::NoRows`] when there is none.
    pub fn query_row<T>(
        &self,
        sql: &str,
        params: impl Params,
        f: impl FnOnce(&Row<'_>) -> Result<T>,
    ) -> Result<T> {
        self.prepare_cached(sql)?.query_row(params, f)
    }

    /// Runs the `INSERT` `sql` into a table with an `id` key; the new row's id (SQLite's
    /// last rowid; PostgreSQL's `RETURNING id`).
    ///
    /// # Errors
    /// [`Error`].
    pub fn insert(&self, sql: &str, params: impl Params) -> Result<i64> {
        match &self.backend {
            Backend::Sqlite(c) => {
                self.execute(sql, params)?;
                Ok(c.last_insert_rowid())
            }
            Backend::Postgres(_) => {
                self.query_row(&format!("{sql} RETURNING id"), params, |r| r.get("id"))
            }
        }
    }

    /// Runs statements separated by `;`, without parameters.
    ///
    /// # Errors
    /// [`Error`].
    pub fn execute_batch(&self, sql: &str) -> Result<()> {
        match &self.backend {
            Backend::Sqlite(c) => Ok(c.execute_batch(sql)?),
            Backend::Postgres(pg) => pg.borrow_mut().batch(sql),
        }
    }
}

/// A statement of a connection.
pub struct Statement<'c> {
    conn: &'c Conn,
    sql: String,
}

impl Statement<'_> {
    /// Runs it; the number of rows changed.
    ///
    /// # Errors
    /// [`Error`].
    pub fn execute(&mut self, params: impl Params) -> Result<usize> {
        let values = params.values();
        match &self.conn.backend {
            Backend::Sqlite(c) => {
                let mut st = c.prepare_cached(&sqlite_dialect(&self.sql))?;
                let values: Vec<SqliteParam<'_>> = values.iter().map(SqliteParam).collect();
                Ok(st.execute(rusqlite::params_from_iter(values.iter()))?)
            }
            Backend::Postgres(pg) => {
                let n = pg.borrow_mut().execute(&self.sql, &values)?;
                self.conn.changes.set(self.conn.changes.get() + n);
                Ok(usize::try_from(n).unwrap_or(usize::MAX))
            }
        }
    }

    /// Its first row, through `f`.
    ///
    /// # Errors
    /// [`Error::NoRows`] when there is none.
    pub fn query_row<T>(
        &mut self,
        params: impl Params,
        f: impl FnOnce(&Row<'_>) -> Result<T>,
    ) -> Result<T> {
        let values = params.values();
        match &self.conn.backend {
            Backend::Sqlite(c) => {
                let mut st = c.prepare_cached(&sqlite_dialect(&self.sql))?;
                let values: Vec<SqliteParam<'_>> = values.iter().map(SqliteParam).collect();
                let mut rows = st.query(rusqlite::params_from_iter(values.iter()))?;
                match rows.next()? {
                    Some(r) => f(&Row {
                        inner: RowInner::Sqlite(r),
                    }),
                    None => Err(Error::NoRows),
                }
            }
            Backend::Postgres(pg) => {
                let rows = pg.borrow_mut().query(&self.sql, &values)?;
                match rows.first() {
                    Some(r) => f(&Row {
                        inner: RowInner::Postgres(r),
                    }),
                    None => Err(Error::NoRows),
                }
            }
        }
    }

    /// Every row, each through `f`.
    ///
    /// # Errors
    /// [`Error`].
    pub fn query_map<T>(
        &mut self,
        params: impl Params,
        mut f: impl FnMut(&Row<'_>) -> Result<T>,
    ) -> Result<std::vec::IntoIter<Result<T>>> {
        let values = params.values();
        let mut out = Vec::new();
        match &self.conn.backend {
            Backend::Sqlite(c) => {
                let mut st = c.prepare_cached(&sqlite_dialect(&self.sql))?;
                let values: Vec<SqliteParam<'_>> = values.iter().map(SqliteParam).collect();
                let mut rows = st.query(rusqlite::params_from_iter(values.iter()))?;
                while let Some(r) = rows.next()? {
                    out.push(f(&Row {
                        inner: RowInner::Sqlite(r),
                    }));
                }
            }
            Backend::Postgres(pg) => {
                let rows = pg.borrow_mut().query(&self.sql, &values)?;
                for r in &rows {
                    out.push(f(&Row {
                        inner: RowInner::Postgres(r),
                    }));
                }
            }
        }
        Ok(out.into_iter())
    }
}

/// `sql` as SQLite runs it: without PostgreSQL's row locks (`FOR UPDATE SKIP LOCKED`),
/// which SQLite needs not — it has one writer at a time.
fn sqlite_dialect(sql: &str) -> std::borrow::Cow<'_, str> {
    const LOCKS: &str = " FOR UPDATE SKIP LOCKED";
    if sql.contains(LOCKS) {
        std::borrow::Cow::Owned(sql.replace(LOCKS, ""))
    } else {
        std::borrow::Cow::Borrowed(sql)
    }
}

/// A value as rusqlite takes it.
struct SqliteParam<'v>(&'v Value);

impl rusqlite::ToSql for SqliteParam<'_> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        use rusqlite::types::{ToSqlOutput, ValueRef};
        Ok(ToSqlOutput::Borrowed(match self.0 {
            Value::Null => ValueRef::Null,
            Value::Int(n) => ValueRef::Integer(*n),
            Value::Real(x) => ValueRef::Real(*x),
            Value::Text(s) => ValueRef::Text(s.as_bytes()),
            Value::Blob(b) => ValueRef::Blob(b),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::{
        dollar_params, params, sqlite_dialect, Conn, Error, FromSql, OptionalExtension, ToSql,
        Value,
    };

    #[test]
    fn sqlite_runs_without_row_locks() {
        assert_eq!(
            sqlite_dialect("SELECT id FROM t WHERE a = ?1 LIMIT 5 FOR UPDATE SKIP LOCKED"),
            "SELECT id FROM t WHERE a = ?1 LIMIT 5"
        );
        assert_eq!(sqlite_dialect("SELECT 1"), "SELECT 1");
    }

    #[test]
    fn parameters_are_numbered_for_postgres_outside_quotes() {
        assert_eq!(
            dollar_params("SELECT a FROM t WHERE b = ?1 AND c = '?2' AND d = ?12"),
            "SELECT a FROM t WHERE b = $1 AND c = '?2' AND d = $12"
        );
    }

    #[test]
    fn values_read_back_from_sqlite_as_written() {
        let conn = Conn::sqlite(rusqlite::Connection::open_in_memory().expect("open"));
        conn.execute_batch("CREATE TABLE t (a INTEGER, b TEXT, c REAL, d BLOB, e INTEGER)")
            .expect("table");
        conn.execute(
            "INSERT INTO t VALUES (?1, ?2, ?3, ?4, ?5)",
            params![7i64, "x", 1.5f64, vec![1u8, 2], true],
        )
        .expect("insert");
        let row = conn
            .query_row("SELECT a, b, c, d, e FROM t", params![], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, f64>(2)?,
                    r.get::<_, Vec<u8>>(3)?,
                    r.get::<_, bool>(4)?,
                ))
            })
            .expect("row");
        assert_eq!(row, (7, "x".to_owned(), 1.5, vec![1, 2], true));
        let none = conn
            .query_row("SELECT a FROM t WHERE a = ?1", [8i64], |r| {
                r.get::<_, i64>(0)
            })
            .optional()
            .expect("query");
        assert_eq!(none, None);
    }

    #[test]
    fn columns_read_by_name_and_an_unknown_name_is_an_error_naming_it() {
        let conn = Conn::sqlite(rusqlite::Connection::open_in_memory().expect("open"));
        conn.execute_batch("CREATE TABLE t (a INTEGER, b TEXT); INSERT INTO t VALUES (7, 'x')")
            .expect("table");
        let row = conn
            .query_row("SELECT b, a, a + 1 AS next FROM t", params![], |r| {
                Ok((
                    r.get::<_, i64>("a")?,
                    r.get::<_, String>("B")?,
                    r.get::<_, i64>("next")?,
                ))
            })
            .expect("row");
        assert_eq!(row, (7, "x".to_owned(), 8));
        let missing = conn.query_row("SELECT a FROM t", params![], |r| r.get::<_, i64>("c"));
        assert!(
            matches!(&missing, Err(Error::Type(c, _)) if c == "c"),
            "{missing:?}"
        );
        let wrong = conn.query_row("SELECT b FROM t", params![], |r| r.get::<_, i64>("b"));
        assert_eq!(
            wrong.map_err(|e| e.to_string()),
            Err("column b: expected an integer, found Text(\"x\")".to_owned())
        );
    }

    words! {
        /// A test's words.
        Shade {
            /// Light.
            Light = "light",
            /// Dark.
            Dark = "dark",
        }
    }

    struct Square {
        file: i64,
        shade: Shade,
        name: String,
    }

    table_row! {
        /// The columns of `squares` that [`square`] reads.
        square_columns, fn square -> Square {
            file,
            shade,
            name: String = "upper(name)",
        } => Square { file, shade, name }
    }

    #[test]
    fn a_declared_row_reads_its_columns_wherever_the_query_puts_them() {
        assert_eq!(square_columns!(), "file, shade, upper(name) AS name");
        let conn = Conn::sqlite(rusqlite::Connection::open_in_memory().expect("open"));
        conn.execute_batch("CREATE TABLE squares (file INTEGER, shade TEXT, name TEXT)")
            .expect("table");
        conn.execute(
            "INSERT INTO squares VALUES (?1, ?2, ?3)",
            params![3i64, Shade::Dark, "c1"],
        )
        .expect("insert");
        for sql in [
            concat!("SELECT ", square_columns!(), " FROM squares"),
            concat!("SELECT 1 AS one, ", square_columns!(), " FROM squares"),
            "SELECT upper(name) AS name, shade, file FROM squares",
        ] {
            let s = conn.query_row(sql, params![], square).expect(sql);
            assert_eq!((s.file, s.shade, s.name.as_str()), (3, Shade::Dark, "C1"));
        }
        conn.execute("UPDATE squares SET shade = 'Dark'", params![])
            .expect("update");
        let unknown = conn
            .query_row(
                concat!("SELECT ", square_columns!(), " FROM squares"),
                params![],
                square,
            )
            .err()
            .map(|e| e.to_string());
        assert_eq!(unknown.as_deref(), Some("column shade: `Dark` is no Shade"));
    }

    #[test]
    fn words_name_their_values_and_nothing_else() {
        assert_eq!(Shade::WORDS, ["light", "dark"]);
        assert_eq!(Shade::from_word("dark"), Some(Shade::Dark));
        assert_eq!(Shade::from_word("Dark"), None);
        assert_eq!(Shade::Light.to_string(), "light");
        assert_eq!(Shade::Light.to_value(), Value::Text("light".to_owned()));
        assert_eq!(
            Shade::from_value(Value::Int(1)),
            Err("expected text, found Int(1)".to_owned())
        );
    }
}
