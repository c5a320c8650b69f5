//! The stored record: a game's actions as the database keeps them, read back and replayed;
//! games and players loaded through the caches.

use super::command;
use super::error::corrupt;
use super::error::said;
use super::error::ServiceError;
use super::names;
use super::refusals::{fen_refusal, position_refusal, record_refusal};
use super::rules::variant_refusal;
use super::Service;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use crate::storage;
use crate::storage::GameRow;
use crate::storage::GameStatus;
use crate::storage::PlayerRow;
use crate::storage::StorageError;
use std::collections::HashMap;
use std::sync::Arc;
use tabiya_engine::shogi;
use tabiya_engine::uci;
use tabiya_engine::Action;
use tabiya_engine::Color;
use tabiya_engine::EndReason;
use tabiya_engine::Game;
use tabiya_engine::Move;
use tabiya_engine::Outcome;
use tabiya_engine::Position;
use tabiya_engine::Variant;
/// Player rows as committed. A player written in the open transaction is `dirty`: it is read
/// from the database (never cached) until the commit, so a rollback leaves nothing stale.
#[derive(Default)]
pub(super) struct PlayerCache {
    pub(super) rows: HashMap<i64, Arc<PlayerRow>>,
    pub(super) ids: HashMap<String, i64>,
    pub(super) dirty: Vec<i64>,
    /// SQLite's `data_version` when the rows were read: it moves when another connection
    /// commits.
    pub(super) data_version: i64,
}

impl PlayerCache {
    /// Keeps a committed row; `handle` is the one this platform knows him by, if any.
    pub(super) fn keep(&mut self, p: &Arc<PlayerRow>, handle: Option<&str>) {
        if self.dirty.contains(&p.id) {
            return;
        }
        if self.rows.len() > 100_000 {
            self.rows.clear();
            self.ids.clear();
        }
        if let Some(h) = handle {
            self.ids.insert(h.to_owned(), p.id);
        }
        self.rows.insert(p.id, Arc::clone(p));
    }

    pub(super) fn write(&mut self, id: i64) {
        self.dirty.push(id);
        if self.rows.remove(&id).is_some() {
            self.ids.retain(|_, v| *v != id);
        }
    }
}

/// A replayed game kept in memory: the stored version it matches, the game, its last move.
/// The game is shared between the cache and the command using it: reading it costs no
/// copy, and a move takes it over whole once the cache lets go of it (see `play_move`).
pub(super) type Cached = (i64, Arc<Game>, Option<(Move, Color)>);

/// A game loaded from storage and replayed.
pub(super) struct Loaded {
    pub(super) row: GameRow,
    pub(super) game: Arc<Game>,
    /// The last move and its mover, for highlights.
    pub(super) last: Option<(Move, Color)>,
}

impl Loaded {
    pub(super) fn color_of(&self, player: i64) -> Color {
        if self.row.white == player {
            Color::White
        } else {
            Color::Black
        }
    }
}

pub(super) fn color_letter(c: Color) -> char {
    if c == Color::White {
        'w'
    } else {
        'b'
    }
}

