"""An agent for tests that need one of their own: it always plays the first legal move."""

from __future__ import annotations

from tacocat_widget.agents import Agent, Decision
from tacocat_widget.engine import Observation


class FirstMove(Agent):
    """The first legal move, under the name it is given."""

    def __init__(self, name: str = "first-move", seed: int | None = None) -> None:
        super().__init__(seed)
        self.name = name

    def decide(self, observation: Observation) -> Decision:
        first = observation.legal_actions[0]
        return Decision(first, {first: 1.0})
