"""A cheap, sensible way to finish a round in a playout: the heuristic's habits, with some noise.

Random rollouts misjudge this game badly: random players throw away their
lowest card and waste their high ones. These habits (keep the lowest card,
lead high, answer with the smallest card that beats the attack) make a
playout look like real play at almost the cost of a random one.
"""

from __future__ import annotations

import random

from ..engine import Action, Attack, Duel, Replace
from ..engine.options import DUELS, answer_options, attack_action, replace_action
from ..engine.rollout import UNIFORM
from ..engine.terms import Hand
from .heuristic import HIGH

MIDDLE = range(5, 9)


class GreedyPolicy:
    """The habits, except that with probability ``noise`` a move is uniformly random."""

    legal_by_construction = True  # tests check every pick over many positions

    def __init__(self, noise: float = 0.1) -> None:
        if not 0.0 <= noise <= 1.0:
            raise ValueError(f"noise must be a probability 0..1, got {noise!r}")
        self.noise = noise

    def replace(self, hand: Hand, cap: int | None, rng: random.Random) -> Replace:
        if rng.random() < self.noise:
            return UNIFORM.replace(hand, cap, rng)
        middle = sorted((card for card in hand if card in MIDDLE), key=lambda c: abs(c - 6.5))
        return replace_action(tuple(sorted(middle[:cap] if cap is not None else middle)))

    def duel(self, hand: Hand, rng: random.Random) -> Duel:
        if rng.random() < self.noise:
            return UNIFORM.duel(hand, rng)
        return DUELS[habitual_duel(hand)]

    def attack(self, hand: Hand, jumbo: bool, rng: random.Random) -> Attack:
        if rng.random() < self.noise:
            return UNIFORM.attack(hand, jumbo, rng)
        return attack_action(habitual_attack(hand))

    def answer(self, hand: Hand, attacking: int, rng: random.Random) -> Action:
        answers = answer_options(hand, attacking)
        if rng.random() < self.noise:
            return answers[int(rng.random() * len(answers))]
        return habitual_answer(hand, answers)


def habitual_duel(hand: Hand) -> int:
    """The highest card when another high one is left to lead with, else the second lowest."""
    spare_high = sum(card >= HIGH for card in hand) >= 2
    return hand[-1] if spare_high else hand[1]


def habitual_attack(hand: Hand) -> tuple[int, ...]:
    """Lead the highest card alone."""
    return (hand[-1],)


def habitual_answer(hand: Hand, answers: tuple[Action, ...]) -> Action:
    """The smallest card that beats the attack, never a lone lowest card; else sacrifice.

    ``answers`` are the hand's legal answers, in canonical order (defences by
    rising card, then the sacrifice).
    """
    lowest_is_unique = hand.count(hand[0]) == 1
    for answer in answers:
        if answer.cards != (hand[0],) or not lowest_is_unique:
            return answer
    return answers[0]
