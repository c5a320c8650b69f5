//! The command table: every chat command once — its name and aliases, a one-line summary
//! (Discord's description too), a longer help, and each option it takes with its type, its
//! choices, whether it is needed and what it means. From this one table come:
//!
//! - the parser ([`read`]: which word is which option, numbers in range, words among their
//!   choices, games from the engine, what is missing), and each command's [`Spec::build`]
//!   only turns the options it was given into a [`Command`];
//! - `/help` and `/help COMMAND` ([`overview`], [`detail`]: the usage and every option);
//! - Discord's slash commands, their choices, ranges and autocomplete, and the command line a
//!   filled-in slash command becomes ([`line()`]);
//! - the names adapters rewrite for their platform (`!tabiya accept 1`) and the book's
//!   command table ([`markdown`]).
//!
//! A new option is one [`Param`] here (and its use in the build). Tests hold the table to
//! itself: every example parses, together the examples use every option, and each parses back
//! from the line [`line()`] writes of it.

use tabiya_engine::{variants, Arrangement};
use tabiya_render::PieceSet;

use super::command::{self as c, Command, Notation, Notify, Orientation, ParseError};
use crate::i18n::{self, msg, Arg, Msg};

/// What an option's value is.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// One of the engine's games, by its key (`race`: Ashtapada too).
    Game {
        /// Ashtapada is offered as well.
        race: bool,
    },
    /// A player, `@handle` (on Discord, a user).
    Player,
    /// A whole number from `min` to `max` (`#12` reads as 12).
    Number {
        /// The least.
        min: i64,
        /// The most.
        max: i64,
    },
    /// One of a few numbers (Discord: integer choices).
    Among(&'static [i64]),
    /// One of a few words (Discord: choices).
    Word(Choices),
    /// `yes` or `no` (Discord: a boolean).
    YesNo,
    /// The option's own name as a word, there or not (`flip`); Discord: a boolean.
    Flag {
        /// Other words that set it (`stop` for `end`).
        also: &'static [&'static str],
    },
    /// One word of text.
    Text,
    /// A piece of the game the command names (Discord suggests the game's pieces).
    Piece,
    /// A `key:` option whose text may hold spaces (a FEN): the words after it, up to the next
    /// option. Quotes or backticks round it are dropped.
    Line,
    /// A record pasted after the command's other options, to the end of the message, line
    /// breaks and all (on Discord a text field; a file is [`Kind::File`]).
    Record,
    /// Discord: a file attached to the command; the adapter reads it as the [`Kind::Record`].
    File,
    /// Every word no other option takes (a move, placements).
    Rest {
        /// Discord suggests the legal moves as they are typed.
        moves: bool,
    },
}

/// The words a [`Kind::Word`] takes.
#[derive(Debug, Clone, Copy)]
pub struct Choices {
    /// The words as help lists them and Discord offers them.
    pub words: &'static [&'static str],
    /// Reads other spellings as one of the words (`None`: the words alone, in any case).
    pub read: Option<fn(&str) -> Option<&'static str>>,
}

impl Choices {
    const fn of(words: &'static [&'static str]) -> Choices {
        Choices { words, read: None }
    }

    const fn reading(
        words: &'static [&'static str],
        read: fn(&str) -> Option<&'static str>,
    ) -> Choices {
        Choices {
            words,
            read: Some(read),
        }
    }

    /// The word `w` stands for, if any.
    pub fn find(&self, w: &str) -> Option<&'static str> {
        match self.read {
            Some(read) => read(w),
            None => self
                .words
                .iter()
                .copied()
                .find(|x| x.eq_ignore_ascii_case(w)),
        }
    }
}

/// Where an option stands in a command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A plain word (`/accept 3`, `/draw offer`, `/board flip`); `name:value` is read too.
    Word,
    /// `name:value` (`days:3`, `game:12`).
    Key,
}

/// One option of a command.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name: the key in `name:value`, Discord's option name.
    pub name: &'static str,
    /// Its value's type.
    pub kind: Kind,
    /// A word or a `key:value`.
    pub place: Place,
    /// The command needs it.
    pub required: bool,
    /// How help writes its value (`GAME`, `@player`, `N`). What it means is the
    /// catalogue's (`cmd-COMMAND-OPTION`, [`help_of`]).
    pub shown: &'static str,
}

const fn word(name: &'static str, kind: Kind, shown: &'static str) -> Param {
    Param {
        name,
        kind,
        place: Place::Word,
        required: false,
        shown,
    }
}

const fn key(name: &'static str, kind: Kind, shown: &'static str) -> Param {
    Param {
        name,
        kind,
        place: Place::Key,
        required: false,
        shown,
    }
}

const fn needed(p: Param) -> Param {
    Param {
        required: true,
        ..p
    }
}

const fn flag(name: &'static str) -> Param {
    word(name, Kind::Flag { also: &[] }, "")
}

const fn choice(name: &'static str, words: &'static [&'static str], place: Place) -> Param {
    Param {
        name,
        kind: Kind::Word(Choices::of(words)),
        place,
        required: false,
        shown: "",
    }
}

/// Ids of games, challenges, tournaments and races.
const ID: Kind = Kind::Number {
    min: 1,
    max: c::MAX_ID,
};

/// `game:ID`, taken by every command about one game.
const GAME: Param = key("game", ID, "ID");
/// `race:ID`, the Ashtapada race a command is about.
const RACE: Param = key("race", ID, "ID");
/// A game's name.
const VARIANT: Param = word("variant", Kind::Game { race: false }, "GAME");
/// The days per move a game may have.
const DAYS: Kind = Kind::Among(&c::DAYS);

fn set_word(w: &str) -> Option<&'static str> {
    PieceSet::parse(w).map(PieceSet::word)
}
const SET: Param = key(
    "set",
    Kind::Word(Choices::reading(PieceSet::WORDS, set_word)),
    "",
);

