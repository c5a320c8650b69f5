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

use std::fmt::Write as _;

use tabiya_engine::{variants, Arrangement};
use tabiya_render::PieceSet;

use super::command::{self as c, Command, Notation, Notify, Orientation, ParseError};

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
    /// How help writes its value (`GAME`, `@player`, `N`).
    pub shown: &'static str,
    /// What it is, in at most 100 characters (Discord's option description too).
    pub help: &'static str,
}

const fn word(name: &'static str, kind: Kind, shown: &'static str, help: &'static str) -> Param {
    Param {
        name,
        kind,
        place: Place::Word,
        required: false,
        shown,
        help,
    }
}

const fn key(name: &'static str, kind: Kind, shown: &'static str, help: &'static str) -> Param {
    Param {
        name,
        kind,
        place: Place::Key,
        required: false,
        shown,
        help,
    }
}

const fn needed(p: Param) -> Param {
    Param {
        required: true,
        ..p
    }
}

const fn flag(name: &'static str, help: &'static str) -> Param {
    word(name, Kind::Flag { also: &[] }, "", help)
}

const fn choice(
    name: &'static str,
    words: &'static [&'static str],
    place: Place,
    help: &'static str,
) -> Param {
    Param {
        name,
        kind: Kind::Word(Choices::of(words)),
        place,
        required: false,
        shown: "",
        help,
    }
}

/// Ids of games, challenges, tournaments and races.
const ID: Kind = Kind::Number {
    min: 1,
    max: c::MAX_ID,
};

/// `game:ID`, taken by every command about one game.
const GAME: Param = key(
    "game",
    ID,
    "ID",
    "The game's number (not needed in its thread or when you have one game here)",
);
/// `race:ID`, the Ashtapada race a command is about.
const RACE: Param = key(
    "race",
    ID,
    "ID",
    "Ashtapada: which race (if several run here)",
);
/// A game's name.
const VARIANT: Param = word("variant", Kind::Game { race: false }, "GAME", "Which game");
/// The days per move a game may have.
const DAYS: Kind = Kind::Among(&c::DAYS);

