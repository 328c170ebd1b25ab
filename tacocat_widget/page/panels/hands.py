"""Both hands: each one's size and heading, the face-down choice, the cover between turns."""

from __future__ import annotations

from typing import cast

from ...engine import Observation
from ...engine.terms import count_text
from ...engine.visibility import SEATS, Viewer
from .choices import PageAction

# -- the view --------------------------------------------------------------------------------------


def hand_sizes(seen: Observation) -> list[int]:
    """How many cards each player holds: a public count, whoever's observation tells it."""
    sizes = {seen.player: len(seen.hand), 1 - seen.player: seen.opponent_hand_size}
    return [sizes[player] for player in SEATS]


def sealed_choice(seen: dict[int, Observation]) -> PageAction | None:
    """Player 0's face-down choice, only in player 0's own observation."""
    sealed = [view.sealed for view in seen.values() if view.sealed is not None]
    return cast(PageAction, sealed[0].to_dict()) if sealed else None


# -- the sentences ---------------------------------------------------------------------------------


def hand_label(
    player: int, seat: str, size: int, replaced: int | None, shown: int | None = None
) -> str:
    """A hand's heading: whose it is, how many cards, and how many it replaced this round.

    At the game's end the last card lies face up in the showdown (``shown``), not in the hand.
    """
    if shown is not None:
        return f"Player {player} · {seat} · showed {shown}"
    label = f"Player {player} · {seat} · {count_text(size)}"
    return label if replaced is None else f"{label} · replaced {replaced}"


def cover_words(viewer: Viewer) -> str:
    """The cover over the board between two humans' turns."""
    return f"Pass to player {viewer}: click when ready"