/// A side's name as `color:` takes it (any game's: the game decides which side it is): the
/// words of [`c::SIDE_WORDS`], or a side's name as any language of the catalogue prints it.
fn side_word(w: &str) -> Option<&'static str> {
    let lower = w.trim().to_lowercase();
    c::SIDE_WORDS
        .iter()
        .copied()
        .find(|s| *s == lower)
        .or_else(|| printed_side_names().iter().copied().find(|s| *s == lower))
}

/// Every side's name as the catalogue prints it, in every language, in lower case: made once.
fn printed_side_names() -> &'static [&'static str] {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = Vec::new();
        for lang in crate::i18n::LANGUAGES {
            for spec in tabiya_engine::variants::ALL {
                for which in ["first", "second"] {
                    let id = format!("side-{}-{which}", spec.key);
                    if crate::i18n::has(&id) {
                        let name = crate::i18n::render(lang, &crate::i18n::Msg::named(id));
                        names.push(name.to_lowercase());
                    }
                }
            }
        }
        names.sort();
        names.dedup();
        // Made once for the process, from a catalogue of fixed size.
        names
            .into_iter()
            .map(|n| &*Box::leak(n.into_boxed_str()))
            .collect()
    })
}

fn orientation_word(w: &str) -> Option<&'static str> {
    // White and Black are the first and second players' usual names.
    match w.to_ascii_lowercase().as_str() {
        "white" => Some(Orientation::First.word()),
        "black" => Some(Orientation::Second.word()),
        w => Orientation::from_word(w).map(Orientation::word),
    }
}

fn arrangement_word(w: &str) -> Option<&'static str> {
    Arrangement::parse(w).map(Arrangement::key)
}

fn takeback_word(w: &str) -> Option<&'static str> {
    match w.to_ascii_lowercase().as_str() {
        "ask" | "offer" => Some("offer"),
        "accept" => Some("accept"),
        "decline" => Some("decline"),
        _ => None,
    }
}

fn tournament_word(w: &str) -> Option<&'static str> {
    let w = w.to_ascii_lowercase();
    let w = match w.as_str() {
        "new" => "create",
        "my" => "mine",
        "table" => "standings",
        "games" => "pairings",
        other => other,
    };
    TOURNAMENT_ACTIONS.iter().copied().find(|a| *a == w)
}

const TOURNAMENT_ACTIONS: &[&str] = &[
    "create",
    "join",
    "leave",
    "start",
    "standings",
    "pairings",
    "mine",
    "withdraw",
    "cancel",
    "export",
    "close",
    "open",
    "pause",
    "resume",
    "replace",
    "adjudicate",
];

fn result_word(w: &str) -> Option<&'static str> {
    match w.to_ascii_lowercase().as_str() {
        "1-0" => Some("1-0"),
        "0-1" => Some("0-1"),
        "draw" | "1/2-1/2" | "½-½" => Some("draw"),
        _ => None,
    }
}

/// One command.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    /// The name typed after `/`.
    pub name: &'static str,
    /// Other names it answers to. What it does, in a line, and more about it are the
    /// catalogue's ([`summary`], [`more`]).
    pub aliases: &'static [&'static str],
    /// Its options, in the order help shows them (and Discord lists them: needed ones first).
    pub params: &'static [Param],
    /// Lines that parse, shown in `/help COMMAND`; together they use every option.
    pub examples: &'static [&'static str],
    /// The command the options it was given make.
    pub build: fn(&Args) -> Result<Command, ParseError>,
    /// Its handler, in its feature's module: it runs what `build` makes.
    pub(crate) run: super::Handler,
}

