"""A Shogi GUI's view of tabiya-engine: cshogi (PyPI) loads the engine over USI, as Shogi
GUIs do, and referees a whole game it plays against itself. Every `bestmove` must be legal on
cshogi's own board; the game ends by mate, resignation, repetition or a move limit.

Usage: python usi_match.py ENGINE [PLIES]. Prints one JSON line: the engine's name, the moves,
how it ended."""

import json
import sys

import cshogi
import cshogi.usi


def main():
    engine_path = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 120
    engine = cshogi.usi.Engine(engine_path)
    engine.isready()
    engine.usinewgame()
    board = cshogi.Board()
    moves = []
    ended = "limit"
    for ply in range(limit):
        if board.is_game_over():
            ended = "mate"
            break
        draw = board.is_draw()
        if draw == cshogi.REPETITION_DRAW:
            ended = "repetition"
            break
        engine.position(moves)
        # Byoyomi on one move in four, a node budget otherwise: both time controls a GUI uses.
        if ply % 4 == 0:
            best, _ = engine.go(btime=0, wtime=0, byoyomi=200)
        else:
            best, _ = engine.go(nodes=3000)
        if best == "resign":
            ended = "resign"
            break
        move = board.move_from_usi(best)
        if not board.is_legal(move):
            print(json.dumps({"error": f"illegal bestmove {best} at ply {ply}", "moves": moves}))
            engine.quit()
            return
        board.push(move)
        moves.append(best)
    engine.gameover()
    engine.quit()
    print(json.dumps({"name": engine.name, "moves": moves, "ended": ended, "sfen": board.sfen()}))


if __name__ == "__main__":
    main()
