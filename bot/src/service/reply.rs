//! The reply model: what a command answers, who sees it, its board and its buttons, and
//! how an answer is stored with its event so a redelivery gets it again.

use super::error::ServiceError;
use super::Incoming;
use super::Service;
use crate::i18n::english;
use crate::i18n::msg;
use crate::i18n::Msg;
use crate::i18n::Part;
use crate::storage;
use std::fmt;
use tabiya_engine::view::BoardView;
use tabiya_engine::Color;
use tabiya_engine::Game;
use tabiya_engine::Move;
use tabiya_render::render;
use tabiya_render::Options;
use tabiya_render::PieceSet;
/// Who should see a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// Everyone in the channel.
    Channel,
    /// Only the sender.
    Private,
}

/// A board picture with its alt text.
#[derive(Debug, Clone)]
pub struct Image {
    /// The picture's bytes: a PNG, or an animated GIF (a game's replay).
    pub data: Vec<u8>,
    /// Alt text.
    pub alt: String,
}

impl Image {
    /// Whether it is an animated replay (a GIF) rather than a board (a PNG).
    pub fn is_replay(&self) -> bool {
        self.data.starts_with(b"GIF8")
    }

    /// A file name for it.
    pub fn file_name(&self) -> &'static str {
        if self.is_replay() {
            "replay.gif"
        } else {
            "board.png"
        }
    }

    /// Its MIME type.
    pub fn mime(&self) -> &'static str {
        if self.is_replay() {
            "image/gif"
        } else {
            "image/png"
        }
    }
}

/// A reply to a command. It is made from the catalogue's message and from nothing else:
/// there is no way to make one from a string (nor a refusal: [`ServiceError`] carries a
/// message too), so every sentence a player reads is the catalogue's.
///
/// ```compile_fail
/// // A string is not a reply.
/// let _ = tabiya_bot::service::Reply::post("Game over".to_owned());
/// ```
/// ```compile_fail
/// // Nor is a reply put together field by field outside the service.
/// let _ = tabiya_bot::service::Reply { text: "Game over".to_owned(), ..todo!() };
/// ```
/// ```
/// use tabiya_bot::i18n::msg;
/// let r = tabiya_bot::service::Reply::post(msg!("service-restarting"));
/// assert!(r.text.starts_with("The game service is restarting"));
/// ```
#[derive(Debug, Clone)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// A board, if any.
    pub image: Option<Image>,
    /// The game the reply is about, if any (adapters use it for threads and reply chains).
    pub game: Option<i64>,
    /// The challenge the reply announces, if any (adapters offer accept and decline on it).
    pub challenge: Option<i64>,
    /// The natural answers to the reply, as commands (adapters show them as buttons): accept
    /// or decline a challenge, confirm a resignation, answer a draw or takeback offer.
    pub actions: Vec<Choice>,
    /// The command was handled before (a redelivery): this is its answer again, and what it
    /// announced publicly was announced then.
    pub repeat: bool,
    /// The language to show it in (a catalogue's tag): the reader's, for a private answer.
    pub lang: &'static str,
    /// A record (PGN, KIF, CSA, TRF): `text` is exactly the file's content, and this its name.
    /// Adapters send it as a file (with a short preview); nothing else is sent as a file.
    pub file: Option<String>,
    /// The handles this reply is meant to notify (a challenge's addressee). Adapters ping
    /// exactly these: a handle that only appears in the text (in a tournament's name, say)
    /// is shown, never pinged.
    pub pings: Vec<String>,
    /// What `text` says, as the catalogue's message: for the adapters that show it in the
    /// reader's language and idiom. (A record's `text` is the file; its message names it.)
    pub message: Option<Msg>,
    /// The board to draw once the command has committed.
    pub(super) board: Option<Box<BoardJob>>,
    /// The picture in words (its alt text), as the catalogue's message: put in the reply's
    /// language once that is known.
    pub(super) alt: Option<Msg>,
}

impl Reply {
    /// The catalogue's `msg` for `audience`: the one way a reply is made, so that every
    /// sentence a player reads comes from the catalogue (a record file aside: its content is
    /// the record's, not a sentence).
    fn said(audience: Audience, msg: Msg) -> Reply {
        Reply {
            audience,
            text: english(&msg),
            image: None,
            game: None,
            challenge: None,
            actions: Vec::new(),
            repeat: false,
            lang: "en",
            file: None,
            pings: Vec::new(),
            message: Some(msg),
            board: None,
            alt: None,
        }
    }

    /// The catalogue's `msg`, for everyone in the channel.
    pub fn post(msg: Msg) -> Reply {
        Reply::said(Audience::Channel, msg)
    }

