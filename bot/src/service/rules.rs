//! The rules: `/rules`, a piece's moves, and `/moves` (the squares a piece reaches).

use super::alt::alt;
use super::command::Command;
use super::command::Orientation;
use super::error::misrouted;
use super::error::said;
use super::error::ServiceError;
use super::incoming::Answer;
use super::incoming::Call;
use super::names;
use super::reply::picture;
use super::reply::Image;
use super::reply::Reply;
use super::table;
use super::Incoming;
use super::Service;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::storage::GameStatus;
use tabiya_engine::teach;
use tabiya_engine::view::BoardView;
use tabiya_engine::Position;
use tabiya_engine::Variant;
use tabiya_engine::VariantError;
use tabiya_render::Options;
use tabiya_render::PieceSet;
impl Service {
    pub(super) fn rules(
        &self,
        me: i64,
        variant: &str,
        piece: Option<&str>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| variant_refusal(&e))?;
        let set = self.player_row(me)?.piece_set;
        if let Some(word) = piece {
            return self.piece_rules(v, word, set);
        }
        let spec = v.spec();
        let first = if v.rules().colors_drawn {
            msg!("rules-coin-first")
        } else {
            msg!(
                "rules-side-first",
                side = names::side(v, tabiya_engine::Color::White)
            )
        };
        let options = spec
            .options
            .iter()
            .rev()
            .map(|o| {
                msg!(
                    "rules-option",
                    key = o.key,
                    summary = names::option_summary(v, o.key, o.summary)
                )
            })
            .reduce(|rest, first| msg!("rules-options", first = first, rest = rest));
        let text = match options {
            None => msg!(
                "rules-game",
                name = names::game(v),
                summary = names::summary(v),
                start = v.start_fen(),
                first = first
            ),
            Some(options) => msg!(
                "rules-game-options",
                name = names::game(v),
                summary = names::summary(v),
                start = v.start_fen(),
                first = first,
                options = options
            ),
        };
        let mut r = Reply::tell(text);
        if self.images {
            let view = BoardView::new(&Position::new(v), None);
            let image = picture(
                &view,
                &Options {
                    set,
                    ..Options::default()
                },
            );
            r = r.pictured(image, alt(&view, v));
        }
        Ok(vec![r])
    }

    /// `/rules GAME PIECE`: the piece's moves in words and as a picture.
    pub(super) fn piece_rules(
        &self,
        v: Variant,
        word: &str,
        set: PieceSet,
    ) -> Result<Vec<Reply>, ServiceError> {
        let spec = v.spec();
        let Some(role) = teach::find_piece(v, word) else {
            let known: Vec<String> = v
                .rules()
                .pieces
                .iter()
                .map(|p| teach::piece_key(p.role))
                .collect();
            return Err(said(msg!(
                "rules-no-such-piece",
                name = spec.name,
                piece = Arg::code(word.chars().take(40).collect::<String>()),
                pieces = known.join(", ")
            )));
        };
        let p = v
            .rules()
            .pieces
            .iter()
            .find(|p| p.role == role)
            .expect("found among the game's pieces");
        let mut image = None;
        if self.images {
            let opts = Options {
                set,
                ..Options::default()
            };
            if let Some((d, picture)) = tabiya_render::book::piece_picture(v, role, &opts) {
                let view = BoardView::new(&d.position, None).with_targets(d.from, &d.targets);
                image = Some((
                    Image {
                        data: picture.png,
                        alt: picture.alt,
                    },
                    alt(&view, v),
                ));
            }
        }
        let text = if image.is_none() {
            msg!(
                "rules-piece",
                name = spec.name,
                piece = p.name,
                english = p.english,
                moves = names::moves(v, role)
            )
        } else {
            msg!(
                "rules-piece-pictured",
                name = spec.name,
                piece = p.name,
                english = p.english,
                moves = names::moves(v, role)
            )
        };
        let mut r = Reply::tell(text);
        if let Some((image, words)) = image {
            r = r.pictured(image, words);
        }
        Ok(vec![r])
    }

    /// `/moves SQUARE`: where the piece on that square of the player's game can go, privately.
    pub(super) fn moves(
        &self,
        inc: &Incoming<'_>,
        me: i64,
        square: &str,
        game: Option<i64>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let l = self.pick_game_any(me, inc.channel, game)?;
        let real = l.game.position();
        let v = real.variant();
        let clipped: String = square.chars().take(12).collect();
        let sq = teach::parse_square(v, square).ok_or_else(|| {
            let corner = tabiya_engine::Square::new(0, 0).map(|c| teach::square_name(v, c));
            said(msg!(
                "rules-not-a-square",
                square = Arg::code(clipped.as_str()),
                name = names::game(v),
                example = corner.unwrap_or_default()
            ))
        })?;
        let name = teach::square_name(v, sq);
        let Some(piece) = real.piece_at(sq) else {
            return Err(said(msg!(
                "rules-no-piece-on",
                game = l.row.id,
                square = name.as_str()
            )));
        };
        let english = names::piece(v, piece.role, Some(piece.color));
        // A piece of the side not to move: its moves as if it were its turn.
        let mut pos = real.clone();
        let waiting = piece.color != real.turn();
        if waiting {
            pos.set_turn(piece.color);
        }
        let over = l.row.status != GameStatus::Active;
        // A finished game shows its last position, nothing to play.
        let targets = if over {
            Vec::new()
        } else {
            teach::targets(&pos, sq)
        };
        let list = |capture: bool| {
            targets
                .iter()
                .filter(|t| t.capture == capture)
                .map(|t| teach::square_name(v, t.square))
                .collect::<Vec<_>>()
        };
        let (goes, takes) = (list(false), list(true));
        let side = names::side(v, piece.color);
        let text = if over {
            msg!(
                "rules-moves-over",
                game = l.row.id,
                piece = english.clone(),
                square = name.as_str(),
                side = side.clone()
            )
        } else if targets.is_empty() {
            msg!(
                "rules-moves-none",
                game = l.row.id,
                piece = english.clone(),
                square = name.as_str(),
                side = side.clone()
            )
        } else {
            msg!(
                "rules-moves",
                game = l.row.id,
                piece = english.clone(),
                square = name.as_str(),
                side = side.clone(),
                waiting = if waiting { "yes" } else { "no" },
                reach = match (goes.is_empty(), takes.is_empty()) {
                    (false, true) => "go",
                    (true, false) => "take",
                    _ => "both",
                },
                goes = goes.join(", "),
                takes = takes.join(", ")
            )
        };
        let mut r = Reply::tell(text).about(l.row.id);
        if self.images {
            // A private answer: the caption in the asker's language.
            let lang = self
                .player_row(me)
                .map_or("en", |p| self.reader_language(&p, inc.locale, inc.channel));
            let caption = crate::i18n::render(
                lang,
                &msg!(
                    "rules-caption",
                    id = l.row.id,
                    game = names::game(v),
                    piece = english,
                    square = name.as_str()
                ),
            );
            let view = BoardView::new(real, l.last).with_targets(sq, &targets);
            let image = self.seen_by(me, l.row.black, &view, caption)?;
            r = r.pictured(image, alt(&view, v));
        }
        Ok(vec![r])
    }
}

