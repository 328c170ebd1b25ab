"""A rule-of-thumb player that says why.

The lower last card wins the round, and the attacker decides what the
defender must spend, so the plan is: keep your lowest card for the showdown,
win the lead with high cards, and make the opponent answer with high cards or
give up their own lowest. Every action gets a score; the policy is a softmax
of the scores.

The scores use fixed rules of thumb (``HIGH``, ``LOW``, distance from the
middle of 1..12). The reasons instead state facts of the position
(``move_claims``), each true for this hand and for the cards this player
cannot see: which card each move gives up, which card it keeps for the
showdown and for the lead, where a card stands among the unseen cards, and
whether a defence is the smallest card that answers. A choice among moves
tied at the top score is made at random, and its reason says so.

Given a ``temperature``, it plays like a learner instead: it draws its move
from a softmax of the scores at that temperature, so a move a little worse
than the best is often played, but it never gives up its lowest card (its
likely showdown winner) when its best move keeps it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..engine import Action, Attack, Defend, Duel, Observation, Replace, Sacrifice
from ..engine.options import without
from ..engine.terms import Hand
from .base import Agent, Decision, require_a_move
from .claims import AGENT, AT_RANDOM, BestValue, Claim, Owner, TieBreak, recorded, worded
from .move_claims import gives_up_lowest, move_claims

HIGH = 9  # cards from here up win duels and force costly answers
LOW = 4  # cards up to here are good to hold at the showdown
TEMPERATURE = 0.15  # how sharply the policy prefers the best score


# -- Scores -------------------------------------------------------------------


def _middle_cost(card: int) -> float:
    """How little a card is worth in hand: middle cards neither win leads nor showdowns."""
    return 1.0 - abs(card - 6.5) / 5.5


def _replace_score(hand: Hand, discards: Hand) -> float:
    kept = without(hand, discards)
    score = sum(_middle_cost(card) - 0.6 for card in discards)
    if kept and min(kept) <= LOW:
        score += 0.3
    if any(card >= HIGH for card in kept):
        score += 0.2
    return score


def _duel_score(hand: Hand, card: int) -> float:
    if card == hand[0]:
        return -1.0
    spare_high = sum(1 for value in hand if value >= HIGH) >= 2
    if card == hand[-1] and spare_high:
        return 1.0
    if card >= HIGH:
        return 0.5
    return 0.2 - card / 24


def _attack_score(hand: Hand, cards: Hand) -> float:
    if gives_up_lowest(hand, cards):
        return -1.0
    score = sum(cards) / (12 * len(cards))
    if len(cards) > 1:
        score += 0.15 * (len(cards) - 1)
    return score


def _answer_score(hand: Hand, attacking: int, action: Action) -> float:
    if isinstance(action, Sacrifice):
        cost = 1.0 - hand[0] / 12
        return 0.3 - cost
    card = action.card  # type: ignore[union-attr]
    if gives_up_lowest(hand, (card,)):
        return -0.5
    waste = (card - attacking) / 12
    return 0.8 - waste


def value(seen: Observation, action: Action) -> float:
    """The action's score: higher is better."""
    hand = seen.hand
    if isinstance(action, Replace):
        return _replace_score(hand, action.cards)
    if isinstance(action, Duel):
        return _duel_score(hand, action.card)
    if isinstance(action, Attack):
        return _attack_score(hand, action.cards)
    if isinstance(action, (Defend, Sacrifice)):
        return _answer_score(hand, seen.pending[0], action)
    raise TypeError(f"not an action: {action!r}")


# -- Reasons ------------------------------------------------------------------


def reasons(
    seen: Observation, action: Action, unseen: Hand | None = None, owner: Owner = AGENT
) -> list[str]:
    """The facts behind the action's score, in words for ``owner`` (``unseen``: if known)."""
    return worded(move_claims(seen, action, unseen), owner)


def chosen_claims(
    seen: Observation, action: Action, values: dict[Action, float], unseen: Hand | None = None
) -> list[Claim]:
    """The claims behind choosing ``action``: its facts, and the tie at the top score if any."""
    best = values[action]
    tied = sum(1 for value in values.values() if value == best)
    tie = [BestValue("heuristic score", best, tied), TieBreak(AT_RANDOM)] if tied > 1 else []
    return [*move_claims(seen, action, unseen), *tie]


def score(seen: Observation, action: Action) -> tuple[float, list[str]]:
    """A number (higher is better) and the reasons behind it."""
    return value(seen, action), reasons(seen, action)


class HeuristicAgent(Agent):
    """Keeps its lowest card, fights for the lead with high cards, and explains each choice."""

    name = "heuristic"

    def __init__(self, seed: int | None = None, temperature: float | None = None) -> None:
        super().__init__(seed)
        if temperature is not None and not _positive_number(temperature):
            raise ValueError(f"temperature must be a positive number, got {temperature!r:.40}")
        self.temperature = temperature

    def made_with(self) -> dict[str, Any] | None:
        return {"temperature": self.temperature}

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        values = {action: value(observation, action) for action in legal}
        rng = random.Random(self.rng_seed_for(observation))
        unseen = observation.unseen_cards()
        if self.temperature is None:
            policy = _softmax(values, TEMPERATURE)
            best = max(values.values())
            action = rng.choice([action for action in legal if values[action] == best])
            claims = chosen_claims(observation, action, values, unseen)
            chosen_by = "the highest heuristic score (ties broken at random)"
        else:
            drawn = _softmax(_sensible(observation.hand, values), self.temperature)
            action = rng.choices(list(drawn), list(drawn.values()))[0]
            policy = {each: drawn.get(each, 0.0) for each in legal}
            claims = move_claims(observation, action, unseen)
            chosen_by = (
                f"drawn from the heuristic scores at temperature {self.temperature:g}, "
                "never giving up the lowest card when the best move keeps it"
            )
        evidence = {
            "reasons": {str(each): reasons(observation, each, unseen) for each in legal},
            "chosen_because": worded(claims),
            "claims": recorded(claims),
            "chosen_by": chosen_by,
        }
        return Decision(action, policy, values, evidence, value_kind="heuristic score")

    def __repr__(self) -> str:
        if self.temperature is None:
            return super().__repr__()
        return f"{type(self).__name__}(seed={self.seed}, temperature={self.temperature:g})"


def _positive_number(number: object) -> bool:
    real = isinstance(number, (int, float)) and not isinstance(number, bool)
    return real and 0 < number < math.inf  # type: ignore[operator]


def gives_up_lowest_card(hand: Hand, action: Action) -> bool:
    """Whether ``action`` leaves the hand without a copy of its lowest card."""
    cards = (hand[0],) if isinstance(action, Sacrifice) else action.cards
    return gives_up_lowest(hand, cards)


def _sensible(hand: Hand, values: dict[Action, float]) -> dict[Action, float]:
    """The moves a learner considers: all, or those keeping the lowest card if the best does."""
    best = max(values, key=values.__getitem__)
    if gives_up_lowest_card(hand, best):
        return values
    return {a: v for a, v in values.items() if not gives_up_lowest_card(hand, a)}


def _softmax(values: dict[Action, float], temperature: float) -> dict[Action, float]:
    top = max(values.values())
    weights = {action: math.exp((value - top) / temperature) for action, value in values.items()}
    total = sum(weights.values())
    return {action: weight / total for action, weight in weights.items()}
