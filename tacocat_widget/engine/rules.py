"""The rule options of a game (docs/rules.md, "Rule options"), checked when built."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .counts import MOST_COPIES
from .terms import TRACK_LENGTH, VALUES, Hand

Arrow = int | Literal["both"]
MAX_COPIES = MOST_COPIES  # per value: what a hand's counts can hold (counts.py)

DEFAULT_DECK = (2, 3, 3, 3, 4, 4, 4, 4, 3, 3, 3, 2)
DEFAULT_HAND_SIZES = (4, 5, 6, 7, 6, 5, 4)
# Every space but the centre points at the player farther from it: spaces near
# the YAY goal (player 0) point at player 1, spaces near WOW at player 0.
DEFAULT_ARROWS: tuple[Arrow, ...] = (1, 1, 1, "both", 0, 0, 0)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _entries(name: str, value: object, length: int) -> tuple[object, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise ValueError(f"Rules.{name} must be a sequence of {length} entries, got {value!r}")
    if len(value) != length:
        raise ValueError(f"Rules.{name} must have {length} entries, got {len(value)}")
    return tuple(value)


def _int_tuple(
    name: str, value: object, length: int, minimum: int, maximum: int
) -> tuple[int, ...]:
    items = _entries(name, value, length)
    for index, item in enumerate(items):
        if not _is_int(item) or not minimum <= item <= maximum:  # type: ignore[operator]
            raise ValueError(
                f"Rules.{name}[{index}] must be an integer {minimum}..{maximum}, got {item!r}"
            )
    return items  # type: ignore[return-value]


def _arrow_tuple(value: object) -> tuple[Arrow, ...]:
    items = _entries("arrows", value, TRACK_LENGTH)
    for index, item in enumerate(items):
        if item != "both" and (not _is_int(item) or item not in (0, 1)):
            raise ValueError(f"Rules.arrows[{index}] must be 0, 1 or 'both', got {item!r}")
    return items  # type: ignore[return-value]


@dataclass(frozen=True, init=False)
class Rules:
    """Rule options. Every field is checked; an impossible one raises ValueError.

    ``deck``: copies of each value 1..12. ``hand_sizes``: the number printed on
    spaces 0..6. ``arrows``: per space, the player who replaces first (0 or 1),
    or ``"both"`` for a simultaneous replace. ``jumbo``: sets and sequences
    allowed. ``final_tie``: ``"stay"`` or ``"arrow"``. ``start``: the space the
    Tacocat starts on.
    """

    deck: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    arrows: tuple[Arrow, ...]
    jumbo: bool
    final_tie: Literal["stay", "arrow"]
    start: int
    _cards: Hand = field(init=False, repr=False, compare=False)  # every deal asks: made once

    def __init__(  # any value is taken, and checked here, so that a bad one is named
        self,
        deck: object = DEFAULT_DECK,
        hand_sizes: object = DEFAULT_HAND_SIZES,
        arrows: object = DEFAULT_ARROWS,
        jumbo: object = True,
        final_tie: object = "stay",
        start: object = 3,
    ) -> None:
        checked_deck = _int_tuple("deck", deck, len(VALUES), 0, MAX_COPIES)
        sizes = _int_tuple("hand_sizes", hand_sizes, TRACK_LENGTH, 1, sum(checked_deck))
        if 4 * max(sizes) > sum(checked_deck):
            raise ValueError(
                f"Rules.hand_sizes: the largest hand ({max(sizes)}) needs "
                f"{4 * max(sizes)} cards (two hands and a full replace each), "
                f"but Rules.deck has only {sum(checked_deck)}"
            )
        if not isinstance(jumbo, bool):
            raise ValueError(f"Rules.jumbo must be True or False, got {jumbo!r}")
        if final_tie not in ("stay", "arrow"):
            raise ValueError(f"Rules.final_tie must be 'stay' or 'arrow', got {final_tie!r}")
        if not _is_int(start) or not 0 <= start < TRACK_LENGTH:  # type: ignore[operator]
            raise ValueError(
                f"Rules.start must be a space index 0..{TRACK_LENGTH - 1}, got {start!r}"
            )
        pairs = zip(VALUES, checked_deck, strict=True)
        cards = tuple(value for value, copies in pairs for _ in range(copies))
        for name, value in (
            ("deck", checked_deck),
            ("hand_sizes", sizes),
            ("arrows", _arrow_tuple(arrows)),
            ("jumbo", jumbo),
            ("final_tie", final_tie),
            ("start", start),
            ("_cards", cards),
        ):
            object.__setattr__(self, name, value)

    def cards(self) -> Hand:
        """Every card of the deck, ascending (38 with the default counts)."""
        return self._cards

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles go through __init__
        return (
            Rules,
            (self.deck, self.hand_sizes, self.arrows, self.jumbo, self.final_tie, self.start),
        )

    def __deepcopy__(self, memo: dict[int, object]) -> Rules:
        return self  # frozen, and every field immutable: a copy would be the same rules

    def to_dict(self) -> dict[str, object]:
        return {
            "deck": list(self.deck),
            "hand_sizes": list(self.hand_sizes),
            "arrows": list(self.arrows),
            "jumbo": self.jumbo,
            "final_tie": self.final_tie,
            "start": self.start,
        }

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a JSON object, got {type(data).__name__}")
        fields = {"deck", "hand_sizes", "arrows", "jumbo", "final_tie", "start"}
        if set(data) != fields:
            unknown = sorted(map(str, set(data) - fields))
            missing = sorted(fields - set(data))
            raise ValueError(f"rules fields: unknown {unknown}, missing {missing}")
        return cls(**data)


DEFAULT_RULES = Rules()
