"""The page boundary: what the page sends is checked here, and what errors say is kept short.

The page is untrusted (in a dashboard or a shared notebook it is someone
else's browser). A message must match its declaration in ``commands.MESSAGES``
exactly, field by field, before anything acts on it; an error never echoes the
page's values in full, only their type and size, so a huge or deeply nested
field cannot become a huge error.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any, Literal

import traitlets

from ..engine import Action, action_from_dict
from ..engine.visibility import SEATS, Viewer
from ..game.safe_text import is_well_formed, shortened

MOST_SHOWN_CHARACTERS = 24  # of a value quoted in an error
MOST_ACTION_ITEMS = 64  # an action holds a few small fields; anything bigger is not one


class PageMessageError(ValueError):
    """A message from the page that cannot be acted on."""


def described(value: object) -> str:
    """A short, safe description of an untrusted value: small scalars as-is, else type and size."""
    kind = type(value).__name__
    a_kind = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind}"
    if isinstance(value, (bool, int, float)) or value is None:
        text = repr(value)
        if len(text) <= MOST_SHOWN_CHARACTERS:
            return text
        return f"{a_kind} of {len(text)} digits"
    if isinstance(value, str) and len(value) <= MOST_SHOWN_CHARACTERS:
        return repr(value)
    if isinstance(value, (str, list, dict)):
        return f"{a_kind} of length {len(value)}"
    return a_kind


def refused_value(owner: traitlets.HasTraits, name: str, value: object) -> str | None:
    """Why the page may not set ``owner``'s trait ``name`` to ``value``, in words (None: it may).

    Checked before anything is set, so a refused value changes nothing, and
    one too large for its type (a float of 401 digits) is refused like any other.
    """
    trait = owner.traits()[name]
    try:
        trait._validate(owner, value)  # the check a set runs, without setting
    except (traitlets.TraitError, OverflowError):
        return f"the page may not set {name} to {described(value)}: {name} takes {_takes(trait)}"
    return None


def _takes(trait: traitlets.TraitType[Any, Any]) -> str:
    """The values a trait takes: its type, and its bounds where it has both."""
    low, high = getattr(trait, "min", None), getattr(trait, "max", None)
    if low is None or high is None:
        return trait.info()
    return f"{trait.info()} from {low:g} to {high:g}"


def checked_message(
    content: object, cursor: int, declarations: Mapping[str, Any]
) -> dict[str, Any]:
    """The page's message if it matches its declaration and was made for the current board.

    ``declarations`` holds each kind of message's ``TypedDict`` (``commands.MESSAGES``).
    """
    # Imported here: protocol.py assembles the panels, and a panel reads its actions here.
    from .protocol import PROTOCOL

    if not isinstance(content, dict) or content.get("protocol") != PROTOCOL:
        raise PageMessageError(f"a page message is an object with protocol {PROTOCOL}")
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in declarations:
        raise PageMessageError(f"unknown page message kind {described(kind)}")
    fields = _declared_fields(declarations[kind])
    if set(content) != set(fields):
        raise PageMessageError(f"a {kind} message has the fields {sorted(fields)}")
    if "cursor" in fields and not (type(content["cursor"]) is int and content["cursor"] == cursor):
        raise PageMessageError("that click was made on an older board; it was ignored")
    for name, declared in fields.items():
        if not _conforms(content[name], declared):
            raise PageMessageError(
                f"a {kind} message's {name} must be {_expected(declared)}, "
                f"not {described(content[name])}"
            )
    return content


@cache
def _declared_fields(declared: Any) -> dict[str, Any]:
    return typing.get_type_hints(declared)


def _conforms(value: object, declared: Any) -> bool:
    """Whether ``value`` has the declared type (the few forms the messages use)."""
    if declared is int:
        return type(value) is int  # True is not a cursor
    if declared is str:
        return isinstance(value, str) and is_well_formed(value)
    if typing.get_origin(declared) is Literal:
        return any(
            type(value) is type(allowed) and value == allowed for allowed in declared.__args__
        )
    if typing.get_origin(declared) is dict or typing.is_typeddict(declared):
        return isinstance(value, dict)  # its fields are read by what takes it (``page_action``)
    if typing.get_origin(declared) in (typing.Union, types.UnionType):
        return any(_conforms(value, member) for member in typing.get_args(declared))
    return isinstance(value, declared)


def _expected(declared: Any) -> str:
    if declared is int:
        return "an integer"
    if declared is str:
        return "a text of well-formed Unicode"
    if typing.get_origin(declared) is Literal:
        return "one of " + ", ".join(map(repr, declared.__args__))
    if typing.get_origin(declared) is dict or typing.is_typeddict(declared):
        return "a JSON object"
    if typing.get_origin(declared) in (typing.Union, types.UnionType):
        return " or ".join(dict.fromkeys(map(_expected, typing.get_args(declared))))
    return str(declared)


def page_action(saved: Mapping[str, Any]) -> Action:
    """The action a play message names, read without trusting its size or nesting."""
    if not _small_json(saved, depth=3):
        raise PageMessageError("a play message's action is not an action: it is too large or deep")
    try:
        return action_from_dict(saved)
    except (ValueError, TypeError, KeyError, AttributeError, OverflowError) as error:
        raise PageMessageError(f"not an action: {shortened(str(error), 120)}") from None


def _small_json(value: object, depth: int) -> bool:
    """Whether ``value`` is JSON of at most ``depth`` levels and a few items a level."""
    if isinstance(value, (list, dict)):
        items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
        return (
            depth > 0
            and len(items) <= MOST_ACTION_ITEMS
            and all(_small_json(item, depth - 1) for item in items)
        )
    if isinstance(value, str):
        return len(value) <= MOST_SHOWN_CHARACTERS
    return not isinstance(value, int) or abs(value) < 10**6


def default_page_views(humans: list[Literal[0, 1]]) -> set[Viewer]:
    """The views a page may choose by itself when Python named none.

    A human's own seat against an agent; both seats in hot-seat play (two
    humans at one screen); every view when only agents play.
    """
    if len(humans) == 1:
        return {humans[0]}
    return set(SEATS) if humans else {*SEATS, "all"}
