//! Adapters translate between a platform and the service; they hold no game logic.

pub mod console;
#[cfg(feature = "discord")]
pub mod discord;
#[cfg(feature = "matrix")]
pub mod matrix;
