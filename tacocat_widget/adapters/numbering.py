"""The move numbers of ``encoding.ActionCodec``, worked out: compiled with the engine.

A learner's environment and OpenSpiel number the legal moves at every step,
and a hand's replaces alone are up to 128 moves to number, so this is kept
apart from the codec, which holds numpy's arrays and stays interpreted:
plain work on the engine's own types, which a compiled build runs natively.
The numbers are as ``encoding``'s docstring lays them out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..engine.actions import Action, Attack, Defend, Duel, Replace, Sacrifice
from ..engine.options import (
    DEFENCES,
    DUELS,
    SACRIFICE,
    attack_action,
    is_sequence,
    replace_action,
)
from ..engine.rules import Rules
from ..engine.terms import VALUES, Hand

REMEMBERED_MOVE_LISTS = 1 << 14  # a codec's numbered move lists, before it forgets them all


class MoveNumbers:
    """Every move ``rules`` allow, numbered in one fixed space; a codec's working part."""

    def __init__(self, rules: Rules) -> None:
        leads = every_lead(rules)
        self.hand_bits = max(rules.hand_sizes)
        self.leads = leads
        self.duel_start = 1 << self.hand_bits
        self.attack_start = self.duel_start + len(VALUES)
        self.defend_start = self.attack_start + len(leads)
        self.sacrifice = self.defend_start + len(VALUES)
        self.size = self.sacrifice + 1
        self.lead_numbers = {lead: index for index, lead in enumerate(leads)}
        self.numbered: dict[tuple[int, Hand], tuple[tuple[Action, ...], tuple[int, ...]]] = {}

    def encode(self, action: Action, hand: Hand) -> int:
        if isinstance(action, Replace):
            return replace_mask(action.cards, hand)
        if isinstance(action, Duel):
            return self.duel_start + action.card - 1
        if isinstance(action, Attack):
            return self.attack_start + self.lead_numbers[action.cards]
        if isinstance(action, Defend):
            return self.defend_start + action.card - 1
        if isinstance(action, Sacrifice):
            return self.sacrifice
        raise TypeError(f"not an action: {action!r:.60}")

    def decode(self, number: int, hand: Hand) -> Action:
        """The action numbered ``number`` (already checked to be in the space)."""
        if number < self.duel_start:
            if number >> len(hand):
                raise ValueError(f"replace mask {number} names cards beyond a hand of {len(hand)}")
            return replace_action(
                tuple([card for bit, card in enumerate(hand) if number >> bit & 1])
            )
        if number < self.attack_start:
            return DUELS[number - self.duel_start + 1]
        if number < self.defend_start:
            return attack_action(self.leads[number - self.attack_start])
        if number < self.sacrifice:
            return DEFENCES[number - self.defend_start + 1]
        return SACRIFICE

    def numbers(self, legal: Sequence[Action], hand: Hand) -> tuple[int, ...]:
        """See ``ActionCodec.numbers``: remembered by the identity of the engine's shared tuple."""
        if type(legal) is not tuple:  # a list may change: worked out afresh
            return tuple(sorted([self.encode(action, hand) for action in legal]))
        known = self.numbered.get((id(legal), hand))
        if known is not None and known[0] is legal:
            return known[1]
        numbers = tuple(sorted([self.encode(action, hand) for action in legal]))
        if len(self.numbered) >= REMEMBERED_MOVE_LISTS:
            self.numbered.clear()
        self.numbered[id(legal), hand] = (legal, numbers)
        return numbers


def every_lead(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """Every single, set and sequence some hand could lead under ``rules``, ascending."""
    most = max(rules.hand_sizes) - 1  # an attacker keeps a card
    leads: set[tuple[int, ...]] = {(value,) for value in VALUES}
    if rules.jumbo:
        for value, copies in zip(VALUES, rules.deck, strict=True):
            leads.update((value,) * size for size in range(2, min(copies, most) + 1))
        for low in VALUES:
            for length in range(3, most + 1):
                run = tuple(range(low, low + length))
                if run[-1] <= VALUES[-1] and is_sequence(run):
                    leads.add(run)
    return tuple(sorted(leads))


def replace_mask(cards: Hand, hand: Hand) -> int:
    """The one mask naming this discard: for each value, its lowest-placed copies."""
    mask, at = 0, 0
    try:
        for card in cards:  # ascending, as the hand: each copy is found after the one before
            at = hand.index(card, at)
            mask |= 1 << at
            at += 1
    except ValueError:
        missing = Counter(cards)
        missing.subtract(hand)
        raise ValueError(
            f"the hand {list(hand)} does not hold {sorted(missing.elements())}"
        ) from None
    return mask
