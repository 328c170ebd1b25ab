"""A cheap, sensible way to finish a round in a playout: the heuristic's habits, with some noise.

Random rollouts misjudge this game badly: random players throw away their
lowest card and waste their high ones. These habits (keep the lowest card,
lead high, answer with the smallest card that beats the attack) make a
playout look like real play at almost the cost of a random one.
"""

from __future__ import annotations

import random

from ..engine.options import without
from ..engine.rollout import UNIFORM
from ..engine.state import Hand
from .heuristic import HIGH

MIDDLE = range(5, 9)


class GreedyPolicy:
    """The habits, except that with probability ``noise`` a move is uniformly random."""

    def __init__(self, noise: float = 0.1) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise must be a probability 0..1, got {noise!r}")
        self.noise = noise

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> tuple[Hand, list[int]]:
        if rng.random() < self.noise:
            return UNIFORM.replace(hand, cap, rng)
        middle = sorted((card for card in hand if card in MIDDLE), key=lambda c: abs(c - 6.5))
        discarded = sorted(middle[:cap] if cap is not None else middle)
        return tuple(discarded), list(without(hand, tuple(discarded)))

    def duel(self, hand: Hand, rng: random.Random) -> int:
        if rng.random() < self.noise:
            return UNIFORM.duel(hand, rng)
        spare_high = sum(card >= HIGH for card in hand) >= 2
        return hand[-1] if spare_high else hand[1]

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Hand:
        if rng.random() < self.noise:
            return UNIFORM.attack(hand, jumbo, rng)
        return (hand[-1],)

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> int | None:
        if rng.random() < self.noise:
            return UNIFORM.answer(hand, attacking, rng)
        lowest_is_unique = hand.count(hand[0]) == 1
        for card in hand:
            if card >= attacking and not (card == hand[0] and lowest_is_unique):
                return card
        return None if hand[0] < attacking else hand[0]
