"""Ratings for any set of agents: every pair plays a match, and one scale fits all the results.

    python -m tacocat_widget.arena ladder beginner casual club best --games 400
    python -m tacocat_widget.arena ladder casual best planner@700 mybots:LowKeeper

Each pair of agents plays ``games`` seat-swapped games (``arena.arena``:
in worker processes, or on any executor, a Dask cluster's included). A
Bradley-Terry model then gives each agent a strength such that A beats B with
chance ``s_A / (s_A + s_B)``, fitted to every pair's result at once, and
shown as Elo-style ratings: 400 points apart means 10 to 1 odds. The first
agent named is the anchor, at ``ANCHOR``. Each rating's 95% interval comes
from refitting on resampled results (each pair's wins drawn again from its
win rate), so it says how far another run of the same matches could move it.
"""

from __future__ import annotations

import argparse
import itertools
import math
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from .arena import ArenaResult, Player, add_match_options, arena, player_name

ANCHOR = 1000.0  # the first agent's rating; the others' are measured from it
ELO = 400.0 / math.log(10.0)  # Elo points per unit of log strength
PRIOR_GAMES = 1.0  # each pair's virtual game, half won by each: keeps a sweep's rating finite
RESAMPLES = 1000


@dataclass(frozen=True)
class Rating:
    name: str
    rating: float
    low: float  # the 95% interval
    high: float
    games: int


@dataclass(frozen=True)
class Ladder:
    """Every pair's match, and the ratings fitted to them all, strongest first."""

    matches: tuple[ArenaResult, ...]
    ratings: tuple[Rating, ...]

    def __str__(self) -> str:
        width = max(len(rating.name) for rating in self.ratings)
        lines = [f"{'agent':<{width}}  rating  95% interval  games"]
        for rating in self.ratings:
            span = (
                "anchor" if rating.low == rating.high else f"{rating.low:.0f} to {rating.high:.0f}"
            )
            lines.append(
                f"{rating.name:<{width}}  {rating.rating:6.0f}  {span:<12}  {rating.games}"
            )
        lines.append("")
        lines.extend(str(match) for match in self.matches)
        return "\n".join(lines)


def ladder(
    players: Sequence[Player],
    games: int = 200,
    *,
    progress: TextIO | None = sys.stderr,
    **match_options: Any,
) -> Ladder:
    """A round robin of ``games`` games a pair, and every agent's rating (the first at ``ANCHOR``).

    ``players`` are names (agents, levels, ``"planner@700"``) or Agent
    objects: a user's own agent, an OpenSpiel bot (``OpenSpielAgent``).
    ``match_options`` are ``arena``'s (``seed``, ``rules``, ``seconds``,
    ``executor``, ``processes``), for every match.
    """
    names = [player_name(player) for player in players]
    if len(players) < 2:
        raise ValueError(f"a ladder needs at least two agents, got {len(players)}")
    if len(set(names)) != len(names):
        raise ValueError(f"each agent in a ladder needs its own name, got {names}")
    matches = []
    for a, b in itertools.combinations(players, 2):
        if progress is not None:
            progress.write(f"{player_name(a)} against {player_name(b)}\n")
        matches.append(arena(a, b, games, progress=progress, **match_options))
    return Ladder(tuple(matches), tuple(rate(names, matches)))


def rate(names: Sequence[str], matches: Sequence[ArenaResult]) -> list[Rating]:
    """Each agent's rating and interval from the matches among them, strongest first."""
    index = {name: number for number, name in enumerate(names)}
    results = [(index[m.a], index[m.b], m.a_wins, m.games) for m in matches]
    ratings = bradley_terry(len(names), results)
    rng = random.Random(0)
    samples = [
        bradley_terry(len(names), [_resampled(result, rng) for result in results])
        for _ in range(RESAMPLES)
    ]
    played = [sum(g for i, j, _, g in results if number in (i, j)) for number in range(len(names))]
    rows = []
    for number, name in enumerate(names):
        spread = sorted(sample[number] for sample in samples)
        low, high = spread[int(0.025 * RESAMPLES)], spread[int(0.975 * RESAMPLES) - 1]
        rows.append(Rating(name, ratings[number], low, high, played[number]))
    return sorted(rows, key=lambda row: -row.rating)


def _resampled(result: tuple[int, int, int, int], rng: random.Random) -> tuple[int, int, int, int]:
    i, j, wins, games = result
    chance = wins / games
    return i, j, sum(rng.random() < chance for _ in range(games)), games


def bradley_terry(count: int, results: Sequence[tuple[int, int, float, int]]) -> list[float]:
    """Ratings (the first at ``ANCHOR``) fitted to (i, j, i's wins, games) by Hunter's MM steps.

    Agents that never meet, directly or through others, cannot be put on one
    scale: that raises.
    """
    _require_connected(count, results)
    wins = [0.0] * count
    meetings: dict[tuple[int, int], float] = {}
    for i, j, won, games in results:
        wins[i] += won + PRIOR_GAMES / 2
        wins[j] += games - won + PRIOR_GAMES / 2
        for pair in ((i, j), (j, i)):
            meetings[pair] = meetings.get(pair, 0.0) + games + PRIOR_GAMES
    strength = [1.0] * count
    for _ in range(10_000):
        updated = [
            wins[i]
            / sum(n / (strength[i] + strength[j]) for (a, j), n in meetings.items() if a == i)
            for i in range(count)
        ]
        scale = updated[0]
        updated = [value / scale for value in updated]
        change = max(abs(math.log(new / old)) for new, old in zip(updated, strength, strict=True))
        strength = updated
        if change < 1e-10:
            break
    return [ANCHOR + ELO * math.log(value) for value in strength]


def _require_connected(count: int, results: Sequence[tuple[int, int, float, int]]) -> None:
    linked, grew = {0}, True
    while grew:
        grew = False
        for i, j, _, _ in results:
            if (i in linked) != (j in linked):
                linked |= {i, j}
                grew = True
    if len(linked) != count:
        raise ValueError("every agent must play, directly or through others, against every other")


def expected_share(rating: float, other: float) -> float:
    """The share of games the Bradley-Terry model gives ``rating`` against ``other``."""
    return 1.0 / (1.0 + math.exp((other - rating) / ELO))


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m tacocat_widget.arena ladder", description=__doc__
    )
    parser.add_argument(
        "agents",
        nargs="+",
        help="agents, levels, name@iterations or module:factory (the first is the anchor)",
    )
    parser.add_argument("--games", type=int, default=200, help="games a pair (even)")
    add_match_options(parser)
    args: Any = parser.parse_args(argv)
    print(
        ladder(
            args.agents,
            args.games,
            seed=args.seed,
            seconds=args.seconds,
            processes=args.processes,
        )
    )
