"""ISMCTS's tree and one iteration's walk down it: select, expand, play out, back up.

Kept apart from ``ismcts.py`` so that the compiled build compiles it with the
engine (``pyproject.toml``): a decision walks the tree thousands of times,
while the agent class around it stays a plain class that users may subclass.

The opponent must not see player 0's sealed choice either: player 1's
statistics right after a sealed move are shared across every sealed choice
(``Node.shared_reply``), so the tree never lets player 1 answer a card it
could not have seen.
"""

from __future__ import annotations

import math
import random
from typing import Final

from ..engine import Action, GameState
from ..engine.rollout import Policy, finish_round, round_table
from ..engine.transitions import legal_actions, step
from .race import race

EXPLORATION: Final = 0.7


class Edge:
    """What the search learned about one action from one node's player's point of view."""

    __slots__ = ("available", "total", "visits")

    def __init__(self) -> None:
        self.visits = 0
        self.total = 0.0  # summed value for the player who chose the action
        self.available = 0  # iterations in which the action was legal here

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Node:
    """One place in the tree: each action's statistics, and the node each leads to."""

    __slots__ = ("children", "sealed_replies", "shared_reply", "stats")

    def __init__(self) -> None:
        self.stats: dict[Action, Edge] = {}
        self.children: dict[Action, Node] = {}
        self.shared_reply: dict[Action, Edge] | None = None  # player 1's table after a sealed move
        self.sealed_replies: dict[Action, Edge] | None = None  # that table, owned by the sealer


def iterate(root: Node, world: GameState, me: int, rng: random.Random, rollout: Policy) -> None:
    """Select and expand down the tree, play out the round, back the value up.

    The walk plays on a working copy of the world: every action is taken
    from the legal ones there, so none needs checking again.
    """
    path: list[tuple[Edge, int]] = []
    node, table, start_round = root, round_table(world), world.round
    while table.phase != "over" and table.round == start_round:
        mover: int = table.to_move  # type: ignore[assignment]
        stats = node.stats if node.shared_reply is None else node.shared_reply
        action, fresh = select(stats, legal_actions(table), rng)
        path.append((stats[action], mover))
        step(table, action)
        node = child(node, action, table.sealed is not None)
        if fresh:
            break
    value = race(*finish_round(table, start_round, rng, rollout), me)
    for edge, chooser in path:
        edge.visits += 1
        edge.total += value if chooser == me else 1.0 - value


def select(
    table: dict[Action, Edge], legal: tuple[Action, ...], rng: random.Random
) -> tuple[Action, bool]:
    """An untried legal action if any (a fresh leaf), else the first best by UCB among the legal.

    Every iteration runs this at every node it passes, over up to 128 replace
    choices, so it is written as plain loops.
    """
    edges: list[Edge] = []
    untried: list[Action] = []
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
    best, best_score = legal[0], -math.inf
    for action, edge in zip(legal, edges, strict=True):
        visits = edge.visits
        score = edge.total / visits + EXPLORATION * math.sqrt(math.log(edge.available) / visits)
        if score > best_score:
            best, best_score = action, score
    return best, False


def child(node: Node, action: Action, sealed: bool) -> Node:
    """The node ``action`` leads to, made on first use."""
    found = node.children.get(action)
    if found is None:
        found = node.children[action] = Node()
        if sealed:  # player 1 answers without seeing player 0's sealed choice
            if node.sealed_replies is None:
                node.sealed_replies = {}
            found.shared_reply = node.sealed_replies
    return found
