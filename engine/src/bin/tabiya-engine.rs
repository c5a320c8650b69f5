//! `tabiya-engine`: a UCI driver for diffing Tabiya's rules against Fairy-Stockfish.
//!
//! Speaks the subset `uci`, `isready`, `ucinewgame`, `setoption name UCI_Variant value
//! NAME`, `setoption name Rules value fairy|historical` (also read under its older name), `position startpos|fen FEN [moves …]`,
//! `go perft N`, `go depth N | nodes N | movetime MS | wtime MS btime MS [winc binc]` (a
//! search: `info depth … score cp|mate … nodes … nps … pv …`, then `bestmove`), `go infinite`
//! (on its own thread until `stop`; `isready` is answered meanwhile), `stop`, `d`, `quit`. Under Fairy-Stockfish's variant names it reproduces
//! Fairy-Stockfish's reading (`Rules fairy`, the default); `Rules historical` plays the historical reading.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tabiya_engine::search::{self, Limits, Report, MATE};
use tabiya_engine::{fen, perft, uci, Color, Position, Variant};

struct Driver {
    variant_name: String,
    historical: bool,
    position: Position,
    /// A `go infinite` running on its own thread until `stop`.
    running: Option<(std::thread::JoinHandle<()>, Arc<AtomicBool>)>,
}

impl Driver {
    fn variant(&self) -> Result<Variant, String> {
        let v = if self.historical {
            Variant::historical_for_fairy_name(&self.variant_name)
        } else {
            Variant::fairy(&self.variant_name)
        };
        v.map_err(|e| e.to_string())
    }

    /// Ends a `go infinite`: its `bestmove` is printed by its thread.
    fn stop(&mut self) {
        if let Some((thread, stop)) = self.running.take() {
            stop.store(true, Ordering::Relaxed);
            let _ = thread.join();
        }
    }

    /// `go infinite`: searches on its own thread, printing as it goes, until `stop`.
    fn go_infinite(&mut self) {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let pos = self.position.clone();
        let thread = std::thread::spawn(move || {
            let start = std::time::Instant::now();
            let limits = Limits {
                depth: 64,
                nodes: None,
                time: None,
            };
            let report = search::search_until(&pos, limits, &flag, |r| {
                let mut out = io::stdout().lock();
                let _ =
                    writeln!(out, "{}", info(r, &pos, start.elapsed())).and_then(|()| out.flush());
            });
            let mut out = io::stdout().lock();
            let _ = writeln!(out, "{}", bestmove(&report, &pos)).and_then(|()| out.flush());
        });
        self.running = Some((thread, stop));
    }

    fn handle(&mut self, line: &str, out: &mut impl Write) -> io::Result<bool> {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("uci") => {
                writeln!(out, "id name tabiya-engine {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(out, "id author the Tabiya developers")?;
                let names: Vec<&str> = tabiya_engine::variants::ALL
                    .iter()
                    .flat_map(|s| s.fairy.iter().map(|p| p.name))
                    .collect();
                writeln!(
                    out,
                    "option name UCI_Variant type combo default {} var {}",
                    names[0],
                    names.join(" var ")
                )?;
                writeln!(
                    out,
                    "option name Rules type combo default fairy var fairy var historical"
                )?;
                writeln!(out, "uciok")?;
            }
            Some("isready") => writeln!(out, "readyok")?,
            Some("ucinewgame") => {}
            Some("setoption") => {
                let rest: Vec<&str> = words.collect();
                let name_at = rest.iter().position(|w| *w == "name");
                let value_at = rest.iter().position(|w| *w == "value");
                if let (Some(n), Some(v)) = (name_at, value_at) {
                    let name = rest[n + 1..v].join(" ");
                    let value = rest[v + 1..].join(" ");
                    match name.as_str() {
                        "UCI_Variant" => {
                            let old = std::mem::replace(&mut self.variant_name, value.clone());
                            match self.variant() {
                                Ok(v) => self.position = Position::new(v),
                                Err(e) => {
                                    writeln!(out, "info string {e}")?;
                                    self.variant_name = old;
                                }
                            }
                        }
                        "Rules" => {
                            self.historical = match value.as_str() {
                                "historical" | "seed" => true,
                                "fairy" => false,
                                other => {
                                    writeln!(out, "info string unknown Rules value {other}")?;
                                    self.historical
                                }
                            };
                            match self.variant() {
                                Ok(v) => self.position = Position::new(v),
                                Err(e) => writeln!(out, "info string {e}")?,
                            }
                        }
                        other => writeln!(out, "info string unknown option {other}")?,
                    }
                } else {
                    writeln!(out, "info string usage: setoption name NAME value VALUE")?;
                }
            }
            Some("position") => {
                if let Err(e) = self.position_command(line) {
                    writeln!(out, "info string {e}")?;
                }
            }
            Some("go") => {
                if words.next() == Some("perft") {
                    let depth: u32 = words.next().and_then(|d| d.parse().ok()).unwrap_or(1);
                    let mut total = 0;
                    for (m, n) in perft::divide(&self.position, depth.max(1)) {
                        writeln!(out, "{}: {n}", uci::to_uci(&m, &self.position))?;
                        total += n;
                    }
                    writeln!(out, "\nNodes searched: {total}\n")?;
                } else if line.split_whitespace().any(|w| w == "infinite") {
                    self.go_infinite();
                } else {
                    let limits = match go_limits(line, self.position.turn()) {
                        Ok(l) => l,
                        Err(e) => {
                            writeln!(out, "info string {e}")?;
                            return Ok(true);
                        }
                    };
                    let pos = &self.position;
                    let start = std::time::Instant::now();
                    let mut written = Ok(());
                    let report = search::search_reporting(pos, limits, |r| {
                        if written.is_ok() {
                            written = writeln!(out, "{}", info(r, pos, start.elapsed()))
                                .and_then(|()| out.flush());
                        }
                    });
                    written?;
                    writeln!(out, "{}", bestmove(&report, pos))?;
                }
            }
            Some("d") => {
                writeln!(out, "Fen: {}", fen::fen(&self.position))?;
                let moves: Vec<String> = self
                    .position
                    .legal_moves()
                    .iter()
                    .map(|m| uci::to_uci(m, &self.position))
                    .collect();
                writeln!(out, "Legal moves: {}", moves.join(" "))?;
                if let Some(o) = self.position.outcome() {
                    writeln!(out, "Outcome: {o:?}")?;
                }
            }
            Some("quit") => return Ok(false),
            Some("stop") => {}
            Some(other) => writeln!(out, "info string unknown command {other}")?,
            None => {}
        }
        Ok(true)
    }

