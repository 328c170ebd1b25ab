"""The baseline: every legal action equally likely."""

from __future__ import annotations

import random

from ..engine import Observation
from .base import Agent, Decision, require_a_move
from .claims import Forced, Uniform, stated


class RandomAgent(Agent):
    """Plays a uniformly random legal action; its policy says so."""

    name = "random"

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        rng = random.Random(self.rng_seed_for(observation))
        share = 1.0 / len(legal)
        claim = Forced() if len(legal) == 1 else Uniform(len(legal))
        return Decision(
            action=rng.choice(legal),
            policy=dict.fromkeys(legal, share),
            info={**stated([claim]), "chosen_by": "chance: every legal move equally likely"},
        )
