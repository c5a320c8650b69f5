//! The command grammar every adapter uses: `/challenge @bob shatranj days:3 color:white
//! rules:e-file-kings`, `/move Nf3 game:12`, …

use std::fmt;

use crate::i18n::{english, msg, Arg, Msg};

use tabiya_render::PieceSet;

use super::table::Args;
pub use crate::prefs::{Notation, Notify, Orientation};
use crate::storage::sql::words;
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

/// What `/settings` changes (`None`: left as it is).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SettingsChange {
    /// The piece set of his boards.
    pub set: Option<PieceSet>,
    /// Which side his boards show at the bottom.
    pub orientation: Option<Orientation>,
    /// How moves are written for him.
    pub notation: Option<Notation>,
    /// When he is pinged.
    pub notify: Option<Notify>,
    /// The language of his own answers (a catalogue's tag).
    pub language: Option<String>,
    /// The language of the channel's posts (a moderator's choice).
    pub channel: Option<String>,
}

/// A tournament to open: what `/tournament create` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    /// The game.
    pub variant: String,
    /// Rule options.
    pub rules: Vec<String>,
    /// 1: single round robin, 2: double.
    pub cycles: i64,
    /// Days per move (`None`: the configured default).
    pub days: Option<i64>,
    /// Rated games.
    pub rated: bool,
    /// The most players.
    pub size: Option<i64>,
    /// Its name.
    pub name: Option<String>,
    /// Registration closes by itself after this many days.
    pub register_days: Option<i64>,
    /// A Swiss of this many rounds (0: chosen at the start from the field's size);
    /// `None`: a round robin.
    pub swiss_rounds: Option<i64>,
    /// Swiss: the days each round may last.
    pub round_days: Option<i64>,
    /// The vacation days each player may take in this event.
    pub vacation_cap: Option<i64>,
}

/// What `/tournament` does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentAction {
    /// Open one for registration (the sender organizes it).
    Create(NewEvent),
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
        /// A piece whose moves to show.
        piece: Option<String>,
    },
    /// The legal moves of the piece on a square of the player's game, as a picture.
    Moves {
        square: String,
        game: Option<i64>,
    },
    Challenge {
        opponent: Option<String>,
        variant: String,
        /// `None`: the configured default days per move.
        time: Option<TimeControl>,
        color: Side,
        rules: Vec<String>,
        /// `None`: casual, the default.
        rated: Option<bool>,
        /// The position to start from (FEN, or SFEN for Shogi), as typed.
        fen: Option<String>,
        /// Against the computer: its level.
        level: Option<i64>,
    },
    /// A finished game (or a casual one against the computer) looked back on.
    Analyze {
        game: Option<i64>,
    },
    /// Read a record: its last position, or a challenge to play on from it.
    Import {
        /// Whom to challenge (`None`: show the record's end).
        opponent: Option<String>,
        /// The game, where the record does not say.
        variant: Option<String>,
        /// `None`: the configured default days per move.
        time: Option<TimeControl>,
        color: Side,
        /// The record's text (`None`: none was given).
        record: Option<String>,
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
    /// A command whose handler reads its own options, as the table read them: adding one
    /// takes its table entry (`build: options`) and its handler, and nothing here.
    Options(super::table::Args),
    /// A tournament command; `id` names the tournament (else the channel's one).
    Tournament {
        action: TournamentAction,
        id: Option<i64>,
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
        format: Format,
    },
    Settings(SettingsChange),
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
            | Command::Moves { game, .. }
            | Command::Board { game, .. }
            | Command::Resign { game, .. }
            | Command::Draw { game, .. }
            | Command::Abort { game }
            | Command::Export { game, .. }
            | Command::Analyze { game }
            | Command::Takeback { game, .. }
            | Command::Setup { game, .. }
            | Command::Place { game, .. }
            | Command::Object { game }
            | Command::Count { game, .. }
            | Command::Impasse { game, .. } => game,
            Command::Options(a) => {
                if let Some(id) = implied.filter(|_| a.takes("game") && !a.has("game")) {
                    a.set_number("game", id);
                }
                return self;
            }
            _ => return self,
        };
        if slot.is_none() {
            *slot = implied;
        }
        self
    }
}

