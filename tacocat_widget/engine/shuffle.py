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

    Four 64-bit outputs make a 256-bit number; its mixed-radix digits
    (base n, n-1, ..., 1) pick each next card from those left, which is a
    Fisher-Yates shuffle. 38! is about 2**149, so the bias is below 2**-100.
    The digits are peeled two at a time (base n(n-1)), which halves the
    divisions of the large number.

    With ``reachable``, only the first ``reachable`` cards are picked (the
    same cards the whole shuffle would put there); the rest follow in deck
    order. A deal uses this for the cards nobody can draw before the next one.
    """
    state, number = splitmix64(state, 4)
    picks = len(cards) if reachable is None else min(reachable, len(cards))
    left = list(cards)
    order: list[int] = []
    take = left.pop
    put = order.append
    for pair_base, second_base in _pair_bases(len(cards), picks):
        number, pair = divmod(number, pair_base)
        first, second = divmod(pair, second_base)
        put(take(first))
        put(take(second))
    order += left
    return tuple(order), state


@lru_cache(maxsize=256)
def _pair_bases(count: int, picks: int) -> tuple[tuple[int, int], ...]:
    """For n, n-2, ... cards left, until ``picks`` are picked: the bases n(n-1) and n-1."""
    return tuple((size * (size - 1), size - 1) for size in range(count, max(count - picks, 1), -2))
