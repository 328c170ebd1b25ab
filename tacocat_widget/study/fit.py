"""Re-measure what the planner's win chances stand on, and print the constants to paste in.

    python -m tacocat_widget.study.fit chances               # each space's round chances
    python -m tacocat_widget.study.fit calibration --games 100

``chances`` plays rounds on every space with the rollout policy on both sides
and prints ``DEFAULT_ROUND_CHANCES`` for ``agents/chances.py``.
``calibration`` plays the planner against itself at each budget of
``--budgets`` (by default ``FITTED_BUDGETS``, a tenth to four times its
default) and prints ``CALIBRATION`` and ``MEASURED_PLAYOUTS`` for
``agents/calibration.py`` (``--save`` keeps the decisions, ``--load`` fits
saved ones again). Re-fit the calibration after changing the planner or the
round chances, then check it on other games with ``python
benchmarks/calibration.py --iterations N``. A search of a given budget makes
the same moves on either build, so either fits it.
"""

from __future__ import annotations

import argparse
from functools import partial

from ..agents import PlannerAgent
from ..agents.calibration import FITTED_BUDGETS, fit_calibration, load_rows, save_rows, self_play
from ..agents.chances import measure_round_chances
from ..engine.rules import DEFAULT_RULES


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tacocat_widget.study.fit", description=__doc__)
    parser.add_argument("what", choices=["chances", "calibration"])
    parser.add_argument("--rounds", type=int, default=200_000, help="chances: rounds a space")
    parser.add_argument("--games", type=int, default=100, help="calibration: games a budget")
    parser.add_argument(
        "--budgets",
        type=int,
        nargs="+",
        default=FITTED_BUDGETS,
        help="calibration: the planner's budgets, in playouts",
    )
    parser.add_argument("--seed", type=int, default=None, help="default: 1 and 70,000")
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    parser.add_argument("--save", help="calibration: write the self-play decisions here")
    parser.add_argument(
        "--load", nargs="+", help="calibration: fit decisions saved earlier, not new games"
    )
    args = parser.parse_args(argv)
    if args.what == "chances":
        chances = measure_round_chances(DEFAULT_RULES, args.rounds, args.seed or 1)
        print("DEFAULT_ROUND_CHANCES = (")
        for zero, one, tie in chances:
            print(f"    ({zero:.4f}, {one:.4f}, {tie:.4f}),")
        print(")")
        return
    if args.load:
        rows = [row for path in args.load for row in load_rows(path)]
    else:
        seed = 70_000 if args.seed is None else args.seed
        rows = [
            row
            for budget in args.budgets
            for row in self_play(
                partial(PlannerAgent, iterations=budget), args.games, seed, args.processes
            )
        ]
    if args.save:
        save_rows(rows, args.save)
    coefficients = fit_calibration(rows)
    sizes = sorted({row.playouts for row in rows})
    print(f"{len(rows)} decisions, of searches of {sizes[0]} to {sizes[-1]} playouts")
    print(f"CALIBRATION = ({', '.join(f'{value:.4f}' for value in coefficients)})")
    print(f"MEASURED_PLAYOUTS = ({min(sizes)}, {max(sizes)})")


if __name__ == "__main__":
    main()
