"""Information-set Monte Carlo tree search: plan over worlds consistent with what you saw.

Each iteration samples a world from the observation (the opponent's hand,
the draw pile, any sealed choice), walks one tree shared by all worlds,
choosing by UCB among the actions legal in that world, plays the rest of the
round at random, and scores the position by the race to the goals.

The tree and its walk are in ``tree.py``, where the opponent is also kept
from seeing player 0's sealed choice.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine import Action, GameState, Observation
from ..engine.rollout import as_policy, playout
from .base import Decision
from .claims import (
    BY_MEAN,
    BY_ORDER_MEANS_TIED,
    VISITS,
    Claim,
    MostVisited,
    NextBest,
    TieBreak,
    stated,
)
from .noise import visits_within_margin
from .race import race_value
from .search import SearchAgent
from .tree import Node, iterate

SAMPLED_HANDS = 4
WORLD_PLAYOUTS = 16  # per move, in each sampled world shown with the decision


class ISMCTSAgent(SearchAgent):
    """Searches one tree over sampled worlds; shows its visits, values and sampled hands."""

    name = "ismcts"

    def search(
        self, observation: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> Decision:
        root, done, worlds = Node(), 0, list[GameState]()
        deadline, rollout = self.deadline(), as_policy(self.rollout)
        while done == 0 or self.more(done, deadline):  # at least one iteration, however short
            world = observation.sample(rng.getrandbits(64))
            if len(worlds) < SAMPLED_HANDS:
                worlds.append(world)
            iterate(root, world, observation.player, rng, rollout)
            done += 1
        return self._decision(root, legal, done, worlds, observation.player, rng)

    def _decision(
        self,
        root: Node,
        legal: tuple[Action, ...],
        done: int,
        worlds: list[GameState],
        me: int,
        rng: random.Random,
    ) -> Decision:
        visits = {
            action: root.stats[action].visits if action in root.stats else 0 for action in legal
        }
        total = sum(visits.values()) or 1
        policy = {action: count / total for action, count in visits.items()}
        values = {action: root.stats[action].mean() for action in legal if visits[action]}
        chosen = max(legal, key=lambda action: (visits[action], values.get(action, 0.0)))
        info: dict[str, Any] = {
            "iterations": done,
            "visits": {str(a): n for a, n in sorted(visits.items(), key=lambda kv: -kv[1]) if n},
            "mean_value": {str(a): round(v, 4) for a, v in values.items()},
            "sampled_worlds": [self._world_summary(world, me, visits, rng) for world in worlds],
            **stated(_claims(chosen, legal, visits, values, done)),
            "chosen_by": (
                "the most visits (among tied moves, the highest mean, then the first legal move):"
                " the search tried it most, so a move with fewer visits may show a higher mean"
                " value and still be less sure"
            ),
        }
        return Decision(chosen, policy, values, info, value_kind="round score")

    def _world_summary(
        self, world: GameState, me: int, visits: dict[Action, int], rng: random.Random
    ) -> dict[str, Any]:
        """One sampled opponent hand, and which of the two most visited moves does best there.

        Both moves meet the same ``WORLD_PLAYOUTS`` sequences of random draws,
        so the comparison in one world is not decided by luck.
        """
        candidates = sorted((a for a in visits if visits[a]), key=lambda a: -visits[a])[:2]
        draws = [rng.getrandbits(64) for _ in range(WORLD_PLAYOUTS)]
        scores = {action: self._world_value(world, action, me, draws) for action in candidates}
        favoured = max(scores, key=lambda action: scores[action]) if scores else None
        return {
            "opponent_hand": list(world.hands[1 - me]),
            "favours": None if favoured is None else str(favoured),
            "value": None if favoured is None else round(scores[favoured], 4),
        }

    def _world_value(self, world: GameState, action: Action, me: int, draws: list[int]) -> float:
        after = world.apply(action)
        runs = [
            race_value(playout(after, random.Random(seed), "round", self.rollout), me)
            for seed in draws
        ]
        return sum(runs) / len(runs)


def _claims(
    chosen: Action,
    legal: tuple[Action, ...],
    visits: dict[Action, int],
    values: dict[Action, float],
    done: int,
) -> list[Claim]:
    """What the search's own counts say: the visits, a tie and how it was broken, or the lead."""
    most = visits[chosen]
    tied = [action for action in legal if visits[action] == most]
    claims: list[Claim] = [MostVisited(most, done, values[chosen], len(tied))]
    if len(tied) > 1:
        best = max(values[action] for action in tied)
        means_tied = sum(1 for action in tied if values[action] == best) > 1
        return [*claims, TieBreak(BY_ORDER_MEANS_TIED if means_tied else BY_MEAN)]
    others = [action for action in legal if action != chosen and visits[action]]
    if others:
        runner_up = max(others, key=lambda action: (visits[action], values[action]))
        theirs = visits[runner_up]
        close = visits_within_margin(most, theirs)
        claims.append(NextBest(str(runner_up), VISITS, most, theirs, close))
    return claims