fn set_word(w: &str) -> Option<&'static str> {
    PieceSet::parse(w).map(PieceSet::word)
}
const SET: Param = key(
    "set",
    Kind::Word(Choices::reading(PieceSet::WORDS, set_word)),
    "",
    "Piece set",
);

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
    /// Other names it answers to.
    pub aliases: &'static [&'static str],
    /// What it does, in one line of at most 100 characters.
    pub summary: &'static str,
    /// More: what the options mean together, what to expect.
    pub details: &'static str,
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
        summary: "Invite a player, anyone here, or @tabiya (the computer)",
        details: "Days per move (1, 2, 3, 5, 7, 10 or 14), or Fischer time: initial days plus days added after each move, capped. Casual unless rated:yes. Ashtapada is a race for two to four: name up to three players. The challenge lapses if no one answers. Challenge @tabiya to play the computer at once: casual, level:1 (weakest) to level:8, 3 unless chosen.",
        params: &[
            word("opponent", Kind::Player, "@player", "Whom to invite (leave out for an open seek)"),
            word("opponent2", Kind::Player, "@player2", "Ashtapada: a second player to invite"),
            word("opponent3", Kind::Player, "@player3", "Ashtapada: a third player to invite"),
            needed(word("variant", Kind::Game { race: true }, "GAME", "Which game")),
            key("days", Kind::Text, "N|N+M", "Days per move (1, 2, 3, 5, 7, 10, 14) or Fischer time such as 7+2"),
            key("cap", Kind::Number { min: 1, max: 90 }, "N", "Fischer time: the most days a clock may hold"),
            Param {
                kind: Kind::Word(Choices::of(c::Side::WORDS)),
                ..key("color", Kind::Text, "", "Your side (random unless chosen)")
            },
            key("rated", Kind::YesNo, "", "A rated game (casual unless set)"),
            key("rules", Kind::Text, "OPTION,…", "Rule options, comma-separated (see /rules GAME)"),
            key("fen", Kind::Line, "FEN", "Start from this position (FEN; SFEN for Shogi): a casual game"),
            key("level", Kind::Number { min: 1, max: 8 }, "N", "The computer's strength"),
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
        summary: "Accept a challenge (or take your seat in a race)",
        details: "With one challenge open to you here, no number is needed.",
        params: &[word("id", ID, "ID", "The challenge's number (if several are open)"), RACE],
        examples: &["/accept 1", "/accept race:2"],
        build: c::accept,
        run: super::challenges::accept,
    },
    Spec {
        name: "decline",
        aliases: &[],
        summary: "Decline a challenge",
        details: "With one challenge open to you here, no number is needed.",
        params: &[word("id", ID, "ID", "The challenge's number (if several are open)"), RACE],
        examples: &["/decline 1", "/decline race:2"],
        build: c::decline,
        run: super::challenges::decline,
    },
    Spec {
        name: "cancel",
        aliases: &[],
        summary: "Withdraw your challenge or unstarted race",
        details: "With one challenge of yours open here, no number is needed.",
        params: &[word("id", ID, "ID", "The challenge's number (if several are yours)"), RACE],
        examples: &["/cancel 1", "/cancel race:2"],
        build: c::cancel,
        run: super::challenges::cancel,
    },
    Spec {
        name: "move",
        aliases: &["m"],
        summary: "Play a move in the game's notation, SAN or coordinates",
        details: "Passes, drops (P*55, K@e2) and promotions are moves too. In a race: /move enter|c3|c3x2 race:ID.",
        params: &[
            needed(word("move", Kind::Rest { moves: true }, "MOVE", "The move, in the game's notation, SAN or coordinates")),
            GAME,
            key("at", Kind::Number { min: 0, max: 100_000 }, "N", "The number of moves made when you chose it (menus send it)"),
            RACE,
        ],
        examples: &["/move e3", "/move Nf3 game:12 at:4", "/move c3x2 race:1"],
        build: c::move_,
        run: super::play::move_,
    },
    Spec {
        name: "board",
        aliases: &[],
        summary: "Your private view of a board",
        details: "In your orientation and piece set (see /settings); flip turns it round.",
        params: &[GAME, flag("flip", "Turn the board round"), SET],
        examples: &["/board flip", "/board game:3 set:international"],
        build: c::board,
        run: super::games::board,
    },
    Spec {
        name: "games",
        aliases: &[],
        summary: "Your games, your move first",
        details: "With the time left in each; a long list shows the first 40 and counts the rest.",
        params: &[],
        examples: &["/games"],
        build: c::games,
        run: super::games::games_command,
    },
    Spec {
        name: "resign",
        aliases: &[],
        summary: "Resign a game (asks to confirm)",
        details: "Send /resign confirm to confirm.",
        params: &[flag("confirm", "Resign at once, without being asked"), GAME],
        examples: &["/resign", "/resign confirm game:3"],
        build: c::resign,
        run: super::play::resign,
    },
    Spec {
        name: "draw",
        aliases: &[],
        summary: "Offer a draw, or answer an offer",
        details: "A declined offer may be made again after your next move.",
        params: &[
            choice("answer", &["offer", "accept", "decline"], Place::Word, "What to do (offer unless chosen)"),
            GAME,
        ],
        examples: &["/draw offer", "/draw accept game:3"],
        build: c::draw,
        run: super::offers::draw_command,
    },
    Spec {
        name: "takeback",
        aliases: &[],
        summary: "Ask to take back your last move (casual games)",
        details: "Your opponent must agree: /takeback accept or /takeback decline.",
        params: &[
            Param {
                kind: Kind::Word(Choices::reading(&["offer", "accept", "decline"], takeback_word)),
                ..word("answer", Kind::Text, "", "What to do (ask unless chosen)")
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
        summary: "Call off a game before both sides have moved",
        details: "Not in tournaments: there a player who never moves forfeits.",
        params: &[GAME],
        examples: &["/abort", "/abort game:3"],
        build: c::abort,
        run: super::play::abort,
    },
    Spec {
        name: "export",
        aliases: &[],
        summary: "The game's record, or its FEN",
        details: "PGN for every game; KIF and CSA for Shogi; fen: the position now as FEN (and SFEN for Shogi) to paste into pychess-variants, Lishogi or an engine.",
        params: &[
            Param {
                kind: Kind::Word(Choices::of(c::Format::WORDS)),
                ..word("format", Kind::Text, "", "The record's format (PGN unless chosen)")
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
        summary: "A finished game's mistakes, and a chart",
        details: "Every position is searched; a move that loses a pawn or more against the best is a mistake, three or more a blunder, each named with the better move. A game in play between people is not analysed until it ends (correspondence fair play); a casual game against the computer may be.",
        params: &[GAME],
        examples: &["/analyze", "/analyze game:3"],
        build: c::analyze,
        run: super::computer::analyze_command,
    },
    Spec {
        name: "import",
        aliases: &[],
        summary: "Read a PGN, KIF or CSA record; play on from its end",
        details: "Paste the record after the command (on Discord, or attach its file; on Matrix, or reply to the file). With @player: a challenge to play on from the record's last position, a casual game. Without: that position, to look at. Name the game if a PGN has no Variant tag; KIF and CSA are Shogi unless named.",
        params: &[
            word("opponent", Kind::Player, "@player", "Challenge this player to play on from the record's end"),
            word("variant", Kind::Game { race: false }, "GAME", "The game, if the record does not say"),
            key("days", Kind::Text, "N|N+M", "Days per move for the game from there"),
            Param {
                kind: Kind::Word(Choices::of(c::Side::WORDS)),
                ..key("color", Kind::Text, "", "Your side in the game from there (random unless chosen)")
            },
            word("record", Kind::Record, "RECORD", "The record's text: PGN, KIF or CSA"),
            word("file", Kind::File, "FILE", "Discord: the record as a file"),
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
        summary: "A game's rules and start position, or how a piece moves",
        details: "The options a challenge may name with rules: are listed too. With a piece (its name, English name or letter): a picture of its moves.",
        params: &[
            needed(VARIANT),
            word("piece", Kind::Piece, "PIECE", "A piece: a picture of how it moves"),
        ],
        examples: &["/rules shatranj", "/rules xiangqi horse", "/rules shogi dragon-horse"],
        build: c::rules,
        run: super::rules::rules_command,
    },
    Spec {
        name: "moves",
        aliases: &[],
        summary: "Where a piece of your game can go",
        details: "Only you see it. Squares as the board labels them: e2, or 76 in Shogi.",
        params: &[
            needed(word("square", Kind::Text, "SQUARE", "The square of the piece (e.g. e2; 76 in Shogi)")),
            GAME,
        ],
        examples: &["/moves e2", "/moves b1 game:4", "/moves 77"],
        build: c::moves,
        run: super::rules::moves_command,
    },
    Spec {
        name: "settings",
        aliases: &[],
        summary: "Your preferences",
        details: "notify: a ping each time it is your move, one daily digest by direct message, or none. The reminder a day before your time runs out always comes.",
        params: &[
            SET,
            key("orientation", Kind::Word(Choices::reading(Orientation::WORDS, orientation_word)), "", "Which side at the bottom of your boards"),
            key("notation", Kind::Word(Choices::of(Notation::WORDS)), "", "How moves are written to you"),
            key("notify", Kind::Word(Choices::of(Notify::WORDS)), "", "When to be told it is your move"),
        ],
        examples: &["/settings notify:digest", "/settings set:international orientation:first notation:san"],
        build: c::settings,
        run: super::account::settings_command,
    },
    Spec {
        name: "vacation",
        aliases: &[],
        summary: "Pause all your games' clocks (days banked yearly)",
        details: "Alone: what is left of the bank. /vacation end comes back early; unused days return.",
        params: &[
            word("days", Kind::Number { min: 1, max: c::MAX_VACATION_DAYS }, "DAYS", "Days of vacation, from now"),
            word("end", Kind::Flag { also: &["stop"] }, "", "End the running vacation early"),
        ],
        examples: &["/vacation 7", "/vacation end", "/vacation"],
        build: c::vacation,
        run: super::account::vacation_command,
    },
    Spec {
        name: "rating",
        aliases: &["ratings"],
        summary: "Ratings (Glicko-2), and your record against a player",
        details: "With a game: that game's rating and its chart.",
        params: &[word("player", Kind::Player, "@player", "Whose (yours unless named)"), VARIANT],
        examples: &["/rating shatranj", "/rating @bob makruk"],
        build: c::rating,
        run: super::ratings::rating_command,
    },
    Spec {
        name: "leaderboard",
        aliases: &["top"],
        summary: "The established ratings of one game, best first",
        details: "Only ratings no longer provisional are listed.",
        params: &[needed(VARIANT)],
        examples: &["/leaderboard makruk"],
        build: c::leaderboard,
        run: super::ratings::leaderboard_command,
    },
    Spec {
        name: "tournament",
        aliases: &["t"],
        summary: "Round robins and Swiss events",
        details: "ACTION, for anyone: create, join, leave, standings, pairings, mine, withdraw, export; for the organizer (or a moderator): start, close, open, pause, resume, cancel, replace, adjudicate.",
        params: &[
            needed(Param {
                kind: Kind::Word(Choices::reading(TOURNAMENT_ACTIONS, tournament_word)),
                ..word("action", Kind::Text, "ACTION", "What to do")
            }),
            word("id", ID, "ID", "The tournament's number (if several run here)"),
            word("variant", Kind::Game { race: false }, "GAME", "create: which game"),
            flag("double", "create: a double round robin"),
            flag("swiss", "create: a Swiss (FIDE Dutch pairings, a round at a time)"),
            key("rounds", Kind::Number { min: 1, max: 20 }, "N", "create: a Swiss's rounds (fitted to the field unless given)"),
            key("deadline", Kind::Number { min: 1, max: 365 }, "DAYS", "create: the days a Swiss round may last"),
            key("days", DAYS, "N", "create: days per move (1, 2, 3, 5, 7, 10, 14)"),
            key("rated", Kind::YesNo, "", "create: rated games"),
            key("size", Kind::Number { min: 3, max: 128 }, "N", "create: the most players (round robin 3-16, Swiss 4-128)"),
            key("name", Kind::Text, "NAME", "create: the tournament's name (_ for a space)"),
            key("register", Kind::Number { min: 1, max: 60 }, "DAYS", "create: days registration stays open"),
            key("vacation", Kind::Number { min: 0, max: 60 }, "DAYS", "create: vacation days each player may take"),
            key("rules", Kind::Text, "OPTION,…", "create: rule options, comma-separated (see /rules GAME)"),
            word("player", Kind::Player, "@player", "withdraw, replace: whom (the organizer only)"),
            word("replacement", Kind::Player, "@new", "replace: who takes the seat"),
            choice("format", &["trf", "pgn"], Place::Word, "export: TRF (the crosstable, unless chosen) or every game's PGN"),
            key("game", ID, "ID", "adjudicate: which game"),
            Param {
                kind: Kind::Word(Choices::reading(&["1-0", "0-1", "draw"], result_word)),
                ..word("result", Kind::Text, "RESULT", "adjudicate: 1-0, 0-1 or draw")
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
        summary: "Your tournament games and their clocks",
        details: "The same as /tournament mine.",
        params: &[word("id", ID, "ID", "Only this tournament")],
        examples: &["/mypairings", "/mypairings 2"],
        build: c::mypairings,
        run: super::tournaments::tournament_command,
    },
    Spec {
        name: "setup",
        aliases: &[],
        summary: "Janggi: choose your horses' and elephants' setup",
        details: "SETUP names your pieces from your left, ma a horse and sang an elephant: masangsangma, sangmamasang, masangmasang or sangmasangma (마상상마 … are read too).",
        params: &[
            needed(Param {
                kind: Kind::Word(Choices::reading(&Arrangement::KEYS, arrangement_word)),
                ..word("arrangement", Kind::Text, "SETUP", "Horse and elephant order, from your left")
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
        summary: "Sittuyin: place several pieces at once",
        details: "All or none; save:NAME keeps the arrangement for your next game.",
        params: &[
            word("pieces", Kind::Rest { moves: false }, "K@e2 F@d2 …", "Placements such as K@e2 F@d2"),
            key("saved", Kind::Text, "NAME", "Place the arrangement saved under this name"),
            key("save", Kind::Text, "NAME", "Save these placements under this name"),
            GAME,
        ],
        examples: &["/place saved:wall", "/place K@e2 F@d2 R@a1 save:wall game:5"],
        build: c::place,
        run: super::play::place,
    },
    Spec {
        name: "arrangement",
        aliases: &["arrangements"],
        summary: "Sittuyin: your saved arrangements",
        details: "Saved from the first player's side; the second player's is turned round.",
        params: &[
            choice("action", &["list", "save"], Place::Word, "List them, or save one"),
            word("name", Kind::Text, "NAME", "save: the name to save it under"),
            word("pieces", Kind::Rest { moves: false }, "K@e2 …", "save: placements such as K@e2 F@d2"),
        ],
        examples: &["/arrangement list", "/arrangement save wall K@e2 F@d2 R@a1"],
        build: c::arrangement,
        run: super::play::arrangement,
    },
    Spec {
        name: "object",
        aliases: &[],
        summary: "Sittuyin: object to the second player's rooks",
        details: "Allowed once, right after the setup.",
        params: &[GAME],
        examples: &["/object", "/object game:5"],
        build: c::object,
        run: super::play::object,
    },
    Spec {
        name: "count",
        aliases: &[],
        summary: "Makruk, Ouk: start or stop the board's-honour count",
        details: "The side that cannot mate counts; see /rules makruk.",
        params: &[needed(choice("action", &["start", "stop"], Place::Word, "Start or stop")), GAME],
        examples: &["/count start", "/count stop game:6"],
        build: c::count,
        run: super::play::count,
    },
    Spec {
        name: "impasse",
        aliases: &["jishogi"],
        summary: "Shogi: claim an impasse, or accept one",
        details: "Decided by points once both kings have entered the camps.",
        params: &[choice("action", &["claim", "accept"], Place::Word, "Claim (unless chosen) or accept"), GAME],
        examples: &["/impasse claim", "/impasse accept game:7"],
        build: c::impasse,
        run: super::play::impasse,
    },
    Spec {
        name: "join",
        aliases: &[],
        summary: "Ashtapada: take your seat in a race",
        details: "Seats are taken in the order the invitation names.",
        params: &[word("race", ID, "ID", "Which race (if several here)")],
        examples: &["/join", "/join 2"],
        build: c::join,
        run: super::races::race_command,
    },
    Spec {
        name: "throw",
        aliases: &["roll"],
        summary: "Ashtapada: throw the cowries",
        details: "A lone possible move is played at once; none passes.",
        params: &[word("race", ID, "ID", "Which race (if several here)")],
        examples: &["/throw", "/throw race:2"],
        build: c::throw,
        run: super::races::race_command,
    },
    Spec {
        name: "link",
        aliases: &[],
        summary: "One player on Discord, Matrix and the console",
        details: "/link PLATFORM [HANDLE] gives a private code; /link CODE from that account confirms it. Alone: your accounts.",
        params: &[
            choice("platform", &c::PLATFORMS, Place::Word, "Ask to link your account there"),
            word("handle", Kind::Player, "@HANDLE", "Your account there (e.g. @you:example.org)"),
            word("code", Kind::Text, "CODE", "Confirm: the code the other account was given"),
        ],
        examples: &["/link matrix @me:example.org", "/link K7Q2XW", "/link"],
        build: c::link,
        run: super::identity::link_command,
    },
    Spec {
        name: "unlink",
        aliases: &[],
        summary: "Detach your account on a platform",
        details: "It starts afresh; what was merged stays.",
        params: &[needed(choice("platform", &c::PLATFORMS, Place::Word, "Which"))],
        examples: &["/unlink matrix"],
        build: c::unlink,
        run: super::identity::link_command,
    },
    Spec {
        name: "help",
        aliases: &["start"],
        summary: "The commands, or one in detail",
        details: "",
        params: &[word("command", Kind::Text, "COMMAND", "One command in detail, e.g. move")],
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

fn err<T>(s: impl Into<String>) -> Result<T, ParseError> {
    Err(ParseError(s.into()))
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
        Place::Word => format!("/{} {clipped}", s.name),
        Place::Key => format!("{}:{clipped}", p.name),
    };
    match p.kind {
        Kind::Game { race } => {
            if race && raw.eq_ignore_ascii_case("ashtapada") {
                return Ok(Value::Word("ashtapada"));
            }
            variants::by_key(raw)
                .map(|v| Value::Word(v.key))
                .ok_or_else(|| {
                    ParseError(format!(
                        "There is no game `{clipped}`; the games are: {}.",
                        game_choices(race)
                            .iter()
                            .map(|(_, k)| *k)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })
        }
        Kind::Player => match raw.strip_prefix('@') {
            Some(h) if !h.is_empty() => Ok(Value::Text(h.to_owned())),
            _ => err(format!("{what}? Name a player as @name.")),
        },
        Kind::Number { min, max } => raw
            .trim_start_matches('#')
            .parse::<i64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .map(Value::Number)
            .ok_or_else(|| {
                ParseError(if p.kind_is_id() {
                    format!("`{clipped}` is not a number such as 12 or #12.")
                } else {
                    format!("{what}? {}: {min} to {max}.", p.plain_help())
                })
            }),
        Kind::Among(allowed) => raw
            .parse::<i64>()
            .ok()
            .filter(|n| allowed.contains(n))
            .map(Value::Number)
            .ok_or_else(|| {
                ParseError(format!(
                    "{what}? Choose {}.",
                    c::or_list(&allowed.iter().map(i64::to_string).collect::<Vec<_>>())
                ))
            }),
        Kind::Word(ch) => ch.find(raw).map(Value::Word).ok_or_else(|| {
            ParseError(format!(
                "{what}? Choose {}.",
                c::or_list(&ch.words.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>())
            ))
        }),
        Kind::YesNo | Kind::Flag { .. } => match raw.to_ascii_lowercase().as_str() {
            "yes" | "true" | "on" => Ok(Value::Bool(true)),
            "no" | "false" | "off" => Ok(Value::Bool(false)),
            _ => err(format!("{}:{clipped}? Say {0}:yes or {0}:no.", p.name)),
        },
        Kind::Text | Kind::Piece | Kind::Rest { .. } | Kind::Record | Kind::File => {
            Ok(Value::Text(raw.to_owned()))
        }
        Kind::Line => {
            let text = raw.trim().trim_matches(['`', '"', '\'', '“', '”']).trim();
            if text.is_empty() {
                return err(format!(
                    "{}: needs its text, e.g. {}:{}.",
                    p.name, p.name, p.shown
                ));
            }
            Ok(Value::Text(text.to_owned()))
        }
    }
}

impl Param {
    /// Its help without the actions it goes with (`create: the most players` → `The most
    /// players`), as an error says it.
    fn plain_help(&self) -> String {
        let help = match self.help.split_once(": ") {
            Some((head, tail))
                if head
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || ", ".contains(c)) =>
            {
                tail
            }
            _ => self.help,
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
            return err(format!(
                "`{}` is given twice; /{} takes one.",
                p.name, s.name
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
                return err(format!(
                    "/{} has no option `{}:`; it takes {}.",
                    s.name,
                    c::clip(&k),
                    c::or_list(&keys).replace(" or ", " and ")
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
                return err(format!(
                    "/{} {}? Expected {}.",
                    s.name,
                    c::clip(w),
                    c::or_list(&expected)
                ));
            }
        }
        return err(if s.params.is_empty() {
            format!(
                "/{} takes nothing more than its name; `{}`?",
                s.name,
                c::clip(w)
            )
        } else {
            format!(
                "/{} {}? It is written /{} {}",
                s.name,
                c::clip(w),
                s.name,
                usage(s)
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
        return err(format!(
            "/{} needs {}: e.g. {}",
            s.name,
            value_shown(p),
            s.examples[0]
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

/// `/help`: a short overview, one line per command (its name and summary; `/help COMMAND`
/// gives how to write it), and the games. Short enough for one Discord message.
pub fn overview() -> String {
    let mut out = String::from("Commands (`/help COMMAND` for one in detail):\n");
    for s in COMMANDS {
        let _ = writeln!(out, "`/{}` — {}", s.name, s.summary);
    }
    out.push_str(&format!("Games: {}", games()));
    out
}

/// `/help COMMAND`: usage, summary, details, every option, aliases, examples.
pub fn detail(s: &Spec) -> String {
    let usage = usage(s);
    let mut out = if usage.is_empty() {
        format!("/{}\n{}.", s.name, s.summary)
    } else {
        format!("/{} {usage}\n{}.", s.name, s.summary)
    };
    if !s.details.is_empty() {
        out.push(' ');
        out.push_str(s.details);
    }
    for p in s.params {
        let _ = write!(
            out,
            "\n• `{}` — {}",
            shown(p).trim_matches(['[', ']']),
            p.help
        );
        if p.required {
            out.push_str(" (needed)");
        }
    }
    if !s.aliases.is_empty() {
        let aliases: Vec<String> = s.aliases.iter().map(|a| format!("/{a}")).collect();
        out.push_str(&format!("\nAlso: {}.", aliases.join(", ")));
    }
    out.push_str(&format!(
        "\nExample{}: {}",
        if s.examples.len() > 1 { "s" } else { "" },
        s.examples.join(" · ")
    ));
    out
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
        out.push_str(&format!("| {usage} | {} |\n", s.summary));
    }
    out
}
