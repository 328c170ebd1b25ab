"""Measure strength: two agents play the same deals from both seats, across every core.

    python -m tacocat_widget.arena heuristic random --games 1000
    python -m tacocat_widget.arena ismcts pimc --games 400 --seconds 0.2
    python -m tacocat_widget.arena ladder beginner casual club --games 400   # ratings: ladder.py

Each deal is played twice with the seats swapped, so neither agent profits
from a lucky deal or from sitting on one side. The win rate comes with a
Wilson 95% interval, and each agent's time per decision is measured, so a
match at equal time (``--seconds``: the same limit for every searching
agent) shows that it was one.
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TextIO

from ..agents import AGENTS, Agent, browser, make_agent
from ..engine import Rules, new_game
from ..engine.terms import Player as PlayerIndex
from .analysis import Z, wilson_interval

Player = Agent | str


@dataclass(frozen=True)
class ArenaResult:
    """How agent A did against agent B over ``games`` games (half from each seat).

    ``a_seconds`` and ``b_seconds`` hold the time of every decision each made
    (left out of the ``repr``: a match makes thousands).
    """

    a: str
    b: str
    games: int
    a_wins: int
    a_wins_as_player_0: int
    seconds: float
    a_seconds: tuple[float, ...] = field(default=(), repr=False)
    b_seconds: tuple[float, ...] = field(default=(), repr=False)

    @property
    def win_rate(self) -> float:
        return self.a_wins / self.games

    def interval(self, z: float = Z) -> tuple[float, float]:
        """Wilson score interval for A's win rate (95% by default)."""
        return wilson_interval(self.win_rate, self.games, z)

    def __str__(self) -> str:
        low, high = self.interval()
        text = (
            f"{self.a} vs {self.b}: {self.a} won {self.a_wins} of {self.games} games "
            f"({self.win_rate:.1%}, 95% CI {low:.1%}-{high:.1%}; "
            f"{self.a_wins_as_player_0} of {self.games // 2} as player 0) in {self.seconds:.1f} s"
        )
        if self.a_seconds and self.b_seconds:
            text += (
                f"; seconds per decision, median (slowest): {self.a} {_times(self.a_seconds)}, "
                f"{self.b} {_times(self.b_seconds)}"
            )
        return text


def _times(seconds: tuple[float, ...]) -> str:
    return f"{statistics.median(seconds):.3f} ({max(seconds):.3f})"


class DealResult(NamedTuple):
    """One deal from both seats: A's wins as player 0 and as player 1, and each one's timings."""

    a_first: int
    a_second: int
    a_seconds: tuple[float, ...]
    b_seconds: tuple[float, ...]


def _agent(player: Player, seed: int, seconds: float | None) -> Agent:
    if not isinstance(player, str):
        return player
    options = {} if seconds is None else {"time_limit": seconds}
    return agent_named(player, seed, **options)


def agent_named(text: str, seed: int, **options: Any) -> Agent:
    """The agent ``text`` names: an agent or a level (``"club"``), one with a budget of
    iterations (``"planner@700"``), or a class or factory taking ``seed`` (``"mybots:LowKeeper"``).
    """
    if ":" in text:
        module, _, attribute = text.partition(":")
        try:
            made = getattr(importlib.import_module(module), attribute)
        except (ImportError, AttributeError) as error:
            raise ValueError(f"cannot find the agent {text!r:.80}: {error}") from None
        agent = made(seed=seed)
        if not isinstance(agent, Agent):
            raise TypeError(f"{text!r:.80} made {type(agent).__name__}, not an agent with decide()")
        return agent
    name, budget, iterations = text.partition("@")
    if budget:
        if not iterations.isdigit() or int(iterations) < 1:
            raise ValueError(f"a budget after @ is a whole number of iterations, got {text!r:.80}")
        agent = make_agent(name, seed, **{**options, "iterations": int(iterations)})
        agent.name = text
        return agent
    return make_agent(name, seed, **options)


def play_deal(
    a: Player, b: Player, seed: int, rules: Rules | None = None, seconds: float | None = None
) -> DealResult:
    """Play one deal from both seats; ``seconds`` limits every searching agent named by text."""
    agent_a, agent_b = _agent(a, seed, seconds), _agent(b, seed + 1, seconds)
    first, (a_first, b_first) = _play((agent_a, agent_b), seed, rules)
    second, (b_second, a_second) = _play((agent_b, agent_a), seed, rules)
    return DealResult(int(first == 0), int(second == 1), a_first + a_second, b_first + b_second)


