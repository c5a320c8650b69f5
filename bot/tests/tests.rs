#![recursion_limit = "256"]
//! Integration tests of tabiya-bot, in one binary.

mod bursts;
mod catalogue;
mod computer;
mod config;
mod crash;
mod discord;
mod exports;
mod faults;
mod hardening;
mod identity;
mod matrix;
mod one_message;
mod plans;
mod platforms;
mod processes;
mod seams;
mod sessions;
mod shutdown;
mod storage;
mod support;
mod swiss;
mod table;
mod teaching;
mod transcript;
