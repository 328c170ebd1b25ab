"""Re-measure what the planner's win chances stand on, and print the constants to paste in.

    python -m tacocat_widget.study.fit chances               # each space's round chances
    python -m tacocat_widget.study.fit calibration --games 200

``chances`` plays rounds on every space with the rollout policy on both sides
and prints ``DEFAULT_ROUND_CHANCES`` for ``agents/chances.py``.
``calibration`` plays the planner against itself at its default budget and
prints this build's entry of ``CALIBRATIONS`` for ``agents/calibration.py`` (``--save`` keeps the
decisions, ``--load`` fits saved ones again). Re-fit the calibration after
changing the planner, its budget or the round chances, then check it on other
games with ``python benchmarks/calibration.py``.
"""

from __future__ import annotations

import argparse

from ..agents import PlannerAgent
from ..agents.calibration import fit_calibration, load_rows, save_rows, self_play
from ..agents.chances import measure_round_chances
from ..engine import COMPILED
from ..engine.rules import DEFAULT_RULES


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tacocat_widget.study.fit", description=__doc__)
    parser.add_argument("what", choices=["chances", "calibration"])
    parser.add_argument("--rounds", type=int, default=200_000, help="chances: rounds a space")
    parser.add_argument("--games", type=int, default=200, help="calibration: self-play games")
    parser.add_argument("--seed", type=int, default=None, help="default: 1 and 70,000")
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    parser.add_argument("--save", help="calibration: write the self-play decisions here")
    parser.add_argument("--load", help="calibration: fit decisions saved earlier, not new games")
    args = parser.parse_args(argv)
    if args.what == "chances":
        chances = measure_round_chances(DEFAULT_RULES, args.rounds, args.seed or 1)
        print("DEFAULT_ROUND_CHANCES = (")
        for zero, one, tie in chances:
            print(f"    ({zero:.4f}, {one:.4f}, {tie:.4f}),")
        print(")")
        return
    if args.load:
        rows = load_rows(args.load)
    else:
        seed = 70_000 if args.seed is None else args.seed
        rows = list(self_play(PlannerAgent, args.games, seed, args.processes))
    if args.save:
        save_rows(rows, args.save)
    on_raw, on_board, shift = fit_calibration(rows)
    print(f"{len(rows)} decisions in {len({row.game for row in rows})} games")
    build = "compiled" if COMPILED else "pure"
    print(f'CALIBRATIONS["{build}"] = ({on_raw:.4f}, {on_board:.4f}, {shift:.4f})')


if __name__ == "__main__":
    main()
