//! Integration tests of tabiya-render, in one binary.

mod golden;
mod palette;
mod views;
