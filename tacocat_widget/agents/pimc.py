"""Perfect Information Monte Carlo: score every move in sampled worlds, play the best mean.

The plain determinized search of Long et al. (2010), and the yardstick the
search agent is measured against: sample a world consistent with the
observation (the opponent's hand, the draw pile, a sealed choice), play each
legal move in it, finish the round with the rollout policy, and score the
board by the race to the goals. Every move is scored in the same worlds, so
their differences are not blurred by the luck of the draw. Unlike a tree
search it plans as if it will know the hidden cards from the next move on,
which is its known weakness (strategy fusion).
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action, Observation
from .base import Decision
from .claims import BY_ORDER, BestValue, Claim, NextBest, TieBreak, stated
from .noise import within_margin
from .race import value_at_round_end
from .search import SearchAgent

MEASURE = "mean round score"


class PIMCAgent(SearchAgent):
    """Scores each legal move by rollouts in the same sampled worlds; plays the best mean."""

    name = "pimc"
    unit = "rollouts"
    default_iterations = 6000  # rollouts: about the time ISMCTSAgent() takes per decision

    def search(
        self, observation: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> Decision:
        me, start_round = observation.player, observation.round
        # Summed as they come, so the means (and the play) do not depend on how sum() adds a list.
        totals = dict.fromkeys(legal, 0.0)
        results: dict[Action, list[float]] = {action: [] for action in legal}  # world by world
        deadline = self.deadline()
        worlds = 0
        while worlds == 0 or self.more(worlds * len(legal), deadline):  # whole worlds only
            world = observation.sample(rng.getrandbits(64))
            for action in legal:
                after = world.apply(action)
                result = value_at_round_end(after, start_round, me, rng, self.rollout)
                totals[action] += result
                results[action].append(result)
            worlds += 1
        values = {action: total / worlds for action, total in totals.items()}
        chosen = max(legal, key=values.__getitem__)  # the first best, in canonical order
        info: dict[str, Any] = {
            "rollouts": worlds * len(legal),
            "worlds": worlds,
            "mean_value": {str(a): round(v, 4) for a, v in values.items()},
            **stated(_claims(chosen, legal, values, results, worlds)),
            "chosen_by": (
                "the highest mean round score over the same sampled worlds"
                " (among tied moves, the first legal move)"
            ),
        }
        policy = {action: 1.0 if action == chosen else 0.0 for action in legal}
        return Decision(chosen, policy, values, info, value_kind="round score")


def _claims(
    chosen: Action,
    legal: tuple[Action, ...],
    values: dict[Action, float],
    results: dict[Action, list[float]],
    worlds: int,
) -> list[Claim]:
    """The best mean and how many moves share it, then the tie's rule or the lead over the next."""
    best = values[chosen]
    tied = sum(1 for action in legal if values[action] == best)
    claims: list[Claim] = [BestValue(MEASURE, best, tied, worlds)]
    if tied > 1:
        return [*claims, TieBreak(BY_ORDER)]
    runner_up = max((action for action in legal if action != chosen), key=values.__getitem__)
    close = within_margin(results[chosen], results[runner_up], [1.0] * worlds)
    return [*claims, NextBest(str(runner_up), MEASURE, best, values[runner_up], close)]
