//! `/analyze`'s chart in the reader's language: its title, its axes' names and its alt text
//! from the catalogue, set by the renderer through the shaping font chain.

use super::names;
use super::reply::Image;
use crate::i18n::{msg, render, Arg, Msg};
use tabiya_engine::{Color, Variant};
use tabiya_render::charts::{evaluation_chart_in, ChartWords, EvalPoint};

/// The evaluation chart of a game of `v` titled `title`, in `lang`.
pub(super) fn evaluation(lang: &str, title: &Msg, v: Variant, points: &[EvalPoint]) -> Image {
    let words = ChartWords {
        title: render(lang, title),
        moves: render(lang, &msg!("computer-chart-moves")),
        pawns: render(lang, &msg!("computer-chart-pawns")),
    };
    let drawn = evaluation_chart_in(&words, render(lang, &alt(title, v, points)), points);
    Image {
        data: drawn.png,
        alt: drawn.alt,
    }
}

/// The chart in words: how the evaluation went and which moves are marked.
fn alt(title: &Msg, v: Variant, points: &[EvalPoint]) -> Msg {
    let Some(last) = points.last() else {
        return msg!("computer-chart-empty", title = title.clone());
    };
    let standing = |p: f64| -> Msg {
        if p > 0.5 {
            msg!(
                "computer-chart-ahead",
                side = names::side(v, Color::White),
                pawns = format!("{p:.1}")
            )
        } else if p < -0.5 {
            msg!(
                "computer-chart-ahead",
                side = names::side(v, Color::Black),
                pawns = format!("{:.1}", -p)
            )
        } else {
            msg!("computer-chart-level")
        }
    };
    let best = points
        .iter()
        .map(|p| p.pawns)
        .fold(f64::NEG_INFINITY, f64::max);
    let worst = points.iter().map(|p| p.pawns).fold(f64::INFINITY, f64::min);
    let marked: Vec<Msg> = points
        .iter()
        .filter_map(|p| {
            let kind = match p.mark? {
                "blunder" => msg!("computer-chart-blunder"),
                _ => msg!("computer-chart-mistake"),
            };
            Some((p.label.as_str(), kind))
        })
        .enumerate()
        .map(|(i, (label, kind))| {
            if i == 0 {
                msg!("computer-chart-mark", label = label, kind = kind)
            } else {
                msg!("computer-chart-mark-next", label = label, kind = kind)
            }
        })
        .collect();
    let marks = if marked.is_empty() {
        msg!("computer-chart-unmarked")
    } else {
        msg!("computer-chart-marked", marks = Arg::Run(marked))
    };
    msg!(
        "computer-chart-alt",
        title = title.clone(),
        moves = points.len(),
        first = names::side(v, Color::White),
        end = standing(last.pawns),
        best = format!("{best:+.1}"),
        worst = format!("{worst:+.1}"),
        marks = marks
    )
}
