//! The platforms: their names and channel ids, and the calls the adapters make (the outbox,
//! leases, threads, posts, the move menus).

use super::clock;
use super::error::no_game_here;
use super::error::said;
use super::error::ServiceError;
use super::names;
use super::play::describe_move;
use super::play::in_notation;
use super::reply::Choice;
use super::reply::Image;
use super::reply::MoveChoice;
use super::reply::MoveChoices;
use super::rules::variant_refusal;
use super::Service;
use crate::i18n::english;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::platform::{Answers, Platform};
use crate::storage;
use crate::storage::PlayerRow;
use crate::storage::StorageError;
use tabiya_engine::teach;
use tabiya_engine::uci;
use tabiya_engine::Move;
use tabiya_engine::Variant;
/// A platform as its users call it (the console for a key this code does not know).
pub fn platform_name(platform: &str) -> &'static str {
    Platform::of_key(platform).name
}

/// The platform a stored or typed name is (`None` for a name this code does not know).
pub fn known_platform(name: &str) -> Option<&'static str> {
    Platform::by_key(name).map(|p| p.key)
}

impl Service {
    /// How to answer an offer on this platform: its buttons on Discord (the commands work
    /// too), a challenge's reactions or the commands on Matrix, the commands on the console.
    pub(super) fn how_to_answer_msg(
        &self,
        yes: &str,
        no: &str,
        buttons: &[Choice; 2],
        reactions: bool,
    ) -> Msg {
        let (yes, no) = (Arg::command(yes), Arg::command(no));
        match self.platform.answers {
            Answers::Buttons => msg!(
                "platform-answer-buttons",
                first = buttons[0].said.clone(),
                second = buttons[1].said.clone(),
                yes = yes,
                no = no
            ),
            Answers::Reactions if reactions => {
                msg!("platform-answer-reactions", yes = yes, no = no)
            }
            Answers::Reactions | Answers::Commands => {
                msg!("platform-answer", yes = yes, no = no)
            }
        }
    }

    /// The platform the next calls come from (an adapter's outbox, leases, threads): their
    /// handles, event ids, threads and outbox are that platform's. The runtime sets it
    /// before each call; a command brings its own ([`super::Incoming::platform`]).
    pub fn set_platform(&mut self, platform: &'static str) {
        self.work_on(Platform::of_key(platform));
    }

    /// Works from here on as `platform`.
    pub(super) fn work_on(&mut self, platform: &'static Platform) {
        if platform != self.platform {
            self.platform = platform;
            // The handle-to-id cache holds one platform's handles.
            self.players.get_mut().ids.clear();
        }
    }

