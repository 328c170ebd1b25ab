"""How long each level takes to decide: python benchmarks/levels.py

    python benchmarks/levels.py --positions 300

Times every level (``agents.LEVELS``) on the same positions, each with more
than one legal move, taken from seeded random games, one decision at a time
in this process: the median, the 95th percentile and the slowest, in seconds.
A level's budget is a number of playouts, so it plays the same moves on any
machine; these times are this machine's, on the build this prints.
"""

from __future__ import annotations

import argparse
import statistics
import time

from tacocat_widget.agents import LEVELS, make_agent
from tacocat_widget.study.bench import decision_states, which_build


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300, help="random games to draw from")
    args = parser.parse_args()
    print(which_build())
    states = decision_states(args.positions)
    print(f"{len(states)} positions, seconds a decision")
    print("| level | median | 95th percentile | slowest |")
    print("|---|---|---|---|")
    for level in LEVELS:
        agent, seconds = make_agent(level.name, seed=1), []
        for state in states:
            seen = state.observe(state.to_move)  # type: ignore[arg-type]
            started = time.perf_counter()
            agent.decide(seen)
            seconds.append(time.perf_counter() - started)
        seconds.sort()
        slow = seconds[int(0.95 * len(seconds))]
        print(
            f"| {level.name} | {statistics.median(seconds):.4f} | {slow:.4f} | {seconds[-1]:.4f} |"
        )


if __name__ == "__main__":
    main()
