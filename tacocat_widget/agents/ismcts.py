"""Information-set Monte Carlo tree search: plan over worlds consistent with what you saw.

Each iteration samples a world from the observation (the opponent's hand,
the draw pile, any sealed choice), walks one tree shared by all worlds,
choosing by UCB among the actions legal in that world, plays the rest of the
round at random, and scores the position by the race to the goals.

The opponent must not see player 0's sealed choice either: player 1's
statistics right after a sealed move are shared across every sealed choice
(``Node.stats``), so the tree never lets player 1 answer a card it could not
have seen.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, GameState, Observation
from ..engine.rollout import finish_round, playout, round_table
from ..engine.transitions import legal_actions, step
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
from .race import race, race_value
from .search import SearchAgent

EXPLORATION = 0.7
SAMPLED_HANDS = 4
WORLD_PLAYOUTS = 16  # per move, in each sampled world shown with the decision


@dataclass(slots=True)
class Edge:
    """What the search learned about one action from one node's player's point of view."""

    visits: int = 0
    total: float = 0.0  # summed value for the player who chose the action
    available: int = 0  # iterations in which the action was legal here

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(slots=True)
class Node:
    stats: dict[Action, Edge] = field(default_factory=dict)
    children: dict[Action, Node] = field(default_factory=dict)
    shared_reply: dict[Action, Edge] | None = None  # player 1's table after a sealed move
    sealed_replies: dict[Action, Edge] | None = None  # that table, owned by the sealing node


class ISMCTSAgent(SearchAgent):
    """Searches one tree over sampled worlds; shows its visits, values and sampled hands."""

    name = "ismcts"

    def search(
        self, observation: Observation, legal: tuple[Action, ...], rng: random.Random
    ) -> Decision:
        root, done, worlds = Node(), 0, list[GameState]()
        deadline = self.deadline()
        while done == 0 or self.more(done, deadline):  # at least one iteration, however short
            world = observation.sample(rng.getrandbits(64))
            if len(worlds) < SAMPLED_HANDS:
                worlds.append(world)
            self._iterate(root, world, observation.player, rng)
            done += 1
        return self._decision(root, legal, done, worlds, observation.player, rng)

    def _iterate(self, root: Node, world: GameState, me: int, rng: random.Random) -> None:
        """Select and expand down the tree, play out the round, back the value up.

        The walk plays on a working copy of the world: every action is taken
        from the legal ones there, so none needs checking again.
        """
        path: list[tuple[Edge, int]] = []
        node, table, start_round = root, round_table(world), world.round
        while table.phase != "over" and table.round == start_round:
            mover = table.to_move
            stats = node.stats if node.shared_reply is None else node.shared_reply
            action, fresh = _select(stats, legal_actions(table), rng)
            path.append((stats[action], mover))  # type: ignore[arg-type]
            step(table, action)
            node = _child(node, action, table.sealed is not None)
            if fresh:
                break
        value = race(*finish_round(table, start_round, rng, self.rollout), me)
        for edge, chooser in path:
            edge.visits += 1
            edge.total += value if chooser == me else 1.0 - value

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


def _select(
    table: dict[Action, Edge], legal: tuple[Action, ...], rng: random.Random
) -> tuple[Action, bool]:
    """An untried legal action if any (a fresh leaf), else the first best by UCB among the legal.

    Every iteration runs this at every node it passes, over up to 128 replace
    choices, so it is written as plain loops.
    """
    edges, untried = [], []
    for action in legal:
        edge = table.get(action)
        if edge is None:
            edge = table[action] = Edge()
        edge.available += 1
        edges.append(edge)
        if not edge.visits:
            untried.append(action)
    if untried:
        return untried[int(rng.random() * len(untried))], True
    best, best_score, log, sqrt = legal[0], -math.inf, math.log, math.sqrt
    for action, edge in zip(legal, edges, strict=True):
        visits = edge.visits
        score = edge.total / visits + EXPLORATION * sqrt(log(edge.available) / visits)
        if score > best_score:
            best, best_score = action, score
    return best, False


def _child(node: Node, action: Action, sealed: bool) -> Node:
    child = node.children.get(action)
    if child is None:
        child = node.children[action] = Node()
        if sealed:  # player 1 answers without seeing player 0's sealed choice
            if node.sealed_replies is None:
                node.sealed_replies = {}
            child.shared_reply = node.sealed_replies
    return child
