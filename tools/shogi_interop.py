#!/usr/bin/env python3
"""Test helper for engine/tests/shogi_interop.rs: Shogi records through cshogi and python-shogi.

Reads one JSON request a line on standard input and answers one JSON line:

- {"op": "read", "format": "kif"|"csa", "text": ..., "libs": ["cshogi", "python_shogi"]}
  -> {"cshogi": {"moves": [USI...], "end": SFEN}, "python_shogi": {...}}
  Each library named (both by default) parses the record, then replays its moves from the
  start it read.
- {"op": "write", "start": SFEN, "moves": [USI...]}
  -> {"kif": ..., "csa": ..., "csa_board_lines": ...}
  cshogi's exporters write the game (a KIF with times and comments, a board diagram when the
  start is not the standard one; a CSA with the time on each move's line after a comma and a
  comment line), and "csa_board_lines" gives the start as P1..P9 lines even when it is the
  standard one.

A failure answers {"error": "..."}; the test fails on it. Test tool only.
"""

import json
import os
import sys
import tempfile
import traceback

import cshogi
import cshogi.CSA
import cshogi.KIF
import shogi
import shogi.CSA
import shogi.KIF


def read_cshogi(fmt, text):
    if fmt == "kif":
        parsed = cshogi.KIF.Parser.parse_str(text)
    else:
        parsed = cshogi.CSA.Parser.parse_str(text)[0]
    board = cshogi.Board(sfen=parsed.sfen)
    moves = []
    for m in parsed.moves:
        moves.append(cshogi.move_to_usi(m))
        board.push(m)
    return {"moves": moves, "end": board.sfen()}


def read_python_shogi(fmt, text):
    parser = shogi.KIF.Parser if fmt == "kif" else shogi.CSA.Parser
    game = parser.parse_str(text)[0]
    board = shogi.Board(game["sfen"])
    for m in game["moves"]:
        board.push_usi(m)
    return {"moves": list(game["moves"]), "end": board.sfen()}


def written(path, encoding="utf-8"):
    with open(path, encoding=encoding) as f:
        return f.read()


def write(start, moves):
    board = cshogi.Board(sfen=start)
    standard = board.sfen() == cshogi.Board().sfen()
    out = {}
    with tempfile.TemporaryDirectory() as d:
        # KIF: cshogi writes UTF-8 for the .kifu extension.
        path = os.path.join(d, "game.kifu")
        kif = cshogi.KIF.Exporter(path)
        kif.header(
            ["Sente player", "Gote player"],
            handicap=None if standard else "sfen " + start,
        )
        b = cshogi.Board(sfen=start)
        total = 0
        for i, usi in enumerate(moves):
            m = b.move_from_usi(usi)
            total += 7 + i % 5
            kif.move(m, sec=7 + i % 5, sec_sum=total)
            if i % 4 == 1:
                kif.kifu.write("*a comment on move {}\n".format(i + 1))
            b.push(m)
        kif.end("resign")
        kif.close()
        out["kif"] = written(path)

        def csa(start_lines):
            path = os.path.join(d, "game.csa")
            e = cshogi.CSA.Exporter(path, encoding="utf-8")
            e.f.write("V2.2\nN+Sente player\nN-Gote player\n'a comment before the start\n")
            e.f.write(start_lines)
            e.turn = board.turn
            b = cshogi.Board(sfen=start)
            for i, usi in enumerate(moves):
                m = b.move_from_usi(usi)
                comment = "note {}".format(i) if i % 5 == 2 else None
                e.move(m, time=3 + i % 7, comment=comment, sep=",")
                b.push(m)
            e.endgame("%TORYO")
            e.close()
            return written(path)

        # csa_pos() ends with the side to move's line.
        out["csa"] = csa("PI\n+\n" if standard else board.csa_pos())
        out["csa_board_lines"] = csa(board.csa_pos())
    return out


def main():
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            q = json.loads(line)
            if q["op"] == "read":
                readers = {"cshogi": read_cshogi, "python_shogi": read_python_shogi}
                libs = q.get("libs", list(readers))
                a = {lib: readers[lib](q["format"], q["text"]) for lib in libs}
            elif q["op"] == "write":
                a = write(q["start"], q["moves"])
            else:
                a = {"error": "unknown op " + q["op"]}
        except Exception:  # noqa: BLE001 - every failure goes back to the test
            a = {"error": traceback.format_exc()}
        print(json.dumps(a, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
