//! The engine's refusals in the reader's language: a move that was not read, an action the
//! game does not allow now.

use super::names;
use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use tabiya_engine::ashtapada::RaceError;
use tabiya_engine::fen::{BoardProblem, FenError, HandProblem, ParseFenError};
use tabiya_engine::san::SanError;
use tabiya_engine::shogi::RecordProblem;
use tabiya_engine::teach;
use tabiya_engine::{GameError, PositionError, Square, Unavailable, Variant};

/// `items` one after another: "a, b, c", or with `or` "a or b or c", as the reader's
/// language joins a list.
fn listed(items: &[String], or: bool) -> Msg {
    let mut rest = items.iter().rev();
    let mut joined = msg!(
        "refusal-list-one",
        item = rest.next().map_or("", String::as_str)
    );
    for item in rest {
        joined = if or {
            msg!("refusal-list-or", first = item.as_str(), rest = joined)
        } else {
            msg!("refusal-list-comma", first = item.as_str(), rest = joined)
        };
    }
    joined
}

/// Why `input` was not played as a move.
pub(super) fn move_refusal(e: &SanError) -> Msg {
    match e {
        SanError::Syntax(input) => msg!("refusal-not-a-move", input = Arg::code(input.as_str())),
        SanError::Illegal { input, candidates } if candidates.is_empty() => {
            msg!("refusal-not-legal", input = Arg::code(input.as_str()))
        }
        SanError::Illegal { input, candidates } => msg!(
            "refusal-not-legal-but",
            input = Arg::code(input.as_str()),
            candidates = listed(candidates, false)
        ),
        SanError::Ambiguous { input, candidates } => msg!(
            "refusal-which",
            input = Arg::code(input.as_str()),
            candidates = listed(candidates, true)
        ),
    }
}

/// Why the game refused an action.
pub(super) fn game_refusal(e: &GameError) -> Msg {
    match e {
        GameError::GameOver(_) => msg!("refusal-game-over"),
        GameError::NotYourTurn { .. } => msg!("refusal-not-your-turn"),
        GameError::IllegalMove(_) => msg!("refusal-illegal-move"),
        GameError::Unavailable(why) => unavailable(*why),
    }
}

/// Why a rule does not allow the action now.
fn unavailable(why: Unavailable) -> Msg {
    match why {
        Unavailable::JishogiOnlyShogi => msg!("refusal-jishogi-only-shogi"),
        Unavailable::ImpasseNotYourTurn => msg!("refusal-impasse-not-your-turn"),
        Unavailable::ImpasseKingsNotEntered => msg!("refusal-impasse-kings-not-entered"),
        Unavailable::NoImpasseClaim => msg!("refusal-no-impasse-claim"),
        Unavailable::SetupChosenOnce => msg!("refusal-setup-chosen-once"),
        Unavailable::NoStandardSetup => msg!("refusal-no-standard-setup"),
        Unavailable::ObjectionNotNow => msg!("refusal-objection-not-now"),
        Unavailable::ObjectionNotApplicable => msg!("refusal-objection-not-applicable"),
        Unavailable::NoCountInGame => msg!("refusal-no-count-in-game"),
        Unavailable::CountNotYourTurn => msg!("refusal-count-not-your-turn"),
        Unavailable::CountRunning => msg!("refusal-count-running"),
        Unavailable::CountPawnsLeft => msg!("refusal-count-pawns-left"),
        Unavailable::NoCountToStop => msg!("refusal-no-count-to-stop"),
    }
}

