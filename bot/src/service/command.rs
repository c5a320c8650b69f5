//! The command grammar every adapter uses: `/challenge @bob shatranj days:3 color:white
//! rules:e-file-kings`, `/move Nf3 game:12`, …

use std::fmt;

use tabiya_render::PieceSet;

/// The days per move a challenge may ask for.
pub const DAYS: [i64; 7] = [1, 2, 3, 5, 7, 10, 14];

/// The usage text of `/help`.
pub const HELP: &str = "Tabiya — correspondence play of the historical chess family.
/challenge @player GAME [days:N] [color:white|black|random] [rules:OPTION,…] — invite a player (without @player: anyone here)
/accept [ID], /decline [ID], /cancel [ID] — answer or withdraw a challenge
/move MOVE [game:ID] — play a move in the game's notation, SAN or coordinates
/board [game:ID] [flip] [set:traditional|international] — your private view of the board
/games — your games, your move first
/resign [game:ID] — resign (asks to confirm), /draw [offer|accept|decline], /abort before both sides moved
/export [pgn|kif|csa] [game:ID] — the game record
/rules GAME — the rules in brief, with the start position
/settings [set:traditional|international] — your piece set
Game actions: /setup ARRANGEMENT (Janggi), /place K@e2 F@d2 … and /object (Sittuyin), /count start|stop (Makruk, Ouk), /impasse claim|accept (Shogi); passes, drops and promotions are moves
Games: chaturanga shatranj senterej ninthcentury sittuyin makruk ouk shatar xiangqi janggi heianshogi shoshogi shogi";

/// How to answer a draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAnswer {
    /// Offer (or accept an offer already made).
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline it.
    Decline,
}

/// A parsed command.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Command {
    Help,
    Rules {
        variant: String,
    },
    Challenge {
        opponent: Option<String>,
        variant: String,
        /// `None`: the configured default.
        days: Option<i64>,
        color: String,
        rules: Vec<String>,
    },
    Accept {
        id: Option<i64>,
    },
    Decline {
        id: Option<i64>,
    },
    Cancel {
        id: Option<i64>,
    },
    Move {
        text: String,
        game: Option<i64>,
    },
    Board {
        game: Option<i64>,
        flip: bool,
        set: Option<PieceSet>,
    },
    Games,
    Resign {
        game: Option<i64>,
        confirm: bool,
    },
    Draw {
        game: Option<i64>,
        answer: DrawAnswer,
    },
    Abort {
        game: Option<i64>,
    },
    Export {
        game: Option<i64>,
        format: String,
    },
    Settings {
        set: Option<PieceSet>,
    },
    /// Janggi: choose the horse/elephant setup.
    Setup {
        arrangement: String,
        game: Option<i64>,
    },
    /// Sittuyin: several placements in one command.
    Place {
        drops: Vec<String>,
        game: Option<i64>,
    },
    /// Sittuyin: the first player objects to the second's rooks.
    Object {
        game: Option<i64>,
    },
    /// Makruk, Ouk: start or stop the board's-honour count.
    Count {
        start: bool,
        game: Option<i64>,
    },
    /// Shogi: claim or accept an impasse.
    Impasse {
        accept: bool,
        game: Option<i64>,
    },
}

/// A command that cannot be read; the text says how to write it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(pub String);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParseError {}

fn err<T>(s: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError(s.into()))
}

fn id(s: &str) -> Result<i64, ParseError> {
    s.trim_start_matches('#')
        .parse()
        .map_err(|_| ParseError(format!("`{s}` is not a number")))
}

