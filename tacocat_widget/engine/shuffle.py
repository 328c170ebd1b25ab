"""The game's own seeded generator: one integer of state, so a state stays immutable.

A GameState carries this integer and every deal advances it; saving the
integer saves every future deal. The algorithm is fixed here (SplitMix64 and a
mixed-radix Fisher-Yates shuffle), so a seed deals the same cards on every
Python version and platform, which golden playthroughs rely on.
"""

from __future__ import annotations

import secrets

MASK64 = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def splitmix64(state: int) -> tuple[int, int]:
    """Advance the generator: (new state, a uniformly random 64-bit output)."""
    state = (state + _GOLDEN_GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def seed_state(seed: int | None) -> int:
    """The generator state for a user's seed (any integer), or a fresh one for None."""
    if seed is None:
        return secrets.randbits(64)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be an integer or None, got {seed!r}")
    return splitmix64(seed & MASK64)[1]


def shuffled(cards: tuple[int, ...], state: int) -> tuple[tuple[int, ...], int]:
    """The cards in a random order, and the advanced generator state.

    Four 64-bit outputs make a 256-bit number; its mixed-radix digits
    (base n, n-1, ..., 1) pick each next card from those left, which is a
    Fisher-Yates shuffle. 38! is about 2**149, so the bias is below 2**-100.
    The digits are peeled two at a time (base n(n-1)), which halves the
    divisions of the large number.
    """
    number = 0
    for _ in range(4):
        state, output = splitmix64(state)
        number = (number << 64) | output
    left = list(cards)
    order = []
    for size in range(len(left), 1, -2):
        number, pair = divmod(number, size * (size - 1))
        first, second = divmod(pair, size - 1)
        order.append(left.pop(first))
        order.append(left.pop(second))
    return (*order, *left), state
