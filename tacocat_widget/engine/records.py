"""Public records of play: the face-up cards of a round and the result of a round."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple

from .terms import space_name


class Event(NamedTuple):
    """Cards that went face up this round, and who played them.

    ``kind`` is ``"replace"`` (discarded to replace), ``"duel"``, ``"attack"``,
    ``"defend"`` or ``"sacrifice"``.
    """

    kind: str
    player: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        """The one wording of this play, in logs, text views and the page alike."""
        if self.kind == "replace" and not self.cards:
            return f"player {self.player} keeps every card"
        cards = " ".join(map(str, self.cards))
        return f"player {self.player} {EVENT_WORDS[self.kind]} {cards}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "cards": list(self.cards)}


# How each kind of play reads in the log and on the page (the page gets str(event) in the view).
EVENT_WORDS: Final = {
    "replace": "replaces",
    "duel": "duels",
    "attack": "attacks with",
    "defend": "defends with",
    "sacrifice": "sacrifices",
}
EVENT_KINDS: Final = tuple(EVENT_WORDS)


class RoundResult(NamedTuple):
    """How a round ended: both last cards shown, who won, where the Tacocat went.

    ``winner`` is None for a tie that stayed; ``moved_to`` is -1 or 7 when the
    Tacocat entered a goal, and equals ``moved_from`` when it did not move.
    """

    number: int
    showdown: tuple[int, int]
    winner: int | None
    moved_from: int
    moved_to: int

    def __str__(self) -> str:
        return self.describe()

    def describe(self, name: Callable[[int], str] = "player {}".format) -> str:
        """The one wording of a round's end, in logs and on the page alike.

        ``name`` names the winner: the page says "player 0 (you)".
        """
        shown = f"round {self.number}: showdown {self.showdown[0]} against {self.showdown[1]}"
        if self.winner is None:
            return f"{shown}, a tie; the Tacocat stays"
        mine, theirs = self.showdown[self.winner], self.showdown[1 - self.winner]
        # A tie won is the house rule final_tie="arrow": the arrow's player wins it.
        why = f"{mine} is lower" if mine < theirs else "a tie, to the arrow's player"
        moved = f"from {space_name(self.moved_from)} to {space_name(self.moved_to)}"
        return f"{shown}, {why}; {name(self.winner)} wins and moves the Tacocat {moved}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "showdown": list(self.showdown),
            "winner": self.winner,
            "moved_from": self.moved_from,
            "moved_to": self.moved_to,
        }