/// A command that cannot be read: the catalogue's message says how to write it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError(pub Msg);

impl ParseError {
    /// What the player is told.
    pub fn said(&self) -> Msg {
        self.0.clone()
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(&self.0))
    }
}

impl std::error::Error for ParseError {}

fn err<T>(said: Msg) -> Result<T, ParseError> {
    Err(ParseError(said))
}

/// The longest command line read (Discord's options come to less; a Matrix message may be
/// longer, and is refused).
pub const MAX_LINE: usize = 2_000;

/// The longest record `/import` reads, in characters (a long Shogi game in KIF is 15,000).
pub const MAX_RECORD: usize = 100_000;

/// The longest handle a command may name (Matrix's limit on a user id).
pub const MAX_HANDLE: usize = 255;

/// The longest name a user may give (a tournament, an arrangement) or a platform may show.
pub const MAX_NAME: usize = 64;

/// A name a user gave, `what` saying what it names: at most [`MAX_NAME`] characters, and no
/// control characters.
fn name_of(what: &str, raw: &str) -> Result<String, ParseError> {
    let name = raw.trim();
    if name.is_empty() {
        return err(msg!("command-needs-name", what = what));
    }
    if name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return err(msg!(
            "command-name-too-long",
            what = what,
            most = MAX_NAME,
            name = Arg::code(clip(name))
        ));
    }
    Ok(name.to_owned())
}

/// The largest id a user may type: games, challenges, tournaments and races are numbered
/// from 1, and no community reaches 2⁵³ of anything.
pub const MAX_ID: i64 = (1 << 53) - 1;

/// The longest vacation one command may ask for (the yearly bank is smaller still).
pub const MAX_VACATION_DAYS: i64 = 366;

/// User text quoted back in an error: at most 40 characters.
pub(super) fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// `a, b or c`.
pub(super) fn or_list(items: &[String]) -> String {
    joined(items, false)
}

/// `a, b and c`.
pub(super) fn and_list(items: &[String]) -> String {
    joined(items, true)
}

/// `items` as a list, its last joined by "and" (`all`) or "or".
fn joined(items: &[String], all: bool) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let (init, last) = (init.join(", "), last.as_str());
            english(&if all {
                msg!("command-and-list", init = init, last = last)
            } else {
                msg!("command-or-list", init = init, last = last)
            })
        }
    }
}

/// Reads a command line: the name finds the command in the table, the table reads its
/// options ([`super::table::read`]), and the command's build makes the [`Command`].
///
/// # Errors
/// [`ParseError`] with what was wrong and how to write it.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    parse_with_spec(line).map(|(_, command)| command)
}

/// [`parse`], with the table's entry of the command (whose handler runs it).
///
/// # Errors
/// As [`parse`].
pub fn parse_with_spec(line: &str) -> Result<(&'static super::table::Spec, Command), ParseError> {
    let line = line.trim();
    let length = line.chars().count();
    let Some(rest) = line.strip_prefix('/').or_else(|| line.strip_prefix('!')) else {
        return err(msg!("command-slash", help = Arg::command("/help")));
    };
    let rest = rest.trim_start();
    let name = rest.split_whitespace().next().unwrap_or("");
    if name.is_empty() {
        return err(msg!("command-slash", help = Arg::command("/help")));
    }
    let spec = super::table::find(name);
    // A record (`/import`) may run to many lines; any other command is one line's length.
    if spec.is_some_and(super::table::takes_record) {
        if length > MAX_RECORD {
            return err(msg!(
                "command-record-too-long",
                length = length,
                command = Arg::command(format!("/{}", name.to_lowercase())),
                most = MAX_RECORD
            ));
        }
    } else if length > MAX_LINE {
        return err(msg!("command-too-long", length = length, most = MAX_LINE));
    }
    if let Some(long) = line
        .split_whitespace()
        .filter_map(|w| w.strip_prefix('@'))
        .find(|h| h.chars().count() > MAX_HANDLE)
    {
        return err(msg!(
            "command-handle-too-long",
            handle = clip(long),
            most = MAX_HANDLE
        ));
    }
    let Some(spec) = spec else {
        return err(msg!(
            "command-unknown",
            command = Arg::command(format!("/{}", clip(&name.to_lowercase()))),
            help = Arg::command("/help")
        ));
    };
    let args = super::table::read_line(spec, &rest[name.len()..])?;
    Ok((spec, (spec.build)(&args)?))
}