/// Every command, in the order help lists them.
pub static COMMANDS: &[Spec] = &[
    Spec {
        name: "challenge",
        aliases: &["seek"],
        params: &[
            word("opponent", Kind::Player, "@player"),
            word("opponent2", Kind::Player, "@player2"),
            word("opponent3", Kind::Player, "@player3"),
            needed(word("variant", Kind::Game { race: true }, "GAME")),
            key("days", Kind::Text, "N|N+M"),
            key("cap", Kind::Number { min: 1, max: 90 }, "N"),
            Param {
                kind: Kind::Word(Choices::reading(c::SIDE_CHOICES, side_word)),
                ..key("color", Kind::Text, "SIDE")
            },
            key("rated", Kind::YesNo, ""),
            key("rules", Kind::Text, "OPTION,…"),
            key("fen", Kind::Line, "FEN"),
            key("level", Kind::Number { min: 1, max: 8 }, "N"),
        ],
        examples: &[
            "/challenge @bob shatranj days:3 color:white",
            "/challenge @tabiya makruk level:2 color:white",
            "/challenge @bob xiangqi fen:4k4/9/9/9/2P6/9/9/4B4/4A4/3K5 w - - 0 1",
            "/challenge @bob makruk days:7+2 cap:14 rated:yes",
            "/challenge shatranj rules:e-file-kings",
            "/challenge @bob @carol @dave ashtapada days:2",
        ],
        build: c::challenge,
        run: super::challenges::challenge,
    },
    Spec {
        name: "accept",
        aliases: &[],
        params: &[word("id", ID, "ID"), RACE],
        examples: &["/accept 1", "/accept race:2"],
        build: c::accept,
        run: super::challenges::accept,
    },
    Spec {
        name: "decline",
        aliases: &[],
        params: &[word("id", ID, "ID"), RACE],
        examples: &["/decline 1", "/decline race:2"],
        build: c::decline,
        run: super::challenges::decline,
    },
    Spec {
        name: "cancel",
        aliases: &[],
        params: &[word("id", ID, "ID"), RACE],
        examples: &["/cancel 1", "/cancel race:2"],
        build: c::cancel,
        run: super::challenges::cancel,
    },
    Spec {
        name: "move",
        aliases: &["m"],
        params: &[
            needed(word("move", Kind::Rest { moves: true }, "MOVE")),
            GAME,
            key("at", Kind::Number { min: 0, max: 100_000 }, "N"),
            RACE,
        ],
        examples: &["/move e3", "/move Nf3 game:12 at:4", "/move c3x2 race:1"],
        build: c::move_,
        run: super::play::move_,
    },
    Spec {
        name: "board",
        aliases: &[],
        params: &[GAME, flag("flip"), SET],
        examples: &["/board flip", "/board game:3 set:international"],
        build: c::board,
        run: super::games::board,
    },
    Spec {
        name: "games",
        aliases: &[],
        params: &[],
        examples: &["/games"],
        build: c::options,
        run: super::games::games_command,
    },
    Spec {
        name: "resign",
        aliases: &[],
        params: &[flag("confirm"), GAME],
        examples: &["/resign", "/resign confirm game:3"],
        build: c::resign,
        run: super::play::resign,
    },
    Spec {
        name: "draw",
        aliases: &[],
        params: &[
            choice("answer", &["offer", "accept", "decline"], Place::Word),
            GAME,
        ],
        examples: &["/draw offer", "/draw accept game:3"],
        build: c::draw,
        run: super::offers::draw_command,
    },
    Spec {
        name: "takeback",
        aliases: &[],
        params: &[
            Param {
                kind: Kind::Word(Choices::reading(&["offer", "accept", "decline"], takeback_word)),
                ..word("answer", Kind::Text, "")
            },
            GAME,
        ],
        examples: &["/takeback", "/takeback accept game:3"],
        build: c::takeback,
        run: super::offers::takeback_command,
    },
    Spec {
        name: "abort",
        aliases: &[],
        params: &[GAME],
        examples: &["/abort", "/abort game:3"],
        build: c::abort,
        run: super::play::abort,
    },
    Spec {
        name: "export",
        aliases: &[],
        params: &[
            Param {
                kind: Kind::Word(Choices::of(c::Format::WORDS)),
                ..word("format", Kind::Text, "")
            },
            GAME,
        ],
        examples: &["/export pgn", "/export kif game:3", "/export fen"],
        build: c::export,
        run: super::records::export,
    },
    Spec {
        name: "analyze",
        aliases: &["analyse"],
        params: &[GAME],
        examples: &["/analyze", "/analyze game:3"],
        build: c::analyze,
        run: super::computer::analyze_command,
    },
    Spec {
        name: "import",
        aliases: &[],
        params: &[
            word("opponent", Kind::Player, "@player"),
            word("variant", Kind::Game { race: false }, "GAME"),
            key("days", Kind::Text, "N|N+M"),
            Param {
                kind: Kind::Word(Choices::reading(c::SIDE_CHOICES, side_word)),
                ..key("color", Kind::Text, "SIDE")
            },
            word("record", Kind::Record, "RECORD"),
            word("file", Kind::File, "FILE"),
        ],
        examples: &[
            "/import [Variant \"Shatranj\"] 1. e3 e6 2. Qe2 *",
            "/import @bob makruk days:3 color:white 1. c4 f5 2. e4",
            "/import shogi +7776FU,-3334FU",
        ],
        build: c::import,
        run: super::records::import_command,
    },
    Spec {
        name: "rules",
        aliases: &[],
        params: &[
            needed(VARIANT),
            word("piece", Kind::Piece, "PIECE"),
        ],
        examples: &["/rules shatranj", "/rules xiangqi horse", "/rules shogi dragon-horse"],
        build: c::rules,
        run: super::rules::rules_command,
    },
    Spec {
        name: "moves",
        aliases: &[],
        params: &[
            needed(word("square", Kind::Text, "SQUARE")),
            GAME,
        ],
        examples: &["/moves e2", "/moves b1 game:4", "/moves 77"],
        build: c::moves,
        run: super::rules::moves_command,
    },
    Spec {
        name: "settings",
        aliases: &[],
        params: &[
            SET,
            key("orientation", Kind::Word(Choices::reading(Orientation::WORDS, orientation_word)), ""),
            key("notation", Kind::Word(Choices::of(Notation::WORDS)), ""),
            key("notify", Kind::Word(Choices::of(Notify::WORDS)), ""),
            key("language", Kind::Word(Choices::of(crate::i18n::LANGUAGES)), "LANG"),
            key("channel", Kind::Word(Choices::of(crate::i18n::LANGUAGES)), "LANG"),
        ],
        examples: &[
            "/settings notify:digest",
            "/settings set:international orientation:first notation:san",
            "/settings language:zh-CN",
            "/settings channel:ja",
        ],
        build: c::settings,
        run: super::account::settings_command,
    },
    Spec {
        name: "vacation",
        aliases: &[],
        params: &[
            word("days", Kind::Number { min: 1, max: c::MAX_VACATION_DAYS }, "DAYS"),
            word("end", Kind::Flag { also: &["stop"] }, ""),
        ],
        examples: &["/vacation 7", "/vacation end", "/vacation"],
        build: c::vacation,
        run: super::account::vacation_command,
    },
    Spec {
        name: "rating",
        aliases: &["ratings"],
        params: &[word("player", Kind::Player, "@player"), VARIANT],
        examples: &["/rating shatranj", "/rating @bob makruk"],
        build: c::options,
        run: super::ratings::rating_command,
    },
    Spec {
        name: "leaderboard",
        aliases: &["top"],
        params: &[needed(VARIANT)],
        examples: &["/leaderboard makruk"],
        build: c::options,
        run: super::ratings::leaderboard_command,
    },
    Spec {
        name: "tournament",
        aliases: &["t"],
        params: &[
            needed(Param {
                kind: Kind::Word(Choices::reading(TOURNAMENT_ACTIONS, tournament_word)),
                ..word("action", Kind::Text, "ACTION")
            }),
            word("id", ID, "ID"),
            word("variant", Kind::Game { race: false }, "GAME"),
            flag("double"),
            flag("swiss"),
            key("rounds", Kind::Number { min: 1, max: 20 }, "N"),
            key("deadline", Kind::Number { min: 1, max: 365 }, "DAYS"),
            key("days", DAYS, "N"),
            key("rated", Kind::YesNo, ""),
            key("size", Kind::Number { min: 3, max: 128 }, "N"),
            key("name", Kind::Text, "NAME"),
            key("register", Kind::Number { min: 1, max: 60 }, "DAYS"),
            key("vacation", Kind::Number { min: 0, max: 60 }, "DAYS"),
            key("rules", Kind::Text, "OPTION,…"),
            word("player", Kind::Player, "@player"),
            word("replacement", Kind::Player, "@new"),
            choice("format", &["trf", "pgn"], Place::Word),
            key("game", ID, "ID"),
            Param {
                kind: Kind::Word(Choices::reading(&["1-0", "0-1", "draw"], result_word)),
                ..word("result", Kind::Text, "RESULT")
            },
        ],
        examples: &[
            "/tournament create makruk double days:3 name:Winter_Cup",
            "/tournament create janggi swiss rounds:5 deadline:14 rated:yes size:32 register:7 vacation:10 rules:material-counting",
            "/tournament replace @carol @dave",
            "/tournament export pgn 2",
            "/tournament adjudicate game:12 draw",
        ],
        build: c::tournament,
        run: super::tournaments::tournament_command,
    },
    Spec {
        name: "mypairings",
        aliases: &[],
        params: &[word("id", ID, "ID")],
        examples: &["/mypairings", "/mypairings 2"],
        build: c::mypairings,
        run: super::tournaments::tournament_command,
    },
    Spec {
        name: "setup",
        aliases: &[],
        params: &[
            needed(Param {
                kind: Kind::Word(Choices::reading(&Arrangement::KEYS, arrangement_word)),
                ..word("arrangement", Kind::Text, "SETUP")
            }),
            GAME,
        ],
        examples: &["/setup masangsangma", "/setup sangmamasang game:4"],
        build: c::setup,
        run: super::play::setup,
    },
    Spec {
        name: "place",
        aliases: &[],
        params: &[
            word("pieces", Kind::Rest { moves: false }, "K@e2 F@d2 …"),
            key("saved", Kind::Text, "NAME"),
            key("save", Kind::Text, "NAME"),
            GAME,
        ],
        examples: &["/place saved:wall", "/place K@e2 F@d2 R@a1 save:wall game:5"],
        build: c::place,
        run: super::play::place,
    },
    Spec {
        name: "arrangement",
        aliases: &["arrangements"],
        params: &[
            choice("action", &["list", "save"], Place::Word),
            word("name", Kind::Text, "NAME"),
            word("pieces", Kind::Rest { moves: false }, "K@e2 …"),
        ],
        examples: &["/arrangement list", "/arrangement save wall K@e2 F@d2 R@a1"],
        build: c::arrangement,
        run: super::play::arrangement,
    },
    Spec {
        name: "object",
        aliases: &[],
        params: &[GAME],
        examples: &["/object", "/object game:5"],
        build: c::object,
        run: super::play::object,
    },
    Spec {
        name: "count",
        aliases: &[],
        params: &[needed(choice("action", &["start", "stop"], Place::Word)), GAME],
        examples: &["/count start", "/count stop game:6"],
        build: c::count,
        run: super::play::count,
    },
    Spec {
        name: "impasse",
        aliases: &["jishogi"],
        params: &[choice("action", &["claim", "accept"], Place::Word), GAME],
        examples: &["/impasse claim", "/impasse accept game:7"],
        build: c::impasse,
        run: super::play::impasse,
    },
    Spec {
        name: "join",
        aliases: &[],
        params: &[word("race", ID, "ID")],
        examples: &["/join", "/join 2"],
        build: c::join,
        run: super::races::race_command,
    },
    Spec {
        name: "throw",
        aliases: &["roll"],
        params: &[word("race", ID, "ID")],
        examples: &["/throw", "/throw race:2"],
        build: c::throw,
        run: super::races::race_command,
    },
    Spec {
        name: "link",
        aliases: &[],
        params: &[
            choice("platform", &crate::platform::KEYS, Place::Word),
            word("handle", Kind::Player, "@HANDLE"),
            word("code", Kind::Text, "CODE"),
        ],
        examples: &["/link matrix @me:example.org", "/link K7Q2XW", "/link"],
        build: c::link,
        run: super::identity::link_command,
    },
    Spec {
        name: "unlink",
        aliases: &[],
        params: &[needed(choice("platform", &crate::platform::KEYS, Place::Word))],
        examples: &["/unlink matrix"],
        build: c::unlink,
        run: super::identity::link_command,
    },
    Spec {
        name: "help",
        aliases: &["start"],
        params: &[word("command", Kind::Text, "COMMAND")],
        examples: &["/help move", "/help"],
        build: c::help,
        run: super::rules::help,
    },
];

