//! The platform-free service: commands in, replies out. Knows no serenity, ruma or rusqlite
//! type; the adapters only translate.

mod command;

use std::fmt;
use std::path::Path;

use tabiya_engine::view::BoardView;
use tabiya_engine::{
    notation, san, shogi, uci, Action, Color, EndReason, Game, Move, Outcome, Position, Variant,
};
use tabiya_render::{render, Options, PieceSet};

use crate::storage::{self, GameRow, StorageError};
pub use command::{parse, Command, ParseError, DAYS};

/// A command as it arrived from a platform.
#[derive(Debug, Clone)]
pub struct Incoming<'a> {
    /// The platform's id of the event (a redelivery carries the same).
    pub event_id: &'a str,
    /// Who sent it (the platform's handle).
    pub user: &'a str,
    /// Where (channel, room or thread).
    pub channel: &'a str,
    /// The command line, e.g. `/move e2e3`.
    pub text: &'a str,
    /// The time, unix seconds (the clock is the caller's, so tests can fake it).
    pub now: i64,
}

/// Who should see a reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    /// Everyone in the channel.
    Channel,
    /// Only the sender.
    Private,
}

/// A board picture with its alt text.
#[derive(Debug, Clone)]
pub struct Image {
    /// PNG bytes.
    pub png: Vec<u8>,
    /// Alt text.
    pub alt: String,
}

/// A reply to a command.
#[derive(Debug, Clone)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// A board, if any.
    pub image: Option<Image>,
}

impl Reply {
    fn public(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Channel,
            text: text.into(),
            image: None,
        }
    }

    fn private(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Private,
            text: text.into(),
            image: None,
        }
    }
}

/// What can go wrong handling a command.
#[derive(Debug)]
pub enum ServiceError {
    /// The user asked for something impossible; the text says what and how to fix it.
    User(String),
    /// Storage failed.
    Storage(StorageError),
}

impl ServiceError {
    /// What the user reads.
    pub fn user_message(&self) -> String {
        match self {
            ServiceError::User(m) => m.clone(),
            ServiceError::Storage(StorageError::Conflict) => {
                "The position changed while your command was handled; look at the board and try again."
                    .to_owned()
            }
            ServiceError::Storage(_) => {
                "Something went wrong on our side; nothing was changed. Please try again later.".to_owned()
            }
        }
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::User(m) => f.write_str(m),
            ServiceError::Storage(e) => e.fmt(f),
        }
    }
}

impl From<StorageError> for ServiceError {
    fn from(e: StorageError) -> ServiceError {
        ServiceError::Storage(e)
    }
}

/// How long before a deadline the player to move is reminded.
pub const REMINDER_BEFORE: i64 = 86_400;

fn user(msg: impl Into<String>) -> ServiceError {
    ServiceError::User(msg.into())
}

/// The service over one database.
pub struct Service {
    conn: rusqlite::Connection,
    platform: &'static str,
    default_days: i64,
    images: bool,
    /// Replayed games by id, with the version they were replayed at: a game whose stored
    /// version moved on is replayed again, so the cache is never stale.
    cache: std::collections::HashMap<i64, Cached>,
}

/// A replayed game kept in memory: the stored version it matches, the game, its last move.
type Cached = (i64, Game, Option<(Move, Color)>);

/// A game loaded from storage and replayed.
struct Loaded {
    row: GameRow,
    game: Game,
    /// The last move and its mover, for highlights.
    last: Option<(Move, Color)>,
}

fn color_letter(c: Color) -> char {
    if c == Color::White {
        'w'
    } else {
        'b'
    }
}

