"""Win chances that mean what they say: a search's raw estimate, mapped onto outcomes seen in play.

A search scores a move by the board's game-win chance after the round,
averaged over imagined worlds played out by a simple policy. That raw mean is
biased: the imagined rest of the round is played by the rollout policy, not
by the opponent, and the best of many noisy means is optimistic. So the
number shown is ``calibrated(raw)``: a logistic curve over the raw estimate's
log-odds (Platt scaling), fitted to who actually won games of self-play.

The map is monotone, so it never changes which move is best. Re-fit it with
``python -m tacocat_widget.fit calibration --games 200`` and paste the
printed line over ``PLATT`` below; ``benchmarks/calibration.py`` measures it
on fresh games.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import NamedTuple

from ..engine import new_game
from ..engine.terms import Player
from .base import Agent
from .chances import board_win_chance

# chance = 1 / (1 + exp(-(SLOPE * logit(raw) + SHIFT))), fitted by the command above
# (seed 70,000: 11,792 decisions in 200 games of PlannerAgent() self-play).
PLATT = (0.7914, -0.3026)
_EDGE = 1e-4  # raw estimates of exactly 0 or 1 (a won or lost game) stay finite in log-odds


def logit(chance: float) -> float:
    chance = min(max(chance, _EDGE), 1.0 - _EDGE)
    return math.log(chance / (1.0 - chance))


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def calibrated(raw: float, platt: tuple[float, float] = PLATT) -> float:
    """The win chance that a raw search estimate ``raw`` stands for."""
    if raw <= 0.0 or raw >= 1.0:
        return raw  # a game already decided in every imagined world
    slope, shift = platt
    return sigmoid(slope * logit(raw) + shift)


class Prediction(NamedTuple):
    """One decision of a self-play game: what was predicted, and what happened."""

    game: int
    phase: str
    raw: float  # the search's raw estimate for the move it chose
    chance: float  # the win chance it showed for that move
    board: float  # the search-free estimate: the board alone
    won: int  # 1 if the mover went on to win the game


def play_and_record(agent_factory: Callable[[int], Agent], seed: int) -> list[Prediction]:
    """One game of an agent against itself, with every decision's predictions."""
    agents = (agent_factory(seed), agent_factory(seed + 1))
    state, moves = new_game(seed), list[tuple[int, str, float, float, float]]()
    while not state.is_over:
        mover: Player = state.to_move  # type: ignore[assignment]
        decision = agents[mover].decide(state.observe(mover))
        if decision.values and "raw_value" in decision.info:
            board = board_win_chance(
                state.rules, state.position, state.covered, state.winner, mover
            )
            chance = decision.values[decision.action]
            moves.append((mover, state.phase, decision.info["raw_value"], chance, board))
        state = state.apply(decision.action)
    return [
        Prediction(seed, phase, raw, chance, board, int(state.winner == mover))
        for mover, phase, raw, chance, board in moves
    ]


def self_play(
    agent_factory: Callable[[int], Agent], games: int, seed: int, processes: int | None = None
) -> Iterator[Prediction]:
    """Every decision of ``games`` self-play games, seeds ``seed``, ``seed + 2``, ..."""
    seeds = [seed + 2 * index for index in range(games)]
    with ProcessPoolExecutor(processes) as pool:
        for game in pool.map(play_and_record, [agent_factory] * games, seeds):
            yield from game


def fit_platt(raws: Iterable[float], outcomes: Iterable[int]) -> tuple[float, float]:
    """Logistic regression of outcome on log-odds of ``raw`` (Newton's method): (slope, shift)."""
    xs = [logit(raw) for raw in raws]
    ys = list(outcomes)
    slope, shift = 1.0, 0.0
    for _ in range(50):
        g0 = g1 = h00 = h01 = h11 = 0.0
        for x, y in zip(xs, ys, strict=True):
            p = sigmoid(slope * x + shift)
            error, weight = y - p, p * (1.0 - p)
            g0, g1 = g0 + error * x, g1 + error
            h00, h01, h11 = h00 + weight * x * x, h01 + weight * x, h11 + weight
        determinant = h00 * h11 - h01 * h01
        if determinant <= 0:
            break
        step0 = (h11 * g0 - h01 * g1) / determinant
        step1 = (h00 * g1 - h01 * g0) / determinant
        slope, shift = slope + step0, shift + step1
        if abs(step0) + abs(step1) < 1e-10:
            break
    return slope, shift
