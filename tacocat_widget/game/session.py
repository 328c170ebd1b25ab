"""A game with seats and a history: who plays each side, every state so far, and a cursor.

No widget code lives here: the widget, notebooks and scripts all drive a game
through a Session. States are immutable, so a line of play is simply a list of
them. Moving the cursor back and playing another move starts a new line and
keeps the old one (``lines.py``); ``history``, ``actions``, ``decisions`` and
``cursor`` always speak of the current line.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal, cast

from ..agents import Agent, AgentError, Decision, decide_within, decision_problem, make_agent
from ..agents.base import NoDecisionInTime
from ..engine import (
    Action,
    GameState,
    Rules,
    action_from_dict,
    new_game,
    parse_action,
)
from .history import History
from .lines import (
    FIRST_LINE,
    MOST_LINES,
    Line,
    check_lines,
    checked_name,
    line_rows,
    replayed,
    shared_moves,
)
from .safe_text import error_summary, printable_name

HUMAN = "human"
FORMAT = "tacocat-widget/session"
VERSION = 2  # 2: every line of the game; 1 (still read): one line
MOST_AGENT_NAME_CHARACTERS = 40

Seat = str | Agent  # "human", an agent's name, or an agent (anything with decide())


def _seat(entry: object, seed: int | None) -> str | Agent:
    if entry == HUMAN:
        return HUMAN
    if isinstance(entry, str):
        return make_agent(entry, seed)
    if isinstance(entry, Agent):
        printable_name(_agent_name(entry), "an agent's name", MOST_AGENT_NAME_CHARACTERS)
        return entry
    raise TypeError(f"a player is 'human', an agent name or an agent with decide(), got {entry!r}")


def _agent_name(agent: Agent) -> Any:
    return getattr(agent, "name", type(agent).__name__)


def _saved_seat_entry(saved: dict[str, Any]) -> Seat:
    name, seed = saved["name"], saved["seed"]
    return HUMAN if name == HUMAN else make_agent(name, seed)


class Session:
    """Two seats, the states played so far, and a cursor on one of them."""

    def __init__(
        self,
        players: Sequence[Seat] = (HUMAN, "heuristic"),
        *,
        seed: int | None = None,
        rules: Rules | None = None,
        state: GameState | None = None,
    ) -> None:
        if isinstance(players, str) or len(players) != 2:
            raise ValueError(f"players must be two entries, got {players!r}")
        # Seeded games seat seeded agents, so a whole game replays from one seed.
        self.seats = tuple(
            _seat(entry, None if seed is None else seed + 1 + player)
            for player, entry in enumerate(players)
        )
        if state is not None and not isinstance(state, GameState):
            raise TypeError(f"state must be a GameState, got {type(state).__name__}")
        first = state if state is not None else new_game(seed, rules)
        self.lines: list[Line] = [Line(FIRST_LINE, [first])]
        self.line = 0  # the current line: lines[line]
        self.cursor = 0
        self._lines_made = 1  # names new lines "Line 2", "Line 3", ... even after deletions

    # -- reading -------------------------------------------------------------

    @property
    def current(self) -> Line:
        """The line being played and viewed."""
        return self.lines[self.line]

    @property
    def history(self) -> list[GameState]:
        """The current line's states: ``history[i]`` is the state after ``i`` moves."""
        return self.current.states

    @property
    def actions(self) -> list[Action]:
        return self.current.actions

    @property
    def decisions(self) -> dict[int, Decision]:
        """The agents' decisions behind the current line's moves, by move index."""
        return self.current.decisions

    @property
    def public_lines(self) -> list[list[str]]:
        """What everyone saw of each move of the current line: the public log."""
        return self.current.told

    @property
    def state(self) -> GameState:
        return self.history[self.cursor]

    def seat_names(self) -> tuple[str, str]:
        return (self.seat_name(0), self.seat_name(1))

    def seat_name(self, player: int) -> str:
        seat = self.seats[player]
        return seat if isinstance(seat, str) else _agent_name(seat).strip()

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.seats[player] == HUMAN

    def agent_to_move(self) -> Agent | None:
        """The agent whose move it is at the cursor, if any."""
        mover = self.state.to_move
        seat = None if mover is None else self.seats[mover]
        return None if seat is None or isinstance(seat, str) else seat

    # -- moving --------------------------------------------------------------

    def play(self, action: Action | str) -> GameState:
        """The human to move plays ``action`` (an action or its text, e.g. ``"duel 7"``)."""
        state = self.state
        if state.is_over:
            raise ValueError(f"the game is over: player {state.winner} won")
        if not self.is_human(state.to_move):
            raise ValueError(f"player {state.to_move} is an agent: use step() for its move")
        chosen = parse_action(action) if isinstance(action, str) else action
        return self._advance(chosen, None)

    def step(self, time_limit: float | None = None) -> Decision:
        """The agent to move decides and plays; returns its Decision.

        ``time_limit``: the seconds it may take, after which it fails (``AgentError``).
        """
        state = self.state
        agent = self.agent_to_move()
        if agent is None:
            who = "nobody" if state.is_over else f"human player {state.to_move}"
            raise ValueError(f"step() needs an agent to move, but {who} is to move")
        decision = self._decided(agent, state.to_move, time_limit)  # type: ignore[arg-type]
        self._advance(decision.action, decision)
        return decision

    def _decided(self, agent: Agent, player: int, time_limit: float | None) -> Decision:
        """The agent's sound decision, or an ``AgentError`` that names no card it holds."""
        seen = self.state.observe(player)  # type: ignore[arg-type]
        try:
            decision = decide_within(agent, seen, time_limit)
        except NoDecisionInTime:
            how = f"it took longer than {time_limit:g} s to decide"
            raise AgentError(player, self.seat_name(player), how) from None
        except Exception as error:
            how = f"it raised {type(error).__name__}"
            raise AgentError(player, self.seat_name(player), how) from error
        problem = decision_problem(decision, seen)
        if problem is not None:
            raise AgentError(player, self.seat_name(player), problem, decision)
        return cast(Decision, decision)

    def run(
        self, until: Literal["round", "game"] = "round", time_limit: float | None = None
    ) -> list[Decision]:
        """Agents play on until the round (or the game) ends or a human is to move.

        ``time_limit``: the seconds each decision may take (see ``step``).
        """
        if until not in ("round", "game"):
            raise ValueError(f"until must be 'round' or 'game', got {until!r}")
        start_round, decisions = self.state.round, []
        while self.agent_to_move() is not None:
            decisions.append(self.step(time_limit))
            if until == "round" and self.state.round != start_round:
                break
        return decisions

    def undo(self, steps: int = 1) -> GameState:
        """Move the cursor back; the moves after it stay until something else is played."""
        return self.goto(max(0, self.cursor - steps))

    def goto(self, index: int) -> GameState:
        """Move the cursor to ``history[index]`` (negative counts from the end)."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"goto takes a history index, got {index!r}")
        if not -len(self.history) <= index < len(self.history):
            raise IndexError(f"history has {len(self.history)} states; no index {index}")
        self.cursor = index % len(self.history)
        return self.state

    def _advance(self, action: Action, decision: Decision | None) -> GameState:
        """Play ``action`` at the cursor: along a line that already holds it, else on a new line.

        At the end of the current line the move extends it. Before the end,
        a line with the same moves so far and this move next is followed (the
        current one first); otherwise a new line starts here and the old one
        is kept whole.
        """
        following = self._line_playing(action)
        if following is None:
            successor = self.state.apply(action)  # raises IllegalAction, changing nothing
            if self.cursor < len(self.actions):
                self._start_line()
            self.current.append(action, successor, decision)
        else:
            self.line = following
            if decision is not None:
                self.decisions[self.cursor] = decision
        self.cursor += 1
        return self.state

    def _line_playing(self, action: Action) -> int | None:
        """A line holding the current line's moves up to the cursor, then ``action``."""
        here = self.cursor
        candidates: list[int] = [self.line, *range(len(self.lines))]
        for index in candidates:
            line = self.lines[index]
            if (
                len(line.actions) > here
                and line.actions[here] == action
                and (index == self.line or shared_moves(line, self.current) >= here)
            ):
                return index
        return None

    def _start_line(self) -> None:
        if len(self.lines) >= MOST_LINES:
            raise ValueError(
                f"a game holds at most {MOST_LINES} lines: delete one to start another here"
            )
        self._lines_made += 1
        name = f"Line {self._lines_made}"
        while any(line.name == name for line in self.lines):  # a name the user gave it
            name += "'"
        self.lines.append(self.current.start(self.cursor, name))
        self.line = len(self.lines) - 1

    # -- lines ---------------------------------------------------------------

    def line_table(self) -> list[dict[str, Any]]:
        """One row per line: its number, name, moves, where it parts from an earlier line."""
        return line_rows(self.lines, self.line)

    def switch_line(self, line: int | str) -> GameState:
        """Show another line (by number or name).

        The cursor stays where it is if that position is on both lines, else
        it goes to the last position they share.
        """
        index = self._line_index(line)
        shared = shared_moves(self.current, self.lines[index])
        self.line, self.cursor = index, min(self.cursor, shared)
        return self.state

    def name_line(self, name: str, line: int | str | None = None) -> None:
        """Name a line (the current one unless given)."""
        target = self.current if line is None else self.lines[self._line_index(line)]
        target.name = checked_name(name, self.lines, renaming=target)

    def delete_line(self, line: int | str) -> None:
        """Delete a line and every move only it holds: the one step that loses work.

        Deleting the current line shows the line it shares most moves with.
        The last line cannot be deleted.
        """
        index = self._line_index(line)
        if len(self.lines) == 1:
            raise ValueError("the only line of a game cannot be deleted")
        doomed = self.lines[index]
        if index == self.line:
            nearest = max(
                (other for other in self.lines if other is not doomed),
                key=lambda other: shared_moves(other, doomed),
            )
            self.switch_line(self.lines.index(nearest))
        current = self.current
        del self.lines[index]
        self.line = self.lines.index(current)

    def _line_index(self, line: object) -> int:
        if isinstance(line, str):
            for index, each in enumerate(self.lines):
                if each.name == line:
                    return index
            raise ValueError(f"no line is named {line!r:.60}")
        if isinstance(line, bool) or not isinstance(line, int):
            raise TypeError(f"a line is given by its number or its name, got {line!r:.40}")
        if not 0 <= line < len(self.lines):
            raise IndexError(
                f"the game has {len(self.lines)} lines, numbered 0..{len(self.lines) - 1}"
            )
        return line

    # -- records -------------------------------------------------------------

    def history_table(self) -> History:
        """Every state so far, as a list that also reads as a table (with the seats' names)."""
        return History(self.history, self.actions, self.seat_names())

    def records(self) -> list[dict[str, Any]]:
        """One row per move played: ready for ``pandas.DataFrame(session.records())``."""
        return self.history_table().records()

    def to_json(self) -> str:
        """The whole game: its first state, every line's moves and decisions, and the cursor."""
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "players": [self._saved_seat(player) for player in (0, 1)],
                "start": json.loads(self.history[0].to_json()),
                "lines": [
                    {
                        "name": line.name,
                        "actions": [action.to_dict() for action in line.actions],
                        "decisions": {str(i): d.to_dict() for i, d in line.decisions.items()},
                    }
                    for line in self.lines
                ],
                "line": self.line,
                "cursor": self.cursor,
            }
        )

    def _saved_seat(self, player: int) -> dict[str, Any]:
        seed = getattr(self.seats[player], "seed", None)
        return {"name": self.seat_name(player), "seed": seed if isinstance(seed, int) else None}

    @classmethod
    def from_json(cls, text: str, players: Sequence[Seat] | None = None) -> Session:
        """Load a game saved with ``to_json``; it resumes exactly where it was.

        Agents are rebuilt by name; pass ``players`` to seat your own agents.
        """
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError, RecursionError) as error:
            raise ValueError(f"not a saved session: {error}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a saved session: expected format {FORMAT!r}")
        try:
            return cls._rebuild(data, players)
        except _DAMAGE as error:
            raise ValueError(
                f"not a saved session: damaged field ({error_summary(error)})"
            ) from None

    @classmethod
    def _rebuild(cls, data: dict[str, Any], players: Sequence[Seat] | None) -> Session:
        start = _saved_start(data["start"])
        if players is None:
            players = [_saved_seat_entry(saved) for saved in data["players"]]
        session = cls(players, state=start)
        saved_humans = {p for p, saved in enumerate(data["players"]) if saved["name"] == HUMAN}
        saved_lines = _saved_lines(data)
        session.lines = []
        for saved in saved_lines:
            name = checked_name(saved["name"], session.lines)
            line = replayed(name, start, [action_from_dict(each) for each in saved["actions"]])
            _attach_saved_decisions(line, saved["decisions"], saved_humans)
            session.lines.append(line)
        check_lines(session.lines)
        session._lines_made = len(session.lines)
        session.line = session._line_index(data["line"] if "lines" in data else 0)
        session.goto(data["cursor"])
        return session


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
                f"not a saved session: move {index} was a human's, yet a decision is saved for it"
            )
        if decision.action != played:
            raise ValueError(
                f"not a saved session: the decision saved for move {index} chose "
                f"{decision.action}, but the move played was {played}"
            )
        problem = decision_problem(decision, before.observe(before.to_move))  # type: ignore[arg-type]
        if problem is not None:  # what an agent's decision is checked for when it is made
            raise ValueError(f"not a saved session: the decision saved for move {index}: {problem}")
        line.decisions[index] = decision


# A damaged save can fail in any of these ways deep inside; each becomes a ValueError.
_DAMAGE = (KeyError, TypeError, AttributeError, IndexError, OverflowError, RecursionError)


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
