//! The command table: every chat command once — its name and aliases, how it is written, a
//! one-line summary (Discord's description too), a longer help, the `key:value` options it
//! takes and an example. The parser's option check, `/help` and `/help COMMAND`, the names
//! adapters rewrite for their platform (`!tabiya accept 1`) and the README's command table are
//! derived from it; tests hold Discord's registration and the parser to it (every example
//! parses, every option the table names is accepted and nothing else).

/// One command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The name typed after `/`.
    pub name: &'static str,
    /// Other names it answers to.
    pub aliases: &'static [&'static str],
    /// How it is written after the name.
    pub usage: &'static str,
    /// What it does, in one line of at most 100 characters.
    pub summary: &'static str,
    /// More: what each part means, what to expect.
    pub details: &'static str,
    /// The `key:value` options it takes (`game:ID` is taken by every command about a game).
    pub keys: &'static [&'static str],
    /// A line that parses, shown in `/help COMMAND`.
    pub example: &'static str,
}

const fn spec(
    name: &'static str,
    aliases: &'static [&'static str],
    usage: &'static str,
    summary: &'static str,
    details: &'static str,
    keys: &'static [&'static str],
    example: &'static str,
) -> Spec {
    Spec {
        name,
        aliases,
        usage,
        summary,
        details,
        keys,
        example,
    }
}

/// Every command, in the order help lists them.
pub const COMMANDS: &[Spec] = &[
    spec(
        "challenge",
        &["seek"],
        "@player GAME [days:N | days:7+2 cap:14] [color:white|black|random] [rated:yes|no] [rules:OPTION,…]",
        "Invite a player to a game (without @player: anyone here)",
        "Days per move (1, 2, 3, 5, 7, 10 or 14), or Fischer time: initial days plus days added after each move, capped. Casual unless rated:yes. Ashtapada, for two to four: /challenge @a [@b @c] ashtapada [days:N] [rules:play-on,grace]. The challenge lapses if no one answers.",
        &["days", "cap", "color", "rules", "rated"],
        "/challenge @bob shatranj days:3 color:white",
    ),
    spec(
        "accept",
        &[],
        "[ID]",
        "Accept a challenge (or take your seat in a race)",
        "With one challenge open to you here, no number is needed.",
        &["race"],
        "/accept 1",
    ),
    spec(
        "decline",
        &[],
        "[ID]",
        "Decline a challenge",
        "With one challenge open to you here, no number is needed.",
        &["race"],
        "/decline 1",
    ),
    spec(
        "cancel",
        &[],
        "[ID]",
        "Withdraw your challenge (or a race not yet begun: race:ID)",
        "With one challenge of yours open here, no number is needed.",
        &["race"],
        "/cancel 1",
    ),
    spec(
        "move",
        &["m"],
        "MOVE [game:ID]",
        "Play a move in the game's notation, SAN or coordinates",
        "Passes, drops (P*55, K@e2) and promotions are moves too. In a race: /move enter|c3|c3x2.",
        &["race", "at"],
        "/move e3",
    ),
    spec(
        "board",
        &[],
        "[game:ID] [flip] [set:traditional|international]",
        "Your private view of a board",
        "In your orientation and piece set (see /settings); flip turns it round.",
        &["set"],
        "/board flip",
    ),
    spec(
        "games",
        &[],
        "",
        "Your games, your move first",
        "With the time left in each; a long list shows the first 40 and counts the rest.",
        &[],
        "/games",
    ),
    spec(
        "resign",
        &[],
        "[game:ID]",
        "Resign a game (asks to confirm)",
        "Send /resign confirm to confirm.",
        &[],
        "/resign",
    ),
    spec(
        "draw",
        &[],
        "[offer|accept|decline] [game:ID]",
        "Offer a draw, or answer your opponent's offer",
        "A declined offer may be made again after your next move.",
        &[],
        "/draw offer",
    ),
    spec(
        "takeback",
        &[],
        "[accept|decline] [game:ID]",
        "In a casual game, ask to take back your last move",
        "Your opponent must agree: /takeback accept or /takeback decline.",
        &[],
        "/takeback",
    ),
    spec(
        "abort",
        &[],
        "[game:ID]",
        "Call off a game before both sides have moved",
        "Not in tournaments: there a player who never moves forfeits.",
        &[],
        "/abort",
    ),
    spec(
        "export",
        &[],
        "[pgn|kif|csa] [game:ID]",
        "The game's record as a file",
        "PGN for every game; KIF and CSA for Shogi.",
        &[],
        "/export pgn",
    ),
    spec(
        "rules",
        &[],
        "GAME",
        "A game's rules in brief, with its start position",
        "The options a challenge may name with rules: are listed too.",
        &[],
        "/rules shatranj",
    ),
    spec(
        "settings",
        &[],
        "[set:traditional|international] [orientation:own|first|second] [notation:game|san|uci|japanese] [notify:move|digest|none]",
        "Your preferences",
        "notify: a ping each time it is your move, one daily digest by direct message, or none. The reminder a day before your time runs out always comes.",
        &["set", "orientation", "notation", "notify"],
        "/settings notify:digest",
    ),
    spec(
        "vacation",
        &[],
        "[DAYS|end]",
        "Pause all your games' clocks (a bank of days each year)",
        "Alone: what is left of the bank. /vacation end comes back early; unused days return.",
        &[],
        "/vacation 7",
    ),
    spec(
        "rating",
        &["ratings"],
        "[@player] [GAME]",
        "Ratings (Glicko-2), and your record against a player",
        "With a game: that game's rating and its chart.",
        &[],
        "/rating shatranj",
    ),
    spec(
        "leaderboard",
        &["top"],
        "GAME",
        "The established ratings of one game, best first",
        "Only ratings no longer provisional are listed.",
        &[],
        "/leaderboard makruk",
    ),
    spec(
        "tournament",
        &["t"],
        "create GAME [double|swiss] [rounds:N] [deadline:DAYS] [days:N] [rated:yes] [size:N] [name:NAME] [register:DAYS] [vacation:DAYS] | join|leave|start|standings|pairings|mine|withdraw [@player]|cancel|export [pgn] [ID]",
        "Round robins (all games at once) and Swiss events (FIDE Dutch pairings)",
        "The organizer (or a moderator) also: close|open (registration), pause|resume, replace @old @new, adjudicate game:ID 1-0|0-1|draw.",
        &["days", "rated", "size", "name", "rules", "register", "rounds", "deadline", "vacation"],
        "/tournament create makruk double days:3 name:Winter_Cup",
    ),
    spec(
        "mypairings",
        &[],
        "[ID]",
        "Your tournament games and their clocks",
        "The same as /tournament mine.",
        &[],
        "/mypairings",
    ),
    spec(
        "setup",
        &[],
        "ARRANGEMENT [game:ID]",
        "Janggi: choose your horses' and elephants' setup",
        "masangsangma, sangmamasang, masangmasang or sangmasangma.",
        &[],
        "/setup masangsangma",
    ),
    spec(
        "place",
        &[],
        "K@e2 F@d2 … [save:NAME] | saved:NAME [game:ID]",
        "Sittuyin: place several pieces at once",
        "All or none; save:NAME keeps the arrangement for your next game.",
        &["saved", "save"],
        "/place saved:wall",
    ),
    spec(
        "arrangement",
        &["arrangements"],
        "[list | save NAME K@e2 …]",
        "Sittuyin: your saved arrangements",
        "Saved from the first player's side; the second player's is turned round.",
        &[],
        "/arrangement list",
    ),
    spec(
        "object",
        &[],
        "[game:ID]",
        "Sittuyin: object to the second player's rooks",
        "Allowed once, right after the setup.",
        &[],
        "/object",
    ),
    spec(
        "count",
        &[],
        "start|stop [game:ID]",
        "Makruk, Ouk: start or stop the board's-honour count",
        "The side that cannot mate counts; see /rules makruk.",
        &[],
        "/count start",
    ),
    spec(
        "impasse",
        &["jishogi"],
        "[claim|accept] [game:ID]",
        "Shogi: claim an impasse, or accept your opponent's claim",
        "Decided by points once both kings have entered the camps.",
        &[],
        "/impasse claim",
    ),
    spec(
        "join",
        &[],
        "[ID]",
        "Ashtapada: take your seat in a race you are invited to",
        "Seats are taken in the order the invitation names.",
        &["race"],
        "/join",
    ),
    spec(
        "throw",
        &["roll"],
        "[ID]",
        "Ashtapada: throw the cowries",
        "A lone possible move is played at once; none passes.",
        &["race"],
        "/throw",
    ),
    spec(
        "link",
        &[],
        "[PLATFORM [HANDLE] | CODE]",
        "One player on Discord, Matrix and the console",
        "/link PLATFORM gives a private code; /link CODE from that account confirms it. Alone: your accounts.",
        &[],
        "/link matrix",
    ),
    spec(
        "unlink",
        &[],
        "PLATFORM",
        "Detach your account on a platform",
        "It starts afresh; what was merged stays.",
        &[],
        "/unlink matrix",
    ),
    spec(
        "help",
        &["start"],
        "[COMMAND]",
        "The commands; /help COMMAND for one in detail",
        "",
        &[],
        "/help move",
    ),
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
    let mut keys: Vec<&str> = tabiya_engine::variants::ALL.iter().map(|v| v.key).collect();
    keys.push("ashtapada");
    keys.join(" ")
}

