//! The command grammar every adapter uses: `/challenge @bob shatranj days:3 color:white
//! rules:e-file-kings`, `/move Nf3 game:12`, …

use std::fmt;

use tabiya_render::PieceSet;

use crate::storage::TimeControl;

/// The days per move a challenge may ask for.
pub const DAYS: [i64; 7] = [1, 2, 3, 5, 7, 10, 14];

/// `text` with each command it names (`/accept 1`, at the start of a word) written as
/// `prefix accept 1`: how a platform without slash commands types it.
pub fn with_prefix(text: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find('/') {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let starts_word = out
            .chars()
            .last()
            .is_none_or(|c| c.is_whitespace() || "(`\"'".contains(c));
        let name_len = after[1..]
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(after.len() - 1);
        let name = &after[1..1 + name_len];
        if starts_word && !name.is_empty() && super::table::names().any(|n| n == name) {
            out.push_str(prefix);
            out.push(' ');
            out.push_str(name);
        } else {
            out.push('/');
            out.push_str(name);
        }
        rest = &after[1 + name_len..];
    }
    out.push_str(rest);
    out
}

/// A setting's values, each defined once with the word that types and stores it.
macro_rules! words {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in the order help lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The word that types and stores it.
            pub fn word(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }

            /// The value a word names (case-insensitive).
            pub fn from_word(w: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.word().eq_ignore_ascii_case(w))
            }

            /// The words, for an error that lists them.
            pub fn words() -> String {
                $name::ALL.iter().map(|v| v.word()).collect::<Vec<_>>().join(", ")
            }
        }
    };
}

words! {
    /// Which side a player's boards show at the bottom.
    Orientation {
        /// His own side.
        Own = "own",
        /// The first player's (White, Sente, Red).
        First = "first",
        /// The second player's.
        Second = "second",
    }
}

words! {
    /// How moves are written to a player.
    Notation {
        /// The game's own notation (SAN, WXF, Western Shogi, …).
        Game = "game",
        /// SAN in every game.
        San = "san",
        /// Move strings (`e2e3`).
        Uci = "uci",
        /// Japanese, for the Shogi family.
        Japanese = "japanese",
    }
}

words! {
    /// When a player is notified that it is his move.
    Notify {
        /// A ping with each move.
        Move = "move",
        /// One direct message a day.
        Digest = "digest",
        /// Never (the reminder before a deadline still comes).
        Never = "none",
    }
}

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

/// What a player does in an Ashtapada race.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RaceCommand {
    /// Take the seat he was invited to.
    Join,
    /// Refuse the invitation.
    Decline,
    /// Call off a race not yet begun (its challenger).
    Cancel,
    /// Throw the cowries.
    Throw,
    /// Move a piece: `enter`, `c3`, `c3x2`.
    Move(String),
}

/// What `/link` does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkAction {
    /// The identities linked, and a request waiting.
    Status,
    /// Ask to link an identity on another platform (optionally naming it).
    Ask {
        /// `discord`, `matrix` or `console`.
        platform: String,
        /// The handle there, if named (then only it may confirm).
        handle: Option<String>,
    },
    /// Confirm, from the other identity, with the code the asking side was given.
    Confirm(String),
    /// Detach the identity on a platform.
    Unlink(String),
}

/// The platforms identities may be linked across.
pub const PLATFORMS: [&str; 3] = ["discord", "matrix", "console"];