    /// The catalogue's `msg`, for the sender alone.
    pub fn tell(msg: Msg) -> Reply {
        Reply::said(Audience::Private, msg)
    }

    /// A record file (PGN, KIF, CSA, TRF) named `name`, for the sender alone: `content` is
    /// exactly the file's.
    pub(super) fn record(name: String, content: String) -> Reply {
        let mut r = Reply::tell(msg!("records-file", name = name.as_str()));
        r.text = content;
        r.file = Some(name);
        r
    }

    /// A reply as the record of a handled event kept it.
    pub(super) fn stored(s: StoredReply<'_>) -> Reply {
        let audience = if s.public {
            Audience::Channel
        } else {
            Audience::Private
        };
        if let Some(name) = s.file {
            let mut r = Reply::record(name, s.text.into_owned());
            r.audience = audience;
            return r;
        }
        // A reply kept before replies kept their messages: its English, as it was.
        let said = s
            .message
            .unwrap_or_else(|| msg!("service-stored-text", text = s.text.as_ref()));
        Reply::said(audience, said)
    }

    /// A notification from the outbox as a channel post: about `game` (with its board, if
    /// drawn), pinging `recipient`. Adapters post it as they post a command's public answer.
    pub fn notice(
        item: &crate::storage::OutboxItem,
        game: Option<i64>,
        image: Option<Image>,
    ) -> Reply {
        let said = item.message.clone().unwrap_or_else(|| {
            // A notice queued before the outbox kept messages: its English, as it was.
            msg!("service-stored-text", text = item.body.as_str())
        });
        let mut r = Reply::post(said);
        r.lang = item.lang;
        r.game = game;
        r.image = image;
        r.pings.extend(item.recipient.clone());
        r
    }

    /// The answer to a command that hit a bug: nothing of it was kept.
    pub fn internal_error() -> Reply {
        internal()
    }

    /// Whether it says a player is to move (not the computer, not no one): Discord offers
    /// the move menu under such a board.
    pub fn to_move(&self) -> bool {
        self.message.as_ref().is_some_and(|m| {
            ["play-turn-to-move", "play-turn-to-move-away"]
                .iter()
                .any(|id| m.names(id))
        })
    }

    /// What the reply says in `lang`, as parts (players, commands and code typed, for each
    /// platform to write in its idiom); a record's text as it is.
    pub fn parts(&self, lang: &str) -> Vec<Part> {
        match (&self.file, &self.message) {
            (None, Some(m)) => crate::i18n::parts(lang, m),
            _ => vec![Part::Text(self.text.clone())],
        }
    }

    /// Says `msg` instead, to the same audience, with the same board and buttons.
    pub(super) fn reword(&mut self, msg: Msg) {
        self.text = english(&msg);
        self.message = Some(msg);
    }

    pub(super) fn about(mut self, game: i64) -> Reply {
        self.game = Some(game);
        self
    }

    pub(super) fn offering(mut self, actions: Vec<Choice>) -> Reply {
        self.actions = actions;
        self
    }

    /// `image`, described by `words` in the reader's language.
    pub(super) fn pictured(mut self, image: Image, words: Msg) -> Reply {
        self.image = Some(image);
        self.alt = Some(words);
        self
    }

    pub(super) fn with_board(mut self, job: BoardJob) -> Reply {
        self.game = Some(job.game_id);
        self.board = Some(Box::new(job));
        self
    }
}

/// An answer offered with a reply: its label and the command it sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// What the button says (`Accept`), as the catalogue's message: shown in the reply's
    /// language.
    pub said: Msg,
    /// The command it sends, with every id spelled out (`/accept 12`), so it means the same
    /// whenever and wherever it is pressed.
    pub command: String,
    /// What kind of answer it is (a platform colours its buttons by it).
    pub tone: Tone,
}

/// What kind of answer a [`Choice`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// Agrees (accept, allow): shown in green.
    Yes,
    /// Refuses (decline): shown plain.
    No,
    /// Gives something up for good (resigning): shown in red.
    Grave,
}

impl Choice {
    pub(super) fn new(said: Msg, command: String, tone: Tone) -> Choice {
        Choice {
            said,
            command,
            tone,
        }
    }
}

