//! Integration tests of tabiya-engine, in one binary to keep link time down.

mod differential;
mod notation;
mod perft_files;
mod properties;
mod rules_8x8;
mod rules_9x10;
mod rules_book;
mod rules_shogi;
mod search;
mod shogi_interop;
mod support;
mod tactics;
mod teach;