pub(super) fn color_of(s: &str) -> Option<Color> {
    match s {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

pub(super) fn variant_of(row: &GameRow) -> Result<Variant, ServiceError> {
    let options: Vec<&str> = row.options.split_whitespace().collect();
    Variant::historical(&row.variant, &options).map_err(|e| {
        corrupt(
            row.id,
            format!("its game `{}` cannot be read: {e}", row.variant),
        )
    })
}

/// The stored form of an action; [`parse_action`] reads it back.
pub(super) fn parse_action(
    a: &str,
    game: &Game,
) -> Result<(Action, Option<(Move, Color)>), ServiceError> {
    let damaged = || ServiceError::Corrupt(format!("stored action `{a}` is damaged"));
    let side = |c: &str| color_of(c).ok_or_else(damaged);
    let parts: Vec<&str> = a.split_whitespace().collect();
    Ok(match parts[..] {
        ["m", c, mv] => {
            let color = side(c)?;
            let legal = game.legal_moves(color);
            let m = uci::parse_among(mv, game.position(), &legal).map_err(|_| {
                ServiceError::Corrupt(format!("stored move `{a}` no longer replays"))
            })?;
            (Action::Move { color, m }, Some((m, color)))
        }
        ["resign", c] => (Action::Resign(side(c)?), None),
        ["timeout", c] => (Action::Timeout(side(c)?), None),
        ["draw"] => (Action::AgreeDraw, None),
        ["arrange", c, key] => (
            Action::Arrange(
                side(c)?,
                tabiya_engine::Arrangement::parse(key).ok_or_else(damaged)?,
            ),
            None,
        ),
        ["object"] => (Action::Object, None),
        ["count-start", c] => (Action::StartCount(side(c)?), None),
        ["count-stop", c] => (Action::StopCount(side(c)?), None),
        ["claim", c] => (Action::ClaimImpasse(side(c)?), None),
        ["accept-impasse", c] => (Action::AcceptImpasse(side(c)?), None),
        _ => {
            return Err(ServiceError::Corrupt(format!(
                "stored action `{a}` is not understood"
            )))
        }
    })
}

pub(super) fn replay(row: GameRow, actions: &[String]) -> Result<Loaded, ServiceError> {
    let variant = variant_of(&row)?;
    let start = match &row.start_fen {
        Some(f) => tabiya_engine::fen::parse(f, variant)
            .map_err(|e| corrupt(row.id, format!("its start position cannot be read: {e}")))?,
        None => Position::new(variant),
    };
    let mut game = Game::from_position(start);
    let mut last = None;
    for a in actions {
        let (action, m) = parse_action(a, &game).map_err(|e| match e {
            ServiceError::Corrupt(m) => corrupt(row.id, m),
            other => other,
        })?;
        if m.is_some() {
            last = m;
        }
        game.act(action)
            .map_err(|e| corrupt(row.id, format!("stored action `{a}` fails: {e}")))?;
    }
    Ok(Loaded {
        row,
        game: Arc::new(game),
        last,
    })
}

pub(super) fn result_text(o: Outcome) -> (&'static str, String) {
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
        EndReason::Timeout => Ending::TIME,
    }
    .to_owned();
    let result = match o.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    };
    (result, reason)
}

