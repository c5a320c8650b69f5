#!/usr/bin/env python3
"""Answers rules questions with Fairy-Stockfish (pyffish), one JSON object per line.

Request:  {"variant": NAME, "fen": FEN, "moves": [UCI, ...], "san": [UCI, ...],
           "thai": [UCI, ...]}
Response: {"legal": [sorted UCI], "fen": FEN after the moves, "immediate": [bool, value],
           "result": value or null (when there is no legal move), "san": {UCI: SAN},
           "thai": {UCI: Thai SAN}}
Values are from the side to move's view: 32000 win, -32000 loss, 0 draw.

The games pyffish does not ship are loaded from the ini file named on the command line.
"""
import json
import sys

import pyffish as sf


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1]) as fh:
            sf.load_variant_config(fh.read())
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            q = json.loads(line)
            v, fen, moves = q["variant"], q["fen"], q.get("moves", [])
            legal = sorted(sf.legal_moves(v, fen, moves))
            imm = sf.is_immediate_game_end(v, fen, moves)
            after = sf.get_fen(v, fen, moves)
            answer = {
                "legal": legal,
                "fen": after,
                "immediate": [bool(imm[0]), int(imm[1])],
                "result": None if legal else int(sf.game_result(v, fen, moves)),
                "san": {m: sf.get_san(v, after, m) for m in q.get("san", [])},
                "thai": {
                    m: sf.get_san(v, after, m, False, sf.NOTATION_THAI_SAN)
                    for m in q.get("thai", [])
                },
            }
        except Exception as e:  # a bad request must not kill the server
            answer = {"error": str(e)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
