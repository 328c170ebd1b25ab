"""A player's chance of winning the game from a board, if both play the rounds ahead alike.

A round's result depends on the board only through the Tacocat's space: the
hand size and who replaces first. So each space has three chances (player 0
wins the round, player 1 wins it, a tie), and chained over the boards a game
can still reach they give the chance of winning the game from any board: a
small Markov chain, solved exactly (a tie deals again on the same board).

The per-space chances are measured, not assumed: rounds dealt on each space
and played out by the rollout policy on both sides. For the default rules
they are stored below (re-measure with ``python -m tacocat_widget.study.fit chances``);
for other rules they are measured on first use, with fewer rounds.
"""

from __future__ import annotations

import random
from functools import lru_cache

from ..engine import new_game
from ..engine.rollout import RolloutPolicy, round_outcome
from ..engine.rules import DEFAULT_RULES, Rules
from ..engine.terms import TRACK_LENGTH
from .rollout_policy import GreedyPolicy

# Per space 0..6: (player 0 wins the round, player 1 wins it, a tie), for the default
# rules, from 200,000 rounds a space (seed 1) played by GreedyPolicy().
DEFAULT_ROUND_CHANCES: tuple[tuple[float, float, float], ...] = (
    (0.4301, 0.4866, 0.0833),
    (0.4189, 0.4747, 0.1064),
    (0.4138, 0.4658, 0.1204),
    (0.4259, 0.4257, 0.1483),
    (0.4670, 0.4118, 0.1213),
    (0.4749, 0.4205, 0.1045),
    (0.4870, 0.4287, 0.0843),
)
ROUNDS_FOR_OTHER_RULES = 3000  # a space: enough for about 1 point of error


def measure_round_chances(
    rules: Rules, rounds: int, seed: int = 1, policy: RolloutPolicy | None = None
) -> tuple[tuple[float, float, float], ...]:
    """Play ``rounds`` rounds on each space with ``policy`` on both sides; count the results."""
    policy = GreedyPolicy() if policy is None else policy
    rng = random.Random(seed)
    chances: list[tuple[float, float, float]] = []
    for space in range(TRACK_LENGTH):
        counts = [0, 0, 0]  # player 0 won, player 1 won, tie
        for _ in range(rounds):
            deal = new_game(rng.getrandbits(64), rules, position=space)
            after = round_outcome(deal, rng, policy)[0]
            counts[2 if after == space else 0 if after < space else 1] += 1
        won_by_zero, won_by_one, tied = (count / rounds for count in counts)
        chances.append((won_by_zero, won_by_one, tied))
    return tuple(chances)


@lru_cache(maxsize=16)
def round_chances(rules: Rules) -> tuple[tuple[float, float, float], ...]:
    """Each space's (player 0 wins, player 1 wins, tie) chances of a round under ``rules``."""
    if rules == DEFAULT_RULES:
        return DEFAULT_ROUND_CHANCES
    return measure_round_chances(rules, ROUNDS_FOR_OTHER_RULES)


def board_win_chance(
    rules: Rules, position: int, covered: frozenset[int], winner: int | None, player: int
) -> float:
    """``player``'s chance of winning the game from this board (or 1/0 once it is won)."""
    return board_chances(rules).win_chance(position, covered, winner, player)


class BoardChances(dict[tuple[int, frozenset[int]], float]):
    """Player 0's chance of winning from each board under one set of rules, kept as asked.

    A search asks after every playout; ``board_chances(rules)`` once per search
    saves hashing the rules each time.
    """

    def __init__(self, rules: Rules) -> None:
        super().__init__()
        self.chances = round_chances(rules)

    def __missing__(self, board: tuple[int, frozenset[int]]) -> float:
        chance = self[board] = _player0_wins(self.chances, *board)
        return chance

    def win_chance(
        self, position: int, covered: frozenset[int], winner: int | None, player: int
    ) -> float:
        """``player``'s chance of winning the game from this board (or 1/0 once it is won)."""
        if winner is not None:
            return 1.0 if winner == player else 0.0
        chance = self[position, covered]
        return chance if player == 0 else 1.0 - chance


@lru_cache(maxsize=16)
def board_chances(rules: Rules) -> BoardChances:
    return BoardChances(rules)


@lru_cache(maxsize=4096)
def _player0_wins(
    chances: tuple[tuple[float, float, float], ...], position: int, covered: frozenset[int]
) -> float:
    """Player 0's chance from a board: the next decisive round decides where the chain goes."""
    zero, one, _tie = chances[position]
    decisive = zero + one
    if decisive == 0.0:  # a space where every round ties: the game never ends; call it even
        return 0.5
    after_zero = _after_move(position, covered, -1)
    after_one = _after_move(position, covered, +1)
    return (zero * _value(chances, after_zero) + one * _value(chances, after_one)) / decisive


def _after_move(
    position: int, covered: frozenset[int], direction: int
) -> tuple[int, frozenset[int]] | int:
    """The board after the round's winner moves the Tacocat, or the goal it reached (-1 or 7)."""
    target = position + direction
    while 0 <= target < TRACK_LENGTH and target in covered:
        target += direction
    if 0 <= target < TRACK_LENGTH:
        return target, covered | {position}
    return target


def _value(
    chances: tuple[tuple[float, float, float], ...], board: tuple[int, frozenset[int]] | int
) -> float:
    if isinstance(board, int):
        return 1.0 if board < 0 else 0.0  # player 0's goal is before space 0
    return _player0_wins(chances, *board)
