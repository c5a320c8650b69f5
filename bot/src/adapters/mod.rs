//! Adapters translate between a platform and the service; they hold no game logic.

pub mod console;
pub mod discord;
pub mod matrix;
