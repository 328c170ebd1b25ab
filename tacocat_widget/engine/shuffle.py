"""The game's own seeded generator: one integer of state, so a state stays immutable.

A GameState carries this integer and every deal advances it; saving the
integer saves every future deal. The algorithm is fixed here (SplitMix64 and a
mixed-radix Fisher-Yates shuffle), so a seed deals the same cards on every
Python version and platform, which golden playthroughs rely on.
"""

from __future__ import annotations

import secrets
from functools import lru_cache
from typing import Final

MASK64: Final = (1 << 64) - 1
_GOLDEN_GAMMA: Final = 0x9E3779B97F4A7C15


def splitmix64(state: int, count: int = 1) -> tuple[int, int]:
    """Advance the generator ``count`` times: (new state, the outputs as one number, first highest).

    Each output is a uniformly random 64-bit word.
    """
    number = 0
    for _ in range(count):
        state = (state + _GOLDEN_GAMMA) & MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        number = (number << 64) | z ^ (z >> 31)
    return state, number


def seed_state(seed: object) -> int:
    """The generator state for a user's seed (any integer), or a fresh one for None.

    Any other value is refused by name (a seed may come from a user's cell).
    """
    if seed is None:
        return secrets.randbits(64)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer or None, got {seed!r}")
    return splitmix64(seed & MASK64)[1]


def shuffled(
    cards: tuple[int, ...], state: int, reachable: int | None = None
) -> tuple[tuple[int, ...], int]:
    """The cards in a random order, and the advanced generator state.

    Four 64-bit outputs make a 256-bit number; its mixed-radix digits pick
    each next card from those left, which is a Fisher-Yates shuffle. 38! is
    about 2**149, so the bias is below 2**-100. The digits go two at a time:
    with n cards left, the next digit is base n(n-1), and its quotient and
    remainder by n-1 pick two cards.

    With ``reachable``, only the first ``reachable`` cards are picked (the
    same cards the whole shuffle would put there); the rest follow in deck
    order. A deal uses this for the cards nobody can draw before the next one.
    """
    state, number = splitmix64(state, 4)
    picks = len(cards) if reachable is None else min(reachable, len(cards))
    left = list(cards)
    order: list[int] = []
    # The 256-bit number is divided once per chunk of digits, not once per digit: a
    # chunk fits a machine word, so a compiled build takes its digits apart natively.
    for chunk_base, sizes in _digit_chunks(len(cards), picks):
        number, chunk = divmod(number, chunk_base)
        for size in sizes:  # cards left
            pair = chunk % (size * (size - 1))  # // and %, which compile to machine code
            chunk //= size * (size - 1)
            order.append(left.pop(pair // (size - 1)))
            order.append(left.pop(pair % (size - 1)))
    order += left
    return tuple(order), state


_WORD: Final = 1 << 60  # a chunk's base stays below this: a compiled int's native range


@lru_cache(maxsize=256)
def _digit_chunks(count: int, picks: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The cards left at each pair's pick (n, n-2, ... until ``picks`` are picked), in chunks.

    Each chunk is (the product of its pairs' bases n(n-1), its sizes n), the
    product below ``_WORD``.
    """
    chunks: list[tuple[int, tuple[int, ...]]] = []
    product = 1
    sizes: tuple[int, ...] = ()
    for size in range(count, max(count - picks, 1), -2):
        if product * size * (size - 1) >= _WORD:
            chunks.append((product, sizes))
            product, sizes = 1, ()
        product, sizes = product * size * (size - 1), (*sizes, size)
    if sizes:
        chunks.append((product, sizes))
    return tuple(chunks)
