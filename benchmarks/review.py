"""How long a whole game's review takes at the default budget: ``python benchmarks/review.py``.

Plays seeded games between two agents, reviews each (every move's position
analysed by the planner at its default, calibrated budget, on the review's
worker thread) and prints the moves, the seconds and the marks per game.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tacocat_widget import TacocatWidget
from tacocat_widget.study.bench import which_build


def review_seconds(seed: int, players: tuple[str, str]) -> tuple[int, float, dict[str, int]]:
    """(moves, seconds, marks by name) of one game's review."""
    widget = TacocatWidget(players=players, seed=seed)
    widget.run("game")
    start = time.perf_counter()
    job = widget.review(wait=True)
    seconds = time.perf_counter() - start
    marks: dict[str, int] = {}
    for move in job.moves():
        if move.mark:
            marks[move.mark] = marks.get(move.mark, 0) + 1
    return job.total, seconds, marks


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--players", nargs=2, default=["heuristic", "planner"])
    args = parser.parse_args(argv)
    print(which_build())
    times, lengths = [], []
    for seed in range(args.seed, args.seed + args.games):
        moves, seconds, marks = review_seconds(seed, tuple(args.players))  # type: ignore[arg-type]
        times.append(seconds)
        lengths.append(moves)
        print(f"seed {seed}: {moves} moves reviewed in {seconds:.1f} s; marks {marks}")
    print(
        f"median {statistics.median(times):.1f} s per game (slowest {max(times):.1f} s), "
        f"median {statistics.median(lengths)} moves, "
        f"{sum(times) / sum(lengths):.3f} s per move"
    )


if __name__ == "__main__":
    main()
