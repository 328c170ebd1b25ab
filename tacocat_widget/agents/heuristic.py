"""A rule-of-thumb player that says why.

The lower last card wins the round, and the attacker decides what the
defender must spend, so the plan is: keep your lowest card for the showdown,
win the lead with high cards, and make the opponent answer with high cards or
give up their own lowest. Every action gets a score; the policy is a softmax
of the scores.

The scores use fixed rules of thumb (``HIGH``, ``LOW``, distance from the
middle of 1..12). The reasons instead state facts of the position, each true
for this hand and for the cards this player cannot see (``unseen``: the
opponent's hand and the draw pile): which card each move gives up, which card
it keeps for the showdown and for the lead, how many unseen cards a card is
higher or lower than, and whether a defence is the smallest card that
answers. A card is called high only when it is higher than most unseen cards,
and low only when it is lower than most of them.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left, bisect_right

from ..engine import Action, Attack, Defend, Duel, Observation, Replace, Sacrifice
from ..engine.options import without
from ..engine.terms import Hand
from .base import Agent, Decision, require_a_move

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


# -- Facts of the position ----------------------------------------------------
# ``unseen`` is always ascending (Observation.unseen_cards), so counts are bisections.


def count_lower(card: int, unseen: Hand) -> int:
    """How many unseen cards are lower than ``card``."""
    return bisect_left(unseen, card)


def count_higher(card: int, unseen: Hand) -> int:
    """How many unseen cards are higher than ``card``."""
    return len(unseen) - bisect_right(unseen, card)


def is_high(card: int, unseen: Hand) -> bool:
    """Higher than most unseen cards: likely to win a duel, hard to answer."""
    return 2 * count_lower(card, unseen) > len(unseen)


def is_low(card: int, unseen: Hand) -> bool:
    """Lower than most unseen cards: likely to win a showdown."""
    return 2 * count_higher(card, unseen) > len(unseen)


def gives_up_lowest(hand: Hand, cards: Hand) -> bool:
    """Whether playing ``cards`` leaves no copy of the hand's lowest card."""
    return cards.count(hand[0]) == hand.count(hand[0])


def smallest_answer(hand: Hand, attacking: int) -> int | None:
    """The smallest card in ``hand`` that defends against ``attacking``, if any."""
    return next((card for card in hand if card >= attacking), None)


# -- Reasons ------------------------------------------------------------------


def _named(cards: Hand) -> str:
    return "-".join(map(str, cards))


def _standing(card: int, unseen: Hand, subject: str | None = None) -> str:
    """Where ``card`` stands among the unseen cards, e.g. "9 is high, higher than 20 of ..."."""
    subject = str(card) if subject is None else subject
    lower, higher, total = count_lower(card, unseen), count_higher(card, unseen), len(unseen)
    if is_high(card, unseen):
        return f"{subject} is high, higher than {lower} of the {total} unseen cards"
    if is_low(card, unseen):
        return f"{subject} is low, lower than {higher} of the {total} unseen cards"
    return f"{subject} is higher than {lower} and lower than {higher} of the {total} unseen cards"


def _naming_the_lowest(hand: Hand, cards: Hand) -> str:
    """What ``cards`` take of the hand's lowest card (its copies), as a clause; "" if none."""
    lowest = hand[0]
    taken, held = cards.count(lowest), hand.count(lowest)
    if not taken:
        return ""
    if taken < held:
        share = "one" if taken == 1 else str(taken)
        return f", {share} of {held} copies of your lowest card"
    if set(cards) == {lowest}:
        return ", your lowest cards" if taken > 1 else ", your lowest card"
    return f", including your lowest card, {lowest}"


def _plays(verb: str, hand: Hand, cards: Hand, unseen: Hand, told: str) -> str:
    """What a move plays, what it takes of the lowest card, and where one played card stands.

    ``told`` is which played card's standing is told: "highest" for a discard
    or a duel (does it give up a lead card?), "lowest" for a lead (the card
    the defender answers most easily).
    """
    said = f"{verb} {_named(cards)}{_naming_the_lowest(hand, cards)}"
    card = max(cards) if told == "highest" else min(cards)
    subject = None if len(set(cards)) == 1 else f"the {told}, {card},"
    return f"{said}: {_standing(card, unseen, subject)}"


def _keeps_for_showdown(hand: Hand, kept: Hand, unseen: Hand) -> str:
    if not kept:
        return "keeps no card for the showdown"
    card = kept[0]
    which = f"your lowest card, {card}," if card == hand[0] else str(card)
    return f"keeps {which} for the showdown: {_standing(card, unseen)}"


