"""The lines of one game: every line of play kept, sharing the moves they have in common.

Playing from a past point of a line does not delete its future: it starts a
new line (a variation) with the moves before that point and the new move. The
lines make a tree whose root is the first state; a line is one path from the
root to a leaf. A move that a line already holds at that point is followed,
not copied, so no line is ever the start of another (``check_lines``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise, takewhile
from typing import Any

from ..agents import Decision
from ..engine import Action, Event, GameState
from ..engine.plays import face_up_plays
from ..engine.text import move_text
from .safe_text import printable_name

MOST_NAME_CHARACTERS = 60
MOST_LINES = 1000  # a game holds at most this many: playing and loading both keep to it
FIRST_LINE = "Main line"


@dataclass(eq=False)
class Line:
    """One line of play from the first state.

    ``states[i]`` is the state after ``i`` moves and ``actions[i]`` led from
    it to the next; ``told[i]`` is what everyone saw of that move, told when
    it was played, and ``laid[i]`` the cards it laid face up; ``decisions[i]``
    is the agent's decision behind it.
    """

    name: str
    states: list[GameState]
    actions: list[Action] = field(default_factory=list)
    told: list[list[str]] = field(default_factory=list)
    laid: list[list[Event]] = field(default_factory=list)
    decisions: dict[int, Decision] = field(default_factory=dict)
    # The earlier line this one shares most moves with, and how many (see ``partings``).
    nearest: tuple[Line, int] | None = field(default=None, repr=False)

    def append(self, action: Action, successor: GameState, decision: Decision | None) -> None:
        """``action`` (already applied to the last state, giving ``successor``) ends this line."""
        self.told.append(move_text(self.states[-1], action, successor))
        self.laid.append(face_up_plays(self.states[-1], action, successor))
        if decision is not None:
            self.decisions[len(self.actions)] = decision
        self.actions.append(action)
        self.states.append(successor)

    def start(self, moves: int, name: str) -> Line:
        """A new line holding this one's first ``moves`` moves (their decisions too)."""
        return Line(
            name,
            self.states[: moves + 1],
            self.actions[:moves],
            self.told[:moves],
            self.laid[:moves],
            {index: decision for index, decision in self.decisions.items() if index < moves},
        )


def replayed(name: str, first: GameState, actions: Sequence[Action]) -> Line:
    """The line of these moves from ``first``; an illegal one raises ``IllegalAction``."""
    line = Line(name, [first])
    for action in actions:
        line.append(action, line.states[-1].apply(action), None)
    return line


def shared_moves(one: Line, other: Line) -> int:
    """How many moves the two lines hold in common from the start."""
    pairs = zip(one.actions, other.actions, strict=False)
    return sum(1 for _ in takewhile(lambda pair: pair[0] == pair[1], pairs))


def partings(lines: Sequence[Line]) -> list[tuple[int, int] | None]:
    """For each line, (the earlier line it shares most moves with, how many); the first: None.

    Of earlier lines sharing as many moves, the first. Each line remembers its
    answer: a line only grows at its end, by a move no other line holds there
    (else that line would have been followed), so the answer stays true until
    the line it names is deleted. Each update of the page is then linear in
    the number of lines.
    """
    index_of = {id(line): index for index, line in enumerate(lines)}
    found: list[tuple[int, int] | None] = [None]
    for index in range(1, len(lines)):
        line = lines[index]
        if line.nearest is None or index_of.get(id(line.nearest[0]), index) >= index:
            line.nearest = _nearest(lines, index)
        earlier, moves = line.nearest
        found.append((index_of[id(earlier)], moves))
    return found


def _nearest(lines: Sequence[Line], index: int) -> tuple[Line, int]:
    line = lines[index]
    earlier = max(range(index), key=lambda other: shared_moves(line, lines[other]))  # the first
    return lines[earlier], shared_moves(line, lines[earlier])


def line_rows(lines: Sequence[Line], current: int) -> list[dict[str, Any]]:
    """One row per line: its name, length, and where it parts from an earlier line."""
    rows = []
    for index, (line, parts) in enumerate(zip(lines, partings(lines), strict=True)):
        rows.append(
            {
                "line": index,
                "name": line.name,
                "moves": len(line.actions),
                "parts_from": None if parts is None else lines[parts[0]].name,
                "after_move": None if parts is None else parts[1],
                "current": index == current,
            }
        )
    return rows


def checked_name(name: object, lines: Sequence[Line], renaming: Line | None = None) -> str:
    """``name`` if it can name a line: a short, printable text no other line has."""
    name = printable_name(name, "a line's name", MOST_NAME_CHARACTERS)
    if any(line.name == name and line is not renaming for line in lines):
        raise ValueError(f"there is already a line named {name!r}")
    return name


def check_lines(lines: Sequence[Line]) -> None:
    """Every line starts from the same state, and none is the start of another (or equal).

    Sorted by their moves, a line that starts another comes just before it
    (or before a line it also starts), so only neighbours need comparing.
    """
    if not 0 < len(lines) <= MOST_LINES:
        raise ValueError(f"a game has 1..{MOST_LINES} lines")
    for line in lines:
        if line.states[0] != lines[0].states[0]:
            raise ValueError(f"line {line.name!r} does not start from the game's first state")
    ordered = sorted(lines, key=lambda line: [str(action) for action in line.actions])
    for line, after in pairwise(ordered):
        if shared_moves(line, after) == len(line.actions):
            first, second = sorted((line, after), key=lines.index)
            raise ValueError(f"line {second.name!r} repeats the start of line {first.name!r}")
