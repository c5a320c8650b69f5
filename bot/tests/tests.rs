//! Integration tests of tabiya-bot, in one binary.

mod config;
mod crash;
mod storage;
mod transcript;
