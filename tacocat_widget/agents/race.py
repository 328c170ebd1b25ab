"""The search agents' measure of a board: the race of the Tacocat to the two goals.

A round's end is scored by the chance of winning the race from there if each
later round were a coin flip: how many rounds each side still needs is what
the tiles and the token's position say.
"""

from __future__ import annotations

import random
from math import comb

from ..engine import GameState
from ..engine.rollout import RolloutPolicy, round_outcome
from ..engine.terms import TRACK_LENGTH


def steps_to_goal(state: GameState, player: int) -> int:
    """Rounds ``player`` must still win: uncovered spaces on their side, plus the goal."""
    return _steps(state.position, state.covered, player)


def _steps(position: int, covered: frozenset[int], player: int) -> int:
    side = range(position) if player == 0 else range(position + 1, TRACK_LENGTH)
    return 1 + sum(1 for space in side if space not in covered)


def race_value(state: GameState, player: int) -> float:
    """The chance ``player`` wins if each later round were a coin flip."""
    return race(state.position, state.covered, state.winner, player)


def race(position: int, covered: frozenset[int], winner: int | None, player: int) -> float:
    """``race_value`` of a board given by its parts."""
    if winner is not None:
        return 1.0 if winner == player else 0.0
    need, other = _steps(position, covered, player), _steps(position, covered, 1 - player)
    # Win ``need`` rounds before losing ``other``: sum over how many are lost first.
    return sum(comb(need - 1 + lost, lost) * 0.5 ** (need + lost) for lost in range(other))


def value_at_round_end(
    state: GameState, start_round: int, player: int, rng: random.Random, policy: RolloutPolicy
) -> float:
    """``player``'s race value once round ``start_round`` is over (``policy`` plays it out)."""
    if state.is_over or state.round != start_round:
        return race_value(state, player)
    return race(*round_outcome(state, rng, policy), player)
