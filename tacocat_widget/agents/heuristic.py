"""A rule-of-thumb player that says why.

The lower last card wins the round, and the attacker decides what the
defender must spend, so the plan is: keep your lowest card for the showdown,
win the lead with high cards, and make the opponent answer with high cards or
give up their own lowest. Every action gets a score and named reasons; the
policy is a softmax of the scores.
"""

from __future__ import annotations

import math
import random

from ..engine import Action, Attack, Defend, Duel, Observation, Replace, Sacrifice
from ..engine.options import without
from .base import Agent, Decision, require_a_move

HIGH = 9  # cards from here up win duels and force costly answers
LOW = 4  # cards up to here are good to hold at the showdown
TEMPERATURE = 0.15  # how sharply the policy prefers the best score


def _middle_cost(card: int) -> float:
    """How little a card is worth in hand: middle cards neither win leads nor showdowns."""
    return 1.0 - abs(card - 6.5) / 5.5


def _score_replace(hand: tuple[int, ...], action: Replace) -> tuple[float, list[str]]:
    kept = without(hand, action.cards)
    reasons = []
    if action.cards:
        reasons.append(f"discards middle cards {'-'.join(map(str, action.cards))}")
    score = sum(_middle_cost(card) - 0.6 for card in action.cards)
    if kept and min(kept) <= LOW:
        reasons.append(f"keeps a low card ({min(kept)}) for the showdown")
        score += 0.3
    if any(card >= HIGH for card in kept):
        reasons.append("keeps a high card to win the lead")
        score += 0.2
    return score, reasons or ["keeps the hand as it is"]


def _score_duel(hand: tuple[int, ...], card: int) -> tuple[float, list[str]]:
    if card == hand[0]:
        return -1.0, ["would give up the lowest card, the showdown card"]
    spare_high = sum(1 for value in hand if value >= HIGH) >= 2
    if card == hand[-1] and spare_high:
        return 1.0, ["the highest card wins the lead, and another high card is left"]
    if card >= HIGH:
        return 0.5, [f"{card} likely wins the duel"]
    return 0.2 - card / 24, [f"spends a cheap {card}; the lead matters less than the low card"]


def _score_attack(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[float, list[str]]:
    if hand[0] in cards and hand.count(hand[0]) <= cards.count(hand[0]):
        return -1.0, ["would lead the lowest card, the showdown card"]
    reasons = [f"leads {'-'.join(map(str, cards))}, high cards the defender must beat"]
    score = sum(cards) / (12 * len(cards))
    if len(cards) > 1:
        score += 0.15 * (len(cards) - 1)
        reasons.append(f"a jumbo attack forces {len(cards)} answers")
    return score, reasons


def _score_answer(seen: Observation, action: Action) -> tuple[float, list[str]]:
    hand, attacking = seen.hand, seen.pending[0]
    if isinstance(action, Sacrifice):
        cost = 1.0 - hand[0] / 12
        return 0.3 - cost, [f"gives up {hand[0]}, the lowest card, to keep the higher ones"]
    card = action.card  # type: ignore[union-attr]
    if card == hand[0] and hand.count(card) == 1:
        return -0.5, [f"{card} is the lowest card: defending with it spends the showdown card"]
    waste = (card - attacking) / 12
    return 0.8 - waste, [f"{card} beats {attacking}; the smallest such card wastes least"]


def score(seen: Observation, action: Action) -> tuple[float, list[str]]:
    """A number (higher is better) and the reasons behind it."""
    hand = seen.hand
    if isinstance(action, Replace):
        return _score_replace(hand, action)
    if isinstance(action, Duel):
        return _score_duel(hand, action.card)
    if isinstance(action, Attack):
        return _score_attack(hand, action.cards)
    if isinstance(action, (Defend, Sacrifice)):
        return _score_answer(seen, action)
    raise TypeError(f"not an action: {action!r}")


class HeuristicAgent(Agent):
    """Keeps its lowest card, fights for the lead with high cards, and explains each choice."""

    name = "heuristic"

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        scored = {action: score(observation, action) for action in legal}
        values = {action: value for action, (value, _) in scored.items()}
        policy = _softmax(values)
        best = max(values.values())
        top = [action for action in legal if values[action] == best]
        action = random.Random(self.rng_seed_for(observation)).choice(top)
        reasons = {str(a): why for a, (_, why) in scored.items()}
        evidence = {"reasons": reasons, "chosen_because": reasons[str(action)]}
        return Decision(action, policy, values, evidence, value_kind="heuristic score")


def _softmax(values: dict[Action, float]) -> dict[Action, float]:
    top = max(values.values())
    weights = {action: math.exp((value - top) / TEMPERATURE) for action, value in values.items()}
    total = sum(weights.values())
    return {action: weight / total for action, weight in weights.items()}