/// What `/tournament` does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// Open one for registration (the sender organizes it).
    Create {
        /// The game.
        variant: String,
        /// Rule options.
        rules: Vec<String>,
        /// 1: single round robin, 2: double.
        cycles: i64,
        /// Days per move (`None`: the configured default).
        days: Option<i64>,
        /// Rated games.
        rated: bool,
        /// The most players.
        size: Option<i64>,
        /// Its name.
        name: Option<String>,
        /// Registration closes by itself after this many days.
        register_days: Option<i64>,
        /// A Swiss of this many rounds (0: chosen at the start from the field's size);
        /// `None`: a round robin.
        swiss_rounds: Option<i64>,
        /// Swiss: the days each round may last.
        round_days: Option<i64>,
        /// The vacation days each player may take in this event.
        vacation_cap: Option<i64>,
    },
    /// Register.
    Join,
    /// Unregister before the start.
    Leave,
    /// Start: pair everyone and begin every game (the organizer).
    Start,
    /// The sender's own games in his running tournaments, with the time left.
    Mine,
    /// The standings with their tie-breaks.
    Standings,
    /// Every round's games and results.
    Pairings,
    /// Withdraw (oneself, or `player` by the organizer): the unplayed games are forfeited.
    Withdraw {
        /// Whom (`None`: oneself).
        player: Option<String>,
    },
    /// Call it off (the organizer): the games in progress are aborted.
    Cancel,
    /// Give a player's seat to another (the organizer): start number and unfinished games.
    Replace {
        /// Who leaves.
        old: String,
        /// Who takes the seat.
        new: String,
    },
    /// Stop every clock of the tournament (the organizer); moves wait.
    Pause,
    /// Start the clocks again with the time each had left (the organizer).
    Resume,
    /// Close registration (the organizer).
    Close,
    /// Open registration again (the organizer).
    Open,
    /// Decide a game in play (the organizer): `1-0`, `0-1` or `1/2-1/2`.
    Adjudicate {
        /// The game.
        game: Option<i64>,
        /// The result.
        result: String,
    },
    /// The tournament as a file: FIDE's TRF (the crosstable), or every game's PGN.
    Export {
        /// PGN rather than TRF.
        pgn: bool,
    },
}

/// What `/vacation` asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VacationAction {
    /// How much is left, and whether one is running.
    Status,
    /// Start one of this many days, now.
    Start(i64),
    /// End the running one early; unused days go back to the bank.
    End,
}

/// The options each command takes (`key:value`), from the command table; anything else is
/// refused by name.
fn allowed_keys(command: &str) -> &'static [&'static str] {
    super::table::find(command).map_or(&[], |s| s.keys)
}

