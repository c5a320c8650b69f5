//! What the measuring tools (`versus`, `agreement`, `speed`) share: another engine spoken to over UCI.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A score as the engine reported it, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: mated).
    Mate(i32),
}

/// Another engine, over UCI, with one thread and a 64 MB table.
pub struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    /// Starts the engine at `path` for the game Fairy-Stockfish names `variant`, with
    /// `options` (name, value) set after its own.
    pub fn start(path: &str, variant: &str, options: &[(String, String)]) -> Engine {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{path}: {e}"));
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        let mut e = Engine {
            child,
            input,
            output,
        };
        e.send("uci");
        e.read_until("uciok");
        e.send("setoption name Threads value 1");
        e.send("setoption name Hash value 64");
        for (name, value) in options {
            e.send(&format!("setoption name {name} value {value}"));
        }
        e.send(&format!("setoption name UCI_Variant value {variant}"));
        e.send("isready");
        e.read_until("readyok");
        e
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
    }

    /// The lines up to one beginning with `word`, that one last.
    fn read_until(&mut self, word: &str) -> Vec<String> {
        self.lines_until(|l| l.split_whitespace().next() == Some(word))
    }

    /// The lines up to the first that `last` accepts, that one included.
    pub fn lines_until(&mut self, last: impl Fn(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).expect("the engine writes") == 0 {
                panic!("the engine ended before the line awaited");
            }
            let done = last(line.trim_start());
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The engine's move for the position `fen` after `moves` (its move strings), searched
    /// as `go` says (`go movetime 100`, `go depth 10`), and the last score it reported.
    pub fn think(&mut self, fen: &str, moves: &[String], go: &str) -> (String, Option<Score>) {
        let mut position = format!("position fen {fen}");
        if !moves.is_empty() {
            position.push_str(" moves ");
            position.push_str(&moves.join(" "));
        }
        self.send(&position);
        self.send(go);
        let mut score = None;
        let mut best = String::new();
        for line in self.read_until("bestmove") {
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                best = words.get(1).map_or(String::new(), |w| (*w).to_owned());
            }
            if let Some(i) = words.iter().position(|w| *w == "score") {
                let value = words.get(i + 2).and_then(|v| v.parse().ok());
                score = match (words.get(i + 1), value) {
                    (Some(&"cp"), Some(v)) => Some(Score::Cp(v)),
                    (Some(&"mate"), Some(v)) => Some(Score::Mate(v)),
                    _ => score,
                };
            }
        }
        (best, score)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}
