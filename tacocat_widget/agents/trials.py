"""The planner's inner loop: one move played in one imagined world, and its round finished.

Kept apart from ``planner.py`` so that the compiled build compiles it with the
engine (``pyproject.toml``): a decision runs it thousands of times, while the
agent class around it stays a plain class that users may subclass.
"""

from __future__ import annotations

import random

from ..engine import Action, GameState, Observation
from ..engine.rollout import Policy, RolloutPolicy, as_policy, finish_round, round_table
from ..engine.transitions import step
from .chances import BoardChances, board_chances


class RoundTrials:
    """Plays moves in worlds for one player's decision, scoring the board each round leaves."""

    def __init__(self, observation: Observation, rollout: RolloutPolicy) -> None:
        self.me: int = observation.player
        self.start: int = observation.position
        self.boards: BoardChances = board_chances(observation.rules)
        self.rollout: Policy = as_policy(rollout)

    def outcome(self, world: GameState, action: Action, rng: random.Random) -> tuple[float, int]:
        """The board's win chance for this player once the round is over, and the round's result.

        ``action`` is one of the legal moves, so it is played on a working copy
        of the world unchecked, and the round finished on the same copy. The
        result is 1 if the round moved the Tacocat toward this player's goal,
        -1 if away, 0 for a tie.
        """
        table = round_table(world)
        step(table, action)
        position, covered, winner = finish_round(table, world.round, rng, self.rollout)
        value = self.boards.win_chance(position, covered, winner, self.me)
        moved = (self.start - position) if self.me == 0 else (position - self.start)
        return value, (moved > 0) - (moved < 0)