/// How a game ended, as far as the service treats endings apart: read from the reason a
/// finished game stores. The reasons the service itself writes are the constants here;
/// every other reason is the rules' own verdict.
/// How a game ended, in the reader's words: the reason stored with its result (an
/// imported record's own reason, which the bot did not word, is shown as it came).
pub(super) fn ending(reason: &str) -> Msg {
    match reason {
        "checkmate" => msg!("ending-checkmate"),
        "stalemate" => msg!("ending-stalemate"),
        "bare king" => msg!("ending-bare-king"),
        "Niol (mate without a Shak)" => msg!("ending-niol"),
        "Robado (bare king)" => msg!("ending-robado"),
        "the count ran out" => msg!("ending-count-ran-out"),
        "mate during the mater's own count" => msg!("ending-mate-during-own-count"),
        "the bare king survived seven moves" => msg!("ending-bare-king-survived"),
        "a forbidden mate" => msg!("ending-forbidden-mate"),
        "neither side can win" => msg!("ending-insufficient-material"),
        "repetition" => msg!("ending-repetition"),
        "perpetual check" => msg!("ending-perpetual-check"),
        "perpetual chase" => msg!("ending-perpetual-chase"),
        "bikjang" => msg!("ending-bikjang"),
        "two passes" => msg!("ending-two-passes"),
        "jishōgi" => msg!("ending-jishogi"),
        "both royals captured" => msg!("ending-royals-captured"),
        "resignation" => msg!("ending-resignation"),
        "agreement" => msg!("ending-agreement"),
        Ending::TIME => msg!("ending-time"),
        Ending::WITHDREW => msg!("ending-withdrew"),
        Ending::NEVER_MOVED => msg!("ending-never-moved"),
        Ending::ROUND_DEADLINE => msg!("ending-round-deadline"),
        Ending::ADJUDICATION => msg!("ending-adjudication"),
        Ending::CANCELLED => msg!("ending-cancelled"),
        Ending::ABORTED => msg!("ending-aborted"),
        Ending::NEVER_STARTED => msg!("ending-never-started"),
        other => msg!("ending-other", reason = other),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ending {
    /// Lost on time.
    Time,
    /// Forfeited (a tournament withdrawal, a first move never made): not rated.
    Forfeit,
    /// A Swiss game still in play at its round's deadline, scored a draw: not rated.
    RoundDeadline,
    /// Scored by a tournament's organizer.
    Adjudication,
    /// Called off with no result.
    Aborted,
    /// Ended on the board, or by resignation or agreement.
    Play,
}

impl Ending {
    /// A tournament game forfeited by withdrawal.
    pub(crate) const WITHDREW: &'static str = "forfeit (withdrew)";
    /// A tournament game whose first move never came.
    pub(crate) const NEVER_MOVED: &'static str = "forfeit (never moved)";
    /// A Swiss game still in play at its round's deadline.
    pub(crate) const ROUND_DEADLINE: &'static str = "round deadline";
    /// A game scored by the organizer.
    pub(crate) const ADJUDICATION: &'static str = "adjudication";
    /// A tournament game aborted because the tournament was cancelled.
    pub(crate) const CANCELLED: &'static str = "the tournament was cancelled";
    /// A game aborted by a player before both sides moved.
    pub(crate) const ABORTED: &'static str = "aborted";
    /// A casual game aborted because its first move never came.
    pub(crate) const NEVER_STARTED: &'static str = "the first move was never made";
    /// Lost on time.
    pub(crate) const TIME: &'static str = "time";

    /// The ending a stored reason names.
    pub(crate) fn of(reason: &str) -> Ending {
        match reason {
            Ending::WITHDREW | Ending::NEVER_MOVED => Ending::Forfeit,
            Ending::ROUND_DEADLINE => Ending::RoundDeadline,
            Ending::ADJUDICATION => Ending::Adjudication,
            Ending::CANCELLED | Ending::ABORTED | Ending::NEVER_STARTED => Ending::Aborted,
            Ending::TIME => Ending::Time,
            _ => Ending::Play,
        }
    }
}

/// Reads a record in the format its text shows: PGN (tags in brackets, or numbered moves),
/// CSA (`V2`, `PI`, `P1`, `+7776FU` statements) or KIF. The game is `given` or, for PGN, the
/// `Variant` tag's; KIF and CSA are Shogi unless named.
pub(super) fn read_record(
    text: &str,
    given: Option<Variant>,
) -> Result<(shogi::Record, String, &'static str), ServiceError> {
    let first = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#') && !l.starts_with('\''))
        .unwrap_or("");
    let csa = ["V2", "PI", "P1", "N+", "N-", "$", "+", "-"]
        .iter()
        .any(|p| first.starts_with(p))
        && !first.starts_with("1.");
    let kif = !csa
        && (text.contains("手合割")
            || text.contains("指手")
            || text.contains("先手：")
            || text.contains("▲")
            || text.lines().any(|l| {
                let l = l.trim_start();
                l.split_whitespace()
                    .next()
                    .is_some_and(|n| n.parse::<u32>().is_ok())
                    && !l.is_ascii()
            }));
    let shogi_game = || -> Result<Variant, ServiceError> {
        let v = match given {
            Some(v) => v,
            None => Variant::historical("shogi", &[]).map_err(|e| variant_refusal(&e))?,
        };
        if !shogi::is_shogi_family(v) {
            return Err(said(msg!("stored-not-shogi", game = names::game(v))));
        }
        Ok(v)
    };
    let bad = |format: &str, e: shogi::RecordError| {
        said(msg!(
            "stored-unreadable",
            format = format,
            line = e.line,
            reason = record_refusal(&e.problem)
        ))
    };
    if csa {
        let r = shogi::from_csa(text, shogi_game()?).map_err(|e| bad("CSA", e))?;
        return Ok((r, "*".to_owned(), "CSA"));
    }
    if kif {
        if !text.trim().contains('\n') {
            return Err(said(msg!("stored-kif-one-line")));
        }
        let r = shogi::from_kif(text, shogi_game()?).map_err(|e| bad("KIF", e))?;
        return Ok((r, "*".to_owned(), "KIF"));
    }
    let g = tabiya_engine::pgn::read(text, given).map_err(|e| bad("PGN", e))?;
    Ok((g.record, g.result, "PGN"))
}

/// The start players chose (`fen:`): FEN, or SFEN for the Shogi family, read and checked
/// for a position a game could reach and not over in it.
pub(super) fn chosen_start(text: &str, v: Variant) -> Result<Position, ServiceError> {
    let shown = command::clip(text);
    let sfen = shogi::is_shogi_family(v) && !text.contains('[');
    let read = if sfen {
        shogi::parse_sfen(text, v)
    } else {
        tabiya_engine::fen::parse(text, v)
    };
    let pos = read.map_err(|e| {
        let e = fen_refusal(&e, v);
        if shogi::is_shogi_family(v) {
            said(msg!(
                "stored-not-a-position-sfen",
                fen = shown.as_str(),
                game = names::game(v),
                reason = e
            ))
        } else {
            said(msg!(
                "stored-not-a-position",
                fen = shown.as_str(),
                game = names::game(v),
                reason = e
            ))
        }
    })?;
    pos.check_reachable().map_err(|e| {
        said(msg!(
            "stored-unreachable",
            fen = shown.as_str(),
            game = names::game(v),
            reason = position_refusal(&e, v)
        ))
    })?;
    Ok(pos)
}

/// The position as text a player can paste elsewhere: FEN as Fairy-Stockfish and
/// pychess-variants read it, and SFEN (Lishogi, USI engines) for the Shogi family.
pub(crate) fn position_msg(pos: &tabiya_engine::Position) -> Msg {
    let fen = tabiya_engine::fen::fen(pos);
    if shogi::is_shogi_family(pos.variant()) {
        msg!(
            "stored-position-sfen",
            fen = Arg::code(fen),
            sfen = Arg::code(shogi::sfen(pos))
        )
    } else {
        msg!("stored-position", fen = Arg::code(fen))
    }
}

impl Service {
    pub(super) fn load(&self, id: i64) -> Result<Loaded, ServiceError> {
        let row =
            storage::game(&self.db, id)?.ok_or_else(|| said(msg!("stored-no-game", id = id)))?;
        self.replayed(row)
    }

    /// The game of a stored row, from the cache when its version matches.
    pub(super) fn replayed(&self, row: GameRow) -> Result<Loaded, ServiceError> {
        let id = row.id;
        let cached = self.pending.get(&id).or_else(|| self.cache.get(&id));
        if let Some((version, game, last)) = cached {
            if *version == row.version {
                return Ok(Loaded {
                    row,
                    game: game.clone(),
                    last: *last,
                });
            }
        }
        let actions = storage::actions(&self.db, id)?;
        replay(row, &actions)
    }

    /// Keeps a replayed game for the next command, once this one commits.
    pub(super) fn remember(
        &mut self,
        id: i64,
        version: i64,
        game: Arc<Game>,
        last: Option<(Move, Color)>,
    ) {
        self.pending.insert(id, (version, game, last));
        self.touched.push(id);
    }

    /// A player, from the cache when committed (shared: a move reads two players, and
    /// this spares copying their rows).
    pub(super) fn player_row(&self, id: i64) -> Result<Arc<PlayerRow>, StorageError> {
        if let Some(p) = self.players.borrow().rows.get(&id) {
            return Ok(Arc::clone(p));
        }
        let p = Arc::new(storage::player_row(&self.db, id)?);
        let here = self.known_here(&p).map(str::to_owned);
        self.players.borrow_mut().keep(&p, here.as_deref());
        Ok(p)
    }

    /// The handle this platform knows `p` by: his own, or his linked identity here.
    pub(super) fn known_here<'p>(&self, p: &'p PlayerRow) -> Option<&'p str> {
        if p.platform == self.platform.key {
            return Some(&p.handle);
        }
        p.aliases
            .iter()
            .find(|(pl, _)| pl == self.platform.key)
            .map(|(_, h)| h.as_str())
    }

    /// A player's handle on this platform (his linked identity here, else his own).
    pub(super) fn handle_of(&self, id: i64) -> Result<String, StorageError> {
        self.player_row(id)
            .map(|p| p.handle_on(self.platform.key).to_owned())
    }

    /// A player's handle where `channel` is: a game's notices go to its own channel,
    /// which may be on another platform than this process's when identities are linked.
    pub(super) fn handle_in(&self, id: i64, channel: &str) -> Result<String, StorageError> {
        let platform = self.platform_of(channel).key;
        self.player_row(id)
            .map(|p| p.handle_on(platform).to_owned())
    }

    /// The name to show for a player (the platform's display name, else the handle).
    pub(super) fn display_of(&self, id: i64) -> Result<String, StorageError> {
        self.player_row(id).map(|p| p.display().to_owned())
    }

    /// The player behind a handle of this platform, created on first sight.
    pub(super) fn player_by_handle(&self, handle: &str) -> Result<Arc<PlayerRow>, StorageError> {
        let cached = self.players.borrow().ids.get(handle).copied();
        if let Some(id) = cached {
            return self.player_row(id);
        }
        let (p, created) = storage::player_by_handle(&self.db, self.platform.key, handle)?;
        let p = Arc::new(p);
        if created {
            self.players.borrow_mut().write(p.id);
        } else {
            self.players.borrow_mut().keep(&p, Some(handle));
        }
        Ok(p)
    }

    /// The id behind a handle of this platform, created on first sight.
    pub(super) fn player_id(&self, handle: &str) -> Result<i64, StorageError> {
        self.player_by_handle(handle).map(|p| p.id)
    }

    /// Writes a player's settings and vacation state.
    pub(super) fn save_player(&self, p: &mut PlayerRow) -> Result<(), StorageError> {
        self.players.borrow_mut().write(p.id);
        storage::save_player(&self.db, p)
    }

    /// Checks what every command must keep true of the database, for tests and the fuzzer:
    /// every game replays from its stored record (from scratch, not from the cache), a game
    /// still in play is not over by the rules, and one over has a result.
    ///
    /// # Errors
    /// What is inconsistent, first found.
    pub fn check_consistency(&self) -> Result<usize, String> {
        let ids = storage::all_game_ids(&self.db).map_err(|e| e.to_string())?;
        for &id in &ids {
            let row = storage::game(&self.db, id)
                .map_err(|e| e.to_string())?
                .ok_or_else(|| format!("game #{id} vanished"))?;
            let actions = storage::actions(&self.db, id).map_err(|e| e.to_string())?;
            let status = row.status;
            let result = row.result.clone();
            let l =
                replay(row, &actions).map_err(|e| format!("game #{id} does not replay: {e}"))?;
            match (status, l.game.outcome(), result.as_deref()) {
                (GameStatus::Active, Some(o), _) => {
                    return Err(format!(
                        "game #{id} is in play but over by the rules: {o:?}"
                    ))
                }
                (GameStatus::Finished, _, None) => {
                    return Err(format!("game #{id} is over with no result"))
                }
                (GameStatus::Active | GameStatus::Finished, _, _) => {}
            }
        }
        Ok(ids.len())
    }
}