/// A legal move offered for picking (autocomplete, menus).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveChoice {
    /// In the player's notation: what a list shows, and `/move` accepts.
    pub text: String,
    /// Fairy-Stockfish's move string: unambiguous, and `/move` accepts it too.
    pub uci: String,
    /// The first step of a menu: the square the piece leaves (`g1`), `drop:ROLE` for a
    /// piece from the hand, or `pass`.
    pub origin: String,
    /// How the first step reads: `Horse g1`, `Drop a pawn`, `Pass` (squares as the board
    /// image labels them: `Silver 79` in the Shogi family).
    pub origin_label: String,
    /// The second step: the square it goes to (empty for a pass).
    pub target: String,
    /// How the second step reads: `f3`, `78` in the Shogi family.
    pub target_label: String,
    /// In plain words: `horse g1→f3, takes the pawn`.
    pub describe: String,
}

/// The moves a player may make now in one game.
#[derive(Debug, Clone)]
pub struct MoveChoices {
    /// The game.
    pub game: i64,
    /// How many moves it has had: a menu sends it back with its move (`/move … at:N`), so a
    /// menu left open while the game moved on is answered as stale.
    pub ply: i64,
    /// Its legal moves, in the engine's order.
    pub moves: Vec<MoveChoice>,
}

impl MoveChoices {
    /// The moves whose text or move string starts with what was typed (case and `-`, `x`,
    /// `+` aside for the typed part), shortest first: what an autocomplete list shows.
    pub fn matching(&self, typed: &str) -> Vec<&MoveChoice> {
        let typed_raw = typed;
        let typed = typed.trim().to_lowercase();
        let mut hits: Vec<&MoveChoice> = self
            .moves
            .iter()
            .filter(|c| {
                typed.is_empty()
                    || c.text.to_lowercase().starts_with(&typed)
                    || c.uci.starts_with(&typed)
                    || c.text
                        .to_lowercase()
                        .trim_start_matches(['☗', '☖'])
                        .starts_with(&typed)
            })
            .collect();
        // What was typed as it was typed ranks first: `C` in Xiangqi lists the cannons
        // (`C2.5`) before the c-file's moves (`c4c5`); then shorter before longer.
        let raw = typed_raw.trim();
        hits.sort_by_key(|c| {
            let own = c.text.trim_start_matches(['☗', '☖']);
            (
                !(raw.is_empty() || own.starts_with(raw) || c.text.starts_with(raw)),
                c.text.chars().count(),
            )
        });
        hits
    }
}

/// A board to draw: the game as it stands, how to show it.
#[derive(Clone)]
pub(super) struct BoardJob {
    pub(super) game_id: i64,
    pub(super) game: Game,
    pub(super) last: Option<(Move, Color)>,
    pub(super) caption: Msg,
    pub(super) flip: bool,
    pub(super) set: PieceSet,
    /// Drawn as the whole game, an animated replay ending on this board.
    pub(super) replay: bool,
}

impl fmt::Debug for BoardJob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BoardJob")
            .field("game_id", &self.game_id)
            .field("caption", &self.caption)
            .finish_non_exhaustive()
    }
}

impl BoardJob {
    /// The board, its caption and alt text in `lang`; or the game replayed up to it.
    pub(super) fn draw(&self, lang: &str) -> Image {
        let view = BoardView::new(self.game.position(), self.last);
        let words = super::alt::alt(&view, self.game.variant());
        let options = Options {
            set: self.set,
            flip: self.flip,
            caption: Some(crate::i18n::render(lang, &self.caption)),
            ..Options::default()
        };
        if self.replay {
            let replay = tabiya_render::replay::replay(&replay_views(&self.game), &options);
            return Image {
                data: replay.gif,
                alt: crate::i18n::render(
                    lang,
                    &msg!(
                        "records-replay-alt",
                        moves = self.game.moves().count(),
                        end = words
                    ),
                ),
            };
        }
        let mut image = picture(&view, &options);
        image.alt = crate::i18n::render(lang, &words);
        image
    }

    /// Drawn as the game's replay.
    pub(super) fn replayed(mut self) -> BoardJob {
        self.replay = true;
        self
    }
}

/// Every position of `game` from its start, each after one more action with its move
/// marked: the frames of its replay.
pub(super) fn replay_views(game: &Game) -> Vec<BoardView> {
    let mut replay = Game::from_position(game.start().clone());
    let mut views = vec![BoardView::new(replay.position(), None)];
    for action in game.actions() {
        if replay.act(*action).is_err() {
            break;
        }
        match *action {
            tabiya_engine::Action::Move { color, m } => {
                views.push(BoardView::new(replay.position(), Some((m, color))));
            }
            // An action that is not a move (a setup chosen, a count started, a
            // resignation) is a frame only where it changed the board.
            _ => {
                let marked = views.last().and_then(|v| v.last_move);
                let mut view = BoardView::new(replay.position(), None);
                view.last_move = marked;
                if views.last() != Some(&view) {
                    view.last_move = None;
                    views.push(view);
                }
            }
        }
    }
    views
}