/// The command `name` (or alias) names, if any.
pub fn find(name: &str) -> Option<&'static Spec> {
    let name = name.trim_start_matches(['/', '!']);
    COMMANDS.iter().find(|s| {
        s.name.eq_ignore_ascii_case(name) || s.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}

/// Every name and alias.
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS
        .iter()
        .flat_map(|s| std::iter::once(s.name).chain(s.aliases.iter().copied()))
}

/// The games, as their names are typed: from the engine, and the race.
pub fn games() -> String {
    let mut keys: Vec<&str> = variants::ALL.iter().map(|v| v.key).collect();
    keys.push("ashtapada");
    keys.join(" ")
}

/// The games a [`Kind::Game`] offers: (display name, key), from the engine.
pub fn game_choices(race: bool) -> Vec<(&'static str, &'static str)> {
    let mut out: Vec<(&str, &str)> = variants::ALL.iter().map(|v| (v.name, v.key)).collect();
    if race {
        out.push(("Ashtapada (a race for 2 to 4)", "ashtapada"));
    }
    out
}

/// A value given to an option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// A number.
    Number(i64),
    /// One of the option's words, or a game's key.
    Word(&'static str),
    /// Text as typed (a player without his `@`).
    Text(String),
    /// yes or no; a flag that is there.
    Bool(bool),
}

