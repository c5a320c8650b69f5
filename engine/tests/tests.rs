//! Integration tests of tabiya-engine, in one binary to keep link time down.

mod differential;
mod perft_files;
mod rules_8x8;
