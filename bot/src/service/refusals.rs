//! The engine's refusals in the reader's language: a move that was not read, an action the
//! game does not allow now.

use crate::i18n::msg;
use crate::i18n::Arg;
use crate::i18n::Msg;
use tabiya_engine::san::SanError;
use tabiya_engine::GameError;
use tabiya_engine::Unavailable;

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
