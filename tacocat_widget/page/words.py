"""The small formatters the panels' sentences share: a chance, a loss, a sentence's start.

Every sentence a person reads on the board comes in the view: the page never
builds one from the facts. Each panel words its own (``panels/``); the ways of
writing a number that several of them use are here, so that the board writes a
chance, or a loss, the same way everywhere.
"""

from __future__ import annotations

import math


def capitalised(text: str) -> str:
    """A log line or a name made the start of a sentence."""
    return text[:1].upper() + text[1:]


def percent(chance: float) -> str:
    """A chance in whole percent, halves rounded up (as people round)."""
    return f"{int(100 * chance + 0.5)}%"


def fine_percent(chance: float) -> str:
    """A chance in percent, with a tenth under 10% (a small loss still shows)."""
    digits = 1 if chance < 0.1 else 0
    return f"{math.floor(100 * chance * 10**digits + 0.5) / 10**digits:.{digits}f}%"


def points(loss: float) -> str:
    """A win chance given up: the difference of two chances, so in percentage points, not a
    percent of anything (a tenth under 10, as ``fine_percent``)."""
    number = fine_percent(loss).removesuffix("%")
    return f"{number} percentage point{'' if number == '1' else 's'}"


def given_up(loss: float, noise: float) -> str:
    """A win chance given up, and how large a loss the two estimates' luck could make."""
    return f"{points(loss)} (noise ±{fine_percent(noise).removesuffix('%')})"
