"""The page's messages, one entry each: its declaration, what it needs, and what it does.

Each entry is a ``TypedDict`` declaring the message (``kind`` names it) and
its run function, registered with ``@command``: whether it plays moves (the
page plays them back), and what it needs before it runs (a human to move, an
agent to move, a page that sees the mover). Checking a message against its
declaration (``boundary.checked_message``), dispatching it, and the page's
types (``js/src/protocol.d.ts``) all read this table, so a new message is one
entry here and one call in the page.

Every message that acts on the board carries the ``cursor`` it was made on:
a click made on an older board is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, TypedDict

from ..agents import LEVEL_NAMES
from ..game.refused import Refused
from . import command_table
from .boundary import checked_message
from .command_table import (
    COMMANDS,
    MESSAGES,
    NEEDS,
    Command,
    Need,
    command,
    require_a_page_that_sees_the_mover,
)
from .panels import PANELS

if TYPE_CHECKING:
    from .link import PageLink

__all__ = [
    "COMMANDS",
    "MESSAGES",
    "NEEDS",
    "PANELS",
    "Command",
    "Need",
    "checked_command",
    "command",
    "require_a_page_that_sees_the_mover",
]


def checked_command(content: object, cursor: int) -> tuple[Command, dict[str, Any]]:
    """The command a page message asks for, and the message, once it matches its declaration.

    The table is read when a message comes, complete: every panel's entries are registered
    once this module (which imports them all) is.
    """
    message = checked_message(content, cursor, command_table.MESSAGES)
    return command_table.COMMANDS[message["kind"]], message


# -- moves ------------------------------------------------------------------------------------


# -- help with a move ---------------------------------------------------------------------------


# -- lines and games ----------------------------------------------------------------------------


class LineMessage(TypedDict):
    """Show another line of the game."""

    protocol: int
    kind: Literal["line"]
    line: int
    cursor: int


@command(LineMessage)
def line(page: PageLink, message: LineMessage) -> None:
    page.session.switch_line(message["line"])


class NameLineMessage(TypedDict):
    """Give a line a name (a short text no other line has)."""

    protocol: int
    kind: Literal["name_line"]
    line: int
    name: str
    cursor: int


@command(NameLineMessage)
def name_line(page: PageLink, message: NameLineMessage) -> None:
    page.session.name_line(message["name"], message["line"])


class DeleteLineMessage(TypedDict):
    """Delete a line and the moves only it holds (the page has asked the user first)."""

    protocol: int
    kind: Literal["delete_line"]
    line: int
    cursor: int


@command(DeleteLineMessage)
def delete_line(page: PageLink, message: DeleteLineMessage) -> None:
    page.session.delete_line(message["line"])


class NewGameMessage(TypedDict):
    """Deal a new game with the same players and rules, in place of every line of this one.

    The page asks the user first, unless no move has been played.
    """

    protocol: int
    kind: Literal["new_game"]


@command(NewGameMessage)
def new_game(page: PageLink, message: NewGameMessage) -> None:
    page.session.new_game()


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