def _keeps_for_lead(kept: Hand, unseen: Hand) -> list[str]:
    """The highest kept card, when it is not also the last card (the showdown card)."""
    if len(kept) < 2:
        return []
    return [f"keeps {kept[-1]} for the lead: {_standing(kept[-1], unseen)}"]


def _replace_reasons(hand: Hand, discards: Hand, unseen: Hand) -> list[str]:
    kept = without(hand, discards)
    if discards:
        played = _plays("discards", hand, discards, unseen, "highest")
    else:
        played = f"keeps all {len(hand)} cards"
    return [played, _keeps_for_showdown(hand, kept, unseen), *_keeps_for_lead(kept, unseen)]


def _duel_reasons(hand: Hand, card: int, unseen: Hand) -> list[str]:
    kept = without(hand, (card,))
    return [
        _plays("duels", hand, (card,), unseen, "highest"),
        _keeps_for_showdown(hand, kept, unseen),
        *_keeps_for_lead(kept, unseen),
    ]


def _attack_reasons(hand: Hand, cards: Hand, unseen: Hand) -> list[str]:
    reasons = [_plays("leads", hand, cards, unseen, "lowest")]
    if len(cards) > 1:
        reasons.append(f"a jumbo attack forces {len(cards)} answers")
    reasons.append(_keeps_for_showdown(hand, without(hand, cards), unseen))
    return reasons


def _defence_reason(hand: Hand, attacking: int, card: int) -> str:
    """Why this card and not a smaller one that also answers."""
    if gives_up_lowest(hand, (card,)):
        return f"answers {attacking} with your lowest card, {card}"
    smallest = smallest_answer(hand, attacking) or card  # never None: the card itself answers
    if card == smallest:
        return f"{card} is the smallest card you hold that answers {attacking}"
    if gives_up_lowest(hand, (smallest,)):
        return f"{smallest} also answers {attacking} but is your lowest card"
    return f"{smallest}, a smaller card, also answers {attacking}"


def _sacrifice_reasons(hand: Hand, attacking: int) -> list[str]:
    lowest = hand[0]
    smallest = smallest_answer(hand, attacking)
    if smallest is None:
        saved = f"no card you hold answers {attacking}"
    else:
        saved = f"keeps {smallest}, the smallest card you hold that answers {attacking}"
    given = f"gives up {lowest}{_naming_the_lowest(hand, (lowest,))}"
    return [f"{given}, and the attacker leads again", saved]


def _answer_reasons(hand: Hand, attacking: int, action: Action, unseen: Hand) -> list[str]:
    if isinstance(action, Sacrifice):
        reasons, spent = _sacrifice_reasons(hand, attacking), hand[0]
    else:
        spent = action.card  # type: ignore[union-attr]
        reasons = [_defence_reason(hand, attacking, spent)]
    return [*reasons, _keeps_for_showdown(hand, without(hand, (spent,)), unseen)]


def reasons(seen: Observation, action: Action, unseen: Hand | None = None) -> list[str]:
    """The facts behind the action's score (``unseen``: ``seen.unseen_cards()``, if known)."""
    hand = seen.hand
    unseen = seen.unseen_cards() if unseen is None else unseen
    if isinstance(action, Replace):
        return _replace_reasons(hand, action.cards, unseen)
    if isinstance(action, Duel):
        return _duel_reasons(hand, action.card, unseen)
    if isinstance(action, Attack):
        return _attack_reasons(hand, action.cards, unseen)
    if isinstance(action, (Defend, Sacrifice)):
        return _answer_reasons(hand, seen.pending[0], action, unseen)
    raise TypeError(f"not an action: {action!r}")


def score(seen: Observation, action: Action) -> tuple[float, list[str]]:
    """A number (higher is better) and the reasons behind it."""
    return value(seen, action), reasons(seen, action)


class HeuristicAgent(Agent):
    """Keeps its lowest card, fights for the lead with high cards, and explains each choice."""

    name = "heuristic"

    def decide(self, observation: Observation) -> Decision:
        legal = require_a_move(observation)
        values = {action: value(observation, action) for action in legal}
        policy = _softmax(values)
        best = max(values.values())
        top = [action for action in legal if values[action] == best]
        action = random.Random(self.rng_seed_for(observation)).choice(top)
        unseen = observation.unseen_cards()
        why = {str(each): reasons(observation, each, unseen) for each in legal}
        evidence = {
            "reasons": why,
            "chosen_because": why[str(action)],
            "chosen_by": "the highest heuristic score (ties broken at random)",
        }
        return Decision(action, policy, values, evidence, value_kind="heuristic score")


def _softmax(values: dict[Action, float]) -> dict[Action, float]:
    top = max(values.values())
    weights = {action: math.exp((value - top) / TEMPERATURE) for action, value in values.items()}
    total = sum(weights.values())
    return {action: weight / total for action, weight in weights.items()}
