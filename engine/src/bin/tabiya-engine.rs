//! `tabiya-engine`: a UCI driver for diffing Tabiya's rules against Fairy-Stockfish.
//!
//! Speaks the subset `uci`, `isready`, `ucinewgame`, `setoption name UCI_Variant value
//! NAME`, `setoption name Rules value fairy|historical` (also read under its older name), `position startpos|fen FEN [moves …]`,
//! `go perft N`, `d`, `quit`. Under Fairy-Stockfish's variant names it reproduces
//! Fairy-Stockfish's reading (`Rules fairy`, the default); `Rules historical` plays the historical reading.

use std::io::{self, BufRead, Write};

use tabiya_engine::{fen, perft, uci, Position, Variant};

struct Driver {
    variant_name: String,
    historical: bool,
    position: Position,
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
                } else {
                    writeln!(out, "info string only `go perft N` is supported")?;
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

fn main() -> io::Result<()> {
    let default = Variant::fairy("shatranj").expect("shatranj is known");
    let mut driver = Driver {
        variant_name: "shatranj".to_owned(),
        historical: false,
        position: Position::new(default),
    };
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let line = line?;
        if !driver.handle(line.trim(), &mut out)? {
            break;
        }
        out.flush()?;
    }
    Ok(())
}