/// A parsed command.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Command {
    /// The commands, or one in detail.
    Help {
        topic: Option<String>,
    },
    Rules {
        variant: String,
    },
    Challenge {
        opponent: Option<String>,
        variant: String,
        /// `None`: the configured default days per move.
        time: Option<TimeControl>,
        color: String,
        rules: Vec<String>,
        /// `None`: casual, the default.
        rated: Option<bool>,
    },
    /// Ashtapada: invite one to three players to a race.
    RaceChallenge {
        /// The invited, in the order named.
        opponents: Vec<String>,
        /// Days per action (`None`: the configured default).
        days: Option<i64>,
        /// Rule options: `play-on`, `grace`.
        rules: Vec<String>,
    },
    /// Ashtapada: an action in a race (the one here when `race` is `None`).
    Race {
        /// What.
        action: RaceCommand,
        /// Which race.
        race: Option<i64>,
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
        /// The number of moves the sender saw the game at (menus and buttons send it): a
        /// move made on a view the game has since left is refused as stale.
        at: Option<i64>,
    },
    Board {
        game: Option<i64>,
        flip: bool,
        set: Option<PieceSet>,
    },
    Games,
    /// Ratings: one's own or `player`'s (with the head-to-head record), all games or one.
    Rating {
        player: Option<String>,
        variant: Option<String>,
    },
    /// A tournament command; `id` names the tournament (else the channel's one).
    Tournament {
        action: TournamentAction,
        id: Option<i64>,
    },
    /// The established ratings of one game, best first.
    Leaderboard {
        variant: String,
    },
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
        orientation: Option<Orientation>,
        notation: Option<Notation>,
        notify: Option<Notify>,
    },
    Takeback {
        game: Option<i64>,
        answer: DrawAnswer,
    },
    Vacation {
        action: VacationAction,
    },
    /// One player across platforms.
    Link(LinkAction),
    /// Save or list Sittuyin placement arrangements.
    Arrangement {
        /// `None`: list them.
        save: Option<(String, Vec<String>)>,
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
        /// Place a saved arrangement by name.
        saved: Option<String>,
        /// Save what is placed under this name.
        save_as: Option<String>,
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

impl Command {
    /// The command with `implied` as its game when it names none and acts on one game (the
    /// platform's context: a game's thread, a reply to its board).
    pub fn with_implied_game(mut self, implied: Option<i64>) -> Command {
        let slot = match &mut self {
            Command::Move { game, .. }
            | Command::Board { game, .. }
            | Command::Resign { game, .. }
            | Command::Draw { game, .. }
            | Command::Abort { game }
            | Command::Export { game, .. }
            | Command::Takeback { game, .. }
            | Command::Setup { game, .. }
            | Command::Place { game, .. }
            | Command::Object { game }
            | Command::Count { game, .. }
            | Command::Impasse { game, .. } => game,
            _ => return self,
        };
        if slot.is_none() {
            *slot = implied;
        }
        self
    }
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

/// The longest command line read (Discord's options come to less; a Matrix message may be
/// longer, and is refused).
pub const MAX_LINE: usize = 2_000;

/// The longest handle a command may name (Matrix's limit on a user id).
pub const MAX_HANDLE: usize = 255;

/// The longest name a user may give (a tournament, an arrangement) or a platform may show.
pub const MAX_NAME: usize = 64;

/// A name a user gave, `what` saying what it names: at most [`MAX_NAME`] characters, and no
/// control characters.
fn name_of(what: &str, raw: &str) -> Result<String, ParseError> {
    let name = raw.trim();
    if name.is_empty() {
        return err(format!("The {what} needs a name."));
    }
    if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return err(format!(
            "A {what}'s name is at most {MAX_NAME} characters of plain text; `{}` is not.",
            clip(name)
        ));
    }
    Ok(name.to_owned())
}

/// The largest id a user may type: games, challenges, tournaments and races are numbered
/// from 1, and no community reaches 2⁵³ of anything.
pub const MAX_ID: i64 = (1 << 53) - 1;

/// The longest vacation one command may ask for (the yearly bank is smaller still).
pub const MAX_VACATION_DAYS: i64 = 366;

fn id(s: &str) -> Result<i64, ParseError> {
    s.trim_start_matches('#')
        .parse()
        .ok()
        .filter(|n| (1..=MAX_ID).contains(n))
        .ok_or_else(|| ParseError(format!("`{}` is not a number such as 12 or #12", clip(s))))
}

/// User text quoted back in an error: at most 40 characters.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

fn link(name: &str, args: &[&str]) -> Result<Command, ParseError> {
    let platform = |p: &str| {
        let p = p.to_ascii_lowercase();
        if PLATFORMS.contains(&p.as_str()) {
            Ok(p)
        } else {
            err(format!(
                "`{p}` is not a platform: say discord, matrix or console."
            ))
        }
    };
    Ok(Command::Link(match (name, args) {
        ("unlink", [p]) => LinkAction::Unlink(platform(p)?),
        ("unlink", _) => return err("/unlink PLATFORM — discord, matrix or console."),
        (_, []) => LinkAction::Status,
        (_, [p, rest @ ..]) if PLATFORMS.contains(&p.to_ascii_lowercase().as_str()) => {
            if rest.len() > 1 {
                return err("/link PLATFORM [HANDLE] — one handle.");
            }
            LinkAction::Ask {
                platform: platform(p)?,
                handle: rest.first().map(|h| h.trim_start_matches('@').to_owned()),
            }
        }
        (_, [code]) => LinkAction::Confirm(code.to_ascii_uppercase()),
        _ => {
            return err(
                "/link PLATFORM [HANDLE] to ask, /link CODE to confirm from the other account, /link to see yours.",
            )
        }
    }))
}

/// Reads a command line.
///
/// # Errors
/// [`ParseError`] with what was wrong and how to write it.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let line = line.trim();
    let length = line.chars().count();
    if length > MAX_LINE {
        return err(format!(
            "That command is {length} characters long; a command is at most {MAX_LINE}."
        ));
    }
    if let Some(long) = line
        .split_whitespace()
        .filter_map(|w| w.strip_prefix('@'))
        .find(|h| h.chars().count() > MAX_HANDLE)
    {
        return err(format!(
            "@{} is not a player: a handle is at most {MAX_HANDLE} characters.",
            clip(long)
        ));
    }
    let Some(rest) = line.strip_prefix('/').or_else(|| line.strip_prefix('!')) else {
        return err("Commands start with /, e.g. /help.");
    };
    let mut words = rest.split_whitespace();
    let name = words.next().unwrap_or("").to_ascii_lowercase();
    let args: Vec<&str> = words.collect();
    if name == "link" || name == "unlink" {
        // Handles such as `alice:example.org` are not options here.
        return link(&name, &args);
    }
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
    let allowed = allowed_keys(&name);
    if let Some((k, v)) = keyed.iter().find(|(k, _)| !allowed.contains(&k.as_str())) {
        return err(if allowed.is_empty() {
            format!("/{name} takes no option `{k}:{v}`.")
        } else {
            format!(
                "/{name} has no option `{k}:`; it takes {}.",
                allowed
                    .iter()
                    .map(|a| format!("{a}:"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        });
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
    let race = key("race").map(|r| id(&r)).transpose()?;
    Ok(match name.as_str() {
        "challenge" | "seek" if plain.iter().any(|a| a.eq_ignore_ascii_case("ashtapada")) => {
            let opponents: Vec<String> = plain
                .iter()
                .filter(|a| a.starts_with('@'))
                .map(|a| a.trim_start_matches('@').to_owned())
                .collect();
            if opponents.is_empty() || opponents.len() > 3 {
                return err("Ashtapada is for two to four: /challenge @a [@b @c] ashtapada");
            }
            if let Some(k) = ["color", "rated", "cap"].iter().find(|k| key(k).is_some()) {
                return err(format!("Ashtapada takes no {k}: option (it is a race, played unrated)."));
            }
            let days = match key("days") {
                Some(d) => Some(d.parse::<i64>().ok().filter(|d| DAYS.contains(d)).ok_or_else(|| {
                    ParseError(format!("days:{d}? Days per action are 1, 2, 3, 5, 7, 10 or 14."))
                })?),
                None => None,
            };
            Command::RaceChallenge {
                opponents,
                days,
                rules: key("rules")
                    .map(|r| r.split(',').filter(|s| !s.is_empty()).map(|s| s.to_ascii_lowercase()).collect())
                    .unwrap_or_default(),
            }
        }
        "join" => Command::Race {
            action: RaceCommand::Join,
            race: race.or(one_id()?),
        },
        "accept" if race.is_some() => Command::Race {
            action: RaceCommand::Join,
            race,
        },
        "decline" if race.is_some() => Command::Race {
            action: RaceCommand::Decline,
            race,
        },
        "cancel" if race.is_some() => Command::Race {
            action: RaceCommand::Cancel,
            race,
        },
        "throw" | "roll" => Command::Race {
            action: RaceCommand::Throw,
            race: race.or(one_id()?),
        },
        "move" | "m" if race.is_some() => Command::Race {
            action: RaceCommand::Move(plain.join(" ")),
            race,
        },
        "help" | "start" => Command::Help {
            topic: plain.first().map(|t| t.to_ascii_lowercase()),
        },
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
            let time = parse_time(key("days").as_deref(), key("cap").as_deref())?;
            let rated = match key("rated").map(|r| r.to_ascii_lowercase()).as_deref() {
                None => None,
                Some("yes" | "true" | "on") => Some(true),
                Some("no" | "false" | "off") => Some(false),
                Some(r) => return err(format!("rated:{r} — say rated:yes or rated:no")),
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
                time,
                color,
                rules,
                rated,
            }
        }
        "accept" => Command::Accept { id: one_id()? },
        "decline" => Command::Decline { id: one_id()? },
        "cancel" => Command::Cancel { id: one_id()? },
        "move" | "m" => {
            if plain.is_empty() {
                return err("Which move? e.g. /move Nf3");
            }
            let at = match key("at") {
                Some(n) => Some(n.parse::<i64>().ok().filter(|n| (0..=100_000).contains(n)).ok_or_else(|| {
                    ParseError(format!("at:{}? It is the number of moves made so far, e.g. at:12.", clip(&n)))
                })?),
                None => None,
            };
            Command::Move {
                text: plain.join(" "),
                game,
                at,
            }
        }
        "board" => Command::Board {
            game,
            flip: plain.contains(&"flip"),
            set,
        },
        "games" => Command::Games,
        "mypairings" => Command::Tournament {
            action: TournamentAction::Mine,
            id: plain
                .first()
                .map(|a| id(a.trim_start_matches('#')))
                .transpose()?,
        },
        "rating" | "ratings" => Command::Rating {
            player: plain
                .iter()
                .find(|a| a.starts_with('@'))
                .map(|a| a.trim_start_matches('@').to_owned()),
            variant: plain
                .iter()
                .find(|a| !a.starts_with('@'))
                .map(|a| a.to_ascii_lowercase()),
        },
        "tournament" | "t" => {
            let sub = plain.first().map(|s| s.to_ascii_lowercase());
            let rest: Vec<&str> = plain.iter().skip(1).copied().collect();
            let id = rest
                .iter()
                .find(|a| a.trim_start_matches('#').parse::<i64>().is_ok())
                .map(|a| id(a.trim_start_matches('#')))
                .transpose()?;
            let action = match sub.as_deref() {
                Some("create") | Some("new") => {
                    let variant = rest
                        .iter()
                        .find(|a| !a.starts_with('@') && a.parse::<i64>().is_err() && !["double", "single", "swiss", "roundrobin", "rr"].iter().any(|w| a.eq_ignore_ascii_case(w)))
                        .map(|a| a.to_ascii_lowercase())
                        .ok_or_else(|| ParseError("Which game? /tournament create shatranj [double|swiss] [rounds:N] [days:3] [rated:yes] [size:8] [name:Winter]".into()))?;
                    let rounds = match key("rounds") {
                        Some(n) => Some(n.parse::<i64>().ok().filter(|n| (1..=20).contains(n)).ok_or_else(|| {
                            ParseError(format!("rounds:{n}? A Swiss has 1 to 20 rounds."))
                        })?),
                        None => None,
                    };
                    let swiss = rounds.is_some() || rest.iter().any(|a| a.eq_ignore_ascii_case("swiss"));
                    if swiss && rest.iter().any(|a| a.eq_ignore_ascii_case("double")) {
                        return err("A tournament is a Swiss or a (double) round robin, not both.".to_owned());
                    }
                    let round_days = match key("deadline") {
                        Some(_) if !swiss => return err("deadline: is the days a Swiss round may last; a round robin has no rounds to wait for.".to_owned()),
                        Some(d) => Some(d.parse::<i64>().ok().filter(|d| (1..=365).contains(d)).ok_or_else(|| {
                            ParseError(format!("deadline:{d}? A round may last 1 to 365 days."))
                        })?),
                        None => None,
                    };
                    let vacation_cap = match key("vacation") {
                        Some(d) => Some(d.parse::<i64>().ok().filter(|d| (0..=60).contains(d)).ok_or_else(|| {
                            ParseError(format!("vacation:{d}? A player may take 0 to 60 vacation days in one event."))
                        })?),
                        None => None,
                    };
                    let days = match key("days") {
                        Some(d) => Some(d.parse::<i64>().ok().filter(|d| DAYS.contains(d)).ok_or_else(|| {
                            ParseError(format!("days:{d}? Days per move are 1, 2, 3, 5, 7, 10 or 14."))
                        })?),
                        None => None,
                    };
                    let rated = match key("rated").map(|r| r.to_ascii_lowercase()).as_deref() {
                        None | Some("no") | Some("false") => false,
                        Some("yes") | Some("true") => true,
                        Some(r) => return err(format!("rated:{r} — say rated:yes or rated:no")),
                    };
                    let size = match key("size") {
                        Some(n) => Some(n.parse::<i64>().ok().filter(|n| if swiss { (4..=128).contains(n) } else { (3..=16).contains(n) }).ok_or_else(|| {
                            ParseError(if swiss {
                                format!("size:{n}? A Swiss takes 4 to 128 players.")
                            } else {
                                format!("size:{n}? A round robin takes 3 to 16 players.")
                            })
                        })?),
                        None => None,
                    };
                    TournamentAction::Create {
                        variant,
                        rules: key("rules")
                            .map(|r| r.split(',').map(|o| o.trim().to_owned()).filter(|o| !o.is_empty()).collect())
                            .unwrap_or_default(),
                        cycles: if rest.iter().any(|a| a.eq_ignore_ascii_case("double")) { 2 } else { 1 },
                        days,
                        rated,
                        size,
                        // `_` stands for a space in a tournament's name (`name:Winter_Cup`);
                        // an arrangement's name is kept as typed, to be typed back.
                        name: key("name").map(|n| name_of("tournament", &n.replace('_', " "))).transpose()?,
                        register_days: match key("register") {
                            Some(d) => Some(d.parse::<i64>().ok().filter(|d| (1..=60).contains(d)).ok_or_else(|| {
                                ParseError(format!("register:{d}? Registration may stay open 1 to 60 days."))
                            })?),
                            None => None,
                        },
                        swiss_rounds: swiss.then_some(rounds.unwrap_or(0)),
                        round_days,
                        vacation_cap,
                    }
                }
                Some("join") => TournamentAction::Join,
                Some("leave") => TournamentAction::Leave,
                Some("start") => TournamentAction::Start,
                Some("mine") | Some("my") => TournamentAction::Mine,
                Some("standings") | Some("table") => TournamentAction::Standings,
                Some("pairings") | Some("games") => TournamentAction::Pairings,
                Some("withdraw") => TournamentAction::Withdraw {
                    player: rest
                        .iter()
                        .find(|a| a.starts_with('@'))
                        .map(|a| a.trim_start_matches('@').to_owned()),
                },
                Some("cancel") => TournamentAction::Cancel,
                Some("close") => TournamentAction::Close,
                Some("pause") => TournamentAction::Pause,
                Some("replace") => {
                    let who: Vec<String> = rest
                        .iter()
                        .filter(|a| a.starts_with('@'))
                        .map(|a| a.trim_start_matches('@').to_owned())
                        .collect();
                    match who.as_slice() {
                        [old, new] => TournamentAction::Replace {
                            old: old.clone(),
                            new: new.clone(),
                        },
                        _ => return err("/tournament replace @leaving @joining"),
                    }
                }
                Some("resume") => TournamentAction::Resume,
                Some("open") => TournamentAction::Open,
                Some("adjudicate") => TournamentAction::Adjudicate {
                    game,
                    result: match rest.iter().find(|a| a.contains('-') || a.eq_ignore_ascii_case("draw")).map(|a| a.to_ascii_lowercase()).as_deref() {
                        Some("1-0") => "1-0".to_owned(),
                        Some("0-1") => "0-1".to_owned(),
                        Some("1/2-1/2") | Some("draw") | Some("½-½") => "1/2-1/2".to_owned(),
                        _ => return err("/tournament adjudicate game:ID 1-0|0-1|draw"),
                    },
                },
                Some("export") => TournamentAction::Export {
                    pgn: rest.iter().any(|a| a.eq_ignore_ascii_case("pgn")),
                },
                Some(other) => return err(format!("/tournament {other}? It takes create, join, leave, close, open, start, standings, pairings, withdraw, replace, adjudicate, pause, resume, cancel or export.")),
                None => return err("/tournament create|join|leave|start|standings|pairings|withdraw|cancel [ID]"),
            };
            Command::Tournament { action, id }
        }
        "leaderboard" | "top" => Command::Leaderboard {
            variant: plain
                .first()
                .map(|s| s.to_ascii_lowercase())
                .ok_or_else(|| ParseError("Which game? /leaderboard shatranj".into()))?,
        },
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
        "settings" => {
            fn pick<T>(
                value: Option<String>,
                key: &str,
                read: fn(&str) -> Option<T>,
                words: fn() -> String,
            ) -> Result<Option<T>, ParseError> {
                match value {
                    None => Ok(None),
                    Some(v) => read(&v)
                        .map(Some)
                        .ok_or_else(|| ParseError(format!("{key}:{}? Choose {}.", clip(&v.to_ascii_lowercase()), words()))),
                }
            }
            // White and Black are the first and second players' usual names.
            let orientation = key("orientation").map(|o| match o.to_ascii_lowercase().as_str() {
                "white" => "first".to_owned(),
                "black" => "second".to_owned(),
                _ => o,
            });
            Command::Settings {
                set,
                orientation: pick(orientation, "orientation", Orientation::from_word, Orientation::words)?,
                notation: pick(key("notation"), "notation", Notation::from_word, Notation::words)?,
                notify: pick(key("notify"), "notify", Notify::from_word, Notify::words)?,
            }
        }
        "takeback" => Command::Takeback {
            game,
            answer: match plain.first().copied() {
                None | Some("offer" | "ask") => DrawAnswer::Offer,
                Some("accept") => DrawAnswer::Accept,
                Some("decline") => DrawAnswer::Decline,
                Some(o) => {
                    return err(format!(
                        "/takeback {o}? Use /takeback, /takeback accept or /takeback decline."
                    ))
                }
            },
        },
        "vacation" => Command::Vacation {
            action: match plain.first().copied() {
                None | Some("status") => VacationAction::Status,
                Some("end" | "stop") => VacationAction::End,
                Some(n) => {
                    let days: i64 = n.trim_end_matches('d').parse().map_err(|_| {
                        ParseError(format!(
                            "/vacation {}? Use /vacation DAYS (e.g. /vacation 7), /vacation end or /vacation.",
                            clip(n)
                        ))
                    })?;
                    if !(1..=MAX_VACATION_DAYS).contains(&days) {
                        return err(format!(
                            "A vacation lasts 1 to {MAX_VACATION_DAYS} days (and no more than is left of your yearly bank)."
                        ));
                    }
                    VacationAction::Start(days)
                }
            },
        },
        "arrangement" | "arrangements" => match plain.first().copied() {
            None | Some("list") => Command::Arrangement { save: None },
            Some("save") => {
                let (Some(name), rest) = (plain.get(1), plain.get(2..).unwrap_or(&[])) else {
                    return err("/arrangement save NAME K@e2 F@d2 … — name it, then list the placements.");
                };
                if rest.is_empty() {
                    return err(format!(
                        "/arrangement save {name} — and the placements, e.g. K@e2 F@d2 …"
                    ));
                }
                Command::Arrangement {
                    save: Some((name_of("arrangement", name)?, rest.iter().map(|s| s.to_string()).collect())),
                }
            }
            Some(o) => {
                return err(format!(
                    "/arrangement {o}? Use /arrangement list or /arrangement save NAME K@e2 …"
                ))
            }
        },
        "setup" => Command::Setup {
            arrangement: plain.first().map(|s| s.to_string()).ok_or_else(|| {
                ParseError("Which setup? /setup masangsangma (or sangmamasang, masangmasang, sangmasangma)".into())
            })?,
            game,
        },
        "place" => {
            let saved = key("saved");
            if plain.is_empty() && saved.is_none() {
                return err("What to place? e.g. /place K@e2 F@d2 R@a1, or /place saved:NAME");
            }
            if !plain.is_empty() && saved.is_some() {
                return err("Either placements or saved:NAME, not both.");
            }
            Command::Place {
                drops: plain.iter().map(|s| s.to_string()).collect(),
                game,
                saved,
                save_as: key("save").map(|n| name_of("arrangement", &n)).transpose()?,
            }
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

/// `days:3` (days per move: 1, 2, 3, 5, 7, 10, 14) or `days:7+2` (Fischer: 7 days, plus 2
/// after each move) with `cap:N` (the most a Fischer clock may hold; the initial days if not
/// given).
fn parse_time(days: Option<&str>, cap: Option<&str>) -> Result<Option<TimeControl>, ParseError> {
    let number = |what: &str, s: &str| -> Result<i64, ParseError> {
        s.trim()
            .parse()
            .map_err(|_| ParseError(format!("{what}:{s} is not a number of days")))
    };
    let Some(d) = days else {
        if cap.is_some() {
            return err("cap: goes with a Fischer time such as days:7+2");
        }
        return Ok(None);
    };
    match d.split_once('+') {
        None => {
            let n = number("days", d)?;
            if !DAYS.contains(&n) {
                return err(format!(
                    "days:{n} is not offered; choose one of 1, 2, 3, 5, 7, 10, 14 (or Fischer time: days:7+2)"
                ));
            }
            if cap.is_some() {
                return err("cap: goes with a Fischer time such as days:7+2");
            }
            Ok(Some(TimeControl {
                days: n,
                increment: None,
                cap: None,
            }))
        }
        Some((initial, inc)) => {
            let initial = number("days", initial)?;
            let inc = number("days", inc)?;
            if !(1..=60).contains(&initial) || !(1..=14).contains(&inc) {
                return err(format!(
                    "days:{d} — Fischer time is 1 to 60 initial days plus 1 to 14 a move, e.g. days:7+2"
                ));
            }
            let cap = match cap {
                Some(c) => number("cap", c)?,
                None => initial,
            };
            if cap < initial || cap > 90 {
                return err(format!(
                    "cap:{cap} — the cap is at least the initial {initial} days and at most 90"
                ));
            }
            Ok(Some(TimeControl {
                days: initial,
                increment: Some(inc),
                cap: Some(cap),
            }))
        }
    }
}
