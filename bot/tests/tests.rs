//! Integration tests of tabiya-bot, in one binary.

mod crash;
mod transcript;
