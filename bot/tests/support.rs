//! Helpers several test files share.

use std::sync::{Arc, Mutex};

/// A log sink: what a tracing subscriber writes, kept to be read back.
#[derive(Clone, Default)]
pub struct LogBuffer(Arc<Mutex<Vec<u8>>>);

impl LogBuffer {
    /// Everything written so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("log")).into_owned()
    }
}

impl std::io::Write for LogBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("log").extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for LogBuffer {
    type Writer = LogBuffer;
    fn make_writer(&'a self) -> LogBuffer {
        self.clone()
    }
}

/// The PostgreSQL database the tests run on, when `TABIYA_TEST_POSTGRES` names one
/// (`tools/test-all` creates it for the PostgreSQL run and drops it after).
fn test_postgres() -> Option<String> {
    std::env::var("TABIYA_TEST_POSTGRES")
        .ok()
        .filter(|u| !u.trim().is_empty())
}

/// A schema of its own in the PostgreSQL test database: every test starts empty, and tests
/// run side by side.
fn postgres_schema(base: &str) -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let name = format!(
        "t{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::SeqCst)
    );
    let mut client =
        postgres::Client::connect(base, postgres::NoTls).expect("the PostgreSQL test database");
    client
        .batch_execute(&format!("CREATE SCHEMA {name}"))
        .expect("a schema");
    let sep = if base.contains('?') { '&' } else { '?' };
    std::path::PathBuf::from(format!("{base}{sep}options=-csearch_path%3D{name}"))
}

/// A fresh database for one test: SQLite in memory, or a schema of its own in the
/// PostgreSQL test database when there is one.
pub fn fresh_db() -> std::path::PathBuf {
    match test_postgres() {
        Some(base) => postgres_schema(&base),
        None => std::path::PathBuf::from(":memory:"),
    }
}

/// A fresh database a test opens more than once (two processes, a restart): the SQLite file
/// `file`, or a schema of its own in the PostgreSQL test database.
pub fn durable_db(file: &std::path::Path) -> std::path::PathBuf {
    match test_postgres() {
        Some(base) => postgres_schema(&base),
        None => file.to_owned(),
    }
}
