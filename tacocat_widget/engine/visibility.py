"""Who may see what, decided in one place.

``state.observe(player)`` is the only gate to a player's secrets: everything
the page receives is built from the observations a viewer is entitled to
(``observations``), plus facts of the session that are public. A viewer is a
seat, ``0`` or ``1``, or ``"all"`` (a spectator who may see both hands,
built from both players' observations; the draw pile's order stays hidden even
then). The page's hands, sealed choice, legal choices, the inspector's
decisions and the hint all ask ``may_see``; whatever was computed from a
player's hand (a review's judgement of their move) asks ``may_be_told``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from .html import observation_html, state_html
from .state import GameState, Observation

SEATS: tuple[Literal[0, 1], ...] = (0, 1)
Viewer = Literal[0, 1, "all"]  # a seat, or a spectator who sees both hands


def may_see(viewer: Viewer, player: int | None) -> bool:
    """Whether ``viewer`` may see what ``player`` holds (and what their decisions reveal)."""
    return player is not None and (viewer == "all" or viewer == player)


def may_be_told(viewer: Viewer, line: Sequence[GameState], step: int) -> bool:
    """Whether ``viewer`` may be told what was computed from the mover's hand at ``line[step]``.

    A win chance worked out from a hidden hand narrows down that hand (a page
    can try each hand the mover might hold and keep those that give the same
    numbers), so it waits until the hand is public: every card a player holds
    in a round is face up by the round's end (discarded, played, or shown at
    the showdown). So: the viewer's own moves always; another's once the line
    holds a later round or the game's end.
    """
    before = line[step]
    if may_see(viewer, before.to_move):
        return True
    last = line[-1]
    return last.is_over or last.round > before.round


def observations(state: GameState, viewer: Viewer) -> dict[int, Observation]:
    """Each seat's observation that ``viewer`` may see: their own, or both for ``"all"``."""
    return {player: state.observe(player) for player in SEATS if may_see(viewer, player)}


def is_viewer(value: object) -> bool:
    """Whether ``value`` names a viewer: ``0``, ``1`` or ``"all"`` (``True`` is not ``1``)."""
    return value == "all" if isinstance(value, str) else type(value) is int and value in SEATS


def picture(state: GameState, viewer: Viewer) -> str:
    """A static HTML picture of what ``viewer`` may see of the board, where widgets cannot load."""
    seen = observations(state, viewer)
    if len(seen) == len(SEATS):  # a spectator sees both hands, never the draw pile's order
        return state_html(state)
    return observation_html(next(iter(seen.values())))
