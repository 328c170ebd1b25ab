"""The lines of play: every line of the game, and showing, naming and deleting them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal, TypedDict
from weakref import WeakKeyDictionary

from ...engine.terms import move_name
from ...game.lines import Line, partings
from ...game.session import Session
from ..command_table import command

if TYPE_CHECKING:
    from ..link import PageLink


class LineView(TypedDict):
    """One line of the game (``lines.py``): its name, moves, and where it leaves an earlier one."""

    name: str
    moves: int
    parts_from: int | None  # the earlier line it shares most moves with (None: the first line)
    after_move: int | None  # how many moves it shares with that line
    label: str  # the line, as the line list names it


# -- the view --------------------------------------------------------------------------------------


# Each session's line views, kept while its lines stay as they were: a game of many lines
# then costs the page little on the updates (most of them) that leave the lines alone.
_LINE_VIEWS: WeakKeyDictionary[Session, tuple[tuple[tuple[Line, str, int], ...], list[LineView]]]
_LINE_VIEWS = WeakKeyDictionary()


def line_views(session: Session) -> list[LineView]:
    """Every line of the game: public facts (names and move counts), the same for every viewer.

    A line only grows at its end and is otherwise renamed or deleted (``lines.partings``), so
    its identity, name and length tell whether the views made last time still hold.
    """
    lines = session.lines
    key = tuple((line, line.name, len(line.actions)) for line in lines)  # lines by identity
    kept = _LINE_VIEWS.get(session)
    if kept is None or kept[0] != key:
        kept = key, _line_views(lines)
        _LINE_VIEWS[session] = kept
    return [{**view} for view in kept[1]]  # copies: a caller may change what it is given


def _line_views(lines: list[Line]) -> list[LineView]:
    views: list[LineView] = []
    for line, parts in zip(lines, partings(lines), strict=True):
        moves = len(line.actions)
        earlier, after = (None, None) if parts is None else parts
        branches = None if parts is None else (lines[parts[0]].name, parts[1])
        views.append(
            {
                "name": line.name,
                "moves": moves,
                "parts_from": earlier,
                "after_move": after,
                "label": line_label(line.name, moves, branches),
            }
        )
    return views


# -- the sentences ---------------------------------------------------------------------------------


def line_label(name: str, moves: int, branches: tuple[str, int] | None) -> str:
    """A line as the line list names it: its moves and, for a branch, the earlier line it leaves
    (``branches``: that line's name, and how many moves the two share)."""
    counted = f"({moves} move)" if moves == 1 else f"({moves} moves)"  # on every update: no call
    if branches is None:
        return f"{name} {counted}"
    earlier, shared = branches
    # A line sharing k moves with another differs from its first move after them.
    return f"{name}: branches from {earlier} at {move_name(shared)} {counted}"


def game_moves(lines: Sequence[LineView]) -> int:
    """How many moves the game holds: each line's own, past those it shares with an earlier line."""
    return sum(line["moves"] - (line["after_move"] or 0) for line in lines)


# -- the messages ----------------------------------------------------------------------------------


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