fn color_of(s: &str) -> Option<Color> {
    match s {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

fn variant_of(row: &GameRow) -> Result<Variant, ServiceError> {
    let options: Vec<&str> = row.options.split_whitespace().collect();
    Variant::seed(&row.variant, &options).map_err(|e| user(e.to_string()))
}

fn replay(row: GameRow, actions: &[String]) -> Result<Loaded, ServiceError> {
    let variant = variant_of(&row)?;
    let start = match &row.start_fen {
        Some(f) => tabiya_engine::fen::parse(f, variant).map_err(|e| user(e.to_string()))?,
        None => Position::new(variant),
    };
    let mut game = Game::from_position(start);
    let mut last = None;
    for a in actions {
        let parts: Vec<&str> = a.split_whitespace().collect();
        let action = match parts[..] {
            ["m", c, mv] => {
                let color =
                    color_of(c).ok_or_else(|| user(format!("stored action `{a}` is damaged")))?;
                let legal = game.legal_moves(color);
                let m = uci::parse_among(mv, game.position(), &legal)
                    .map_err(|_| user(format!("stored move `{a}` no longer replays")))?;
                last = Some((m, color));
                Action::Move { color, m }
            }
            ["resign", c] => Action::Resign(color_of(c).unwrap_or(Color::White)),
            ["timeout", c] => Action::Timeout(color_of(c).unwrap_or(Color::White)),
            ["draw"] => Action::AgreeDraw,
            ["arrange", c, key] => Action::Arrange(
                color_of(c).unwrap_or(Color::White),
                tabiya_engine::Arrangement::parse(key)
                    .ok_or_else(|| user(format!("stored action `{a}` is damaged")))?,
            ),
            ["object"] => Action::Object,
            ["count-start", c] => Action::StartCount(color_of(c).unwrap_or(Color::White)),
            ["count-stop", c] => Action::StopCount(color_of(c).unwrap_or(Color::White)),
            ["claim", c] => Action::ClaimImpasse(color_of(c).unwrap_or(Color::White)),
            ["accept-impasse", c] => Action::AcceptImpasse(color_of(c).unwrap_or(Color::White)),
            _ => return Err(user(format!("stored action `{a}` is not understood"))),
        };
        game.act(action)
            .map_err(|e| user(format!("stored action `{a}` fails: {e}")))?;
    }
    Ok(Loaded { row, game, last })
}

fn result_text(o: Outcome) -> (&'static str, String) {
    let reason = match o.reason() {
        EndReason::Checkmate => "checkmate",
        EndReason::Stalemate => "stalemate",
        EndReason::BareKing | EndReason::BareKings => "bare king",
        EndReason::Niol => "Niol (mate without a Shak)",
        EndReason::Robado => "Robado (bare king)",
        EndReason::CountExpired => "the count ran out",
        EndReason::MateDuringOwnCount => "mate during the mater's own count",
        EndReason::BareKingSurvived => "the bare king survived seven moves",
        EndReason::ForbiddenMate => "a forbidden mate",
        EndReason::InsufficientMaterial => "neither side can win",
        EndReason::Repetition => "repetition",
        EndReason::PerpetualCheck => "perpetual check",
        EndReason::PerpetualChase => "perpetual chase",
        EndReason::Bikjang => "bikjang",
        EndReason::DoublePass => "two passes",
        EndReason::Jishogi => "jishōgi",
        EndReason::RoyalsCaptured => "both royals captured",
        EndReason::Resignation => "resignation",
        EndReason::Agreement => "agreement",
        EndReason::Timeout => "time",
    }
    .to_owned();
    let result = match o.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    (result, reason)
}

impl Service {
    /// Opens the service on the database at `path` (`:memory:` for a throwaway one).
    ///
    /// # Errors
    /// [`StorageError`] if the database cannot be opened or migrated.
    pub fn open(path: &Path, platform: &'static str) -> Result<Service, StorageError> {
        Ok(Service {
            conn: storage::open(path)?,
            platform,
            default_days: 3,
            images: true,
            cache: std::collections::HashMap::new(),
        })
    }

    /// Whether replies carry board images (on by default; the benchmark measures both).
    pub fn set_images(&mut self, on: bool) {
        self.images = on;
    }

    /// Sets the days per move of challenges that name none (`games.default_days`).
    pub fn set_default_days(&mut self, days: i64) {
        self.default_days = days;
    }

    /// Handles one command. A redelivered event is answered again and not applied twice.
    pub fn handle(&mut self, inc: &Incoming<'_>) -> Vec<Reply> {
        if let Ok(Some(stored)) = storage::event_replies(&self.conn, self.platform, inc.event_id) {
            return stored
                .split('\u{1e}')
                .filter(|s| !s.is_empty())
                .map(|s| match s.strip_prefix("private:") {
                    Some(t) => Reply::private(t),
                    None => Reply::public(s.strip_prefix("public:").unwrap_or(s)),
                })
                .collect();
        }
        let replies = match command::parse(inc.text) {
            Err(e) => vec![Reply::private(e.to_string())],
            Ok(cmd) => match self.execute(inc, cmd) {
                Ok(r) => r,
                Err(e) => vec![Reply::private(e.user_message())],
            },
        };
        let stored: Vec<String> = replies
            .iter()
            .map(|r| match r.audience {
                Audience::Private => format!("private:{}", r.text),
                Audience::Channel => format!("public:{}", r.text),
            })
            .collect();
        // Failing to remember the event only risks answering a redelivery anew.
        let _ = storage::record_event(
            &self.conn,
            self.platform,
            inc.event_id,
            &stored.join("\u{1e}"),
            inc.now,
        );
        replies
    }

    /// Notifications waiting to be delivered, with the board of their game; delivered ones
    /// are acknowledged with [`Service::delivered`].
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn outbox(&self) -> Result<Vec<(storage::OutboxItem, Option<Image>)>, StorageError> {
        let items = storage::outbox(&self.conn)?;
        Ok(items
            .into_iter()
            .map(|item| {
                let image = item.game_id.and_then(|id| {
                    self.board_image(id, None, false, PieceSet::Traditional)
                        .ok()
                });
                (item, image)
            })
            .collect())
    }

    /// When the scheduler should wake next: the earliest deadline, or a day before it for the
    /// reminder. Read from the deadline index; no game is scanned.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn next_wake(&self) -> Result<Option<i64>, StorageError> {
        Ok(storage::next_deadline(&self.conn)?.map(|d| d - REMINDER_BEFORE))
    }

    /// Runs what is due at `now`: reminders a day before a deadline, and timeouts — a loss
    /// for the player to move, or an abort when he never made a move. Notifications go to
    /// the outbox. Returns how many games ended.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn tick(&mut self, now: i64) -> Result<usize, ServiceError> {
        for row in storage::games_to_remind(&self.conn, now, REMINDER_BEFORE)? {
            let l = self.load(row.id)?;
            if let Some(&c) = l.game.to_move().first() {
                let who = storage::handle(&self.conn, row.player(c))?;
                let hours = (row.deadline.unwrap_or(now) - now).max(0) / 3600;
                let tx = storage::write(&mut self.conn)?;
                storage::push_outbox(
                    &tx,
                    &row.channel,
                    Some(&who),
                    &format!(
                        "@{who}: {hours} hours left for your move in game #{}.",
                        row.id
                    ),
                    Some(row.id),
                    now,
                )?;
                storage::mark_reminded(&tx, row.id)?;
                tx.commit().map_err(StorageError::from)?;
            }
        }
        let mut ended = 0;
        for row in storage::games_due(&self.conn, now)? {
            let l = self.load(row.id)?;
            let Some(&c) = l.game.to_move().first() else {
                continue;
            };
            let who = storage::handle(&self.conn, row.player(c))?;
            let tx = storage::write(&mut self.conn)?;
            if l.game.moves().all(|(mover, _)| mover != c) {
                storage::finish_game(&tx, row.id, "aborted", "the first move was never made")?;
                storage::push_outbox(
                    &tx,
                    &row.channel,
                    None,
                    &format!(
                        "Game #{} is aborted: @{who} never made a first move.",
                        row.id
                    ),
                    None,
                    now,
                )?;
            } else {
                let mut g = l.game.clone();
                g.act(Action::Timeout(c)).map_err(|e| user(e.to_string()))?;
                let (result, reason) = g.outcome().map(result_text).unwrap_or(("*", String::new()));
                storage::append_action(
                    &tx,
                    row.id,
                    row.version,
                    &format!("timeout {}", color_letter(c)),
                    now,
                )?;
                storage::finish_game(&tx, row.id, result, &reason)?;
                storage::push_outbox(
                    &tx,
                    &row.channel,
                    None,
                    &format!(
                        "Game #{} is over: @{who} ran out of time; {result}.",
                        row.id
                    ),
                    Some(row.id),
                    now,
                )?;
            }
            tx.commit().map_err(StorageError::from)?;
            ended += 1;
        }
        Ok(ended)
    }

    /// Marks a notification delivered.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn delivered(&self, id: i64) -> Result<(), StorageError> {
        storage::delete_outbox(&self.conn, id)
    }

    fn load(&self, id: i64) -> Result<Loaded, ServiceError> {
        let row = storage::game(&self.conn, id)?
            .ok_or_else(|| user(format!("There is no game #{id}.")))?;
        if let Some((version, game, last)) = self.cache.get(&id) {
            if *version == row.version {
                return Ok(Loaded {
                    row,
                    game: game.clone(),
                    last: *last,
                });
            }
        }
        let actions = storage::actions(&self.conn, id)?;
        replay(row, &actions)
    }

    fn remember(&mut self, id: i64, version: i64, game: &Game, last: Option<(Move, Color)>) {
        if self.cache.len() > 10_000 {
            self.cache.clear();
        }
        self.cache.insert(id, (version, game.clone(), last));
    }

    /// The game a command means: the one named, or the player's only game in the channel.
    fn pick_game(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        if let Some(id) = id {
            let l = self.load(id)?;
            if l.row.white != player && l.row.black != player {
                return Err(user(format!("You are not a player of game #{id}.")));
            }
            return Ok(l);
        }
        let games = storage::active_games(&self.conn, player, Some(channel))?;
        match games.len() {
            0 => Err(user(
                "You have no game here. Start one with /challenge @someone GAME.",
            )),
            1 => self.load(games[0].id),
            _ => {
                let list: Vec<String> = games
                    .iter()
                    .map(|g| format!("#{} ({})", g.id, g.variant))
                    .collect();
                Err(user(format!(
                    "You have several games here: {}. Add game:ID to say which.",
                    list.join(", ")
                )))
            }
        }
    }

    fn board_image(
        &self,
        id: i64,
        viewer: Option<i64>,
        flip: bool,
        set: PieceSet,
    ) -> Result<Image, ServiceError> {
        let l = self.load(id)?;
        let view = BoardView::new(l.game.position(), l.last);
        // A player sees his own side at the bottom unless he asks otherwise.
        let own_flip = viewer == Some(l.row.black);
        let white = storage::handle(&self.conn, l.row.white)?;
        let black = storage::handle(&self.conn, l.row.black)?;
        let v = l.game.variant();
        let caption = format!(
            "#{} {} — {white} ({}) vs {black} ({}) — {}",
            l.row.id,
            v.name(),
            v.side_name(Color::White),
            v.side_name(Color::Black),
            match l.game.outcome() {
                Some(o) => result_text(o).0.to_owned(),
                None => format!("{} to move", v.side_name(l.game.position().turn())),
            }
        );
        let image = render(
            &view,
            &Options {
                set,
                flip: own_flip != flip,
                caption: Some(caption),
                ..Options::default()
            },
        );
        Ok(Image {
            png: image.png,
            alt: image.alt,
        })
    }

    fn execute(&mut self, inc: &Incoming<'_>, cmd: Command) -> Result<Vec<Reply>, ServiceError> {
        let me = storage::player(&self.conn, self.platform, inc.user)?;
        match cmd {
            Command::Help => Ok(vec![Reply::private(command::HELP)]),
            Command::Rules { variant } => {
                let v = Variant::seed(&variant, &[]).map_err(|e| user(e.to_string()))?;
                let spec = v.spec();
                let mut text = format!(
                    "{} (seed section {}). {}\nStart: {}\n{} moves first.",
                    spec.name,
                    spec.section,
                    spec.summary,
                    v.start_fen(),
                    if v.rules().colors_drawn {
                        "A coin decides who"
                    } else {
                        spec.sides[0]
                    }
                );
                if !spec.options.is_empty() {
                    text.push_str("\nOptions (rules:…): ");
                    let opts: Vec<String> = spec
                        .options
                        .iter()
                        .map(|o| format!("{} — {}", o.key, o.summary))
                        .collect();
                    text.push_str(&opts.join("; "));
                }
                let view = BoardView::new(&Position::new(v), None);
                let image = render(&view, &Options::default());
                Ok(vec![Reply {
                    audience: Audience::Private,
                    text,
                    image: Some(Image {
                        png: image.png,
                        alt: image.alt,
                    }),
                }])
            }
            Command::Challenge {
                opponent,
                variant,
                days,
                color,
                rules,
            } => {
                let days = days.unwrap_or(self.default_days);
                let options: Vec<&str> = rules.iter().map(String::as_str).collect();
                let v = Variant::seed(&variant, &options).map_err(|e| user(e.to_string()))?;
                let challenged = match &opponent {
                    Some(o) if o == inc.user => return Err(user("You cannot challenge yourself.")),
                    Some(o) => Some(storage::player(&self.conn, self.platform, o)?),
                    None => None,
                };
                let c = storage::Challenge {
                    id: 0,
                    challenger: me,
                    challenged,
                    channel: inc.channel.to_owned(),
                    variant: v.key().to_owned(),
                    options: v.options().join(" "),
                    days,
                    color,
                };
                let id = storage::insert_challenge(&self.conn, &c, inc.now)?;
                let whom = opponent.map_or_else(|| "anyone here".to_owned(), |o| format!("@{o}"));
                Ok(vec![Reply::public(format!(
                    "Challenge #{id}: @{} invites {whom} to {}{} at {days} day{} a move. Answer with /accept {id} or /decline {id}.",
                    inc.user,
                    v.name(),
                    if c.options.is_empty() { String::new() } else { format!(" ({})", c.options) },
                    if days == 1 { "" } else { "s" }
                ))])
            }
            Command::Accept { id } => self.accept(inc, me, id),
            Command::Decline { id } => {
                let open = storage::open_challenges_for(&self.conn, inc.channel, me)?;
                let c = pick_challenge(&open, id, "decline")?;
                storage::close_challenge(&self.conn, c.id, "declined")?;
                Ok(vec![Reply::public(format!(
                    "@{} declined challenge #{}.",
                    inc.user, c.id
                ))])
            }
            Command::Cancel { id } => {
                let mine = storage::challenges_by(&self.conn, inc.channel, me)?;
                let c = pick_challenge(&mine, id, "cancel")?;
                storage::close_challenge(&self.conn, c.id, "cancelled")?;
                Ok(vec![Reply::public(format!(
                    "Challenge #{} cancelled.",
                    c.id
                ))])
            }
            Command::Move { text, game } => self.play_move(inc, me, &text, game),
            Command::Board { game, flip, set } => {
                let l = self.pick_game_any(me, inc.channel, game)?;
                let set = match set {
                    Some(s) => s,
                    None => PieceSet::parse(&storage::piece_set(&self.conn, me)?)
                        .unwrap_or(PieceSet::Traditional),
                };
                let image = self.board_image(l.row.id, Some(me), flip, set)?;
                Ok(vec![Reply {
                    audience: Audience::Private,
                    text: format!("Game #{}.", l.row.id),
                    image: Some(image),
                }])
            }
            Command::Games => {
                let games = storage::active_games(&self.conn, me, None)?;
                if games.is_empty() {
                    return Ok(vec![Reply::private("You have no games in progress.")]);
                }
                let mut lines = Vec::new();
                let mut loaded: Vec<(bool, i64, String)> = Vec::new();
                for g in games {
                    let l = self.load(g.id)?;
                    let my_color = if g.white == me {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let my_turn = l.game.to_move().contains(&my_color);
                    let opponent =
                        storage::handle(&self.conn, if g.white == me { g.black } else { g.white })?;
                    let left = g.deadline.map_or(String::new(), |d| {
                        let h = (d - inc.now).max(0) / 3600;
                        format!(", {}d {}h left", h / 24, h % 24)
                    });
                    loaded.push((
                        !my_turn,
                        g.deadline.unwrap_or(i64::MAX),
                        format!(
                            "#{} {} vs @{opponent}: {}{left}",
                            g.id,
                            l.game.variant().name(),
                            if my_turn { "your move" } else { "their move" }
                        ),
                    ));
                }
                loaded.sort();
                lines.extend(loaded.into_iter().map(|(_, _, s)| s));
                Ok(vec![Reply::private(lines.join("\n"))])
            }
            Command::Resign { game, confirm } => {
                let l = self.pick_game(me, inc.channel, game)?;
                if !confirm {
                    return Ok(vec![Reply::private(format!(
                        "Resign game #{}? Send /resign confirm game:{} to confirm.",
                        l.row.id, l.row.id
                    ))]);
                }
                let color = if l.row.white == me {
                    Color::White
                } else {
                    Color::Black
                };
                self.end_by_action(
                    inc,
                    &l,
                    &format!("resign {}", color_letter(color)),
                    Action::Resign(color),
                )
            }
            Command::Draw { game, answer } => self.draw(inc, me, game, answer),
            Command::Abort { game } => {
                let l = self.pick_game(me, inc.channel, game)?;
                if l.game.moves().count() >= 2 {
                    return Err(user("A game can be aborted only before both sides have moved; offer a draw or resign instead."));
                }
                let tx = storage::write(&mut self.conn)?;
                storage::finish_game(&tx, l.row.id, "aborted", "aborted")?;
                tx.commit().map_err(StorageError::from)?;
                Ok(vec![Reply::public(format!("Game #{} aborted.", l.row.id))])
            }
            Command::Export { game, format } => {
                let l = self.pick_game_any(me, inc.channel, game)?;
                let white = storage::handle(&self.conn, l.row.white)?;
                let black = storage::handle(&self.conn, l.row.black)?;
                let text = match format.as_str() {
                    "kif" | "csa" if l.row.variant != "shogi" => {
                        return Err(user("KIF and CSA are for Shogi games; use /export pgn."))
                    }
                    "kif" => shogi::to_kif(&l.game, &white, &black),
                    "csa" => shogi::to_csa(&l.game, &white, &black),
                    _ => pgn(&l, &white, &black),
                };
                Ok(vec![Reply::private(text)])
            }
            Command::Setup { arrangement, game } => {
                let l = self.pick_game(me, inc.channel, game)?;
                let a = tabiya_engine::Arrangement::parse(&arrangement).ok_or_else(|| {
                    user(format!(
                        "`{arrangement}` is not a setup; choose masangsangma, sangmamasang, masangmasang or sangmasangma (마상상마 …)"
                    ))
                })?;
                let color = self.color_in(&l, me);
                self.record_action(
                    inc,
                    &l,
                    &format!("arrange {} {}", color_letter(color), a.key()),
                    Action::Arrange(color, a),
                    &format!("@{} sets up {} ({}).", inc.user, a.korean(), a.key()),
                )
            }
            Command::Place { drops, game } => {
                let mut replies = Vec::new();
                for d in drops {
                    let mut r = self.play_move(inc, me, &d, game)?;
                    replies.truncate(0);
                    replies.append(&mut r);
                }
                Ok(replies)
            }
            Command::Object { game } => {
                let l = self.pick_game(me, inc.channel, game)?;
                self.record_action(
                    inc,
                    &l,
                    "object",
                    Action::Object,
                    "Objection: the second player must place the rook again.",
                )
            }
            Command::Count { start, game } => {
                let l = self.pick_game(me, inc.channel, game)?;
                let color = self.color_in(&l, me);
                let (stored, action, text) = if start {
                    (
                        format!("count-start {}", color_letter(color)),
                        Action::StartCount(color),
                        format!("@{} starts the board's-honour count (64 moves).", inc.user),
                    )
                } else {
                    (
                        format!("count-stop {}", color_letter(color)),
                        Action::StopCount(color),
                        format!("@{} stops the count.", inc.user),
                    )
                };
                self.record_action(inc, &l, &stored, action, &text)
            }
            Command::Impasse { accept, game } => {
                let l = self.pick_game(me, inc.channel, game)?;
                let color = self.color_in(&l, me);
                if accept {
                    self.end_by_action(
                        inc,
                        &l,
                        &format!("accept-impasse {}", color_letter(color)),
                        Action::AcceptImpasse(color),
                    )
                } else {
                    self.record_action(
                        inc,
                        &l,
                        &format!("claim {}", color_letter(color)),
                        Action::ClaimImpasse(color),
                        &format!(
                            "@{} claims an impasse (jishōgi): /impasse accept to count points.",
                            inc.user
                        ),
                    )
                }
            }
            Command::Settings { set } => {
                if let Some(s) = set {
                    storage::set_piece_set(
                        &self.conn,
                        me,
                        if s == PieceSet::Traditional {
                            "traditional"
                        } else {
                            "international"
                        },
                    )?;
                }
                let current = storage::piece_set(&self.conn, me)?;
                Ok(vec![Reply::private(format!("Your piece set: {current}."))])
            }
        }
    }

    /// Like `pick_game`, but finished games count too when named.
    fn pick_game_any(
        &self,
        player: i64,
        channel: &str,
        id: Option<i64>,
    ) -> Result<Loaded, ServiceError> {
        match id {
            Some(id) => {
                let l = self.load(id)?;
                if l.row.white != player && l.row.black != player && l.row.channel != channel {
                    return Err(user(format!(
                        "Game #{id} is not yours and not played here."
                    )));
                }
                Ok(l)
            }
            None => match self.pick_game(player, channel, None) {
                Ok(l) => Ok(l),
                // No game in progress here: the latest one, finished or not.
                Err(e) => match storage::latest_game(&self.conn, player, channel)? {
                    Some(row) if row.status != "active" => self.load(row.id),
                    _ => Err(e),
                },
            },
        }
    }

    fn accept(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        id: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let open = storage::open_challenges_for(&self.conn, inc.channel, me)?;
        if let Some(id) = id {
            if !open.iter().any(|c| c.id == id) {
                let mine = storage::challenges_by(&self.conn, inc.channel, me)?;
                return Err(user(if mine.iter().any(|c| c.id == id) {
                    "You cannot accept your own challenge.".to_owned()
                } else {
                    format!("Challenge #{id} is not open to you here; only the challenged player may accept it.")
                }));
            }
        }
        let c = pick_challenge(&open, id, "accept")?.clone();
        // The challenger's colour; `random` draws from the clock's parity (no state, fair).
        let challenger_white = match c.color.as_str() {
            "white" => true,
            "black" => false,
            _ => inc.now % 2 == 0,
        };
        let (white, black) = if challenger_white {
            (c.challenger, me)
        } else {
            (me, c.challenger)
        };
        let tx = storage::write(&mut self.conn)?;
        storage::close_challenge(&tx, c.id, "accepted")?;
        let game_id = storage::insert_game(
            &tx, &c.variant, &c.options, white, black, &c.channel, c.days, inc.now,
        )?;
        let first = storage::handle(&tx, white)?;
        storage::push_outbox(
            &tx,
            &c.channel,
            Some(&first),
            &format!("Game #{game_id} begins: your move, @{first}."),
            Some(game_id),
            inc.now,
        )?;
        tx.commit().map_err(StorageError::from)?;
        let l = self.load(game_id)?;
        let (w, b) = (
            storage::handle(&self.conn, white)?,
            storage::handle(&self.conn, black)?,
        );
        let v = l.game.variant();
        Ok(vec![Reply {
            audience: Audience::Channel,
            text: format!(
                "Game #{game_id}: {} — @{w} ({}) vs @{b} ({}). @{} to move.",
                v.name(),
                v.side_name(Color::White),
                v.side_name(Color::Black),
                w
            ),
            image: Some(self.board_image(game_id, None, false, PieceSet::Traditional)?),
        }])
    }

    fn play_move(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        text: &str,
        game: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_game(me, inc.channel, game)?;
        if l.row.status != "active" {
            return Err(user(format!("Game #{} is over.", l.row.id)));
        }
        let color = self.color_in(&l, me);
        if l.game.phase() == tabiya_engine::Phase::Arrangement {
            return Err(user(format!(
                "Game #{}: first each side chooses its setup: /setup masangsangma, sangmamasang, masangmasang or sangmasangma.",
                l.row.id
            )));
        }
        let movers = l.game.to_move();
        if !movers.contains(&color) {
            return Err(user(format!(
                "It is not your move in game #{}; @{} is to move.",
                l.row.id,
                storage::handle(&self.conn, l.row.player(!color))?
            )));
        }
        let legal = l.game.legal_moves(color);
        let mut pos = l.game.position().clone();
        pos.set_turn(color);
        let m = notation::parse(text, &pos, &legal)
            .map_err(|e| user(format!("Game #{}: {e}", l.row.id)))?;
        let shown = notation::to_human(&m, &pos);
        let uci_text = uci::to_uci(&m, &pos);
        let mut game_after = l.game.clone();
        game_after.play(color, m).map_err(|e| user(e.to_string()))?;
        let describe = describe_move(&m, &pos);
        let tx = storage::write(&mut self.conn)?;
        storage::append_action(
            &tx,
            l.row.id,
            l.row.version,
            &format!("m {} {uci_text}", color_letter(color)),
            inc.now,
        )?;
        let v = game_after.variant();
        let mut text = format!("#{} {shown} — {describe}", l.row.id);
        if let Some(o) = game_after.outcome() {
            let (result, reason) = result_text(o);
            storage::finish_game(&tx, l.row.id, result, &reason)?;
            text.push_str(&format!(". Game over: {result} by {reason}."));
        } else {
            storage::set_clock(&tx, l.row.id, Some(inc.now + l.row.days * 86_400), None)?;
            let next = game_after.to_move();
            if let Some(&c) = next.first() {
                let who = storage::handle(&tx, l.row.player(c))?;
                text.push_str(&format!(". @{who} ({}) to move.", v.side_name(c)));
                storage::push_outbox(
                    &tx,
                    &l.row.channel,
                    Some(&who),
                    &format!("Your move in game #{}, @{who}.", l.row.id),
                    Some(l.row.id),
                    inc.now,
                )?;
            }
        }
        tx.commit().map_err(StorageError::from)?;
        if game_after.outcome().is_none() {
            // One action appended: the stored version is one higher.
            self.remember(l.row.id, l.row.version + 1, &game_after, Some((m, color)));
        }
        let image = if self.images {
            Some(self.board_image(l.row.id, None, false, PieceSet::Traditional)?)
        } else {
            None
        };
        Ok(vec![Reply {
            audience: Audience::Channel,
            text,
            image,
        }])
    }

    fn draw(
        &mut self,
        inc: &Incoming<'_>,
        me: i64,
        game: Option<i64>,
        answer: command::DrawAnswer,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_game(me, inc.channel, game)?;
        let offer = l.row.draw_offer;
        match answer {
            command::DrawAnswer::Offer => {
                if offer == Some(me) {
                    return Err(user(
                        "You already offered a draw in this game; wait for the answer.",
                    ));
                }
                if offer.is_some() {
                    return self.draw(inc, me, Some(l.row.id), command::DrawAnswer::Accept);
                }
                let tx = storage::write(&mut self.conn)?;
                storage::set_clock(&tx, l.row.id, l.row.deadline, Some(me))?;
                tx.commit().map_err(StorageError::from)?;
                Ok(vec![Reply::public(format!(
                    "@{} offers a draw in game #{}: /draw accept or /draw decline.",
                    inc.user, l.row.id
                ))])
            }
            command::DrawAnswer::Accept => {
                if offer.is_none() || offer == Some(me) {
                    return Err(user("There is no draw offer of your opponent to accept."));
                }
                self.end_by_action(inc, &l, "draw", Action::AgreeDraw)
            }
            command::DrawAnswer::Decline => {
                if offer.is_none() || offer == Some(me) {
                    return Err(user("There is no draw offer of your opponent to decline."));
                }
                let tx = storage::write(&mut self.conn)?;
                storage::set_clock(&tx, l.row.id, l.row.deadline, None)?;
                tx.commit().map_err(StorageError::from)?;
                Ok(vec![Reply::public(format!(
                    "@{} declines the draw in game #{}.",
                    inc.user, l.row.id
                ))])
            }
        }
    }

    fn color_in(&self, l: &Loaded, me: i64) -> Color {
        if l.row.white == me {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Stores and applies a game action that is not a move.
    fn record_action(
        &mut self,
        inc: &Incoming<'_>,
        l: &Loaded,
        stored: &str,
        action: Action,
        text: &str,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut g = l.game.clone();
        g.act(action)
            .map_err(|e| user(format!("Game #{}: {e}", l.row.id)))?;
        let tx = storage::write(&mut self.conn)?;
        storage::append_action(&tx, l.row.id, l.row.version, stored, inc.now)?;
        tx.commit().map_err(StorageError::from)?;
        Ok(vec![Reply::public(format!("#{} {text}", l.row.id))])
    }

    fn end_by_action(
        &mut self,
        inc: &Incoming<'_>,
        l: &Loaded,
        stored: &str,
        action: Action,
    ) -> Result<Vec<Reply>, ServiceError> {
        let mut g = l.game.clone();
        g.act(action).map_err(|e| user(e.to_string()))?;
        let o = g.outcome().ok_or_else(|| user("The game goes on."))?;
        let (result, reason) = result_text(o);
        let tx = storage::write(&mut self.conn)?;
        storage::append_action(&tx, l.row.id, l.row.version, stored, inc.now)?;
        storage::finish_game(&tx, l.row.id, result, &reason)?;
        tx.commit().map_err(StorageError::from)?;
        Ok(vec![Reply::public(format!(
            "Game #{} is over: {result} by {reason}.",
            l.row.id
        ))])
    }
}

fn pick_challenge<'a>(
    list: &'a [storage::Challenge],
    id: Option<i64>,
    verb: &str,
) -> Result<&'a storage::Challenge, ServiceError> {
    match id {
        Some(id) => list
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| user(format!("Challenge #{id} is not one you can {verb} here."))),
        None => match list {
            [] => Err(user(format!(
                "There is no challenge here for you to {verb}."
            ))),
            [c] => Ok(c),
            _ => Err(user(format!(
                "Several challenges: {}. Say which, e.g. /{verb} {}.",
                list.iter()
                    .map(|c| format!("#{}", c.id))
                    .collect::<Vec<_>>()
                    .join(", "),
                list[0].id
            ))),
        },
    }
}

