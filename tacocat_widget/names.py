"""Names people give to things the page shows: a line of play, an agent in a seat.

A name travels to the page and into saved games and replay files, so it must
be short, printable text: no control or formatting characters (a right-to-left
override would turn the words around it), and no lone surrogate (which no
UTF-8 text can hold, so every update of the page would fail).
"""

from __future__ import annotations


def checked_name(name: object, what: str, most: int) -> str:
    """``name`` without surrounding spaces, if it is a printable text of 1..``most`` characters."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"{what} is a non-empty text, got {name!r:.40}")
    name = name.strip()
    if len(name) > most:
        raise ValueError(f"{what} has at most {most} characters")
    if not name.isprintable():
        raise ValueError(
            f"{what} holds a character that cannot be shown: {_first_unprintable(name)}"
        )
    return name


def _first_unprintable(name: str) -> str:
    character = next(each for each in name if not each.isprintable())
    return f"U+{ord(character):04X}"
