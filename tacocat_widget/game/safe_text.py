"""Text that leaves Python for people: the names they give things, and the errors we show.

Names people give to things the page shows: a line of play, an agent in a seat.

A name travels to the page and into saved games and replay files, so it must
be short, printable text: no control or formatting characters (a right-to-left
override would turn the words around it), and no lone surrogate (which no
UTF-8 text can hold, so every update of the page would fail).
"""

from __future__ import annotations

MOST_ERROR_CHARACTERS = 200


def printable_name(name: object, what: str, most: int) -> str:
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


def shortened(text: str, limit: int = MOST_ERROR_CHARACTERS) -> str:
    """``text``, cut to ``limit`` characters with an ellipsis when longer, and safe to send.

    An error may quote the page's own text, which can hold a lone surrogate;
    sent as it is, it would fail every later update of the page.
    """
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return text if is_well_formed(text) else text.encode("utf-8", "backslashreplace").decode()


def is_well_formed(text: str) -> bool:
    """Whether ``text`` is well-formed Unicode: no lone surrogate, so UTF-8 can carry it."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def error_summary(error: BaseException) -> str:
    """``TypeName: message``, kept short."""
    return shortened(f"{type(error).__name__}: {error}")