/// A board drawn as a reply's image (its PNG and alt text).
pub(super) fn picture(view: &BoardView, options: &Options) -> Image {
    let image = render(view, options);
    Image {
        data: image.png,
        alt: image.alt,
    }
}

/// A reply as the record of a handled event keeps it.
#[derive(serde::Serialize, serde::Deserialize)]
pub(super) struct StoredReply<'a> {
    /// For the channel (else the sender alone).
    pub(super) public: bool,
    #[serde(borrow)]
    pub(super) text: std::borrow::Cow<'a, str>,
    /// The game whose board it showed (the current board is shown again).
    pub(super) board: Option<i64>,
    /// A record's file name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) file: Option<String>,
    /// The catalogue's message (records kept before messages were have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) message: Option<Msg>,
}

/// What a player is told while the database is away (PostgreSQL restarting, a failover).
pub(super) fn restarting() -> Reply {
    Reply::tell(msg!("service-restarting"))
}

/// What a player is told when a command hit a bug: nothing of it was kept.
pub(super) fn internal() -> Reply {
    Reply::tell(msg!("service-internal"))
}

/// The answer to a command when the database failed under it: nothing was changed.
pub(super) fn failure(e: &ServiceError) -> Vec<Reply> {
    if e.is_operators() {
        tracing::error!("a command was not carried out: {e}");
    }
    vec![Reply::tell(e.said())]
}

impl Service {
    /// Records that `inc` was handled, with the replies a redelivery gets again (as JSON:
    /// nothing a user typed can break out of its reply).
    pub(super) fn record(&self, inc: &Incoming<'_>, replies: &[Reply]) -> Result<(), ServiceError> {
        let stored: Vec<StoredReply<'_>> = replies
            .iter()
            .map(|r| StoredReply {
                public: r.audience == Audience::Channel,
                text: std::borrow::Cow::Borrowed(&r.text),
                board: r.board.as_ref().and(r.game),
                file: r.file.clone(),
                message: r.message.clone(),
            })
            .collect();
        let json = serde_json::to_string(&stored)
            .map_err(|e| ServiceError::Internal(format!("replies not stored: {e}")))?;
        storage::record_event(&self.db, self.platform.key, inc.event_id, &json, inc.now)?;
        Ok(())
    }

    /// The replies of an event already handled, with the current board where one was shown.
    pub(super) fn stored_replies(&self, stored: &str) -> Vec<Reply> {
        let Ok(stored) = serde_json::from_str::<Vec<StoredReply<'_>>>(stored) else {
            tracing::error!("corrupt record: a handled event's replies cannot be read");
            return vec![Reply::tell(msg!("service-already-handled"))];
        };
        let replies = stored
            .into_iter()
            .map(|s| {
                let board = s.board;
                let mut r = Reply::stored(s);
                r.repeat = true;
                if let Some(g) = board {
                    r = match self.load(g).and_then(|l| self.board_job(&l, None, false)) {
                        Ok(job) => r.with_board(job),
                        Err(_) => r.about(g),
                    };
                }
                r
            })
            .collect();
        self.draw_boards(replies)
    }

    /// Each reply in the language of whoever reads it: a private answer in the sender's
    /// chosen language (`/settings language:`), else his client's where the platform tells
    /// it (Discord's locale), else the channel's; a public post in the channel's language.
    pub(super) fn addressed(&self, inc: &Incoming<'_>, mut replies: Vec<Reply>) -> Vec<Reply> {
        let cached = self.players.borrow().ids.get(inc.user).copied();
        let player = match cached {
            Some(id) => self.player_row(id).ok().map(|p| p.language.clone()),
            None => storage::find_player(&self.db, self.platform.key, inc.user)
                .ok()
                .flatten()
                .map(|p| p.language),
        };
        let chosen = player.flatten();
        let own = chosen
            .as_deref()
            .and_then(crate::i18n::language)
            .or_else(|| inc.locale.and_then(crate::i18n::locale));
        // The channel's language is read once, and only when a reply needs it.
        let mut channel = None;
        for r in &mut replies {
            r.lang = match (r.audience, own) {
                (Audience::Private, Some(lang)) => lang,
                _ => *channel.get_or_insert_with(|| self.channel_language(inc.channel)),
            };
            if let (Some(image), Some(words)) = (r.image.as_mut(), &r.alt) {
                image.alt = crate::i18n::render(r.lang, words);
            }
        }
        replies
    }
}