/// Why a line of a PGN, KIF or CSA record was not read.
pub(super) fn record_refusal(problem: &RecordProblem) -> Msg {
    let code = |t: &str| Arg::code(t);
    match problem {
        RecordProblem::TagUnclosed => msg!("reader-tag-unclosed"),
        RecordProblem::NotATag(t) => msg!("reader-not-a-tag", text = code(&format!("[{t}]"))),
        RecordProblem::TagUnquoted(t) => msg!("reader-tag-unquoted", tag = t.as_str()),
        RecordProblem::UnknownGame(t) => msg!("reader-unknown-game", text = code(t)),
        RecordProblem::OtherGame { record, named } => msg!(
            "reader-other-game",
            record = names::game(*record),
            named = names::game(*named)
        ),
        RecordProblem::NoGameNamed => msg!("reader-no-game-named", option = code("variant:")),
        RecordProblem::Fen(e, v) => msg!("reader-fen-tag", reason = fen_refusal(e, *v)),
        // As a move refused in play, but with nothing to ask: the record is not answered.
        RecordProblem::Move {
            error: SanError::Illegal { input, candidates },
            ..
        } if !candidates.is_empty() => msg!(
            "reader-not-legal-like",
            input = code(input),
            candidates = listed(candidates, false)
        ),
        RecordProblem::Move {
            error: SanError::Ambiguous { input, candidates },
            ..
        } => msg!(
            "reader-ambiguous",
            input = code(input),
            candidates = listed(candidates, true)
        ),
        RecordProblem::Move { error, .. } => move_refusal(error),
        RecordProblem::Refused { token, error } => msg!(
            "reader-refused",
            input = code(token),
            reason = game_refusal(error)
        ),
        RecordProblem::NotLegalHere(t) => msg!("refusal-not-legal", input = code(t)),
        RecordProblem::Handicap(h) => msg!("reader-handicap", handicap = h.as_str()),
        RecordProblem::NotAPieceInHand(t) => msg!("reader-not-a-piece-in-hand", text = code(t)),
        RecordProblem::NotACount(t) => msg!("reader-not-a-count", text = code(t)),
        RecordProblem::TooManyRows(n) => msg!("reader-too-many-rows", rows = u32::from(*n)),
        RecordProblem::RowWidth(n) => msg!("reader-row-width", squares = u32::from(*n)),
        RecordProblem::NotAPiece(t) => msg!("reader-not-a-piece", text = code(t)),
        RecordProblem::OffBoard => msg!("reader-off-board"),
        RecordProblem::Diagram(e, v) => {
            msg!("reader-diagram", reason = position_refusal(e, *v))
        }
        RecordProblem::StartAfterMoves => msg!("reader-start-after-moves"),
        RecordProblem::TurnAfterMoves => msg!("reader-turn-after-moves"),
        RecordProblem::NotATime(t) => msg!("reader-not-a-time", text = code(t)),
        RecordProblem::SeveralGames => msg!("reader-several-games"),
        RecordProblem::AfterEnd(t) => msg!("reader-after-end", text = code(t)),
        RecordProblem::NotAStatement(t) => msg!("reader-not-a-statement", text = code(t)),
        RecordProblem::NotAStartLine(t) => msg!("reader-not-a-start-line", text = code(t)),
        RecordProblem::NotAHandicap(t) => msg!("reader-not-a-handicap", text = code(t)),
        RecordProblem::NotASquare(t) => msg!("reader-not-a-square", text = code(t)),
        RecordProblem::NothingToTakeOff(t, square) => msg!(
            "reader-nothing-to-take-off",
            text = code(t),
            square = code(square)
        ),
        RecordProblem::NotABoardLine(t) => msg!("reader-not-a-board-line", text = code(t)),
        RecordProblem::NotSquaresAndPieces(t) => {
            msg!("reader-not-squares-and-pieces", text = code(t))
        }
        RecordProblem::AllRemaining => msg!("reader-all-remaining", text = code("00AL")),
        RecordProblem::NotInHand(t) => msg!("reader-not-in-hand", text = code(t)),
        RecordProblem::Start(e, v) => msg!("reader-start", reason = fen_refusal(e, *v)),
    }
}

/// Why a FEN (or SFEN) was not read as a position of `v`.
pub(super) fn fen_refusal(e: &FenError, v: Variant) -> Msg {
    match e {
        FenError::Parse(e) => parse_fen_refusal(e),
        FenError::Position(e) => position_refusal(e, v),
    }
}

