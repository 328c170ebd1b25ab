"""The heuristic's hint: what it would play for the human to move, and why, from their view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict

from ...agents import HeuristicAgent
from ...agents.claims import READER, worded
from ...agents.heuristic import chosen_claims
from ...engine import Action, Sacrifice
from ...game.session import Session
from ..command_table import command

if TYPE_CHECKING:
    from ..link import PageLink


class Hint(TypedDict):
    """The synced ``hint`` trait: what the heuristic would play for the viewer, and why."""

    cursor: int
    player: int
    action: str
    cards: list[int]  # the cards the hinted move plays, for the page to mark in the hand
    because: list[str]
    alternatives: list[str]
    text: str  # the hint in words


# -- the view --------------------------------------------------------------------------------------


def _cards_played(action: Action, hand: tuple[int, ...]) -> list[int]:
    """The cards an action takes from the hand (a sacrifice names none: it gives the lowest)."""
    return [hand[0]] if isinstance(action, Sacrifice) else list(action.cards)


def hint_for(session: Session) -> Hint:
    """What the heuristic agent would play for the player to move, and why, from their own view."""
    state = session.state
    mover = state.to_move
    if mover is None:
        raise ValueError("the game is over: there is no move to hint at")
    seen = state.observe(mover)
    decision = HeuristicAgent(seed=0).decide(seen)
    ranked = sorted(decision.values, key=lambda action: -decision.values[action])[:3]
    # The heuristic's own reason speaks of its hand; the hint speaks to the hand's owner.
    because = worded(chosen_claims(seen, decision.action, decision.values), READER)
    alternatives = [str(action) for action in ranked if action != decision.action]
    return {
        "cursor": session.cursor,
        "player": mover,
        "action": str(decision.action),
        "cards": _cards_played(decision.action, seen.hand),
        "because": because,
        "alternatives": alternatives,
        "text": hint_text(str(decision.action), because, alternatives),
    }


# -- the sentences ---------------------------------------------------------------------------------


def hint_text(action: str, because: Sequence[str], alternatives: Sequence[str]) -> str:
    others = f" (also good: {', '.join(alternatives)})" if alternatives else ""
    return f"Hint: {action}: {'; '.join(because)}{others}"


# -- the messages ----------------------------------------------------------------------------------


class HintMessage(TypedDict):
    """What would the heuristic play here, for the human the page shows?"""

    protocol: int
    kind: Literal["hint"]
    cursor: int


@command(
    HintMessage,
    needs=("no open question", "a human to move", "a page that sees the mover"),
    refusal="a hint is for the human whose move it is",
)
def hint(page: PageLink, message: HintMessage) -> None:
    page.show_hint(hint_for(page.session))