impl Service {
    /// `view` drawn as `me` sees boards (his orientation and piece set), with `caption`.
    fn seen_by(
        &self,
        me: i64,
        second: i64,
        view: &BoardView,
        caption: String,
    ) -> Result<Image, ServiceError> {
        let viewer = self.player_row(me)?;
        let flip = match viewer.orientation {
            Orientation::First => false,
            Orientation::Second => true,
            Orientation::Own => viewer.id == second,
        };
        Ok(picture(
            view,
            &Options {
                set: viewer.piece_set,
                flip,
                caption: Some(caption),
                ..Options::default()
            },
        ))
    }
}

/// What a player who named a game or rule option the engine does not know is told.
pub(super) fn variant_refusal(e: &VariantError) -> ServiceError {
    said(match e {
        VariantError::UnknownVariant(name) => msg!(
            "rules-unknown-game",
            name = Arg::code(name.as_str()),
            games = tabiya_engine::variants::ALL
                .iter()
                .map(|s| s.key)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        VariantError::UnknownOption {
            variant,
            option,
            known,
        } if known.is_empty() => msg!(
            "rules-no-option",
            game = *variant,
            option = Arg::code(option.as_str())
        ),
        VariantError::UnknownOption {
            variant,
            option,
            known,
        } => msg!(
            "rules-no-option-among",
            game = *variant,
            option = Arg::code(option.as_str()),
            known = known.join(", ")
        ),
    })
}

/// `/help`.
pub(super) fn help(_: &mut Service, _: &Call<'_>, cmd: Command) -> Answer {
    match cmd {
        Command::Help { topic: None } => Ok(vec![Reply::tell(table::overview())]),
        Command::Help { topic: Some(t) } => match table::find(&t) {
            Some(spec) => Ok(vec![Reply::tell(table::detail(spec))]),
            None => Err(said(msg!(
                "rules-no-such-command",
                command = Arg::command(format!(
                    "/{}",
                    t.trim_start_matches(['/', '!'])
                        .chars()
                        .take(40)
                        .collect::<String>()
                )),
                help = Arg::command("/help")
            ))),
        },
        other => Err(misrouted(&other)),
    }
}

/// `/rules`.
pub(super) fn rules_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let caller = call.caller;
    let me = caller.id;
    match cmd {
        Command::Rules { variant, piece } => s.rules(me, &variant, piece.as_deref()),
        other => Err(misrouted(&other)),
    }
}

/// `/moves`.
pub(super) fn moves_command(s: &mut Service, call: &Call<'_>, cmd: Command) -> Answer {
    let Call { inc, caller } = *call;
    let me = caller.id;
    match cmd {
        Command::Moves { square, game } => s.moves(inc, me, &square, game),
        other => Err(misrouted(&other)),
    }
}
