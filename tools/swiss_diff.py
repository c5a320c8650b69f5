#!/usr/bin/env python3
"""Differential test of Swiss pairings: `tabiya pair --trf` against py4swiss (FIDE Dutch, as
the endorsed programs pair). Test tool only.

Simulates tournaments (8-60 players, random ratings and results, forfeits, byes asked for in
advance (half-point and zero-point), withdrawals, late entries, either initial colour; and the
TRF(x) lines XXC rank, XXZ, XXP, XXA and XXS),
pairs every round with py4swiss, and asks tabiya to pair the same TRF. Prints one line
per round that differs (the first few in full) and a summary line:

    swiss: R rounds compared, S identical, D different (T tournaments)

Usage: swiss_diff.py --tabiya PATH [--rounds N] [--sequence S] [--show K] [--keep DIR]
Exit status 0 when every round compared is identical, 1 otherwise.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from py4swiss.engines import DutchEngine
from py4swiss.trf import TrfParser


class Player:
    def __init__(self, number, rating):
        self.number = number
        self.rating = rating
        # One entry a round: (opponent or 0, colour 'w'/'b'/'-', result code).
        self.rounds = []

    def tenths(self, scoring):
        return sum(scoring[r[2]] for r in self.rounds)


# What each result code is worth, in tenths: the default, and the XXS lines that change it.
SCORING = {"1": 10, "=": 5, "0": 0, "+": 10, "-": 0, "U": 10, "F": 10, "H": 5, "Z": 0, "W": 10, "D": 5, "L": 0}
XXS = [
    ("W=3.0 D=1.0", {"1": 30, "=": 10, "+": 30, "F": 30, "W": 30, "D": 10, "H": 10}),
    ("PAB=0.5", {"U": 5}),
]


def trf_text(players, total_rounds, black1=False, rank=False, zeroed=(), forbidden=(), accel=None, xxs=None):
    lines = ["012 Differential test", "062 {}".format(len(players)), "XXR {}".format(total_rounds)]
    scoring = dict(SCORING)
    if xxs:
        lines.append("XXS " + xxs[0])
        scoring.update(xxs[1])
    config = (["rank"] if rank else []) + (["black1"] if black1 else [])
    if config:
        lines.append("XXC " + " ".join(config))
    if zeroed:
        lines.append("XXZ " + " ".join(str(z) for z in sorted(zeroed)))
    for a, b in forbidden:
        lines.append("XXP {} {}".format(a, b))
    for number, points in sorted((accel or {}).items()):
        lines.append("XXA {:>4} ".format(number) + " ".join("{:>4.1f}".format(p) for p in points))
    for p in players:
        line = "001 {:>4}      {:<33} {:>4}".format(p.number, "Player {}".format(p.number), p.rating)
        line = line.ljust(80)
        line += "{:>4.1f}".format(p.tenths(scoring) / 10)
        line += " {:>4}".format(p.number)
        for opp, colour, result in p.rounds:
            if opp == 0:
                line += "  0000 - {}".format(result)
            else:
                line += "  {:>4} {} {}".format(opp, colour, result)
        lines.append(line)
    return "\n".join(lines) + "\n"


def parse_pairs(text):
    rows = [l.split() for l in text.strip().splitlines()]
    if not rows:
        return None
    count = int(rows[0][0])
    pairs = [tuple(int(x) for x in r) for r in rows[1:]]
    assert len(pairs) == count, text
    return pairs


def py4swiss_pairs(path):
    trf = TrfParser.parse(Path(path))
    return [(p.white, p.black) for p in DutchEngine.generate_pairings(trf)]


def tabiya_pairs(binary, path):
    out = subprocess.run([binary, "pair", "--trf", path], capture_output=True, text=True)
    if out.returncode != 0:
        return "error: " + out.stderr.strip()
    return parse_pairs(out.stdout)


def play(rng, players, pairs, draw_rate):
    by_number = {p.number: p for p in players}
    for white, black in pairs:
        if black == 0:
            by_number[white].rounds.append((0, "-", "U"))
            continue
        w, b = by_number[white], by_number[black]
        roll = rng.random()
        if roll < 0.03:
            # A forfeit: the game counts as not played.
            if rng.random() < 0.5:
                w.rounds.append((black, "w", "+"))
                b.rounds.append((white, "b", "-"))
            else:
                w.rounds.append((black, "w", "-"))
                b.rounds.append((white, "b", "+"))
            continue
        expected = 1 / (1 + 10 ** ((b.rating - w.rating) / 400))
        roll = rng.random()
        if roll < draw_rate:
            w.rounds.append((black, "w", "="))
            b.rounds.append((white, "b", "="))
        elif rng.random() < expected:
            w.rounds.append((black, "w", "1"))
            b.rounds.append((white, "b", "0"))
        else:
            w.rounds.append((black, "w", "0"))
            b.rounds.append((white, "b", "1"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabiya", required=True)
    ap.add_argument("--rounds", type=int, default=300)
    ap.add_argument("--sequence", type=int, default=1)
    ap.add_argument("--show", type=int, default=3)
    ap.add_argument("--keep")
    args = ap.parse_args()
    rng = random.Random(args.sequence)
    compared = same = tournaments = refused = 0
    shown = 0
    tmp = tempfile.mkdtemp(prefix="swiss-diff-")
    while compared < args.rounds:
        tournaments += 1
        n = rng.randint(8, 60)
        total = rng.randint(3, min(11, max(3, n // 2)))
        ratings = sorted((rng.randint(1000, 2600) for _ in range(n)), reverse=True)
        players = [Player(i + 1, r) for i, r in enumerate(ratings)]
        draw_rate = rng.choice([0.0, 0.1, 0.3])
        black1 = rng.random() < 0.3
        rank = rng.random() < 0.2
        withdrawn = set()
        # Teammates who must not meet, and an accelerated start (the top half a point up
        # for the first two rounds), now and then.
        forbidden = []
        if rng.random() < 0.3:
            for _ in range(rng.randint(1, 3)):
                a, b = rng.sample(range(1, n + 1), 2)
                forbidden.append((a, b))
        xxs = rng.choice(XXS) if rng.random() < 0.15 else None
        accel = None
        if rng.random() < 0.2:
            accel = {p.number: [1.0, 1.0] for p in players[: n // 2]}
        for rnd in range(1, total + 1):
            # Late entries (a bye of their choice for the rounds they missed).
            if rnd in (2, 3) and rng.random() < 0.2:
                for _ in range(rng.randint(1, 2)):
                    p = Player(len(players) + 1, rng.randint(1000, 2600))
                    p.rounds = [(0, "-", rng.choice("ZH")) for _ in range(rnd - 1)]
                    players.append(p)
            # Withdrawals, and byes asked for in advance: an entry for the round to pair.
            for p in players:
                if p.number in withdrawn:
                    p.rounds.append((0, "-", "Z"))
                elif rng.random() < 0.01:
                    withdrawn.add(p.number)
                    p.rounds.append((0, "-", "Z"))
                elif rng.random() < 0.03:
                    p.rounds.append((0, "-", rng.choice("HHZ")))
            # Now and then a player left out of this round by the arbiter (XXZ).
            zeroed = set()
            if rng.random() < 0.1:
                free = [p.number for p in players if len(p.rounds) < rnd]
                zeroed = {rng.choice(free)} if free else set()
            text = trf_text(players, total, black1, rank, zeroed, forbidden, accel, xxs)
            path = os.path.join(tmp, "t{}-r{}.trf".format(tournaments, rnd))
            with open(path, "w") as f:
                f.write(text)
            try:
                want = py4swiss_pairs(path)
            except Exception as e:  # noqa: BLE001 - a file the oracle will not pair ends the event
                refused += 1
                break
            got = tabiya_pairs(args.tabiya, path)
            compared += 1
            if got == want:
                same += 1
            else:
                if shown < args.show:
                    shown += 1
                    print("differs: tournament {} round {} ({} players): {}".format(tournaments, rnd, n, path))
                    print("  py4swiss: {}".format(want))
                    print("  tabiya:   {}".format(got))
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, os.path.basename(path)), "w") as f:
                        f.write(text)
            play(rng, players, want, draw_rate)
            for p in players:
                if p.number in zeroed:
                    p.rounds.append((0, "-", "Z"))
            if compared >= args.rounds:
                break
    print(
        "swiss: {} rounds compared, {} identical, {} different ({} tournaments, {} not paired by py4swiss)".format(
            compared, same, compared - same, tournaments, refused
        )
    )
    sys.exit(0 if same == compared else 1)


if __name__ == "__main__":
    main()