    /// The platform of the command in hand.
    pub fn platform(&self) -> &'static str {
        self.platform.key
    }

    /// The platform a command came from: its own, or the service's.
    pub(super) fn platform_of_command(&self, inc: &super::Incoming<'_>) -> &'static Platform {
        inc.platform.unwrap_or(self.home)
    }

    /// A command arrives: the service works as its platform, and its channel is recorded
    /// as that platform's (with the language the platform gives the place, if it does).
    pub(super) fn arrive(&mut self, inc: &super::Incoming<'_>) -> Result<(), StorageError> {
        self.work_on(self.platform_of_command(inc));
        self.note_channel(inc)?;
        if let Some(locale) = inc.place_locale {
            let kept = self.locales.borrow().get(inc.channel).map(String::as_str) == Some(locale);
            if !kept {
                storage::note_channel_locale(&self.db, inc.channel, locale)?;
                self.locales
                    .borrow_mut()
                    .insert(inc.channel.to_owned(), locale.to_owned());
            }
        }
        Ok(())
    }

    /// The language `channel`'s posts are written in: a moderator's choice, else the
    /// platform's locale for the place, else the configuration's (`[games] language`,
    /// English unless set).
    pub fn channel_language(&self, channel: &str) -> &'static str {
        storage::channel_language(&self.db, channel)
            .ok()
            .flatten()
            .and_then(|l| crate::i18n::locale(&l))
            .unwrap_or(self.settings.language)
    }

    /// The language the platform's user `handle` reads his own answers in, in `channel`
    /// (`locale`: his client's, where the platform tells it): for what an adapter says
    /// itself, before a command reaches the service (a file that cannot be read).
    pub fn language_of(&self, handle: &str, channel: &str, locale: Option<&str>) -> &'static str {
        match storage::find_player(&self.db, self.platform.key, handle) {
            Ok(Some(me)) => self.reader_language(&me, locale, channel),
            _ => locale
                .and_then(crate::i18n::locale)
                .unwrap_or_else(|| self.channel_language(channel)),
        }
    }

    /// The language `me` reads his own answers in, as [`Service::addressed`] picks it: his
    /// chosen language, else his client's (`locale`), else the channel's.
    pub(super) fn reader_language(
        &self,
        me: &PlayerRow,
        locale: Option<&str>,
        channel: &str,
    ) -> &'static str {
        me.language
            .as_deref()
            .and_then(crate::i18n::language)
            .or_else(|| locale.and_then(crate::i18n::locale))
            .unwrap_or_else(|| self.channel_language(channel))
    }

    /// Records the platform of the channel `inc` came from (once a channel and process).
    fn note_channel(&self, inc: &super::Incoming<'_>) -> Result<(), StorageError> {
        if self.channels.borrow().contains_key(inc.channel) {
            return Ok(());
        }
        let platform = self.platform_of_command(inc);
        storage::note_channel(&self.db, inc.channel, platform.key)?;
        // The channel's first platform is the one kept.
        let recorded = storage::channel_platform(&self.db, inc.channel)?
            .map_or(platform, |k| Platform::of_key(&k));
        self.channels
            .borrow_mut()
            .insert(inc.channel.to_owned(), recorded);
        Ok(())
    }

    /// The platforms this process serves (its adapters'): the computer plays in their
    /// channels, and only there.
    pub fn serve(&mut self, platforms: &[&'static str]) {
        if !platforms.is_empty() {
            self.served = platforms.to_vec();
        }
    }

    /// The platform `channel` belongs to: the one its commands came from, as recorded (the
    /// current one for a channel no command came from).
    pub(super) fn platform_of(&self, channel: &str) -> &'static Platform {
        if let Some(p) = self.channels.borrow().get(channel) {
            return p;
        }
        match storage::channel_platform(&self.db, channel) {
            Ok(Some(key)) => {
                let p = Platform::of_key(&key);
                self.channels.borrow_mut().insert(channel.to_owned(), p);
                p
            }
            // Unknown, or unreadable now: the current platform (a failing database fails
            // the write that follows anyway).
            Ok(None) | Err(_) => self.platform,
        }
    }

    /// Works from here on as the platform of `channel`: the scheduler writes each game's
    /// notices with the handles of the platform the game is played on.
    pub(super) fn enter(&mut self, channel: &str) {
        let platform = self.platform_of(channel);
        self.work_on(platform);
    }

    /// Queues a notice for `channel`, delivered by its platform's adapter.
    pub(super) fn push_outbox(
        &self,
        channel: &str,
        recipient: Option<&str>,
        body: &Msg,
        game_id: Option<i64>,
        now: i64,
    ) -> Result<(), StorageError> {
        storage::push_outbox(
            &self.db,
            self.platform_of(channel).key,
            channel,
            recipient,
            body,
            game_id,
            now,
        )
    }

    /// Notifications waiting to be delivered, with the board of their game; delivered ones
    /// are acknowledged with [`Service::delivered`].
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn outbox(&self) -> Result<Vec<(storage::OutboxItem, Option<Image>)>, StorageError> {
        // Claimed for a minute: several processes on one database each send their own.
        let now_ms = clock::wall_millis();
        let items = storage::claim_outbox(
            &self.db,
            self.platform.key,
            &self.instance,
            now_ms,
            now_ms + 60_000,
        )?;
        Ok(items
            .into_iter()
            .map(|mut item| {
                // A post in a channel is worded in the channel's language.
                if !item.direct {
                    item.lang = self.channel_language(&item.channel);
                }
                let image = match (item.analysis, item.race) {
                    // An analysis's post carries its chart.
                    (Some(a), _) => storage::analysis(&self.db, a)
                        .ok()
                        .flatten()
                        .and_then(|a| self.analysis_post(&a, true).ok())
                        .and_then(|(_, image)| image),
                    (None, Some(race)) if self.images => match self.race_image(race) {
                        Ok(image) => Some(image),
                        Err(e) => {
                            tracing::error!(race, "a race's board was not drawn: {e}");
                            None
                        }
                    },
                    (None, Some(_)) => None,
                    (None, None) => item
                        .game_id
                        .filter(|_| self.images)
                        .and_then(|id| self.load(id).ok())
                        .and_then(|l| {
                            // A notice of a game's end (on time, by adjudication) carries
                            // the whole game replayed.
                            let over = l.row.status != crate::storage::GameStatus::Active;
                            let job = self.board_job(&l, None, false).ok()?;
                            Some(if over { job.replayed() } else { job })
                        })
                        .map(|job| job.draw(item.lang)),
                };
                (item, image)
            })
            .collect())
    }

    /// Marks a notification delivered.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn delivered(&self, id: i64) -> Result<(), StorageError> {
        storage::delete_outbox(&self.db, id)
    }

    /// Takes or renews the lease `name` for `holder` for `ttl_ms` from `now_ms` (see
    /// [`crate::runtime::Lease`]); whether `holder` holds it.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn take_lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: i64,
        ttl_ms: i64,
    ) -> Result<bool, StorageError> {
        storage::take_lease(&self.db, name, holder, now_ms, now_ms + ttl_ms)
    }

    /// Gives the lease `name` up, if `holder` holds it.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn release_lease(&self, name: &str, holder: &str) -> Result<(), StorageError> {
        storage::release_lease(&self.db, name, holder)
    }

    /// Records the thread `game` lives in on this service's platform (the first one stays).
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn link_thread(&self, game: i64, channel: &str, thread: &str) -> Result<(), StorageError> {
        storage::link_thread(&self.db, self.platform.key, game, channel, thread)
    }

    /// The thread of `game` on this service's platform.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn thread_of(&self, game: i64) -> Result<Option<String>, StorageError> {
        storage::thread_of(&self.db, self.platform.key, game)
    }

    /// The game living in `thread`.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn game_of_thread(&self, thread: &str) -> Result<Option<i64>, StorageError> {
        storage::game_of_thread(&self.db, self.platform.key, thread)
    }

    /// The game a thread belongs to, and the channel it is in.
    ///
    /// # Errors
    /// [`StorageError::Database`].
    pub fn thread_home(&self, thread: &str) -> Result<Option<(i64, String)>, StorageError> {
        storage::thread_home(&self.db, self.platform.key, thread)
    }

    /// Records that the platform message `post` shows `game` or announces `challenge`.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn record_post(
        &self,
        post: &str,
        game: Option<i64>,
        challenge: Option<i64>,
        now: i64,
    ) -> Result<(), StorageError> {
        storage::record_post(&self.db, self.platform.key, post, game, challenge, now)
    }

    /// The game and the challenge the platform message `post` is about, if it is one of ours.
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn post_subject(&self, post: &str) -> Result<Option<storage::PostSubject>, StorageError> {
        storage::post_subject(&self.db, self.platform.key, post)
    }

    /// Whether the platform's event `event_id` was handled (it is answered from its record
    /// if delivered again).
    ///
    /// # Errors
    /// [`StorageError`].
    pub fn was_handled(&self, event_id: &str) -> Result<bool, StorageError> {
        Ok(storage::event_replies(&self.db, self.platform.key, event_id)?.is_some())
    }

    /// A game's title for a thread: `alice vs bob — Shatranj #5`.
    ///
    /// # Errors
    /// [`ServiceError`] when there is no such game.
    pub fn game_title(&self, game: i64) -> Result<String, ServiceError> {
        let row = storage::game(&self.db, game)?
            .ok_or_else(|| said(msg!("platform-no-game", id = game)))?;
        let v = Variant::historical(&row.variant, &[]).map_err(|e| variant_refusal(&e))?;
        Ok(english(&msg!(
            "platform-game-title",
            white = self.display_of(row.white)?,
            black = self.display_of(row.black)?,
            game = names::game(v),
            id = game
        )))
    }

    /// The pieces of `variant` whose key, name or English name starts with `typed`, as
    /// (label, key) for a picker: `/rules GAME PIECE` on Discord. Nothing for an unknown game.
    pub fn piece_choices(variant: &str, typed: &str) -> Vec<(String, String)> {
        let Ok(v) = Variant::historical(variant.trim(), &[]) else {
            return Vec::new();
        };
        let typed = typed.trim().to_lowercase();
        v.rules()
            .pieces
            .iter()
            .map(|p| {
                (
                    format!("{} — {}", p.name, p.english),
                    teach::piece_key(p.role),
                )
            })
            .filter(|(label, key)| {
                typed.is_empty()
                    || key.starts_with(&typed)
                    || label
                        .to_lowercase()
                        .split([' ', '/', '(', '—'])
                        .any(|w| w.starts_with(&typed))
            })
            .collect()
    }

    /// The moves `user` may make now in the game a command of theirs in `channel` would
    /// mean (`game`, or their only game there). Reads only; nothing is created.
    ///
    /// # Errors
    /// A [`ServiceError`] whose message says why there is nothing to pick: no game, not
    /// their move, a setup to choose first.
    pub fn move_choices(
        &self,
        user_handle: &str,
        channel: &str,
        game: Option<i64>,
        locale: Option<&str>,
    ) -> Result<MoveChoices, ServiceError> {
        let Some(me) = storage::find_player(&self.db, self.platform.key, user_handle)? else {
            return Err(no_game_here());
        };
        let l = self.pick_active(me.id, channel, game)?;
        let color = self.mover(&l, me.id)?;
        let mut pos = l.game.position().clone();
        pos.set_turn(color);
        let v = pos.variant();
        // In the player's language and notation.
        let lang = self.reader_language(&me, locale, channel);
        let say = |m: &Msg| crate::i18n::render(lang, m);
        let name = |r| names::piece(v, r, Some(color));
        let writing = me.notation.writing(lang);
        let square_name = teach::square_name;
        let legal = l.game.legal_moves(color);
        let moves = legal
            .iter()
            .map(|m| {
                let (origin, origin_label) = match *m {
                    Move::Drop { role, .. } => (
                        format!(
                            "drop:{}",
                            uci::to_uci(m, &pos).split('@').next().unwrap_or("?")
                        ),
                        say(&msg!("platform-drop-label", piece = name(role))),
                    ),
                    Move::Pass => ("pass".to_owned(), say(&msg!("platform-pass-label"))),
                    _ => {
                        let from = m.from().map(|f| f.to_string()).unwrap_or_default();
                        let shown = m.from().map(|f| square_name(v, f)).unwrap_or_default();
                        let piece = m
                            .role()
                            .map(name)
                            .unwrap_or_else(|| Arg::from(msg!("platform-piece")));
                        let label = say(&msg!(
                            "platform-origin-label",
                            piece = piece,
                            square = shown
                        ));
                        // A name that opens a label is capitalized where the script has case.
                        let mut chars = label.chars();
                        let label = chars
                            .next()
                            .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect());
                        (from, label)
                    }
                };
                MoveChoice {
                    text: in_notation(writing, m, &pos, &legal, l.last),
                    uci: uci::to_uci(m, &pos),
                    origin,
                    origin_label,
                    target: m.to().map(|t| t.to_string()).unwrap_or_default(),
                    target_label: m.to().map(|t| square_name(v, t)).unwrap_or_default(),
                    describe: say(&describe_move(m, &pos)),
                }
            })
            .collect();
        Ok(MoveChoices {
            game: l.row.id,
            ply: l.game.moves().count() as i64,
            moves,
        })
    }
}