/// The options a command line gave, read and checked against its [`Spec`].
#[derive(Debug, Clone)]
pub struct Args {
    /// The command.
    pub spec: &'static Spec,
    /// Each option given, by name, in the table's order.
    pub values: Vec<(&'static str, Value)>,
}

impl PartialEq for Args {
    fn eq(&self, other: &Args) -> bool {
        self.spec.name == other.spec.name && self.values == other.values
    }
}

impl Eq for Args {}

impl Args {
    fn get(&self, name: &str) -> Option<&Value> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// A number option.
    pub fn number(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(Value::Number(n)) => Some(*n),
            _ => None,
        }
    }

    /// A word option (a choice, a game's key).
    pub fn word(&self, name: &str) -> Option<&'static str> {
        match self.get(name) {
            Some(Value::Word(w)) => Some(w),
            _ => None,
        }
    }

    /// Whether the command has an option `name`.
    pub fn takes(&self, name: &str) -> bool {
        self.spec.params.iter().any(|p| p.name == name)
    }

    /// Sets a number option (the game a thread implies).
    pub fn set_number(&mut self, name: &'static str, number: i64) {
        self.values.retain(|(n, _)| *n != name);
        self.values.push((name, Value::Number(number)));
    }

    /// Sets a text option (the record, read apart from the words).
    pub fn set_text(&mut self, name: &'static str, text: &str) {
        self.values.retain(|(n, _)| *n != name);
        self.values.push((name, Value::Text(text.to_owned())));
    }

    /// A text option (a player, a name, the rest of the line).
    pub fn text(&self, name: &str) -> Option<String> {
        match self.get(name) {
            Some(Value::Text(t)) => Some(t.clone()),
            Some(Value::Word(w)) => Some((*w).to_owned()),
            _ => None,
        }
    }

    /// A yes/no option, if given.
    pub fn yes(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        }
    }

    /// A flag: there and not `flip:no`.
    pub fn flag(&self, name: &str) -> bool {
        self.yes(name) == Some(true)
    }

    /// Whether an option was given.
    pub fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

fn err<T>(said: Msg) -> Result<T, ParseError> {
    Err(ParseError(said))
}

/// `name:value`, if `w` is written so: a key of two or more letters (a handle `@a:b` is not).
fn keyed(w: &str) -> Option<(String, &str)> {
    let (k, v) = w.split_once(':')?;
    (k.len() > 1 && k.chars().all(|c| c.is_ascii_alphabetic())).then(|| (k.to_ascii_lowercase(), v))
}

/// How help writes an option's value.
fn value_shown(p: &Param) -> String {
    match p.kind {
        Kind::Word(_) if !p.shown.is_empty() => p.shown.to_owned(),
        Kind::Word(ch) => ch.words.join("|"),
        Kind::YesNo => "yes|no".to_owned(),
        _ => p.shown.to_owned(),
    }
}

/// How help writes an option: `GAME`, `[days:N]`, `[flip]`, `[offer|accept|decline]`.
pub fn shown(p: &Param) -> String {
    let bare = match (p.place, p.kind) {
        (_, Kind::Flag { .. }) => p.name.to_owned(),
        (Place::Word, _) => value_shown(p),
        (Place::Key, _) => format!("{}:{}", p.name, value_shown(p)),
    };
    if p.required {
        bare
    } else {
        format!("[{bare}]")
    }
}

/// How a command is written after its name, from its options.
pub fn usage(s: &Spec) -> String {
    s.params.iter().map(shown).collect::<Vec<_>>().join(" ")
}

