"""Win chances that mean what they say: a search's raw estimate, mapped onto outcomes seen in play.

A search scores a move by the board's game-win chance after the round,
averaged over imagined worlds played out by a simple policy. That raw mean is
biased: the imagined rest of the round is played by the rollout policy, not
by the opponent, and the best of many noisy means is optimistic. So the
number shown is ``calibrated(raw, board)``: a logistic curve over the log-odds
of the raw estimate and of the board's own chance before the round is played
(``chances.board_win_chance``), fitted to who actually won games of
self-play. Both are things the agent knows when it decides. The compiled build
searches twice as far by default (``search.COMPILED_SPEEDUP``), which changes
the raw estimates, so each build has its own fit.

Within one decision the board is the same for every move, so the map keeps
the order of the moves: it never changes which move is best. Re-fit it with
``python -m tacocat_widget.study.fit calibration --games 200`` on each build
and paste the printed line into ``CALIBRATIONS`` below; ``benchmarks/calibration.py``
measures it on other games.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

from ..engine import COMPILED, new_game
from ..engine.terms import Player
from .base import Agent
from .chances import board_win_chance

# chance = sigmoid(RAW * logit(raw) + BOARD * logit(board) + SHIFT), fitted by the command
# above on each build, at its default budget (--games 200 --seed 70000): pure Python,
# 3,500 playouts a decision (11,102 decisions of PlannerAgent() self-play); compiled,
# 7,000 playouts a decision (10,863 decisions).
CALIBRATIONS = {
    "pure": (0.8951, 0.0746, -0.2599),
    "compiled": (1.0565, 0.1903, -0.2940),
}
CALIBRATION = CALIBRATIONS["compiled" if COMPILED else "pure"]
_EDGE = 1e-4  # estimates of exactly 0 or 1 (a won or lost game) stay finite in log-odds


def logit(chance: float) -> float:
    chance = min(max(chance, _EDGE), 1.0 - _EDGE)
    return math.log(chance / (1.0 - chance))


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def calibrated(
    raw: float, board: float, coefficients: tuple[float, float, float] = CALIBRATION
) -> float:
    """The win chance that a raw search estimate stands for, on a board worth ``board``."""
    if raw <= 0.0 or raw >= 1.0:
        return raw  # a game already decided in every imagined world
    on_raw, on_board, shift = coefficients
    return sigmoid(on_raw * logit(raw) + on_board * logit(board) + shift)


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
            board = board_win_chance(state.rules, state.position, state.covered, None, mover)
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


def fit_calibration(rows: Iterable[Prediction]) -> tuple[float, float, float]:
    """``CALIBRATION`` for these decisions: logistic regression of who won on both log-odds."""
    rows = list(rows)
    features = [(logit(row.raw), logit(row.board), 1.0) for row in rows]
    on_raw, on_board, shift = fit_logistic(features, [row.won for row in rows])
    return on_raw, on_board, shift


def fit_logistic(features: Sequence[Sequence[float]], outcomes: Sequence[int]) -> list[float]:
    """Coefficients of a logistic regression, by Newton's method (include a constant feature)."""
    size = len(features[0])
    coefficients = [0.0] * size
    for _ in range(50):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for x, y in zip(features, outcomes, strict=True):
            p = sigmoid(sum(c * v for c, v in zip(coefficients, x, strict=True)))
            error, weight = y - p, p * (1.0 - p)
            for i in range(size):
                gradient[i] += error * x[i]
                for j in range(size):
                    hessian[i][j] += weight * x[i] * x[j]
        step = _solve(hessian, gradient)
        coefficients = [c + d for c, d in zip(coefficients, step, strict=True)]
        if sum(map(abs, step)) < 1e-10:
            break
    return coefficients


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting, for the few unknowns of a fit."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(column + 1, size):
            factor = rows[r][column] / rows[column][column]
            for c in range(column, size + 1):
                rows[r][c] -= factor * rows[column][c]
    solution = [0.0] * size
    for r in range(size - 1, -1, -1):
        known = sum(rows[r][c] * solution[c] for c in range(r + 1, size))
        solution[r] = (rows[r][size] - known) / rows[r][r]
    return solution


def save_rows(rows: Iterable[Prediction], path: str | Path) -> None:
    """One JSON object a line, to fit or measure again without replaying the games."""
    with open(path, "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row._asdict()) + "\n")


def load_rows(path: str | Path) -> list[Prediction]:
    with open(path, encoding="utf-8") as lines:
        return [Prediction(**json.loads(line)) for line in lines if line.strip()]
