"""A session saved as JSON, and loaded back only if play could have made it.

The save holds the game's first state, every line's moves and the agents'
decisions behind them, the line shown and the cursor. Loading plays every
line's moves again by the rules, so a save that was edited into something
play cannot reach is refused, naming what is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..agents import Decision, decision_problem, make_agent
from ..engine import GameState, action_from_dict
from ..engine.terms import move_name
from .lines import FIRST_LINE, MOST_LINES, Line, check_lines, checked_name, replayed
from .safe_text import error_summary
from .seats import HUMAN, Seat

if TYPE_CHECKING:
    from .session import Session

FORMAT = "tacocat-widget/session"
VERSION = 2  # 2: every line of the game; 1 (still read): one line

# A damaged save can fail in any of these ways deep inside; each becomes a ValueError.
_DAMAGE = (KeyError, TypeError, AttributeError, IndexError, OverflowError, RecursionError)


def session_json(session: Session) -> str:
    """The whole game: its first state, every line's moves and decisions, and the cursor."""
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "players": [_saved_seat(session, player) for player in (0, 1)],
            "start": json.loads(session.history[0].to_json()),
            "lines": [
                {
                    "name": line.name,
                    "actions": [action.to_dict() for action in line.actions],
                    "decisions": {str(i): d.to_dict() for i, d in line.decisions.items()},
                }
                for line in session.lines
            ],
            "line": session.line,
            "cursor": session.cursor,
        }
    )


def _saved_seat(session: Session, player: int) -> dict[str, Any]:
    seed = getattr(session.seats[player], "seed", None)
    return {"name": session.seat_name(player), "seed": seed if isinstance(seed, int) else None}


def load_session(make: type[Session], text: str, players: Sequence[Seat] | None = None) -> Session:
    """A ``make`` session from a save; agents are rebuilt by name unless ``players`` seats yours."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError, RecursionError) as error:
        raise ValueError(f"not a saved session: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a saved session: expected format {FORMAT!r}")
    try:
        return _rebuilt(make, data, players)
    except _DAMAGE as error:
        raise ValueError(f"not a saved session: damaged field ({error_summary(error)})") from None


def _rebuilt(make: type[Session], data: dict[str, Any], players: Sequence[Seat] | None) -> Session:
    start = _saved_start(data["start"])
    if players is None:
        players = [_saved_seat_entry(saved) for saved in data["players"]]
    session = make(players, state=start)
    saved_humans = {p for p, saved in enumerate(data["players"]) if saved["name"] == HUMAN}
    lines: list[Line] = []
    for saved in _saved_lines(data):
        name = checked_name(saved["name"], lines)
        line = replayed(name, start, [action_from_dict(each) for each in saved["actions"]])
        _attach_saved_decisions(line, saved["decisions"], saved_humans)
        lines.append(line)
    check_lines(lines)
    session.restore(lines, data["line"] if "lines" in data else 0, data["cursor"])
    return session


def _saved_seat_entry(saved: dict[str, Any]) -> Seat:
    name, seed = saved["name"], saved["seed"]
    return HUMAN if name == HUMAN else make_agent(name, seed)


def _saved_start(saved: object) -> GameState:
    """The game's first state as saved; a refusal says that it is the start that is wrong."""
    try:
        return GameState.from_json(json.dumps(saved))
    except ValueError as error:
        raise ValueError(f"not a saved session: its start state is refused ({error})") from None


def _saved_lines(data: dict[str, Any]) -> list[dict[str, Any]]:
    """The saved lines; a version 1 save holds one line, its moves at the top level."""
    if data.get("version") == 1:
        return [{"name": FIRST_LINE, "actions": data["actions"], "decisions": data["decisions"]}]
    if data.get("version") != VERSION:
        raise ValueError(f"not a saved session: unknown version {data.get('version')!r:.20}")
    lines = data["lines"]
    if not isinstance(lines, list) or not 0 < len(lines) <= MOST_LINES:
        raise ValueError(f"not a saved session: a game has 1..{MOST_LINES} lines")
    return lines


def _attach_saved_decisions(line: Line, saved: dict[str, Any], humans: set[int]) -> None:
    """Each saved decision of ``line``, checked against the move it claims to explain.

    ``humans`` are the seats the save says humans played (whoever is seated now).
    """
    for key, data in saved.items():
        index = _saved_move_index(key, len(line.actions))
        decision = Decision.from_dict(data)
        before, played = line.states[index], line.actions[index]
        if before.to_move in humans:
            raise ValueError(
                f"not a saved session: {_saved_move(index)} was a human's,"
                " yet a decision is saved for it"
            )
        if decision.action != played:
            raise ValueError(
                f"not a saved session: the decision saved for {_saved_move(index)} chose "
                f"{decision.action}, but the move played was {played}"
            )
        problem = decision_problem(decision, before.observe(before.to_move))
        if problem is not None:  # what an agent's decision is checked for when it is made
            raise ValueError(
                f"not a saved session: the decision saved for {_saved_move(index)}: {problem}"
            )
        line.decisions[index] = decision


def _saved_move(index: int) -> str:
    """A saved move named as the page names it, with its key in the file (counted from 0)."""
    return f'{move_name(index)} (key "{index}")'


def _saved_move_index(key: object, moves: int) -> int:
    """The move a saved decision belongs to: a key ``"0"`` .. ``"moves - 1"``."""
    if isinstance(key, str) and 0 < len(key) <= 9 and key.isascii() and key.isdigit():
        index = int(key)
        if index < moves:
            return index
    raise ValueError(
        f"not a saved session: a decision is saved for move {repr(key)[:20]}, "
        f"but the game's moves are numbered 0..{moves - 1}"
    )
