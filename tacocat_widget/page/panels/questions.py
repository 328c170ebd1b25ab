"""The questions the page asks before a step that loses moves: deleting a line, a new game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict

from ...engine.terms import count_text
from ..command_table import command
from .lines import LineView, game_moves

if TYPE_CHECKING:
    from ..link import PageLink


class QuestionsView(TypedDict):
    """What the page asks before a step that loses moves (None: nothing lost, nothing to ask)."""

    delete_line: str | None  # before deleting the line shown
    new_game: str | None


# -- the view --------------------------------------------------------------------------------------


def questions(lines: Sequence[LineView], shown: int) -> QuestionsView:
    """What to ask before deleting the line ``shown`` of these ``lines``, and before a new game."""
    return {"delete_line": delete_question(lines, shown), "new_game": new_game_question(lines)}


# -- the sentences ---------------------------------------------------------------------------------


def delete_question(lines: Sequence[LineView], shown: int) -> str | None:
    """The question before deleting the line shown (None: the only line, which stays)."""
    if len(lines) < 2:
        return None
    return f"Delete “{lines[shown]['name']}” and the moves only it holds?"


def new_game_question(lines: Sequence[LineView]) -> str | None:
    """The question before a new game (None: no move would be lost, so nothing to ask)."""
    moves = game_moves(lines)
    if moves == 0:
        return None
    what = count_text(moves, "move")
    if len(lines) > 1:
        what = f"{count_text(len(lines), 'line')} ({what})"
    return f"Start a new game? This game and its {what} will be gone."


# -- the messages ----------------------------------------------------------------------------------


class NewGameMessage(TypedDict):
    """Deal a new game with the same players and rules, in place of every line of this one.

    The page asks the user first, unless no move has been played.
    """

    protocol: int
    kind: Literal["new_game"]


@command(NewGameMessage)
def new_game(page: PageLink, message: NewGameMessage) -> None:
    page.session.new_game()
