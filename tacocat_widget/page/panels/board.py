"""The board: the track, its spaces and the two goals the Tacocat races to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypedDict

from ...engine import Observation
from ...engine.terms import GOAL_NAMES, GOALS, TRACK_LETTERS, space_name

Arrow = int | Literal["both"]


class TrackSpace(TypedDict):
    """One space of the track: its letter, the cards dealt there, who replaces first."""

    letter: str
    name: str  # as every sentence names it: "the YAY-side C" (two spaces share each of T, A, C)
    number: int
    arrow: Arrow
    about: str  # the number and the arrow, in words


class GoalView(TypedDict):
    """A goal at one end of the track: where the Tacocat stands in it, its name and owner."""

    position: int
    name: str
    player: int
    seat: str
    about: str  # whose goal it is, in words


# -- the view --------------------------------------------------------------------------------------


def track(public: Observation) -> list[TrackSpace]:
    """The track's spaces, as the rules in play deal them (a face-up fact: the same for all)."""
    rules = public.rules
    return [
        {
            "letter": letter,
            "name": space_name(space),
            "number": rules.hand_sizes[space],
            "arrow": rules.arrows[space],
            "about": space_about(rules.hand_sizes[space], rules.arrows[space]),
        }
        for space, letter in enumerate(TRACK_LETTERS)
    ]


def goals(seats: Sequence[str]) -> list[GoalView]:
    """The two goals, in the track's order: each one's place, name and owner."""
    return [
        {
            "position": goal,
            "name": GOAL_NAMES[goal],
            "player": player,
            "seat": seat,
            "about": f"player {player}'s goal",
        }
        for (player, seat), goal in zip(enumerate(seats), GOALS, strict=True)
    ]


# -- the sentences ---------------------------------------------------------------------------------


def space_about(number: int, arrow: Arrow) -> str:
    """What a space does: how many cards it deals, and who replaces first there."""
    first = "both replace at once" if arrow == "both" else f"player {arrow} replaces first"
    return f"deals {number}; {first}"
