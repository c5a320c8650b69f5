//! `tabiya-engine`: Tabiya's rules and search for GUIs and for diffing against Fairy-Stockfish.
//!
//! Speaks three dialects, chosen by the first word a GUI sends:
//! - UCI (`uci`): `isready`, `ucinewgame`, `setoption name UCI_Variant value NAME`,
//!   `setoption name Rules value fairy|historical` (also read under its older name),
//!   `setoption name Skill Level value 1-8` (the computer opponent's levels),
//!   `position startpos|fen FEN [moves …]`, `go perft N`, `go depth N | nodes N | movetime MS |
//!   wtime MS btime MS [winc binc]` (a search: `info depth … score cp|mate … nodes … nps …
//!   pv …`, then `bestmove`), `go infinite` (on its own thread until `stop`; `isready` is
//!   answered meanwhile), `stop`, `d`, `quit`.
//! - USI (`usi`, for Shogi GUIs): the same, with `usinewgame`, `position sfen SFEN [moves …]`,
//!   moves as `7g7f`/`P*5e`, `go btime/wtime [byoyomi|binc/winc]` (b is Sente, the first
//!   player), `bestmove resign` when mated, `gameover`. The game is Shogi unless `UCI_Variant`
//!   names another of the family.
//! - UCCI (`ucci`, for Xiangqi GUIs): the same as UCI, with ICCS moves (ranks 0-9: `h2e2`),
//!   `go time MS [increment MS]`, and `banmoves`. The game is Xiangqi.
//!
//! Under Fairy-Stockfish's variant names it reproduces Fairy-Stockfish's reading (`Rules
//! fairy`, the default); `Rules historical` plays the historical reading.
//!
//! Like other engines, it keeps its transposition table and history from one `go` to the
//! next ([`search::Memory`]) until `ucinewgame` (`usinewgame`, `gameover`); a search at a
//! `Skill Level` below the top, whose noise differs each time, starts afresh.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use tabiya_engine::search::{self, Limits, Report, Within, MATE};
use tabiya_engine::{computer, fen, perft, shogi, uci, Color, Move, Position, Variant};

/// The protocol a GUI speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialect {
    Uci,
    /// Shogi GUIs.
    Usi,
    /// Xiangqi GUIs.
    Ucci,
}

impl Dialect {
    /// A move as this dialect writes it.
    fn write(self, m: &Move, pos: &Position) -> String {
        match self {
            Dialect::Usi if shogi::is_shogi_family(pos.variant()) => shogi::usi(m, pos),
            Dialect::Ucci => iccs(&uci::to_uci(m, pos), -1),
            _ => uci::to_uci(m, pos),
        }
    }

    /// A move of this dialect in `pos`.
    fn read(self, text: &str, pos: &Position) -> Result<Move, String> {
        match self {
            Dialect::Usi if shogi::is_shogi_family(pos.variant()) => {
                shogi::parse(text, pos, &pos.legal_moves()).map_err(|e| e.to_string())
            }
            Dialect::Ucci => uci::parse(&iccs(text, 1), pos).map_err(|e| e.to_string()),
            _ => uci::parse(text, pos).map_err(|e| e.to_string()),
        }
    }
}

/// A coordinate move with every rank moved by `by`: ICCS counts Xiangqi's ranks from 0
/// (`h2e2`), UCI from 1 (`h3e3`).
fn iccs(text: &str, by: i32) -> String {
    let mut out = String::with_capacity(text.len());
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| {
        if let Ok(n) = digits.parse::<i32>() {
            out.push_str(&(n + by).to_string());
        } else {
            out.push_str(digits);
        }
        digits.clear();
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            flush(&mut digits, &mut out);
            out.push(c);
        }
    }
    flush(&mut digits, &mut out);
    out
}