/// The value `raw` gives option `p`, or why it cannot.
fn value(s: &Spec, p: &Param, raw: &str) -> Result<Value, ParseError> {
    let clipped = c::clip(raw);
    let what = match p.place {
        Place::Word => Arg::command(format!("/{} {clipped}", s.name)),
        Place::Key => Arg::from(format!("{}:{clipped}", p.name)),
    };
    match p.kind {
        Kind::Game { race } => {
            if race && raw.eq_ignore_ascii_case("ashtapada") {
                return Ok(Value::Word("ashtapada"));
            }
            variants::by_key(raw)
                .map(|v| Value::Word(v.key))
                .ok_or_else(|| {
                    ParseError(msg!(
                        "command-no-game",
                        game = Arg::code(clipped.as_str()),
                        games = game_choices(race)
                            .iter()
                            .map(|(_, k)| *k)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })
        }
        Kind::Player => match raw.strip_prefix('@') {
            Some(h) if !h.is_empty() => Ok(Value::Text(h.to_owned())),
            _ => err(msg!("command-name-player", what = what)),
        },
        Kind::Number { min, max } => raw
            .trim_start_matches('#')
            .parse::<i64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .map(Value::Number)
            .ok_or_else(|| {
                ParseError(if p.kind_is_id() {
                    msg!("command-not-a-number", number = Arg::code(clipped.as_str()))
                } else {
                    msg!(
                        "command-number-range",
                        what = what.clone(),
                        about = p.plain_help(s),
                        min = min,
                        max = max
                    )
                })
            }),
        Kind::Among(allowed) => raw
            .parse::<i64>()
            .ok()
            .filter(|n| allowed.contains(n))
            .map(Value::Number)
            .ok_or_else(|| {
                ParseError(msg!(
                    "command-choose",
                    what = what.clone(),
                    choices = c::or_list(&allowed.iter().map(i64::to_string).collect::<Vec<_>>())
                ))
            }),
        Kind::Word(ch) => ch.find(raw).map(Value::Word).ok_or_else(|| {
            ParseError(msg!(
                "command-choose",
                what = what.clone(),
                choices = c::or_list(&ch.words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>())
            ))
        }),
        Kind::YesNo | Kind::Flag { .. } => match raw.to_ascii_lowercase().as_str() {
            "yes" | "true" | "on" => Ok(Value::Bool(true)),
            "no" | "false" | "off" => Ok(Value::Bool(false)),
            _ => err(msg!(
                "command-yes-no",
                option = p.name,
                value = clipped.as_str()
            )),
        },
        Kind::Text | Kind::Piece | Kind::Rest { .. } | Kind::Record | Kind::File => {
            Ok(Value::Text(raw.to_owned()))
        }
        Kind::Line => {
            let text = raw.trim().trim_matches(['`', '"', '\'', '“', '”']).trim();
            if text.is_empty() {
                return err(msg!(
                    "command-needs-text",
                    option = p.name,
                    example = p.shown
                ));
            }
            Ok(Value::Text(text.to_owned()))
        }
    }
}

impl Param {
    /// Its help without the actions it goes with (`create: the most players` → `The most
    /// players`), as an error says it.
    fn plain_help(&self, s: &Spec) -> String {
        let help = i18n::english(&help_of(s, self));
        let help = match help.split_once(": ") {
            Some((head, tail))
                if head
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || ", ".contains(c)) =>
            {
                tail
            }
            _ => help.as_str(),
        };
        let mut chars = help.chars();
        chars
            .next()
            .map(|f| f.to_uppercase().chain(chars).collect())
            .unwrap_or_default()
    }

    fn kind_is_id(&self) -> bool {
        matches!(self.kind, Kind::Number { min: 1, max } if max == c::MAX_ID)
    }

    /// Whether a plain word may be this option's value (its own errors aside).
    fn takes(&self, w: &str) -> bool {
        match self.kind {
            Kind::Player => w.starts_with('@'),
            Kind::Flag { .. } => false,
            Kind::Game { race } => {
                (race && w.eq_ignore_ascii_case("ashtapada")) || variants::by_key(w).is_some()
            }
            Kind::Number { min, max } => w
                .trim_start_matches('#')
                .parse::<i64>()
                .is_ok_and(|n| (min..=max).contains(&n)),
            Kind::Among(allowed) => w.parse::<i64>().is_ok_and(|n| allowed.contains(&n)),
            Kind::Word(ch) => ch.find(w).is_some(),
            Kind::YesNo | Kind::Line | Kind::Record | Kind::File => false,
            Kind::Text | Kind::Piece | Kind::Rest { .. } => true,
        }
    }

    fn names_flag(&self, w: &str) -> bool {
        match self.kind {
            Kind::Flag { also } => {
                self.name.eq_ignore_ascii_case(w) || also.iter().any(|a| a.eq_ignore_ascii_case(w))
            }
            _ => false,
        }
    }
}

/// Whether the command reads a record to the end of the message ([`Kind::Record`]).
pub fn takes_record(s: &Spec) -> bool {
    s.params.iter().any(|p| matches!(p.kind, Kind::Record))
}

/// For a command that takes a [`Kind::Record`]: the words of its other options at the start
/// of `rest` (`key:value`s, `@players`, a game), and the record, the rest as typed (`record:`
/// before it is dropped). A `key:` no option has stays with the options, which refuse it: no
/// record starts so.
pub fn split_record<'a>(s: &Spec, rest: &'a str) -> (Vec<&'a str>, Option<&'a str>) {
    let mut words = Vec::new();
    let mut at = rest;
    loop {
        let trimmed = at.trim_start();
        let end = trimmed.find(char::is_whitespace).unwrap_or(trimmed.len());
        let w = &trimmed[..end];
        if w.is_empty() {
            return (words, None);
        }
        let key = keyed(w);
        if let Some(p) = key
            .as_ref()
            .and_then(|(k, _)| s.params.iter().find(|p| p.name == k))
            .filter(|p| matches!(p.kind, Kind::Record))
        {
            let text = trimmed[p.name.len() + 1..].trim_start();
            return (words, (!text.is_empty()).then_some(text));
        }
        let option = key.is_some()
            || w.starts_with('@')
            || s.params.iter().any(|p| {
                p.place == Place::Word
                    && matches!(p.kind, Kind::Game { .. } | Kind::Word(_))
                    && p.takes(w)
            });
        if !option {
            return (words, Some(trimmed));
        }
        words.push(w);
        at = &trimmed[end..];
    }
}

/// Reads the text after a command's name into its options: its words ([`read`]), and for a
/// command that takes a record, the record after them ([`split_record`]).
///
/// # Errors
/// As [`read`].
pub fn read_line(s: &'static Spec, rest: &str) -> Result<Args, ParseError> {
    if !takes_record(s) {
        return read(s, &rest.split_whitespace().collect::<Vec<_>>());
    }
    let (options, record) = split_record(s, rest);
    let mut args = read(s, &options)?;
    if let Some(r) = record {
        args.set_text("record", r);
    }
    Ok(args)
}

