"""What a hand may legally do, as functions of the hand alone (docs/rules.md, Replace/Duel/Play).

Each rule is written over the hand's cards, ascending. The rules keep a hand
as counts (``counts.py``), and a game asks the same questions of the same
hands again and again (search agents millions of times), so each answer is
worked out once per hand and kept in a dict (``Memo``) under the hand's
counts: a hit is one subscript. A question with a second part keeps one dict
per value of that part: ``DUEL_OPTIONS[counts]``,
``ATTACK_OPTIONS[jumbo][counts]``, ``ANSWER_OPTIONS[attacking][values_held(counts)]``,
``REPLACE_OPTIONS[cap][counts]``. The functions take the cards, for everyone else.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from itertools import pairwise
from math import prod
from typing import Final, TypeVar

from .actions import Answer, Attack, Defend, Duel, Replace, Sacrifice
from .counts import BITS, ONE, cards_of, counts_of
from .memo import CACHE_SIZE, Memo, Result
from .terms import VALUES, Hand

# One shared action object per move: the cached lists are built from these.
DUELS: Final = {value: Duel(value) for value in VALUES}
DEFENCES: Final = {value: Defend(value) for value in VALUES}
SACRIFICE: Final = Sacrifice()
_REPLACES: Final[dict[Hand, Replace]] = {}
Many = TypeVar("Many", Replace, Attack)  # the actions that name several cards
_KEEP_ALL: Final = Replace(())
_ATTACKS: Final[dict[Hand, Attack]] = {}


def _shared(table: dict[Hand, Many], kind: type[Many], cards: Hand) -> Many:
    if len(table) >= CACHE_SIZE * 4:  # bounds memory in very long sessions
        table.clear()
    action: Many = kind(cards)
    table[cards] = action
    return action


def replace_action(cards: Hand) -> Replace:
    """The shared Replace of these cards (sorted)."""
    return _REPLACES.get(cards) or _shared(_REPLACES, Replace, cards)


def attack_action(cards: Hand) -> Attack:
    """The shared Attack with these cards (sorted)."""
    return _ATTACKS.get(cards) or _shared(_ATTACKS, Attack, cards)


def value_counts(hand: Hand) -> tuple[tuple[int, int], ...]:
    """(value, copies) for each value in the hand, ascending."""
    return tuple([(value, hand.count(value)) for value in sorted(set(hand))])


def distinct_values(hand: Hand) -> Hand:
    return tuple(sorted(set(hand)))


_LOWEST_BITS: Final = sum(ONE)  # the lowest bit of each value's count
assert BITS == 5, "values_held shifts by each bit of a count"


def values_held(counts: int) -> int:
    """The counts of one card of each value the hand holds."""
    # Any bit of a value's count, shifted down to that count's lowest bit (BITS is 5).
    held = counts | counts >> 1 | counts >> 2 | counts >> 3 | counts >> 4
    return held & _LOWEST_BITS


def _per_hand(work_out: Callable[[Hand], Result]) -> Memo[int, Result]:
    """A Memo of ``work_out``'s answers, kept by the hand's counts."""
    return Memo(lambda counts: work_out(cards_of(counts)))


# -- Replace ------------------------------------------------------------------


def _every_choice(hand: Hand) -> tuple[Replace, ...]:
    """Every distinct set of cards to discard from ``hand``, ascending (the empty one first).

    Those holding the lowest card come first, each that card plus a choice
    from the rest of the hand; then the choices without it. Both parts are
    suffixes of the hand, which many hands share, so they are cached too.
    """
    if not hand:
        return (_KEEP_ALL,)
    lowest = (hand[0],)
    with_lowest = [
        _REPLACES.get(cards) or _shared(_REPLACES, Replace, cards)
        for cards in [lowest + choice.cards for choice in _EVERY_CHOICE[hand[1:]]]
    ]
    return (_KEEP_ALL, *with_lowest, *_EVERY_CHOICE[hand[hand.count(lowest[0]) :]][1:])


_EVERY_CHOICE: Final = Memo(_every_choice)


def replace_options(hand: Hand, cap: int | None) -> tuple[Replace, ...]:
    """Every distinct set of cards to discard, at most ``cap`` of them (None: any number)."""
    return REPLACE_OPTIONS[cap][counts_of(hand)]


def _capped_choices(cap: int | None) -> Memo[int, tuple[Replace, ...]]:
    if cap is None:
        return _per_hand(_EVERY_CHOICE.__getitem__)
    return _per_hand(
        lambda hand: tuple([choice for choice in _EVERY_CHOICE[hand] if len(choice.cards) <= cap])
    )


REPLACE_OPTIONS: Final = Memo(_capped_choices)
"""``REPLACE_OPTIONS[cap][counts]`` is ``replace_options(cards_of(counts), cap)``."""


def _copies_per_value(hand: Hand) -> tuple[int, ...]:
    return tuple([copies for _, copies in value_counts(hand)])


COPIES_PER_VALUE: Final = _per_hand(_copies_per_value)
"""How many copies of each value a hand holds, lowest value first: ``COPIES_PER_VALUE[counts]``."""

SMALL_CHOICE: Final = (
    256  # the most replaces a hand may have for ``DISCARD_POSITIONS`` to list them
)


def _discard_positions(shape: tuple[tuple[int, ...], int | None]) -> tuple[Hand, ...] | None:
    copies, cap = shape
    if prod(count + 1 for count in copies) > SMALL_CHOICE:
        return None
    choices: list[Hand] = [()]
    start = 0
    for count in copies:
        choices = [
            choice + tuple(range(start, start + taken))
            for choice in choices
            for taken in range(count + 1)
        ]
        start += count
    return tuple([choice for choice in choices if cap is None or len(choice) <= cap])


DISCARD_POSITIONS: Final = Memo(_discard_positions, size=4096)
"""Every replace of a sorted hand, as the positions it discards: ``DISCARD_POSITIONS[copies, cap]``.

