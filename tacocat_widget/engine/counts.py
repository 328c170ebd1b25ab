"""A hand as counts: how many copies of each value it holds, packed into one integer.

The rules take cards out of hands and put drawn cards in, and a search's
playouts do so millions of times. As a sorted tuple, every play builds a new
tuple and every question about a hand hashes one. As counts, playing cards
is a subtraction, drawing an addition, and the hand is its own cheap dict
key; the order of the cards comes for free, since counts are kept by value.

Value v's copies fill ``BITS`` bits from bit ``BITS * (v - 1)``: the hand
(3, 5, 5) is ``ONE[3] + 2 * ONE[5]``. Twelve values of five bits fit in a
machine word, which a compiled build keeps unboxed. The working copy of a
state (``record.Table``) holds its hands so; everything public sees them as
sorted tuples (``cards_of``).
"""

from __future__ import annotations

from typing import Final

from .memo import Memo
from .terms import HIGHEST_VALUE, LOWEST_VALUE, VALUES, Hand

BITS: Final = 5
MOST_COPIES: Final = (1 << BITS) - 1  # of one value in one hand: the rules' decks hold no more
_GROUP: Final = MOST_COPIES

# ONE[value]: the counts of that card alone (ONE[0] is no card).
ONE: Final[tuple[int, ...]] = (0, *(1 << (BITS * (value - 1)) for value in VALUES))

# The card of a hand holding exactly one: SINGLE.get(counts) is None for any other hand.
SINGLE: Final = {ONE[value]: value for value in VALUES}


def counts_of(hand: Hand) -> int:
    """The counts of a hand (or of any cards, in any order)."""
    counts = 0
    for card in hand:
        counts += ONE[card]
    return counts


def copies(counts: int, value: int) -> int:
    """How many cards of ``value`` the hand holds."""
    return (counts >> (BITS * (value - 1))) & _GROUP


def lowest(counts: int) -> int:
    """The lowest card of a hand that holds any."""
    return ((counts & -counts).bit_length() - 1) // BITS + LOWEST_VALUE


def cards_of(counts: int) -> Hand:
    """The hand as sorted cards: one shared tuple for each hand (``CARDS[counts]``)."""
    return CARDS[counts]


def _sorted_cards(counts: int) -> Hand:
    cards: list[int] = []
    for value in range(LOWEST_VALUE, HIGHEST_VALUE + 1):
        cards += [value] * copies(counts, value)
    return tuple(cards)


CARDS: Final = Memo(_sorted_cards, size=1 << 17)
