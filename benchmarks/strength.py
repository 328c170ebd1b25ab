"""Strength figures, printed rather than asserted: python benchmarks/strength.py

Plays seat-swapped deals across every core with the arena and prints a table:
each match's win rate for the first agent with its 95% interval, and both
agents' median time per decision. Searching agents get the same time per
decision (``--seconds``), so each match is at equal time.

    python benchmarks/strength.py --games 400 --seconds 0.15
    python benchmarks/strength.py --games 200 --match planner-pimc --match ismcts-pimc

``pimc+tuned`` is the PIMC search finishing its rounds with the planner's
playout habits (``TunedPolicy``) instead of its own, to tell what the habits
are worth from what the rest of the planner is. ``planner@7000`` is the planner
with a budget of 7,000 playouts a decision instead of a time: ``planner@7000-planner@3500``
is what the compiled build's doubled default budget buys over the pure build's
(the same games on either build, as both choose the same moves).
"""

from __future__ import annotations

import argparse
import statistics

from tacocat_widget.agents import Agent, make_agent
from tacocat_widget.agents.rollout_policy import TunedPolicy
from tacocat_widget.arena import arena
from tacocat_widget.study.bench import which_build

MATCHES = (
    "planner-pimc",
    "planner-ismcts",
    "planner-heuristic",
    "planner-pimc+tuned",
    "ismcts-pimc",
    "ismcts-heuristic",
    "pimc-heuristic",
    "heuristic-random",
    "planner@7000-planner@3500",
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per match (even)")
    parser.add_argument("--seconds", type=float, default=0.15, help="time per decision")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    parser.add_argument(
        "--match", action="append", choices=MATCHES, help="a match to play (default: all)"
    )
    args = parser.parse_args()
    print(which_build())
    print(f"{args.games} games a match, {args.seconds} s per decision for searching agents")
    print("| A | B | A won | 95% interval | median s/decision A | B |")
    print("|---|---|---|---|---|---|")
    for match in args.match or MATCHES:
        a, b = match.split("-")
        result = arena(
            _player(a, args.seconds),
            _player(b, args.seconds),
            args.games,
            seed=args.seed,
            seconds=args.seconds,
            processes=args.processes,
        )
        low, high = result.interval()
        print(
            f"| {a} | {b} | {result.a_wins}/{result.games} = {result.win_rate:.1%} "
            f"| {low:.1%}-{high:.1%} | {_median(result.a_seconds)} | {_median(result.b_seconds)} |",
            flush=True,
        )


def _player(name: str, seconds: float) -> Agent | str:
    """An agent by name; ``pimc+tuned`` is built here, with the same time per decision, and
    ``name@budget`` with that many iterations a decision instead of a time."""
    if name == "pimc+tuned":
        return make_agent("pimc", seed=1, time_limit=seconds, rollout=TunedPolicy())
    if "@" in name:
        kind, budget = name.split("@")
        return make_agent(kind, seed=1, iterations=int(budget))
    return name


def _median(seconds: tuple[float, ...]) -> str:
    return f"{statistics.median(seconds):.3f}" if seconds else "-"


if __name__ == "__main__":
    main()
