"""Cheap, sensible ways to finish a round in a playout: habits, with some noise.

Random rollouts misjudge this game badly: random players throw away their
lowest card and waste their high ones. A playout that plays by habits (keep
the lowest card, answer with the smallest card that beats the attack) looks
like real play at almost the cost of a random one. The habits also serve as
the model of how an opponent plays (``inference.py``).

Two sets of habits ship. ``GreedyPolicy`` holds the first rules of thumb
(the heuristic agent's), which the plain search agents use. ``TunedPolicy``
holds habits chosen by play: each was kept only if a player using it beat a
player without it over thousands of seat-swapped games
(``benchmarks/habits.py`` prints those matches), and a search that finishes
its rounds with them plays better (docs/strength.md).
"""

from __future__ import annotations

import random
from abc import abstractmethod
from bisect import bisect_left
from typing import ClassVar, TypeVar

from ..engine import Attack, Duel, Replace
from ..engine.actions import Answer
from ..engine.counts import BITS, ONE, cards_of, copies, counts_of, lowest
from ..engine.memo import CACHE_SIZE
from ..engine.options import (
    DEFENCES,
    DUELS,
    SACRIFICE,
    attack_action,
    replace_action,
)
from ..engine.rollout import UNIFORM, Policy
from ..engine.terms import Hand
from .heuristic import HIGH


class HabitPolicy(Policy):
    """Plays its habits, except that with probability ``noise`` a move is uniformly random.

    A subclass writes the habits, one method per kind of decision, each a
    function of the mover's hand alone: so each hand's habit is worked out
    once and kept, by the hand's counts.
    """

    legal_by_construction: ClassVar[bool] = True  # tests check every pick over many positions

    def __init__(self, noise: float = 0.1) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise must be a probability 0..1, got {noise!r}")
        self.noise = noise
        self._kept = KeptHabits()

    def __repr__(self) -> str:
        return f"{type(self).__name__}(noise={self.noise})"

    def pick_replace(self, counts: int, cap: int | None, rng: random.Random) -> Replace:
        if rng.random() < self.noise:
            return UNIFORM.pick_replace(counts, cap, rng)
        discards = self._kept.discards
        kept = discards.get(cap)
        if kept is None:
            kept = discards[cap] = {}
        found = kept.get(counts)
        if found is None:
            found = _keep(
                kept, counts, replace_action(self.habitual_discards(cards_of(counts), cap))
            )
        return found

    def pick_duel(self, counts: int, rng: random.Random) -> Duel:
        if rng.random() < self.noise:
            return UNIFORM.pick_duel(counts, rng)
        kept = self._kept.duels
        found = kept.get(counts)
        if found is None:
            found = _keep(kept, counts, DUELS[self.habitual_duel(cards_of(counts))])
        return found

    def pick_attack(self, counts: int, jumbo: bool, rng: random.Random) -> Attack:
        if rng.random() < self.noise:
            return UNIFORM.pick_attack(counts, jumbo, rng)
        kept = self._kept.attacks[jumbo]
        found = kept.get(counts)
        if found is None:
            lead = attack_action(self.habitual_attack(cards_of(counts), jumbo))
            found = _keep(kept, counts, lead)
        return found

    def pick_answer(self, counts: int, attacking: int, rng: random.Random) -> Answer:
        if rng.random() < self.noise:
            return UNIFORM.pick_answer(counts, attacking, rng)
        return answer_habit(counts, attacking)

    # The habits: a hand in, the cards to play out (sorted).

    def habitual_discards(self, hand: Hand, cap: int | None) -> Hand:
        """The cards to replace, at most ``cap`` of them (None: any number)."""
        return _discard_range(hand, cap, range(5, 9))

    @abstractmethod
    def habitual_duel(self, hand: Hand) -> int:
        """The card to duel with."""

    @abstractmethod
    def habitual_attack(self, hand: Hand, jumbo: bool) -> Hand:
        """The cards to lead (jumbo attacks only when ``jumbo``)."""


class GreedyPolicy(HabitPolicy):
    """The first rules of thumb: replace 5 to 8, duel high with a spare high card, lead high."""

    def habitual_duel(self, hand: Hand) -> int:
        """The highest card when another high one is left to lead with, else the second lowest."""
        spare_high = sum(card >= HIGH for card in hand) >= 2
        return hand[-1] if spare_high else hand[1]

    def habitual_attack(self, hand: Hand, jumbo: bool) -> Hand:
        """Lead the highest card alone."""
        return (hand[-1],)


