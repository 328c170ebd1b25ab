"""One stream of random draws, replayed for each move a search tries in the same world.

A paired trial finishes the round after each candidate move with the same
draws, so that two moves differ by what they do, not by their luck. Seeding a
fresh ``random.Random`` per move did that, but seeding a Mersenne Twister
costs about as much as the draws of a whole playout. ``PairedDraws`` is
seeded once per search and records its draws: ``forget()`` starts the
record for a new world, ``replay()`` reads it again from the start for the
next move, and draws past the record continue the same stream. So every move
tried in a world meets the same draws, as if each had a generator seeded
alike.
"""

from __future__ import annotations

import random
from typing import Final

_UNIFORM: Final = random.Random.random  # the generator's own draws, past this class's
_BITS: Final = random.Random.getrandbits


class PairedDraws(random.Random):
    """A ``random.Random`` whose draws so far can be read again: ``replay()`` rewinds them.

    Both ways a ``random.Random`` draws (``random()`` and ``getrandbits()``,
    which its other methods build on) are recorded. A reader that asks
    differently from the record, where the record was made, leaves it there
    and draws anew.
    """

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._drawn: list[float | tuple[int, int]] = []  # floats; (bits asked, value) pairs
        self._read = 0

    def replay(self) -> None:
        """Read the recorded draws again from the first."""
        self._read = 0

    def forget(self) -> None:
        """Start a new record: the draws that follow continue the stream, unrecorded so far."""
        self._drawn.clear()
        self._read = 0

    def random(self) -> float:
        read, drawn = self._read, self._drawn
        self._read = read + 1
        if read < len(drawn):
            value = drawn[read]
            if type(value) is float:
                return value
            del drawn[read:]
        fresh = _UNIFORM(self)
        drawn.append(fresh)
        return fresh

    def getrandbits(self, k: int, /) -> int:
        read, drawn = self._read, self._drawn
        self._read = read + 1
        if read < len(drawn):
            value = drawn[read]
            if type(value) is tuple and value[0] == k:
                return value[1]
            del drawn[read:]
        fresh = _BITS(self, k)
        drawn.append((k, fresh))
        return fresh
