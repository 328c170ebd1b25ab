"""The rule options of a game (docs/rules.md, "Rule options"), checked when built."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from .terms import TRACK_LENGTH, VALUES, Hand

Arrow = int | Literal["both"]
MAX_COPIES = 99  # per value: keeps a deck a deck, and a damaged save from asking for 10**12 cards

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


@dataclass(frozen=True)
class Rules:
    """Rule options. Every field is checked; an impossible one raises ValueError.

    ``deck``: copies of each value 1..12. ``hand_sizes``: the number printed on
    spaces 0..6. ``arrows``: per space, the player who replaces first (0 or 1),
    or ``"both"`` for a simultaneous replace. ``jumbo``: sets and sequences
    allowed. ``final_tie``: ``"stay"`` or ``"arrow"``. ``start``: the space the
    Tacocat starts on.
    """

    deck: tuple[int, ...] = DEFAULT_DECK
    hand_sizes: tuple[int, ...] = DEFAULT_HAND_SIZES
    arrows: tuple[Arrow, ...] = field(default=DEFAULT_ARROWS)
    jumbo: bool = True
    final_tie: Literal["stay", "arrow"] = "stay"
    start: int = 3

    def __post_init__(self) -> None:
        deck = _int_tuple("deck", self.deck, len(VALUES), 0, MAX_COPIES)
        hand_sizes = _int_tuple("hand_sizes", self.hand_sizes, TRACK_LENGTH, 1, sum(deck))
        arrows = _arrow_tuple(self.arrows)
        if 4 * max(hand_sizes) > sum(deck):
            raise ValueError(
                f"Rules.hand_sizes: the largest hand ({max(hand_sizes)}) needs "
                f"{4 * max(hand_sizes)} cards (two hands and a full replace each), "
                f"but Rules.deck has only {sum(deck)}"
            )
        if not isinstance(self.jumbo, bool):
            raise ValueError(f"Rules.jumbo must be True or False, got {self.jumbo!r}")
        if self.final_tie not in ("stay", "arrow"):
            raise ValueError(f"Rules.final_tie must be 'stay' or 'arrow', got {self.final_tie!r}")
        if not _is_int(self.start) or not 0 <= self.start < TRACK_LENGTH:
            raise ValueError(
                f"Rules.start must be a space index 0..{TRACK_LENGTH - 1}, got {self.start!r}"
            )
        object.__setattr__(self, "deck", deck)
        object.__setattr__(self, "hand_sizes", hand_sizes)
        object.__setattr__(self, "arrows", arrows)

    def cards(self) -> Hand:
        """Every card of the deck, ascending (38 with the default counts)."""
        return self._cards

    @cached_property
    def _cards(self) -> Hand:  # every deal asks, so it is worked out once
        pairs = zip(VALUES, self.deck, strict=True)
        return tuple(value for value, copies in pairs for _ in range(copies))

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