words! {
    /// The side a challenger asks for.
    Side {
        /// The first player's.
        White = "white",
        /// The second player's.
        Black = "black",
        /// Drawn by lot.
        Random = "random",
    }
}

words! {
    /// A game record's format.
    Format {
        /// Portable Game Notation, for every game.
        Pgn = "pgn",
        /// Shogi's KIF.
        Kif = "kif",
        /// Shogi's CSA.
        Csa = "csa",
        /// The current position as FEN (and SFEN for the Shogi family), as text to copy.
        Fen = "fen",
        /// The whole game as an animated picture (a GIF), a frame a move.
        Gif = "gif",
    }
}

/// The words `color:` takes: the sides as every game's players name them, in English and
/// in the homelands' scripts. Which side a word means depends on the game ([`side_in`]).
pub const SIDE_WORDS: &[&str] = &[
    "white", "black", "random", "first", "second", "red", "blue", "green", "cho", "han", "sente",
    "gote", "红", "紅", "黑", "초", "한", "楚", "漢", "汉", "先手", "後手", "后手",
];

/// The side `word` names in `variant` (its key): `first`/`second` and `white`/`black`
/// everywhere, and each game's own names: Xiangqi red and black (红, 黑); Janggi cho and
/// han, blue (or green) and red (초, 한, 楚, 漢); the Shogi family sente and gote (先手,
/// 後手). In the Shogi family `white` and `black` are refused: English books call Sente
/// "Black" and Gote "White", the other way round from Tabiya's first and second, so either
/// word could mean either side.
///
/// # Errors
/// [`ParseError`] for a word that names no side of the game, or both.
pub fn side_in(variant: &str, word: &str) -> Result<Side, ParseError> {
    let shogi = matches!(variant, "shogi" | "shoshogi" | "heianshogi");
    let first = match (variant, word) {
        (_, "random") => return Ok(Side::Random),
        (_, "first") => Some(true),
        (_, "second") => Some(false),
        // English Shogi books call Sente Black and Gote White: either word could mean
        // either side.
        (_, "white" | "black") if shogi => None,
        (_, "white") => Some(true),
        (_, "black") => Some(false),
        ("xiangqi", "red" | "红" | "紅") => Some(true),
        ("xiangqi", "黑") => Some(false),
        ("janggi", "cho" | "blue" | "green" | "초" | "楚") => Some(true),
        ("janggi", "han" | "red" | "한" | "漢" | "汉") => Some(false),
        (_, "sente" | "先手") if shogi => Some(true),
        (_, "gote" | "後手" | "后手") if shogi => Some(false),
        _ if side_named(variant, word).is_some() => side_named(variant, word),
        _ => {
            let [first, second] = SIDE_NAMES
                .iter()
                .find(|(v, _)| *v == variant)
                .map_or(["white", "black"], |(_, s)| *s);
            return err(msg!(
                "command-side-of-game",
                side = word,
                game = super::names::game_of_key(variant),
                first = first,
                second = second
            ));
        }
    };
    match first {
        Some(true) => Ok(Side::White),
        Some(false) => Ok(Side::Black),
        None => err(msg!("command-side-white-black-in-shogi", side = word)),
    }
}

/// The side of `variant` whose name, as some language of the catalogue prints it, is `word`
/// (`ขาว`, `Đỏ`, `الأبيض`): `Some(true)` for the first; `None` where no language names a
/// side so, or languages disagree.
fn side_named(variant: &str, word: &str) -> Option<bool> {
    let word = word.trim().to_lowercase();
    let mut found = None;
    for lang in crate::i18n::LANGUAGES {
        for (which, first) in [("first", true), ("second", false)] {
            let id = format!("side-{variant}-{which}");
            if !crate::i18n::has(&id) {
                continue;
            }
            let name = crate::i18n::render(lang, &Msg::named(id)).to_lowercase();
            if name == word {
                if found.is_some_and(|f| f != first) {
                    return None;
                }
                found = Some(first);
            }
        }
    }
    found
}