struct Driver {
    variant_name: String,
    historical: bool,
    position: Position,
    dialect: Dialect,
    /// `Skill Level`: search as the computer opponent's level does (`None`: full strength).
    level: Option<u8>,
    /// Searches so far: each level search draws fresh noise.
    searches: u64,
    /// The table and history one search leaves for the next, until a new game.
    memory: search::Memory,
    /// The repetition keys of the positions before the current one (`position … moves`).
    history: Vec<u64>,
    /// UCCI's `banmoves`: moves the GUI forbids in the current position.
    banned: Vec<Move>,
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
        let dialect = self.dialect;
        let (history, root) = (self.history.clone(), self.root_moves());
        let thread = std::thread::spawn(move || {
            let start = std::time::Instant::now();
            let limits = Limits::default();
            let within = Within {
                root: root.as_deref(),
                history: &history,
                ..Within::default()
            };
            let report = search::search_within(&pos, within, limits, &flag, |r| {
                let mut out = io::stdout().lock();
                let _ = writeln!(out, "{}", info(r, &pos, start.elapsed(), dialect))
                    .and_then(|()| out.flush());
            });
            let mut out = io::stdout().lock();
            let _ =
                writeln!(out, "{}", bestmove(&report, &pos, dialect)).and_then(|()| out.flush());
        });
        self.running = Some((thread, stop));
    }

    /// The root's moves when the GUI banned some (UCCI's `banmoves`).
    fn root_moves(&self) -> Option<Vec<Move>> {
        (!self.banned.is_empty()).then(|| {
            self.position
                .legal_moves()
                .iter()
                .copied()
                .filter(|m| !self.banned.contains(m))
                .collect()
        })
    }

    /// The game a dialect implies when the GUI names none.
    fn enter(&mut self, dialect: Dialect, variant: &str) {
        self.dialect = dialect;
        if self.variant_name != variant {
            let old = std::mem::replace(&mut self.variant_name, variant.to_owned());
            match self.variant() {
                Ok(v) => self.position = Position::new(v),
                Err(_) => self.variant_name = old,
            }
        }
        self.history.clear();
        self.banned.clear();
    }

    fn handle(&mut self, line: &str, out: &mut impl Write) -> io::Result<bool> {
        let mut words = line.split_whitespace();
        match words.next() {
            Some(hello @ ("uci" | "usi" | "ucci")) => {
                match hello {
                    "usi" => self.enter(Dialect::Usi, "shogi"),
                    "ucci" => self.enter(Dialect::Ucci, "xiangqi"),
                    _ => self.dialect = Dialect::Uci,
                }
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
                writeln!(
                    out,
                    "option name Skill Level type spin default {top} min {low} max {top}",
                    low = computer::LEVELS.start(),
                    top = computer::LEVELS.end()
                )?;
                writeln!(out, "{hello}ok")?;
            }
            Some("isready") => writeln!(out, "readyok")?,
            Some("ucinewgame" | "usinewgame" | "gameover") => {
                self.history.clear();
                self.banned.clear();
                self.memory.clear();
            }
            Some("banmoves") => {
                let pos = self.position.clone();
                let mut banned = Vec::new();
                for w in words {
                    match self.dialect.read(w, &pos) {
                        Ok(m) => banned.push(m),
                        Err(e) => writeln!(out, "info string banmoves: {e}")?,
                    }
                }
                self.banned = banned;
            }
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
                        "Skill Level" => match value.parse::<u8>() {
                            Ok(l) if computer::LEVELS.contains(&l) => {
                                // The top level is full strength, as a GUI expects of its
                                // default.
                                self.level = (l < *computer::LEVELS.end()).then_some(l);
                            }
                            _ => writeln!(
                                out,
                                "info string Skill Level is {} to {}",
                                computer::LEVELS.start(),
                                computer::LEVELS.end()
                            )?,
                        },
                        // What Shogi GUIs set of every engine; nothing to change here.
                        n if n.starts_with("USI_") => {}
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
                        writeln!(out, "{}: {n}", self.dialect.write(&m, &self.position))?;
                        total += n;
                    }
                    writeln!(out, "\nNodes searched: {total}\n")?;
                } else if line.split_whitespace().any(|w| w == "infinite") {
                    self.go_infinite();
                } else {
                    let mut limits = match go_limits(line, self.position.turn(), self.dialect) {
                        Ok(l) => l,
                        Err(e) => {
                            writeln!(out, "info string {e}")?;
                            return Ok(true);
                        }
                    };
                    if let Some(level) = self.level {
                        self.searches += 1;
                        let own = computer::limits(level, self.searches);
                        limits.depth = limits.depth.min(own.depth);
                        limits.nodes = match (limits.nodes, own.nodes) {
                            (Some(a), Some(b)) => Some(a.min(b)),
                            (a, b) => a.or(b),
                        };
                        limits.noise = own.noise;
                        limits.salt = own.salt;
                    }
                    let root = self.root_moves();
                    let within = Within {
                        root: root.as_deref(),
                        history: &self.history,
                        ..Within::default()
                    };
                    let (pos, dialect) = (&self.position, self.dialect);
                    let start = std::time::Instant::now();
                    let mut written = Ok(());
                    let stop = AtomicBool::new(false);
                    let memory = &mut self.memory;
                    let report =
                        search::search_remembering(pos, within, limits, &stop, memory, |r| {
                            if written.is_ok() {
                                written =
                                    writeln!(out, "{}", info(r, pos, start.elapsed(), dialect))
                                        .and_then(|()| out.flush());
                            }
                        });
                    written?;
                    writeln!(out, "{}", bestmove(&report, pos, dialect))?;
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
        } else if let Some(f) = spec.trim().strip_prefix("sfen") {
            shogi::parse_sfen(f.trim(), v).map_err(|e| e.to_string())?
        } else if let Some(f) = spec.trim().strip_prefix("fen") {
            fen::parse(f.trim(), v).map_err(|e| e.to_string())?
        } else {
            return Err("usage: position startpos|fen FEN|sfen SFEN [moves …]".into());
        };
        let mut history = Vec::new();
        for m in moves.unwrap_or("").split_whitespace() {
            let mv = self.dialect.read(m, &pos)?;
            history.push(pos.repetition_key());
            pos = pos.play(&mv).map_err(|e| e.to_string())?;
        }
        self.position = pos;
        self.history = history;
        self.banned.clear();
        Ok(())
    }
}

