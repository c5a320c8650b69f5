//! The rules: `/rules`, a piece's moves, and `/moves` (the squares a piece reaches).

use super::command::Command;
use super::command::Orientation;
use super::error::misrouted;
use super::error::user;
use super::error::ServiceError;
use super::reply::picture;
use super::reply::Image;
use super::reply::Reply;
use super::table;
use super::Caller;
use super::Incoming;
use super::Service;
use crate::storage::GameStatus;
use tabiya_engine::teach;
use tabiya_engine::view::BoardView;
use tabiya_engine::Position;
use tabiya_engine::Variant;
use tabiya_render::Options;
use tabiya_render::PieceSet;
impl Service {
    pub(super) fn rules(
        &self,
        me: i64,
        variant: &str,
        piece: Option<&str>,
    ) -> Result<Vec<Reply>, ServiceError> {
        let v = Variant::historical(variant, &[]).map_err(|e| user(e.to_string()))?;
        let set = self.player_row(me)?.piece_set;
        if let Some(word) = piece {
            return self.piece_rules(v, word, set);
        }
        let spec = v.spec();
        let mut text = format!(
            "{} (after Nader D. Daou's rules of the historical chess variants, section {}). {}\nStart: {}\n{} moves first.",
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
        let mut r = Reply::private(text);
        if self.images {
            let view = BoardView::new(&Position::new(v), None);
            r.image = Some(picture(
                &view,
                &Options {
                    set,
                    ..Options::default()
                },
            ));
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
            return Err(user(format!(
                "{} has no piece `{}`. Its pieces: {}.",
                spec.name,
                word.chars().take(40).collect::<String>(),
                known.join(", ")
            )));
        };
        let p = v
            .rules()
            .pieces
            .iter()
            .find(|p| p.role == role)
            .expect("found among the game's pieces");
        let mut text = format!(
            "{} — {} ({}): {}",
            spec.name,
            p.name,
            p.english,
            teach::describe(v, role)
        );
        let mut image = None;
        if self.images {
            let opts = Options {
                set,
                ..Options::default()
            };
            if let Some((_, picture)) = tabiya_render::book::piece_picture(v, role, &opts) {
                text.push_str(
                    "\nIn the picture: a dot where it moves, a ring round what it takes.",
                );
                image = Some(Image {
                    png: picture.png,
                    alt: picture.alt,
                });
            }
        }
        let mut r = Reply::private(text);
        r.image = image;
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
            user(format!(
                "`{clipped}` is not a square of {}: write it as the board labels it, e.g. {}.",
                v.name(),
                corner.unwrap_or_default()
            ))
        })?;
        let name = teach::square_name(v, sq);
        let Some(piece) = real.piece_at(sq) else {
            return Err(user(format!(
                "Game #{}: there is no piece on {name}.",
                l.row.id
            )));
        };
        let english = v
            .rules()
            .pieces
            .iter()
            .find(|p| p.role == piece.role)
            .map_or("piece", |p| p.english);
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
        let side = v.side_name(piece.color);
        let mut text = format!("Game #{}: the {english} on {name} ({side})", l.row.id);
        if over {
            text.push_str(" — the game is over.");
        } else if targets.is_empty() {
            text.push_str(" cannot move now.");
        } else {
            if waiting {
                text.push_str(", on its side's turn,");
            }
            if !goes.is_empty() {
                text.push_str(&format!(" can go to {}", goes.join(", ")));
            }
            if !takes.is_empty() {
                text.push_str(&format!(
                    "{} can take on {}",
                    if goes.is_empty() { "" } else { " and" },
                    takes.join(", ")
                ));
            }
            text.push('.');
        }
        let mut r = Reply::private(text).about(l.row.id);
        if self.images {
            let viewer = self.player_row(me)?;
            let flip = match viewer.orientation {
                Orientation::First => false,
                Orientation::Second => true,
                Orientation::Own => viewer.id == l.row.black,
            };
            let view = BoardView::new(real, l.last).with_targets(sq, &targets);
            r.image = Some(picture(
                &view,
                &Options {
                    set: viewer.piece_set,
                    flip,
                    caption: Some(format!("#{} {} — {english} on {name}", l.row.id, v.name())),
                    ..Options::default()
                },
            ));
        }
        Ok(vec![r])
    }
}

/// `/help`.
pub(super) fn help(
    _s: &mut Service,
    _inc: &Incoming<'_>,
    _caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    match cmd {
        Command::Help { topic: None } => Ok(vec![Reply::private(table::overview())]),
        Command::Help { topic: Some(t) } => match table::find(&t) {
            Some(spec) => Ok(vec![Reply::private(table::detail(spec))]),
            None => Err(user(format!(
                "There is no /{}; /help lists the commands.",
                t.trim_start_matches(['/', '!'])
                    .chars()
                    .take(40)
                    .collect::<String>()
            ))),
        },
        other => Err(misrouted(&other)),
    }
}

/// `/rules`.
pub(super) fn rules_command(
    s: &mut Service,
    _inc: &Incoming<'_>,
    caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    let me = caller.id;
    match cmd {
        Command::Rules { variant, piece } => s.rules(me, &variant, piece.as_deref()),
        other => Err(misrouted(&other)),
    }
}

/// `/moves`.
pub(super) fn moves_command(
    s: &mut Service,
    inc: &Incoming<'_>,
    caller: &Caller,
    cmd: Command,
) -> Result<Vec<Reply>, ServiceError> {
    let me = caller.id;
    match cmd {
        Command::Moves { square, game } => s.moves(inc, me, &square, game),
        other => Err(misrouted(&other)),
    }
}
