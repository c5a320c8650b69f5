//! The pictures the README and the book show (`docs/gallery/`), drawn by the renderer as the
//! bot draws them: written by `cargo run -p tabiya-render -- gallery`, and checked by a test
//! so that they never drift from what players see. The games are played by the computer at
//! its second level, so each is the same on every run.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use tabiya_engine::view::BoardView;
use tabiya_engine::{analysis, computer, Action, Game, Role, Variant};

use crate::charts::{evaluation_chart, EvalPoint};
use crate::replay::replay;
use crate::{render, Options, PieceSet};

/// A game of `key` the computer plays against itself for `plies` moves (fewer if it ends):
/// the same on every run (the gallery's games, and the replay's tests and benchmark).
pub fn played(key: &str, plies: usize) -> Game {
    played_at(key, plies, 2)
}

/// [`played`] at `level` (the first, noisiest, makes the mistakes a chart shows).
fn played_at(key: &str, plies: usize, level: u8) -> Game {
    let mut game = Game::new(Variant::historical(key, &[]).expect("a game"));
    let stop = AtomicBool::new(false);
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let color = game.position().turn();
        let Some(action) = computer::choose(&game, color, level, ply as u64, &stop) else {
            break;
        };
        if game.act(action).is_err() {
            break;
        }
    }
    game
}

/// A game of `key` of `plies` random legal moves (fewer if it ends), the same on every run:
/// long games for the replay's size budgets, which the computer's games, ending sooner, do not
/// reach.
pub fn random_game(key: &str, plies: usize) -> Game {
    let mut game = Game::new(Variant::historical(key, &[]).expect("a game"));
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..plies {
        let color = game.position().turn();
        let legal = game.legal_moves(color);
        if legal.is_empty() || game.outcome().is_some() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = legal[(seed % legal.len() as u64) as usize];
        if game.play(color, m).is_err() {
            break;
        }
    }
    game
}

/// Every position of `game`, each after one more move with that move marked.
pub fn views(game: &Game) -> Vec<BoardView> {
    let mut replay = Game::from_position(game.start().clone());
    let mut out = vec![BoardView::new(replay.position(), None)];
    for action in game.actions() {
        if replay.act(*action).is_err() {
            break;
        }
        if let Action::Move { color, m } = *action {
            out.push(BoardView::new(replay.position(), Some((m, color))));
        }
    }
    out
}

fn captioned(caption: &str) -> Options {
    Options {
        caption: Some(caption.to_owned()),
        ..Options::default()
    }
}

/// Every picture of the gallery: its file name and bytes.
pub fn pictures() -> Vec<(&'static str, Vec<u8>)> {
    let mut out = Vec::new();
    let xiangqi = played("xiangqi", 6);
    let last = views(&xiangqi).pop().expect("a position");
    out.push((
        "xiangqi.png",
        render(
            &last,
            &captioned("#12 象棋 — 张伟（红方）对 李娜（黑方）— 轮到 张伟 走棋"),
        )
        .png,
    ));
    // Shogi after the bishops are exchanged: each side has one in hand.
    let mut shogi = Game::new(Variant::historical("shogi", &[]).expect("shogi"));
    for usi in ["7g7f", "3c3d", "8h2b+", "3a2b", "2g2f", "8c8d"] {
        let pos = shogi.position().clone();
        let legal = pos.legal_moves();
        let m = tabiya_engine::notation::parse(usi, &pos, &legal).expect("a legal move");
        shogi.play(pos.turn(), m).expect("legal");
    }
    let last = views(&shogi).pop().expect("a position");
    out.push((
        "shogi.png",
        render(&last, &captioned("#7 将棋 — 羽生（先手）対 藤井（後手）")).png,
    ));
    let makruk = played("makruk", 14);
    let last = views(&makruk).pop().expect("a position");
    out.push((
        "makruk.png",
        render(
            &last,
            &captioned("#3 หมากรุกไทย — สมชาย (ฝ่ายขาว) พบ สมหญิง (ฝ่ายดำ)"),
        )
        .png,
    ));
    let shatranj = played("shatranj", 10);
    let last = views(&shatranj).pop().expect("a position");
    out.push((
        "shatranj.png",
        render(
            &last,
            &Options {
                set: PieceSet::International,
                ..captioned("#5 الشطرنج — محمد (الأبيض) ضد فاطمة (الأسود)")
            },
        )
        .png,
    ));
    let janggi = Variant::historical("janggi", &[]).expect("janggi");
    if let Some((_, picture)) = crate::book::piece_picture(
        janggi,
        Role::Horse,
        &captioned("/moves: the horse of Janggi"),
    ) {
        out.push(("moves-janggi-horse.png", picture.png));
    }
    // An analysis chart of a short game, judged as /analyze judges it.
    let judged_game = played_at("makruk", 40, 1);
    let stop = AtomicBool::new(false);
    let judged = analysis::review(&judged_game, 5_000, &stop);
    let points: Vec<EvalPoint> = judged
        .iter()
        .map(|j| EvalPoint {
            pawns: f64::from(j.after) / 100.0,
            mark: j.mark(),
            label: format!("{}", j.index + 1),
        })
        .collect();
    out.push((
        "analysis.png",
        evaluation_chart("#3 Makruk — evaluation", ["White", "Black"], &points).png,
    ));
    // Replays, as a finished game's post carries them.
    for (key, plies, caption) in [
        ("makruk", 40, "#3 Makruk — ann vs bob"),
        ("xiangqi", 40, "#12 Xiangqi — ann vs bob"),
    ] {
        let game = played(key, plies);
        let gif = replay(&views(&game), &captioned(caption)).gif;
        out.push((
            if key == "makruk" {
                "replay-makruk.gif"
            } else {
                "replay-xiangqi.gif"
            },
            gif,
        ));
    }
    out
}

/// Writes the gallery under `dir`; returns how many files.
///
/// # Errors
/// A file that cannot be written.
pub fn write(dir: &Path) -> std::io::Result<usize> {
    std::fs::create_dir_all(dir)?;
    let pictures = pictures();
    for (name, bytes) in &pictures {
        std::fs::write(dir.join(name), bytes)?;
    }
    Ok(pictures.len())
}

/// The gallery's files under `dir` that differ from what the renderer draws now.
pub fn check(dir: &Path) -> Vec<String> {
    pictures()
        .into_iter()
        .filter(|(name, bytes)| std::fs::read(dir.join(name)).ok().as_ref() != Some(bytes))
        .map(|(name, _)| name.to_owned())
        .collect()
}
