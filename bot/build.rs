//! Puts the catalogue in the binary: every `locales/<tag>/*.ftl`, found at build time, so a
//! new language or file is a new file and nothing else.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<String> = Vec::new();
    let mut files: Vec<(String, String, String)> = Vec::new();
    let dirs = std::fs::read_dir(&root).expect("locales/");
    for dir in dirs.flatten() {
        let path = dir.path();
        if !path.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let tag = dir.file_name().to_string_lossy().into_owned();
        let mut any = false;
        for file in std::fs::read_dir(&path).expect("a language").flatten() {
            let name = file.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".ftl") {
                continue;
            }
            println!("cargo:rerun-if-changed={}", file.path().display());
            let full = file.path().canonicalize().expect("a file");
            files.push((tag.clone(), name, full.display().to_string()));
            any = true;
        }
        if any {
            languages.push(tag);
        }
    }
    // English first: the source, and every other language's fallback.
    languages.sort_by_key(|t| (t != "en", t.clone()));
    files.sort();
    let mut out = String::new();
    out.push_str("/// The languages the bot speaks, by their tags; English first.\n");
    out.push_str("pub const LANGUAGES: &[&str] = &[");
    for l in &languages {
        let _ = write!(out, "{l:?}, ");
    }
    out.push_str("];\n\n");
    out.push_str("/// The catalogue's files, by language: (language, file name, text).\n");
    out.push_str("const FILES: &[(&str, &str, &str)] = &[\n");
    for (tag, name, full) in &files {
        let _ = writeln!(out, "    ({tag:?}, {name:?}, include_str!({full:?})),");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    std::fs::write(dest, out).expect("locales.rs written");
}
