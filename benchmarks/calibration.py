"""How well the search agent's win chances match outcomes: python benchmarks/calibration.py

    python benchmarks/calibration.py --iterations 14000 --games 200

Plays the planner against itself (at ``--iterations`` playouts a decision,
or its default budget) and compares, decision by decision, the win chance it
showed for its move with whether the mover went on to win. Prints the mean
chance against the mean outcome, a table by decile of the chance, and Brier
scores (lower is better) of the agent, of the search-free estimate from the
board alone, and of always saying 0.5, then whether the chances pass the
checks the docs name: mean shown within 2 points of mean won, every decile
within 8 points, and a Brier score below the board's. The intervals resample
whole games, since the moves of one game are correlated. Use seeds other than
those the calibration was fitted on (its command uses 70,000 and up).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import defaultdict
from functools import partial

from tacocat_widget.agents import PlannerAgent
from tacocat_widget.agents.calibration import (
    Prediction,
    calibrated,
    load_rows,
    save_rows,
    self_play,
)
from tacocat_widget.study.bench import which_build


def brier(rows: list[Prediction], estimate: str) -> float:
    return statistics.fmean((getattr(row, estimate) - row.won) ** 2 for row in rows)


def by_game(rows: list[Prediction]) -> list[list[Prediction]]:
    games: dict[int, list[Prediction]] = defaultdict(list)
    for row in rows:
        games[row.game].append(row)
    return list(games.values())


def interval(games: list[list[Prediction]], figure, resamples: int = 2000) -> tuple[float, float]:
    """A 95% interval of ``figure(rows)``, resampling whole games."""
    rng = random.Random(0)
    values = sorted(
        figure([row for game in rng.choices(games, k=len(games)) for row in game])
        for _ in range(resamples)
    )
    return values[int(0.025 * resamples)], values[int(0.975 * resamples) - 1]


def deciles(rows: list[Prediction]) -> float:
    """Print the table by decile of the chance shown; return the largest gap."""
    bins: dict[int, list[Prediction]] = defaultdict(list)
    for row in rows:
        bins[min(int(row.chance * 10), 9)].append(row)
    print("| shown chance | decisions | mean shown | won | gap |")
    print("|---|---|---|---|---|")
    worst = 0.0
    for index in range(10):
        rows_in = bins.get(index, [])
        if not rows_in:
            continue
        shown = statistics.fmean(row.chance for row in rows_in)
        won = statistics.fmean(row.won for row in rows_in)
        worst = max(worst, abs(won - shown))
        print(
            f"| {index / 10:.1f}-{(index + 1) / 10:.1f} | {len(rows_in)} | {shown:.3f} "
            f"| {won:.3f} | {won - shown:+.3f} |"
        )
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument(
        "--iterations", type=int, default=None, help="playouts a decision (default: its default)"
    )
    parser.add_argument("--seed", type=int, default=90_000)
    parser.add_argument("--processes", type=int, default=None)
    parser.add_argument("--save", help="write the decisions here (JSON lines)")
    parser.add_argument(
        "--load",
        nargs="+",
        help="measure decisions saved earlier, with the calibration as it is now "
        "(the moves played do not depend on it, so the games would be the same)",
    )
    args = parser.parse_args()
    print(which_build())
    if args.load:
        rows = [
            row._replace(chance=calibrated(row.raw, row.board, row.playouts))
            for path in args.load
            for row in load_rows(path)
        ]
    else:
        planner = partial(PlannerAgent, iterations=args.iterations)
        rows = list(self_play(planner, args.games, args.seed, args.processes))
    if args.save:
        save_rows(rows, args.save)
    games = by_game(rows)
    shown = statistics.fmean(row.chance for row in rows)
    won = statistics.fmean(row.won for row in rows)
    sizes = sorted(row.playouts for row in rows)
    print(
        f"{len(rows)} decisions with values in {len(games)} games of PlannerAgent self-play, "
        f"searches of {sizes[0]} to {sizes[-1]} playouts (median {statistics.median(sizes):g})"
    )
    print(f"mean shown chance {shown:.3f}, mean outcome {won:.3f}")
    worst = deciles(rows)
    for name, estimate in (("agent", "chance"), ("board alone", "board")):
        low, high = interval(games, lambda sample, e=estimate: brier(sample, e))
        print(f"Brier, {name}: {brier(rows, estimate):.4f} (95% CI {low:.4f}-{high:.4f})")
    low, high = interval(games, lambda sample: brier(sample, "board") - brier(sample, "chance"))
    gain = brier(rows, "board") - brier(rows, "chance")
    print(f"Brier, board alone minus agent: {gain:+.4f} (95% CI {low:+.4f} to {high:+.4f})")
    print("Brier, always 0.5: 0.2500")
    print(f"mean shown within 2 points of mean won: {abs(shown - won) <= 0.02}")
    print(f"every decile within 8 points: {worst <= 0.08} (largest gap {worst:.3f})")
    print(f"Brier below the board alone's: {gain > 0}")


if __name__ == "__main__":
    main()
