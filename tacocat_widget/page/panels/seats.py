"""Who sits where: each player's name as the viewer knows them, and the agents' levels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict

from ...agents import LEVEL_NAMES
from ...engine.visibility import SEATS, Viewer
from ...game.refused import Refused
from ...game.seats import seat_name
from ...game.session import Session
from ..command_table import command

if TYPE_CHECKING:
    from ..link import PageLink


class LevelChoice(TypedDict):
    """A level the page offers for an agent's seat (``agents.LEVELS``)."""

    name: str
    about: str  # the opponent in a few words


class AgentSeat(TypedDict):
    """An agent's seat: who plays it in the game shown, and who will in the next game."""

    player: int
    current: str  # the seat's agent in the game shown, by name (a level's, or another agent's)
    next: str | None  # the one chosen for the next game once this one was over, if another
    label: str  # the words before its list of levels


class SeatLevels(TypedDict):
    """The agents' seats, and whether the page may seat another level in them now."""

    seats: list[AgentSeat]  # player 0's first; none for a human's seat
    open: bool  # before the first move, or once the game is over
    title: str  # what the choice does, or why it waits


# -- the view --------------------------------------------------------------------------------------


def seat_levels(session: Session) -> SeatLevels:
    """Each agent's seat, and whether the page may pick another level for it now.

    Once the game shown is over, a level picked is the next game's (``Session.reseat``).
    """
    for_next_game = session.seating_is_for_next_game
    try:
        session.require_no_game_under_way()
        open_, title = True, LEVEL_FOR_NEXT_GAME if for_next_game else LEVEL_CHOICE
    except Refused as refused:
        open_, title = False, str(refused)
    seats = [_agent_seat(session, player) for player in SEATS if not session.is_human(player)]
    return {"seats": seats, "open": open_, "title": title}


def _agent_seat(session: Session, player: int) -> AgentSeat:
    """Who plays an agent's seat in the game shown, and who the next game deals, if another."""
    current, following = session.seat_name(player), seat_name(session.next_seats[player])
    later = following if following != current else None
    against_a_human = session.is_human(1 - player)
    label = seat_label(player, against_a_human, later is not None)
    return {"player": player, "current": current, "next": later, "label": label}


def player_names(session: Session, viewer: Viewer) -> list[str]:
    """Each player as ``viewer`` knows them: "player 0 (you)", "player 1 (Heuristic)"."""
    humans = [session.is_human(player) for player in SEATS]
    return names(session.seat_names(), humans, viewer)


# -- the sentences ---------------------------------------------------------------------------------


LEVEL_CHOICE = (
    "choose how strong this agent plays: before the first move, "
    "or once the game is over (then for the next game)"
)
LEVEL_FOR_NEXT_GAME = (
    "choose how strong this agent plays the next game, which New game deals: "
    "the game played keeps the opponent it was played against"
)


def names(seats: Sequence[str], humans: Sequence[bool], viewer: Viewer) -> list[str]:
    """Each player as the page names them: "player 0 (you)", "player 1 (Heuristic)"."""
    return [
        f"player {player} ({'you' if humans[player] and viewer == player else seat})"
        for player, seat in enumerate(seats)
    ]


def seat_label(player: int, against_a_human: bool, for_next_game: bool) -> str:
    """The words before an agent's list of levels: whose seat, and whether for the next game."""
    if against_a_human:
        return "Next game's opponent" if for_next_game else "Opponent"
    return f"Player {player}, next game" if for_next_game else f"Player {player}"


# -- the messages ----------------------------------------------------------------------------------


class SeatMessage(TypedDict):
    """Seat an agent of another level in an agent's seat (before the first move, or once the
    game is over): the player picks their opponent."""

    protocol: int
    kind: Literal["seat"]
    player: Literal[0, 1]
    level: str  # one of agents.LEVEL_NAMES
    cursor: int


@command(SeatMessage, needs=("no game under way",))
def seat(page: PageLink, message: SeatMessage) -> None:
    player, level = message["player"], message["level"]
    if page.session.is_human(player):
        raise Refused(f"player {player} is a human: the page chooses only an agent's level")
    if level not in LEVEL_NAMES:
        raise Refused(f"no level is named {level!r:.30}; the levels are {', '.join(LEVEL_NAMES)}")
    page.session.reseat(player, level)