def _play(
    agents: tuple[Agent, Agent], seed: int, rules: Rules | None
) -> tuple[int, tuple[tuple[float, ...], tuple[float, ...]]]:
    """The winner, and each seat's seconds per decision."""
    state = new_game(seed, rules)
    timings: tuple[list[float], list[float]] = ([], [])
    while not state.is_over:
        mover: PlayerIndex = state.to_move  # type: ignore[assignment]
        started = time.perf_counter()
        action = agents[mover].decide(state.observe(mover)).action
        timings[mover].append(time.perf_counter() - started)
        state = state.apply(action)
    return state.winner, (tuple(timings[0]), tuple(timings[1]))  # type: ignore[return-value]


def _deal_results(
    a: Player,
    b: Player,
    seeds: list[int],
    rules: Rules | None,
    seconds: float | None,
    executor: Executor | None,
    processes: int,
) -> Iterator[DealResult]:
    count = len(seeds)
    arguments = ([a] * count, [b] * count, seeds, [rules] * count, [seconds] * count)
    if executor is not None:
        yield from executor.map(play_deal, *arguments)
    elif processes <= 1 or browser.IN_A_BROWSER:  # a browser's Python starts no processes
        yield from map(play_deal, *arguments)
    else:
        with ProcessPoolExecutor(processes) as pool:
            yield from pool.map(play_deal, *arguments)


def arena(
    a: Player,
    b: Player,
    games: int = 200,
    *,
    seed: int = 0,
    rules: Rules | None = None,
    seconds: float | None = None,
    executor: Executor | None = None,
    processes: int | None = None,
    progress: TextIO | None = sys.stderr,
) -> ArenaResult:
    """Play ``games`` games (an even number: each deal from both seats) and count A's wins.

    Agents are names (``"random"``, ``"heuristic"``, ``"ismcts"``, ``"pimc"``, ``"planner"``)
    or Agent objects. ``seconds`` gives every searching agent named by text
    the same time per decision. Deals run on ``executor`` (any
    ``concurrent.futures.Executor``, a Dask client's ``get_executor()``
    included) or else in ``processes`` worker processes (default: every core); where
    Python runs in a browser (Pyodide, with no processes), in this one.
    """
    if games < 2 or games % 2:
        raise ValueError(f"games must be an even number of at least 2, got {games}")
    deals, start = games // 2, time.perf_counter()
    seeds = [seed + 2 * index for index in range(deals)]
    workers = processes if processes is not None else (os.cpu_count() or 1)
    wins_first = wins_second = 0
    a_seconds: list[float] = []
    b_seconds: list[float] = []
    shown = 0.0
    results = _deal_results(a, b, seeds, rules, seconds, executor, workers)
    for done, deal in enumerate(results, 1):
        wins_first, wins_second = wins_first + deal.a_first, wins_second + deal.a_second
        a_seconds += deal.a_seconds
        b_seconds += deal.b_seconds
        if done == deals or time.perf_counter() - shown > 0.5:  # a few updates a second
            _show_progress(progress, done, deals, wins_first + wins_second, start)
            shown = time.perf_counter()
    return ArenaResult(
        player_name(a),
        player_name(b),
        games,
        wins_first + wins_second,
        wins_first,
        time.perf_counter() - start,
        tuple(a_seconds),
        tuple(b_seconds),
    )


def player_name(player: Player) -> str:
    """How a match names a player: its text, or the agent's name."""
    return (
        player if isinstance(player, str) else str(getattr(player, "name", type(player).__name__))
    )


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


def add_match_options(parser: argparse.ArgumentParser) -> None:
    """The options of a match, for this command and the ladder's: ``arena``'s keywords."""
    parser.add_argument("--seed", type=int, default=0, help="the first deal's seed (of each match)")
    parser.add_argument(
        "--seconds", type=float, default=None, help="time per decision for every searching agent"
    )
    parser.add_argument("--processes", type=int, default=None, help="worker processes")


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["ladder"]:
        from .ladder import main as ladder_main  # the ladder plays its matches with this module

        ladder_main(argv[1:])
        return
    parser = argparse.ArgumentParser(prog="python -m tacocat_widget.arena", description=__doc__)
    parser.add_argument("a", help=f"agent A: {', '.join(AGENTS)}")
    parser.add_argument("b", help="agent B")
    parser.add_argument("--games", type=int, default=200, help="games in all (even)")
    add_match_options(parser)
    args: Any = parser.parse_args(argv)
    match = arena(
        args.a, args.b, args.games, seed=args.seed, seconds=args.seconds, processes=args.processes
    )
    print(match)


if __name__ == "__main__":
    main()
