"""The five kinds of move, as frozen values with a printable and a JSON form.

Every action has ``cards``: the values it names, ascending (one for a duel or
a defence; none for a sacrifice, whose card is the defender's lowest). Those
that name cards also have them as ``counts`` (``counts.py``), made once, which
the rules take out of a hand.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .counts import ONE, counts_of
from .terms import HIGHEST_VALUE, LOWEST_VALUE, Hand, is_card


def _check_card(kind: str, card: object) -> int:
    if not is_card(card):
        expected = f"a card must be an integer {LOWEST_VALUE}..{HIGHEST_VALUE}"
        raise ValueError(f"{kind}: {expected}, got {_brief(card)}")
    return card  # type: ignore[return-value]


def _brief(value: object) -> str:
    """A short description of a value that may be huge or hostile (it came from outside)."""
    text = repr(value) if isinstance(value, (int, str, float)) else type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _sorted_cards(kind: str, cards: object) -> Hand:
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise ValueError(f"{kind}: cards must be a sequence of integers, got {_brief(cards)}")
    checked = tuple(sorted(_check_card(kind, card) for card in cards))
    # Sorted cards given as a tuple are kept as given: a copy or an unpickled action
    # shares its cards with whatever shared them before.
    return cards if isinstance(cards, tuple) and checked == cards else checked


def _dashed(cards: Hand) -> str:
    return "-".join(map(str, cards))


# Each action takes any value and checks it in its own __init__, so that a bad one
# (from a user's cell or a page) is refused by name as a ValueError.


@dataclass(frozen=True, order=True, init=False)
class Replace:
    """Discard these cards face up and draw as many (may be empty)."""

    cards: Hand = ()
    counts: int = field(default=0, init=False, repr=False, compare=False)

    def __init__(self, cards: object = ()) -> None:
        object.__setattr__(self, "cards", _sorted_cards("Replace", cards))
        object.__setattr__(self, "counts", counts_of(self.cards))

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles go through __init__
        return (Replace, (self.cards,))

    def __str__(self) -> str:
        return f"replace {_dashed(self.cards)}" if self.cards else "replace none"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "replace", "cards": list(self.cards)}


@dataclass(frozen=True, order=True, init=False)
class Duel:
    """Choose one card, face down, for the duel."""

    card: int
    cards: Hand = field(init=False, repr=False, compare=False)  # (card,), made once
    counts: int = field(init=False, repr=False, compare=False)

    def __init__(self, card: object) -> None:
        object.__setattr__(self, "card", _check_card("Duel", card))
        object.__setattr__(self, "cards", (self.card,))
        object.__setattr__(self, "counts", ONE[self.card])

    def __reduce__(self) -> tuple[Any, ...]:
        return (Duel, (self.card,))

    def __str__(self) -> str:
        return f"duel {self.card}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "duel", "card": self.card}


@dataclass(frozen=True, order=True, init=False)
class Attack:
    """Lead a single card, a set or a sequence."""

    cards: Hand
    counts: int = field(init=False, repr=False, compare=False)

    def __init__(self, cards: object) -> None:
        checked = _sorted_cards("Attack", cards)
        if not checked:
            raise ValueError("Attack: an attack needs at least one card")
        object.__setattr__(self, "cards", checked)
        object.__setattr__(self, "counts", counts_of(checked))

    def __reduce__(self) -> tuple[Any, ...]:
        return (Attack, (self.cards,))

    def __str__(self) -> str:
        return f"attack {_dashed(self.cards)}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "attack", "cards": list(self.cards)}


@dataclass(frozen=True, order=True, init=False)
class Defend:
    """Answer the lowest unanswered attacking card with an equal or higher card."""

    card: int
    cards: Hand = field(init=False, repr=False, compare=False)  # (card,), made once
    counts: int = field(init=False, repr=False, compare=False)

    def __init__(self, card: object) -> None:
        object.__setattr__(self, "card", _check_card("Defend", card))
        object.__setattr__(self, "cards", (self.card,))
        object.__setattr__(self, "counts", ONE[self.card])

    def __reduce__(self) -> tuple[Any, ...]:
        return (Defend, (self.card,))

    def __str__(self) -> str:
        return f"defend {self.card}"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "defend", "card": self.card}


@dataclass(frozen=True, order=True)
class Sacrifice:
    """Answer the lowest unanswered attacking card with the lowest card in hand."""

    @property
    def cards(self) -> Hand:
        """None named: the card given up is the defender's lowest."""
        return ()

    def __str__(self) -> str:
        return "sacrifice"

    def to_dict(self) -> dict[str, Any]:
        return {"type": "sacrifice"}


Action = Replace | Duel | Attack | Defend | Sacrifice
Answer = Defend | Sacrifice  # the actions that answer an attacking card
ACTION_TYPES = (Replace, Duel, Attack, Defend, Sacrifice)

_MANY_CARDS: dict[str, type[Replace] | type[Attack]] = {"replace": Replace, "attack": Attack}
_ONE_CARD: dict[str, type[Duel] | type[Defend]] = {"duel": Duel, "defend": Defend}
_CARD_KINDS = (*_MANY_CARDS, *_ONE_CARD)  # the actions that name cards
ACTION_KINDS = (*_CARD_KINDS, "sacrifice")  # every action's "type" in to_dict()


def action_from_dict(data: object) -> Action:
    """Rebuild an action from ``to_dict()``; anything else raises ValueError."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be a JSON object, got {type(data).__name__}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in ACTION_KINDS:
        raise ValueError(
            f"unknown action type {_brief(kind)}; "
            "expected replace, duel, attack, defend or sacrifice"
        )
    expected = {"type", "cards"} if kind in _MANY_CARDS else {"type", "card"}
    if kind == "sacrifice":
        expected = {"type"}
    if set(data) != expected:
        got = sorted(_brief(key) for key in list(data)[:8])
        raise ValueError(f"a {kind} action has the keys {sorted(expected)}, got {got}")
    if kind == "sacrifice":
        return Sacrifice()
    if kind in _MANY_CARDS:
        cards = data["cards"]
        if not isinstance(cards, list):
            raise ValueError(f"{kind}: 'cards' must be a list, got {_brief(cards)}")
        return _MANY_CARDS[kind](tuple(cards))
    return _ONE_CARD[kind](data["card"])


def parse_action(text: object) -> Action:
    """Read an action from its ``str()`` form, e.g. ``"attack 9-10-11"`` or ``"sacrifice"``."""
    if not isinstance(text, str):
        raise ValueError(f"an action's text must be a string, got {type(text).__name__}")
    words = text.strip().lower().split()
    if words == ["sacrifice"]:
        return Sacrifice()
    if len(words) != 2 or words[0] not in _CARD_KINDS:
        raise ValueError(
            f"cannot read {_brief(text)} as an action; try 'replace 1-4', 'replace none', "
            "'duel 7', 'attack 9-10-11', 'defend 5' or 'sacrifice'"
        )
    kind, cards_text = words
    if kind == "replace" and cards_text == "none":
        return Replace(())
    parts = cards_text.split("-")
    if not all(part.isascii() and part.isdigit() for part in parts):
        raise ValueError(f"cannot read the cards {_brief(cards_text)} in {_brief(text)}")
    cards = tuple(int(part) for part in parts)
    if kind in _MANY_CARDS:
        return _MANY_CARDS[kind](cards)
    if len(cards) != 1:
        raise ValueError(f"{kind} takes exactly one card, got {_brief(cards_text)}")
    return _ONE_CARD[kind](cards[0])