/// The sides `color:` offers in a list (Discord's choices): the players' order, and the
/// games' own names; any word of [`SIDE_WORDS`] is read too.
pub const SIDE_CHOICES: &[&str] = &[
    "first", "second", "random", "white", "black", "red", "cho", "han", "sente", "gote",
];

/// The side names a game's `color:` takes besides first and second, where they are not
/// white and black.
const SIDE_NAMES: &[(&str, [&str; 2])] = &[
    ("xiangqi", ["red", "black"]),
    ("janggi", ["cho", "han"]),
    ("shogi", ["sente", "gote"]),
    ("shoshogi", ["sente", "gote"]),
    ("heianshogi", ["sente", "gote"]),
];

/// `color:` read for the game the command names (random where it names none).
fn color_of(a: &Args, variant: &str) -> Result<Side, ParseError> {
    match a.word("color") {
        Some(w) => side_in(variant, w),
        None => Ok(Side::Random),
    }
}

/// The word option `name` as its typed value (the table checked it is one of the words).
fn typed<T>(a: &Args, name: &str, from: fn(&str) -> Option<T>) -> Option<T> {
    a.word(name).and_then(from)
}

fn rules_of(a: &Args) -> Vec<String> {
    a.text("rules")
        .map(|r| {
            r.split(',')
                .map(|o| o.trim().to_owned())
                .filter(|o| !o.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

pub(super) fn challenge(a: &Args) -> Result<Command, ParseError> {
    let variant = a.word("variant").unwrap_or_default();
    let opponents: Vec<String> = ["opponent", "opponent2", "opponent3"]
        .iter()
        .filter_map(|o| a.text(o))
        .collect();
    if variant == "ashtapada" {
        if opponents.is_empty() {
            return err(msg!(
                "command-race-players",
                usage = Arg::command("/challenge @a [@b @c] ashtapada")
            ));
        }
        if let Some(k) = ["color", "rated", "cap", "fen", "level"]
            .iter()
            .find(|k| a.has(k))
        {
            return err(msg!("command-race-no-option", option = *k));
        }
        let days = match a.text("days") {
            Some(d) => Some(
                d.parse::<i64>()
                    .ok()
                    .filter(|d| DAYS.contains(d))
                    .ok_or_else(|| ParseError(msg!("command-race-days", days = clip(&d))))?,
            ),
            None => None,
        };
        return Ok(Command::RaceChallenge {
            opponents,
            days,
            rules: rules_of(a).iter().map(|r| r.to_ascii_lowercase()).collect(),
        });
    }
    if opponents.len() > 1 {
        return err(msg!("command-one-opponent"));
    }
    Ok(Command::Challenge {
        opponent: opponents.into_iter().next(),
        variant: variant.to_owned(),
        time: parse_time(a.text("days").as_deref(), a.number("cap"))?,
        color: color_of(a, variant)?,
        rules: rules_of(a),
        rated: a.yes("rated"),
        fen: a.text("fen"),
        level: a.number("level"),
    })
}

pub(super) fn import(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Import {
        opponent: a.text("opponent"),
        variant: a.word("variant").map(str::to_owned),
        time: match a.text("days") {
            Some(d) => parse_time(Some(&d), None)?,
            None => None,
        },
        color: color_of(a, a.word("variant").unwrap_or_default())?,
        record: a.text("record").filter(|r| !r.trim().is_empty()),
    })
}

/// `/accept`, `/decline` and `/cancel`: a challenge by number, or a race with `race:ID`.
fn answer(a: &Args, race: RaceCommand, challenge: fn(Option<i64>) -> Command) -> Command {
    match a.number("race") {
        Some(id) => Command::Race {
            action: race,
            race: Some(id),
        },
        None => challenge(a.number("id")),
    }
}

pub(super) fn accept(a: &Args) -> Result<Command, ParseError> {
    Ok(answer(a, RaceCommand::Join, |id| Command::Accept { id }))
}

pub(super) fn decline(a: &Args) -> Result<Command, ParseError> {
    Ok(answer(a, RaceCommand::Decline, |id| Command::Decline {
        id,
    }))
}

pub(super) fn cancel(a: &Args) -> Result<Command, ParseError> {
    Ok(answer(a, RaceCommand::Cancel, |id| Command::Cancel { id }))
}

pub(super) fn move_(a: &Args) -> Result<Command, ParseError> {
    let text = a.text("move").unwrap_or_default();
    Ok(match a.number("race") {
        Some(race) => Command::Race {
            action: RaceCommand::Move(text),
            race: Some(race),
        },
        None => Command::Move {
            text,
            game: a.number("game"),
            at: a.number("at"),
        },
    })
}

pub(super) fn board(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Board {
        game: a.number("game"),
        flip: a.flag("flip"),
        set: typed(a, "set", PieceSet::parse),
    })
}

pub(super) fn resign(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Resign {
        game: a.number("game"),
        confirm: a.flag("confirm"),
    })
}

fn draw_answer(a: &Args) -> DrawAnswer {
    match a.word("answer") {
        Some("accept") => DrawAnswer::Accept,
        Some("decline") => DrawAnswer::Decline,
        _ => DrawAnswer::Offer,
    }
}

pub(super) fn draw(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Draw {
        game: a.number("game"),
        answer: draw_answer(a),
    })
}