/// The limits of `go depth N | nodes N | movetime MS | wtime MS btime MS [winc MS binc MS]`
/// (a clock gives a thirtieth of the mover's time and half his increment); USI adds
/// `byoyomi MS` (most of it is used: it is lost if not), UCCI writes `time MS [increment MS]`
/// for the mover's clock. In USI `b` is the first player (Sente).
fn go_limits(line: &str, mover: Color, dialect: Dialect) -> Result<Limits, String> {
    let words: Vec<&str> = line.split_whitespace().skip(1).collect();
    let mut limits = Limits::default();
    let (mut clock, mut inc, mut byoyomi) = (None, 0u64, 0u64);
    // Which letter names the side to move's clock.
    let first = if dialect == Dialect::Usi { 'b' } else { 'w' };
    let mut i = 0;
    while i < words.len() {
        let number = |k: usize| -> Result<u64, String> {
            words
                .get(k + 1)
                .and_then(|v| v.parse().ok())
                .ok_or_else(|| format!("go {} needs a number", words[k]))
        };
        let mine = |w: &str| (w.starts_with(first)) == (mover == Color::White);
        match words[i] {
            "depth" => limits.depth = u32::try_from(number(i)?).unwrap_or(64).clamp(1, 64),
            "nodes" => limits.nodes = Some(number(i)?),
            "movetime" => {
                limits.time = Some(std::time::Duration::from_millis(number(i)?));
                limits.whole_time = true;
            }
            w @ ("wtime" | "btime") if mine(w) => clock = Some(number(i)?),
            w @ ("winc" | "binc") if mine(w) => inc = number(i)?,
            "wtime" | "btime" | "winc" | "binc" | "movestogo" => {
                number(i)?;
            }
            "byoyomi" => byoyomi = number(i)?,
            "time" if dialect == Dialect::Ucci => clock = Some(number(i)?),
            "increment" if dialect == Dialect::Ucci => inc = number(i)?,
            // UCCI's flags: answering a draw offer, pondering; neither changes the search.
            "draw" | "ponder" => {
                i += 1;
                continue;
            }
            other => {
                return Err(format!(
                "go: `{other}` is not supported (depth, nodes, movetime, wtime, btime, winc, binc, byoyomi, time, increment)"
            ))
            }
        }
        i += 2;
    }
    if let Some(c) = clock {
        let ms = c / 30 + inc / 2 + byoyomi.saturating_sub(byoyomi / 10 + 100);
        limits.time = Some(std::time::Duration::from_millis(ms.max(1)));
    } else if byoyomi > 0 {
        limits.time = Some(std::time::Duration::from_millis(
            byoyomi.saturating_sub(byoyomi / 10 + 100).max(1),
        ));
    }
    Ok(limits)
}

/// The search's answer as the `bestmove` line (USI says `resign` when there is no move).
fn bestmove(r: &Report, pos: &Position, dialect: Dialect) -> String {
    match (r.best, dialect) {
        (Some(m), _) => format!("bestmove {}", dialect.write(&m, pos)),
        (None, Dialect::Usi) => "bestmove resign".to_owned(),
        (None, Dialect::Ucci) => "nobestmove".to_owned(),
        (None, Dialect::Uci) => "bestmove (none)".to_owned(),
    }
}

/// An iteration as the `info` line.
fn info(r: &Report, pos: &Position, elapsed: std::time::Duration, dialect: Dialect) -> String {
    let score = match r.mate_in() {
        // USI counts a mate in plies (手), the others in moves.
        Some(_) if dialect == Dialect::Usi => {
            let plies = MATE - r.score.abs();
            format!("mate {}", if r.score > 0 { plies } else { -plies })
        }
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
        line.push_str(&dialect.write(m, &p));
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
        dialect: Dialect::Uci,
        level: None,
        searches: 0,
        memory: search::Memory::new(),
        history: Vec::new(),
        banned: Vec::new(),
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