/// Reads the words after a command's name into its options: `key:value`s by name, flags by
/// their word, `@players` into the player options in order, every other word into the first
/// option still open that takes it (the rest-of-line option gathers what none takes).
///
/// # Errors
/// [`ParseError`] naming the word that fits no option, the value an option cannot take, or
/// the option the command needs and did not get.
#[expect(
    clippy::too_many_lines,
    reason = "positional words, keys and rest-of-line options read in one pass"
)]
pub fn read(s: &'static Spec, words: &[&str]) -> Result<Args, ParseError> {
    let has_keys = s.params.iter().any(|p| p.place == Place::Key);
    let mut values: Vec<(&'static str, Value)> = Vec::new();
    let mut rest: Vec<&str> = Vec::new();
    let set = |values: &mut Vec<(&'static str, Value)>, p: &Param, v: Value| {
        if values.iter().any(|(n, _)| *n == p.name) {
            return err(msg!(
                "command-twice",
                option = Arg::code(p.name),
                command = Arg::command(format!("/{}", s.name))
            ));
        }
        values.push((p.name, v));
        Ok(())
    };
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        i += 1;
        // A `key:value` option (where the command takes any), by name.
        let option = keyed(w).filter(|(k, _)| has_keys || s.params.iter().any(|p| p.name == k));
        if let Some((k, v)) = option.as_ref().filter(|(k, _)| {
            s.params
                .iter()
                .any(|p| p.name == k && matches!(p.kind, Kind::Line))
        }) {
            // Text with spaces: the words up to the next option, @player or word another
            // option takes.
            let p = s.params.iter().find(|p| p.name == k).expect("found above");
            let mut text = (*v).to_owned();
            while let Some(&next) = words.get(i) {
                let other = keyed(next).is_some_and(|(k, _)| s.params.iter().any(|p| p.name == k))
                    || next.starts_with('@')
                    || s.params.iter().any(|q| {
                        q.place == Place::Word
                            && !matches!(q.kind, Kind::Text | Kind::Piece | Kind::Rest { .. })
                            && q.takes(next)
                    });
                if other {
                    break;
                }
                text.push(' ');
                text.push_str(next);
                i += 1;
            }
            let v = value(s, p, &text)?;
            set(&mut values, p, v)?;
            continue;
        }
        if let Some((k, v)) = option {
            let Some(p) = s.params.iter().find(|p| p.name == k) else {
                let keys: Vec<String> = s
                    .params
                    .iter()
                    .filter(|p| p.place == Place::Key)
                    .map(|p| format!("{}:", p.name))
                    .collect();
                return err(msg!(
                    "command-no-such-option",
                    command = Arg::command(format!("/{}", s.name)),
                    option = Arg::code(format!("{}:", c::clip(&k))),
                    options = c::and_list(&keys)
                ));
            };
            // The rest of the line named (`pieces: K@e2 F@d2`): its first word, or none, and
            // the words after it, which the rest gathers anyway.
            if matches!(p.kind, Kind::Rest { .. }) {
                if !v.is_empty() {
                    rest.push(v);
                }
                continue;
            }
            let v = value(s, p, v)?;
            set(&mut values, p, v)?;
            continue;
        }
        if let Some(p) = s.params.iter().find(|p| p.names_flag(w)) {
            set(&mut values, p, Value::Bool(true))?;
            continue;
        }
        let open = |p: &&Param| {
            p.place == Place::Word
                && !matches!(p.kind, Kind::Flag { .. } | Kind::Rest { .. })
                && !values.iter().any(|(n, _)| *n == p.name)
        };
        // A piece is one of the game's: it is read once the game is (a word before the game
        // is the game, and is refused as one if it is none of ours).
        let game_open = s
            .params
            .iter()
            .any(|p| open(&p) && p.required && matches!(p.kind, Kind::Game { .. }));
        if let Some(p) = s
            .params
            .iter()
            .filter(open)
            .filter(|p| !(game_open && matches!(p.kind, Kind::Piece)))
            .find(|p| p.takes(w))
        {
            let v = value(s, p, w)?;
            set(&mut values, p, v)?;
            continue;
        }
        if s.params.iter().any(|p| matches!(p.kind, Kind::Rest { .. })) {
            rest.push(w);
            continue;
        }
        // No option takes it: the one it could be says why, or the ones it could be are named.
        let players = w.starts_with('@');
        let could: Vec<&Param> = s
            .params
            .iter()
            .filter(open)
            .filter(|p| matches!(p.kind, Kind::Player) == players)
            .collect();
        if let Some(game) = could
            .iter()
            .find(|p| game_open && p.required && matches!(p.kind, Kind::Game { .. }))
        {
            value(s, game, w)?;
        }
        match could.as_slice() {
            [] => {}
            [p] => {
                value(s, p, w)?;
            }
            many => {
                let expected: Vec<String> = many
                    .iter()
                    .map(|p| match p.kind {
                        Kind::Word(ch) if ch.words.len() <= 5 => ch.words.join("|"),
                        _ => value_shown(p),
                    })
                    .collect();
                return err(msg!(
                    "command-expected",
                    command = Arg::command(format!("/{} {}", s.name, c::clip(w))),
                    expected = c::or_list(&expected)
                ));
            }
        }
        return err(if s.params.is_empty() {
            msg!(
                "command-nothing-more",
                command = Arg::command(format!("/{}", s.name)),
                word = Arg::code(c::clip(w))
            )
        } else {
            msg!(
                "command-written",
                typed = Arg::command(format!("/{} {}", s.name, c::clip(w))),
                usage = Arg::command(format!("/{} {}", s.name, usage(s)))
            )
        });
    }
    if let Some(p) = s
        .params
        .iter()
        .find(|p| matches!(p.kind, Kind::Rest { .. }))
    {
        if !rest.is_empty() {
            values.push((p.name, Value::Text(rest.join(" "))));
        }
    }
    if let Some(p) = s
        .params
        .iter()
        .find(|p| p.required && !values.iter().any(|(n, _)| *n == p.name))
    {
        return err(msg!(
            "command-needs",
            command = Arg::command(format!("/{}", s.name)),
            what = value_shown(p),
            example = Arg::command(s.examples[0])
        ));
    }
    values.sort_by_key(|(n, _)| s.params.iter().position(|p| p.name == *n));
    Ok(Args { spec: s, values })
}

