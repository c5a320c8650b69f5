//! Opening the service on its database, and the settings and limits it runs with.

use super::limits::Limits;
use super::limits::RecentCommands;
use super::limits::Settings;
use super::Service;
use crate::platform::Platform;
use crate::storage;
use crate::storage::StorageError;
use std::cell::RefCell;
use std::collections::HashMap;
use std::path::Path;
impl Service {
    /// Opens the service on the database at `path` (`:memory:` for a throwaway one).
    ///
    /// # Errors
    /// [`StorageError`] if the database cannot be opened or migrated.
    pub fn open(path: &Path, platform: &'static str) -> Result<Service, StorageError> {
        Service::open_with(path, platform, &storage::Options::default())
    }

    /// As [`Service::open`], with the storage's `options`.
    ///
    /// # Errors
    /// [`StorageError`] if the database cannot be opened or migrated.
    pub fn open_with(
        path: &Path,
        platform: &'static str,
        options: &storage::Options,
    ) -> Result<Service, StorageError> {
        let platform = Platform::of_key(platform);
        Ok(Service {
            db: storage::open_with(path, options)?,
            platform,
            home: platform,
            channels: RefCell::default(),
            locales: RefCell::default(),
            served: vec![platform.key],
            instance: {
                let mut salt = [0u8; 8];
                let _ = getrandom::fill(&mut salt);
                format!("{}-{:016x}", std::process::id(), u64::from_le_bytes(salt))
            },
            settings: Settings::default(),
            images: true,
            pruned_at: i64::MIN,
            cache: HashMap::new(),
            pending: HashMap::new(),
            in_tx: false,
            touched: Vec::new(),
            players: RefCell::default(),
            limits: Limits::default(),
            recent: RecentCommands::default(),
            panic_on: None,
            computers: Vec::new(),
            computer_acting: false,
            computer_race: None,
        })
    }

    /// Fault injection, for tests of the panic guard only: the command line `text` panics
    /// after its command has written (as a bug deep in a handler would).
    #[doc(hidden)]
    pub fn inject_panic_on(&mut self, text: &str) {
        self.panic_on = Some(text.to_owned());
    }

    /// Applies the configured limits.
    pub fn set_limits(&mut self, limits: Limits) {
        self.limits = limits;
    }

    /// The database, for the tests that inspect what SQLite does (query plans).
    #[doc(hidden)]
    pub fn storage(&mut self) -> &mut storage::Db {
        &mut self.db
    }

    /// Whether replies carry board images (on by default; the benchmark measures both).
    pub fn set_images(&mut self, on: bool) {
        self.images = on;
    }

    /// Applies the configured settings.
    pub fn configure(&mut self, settings: Settings) {
        self.settings = settings;
    }
}
