"""What a hand may legally do, as functions of the hand alone (RULES.md, Replace/Duel/Play).

Each answer depends only on a sorted hand and one small parameter, so it is
cached: a game asks the same questions of the same hands again and again, and
search agents ask them millions of times.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from .actions import Action, Attack, Defend, Duel, Replace, Sacrifice

Hand = tuple[int, ...]
CACHE_SIZE = 1 << 16


def _sub_multisets(hand: Hand) -> list[Hand]:
    """Every distinct choice of cards from the hand, each as a sorted tuple."""
    subsets: list[Hand] = [()]
    for value, copies in sorted(Counter(hand).items(), reverse=True):
        subsets = [(value,) * n + rest for n in range(copies + 1) for rest in subsets]
    return sorted(subsets)


_REPLACES: dict[Hand, Replace] = {}


def replace_action(cards: Hand) -> Replace:
    """One shared Replace per choice of cards: hands share most of their choices."""
    action = _REPLACES.get(cards)
    if action is None:
        if len(_REPLACES) >= CACHE_SIZE * 4:  # a bound on memory in very long sessions
            _REPLACES.clear()
        action = _REPLACES[cards] = Replace(cards)
    return action


@lru_cache(maxsize=CACHE_SIZE // 4)
def replace_options(hand: Hand, cap: int | None) -> tuple[Replace, ...]:
    """Every distinct set of cards to discard, at most ``cap`` of them (None: any number)."""
    if cap is not None:
        return tuple(r for r in replace_options(hand, None) if len(r.cards) <= cap)
    return tuple(map(replace_action, _sub_multisets(hand)))


@lru_cache(maxsize=CACHE_SIZE)
def duel_options(hand: Hand) -> tuple[Duel, ...]:
    return tuple(Duel(value) for value in sorted(set(hand)))


def is_set(cards: Hand) -> bool:
    """Two or more cards of one value."""
    return len(cards) >= 2 and cards[0] == cards[-1]


def is_sequence(cards: Hand) -> bool:
    """Three or more consecutive values, each once; 12 does not wrap to 1."""
    return len(cards) >= 3 and all(b == a + 1 for a, b in zip(cards, cards[1:]))


def _sets(hand: Hand, most: int) -> list[Attack]:
    return [
        Attack((value,) * size)
        for value, copies in sorted(Counter(hand).items())
        for size in range(2, min(copies, most) + 1)
    ]


def _sequences(hand: Hand, most: int) -> list[Attack]:
    values = sorted(set(hand))
    found = []
    for start_index, low in enumerate(values):
        run = 1
        while start_index + run < len(values) and values[start_index + run] == low + run:
            run += 1
        found += [Attack(tuple(range(low, low + n))) for n in range(3, min(run, most) + 1)]
    return found


@lru_cache(maxsize=CACHE_SIZE)
def attack_options(hand: Hand, jumbo: bool) -> tuple[Attack, ...]:
    """Singles, and with jumbo on, sets and sequences; the attacker always keeps a card."""
    most = len(hand) - 1
    if most < 1:
        return ()
    attacks: list[Attack] = [Attack((value,)) for value in sorted(set(hand))]
    if jumbo:
        attacks += _sets(hand, most) + _sequences(hand, most)
    return tuple(sorted(attacks, key=lambda attack: attack.cards))


@lru_cache(maxsize=CACHE_SIZE)
def answer_options(hand: Hand, attacking: int) -> tuple[Action, ...]:
    """Defences (any card >= the attacking card), then the sacrifice of the lowest card.

    When the lowest card already answers the attack, playing it is a defence,
    so there is no separate sacrifice.
    """
    answers: list[Action] = [Defend(value) for value in sorted(set(hand)) if value >= attacking]
    if hand[0] < attacking:
        answers.append(Sacrifice())
    return tuple(answers)


def remove_cards(hand: Hand, cards: Hand) -> Hand:
    """The hand without these cards (which it holds); stays sorted."""
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return tuple(rest)


def holds(hand: Hand, cards: Hand) -> bool:
    """Whether the hand holds all these cards (as a multiset)."""
    if len(cards) == 1:
        return cards[0] in hand
    rest = list(hand)
    try:
        for card in cards:
            rest.remove(card)
    except ValueError:
        return False
    return True


@lru_cache(maxsize=CACHE_SIZE)
def value_counts(hand: Hand) -> tuple[tuple[int, int], ...]:
    """(value, copies) for each value in the hand, ascending."""
    return tuple(sorted(Counter(hand).items()))
