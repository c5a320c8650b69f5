#!/usr/bin/env python3
"""Convert a perft TSV (variant, fen, depth, nodes, source, note) into one
engine/tests/perft/<variant>.perft file per variant: `id` / `epd` / `perft D N` blocks.

Usage: tools/perft_tsv_to_files.py PERFT.tsv engine/tests/perft
"""
import collections
import os
import sys


def main(tsv, out_dir):
    rows = collections.OrderedDict()
    with open(tsv) as fh:
        header = fh.readline()
        assert header.startswith("variant"), header
        for line in fh:
            variant, fen, depth, nodes, source, note = line.rstrip("\n").split("\t")
            key = (variant, fen)
            entry = rows.setdefault(key, {"note": note, "depths": {}})
            d, n = int(depth), int(nodes)
            if d in entry["depths"] and entry["depths"][d] != n:
                sys.exit(f"sources disagree: {variant} {fen} depth {d}")
            entry["depths"][d] = n
    by_variant = collections.defaultdict(list)
    for (variant, fen), entry in rows.items():
        by_variant[variant].append((fen, entry))
    os.makedirs(out_dir, exist_ok=True)
    for variant, entries in by_variant.items():
        with open(os.path.join(out_dir, f"{variant}.perft"), "w") as out:
            out.write(f"# {variant}: perft counts of Fairy-Stockfish's reading (variant name `{variant}`).\n")
            out.write("# Figures from Fairy-Stockfish built from source, cross-checked with pyffish.\n")
            for i, (fen, entry) in enumerate(entries):
                note = entry["note"].split(":")[0].strip() or f"position {i}"
                out.write(f"\nid {variant}-{i} {note}\nepd {fen}\n")
                for d in sorted(entry["depths"]):
                    out.write(f"perft {d} {entry['depths'][d]}\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
