"""What a game refuses: a request its state does not allow now, which is no bug.

The game is over, it is an agent's move and a human was asked to play, the
history has no such index: each is a ``Refused`` (a ``ValueError``) whose
message says why from facts both players may see, so it can be shown to
anyone as it is. Whoever asked (a script, the page) gets the game unchanged.
"""

from __future__ import annotations


class Refused(ValueError):
    """The game does not allow this now; the message says why, naming no hidden card."""


class OutOfRange(Refused, IndexError):
    """An index past the history's states or the game's lines (an ``IndexError`` too)."""
