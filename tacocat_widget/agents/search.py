"""What the searching agents share: a budget of iterations or of seconds, and a rollout policy."""

from __future__ import annotations

import random
import time
from abc import abstractmethod
from typing import Any

from ..engine import COMPILED, Action, Observation
from ..engine.rollout import RolloutPolicy
from .base import Agent, Decision, only_move, require_a_move
from .rollout_policy import GreedyPolicy, HabitPolicy

# The compiled build plays out about twice as fast as pure Python (benchmarks/builds.py:
# 1.6-2.0 times for each search agent, by processor), so its default budgets are twice as
# large: about the same time a decision, searched twice as far. The win chances are calibrated
# by the size of each search (calibration.py), so either default is within what was measured.
COMPILED_SPEEDUP = 2


class SearchAgent(Agent):
    """An agent that thinks within a budget: ``iterations``, or ``time_limit`` seconds a decision.

    With both, it stops at whichever comes first; with neither, it runs its
    ``default_budget()``: ``default_iterations`` as pure Python, twice that
    compiled (``tacocat_widget.engine.COMPILED``). ``rollout`` plays the rest of a round in its
    imagined worlds (by default quick, sensible habits: ``default_rollout``). A subclass writes
    ``search``; a position with one legal move needs none.
    """

    default_iterations = 2000
    unit = "iterations"  # what the budget counts, as named in ``info``
    default_rollout: type[HabitPolicy] = GreedyPolicy

    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        time_limit: float | None = None,
        rollout: RolloutPolicy | None = None,
    ) -> None:
        super().__init__(seed)
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive integer, got {iterations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, got {time_limit!r}")
        self.iterations = iterations if iterations or time_limit else self.default_budget()
        self.time_limit = time_limit
        self.rollout = self.default_rollout() if rollout is None else rollout
        # As given: without a budget, a copy made from a save gets the default of its own build.
        self._given = {"iterations": iterations, "time_limit": time_limit}
        self._own_rollout = rollout is not None

    def made_with(self) -> dict[str, Any] | None:
        return None if self._own_rollout else dict(self._given)  # a rollout is an object

    @classmethod
    def default_budget(cls) -> int:
        """The iterations a decision gets when no budget is given, on the build running."""
        return cls.default_iterations * (COMPILED_SPEEDUP if COMPILED else 1)

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        if len(legal) == 1:
            return only_move(legal[0], self.unit)
        return self.search(observation, legal, random.Random(self.rng_seed_for(observation)))

    @abstractmethod
    def search(
        self, observation: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> Decision:
        """Choose among ``legal`` (two or more moves) within the budget, drawing from ``rng``."""

    def deadline(self) -> float | None:
        """When this decision must end (a ``time.perf_counter`` reading), if time is the limit."""
        return None if self.time_limit is None else time.perf_counter() + self.time_limit

    def more(self, done: int, deadline: float | None) -> bool:
        """Whether the budget allows more work after ``done`` iterations."""
        if self.iterations is not None and done >= self.iterations:
            return False
        return deadline is None or time.perf_counter() < deadline
