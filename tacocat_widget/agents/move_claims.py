"""What a move claims about its player's hand: the cards it plays, keeps and gives up.

Every claim is a fact of this hand and of the cards its player cannot see
(``unseen``: the opponent's hand and the draw pile, ascending). What a move
keeps is what is left of the hand once the move is done: a replace keeps the
cards it does not discard (the cards it draws are unknown), and an answer to
an attack of several cards keeps only what the rest of the attack cannot
take. A move that is the only legal one is said to be forced, with its facts
and no plan.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache

from ..engine import Action, Attack, Defend, Duel, Observation, Replace, Sacrifice
from ..engine.options import answer_options, without
from ..engine.terms import Hand
from .claims import (
    Claim,
    Defends,
    Forced,
    GivesUp,
    Jumbo,
    KeepsAll,
    KeepsForLead,
    LowestKept,
    Plays,
    SavesAnswer,
    Showdown,
    Standing,
)


def standing(card: int, unseen: Hand, which: str | None = None) -> Standing:
    """Where ``card`` stands among the ``unseen`` cards (ascending, so counts are bisections)."""
    lower, higher = bisect_left(unseen, card), len(unseen) - bisect_right(unseen, card)
    return Standing(card, lower, higher, len(unseen), which)


def gives_up_lowest(hand: Hand, cards: Hand) -> bool:
    """Whether playing ``cards`` leaves no copy of the hand's lowest card."""
    return cards.count(hand[0]) == hand.count(hand[0])


def smallest_answer(hand: Hand, attacking: int) -> int | None:
    """The smallest card in ``hand`` that defends against ``attacking``, if any."""
    return next((card for card in hand if card >= attacking), None)


@lru_cache(maxsize=4096)
def lowest_keepable(hand: Hand, attacking: Hand) -> int:
    """The lowest card ``hand`` can still hold once it has answered ``attacking``, in order.

    A sacrifice takes the lowest card, so an attack that cannot be defended
    often enough takes it whatever the defender does.
    """
    if not attacking:
        return hand[0]
    rest = attacking[1:]
    return min(
        lowest_keepable(without(hand, answer.cards or hand[:1]), rest)
        for answer in answer_options(hand, attacking[0])
    )


def move_claims(seen: Observation, action: Action, unseen: Hand | None = None) -> list[Claim]:
    """The claims of ``action`` in ``seen``: its facts, then what it keeps (unless forced)."""
    unseen = seen.unseen_cards() if unseen is None else unseen
    facts = _facts(seen, action, unseen)
    if len(seen.legal_actions) == 1:
        return [Forced(), *facts]
    return [*facts, *_plans(seen, action, unseen)]


def showdown_claim(seen: Observation, action: Action, unseen: Hand | None = None) -> Claim | None:
    """What ``action`` keeps for the showdown (its standing, given ``unseen``); None if nothing."""
    hand = seen.hand
    told = (lambda card: None) if unseen is None else (lambda card: standing(card, unseen))
    if isinstance(action, Replace):
        kept = without(hand, action.cards)
        if not kept:
            return None
        if kept[0] != hand[0]:  # the draws may bring a lower card: no plan for the showdown yet
            return LowestKept(kept[0], told(kept[0]))
        return Showdown(kept[0], True, (), told(kept[0]))
    answering: Hand = seen.pending[1:] if isinstance(action, (Defend, Sacrifice)) else ()
    left = without(hand, action.cards or hand[:1])  # a sacrifice plays the lowest card
    card = lowest_keepable(left, answering)
    return Showdown(card, card == hand[0], answering, told(card))


def _facts(seen: Observation, action: Action, unseen: Hand) -> list[Claim]:
    hand = seen.hand
    if isinstance(action, Replace):
        if not action.cards:
            return [KeepsAll(len(hand))]
        return [_plays("discards", hand, action.cards, unseen, len(action.cards))]
    if isinstance(action, Duel):
        return [_plays("duels", hand, action.cards, unseen)]
    if isinstance(action, Attack):
        jumbo = [Jumbo(len(action.cards))] if len(action.cards) > 1 else []
        return [_plays("leads", hand, action.cards, unseen), *jumbo]
    if isinstance(action, Defend):
        attacking = seen.pending[0]
        smallest: int = smallest_answer(hand, attacking)  # type: ignore[assignment]
        return [Defends(action.card, attacking, smallest, hand[0], hand.count(hand[0]))]
    if isinstance(action, Sacrifice):
        return _sacrifice(seen)
    raise TypeError(f"not an action: {action!r}")


def _plays(verb: str, hand: Hand, cards: Hand, unseen: Hand, draws: int = 0) -> Plays:
    # Told: the highest card of a discard or a duel (does it give up a lead card?), the
    # lowest of a lead (the card the defender answers most easily).
    card = min(cards) if verb == "leads" else max(cards)
    which = None if len(set(cards)) == 1 else ("lowest" if verb == "leads" else "highest")
    lowest = hand[0]
    return Plays(verb, cards, lowest, hand.count(lowest), draws, standing(card, unseen, which))


def _sacrifice(seen: Observation) -> list[Claim]:
    hand, attacking = seen.hand, seen.pending[0]
    # Both hands shrink alike, so both hold one card once the defender has answered every card.
    showdown_next = len(hand) - len(seen.pending) == 1
    gives_up = GivesUp(hand[0], hand.count(hand[0]), showdown_next)
    return [gives_up, SavesAnswer(smallest_answer(hand, attacking), attacking)]


def _plans(seen: Observation, action: Action, unseen: Hand) -> list[Claim]:
    """What the move keeps for the showdown and, from a replace or a duel, for the lead."""
    showdown = showdown_claim(seen, action, unseen)
    plans = [] if showdown is None else [showdown]
    if isinstance(action, (Replace, Duel)):
        kept = without(seen.hand, action.cards)
        if len(kept) >= 2:
            plans.append(KeepsForLead(kept[-1], standing(kept[-1], unseen)))
    return plans