``copies`` is the hand's ``COPIES_PER_VALUE``. A replace is a number of
copies of each value (copies are alike, so the first ones go); at most
``cap`` cards in all (None: any number). Many hands share one shape, so a
playout picks a replace from this short list uniformly. None when there are
more than ``SMALL_CHOICE`` replaces.
"""


# -- Duel ---------------------------------------------------------------------


def _duels(hand: Hand) -> tuple[Duel, ...]:
    return tuple([DUELS[value] for value in dict.fromkeys(hand)])  # an ascending hand's values


DUEL_OPTIONS: Final = _per_hand(_duels)  # DUEL_OPTIONS[counts] is duel_options(hand)


def duel_options(hand: Hand) -> tuple[Duel, ...]:
    """One card of any value held."""
    return DUEL_OPTIONS[counts_of(hand)]


# -- Attack -------------------------------------------------------------------


def is_set(cards: Hand) -> bool:
    """Two or more cards of one value."""
    return len(cards) >= 2 and cards[0] == cards[-1]


def is_sequence(cards: Hand) -> bool:
    """Three or more consecutive values, each once; 12 does not wrap to 1."""
    return len(cards) >= 3 and all(b == a + 1 for a, b in pairwise(cards))


def _sets(hand: Hand, most: int) -> list[Hand]:
    return [
        (value,) * size
        for value, copies in value_counts(hand)
        for size in range(2, min(copies, most) + 1)
    ]


def _sequences(hand: Hand, most: int) -> list[Hand]:
    values = distinct_values(hand)
    found = []
    for start, low in enumerate(values):
        run = 1
        while start + run < len(values) and values[start + run] == low + run:
            run += 1
        found += [tuple(range(low, low + n)) for n in range(3, min(run, most) + 1)]
    return found


def attack_options(hand: Hand, jumbo: bool) -> tuple[Attack, ...]:
    """Singles, and with jumbo on, sets and sequences; the attacker always keeps a card."""
    return ATTACK_OPTIONS[jumbo][counts_of(hand)]


def _attacks(hand: Hand, jumbo: bool) -> tuple[Attack, ...]:
    most = len(hand) - 1
    if most < 1:
        return ()
    leads: list[Hand] = [(value,) for value in distinct_values(hand)]
    if jumbo:
        leads += _sets(hand, most) + _sequences(hand, most)
    return tuple(map(attack_action, sorted(leads)))


# ATTACK_OPTIONS[jumbo][counts] is attack_options(hand, jumbo)
ATTACK_OPTIONS: Final = (
    _per_hand(lambda hand: _attacks(hand, False)),
    _per_hand(lambda hand: _attacks(hand, True)),
)


# -- Answer -------------------------------------------------------------------


def answer_options(hand: Hand, attacking: int) -> tuple[Answer, ...]:
    """Defences (any card >= the attacking card), then the sacrifice of the lowest card.

    When the lowest card already answers the attack, playing it is a defence,
    so there is no separate sacrifice.
    """
    return ANSWER_OPTIONS[attacking][values_held(counts_of(hand))]


def _answers(values: Hand, attacking: int) -> tuple[Answer, ...]:
    """The answers of a hand that holds these values (one card of each, ascending)."""
    answers: list[Answer] = [DEFENCES[value] for value in values[bisect_left(values, attacking) :]]
    if values[0] < attacking:
        answers.append(SACRIFICE)
    return tuple(answers)


def _answers_to(attacking: int) -> Memo[int, tuple[Answer, ...]]:
    return _per_hand(lambda values: _answers(values, attacking))


# The answers depend on the values held, not on their copies, so they are kept by
# values: a few thousand keys, where hands would overflow the cache.
ANSWER_OPTIONS: Final = Memo(_answers_to)
"""``ANSWER_OPTIONS[attacking][values_held(counts)]`` is ``answer_options(hand, attacking)``."""


# -- Cards in hand --------------------------------------------------------------


def without(hand: Hand, cards: Hand) -> Hand:
    """The hand less these cards (which it holds), still sorted."""
    if not cards:
        return hand
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
