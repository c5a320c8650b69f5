//! Integration tests of tabiya-render, in one binary.

mod book;
mod gallery;
mod golden;
mod palette;
mod replay;
mod views;
