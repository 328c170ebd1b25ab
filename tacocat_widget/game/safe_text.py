"""Text that leaves Python for people: the names they give things, and the errors we show.

Names people give to things the page shows: a line of play, an agent in a
seat, the words of a "find the move" question.

A name travels to the page and into saved games and replay files, so it must
be short, printable text: no control or formatting characters (a right-to-left
override would turn the words around it), and no lone surrogate (which no
UTF-8 text can hold, so every update of the page would fail). It must show
something, too: a name of blank-looking characters alone (a braille blank, a
Hangul filler) would leave an empty label no one can tell from another.
"""

from __future__ import annotations

import unicodedata

MOST_ERROR_CHARACTERS = 200

# Printable characters that draw nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0),
# the braille blank and the musical null notehead. Marks (accents, variation selectors, the
# grapheme joiner) draw nothing on their own either; the spaces are not printable but for ' '.
BLANK_LOOKING = frozenset("\u115f\u1160\u3164\uffa0\u2800\U0001d159 ")


def printable_name(name: object, what: str, most: int) -> str:
    """``name`` without surrounding spaces, if it is a printable text of 1..``most`` characters
    with at least one that shows."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"{what} is a non-empty text, got {name!r:.40}")
    name = name.strip()
    if len(name) > most:
        raise ValueError(f"{what} has at most {most} characters")
    if not name.isprintable():
        unprintable = next(each for each in name if not each.isprintable())
        raise ValueError(f"{what} holds a character that cannot be shown: {_code(unprintable)}")
    if not any(map(_shows, name)):
        raise ValueError(f"{what} holds no visible character: {_code(name[0])} shows as blank")
    return name


def _shows(character: str) -> bool:
    """Whether a printable character draws something by itself."""
    return character not in BLANK_LOOKING and not unicodedata.category(character).startswith("M")


def _code(character: str) -> str:
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