/// The command line that gives `spec` these options (as a platform's form filled them in:
/// numbers and yes/no as text, players as `@handle`): the line the parser reads back to the
/// same options. Spaces in one word of text or a `name:value`'s text become `_` (a
/// tournament's name reads `_` as a space; an arrangement's is kept as written, to be typed
/// back); in a comma list they go.
pub fn line(spec: &Spec, given: &[(&str, String)]) -> String {
    let mut words = vec![format!("/{}", spec.name)];
    for p in spec.params {
        let Some(v) = given
            .iter()
            .find(|(n, _)| *n == p.name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
        else {
            continue;
        };
        let truth = matches!(v.to_ascii_lowercase().as_str(), "true" | "yes");
        match (p.kind, p.place) {
            (Kind::Flag { .. }, _) => {
                if truth {
                    words.push(p.name.to_owned());
                }
            }
            (Kind::YesNo, _) => {
                words.push(format!("{}:{}", p.name, if truth { "yes" } else { "no" }))
            }
            (Kind::Player, _) => words.push(format!("@{}", v.trim_start_matches('@'))),
            // Last, as typed: the parser takes the rest of the message.
            (Kind::Record, _) => words.push(v.to_owned()),
            // Read by the adapter into the record.
            (Kind::File, _) => {}
            // Its spaces stay: the parser reads it up to the next option.
            (Kind::Line, _) => words.push(format!(
                "{}:{}",
                p.name,
                v.split_whitespace().collect::<Vec<_>>().join(" ")
            )),
            // One word of text (a name typed into a form, spaces and all) stays one word.
            (Kind::Text | Kind::Piece, Place::Word) => {
                words.push(v.split_whitespace().collect::<Vec<_>>().join("_"))
            }
            (_, Place::Word) => words.push(v.to_owned()),
            (_, Place::Key) => {
                let joined = v
                    .split(',')
                    .map(|part| part.split_whitespace().collect::<Vec<_>>().join("_"))
                    .collect::<Vec<_>>()
                    .join(",");
                words.push(format!("{}:{joined}", p.name));
            }
        }
    }
    words.join(" ")
}

/// The form `args` would fill in: each option's value as [`line()`] takes it.
pub fn form(args: &Args) -> Vec<(&'static str, String)> {
    args.values
        .iter()
        .map(|(n, v)| {
            let text = match v {
                Value::Number(n) => n.to_string(),
                Value::Word(w) => (*w).to_owned(),
                Value::Text(t) => match args.spec.params.iter().find(|p| p.name == *n) {
                    Some(Param {
                        kind: Kind::Player, ..
                    }) => format!("@{t}"),
                    _ => t.clone(),
                },
                Value::Bool(b) => b.to_string(),
            };
            (*n, text)
        })
        .collect()
}

/// What `s` does, in one line (Discord's description too): the catalogue's `cmd-NAME`.
pub fn summary(s: &Spec) -> Msg {
    Msg::named(format!("cmd-{}", s.name))
}

/// More about `s`, if the catalogue says more: `cmd-NAME-more`.
pub fn more(s: &Spec) -> Option<Msg> {
    let id = format!("cmd-{}-more", s.name);
    i18n::has(&id).then(|| Msg::named(id))
}

/// What option `p` of `s` means (Discord's option description too): `cmd-NAME-OPTION`.
pub fn help_of(s: &Spec, p: &Param) -> Msg {
    Msg::named(format!("cmd-{}-{}", s.name, p.name))
}

/// Every id of the catalogue the table makes: for the catalogue's test.
pub fn catalogue_ids() -> Vec<String> {
    let mut out = Vec::new();
    for s in COMMANDS {
        out.push(summary(s).id.into_owned());
        out.extend(more(s).map(|m| m.id.into_owned()));
        out.extend(s.params.iter().map(|p| help_of(s, p).id.into_owned()));
    }
    out
}

/// `/help`: a short overview, one line per command (its name and summary; `/help COMMAND`
/// gives how to write it), and the games. Short enough for one Discord message.
pub fn overview() -> Msg {
    let lines: Vec<Msg> = COMMANDS
        .iter()
        .map(|s| {
            msg!(
                "help-overview-line",
                command = Arg::code(format!("/{}", s.name)),
                summary = summary(s)
            )
        })
        .collect();
    msg!(
        "help-overview",
        detail = Arg::code("/help COMMAND"),
        lines = lines,
        games = games()
    )
}

/// `/help COMMAND`: usage, summary, details, every option, aliases, examples.
pub fn detail(s: &Spec) -> Msg {
    let usage = usage(s);
    let options: Vec<Msg> = s
        .params
        .iter()
        .map(|p| {
            msg!(
                "help-detail-option",
                option = Arg::code(shown(p).trim_matches(['[', ']'])),
                help = help_of(s, p),
                needed = Arg::yes_no(p.required)
            )
        })
        .collect();
    let aliases: Vec<String> = s.aliases.iter().map(|a| format!("/{a}")).collect();
    msg!(
        "help-detail",
        usage = if usage.is_empty() {
            format!("/{}", s.name)
        } else {
            format!("/{} {usage}", s.name)
        },
        summary = summary(s),
        details = Arg::optional(more(s).map(|m| msg!("help-detail-more", text = m))),
        options = Arg::Run(options),
        aliases = Arg::optional(
            (!aliases.is_empty())
                .then(|| { msg!("help-detail-aliases", aliases = aliases.join(", ")) })
        ),
        count = s.examples.len(),
        examples = s.examples.join(" · ")
    )
}

/// The book's command table (docs/book/src/players/commands.md), in Markdown.
pub fn markdown() -> String {
    let mut out = String::from("| command | what it does |\n|---|---|\n");
    for s in COMMANDS {
        let usage = usage(s);
        let usage = if usage.is_empty() {
            format!("`/{}`", s.name)
        } else {
            format!("`/{} {}`", s.name, usage.replace('|', "\\|"))
        };
        out.push_str(&format!("| {usage} | {} |\n", i18n::english(&summary(s))));
    }
    out
}