/// `/help`: a short overview, one line per command (its name and summary; `/help COMMAND`
/// gives how to write it), and the games. Short enough for one Discord message.
pub fn overview() -> String {
    let mut out = String::from("Tabiya's commands (`/help COMMAND` tells how to write one):\n");
    for s in COMMANDS {
        out.push_str(&format!("`/{}` — {}\n", s.name, s.summary));
    }
    out.push_str(&format!("Games: {}", games()));
    out
}

/// `/help COMMAND`: usage, summary, details, options, example.
pub fn detail(s: &Spec) -> String {
    let mut out = format!("/{} {}\n{}.", s.name, s.usage, s.summary);
    if !s.details.is_empty() {
        out.push(' ');
        out.push_str(s.details);
    }
    if !s.aliases.is_empty() {
        let aliases: Vec<String> = s.aliases.iter().map(|a| format!("/{a}")).collect();
        out.push_str(&format!("\nAlso: {}.", aliases.join(", ")));
    }
    out.push_str(&format!("\nExample: {}", s.example));
    out
}

/// The README's command table, in Markdown.
pub fn markdown() -> String {
    let mut out = String::from("| command | what it does |\n|---|---|\n");
    for s in COMMANDS {
        let usage = if s.usage.is_empty() {
            format!("`/{}`", s.name)
        } else {
            format!("`/{} {}`", s.name, s.usage.replace('|', "\\|"))
        };
        out.push_str(&format!("| {usage} | {} |\n", s.summary));
    }
    out
}