/// Reads a command line.
///
/// # Errors
/// [`ParseError`] with what was wrong and how to write it.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let Some(rest) = line.strip_prefix('/').or_else(|| line.strip_prefix('!')) else {
        return err("Commands start with /, e.g. /help.");
    };
    let mut words = rest.split_whitespace();
    let name = words.next().unwrap_or("").to_ascii_lowercase();
    let args: Vec<&str> = words.collect();
    let mut game = None;
    let mut plain = Vec::new();
    let mut keyed = Vec::new();
    for a in &args {
        match a.split_once(':') {
            Some(("game", v)) => game = Some(id(v)?),
            Some((k, v))
                if !k.is_empty() && k.chars().all(|c| c.is_ascii_alphabetic()) && k.len() > 1 =>
            {
                keyed.push((k.to_ascii_lowercase(), v.to_owned()))
            }
            _ => plain.push(*a),
        }
    }
    let key = |k: &str| keyed.iter().find(|(x, _)| x == k).map(|(_, v)| v.clone());
    let set = match key("set") {
        Some(s) => Some(PieceSet::parse(&s).ok_or_else(|| {
            ParseError(format!(
                "unknown piece set `{s}`: traditional or international"
            ))
        })?),
        None => None,
    };
    let one_id = || -> Result<Option<i64>, ParseError> { plain.first().map(|s| id(s)).transpose() };
    Ok(match name.as_str() {
        "help" | "start" => Command::Help,
        "rules" => Command::Rules {
            variant: plain
                .first()
                .map(|s| s.to_string())
                .ok_or_else(|| ParseError("Which game? /rules shatranj".into()))?,
        },
        "challenge" | "seek" => {
            let opponent = plain
                .iter()
                .find(|a| a.starts_with('@'))
                .map(|a| a.trim_start_matches('@').to_owned());
            let variant = plain
                .iter()
                .find(|a| !a.starts_with('@'))
                .map(|s| s.to_string())
                .ok_or_else(|| ParseError("Which game? /challenge @player shatranj".into()))?;
            let days = match key("days") {
                Some(d) => {
                    let n: i64 = d
                        .parse()
                        .map_err(|_| ParseError(format!("days:{d} is not a number")))?;
                    if !DAYS.contains(&n) {
                        return err(format!(
                            "days:{n} is not offered; choose one of 1, 2, 3, 5, 7, 10, 14"
                        ));
                    }
                    Some(n)
                }
                None => None,
            };
            let color = key("color")
                .unwrap_or_else(|| "random".into())
                .to_ascii_lowercase();
            if !matches!(color.as_str(), "white" | "black" | "random") {
                return err(format!("color:{color} — choose white, black or random"));
            }
            let rules = key("rules")
                .map(|r| {
                    r.split(',')
                        .filter(|s| !s.is_empty())
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            Command::Challenge {
                opponent,
                variant,
                days,
                color,
                rules,
            }
        }
        "accept" => Command::Accept { id: one_id()? },
        "decline" => Command::Decline { id: one_id()? },
        "cancel" => Command::Cancel { id: one_id()? },
        "move" | "m" => {
            if plain.is_empty() {
                return err("Which move? e.g. /move Nf3");
            }
            Command::Move {
                text: plain.join(" "),
                game,
            }
        }
        "board" => Command::Board {
            game,
            flip: plain.contains(&"flip"),
            set,
        },
        "games" => Command::Games,
        "resign" => Command::Resign {
            game,
            confirm: plain.contains(&"confirm"),
        },
        "draw" => Command::Draw {
            game,
            answer: match plain.first().copied() {
                None | Some("offer") => DrawAnswer::Offer,
                Some("accept") => DrawAnswer::Accept,
                Some("decline") => DrawAnswer::Decline,
                Some(o) => {
                    return err(format!(
                        "/draw {o}? Use /draw offer, /draw accept or /draw decline."
                    ))
                }
            },
        },
        "abort" => Command::Abort { game },
        "export" => Command::Export {
            game,
            format: match plain.first().map(|s| s.to_ascii_lowercase()) {
                None => "pgn".into(),
                Some(f) if matches!(f.as_str(), "pgn" | "kif" | "csa") => f,
                Some(f) => return err(format!("/export {f}? Formats: pgn, kif, csa.")),
            },
        },
        "settings" => Command::Settings { set },
        "setup" => Command::Setup {
            arrangement: plain.first().map(|s| s.to_string()).ok_or_else(|| {
                ParseError("Which setup? /setup masangsangma (or sangmamasang, masangmasang, sangmasangma)".into())
            })?,
            game,
        },
        "place" => {
            if plain.is_empty() {
                return err("What to place? e.g. /place K@e2 F@d2 R@a1");
            }
            Command::Place { drops: plain.iter().map(|s| s.to_string()).collect(), game }
        }
        "object" => Command::Object { game },
        "count" => Command::Count {
            start: match plain.first().copied() {
                Some("start") => true,
                Some("stop") => false,
                _ => return err("/count start or /count stop"),
            },
            game,
        },
        "impasse" | "jishogi" => Command::Impasse {
            accept: match plain.first().copied() {
                None | Some("claim") => false,
                Some("accept") => true,
                Some(o) => return err(format!("/impasse {o}? Use /impasse claim or /impasse accept.")),
            },
            game,
        },
        "" => return err("Commands start with /, e.g. /help."),
        other => return err(format!("There is no /{other}; /help lists the commands.")),
    })
}