pub(super) fn takeback(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Takeback {
        game: a.number("game"),
        answer: draw_answer(a),
    })
}

pub(super) fn abort(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Abort {
        game: a.number("game"),
    })
}

pub(super) fn analyze(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Analyze {
        game: a.number("game"),
    })
}

pub(super) fn export(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Export {
        game: a.number("game"),
        format: typed(a, "format", Format::from_word).unwrap_or(Format::Pgn),
    })
}

pub(super) fn rules(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Rules {
        variant: a.text("variant").unwrap_or_default(),
        piece: a.text("piece"),
    })
}

pub(super) fn moves(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Moves {
        square: a.text("square").unwrap_or_default(),
        game: a.number("game"),
    })
}

pub(super) fn settings(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Settings(SettingsChange {
        set: typed(a, "set", PieceSet::parse),
        orientation: typed(a, "orientation", Orientation::from_word),
        notation: typed(a, "notation", Notation::from_word),
        notify: typed(a, "notify", Notify::from_word),
        language: a.word("language").map(str::to_owned),
        channel: a.word("channel").map(str::to_owned),
    }))
}

pub(super) fn vacation(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Vacation {
        action: match (a.number("days"), a.flag("end")) {
            (Some(_), true) => {
                return err(msg!(
                    "command-vacation-both",
                    start = Arg::command("/vacation DAYS"),
                    end = Arg::command("/vacation end")
                ))
            }
            (Some(days), false) => VacationAction::Start(days),
            (None, true) => VacationAction::End,
            (None, false) => VacationAction::Status,
        },
    })
}

/// The options as the table read them, for a handler that reads its own
/// ([`Command::Options`]).
pub(super) fn options(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Options(a.clone()))
}

/// `/tournament create`'s options as the event to open.
fn new_event(a: &Args) -> Result<NewEvent, ParseError> {
    let Some(variant) = a.text("variant") else {
        return err(msg!(
            "command-tournament-game",
            usage = Arg::command("/tournament create shatranj [double|swiss] [rounds:N] [days:3] [rated:yes] [size:8] [name:Winter]")
        ));
    };
    let swiss = a.flag("swiss") || a.has("rounds");
    if swiss && a.flag("double") {
        return err(msg!("command-tournament-both"));
    }
    if a.has("deadline") && !swiss {
        return err(msg!("command-tournament-deadline"));
    }
    let size = a.number("size");
    match size {
        Some(n) if swiss && !(4..=128).contains(&n) => {
            return err(msg!("command-tournament-size-swiss", size = n))
        }
        Some(n) if !swiss && !(3..=16).contains(&n) => {
            return err(msg!("command-tournament-size-round-robin", size = n))
        }
        _ => {}
    }
    Ok(NewEvent {
        variant,
        rules: rules_of(a),
        cycles: if a.flag("double") { 2 } else { 1 },
        days: a.number("days"),
        rated: a.yes("rated").unwrap_or(false),
        size,
        // `_` stands for a space in a tournament's name (`name:Winter_Cup`); an
        // arrangement's name is kept as typed, to be typed back.
        name: a
            .text("name")
            .map(|n| name_of("tournament", &n.replace('_', " ")))
            .transpose()?,
        register_days: a.number("register"),
        swiss_rounds: swiss.then(|| a.number("rounds").unwrap_or(0)),
        round_days: a.number("deadline"),
        vacation_cap: a.number("vacation"),
    })
}