/// "horse g1→f3", "pawn takes elephant", "silver dropped on 55".
fn describe_move(m: &Move, pos: &Position) -> String {
    let v = pos.variant();
    let name = |r| v.piece(r).map_or("piece", |p| p.english);
    match *m {
        Move::Normal {
            role,
            from,
            to,
            capture,
            promotion,
        } => {
            let mut s = if from == to {
                format!("{} on {to} promotes", name(role))
            } else {
                format!("{} {from}→{to}", name(role))
            };
            if let Some(c) = capture {
                s.push_str(&format!(", takes the {}", name(c)));
            }
            if let Some(p) = promotion {
                if from != to {
                    s.push_str(&format!(", becomes a {}", name(p)));
                } else {
                    s.push_str(&format!(" to a {}", name(p)));
                }
            }
            s
        }
        Move::Drop { role, to } => format!("{} placed on {to}", name(role)),
        Move::Castle { .. } => "castles".to_owned(),
        Move::Pass => "passes".to_owned(),
    }
}

fn pgn(l: &Loaded, white: &str, black: &str) -> String {
    let v = l.game.variant();
    let mut out = String::new();
    out.push_str(&format!(
        "[Event \"Tabiya correspondence game #{}\"]\n",
        l.row.id
    ));
    out.push_str(&format!("[White \"{white}\"]\n[Black \"{black}\"]\n"));
    out.push_str(&format!("[Variant \"{}\"]\n", v.key()));
    let start = tabiya_engine::fen::fen(l.game.start());
    out.push_str(&format!("[SetUp \"1\"]\n[FEN \"{start}\"]\n"));
    let result = l.game.outcome().map_or("*", |o| result_text(o).0);
    out.push_str(&format!("[Result \"{result}\"]\n\n"));
    let mut pos = l.game.start().clone();
    let mut words = Vec::new();
    for (i, (color, m)) in l.game.moves().enumerate() {
        pos.set_turn(color);
        if color == Color::White || i == 0 {
            words.push(format!(
                "{}{}",
                pos.fullmoves(),
                if color == Color::White { "." } else { "..." }
            ));
        }
        words.push(san::to_san(&m, &pos));
        pos.play_unchecked(&m);
    }
    words.push(result.to_owned());
    out.push_str(&words.join(" "));
    out.push('\n');
    out
}
