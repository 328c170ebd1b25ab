"""A session saved as JSON, and loaded back only if play could have made it.

The save holds the game's first state, every line's moves and the agents'
decisions behind them, the line shown, the cursor, and who sits in each seat
now (a human, or an agent with its seed and the options that make it again).
Loading plays every line's moves again by the rules, so a save that was edited
into something play cannot reach is refused, naming what is wrong.

Seats change during a game (``Session.reseat``), so who played each move is
told by the move itself: a decision saved for it means an agent played it,
whoever sits in that seat now.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..agents import (
    AGENTS,
    LEVEL_NAMES,
    Decision,
    checked_seed,
    decision_problem,
    make_agent,
    remake_options,
)
from ..engine import GameState, action_from_dict
from ..engine.terms import move_name
from .lines import FIRST_LINE, MOST_LINES, Line, check_lines, checked_name, replayed
from .safe_text import error_summary
from .seats import HUMAN, Seat, agent_name

if TYPE_CHECKING:
    from .session import Session

FORMAT = "tacocat-widget/session"
# 3: a seat says whether it is a human's, and an agent's the options that make it again;
# 2 (still read): every line of the game, a seat by its name; 1 (still read): one line.
VERSION = 3
LINES_SAVED_SINCE = 2

# A damaged save can fail in any of these ways deep inside; each becomes a ValueError.
_DAMAGE = (KeyError, TypeError, AttributeError, IndexError, OverflowError, RecursionError)


def session_json(session: Session) -> str:
    """The whole game: its first state, every line's moves and decisions, and the cursor."""
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "players": [_saved_seat(seat) for seat in session.seats],
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


def _saved_seat(seat: Seat) -> dict[str, Any]:
    """A human's seat, or an agent's: its name, seed, and options (None: not made by name)."""
    if isinstance(seat, str):
        return {"seat": HUMAN}
    options = remake_options(seat)
    # An agent not made by name is seated again by whoever loads the game, seed and all.
    seed = getattr(seat, "seed", None) if options is not None else None
    return {"seat": "agent", "name": agent_name(seat), "seed": seed, "options": options}


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
    saved_lines = _saved_lines(data)
    seats = _saved_seats(data)  # checked even when ``players`` take the seats
    if players is None:
        players = [_seated(player, seat) for player, seat in enumerate(seats)]
    session = make(players, state=start)
    lines: list[Line] = []
    for saved in saved_lines:
        name = checked_name(saved["name"], lines)
        line = replayed(name, start, [action_from_dict(each) for each in saved["actions"]])
        _attach_saved_decisions(line, saved["decisions"])
        lines.append(line)
    check_lines(lines)
    session.restore(lines, data["line"] if "lines" in data else 0, data["cursor"])
    return session


@dataclass(frozen=True)
class _SavedAgent:
    """An agent's seat as saved: what makes it again by name."""

    name: str
    seed: int | None
    options: dict[str, Any] | None  # None: not made by name (an agent of the user's own)
    exact: bool  # whether it must be made with exactly these options (version 3 on)


def _saved_seats(data: dict[str, Any]) -> list[str | _SavedAgent]:
    players = data["players"]
    if not isinstance(players, list) or len(players) != 2:
        raise ValueError("not a saved session: its players are a list of two seats")
    if data["version"] < VERSION:  # a seat by its name alone, an agent by its name and seed
        return [
            HUMAN if saved["name"] == HUMAN else _saved_agent(player, saved, {}, exact=False)
            for player, saved in enumerate(players)
        ]
    return [_saved_seat_entry(player, saved) for player, saved in enumerate(players)]


def _saved_seat_entry(player: int, saved: dict[str, Any]) -> str | _SavedAgent:
    if saved["seat"] == HUMAN:
        return HUMAN
    options = saved["options"]
    if saved["seat"] != "agent" or not (options is None or isinstance(options, dict)):
        raise ValueError(
            f"not a saved session: player {player}'s seat is 'human' or 'agent' "
            "(with options that are null or an object)"
        )
    return _saved_agent(player, saved, options, exact=True)


def _saved_agent(
    player: int, saved: dict[str, Any], options: dict[str, Any] | None, *, exact: bool
) -> _SavedAgent:
    name = saved["name"]
    if not isinstance(name, str):
        raise ValueError(f"not a saved session: player {player}'s agent has no name")
    try:
        seed = checked_seed(saved["seed"])
    except ValueError as error:
        raise ValueError(f"not a saved session: player {player}'s agent: {error}") from None
    return _SavedAgent(name, seed, options, exact)


def _seated(player: int, saved: str | _SavedAgent) -> Seat:
    """The seat made again: a human's, or the agent made by name, seed and options."""
    if isinstance(saved, str):
        return saved
    if saved.options is None or not _made_by_name(saved.name):
        raise ValueError(
            f"player {player}'s agent ({saved.name!r:.40}) cannot be made again by name: "
            "seat it yourself with from_json(text, players=...)"
        )
    try:
        agent = make_agent(saved.name, saved.seed, **saved.options)
    except (ValueError, TypeError) as error:
        raise ValueError(
            f"not a saved session: player {player}'s agent cannot be made ({error_summary(error)})"
        ) from None
    if saved.exact and remake_options(agent) != saved.options:
        raise ValueError(
            f"not a saved session: player {player}'s agent ({saved.name!r:.40}) is not made "
            "with the options saved"
        )
    return agent


def _made_by_name(name: str) -> bool:
    return name in AGENTS or name in LEVEL_NAMES


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
    if data.get("version") not in range(LINES_SAVED_SINCE, VERSION + 1):
        raise ValueError(f"not a saved session: unknown version {data.get('version')!r:.20}")
    lines = data["lines"]
    if not isinstance(lines, list) or not 0 < len(lines) <= MOST_LINES:
        raise ValueError(f"not a saved session: a game has 1..{MOST_LINES} lines")
    return lines


def _attach_saved_decisions(line: Line, saved: dict[str, Any]) -> None:
    """Each saved decision of ``line``, checked against the move it claims to explain.

    A decision says that an agent made that move, whoever sits in its seat now.
    """
    for key, data in saved.items():
        index = _saved_move_index(key, len(line.actions))
        decision = Decision.from_dict(data)
        before, played = line.states[index], line.actions[index]
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
