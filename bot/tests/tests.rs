#![recursion_limit = "256"]
//! Integration tests of tabiya-bot, in one binary.

mod config;
mod crash;
mod discord;
mod identity;
mod matrix;
mod storage;
mod swiss;
mod transcript;
