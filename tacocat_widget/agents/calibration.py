"""Win chances that mean what they say: a search's raw estimate, mapped onto outcomes seen in play.

A search scores a move by the board's game-win chance after the round,
averaged over imagined worlds played out by a simple policy. That raw mean is
biased: the imagined rest of the round is played by the rollout policy, not
by the opponent, and the best of many noisy means is optimistic, the more so
the fewer the worlds. So the number shown is ``calibrated(raw, board,
playouts)``: a logistic curve over the log-odds of the raw estimate and of the
board's own chance before the round is played (``chances.board_win_chance``),
whose slopes and shift move with the size of the search (the log of its
playouts), fitted to who actually won games of self-play at budgets from a
tenth to four times the planner's default. All three are things the agent
knows when it decides, and a search of the same size chooses the same moves
on either build, so one fit serves both.

A search smaller or larger than any fitted (``MEASURED_PLAYOUTS``) is
calibrated as the nearest fitted size and its chances called estimates
(``is_measured``). Within one decision the board and the size are the same
for every move, so the map keeps the order of the moves: it never changes
which move is best. Re-fit it with ``python -m tacocat_widget.study.fit
calibration`` and paste the printed lines below; ``benchmarks/calibration.py
--iterations N`` measures it on other games at any budget.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import NamedTuple

from ..engine import new_game
from ..engine.terms import Player
from .base import Agent
from .chances import board_win_chance

# chance = sigmoid((RAW + RAW_BY_SIZE * size) * logit(raw)
#                  + (BOARD + BOARD_BY_SIZE * size) * logit(board) + SHIFT + SHIFT_BY_SIZE * size),
# size = log2(playouts / REFERENCE_PLAYOUTS), fitted by the command above (--seed 70000, 100 games
# of PlannerAgent(iterations=N) self-play at each N of FITTED_BUDGETS).
REFERENCE_PLAYOUTS = 3500
FITTED_BUDGETS = (350, 875, 1750, 3500, 7000, 14_000)
CALIBRATION = (1.0209, 0.0536, 0.1106, -0.0158, -0.2831, -0.0136)
# The playouts the fitted searches made (each keeps a few for the worlds it shows).
MEASURED_PLAYOUTS = (318, 13875)
_EDGE = 1e-4  # estimates of exactly 0 or 1 (a won or lost game) stay finite in log-odds


def logit(chance: float) -> float:
    chance = min(max(chance, _EDGE), 1.0 - _EDGE)
    return math.log(chance / (1.0 - chance))


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def search_size(playouts: int, measured: tuple[int, int] | None = MEASURED_PLAYOUTS) -> float:
    """How large a search is, as the calibration reads it: log2 of its playouts over the
    reference, taken as the nearest of the ``measured`` sizes (None: as it is, for a fit)."""
    if measured is not None:
        playouts = min(max(playouts, measured[0]), measured[1])
    return math.log2(playouts / REFERENCE_PLAYOUTS)


def is_measured(playouts: int) -> bool:
    """Whether a search of this many playouts is within the sizes the calibration was fitted on."""
    low, high = MEASURED_PLAYOUTS
    return low <= playouts <= high


def chance_kind(playouts: int) -> str:
    """What a search of this size may call its calibrated values (``base.VALUE_KINDS``)."""
    return "game win chance" if is_measured(playouts) else "estimated win chance"


def features(raw: float, board: float, size: float) -> tuple[float, ...]:
    """What the calibration weighs, in the order of ``CALIBRATION``'s coefficients."""
    on_raw, on_board = logit(raw), logit(board)
    return (on_raw, on_raw * size, on_board, on_board * size, 1.0, size)


def calibrated(
    raw: float,
    board: float,
    playouts: int = REFERENCE_PLAYOUTS,
    coefficients: Sequence[float] = CALIBRATION,
) -> float:
    """The win chance that a raw search estimate stands for, on a board worth ``board``,
    from a search of ``playouts``."""
    if raw <= 0.0 or raw >= 1.0:
        return raw  # a game already decided in every imagined world
    weighed = features(raw, board, search_size(playouts))
    return sigmoid(sum(c * x for c, x in zip(coefficients, weighed, strict=True)))


class Prediction(NamedTuple):
    """One decision of a self-play game: what was predicted, and what happened."""

    game: int
    phase: str
    raw: float  # the search's raw estimate for the move it chose
    chance: float  # the win chance it showed for that move
    board: float  # the search-free estimate: the board alone
    won: int  # 1 if the mover went on to win the game
    playouts: int = REFERENCE_PLAYOUTS  # the size of the search


def play_and_record(agent_factory: Callable[[int], Agent], seed: int) -> list[Prediction]:
    """One game of an agent against itself, with every decision's predictions."""
    agents = (agent_factory(seed), agent_factory(seed + 1))
    state, moves = new_game(seed), list[tuple[int, str, float, float, float, int]]()
    while not state.is_over:
        mover: Player = state.to_move  # type: ignore[assignment]
        decision = agents[mover].decide(state.observe(mover))
        info = decision.info
        if decision.values and "raw_value" in info:
            board = board_win_chance(state.rules, state.position, state.covered, None, mover)
            chance = decision.values[decision.action]
            moves.append((mover, state.phase, info["raw_value"], chance, board, info["playouts"]))
        state = state.apply(decision.action)
    return [
        Prediction(seed, phase, raw, chance, board, int(state.winner == mover), playouts)
        for mover, phase, raw, chance, board, playouts in moves
    ]


def self_play(
    agent_factory: Callable[[int], Agent], games: int, seed: int, processes: int | None = None
) -> Iterator[Prediction]:
    """Every decision of ``games`` self-play games, seeds ``seed``, ``seed + 2``, ..."""
    seeds = [seed + 2 * index for index in range(games)]
    with ProcessPoolExecutor(processes) as pool:
        for game in pool.map(play_and_record, [agent_factory] * games, seeds):
            yield from game


def fit_calibration(rows: Iterable[Prediction]) -> tuple[float, ...]:
    """``CALIBRATION`` for these decisions: logistic regression of who won on ``features``."""
    rows = list(rows)
    weighed = [features(row.raw, row.board, search_size(row.playouts, None)) for row in rows]
    return tuple(fit_logistic(weighed, [row.won for row in rows]))


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