pub(super) fn tournament(a: &Args) -> Result<Command, ParseError> {
    let action = a.word("action").unwrap_or_default();
    // What goes with create alone, and what goes with one other action alone.
    let create_only = [
        "variant", "double", "swiss", "rounds", "deadline", "days", "rated", "size", "name",
        "register", "vacation", "rules",
    ];
    let belongs = |option: &str| match option {
        "action" | "id" => true,
        "player" => matches!(action, "withdraw" | "replace"),
        "replacement" => action == "replace",
        "format" => action == "export",
        "game" | "result" => action == "adjudicate",
        o => action == "create" && create_only.contains(&o),
    };
    if let Some((o, _)) = a.values.iter().find(|(o, _)| !belongs(o)) {
        return err(msg!(
            "command-tournament-option",
            command = Arg::command(format!("/tournament {action}")),
            option = *o,
            help = Arg::command("/help tournament")
        ));
    }
    let action = match action {
        "create" => TournamentAction::Create(new_event(a)?),
        "join" => TournamentAction::Join,
        "leave" => TournamentAction::Leave,
        "start" => TournamentAction::Start,
        "mine" => TournamentAction::Mine,
        "standings" => TournamentAction::Standings,
        "pairings" => TournamentAction::Pairings,
        "withdraw" => TournamentAction::Withdraw {
            player: a.text("player"),
        },
        "cancel" => TournamentAction::Cancel,
        "close" => TournamentAction::Close,
        "open" => TournamentAction::Open,
        "pause" => TournamentAction::Pause,
        "resume" => TournamentAction::Resume,
        "replace" => match (a.text("player"), a.text("replacement")) {
            (Some(old), Some(new)) => TournamentAction::Replace { old, new },
            _ => {
                return err(msg!(
                    "command-usage",
                    usage = Arg::command("/tournament replace @leaving @joining")
                ))
            }
        },
        "adjudicate" => TournamentAction::Adjudicate {
            game: a.number("game"),
            result: match a.word("result") {
                Some("1-0") => "1-0".to_owned(),
                Some("0-1") => "0-1".to_owned(),
                Some(_) => "1/2-1/2".to_owned(),
                None => {
                    return err(msg!(
                        "command-usage",
                        usage = Arg::command("/tournament adjudicate game:ID 1-0|0-1|draw")
                    ))
                }
            },
        },
        _ => TournamentAction::Export {
            pgn: a.word("format") == Some("pgn"),
        },
    };
    Ok(Command::Tournament {
        action,
        id: a.number("id"),
    })
}

pub(super) fn mypairings(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Tournament {
        action: TournamentAction::Mine,
        id: a.number("id"),
    })
}

pub(super) fn setup(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Setup {
        arrangement: a.text("arrangement").unwrap_or_default(),
        game: a.number("game"),
    })
}

pub(super) fn place(a: &Args) -> Result<Command, ParseError> {
    let pieces = a.text("pieces");
    let saved = a.text("saved");
    match (&pieces, &saved) {
        (None, None) => {
            return err(msg!(
                "command-place-what",
                example = Arg::command("/place K@e2 F@d2 R@a1"),
                saved = Arg::command("/place saved:NAME")
            ))
        }
        (Some(_), Some(_)) => return err(msg!("command-place-both")),
        _ => {}
    }
    Ok(Command::Place {
        drops: pieces
            .map(|p| p.split_whitespace().map(str::to_owned).collect())
            .unwrap_or_default(),
        game: a.number("game"),
        saved,
        save_as: a
            .text("save")
            .map(|n| name_of("arrangement", &n))
            .transpose()?,
    })
}