/// Why a FEN's text was not read.
fn parse_fen_refusal(e: &ParseFenError) -> Msg {
    let code = |t: &str| Arg::code(t);
    match e {
        ParseFenError::Empty => msg!("reader-fen-empty"),
        ParseFenError::Board(b) => match b {
            BoardProblem::Ranks { found, board } => {
                msg!(
                    "reader-fen-ranks",
                    found = *found,
                    board = u32::from(*board)
                )
            }
            BoardProblem::PlusBeforeDigit => msg!("reader-fen-plus-before-digit"),
            BoardProblem::EmptyRun => msg!("reader-fen-empty-run"),
            BoardProblem::DoublePlus => msg!("reader-fen-double-plus"),
            BoardProblem::NotAPiece(t) => msg!("reader-fen-not-a-piece", text = code(t)),
            BoardProblem::RankTooLong(r) => {
                msg!("reader-fen-rank-too-long", rank = u32::from(*r))
            }
            BoardProblem::OffBoard => msg!("reader-fen-off-board"),
            BoardProblem::PlusAtEnd => msg!("reader-fen-plus-at-end"),
            BoardProblem::RankWidth { rank, found, board } => msg!(
                "reader-fen-rank-width",
                rank = u32::from(*rank),
                found = *found,
                board = u32::from(*board)
            ),
        },
        ParseFenError::Hand(h) => match h {
            HandProblem::Unclosed => msg!("reader-fen-hand-unclosed"),
            HandProblem::TextAfter => msg!("reader-fen-hand-text-after"),
            HandProblem::NoHands => msg!("reader-fen-no-hands"),
            HandProblem::CountWithoutPiece => msg!("reader-fen-count-without-piece"),
            HandProblem::NotAPiece(c) => {
                msg!("reader-fen-hand-not-a-piece", text = code(&c.to_string()))
            }
            HandProblem::TooMany => msg!("reader-fen-hand-too-many"),
        },
        ParseFenError::Turn(t) => msg!("reader-fen-turn", text = code(t)),
        ParseFenError::Rights(t) => msg!("reader-fen-rights", text = code(t)),
        ParseFenError::Count(t) => msg!("reader-fen-count", text = code(t)),
        ParseFenError::Halfmoves(t) => msg!("reader-fen-halfmoves", text = code(t)),
        ParseFenError::Fullmoves(t) => msg!("reader-fen-fullmoves", text = code(t)),
        ParseFenError::TrailingFields(t) => msg!("reader-fen-trailing", text = code(t)),
    }
}

/// Why a position is not one of `v`'s: sides and pieces as the reader's language names
/// them, squares as the game writes them.
pub(super) fn position_refusal(e: &PositionError, v: Variant) -> Msg {
    let square = |s: Square| Arg::code(teach::square_name(v, s));
    match e {
        PositionError::OffBoard(s) => msg!("reader-position-off-board", square = square(*s)),
        PositionError::UnknownPiece(_) => msg!("reader-position-unknown-piece"),
        PositionError::MissingKing(c) => {
            msg!("reader-position-missing-king", side = names::side(v, *c))
        }
        PositionError::TooManyKings(c) => {
            msg!("reader-position-too-many-kings", side = names::side(v, *c))
        }
        PositionError::HandTooLarge => msg!("reader-position-hand-too-large"),
        PositionError::OppositeCheck => msg!("reader-position-opposite-check"),
        PositionError::PawnOnBackRank(s) => {
            msg!("reader-position-pawn-on-back-rank", square = square(*s))
        }
        PositionError::Unreachable(p, s) => msg!(
            "reader-position-unreachable",
            side = names::side(v, p.color),
            piece = names::piece(v, p.role, Some(p.color)),
            square = square(*s)
        ),
        PositionError::TooManyPieces(c, r) => msg!(
            "reader-position-too-many-pieces",
            side = names::side(v, *c),
            piece = names::piece(v, *r, Some(*c))
        ),
        PositionError::DoublePawn(c, s) => msg!(
            "reader-position-double-pawn",
            side = names::side(v, *c),
            square = square(*s)
        ),
        PositionError::AlreadyOver => msg!("reader-position-already-over"),
    }
}

/// Why a race refused an action.
pub(super) fn race_refusal(e: &RaceError) -> Msg {
    match e {
        RaceError::Over => msg!("refusal-game-over"),
        RaceError::NoThrow => msg!("reader-race-no-throw"),
        RaceError::Thrown => msg!("reader-race-thrown"),
        RaceError::Illegal(m) => msg!("reader-race-illegal", input = Arg::code(m.to_string())),
    }
}
