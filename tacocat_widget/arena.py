"""Measure strength: two agents play the same deals from both seats, across every core.

    python -m tacocat_widget.arena heuristic random --games 1000

Each deal is played twice with the seats swapped, so neither agent profits
from a lucky deal or from sitting on one side. The win rate comes with a
Wilson 95% interval.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, TextIO

from .agents import Agent, make_agent
from .engine import Rules, new_game
from .engine.terms import Player as PlayerIndex

Player = Agent | str


@dataclass(frozen=True)
class ArenaResult:
    """How agent A did against agent B over ``games`` games (half from each seat)."""

    a: str
    b: str
    games: int
    a_wins: int
    a_wins_as_player_0: int
    seconds: float

    @property
    def win_rate(self) -> float:
        return self.a_wins / self.games

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """Wilson score interval for A's win rate (95% by default)."""
        n, p = self.games, self.win_rate
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return centre - spread, centre + spread

    def __str__(self) -> str:
        low, high = self.interval()
        return (
            f"{self.a} vs {self.b}: {self.a} won {self.a_wins} of {self.games} games "
            f"({self.win_rate:.1%}, 95% CI {low:.1%}-{high:.1%}; "
            f"{self.a_wins_as_player_0} of {self.games // 2} as player 0) in {self.seconds:.1f} s"
        )


def _agent(player: Player, seed: int) -> Agent:
    return make_agent(player, seed) if isinstance(player, str) else player


def play_deal(a: Player, b: Player, seed: int, rules: Rules | None = None) -> tuple[int, int]:
    """Play one deal from both seats: (A's wins as player 0, A's wins as player 1)."""
    first = _play((_agent(a, seed), _agent(b, seed + 1)), seed, rules)
    second = _play((_agent(b, seed + 1), _agent(a, seed)), seed, rules)
    return int(first == 0), int(second == 1)


def _play(agents: tuple[Agent, Agent], seed: int, rules: Rules | None) -> int:
    state = new_game(seed, rules)
    while not state.is_over:
        mover: PlayerIndex = state.to_move  # type: ignore[assignment]
        state = state.apply(agents[mover].decide(state.observe(mover)).action)
    return state.winner  # type: ignore[return-value]


def _deal_results(
    a: Player, b: Player, deals: int, seed: int, rules: Rules | None, processes: int
) -> Iterator[tuple[int, int]]:
    seeds = [seed + 2 * index for index in range(deals)]
    if processes <= 1:
        yield from (play_deal(a, b, s, rules) for s in seeds)
        return
    with ProcessPoolExecutor(processes) as pool:
        yield from pool.map(play_deal, [a] * deals, [b] * deals, seeds, [rules] * deals)


def arena(
    a: Player,
    b: Player,
    games: int = 200,
    *,
    seed: int = 0,
    rules: Rules | None = None,
    processes: int | None = None,
    progress: TextIO | None = sys.stderr,
) -> ArenaResult:
    """Play ``games`` games (an even number: each deal from both seats) and count A's wins.

    Agents are names (``"random"``, ``"heuristic"``, ``"ismcts"``) or Agent
    objects; ``processes`` defaults to every core.
    """
    if games < 2 or games % 2:
        raise ValueError(f"games must be an even number of at least 2, got {games}")
    deals, start = games // 2, time.perf_counter()
    workers = processes if processes is not None else (os.cpu_count() or 1)
    wins_first = wins_second = 0
    shown = 0.0
    for done, (first, second) in enumerate(_deal_results(a, b, deals, seed, rules, workers), 1):
        wins_first, wins_second = wins_first + first, wins_second + second
        if done == deals or time.perf_counter() - shown > 0.5:  # a few updates a second
            _show_progress(progress, done, deals, wins_first + wins_second, start)
            shown = time.perf_counter()
    return ArenaResult(
        _name(a), _name(b), games, wins_first + wins_second, wins_first, time.perf_counter() - start
    )


def _name(player: Player) -> str:
    return player if isinstance(player, str) else player.name


def _show_progress(stream: TextIO | None, done: int, deals: int, wins: int, start: float) -> None:
    if stream is None:
        return
    width = 30
    filled = width * done // deals
    rate = wins / (2 * done)
    elapsed = time.perf_counter() - start
    stream.write(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {2 * done}/{2 * deals} games, "
        f"A wins {rate:.1%}, {elapsed:.0f} s"
    )
    if done == deals:
        stream.write("\n")
    stream.flush()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tacocat_widget.arena", description=__doc__)
    parser.add_argument("a", help="agent A: random, heuristic or ismcts")
    parser.add_argument("b", help="agent B")
    parser.add_argument("--games", type=int, default=200, help="games in all (even)")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed")
    parser.add_argument("--processes", type=int, default=None, help="worker processes")
    args: Any = parser.parse_args(argv)
    print(arena(args.a, args.b, args.games, seed=args.seed, processes=args.processes))


if __name__ == "__main__":
    main()
