"""Strength figures, printed rather than asserted: python benchmarks/strength.py

Plays seat-swapped deals across every core with the arena and prints each win
rate with its 95% interval: the heuristic against random play, and ISMCTS at
its default budget against the heuristic.
"""

from __future__ import annotations

import argparse

from tacocat_widget.arena import arena


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per match (even)")
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    args = parser.parse_args()
    for a, b in (("heuristic", "random"), ("ismcts", "heuristic")):
        print(arena(a, b, args.games, seed=10_000, processes=args.processes), flush=True)


if __name__ == "__main__":
    main()