    fn position_command(&mut self, line: &str) -> Result<(), String> {
        let v = self.variant()?;
        let rest = line.trim_start_matches("position").trim();
        let (spec, moves) = match rest.find(" moves") {
            Some(i) => (&rest[..i], Some(&rest[i + " moves".len()..])),
            None => (rest, None),
        };
        let mut pos = if spec.trim() == "startpos" {
            Position::new(v)
        } else if let Some(f) = spec.trim().strip_prefix("fen") {
            fen::parse(f.trim(), v).map_err(|e| e.to_string())?
        } else {
            return Err("usage: position startpos|fen FEN [moves …]".into());
        };
        for m in moves.unwrap_or("").split_whitespace() {
            let mv = uci::parse(m, &pos).map_err(|e| e.to_string())?;
            pos = pos.play(&mv).map_err(|e| e.to_string())?;
        }
        self.position = pos;
        Ok(())
    }
}

/// The limits of `go depth N | nodes N | movetime MS | wtime MS btime MS [winc MS binc MS]`
/// (a clock gives a thirtieth of the mover's time and half his increment).
fn go_limits(line: &str, mover: Color) -> Result<Limits, String> {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let mut limits = Limits {
        depth: 64,
        nodes: None,
        time: None,
    };
    let (mut clock, mut inc) = (None, 0u64);
    let mut i = 0;
    while i < words.len() {
        let number = |k: usize| -> Result<u64, String> {
            words
                .get(k + 1)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("go {} needs a number", words[k]))
        };
        let mine = |w: &str| (w.starts_with('w')) == (mover == Color::White);
        match words[i] {
            "depth" => limits.depth = u32::try_from(number(i)?).unwrap_or(64).clamp(1, 64),
            "nodes" => limits.nodes = Some(number(i)?),
            "movetime" => limits.time = Some(std::time::Duration::from_millis(number(i)?)),
            w @ ("wtime" | "btime") if mine(w) => clock = Some(number(i)?),
            w @ ("winc" | "binc") if mine(w) => inc = number(i)?,
            "wtime" | "btime" | "winc" | "binc" | "movestogo" => {
                number(i)?;
            }
            other => {
                return Err(format!(
                "go: `{other}` is not supported (depth, nodes, movetime, wtime, btime, winc, binc)"
            ))
            }
        }
        i += 2;
    }
    if let Some(c) = clock {
        limits.time = Some(std::time::Duration::from_millis(c / 30 + inc / 2));
    }
    Ok(limits)
}

/// The search's answer as UCI's `bestmove` line.
fn bestmove(r: &Report, pos: &Position) -> String {
    match r.best {
        Some(m) => format!("bestmove {}", uci::to_uci(&m, pos)),
        None => "bestmove (none)".to_owned(),
    }
}

/// An iteration as UCI's `info` line.
fn info(r: &Report, pos: &Position, elapsed: std::time::Duration) -> String {
    let score = match r.mate_in() {
        Some(n) => format!("mate {n}"),
        None => format!("cp {}", r.score.clamp(-MATE, MATE)),
    };
    let mut line = format!(
        "info depth {} score {score} nodes {} nps {} time {} pv",
        r.depth,
        r.nodes,
        (r.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64,
        elapsed.as_millis()
    );
    let mut p = pos.clone();
    for m in &r.pv {
        line.push(' ');
        line.push_str(&uci::to_uci(m, &p));
        p.play_unchecked(m);
    }
    line
}

fn main() -> io::Result<()> {
    let default = Variant::fairy("shatranj").expect("shatranj is known");
    let mut driver = Driver {
        variant_name: "shatranj".to_owned(),
        historical: false,
        position: Position::new(default),
        running: None,
    };
    let stdin = io::stdin();
    for line in stdin.lock().lines() {
        let line = line?;
        // Anything but `isready` while an infinite search runs ends it first (before taking
        // the output, which its thread prints its `bestmove` to).
        if !matches!(line.split_whitespace().next(), Some("isready") | None) {
            driver.stop();
        }
        let mut out = io::stdout().lock();
        if !driver.handle(line.trim(), &mut out)? {
            break;
        }
        out.flush()?;
    }
    driver.stop();
    Ok(())
}
