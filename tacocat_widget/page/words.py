"""The small formatters the panels' sentences share: a chance, a loss, a sentence's start.

Every sentence a person reads on the board comes in the view: the page never
builds one from the facts. Each panel words its own (``panels/``); the ways of
writing a number that several of them use are here, so that the board writes a
chance, or a loss, the same way everywhere.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def capitalised(text: str) -> str:
    """A log line or a name made the start of a sentence."""
    return text[:1].upper() + text[1:]


def _rounded(chance: float, places: int) -> Decimal:
    """``chance`` times 10**places, halves rounded up, read as its shortest decimal form:
    0.285 is 28.5 percent, rounded to 29 as people round, where binary arithmetic makes it
    28.4999... The page's format.js rounds the same way, from the same form."""
    shifted = Decimal(repr(chance)).scaleb(places)
    return shifted.quantize(Decimal(1), rounding=ROUND_HALF_UP)


def percent(chance: float) -> str:
    """A chance in whole percent, halves rounded up (as people round)."""
    return f"{_rounded(chance, 2)}%"


def fine_percent(chance: float) -> str:
    """A chance in percent, with a tenth under 10% (a small loss still shows); one that rounds to
    10% or more is in whole percent, as ``percent`` writes it."""
    tenths = _rounded(chance, 3)
    return f"{tenths.scaleb(-1)}%" if tenths < 100 else percent(chance)


def points(loss: float) -> str:
    """A win chance given up: the difference of two chances, so in percentage points, not a
    percent of anything (a tenth under 10, as ``fine_percent``)."""
    number = fine_percent(loss).removesuffix("%")
    return f"{number} percentage point{'' if number == '1' else 's'}"


def given_up(loss: float, noise: float) -> str:
    """A win chance given up, and how large a loss the two estimates' luck could make."""
    return f"{points(loss)} (noise ±{fine_percent(noise).removesuffix('%')})"