pub(super) fn arrangement(a: &Args) -> Result<Command, ParseError> {
    let saving = a.word("action") == Some("save") || a.has("name") || a.has("pieces");
    if !saving {
        return Ok(Command::Arrangement { save: None });
    }
    let Some(name) = a.text("name") else {
        return err(msg!(
            "command-arrangement-name",
            usage = Arg::command("/arrangement save NAME K@e2 F@d2 …")
        ));
    };
    let Some(pieces) = a.text("pieces") else {
        return err(msg!(
            "command-arrangement-pieces",
            usage = Arg::command(format!("/arrangement save {}", clip(&name)))
        ));
    };
    Ok(Command::Arrangement {
        save: Some((
            name_of("arrangement", &name)?,
            pieces.split_whitespace().map(str::to_owned).collect(),
        )),
    })
}

pub(super) fn object(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Object {
        game: a.number("game"),
    })
}

pub(super) fn count(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Count {
        start: a.word("action") == Some("start"),
        game: a.number("game"),
    })
}

pub(super) fn impasse(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Impasse {
        accept: a.word("action") == Some("accept"),
        game: a.number("game"),
    })
}

pub(super) fn join(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Race {
        action: RaceCommand::Join,
        race: a.number("race"),
    })
}

pub(super) fn throw(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Race {
        action: RaceCommand::Throw,
        race: a.number("race"),
    })
}

pub(super) fn link(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Link(
        match (a.word("platform"), a.text("handle"), a.text("code")) {
            (None, None, None) => LinkAction::Status,
            (None, None, Some(code)) => LinkAction::Confirm(code.to_ascii_uppercase()),
            // After a platform, a word is the handle there, written with or without its @.
            (Some(p), handle, None) | (Some(p), None, handle) => LinkAction::Ask {
                platform: p.to_owned(),
                handle,
            },
            _ => {
                return err(msg!(
                    "command-link-usage",
                    ask = Arg::command("/link PLATFORM [HANDLE]"),
                    confirm = Arg::command("/link CODE"),
                    status = Arg::command("/link")
                ))
            }
        },
    ))
}

pub(super) fn unlink(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Link(LinkAction::Unlink(
        a.word("platform").unwrap_or_default().to_owned(),
    )))
}

pub(super) fn help(a: &Args) -> Result<Command, ParseError> {
    Ok(Command::Help {
        topic: a.text("command").map(|t| t.to_ascii_lowercase()),
    })
}

/// `days:3` (days per move: 1, 2, 3, 5, 7, 10, 14) or `days:7+2` (Fischer: 7 days, plus 2
/// after each move) with `cap:N` (the most a Fischer clock may hold; the initial days if not
/// given).
fn parse_time(days: Option<&str>, cap: Option<i64>) -> Result<Option<TimeControl>, ParseError> {
    let number = |what: &str, s: &str| -> Result<i64, ParseError> {
        s.trim()
            .parse()
            .map_err(|_| ParseError(msg!("command-not-days", what = what, value = s)))
    };
    let Some(d) = days else {
        if cap.is_some() {
            return err(msg!("command-cap-alone"));
        }
        return Ok(None);
    };
    match d.split_once('+') {
        None => {
            let n = number("days", d)?;
            if !DAYS.contains(&n) {
                return err(msg!("command-days-offered", days = n));
            }
            if cap.is_some() {
                return err(msg!("command-cap-alone"));
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
                return err(msg!("command-fischer-range", days = d));
            }
            let cap = cap.unwrap_or(initial);
            if cap < initial || cap > 90 {
                return err(msg!("command-cap-range", cap = cap, initial = initial));
            }
            Ok(Some(TimeControl {
                days: initial,
                increment: Some(inc),
                cap: Some(cap),
            }))
        }
    }
}
