//! Tabiya's bot: the platform-free service, SQLite storage, and the adapters that translate
//! chat platforms to and from it. Start with the console adapter: `tabiya` with no tokens.

#![deny(missing_docs)]
// No function over 100 lines (the threshold in clippy.toml); the few longer ones say why.
#![warn(clippy::too_many_lines)]

pub mod adapters;
pub mod config;
pub mod fuzzing;
pub mod i18n;
pub mod platform;
pub mod prefs;
pub mod ratings;
pub mod runtime;
pub mod service;
pub mod storage;
pub mod tournament;