class TunedPolicy(HabitPolicy):
    """Habits chosen by play: replace 4 to 9, duel near 6, lead high runs and sets.

    Against ``GreedyPolicy(noise=0)``, ``TunedPolicy(noise=0)`` wins about
    nine games in ten; ``benchmarks/habits.py`` measures each habit alone.
    """

    def habitual_discards(self, hand: Hand, cap: int | None) -> Hand:
        """Cards from 4 to 9: too high for the showdown, too low to win the lead."""
        return _discard_range(hand, cap, range(4, 10))

    def habitual_duel(self, hand: Hand) -> int:
        """The card nearest 6, never the lowest: a middle card may win the lead and costs little."""
        rest = hand[1:] or hand
        at = bisect_left(rest, 6)  # rest[at]: the lowest card of 6 or more, if any
        if at == len(rest) or (at > 0 and 6 - rest[at - 1] <= rest[at] - 6):
            return rest[at - 1]  # the card below 6 is as near or nearer: the lower one of a tie
        return rest[at]

    def habitual_attack(self, hand: Hand, jumbo: bool) -> Hand:
        """The longest run up to the highest card, else all its copies, else it alone.

        A jumbo attack asks for an answer to each card, so it drains the
        defender's high cards faster; the attacker always keeps one card.
        """
        top = hand[-1]
        if jumbo:
            run = _run_down_from(top, hand)
            if 3 <= len(run) < len(hand):
                return run
            copies = hand.count(top)
            if 2 <= copies < len(hand):
                return (top,) * copies
        return (top,)


def _discard_range(hand: Hand, cap: int | None, middle: range) -> Hand:
    """The hand's cards in ``middle``; with a cap, those nearest its centre first."""
    chosen = hand[bisect_left(hand, middle.start) : bisect_left(hand, middle.stop)]  # sorted
    if cap is None or len(chosen) <= cap:
        return chosen
    centre = (middle.start + middle.stop - 1) / 2
    return tuple(sorted(sorted(chosen, key=lambda c: abs(c - centre))[:cap]))


def _run_down_from(top: int, hand: Hand) -> Hand:
    """The consecutive values held from ``top`` downwards, ascending, once each."""
    low = top
    while low - 1 in hand:
        low -= 1
    return tuple(range(low, top + 1))


class KeptHabits:
    """Each hand's habit once worked out, by the hand's counts: a cache, which pickles empty.

    A policy travels with the agent that holds it (to Dask's workers, to other
    processes), and the habits it has worked out can fill megabytes; the
    copy works them out again as it meets each hand. Plain dicts rather than
    Memos, whose function a pickle could not carry.
    """

    def __init__(self) -> None:
        self.discards: dict[int | None, dict[int, Replace]] = {}  # by cap, then hand
        self.duels: dict[int, Duel] = {}
        self.attacks: tuple[dict[int, Attack], dict[int, Attack]] = ({}, {})  # by jumbo

    def __reduce__(self) -> tuple[type[KeptHabits], tuple[()]]:
        return (KeptHabits, ())


Kept = TypeVar("Kept", Replace, Duel, Attack)


def _keep(kept: dict[int, Kept], counts: int, habit: Kept) -> Kept:
    if len(kept) >= CACHE_SIZE:
        kept.clear()  # bounds memory in very long sessions
    kept[counts] = habit
    return habit


def habitual_answer(hand: Hand, attacking: int) -> Answer:
    """The smallest card that beats the attack, never a lone lowest card; else sacrifice."""
    return answer_habit(counts_of(hand), attacking)


def answer_habit(counts: int, attacking: int) -> Answer:
    """``habitual_answer`` of the hand with these counts.

    That is the first of ``answer_options(hand, attacking)`` (defences by
    rising card, then the sacrifice) that does not give up a lone lowest card,
    or the only answer there is. It is found in the counts without listing
    the answers: a playout asks it at every defence.
    """
    beating = counts >> (BITS * (attacking - 1))  # the cards from the attacking value up
    if not beating:
        return SACRIFICE
    card = lowest(beating) + attacking - 1  # the smallest card that beats the attack
    if card == lowest(counts) and copies(counts, card) == 1 and counts != ONE[card]:
        card = lowest(counts - ONE[card])  # keep a lone lowest card: defend with the next one up
    return DEFENCES[card]
