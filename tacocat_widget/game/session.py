"""A game with seats and a history: who plays each side, every state so far, and a cursor.

No page code lives here: the widget, notebooks and scripts all drive a game
through a Session, and a script can do everything the page can (play, step,
deal a new game, and study it: ``session.study``, ``study.py``).
States are immutable, so a line of play is simply a list of them. Moving the
cursor back and playing another move starts a new line and keeps the old one
(``lines.py``); ``history``, ``actions``, ``decisions`` and ``cursor`` always
speak of the current line.

Whatever the game does not allow now raises ``Refused`` (``refused.py``),
with the game unchanged. A review runs on a worker thread: the session's
``lock`` guards its lines and cursor, and the study's analyses, against it,
and whoever shows the session (the widget) takes the same lock.
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any, Literal, cast

from ..agents import Agent, AgentError, Decision, decide_within, decision_problem
from ..agents.base import NoDecisionInTime
from ..engine import Action, Event, GameState, Rules, new_game, parse_action
from . import saves
from .history import History
from .lines import FIRST_LINE, MOST_LINES, Line, checked_name, line_rows, shared_moves
from .refused import OutOfRange, Refused
from .seats import HUMAN, Seat, seat_name, seated
from .study import Study

# What times an agent's decision, looked up at each call: a test makes the times steady, so
# what the page is sent is the same on every run.
clock = time.perf_counter

__all__ = ["HUMAN", "OutOfRange", "Refused", "Seat", "Session"]

SeatListener = Callable[[], None]


class Session:
    """Two seats, the states played so far, a cursor on one of them, and the game's study.

    ``seed`` makes the game, the seated agents and every later ``new_game()``
    reproducible; ``state`` starts from a given position instead of a deal.
    """

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
        self.seed = seed
        self.seats = (self._seated(0, players[0]), self._seated(1, players[1]))
        self._next_game_seats: dict[int, Seat] = {}  # chosen once a game was over, by player
        if state is not None and not isinstance(state, GameState):
            raise TypeError(f"state must be a GameState, got {type(state).__name__}")
        self.games = 1  # games dealt in this session: new_game() deals the next
        self.lock = threading.RLock()
        self._study: Study | None = None  # made when first asked for: play needs none
        self._seat_listeners: list[SeatListener] = []
        self._start(state if state is not None else new_game(seed, rules))

    def _seated(self, player: int, entry: object) -> Seat:
        # Seeded games seat seeded agents, so a whole game replays from one seed.
        return seated(entry, None if self.seed is None else self.seed + 1 + player)

    def reseat(self, player: int, entry: Seat) -> None:
        """Put ``entry`` (``"human"``, an agent's or a level's name, or an agent) in a seat.

        Before a game's first move, or in the middle of one, the seat changes
        now: the moves already made stay as they were made, and the new seat
        plays the moves to come (a page may change a seat only before the first
        move or once the game is over: ``require_no_game_under_way``).

        Once the game shown is over, the seat is the next game's: ``new_game``
        deals it (``next_seats`` shows it). A game keeps the players it was
        played with: its result, log and history name them, and they answer
        on any line of it rewound or switched to.
        """
        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"a seat is 0 or 1, got {player!r:.40}")
        seat = self._seated(player, entry)
        with self.lock:
            if self.seating_is_for_next_game:
                self._next_game_seats[player] = seat
                return
            self._next_game_seats.pop(player, None)  # the latest choice stands
            self._take_seats((seat, self.seats[1]) if player == 0 else (self.seats[0], seat))

    def _take_seats(self, seats: tuple[Seat, Seat]) -> None:
        """Seat ``seats``, and tell whoever shows the session (its views follow who is human)."""
        self.seats = seats
        for listener in self._seat_listeners:
            listener()

    def on_reseat(self, listener: SeatListener) -> None:
        """Call ``listener()`` under ``lock`` whenever the seats change hands: a ``reseat``, or
        ``new_game`` dealing the seats chosen for it (a page chooses its views again)."""
        self._seat_listeners.append(listener)

    @property
    def next_seats(self) -> tuple[Seat, Seat]:
        """The seats ``new_game`` deals: these, but for any chosen once the game shown was over."""
        chosen = self._next_game_seats
        return (chosen.get(0, self.seats[0]), chosen.get(1, self.seats[1]))

    @property
    def seating_is_for_next_game(self) -> bool:
        """Whether a seat chosen now waits for the next game: once the game shown is over."""
        return self._game_started() and self.state.is_over

    def require_no_game_under_way(self) -> None:
        """Before the first move of a game (on any line), or once the game shown is over."""
        if self._game_started() and not self.state.is_over:
            raise Refused(
                "an opponent is chosen before the first move or once the game is over: "
                "finish this game or deal a new one"
            )

    def _game_started(self) -> bool:
        """Whether a move has been played, on any line."""
        return any(len(line.states) > 1 for line in self.lines)

    def _start(self, first: GameState) -> None:
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
    def public_plays(self) -> list[list[Event]]:
        """The cards each move of the current line laid face up, for everyone to see."""
        return self.current.laid

    @property
    def state(self) -> GameState:
        return self.history[self.cursor]

    @property
    def study(self) -> Study:
        """What is worked out about this game: analyses, a review, "find the move" (``Study``).

        Made the first time it is asked for: playing a game needs none of it.
        """
        with self.lock:
            if self._study is None:
                self._study = Study(self)
            return self._study

    def seat_names(self) -> tuple[str, str]:
        return (self.seat_name(0), self.seat_name(1))

    def seat_name(self, player: int) -> str:
        """Who plays ``player``'s seat in this game: "human", or the agent's name."""
        return seat_name(self.seats[player])

    def is_human(self, player: int | None) -> bool:
        return player is not None and self.seats[player] == HUMAN

    def agent_to_move(self) -> Agent | None:
        """The agent whose move it is at the cursor, if any."""
        mover = self.state.to_move
        seat = None if mover is None else self.seats[mover]
        return None if seat is None or isinstance(seat, str) else seat

    # -- what a move needs -----------------------------------------------------

    def require_someone_to_move(self) -> int:
        """The player to move at the cursor; ``Refused`` once the game is over."""
        if self.state.to_move is None:
            raise Refused(f"the game is over: player {self.state.winner} won")
        return self.state.to_move

    def require_a_human_to_move(self) -> int:
        """The human whose move it is at the cursor; ``Refused`` if the game is over or an
        agent is to move."""
        mover = self.require_someone_to_move()
        if not self.is_human(mover):
            who = self.seat_name(mover)
            raise Refused(f"player {mover} ({who}) is an agent: use step for its move")
        return mover

    def require_an_agent_to_move(self) -> Agent:
        """The agent whose move it is at the cursor; ``Refused`` if there is none."""
        agent = self.agent_to_move()
        if agent is None:
            state = self.state
            who = "nobody" if state.is_over else f"human player {state.to_move}"
            raise Refused(f"an agent's step needs an agent to move, but {who} is to move")
        return agent

    # -- moving --------------------------------------------------------------

    def play(self, action: Action | str) -> GameState:
        """The human to move plays ``action`` (an action or its text, e.g. ``"duel 7"``).

        A move that answers a "find the move" question is judged (the
        position analysed from the mover's view) and the cursor goes back to
        the question; see ``Study.find_the_move``.
        """
        self.require_a_human_to_move()
        return self.try_move(action)

    def try_move(self, action: Action | str) -> GameState:
        """Play ``action`` for whoever is to move, an agent's seat too: a teacher's "what if".

        As any move, one played from a past position starts a new line and
        keeps the old one; no agent answers it (``step`` and ``run`` play on).
        For a human's seat it is ``play``.
        """
        self.require_someone_to_move()
        chosen = parse_action(action) if isinstance(action, str) else action
        answering = self._study is not None and self._study.asking
        question = self.cursor
        after = self._advance(chosen, None)
        if answering:
            self.study.judge_answer(question)
        return after

    def step(self, time_limit: float | None = None) -> Decision:
        """The agent to move decides and plays; returns its Decision.

        ``time_limit``: the seconds it may take, after which it fails (``AgentError``).
        """
        agent = self.require_an_agent_to_move()
        decision = self._decided(agent, cast(int, self.state.to_move), time_limit)
        self._advance(decision.action, decision)
        return decision

    def _decided(self, agent: Agent, player: int, time_limit: float | None) -> Decision:
        """The agent's sound decision, or an ``AgentError`` that names no card it holds."""
        seen = self.state.observe(player)
        started = clock()
        try:
            decision = decide_within(agent, seen, time_limit)
        except NoDecisionInTime as late:  # its words say how long, or what it still decides
            raise AgentError(player, self.seat_name(player), str(late)) from None
        except Exception as error:
            how = f"it raised {type(error).__name__}"
            raise AgentError(player, self.seat_name(player), how) from error
        problem = decision_problem(decision, seen)
        if problem is not None:
            raise AgentError(player, self.seat_name(player), problem, decision)
        return dataclasses.replace(cast(Decision, decision), seconds=clock() - started)

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

    def undo_to_last_choice(self) -> GameState:
        """Move the cursor back to the last position where a human chose, over agents' moves."""
        index = self.cursor - 1
        while index > 0 and not self.is_human(self.history[index].to_move):
            index -= 1
        return self.goto(max(index, 0))

    def goto(self, index: int) -> GameState:
        """Move the cursor to ``history[index]`` (negative counts from the end)."""
        self.cursor = self.history_index(index)
        return self.state

    def history_index(self, index: int) -> int:
        """The position ``index`` names in ``history``, counted from the start (a negative
        ``index`` counts from the end); ``OutOfRange`` past either end."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"a position is given by its history index, got {index!r:.40}")
        if not -len(self.history) <= index < len(self.history):
            raise OutOfRange(f"history has {len(self.history)} states; no index {index}")
        return index % len(self.history)

    def new_game(self, seed: int | None = None) -> GameState:
        """Deal a new game, with the same rules, in place of this one and every line.

        The seats are ``next_seats``: the same, but for any chosen once this
        game was over. Without ``seed``, a seeded session deals the next game
        of its series (the session's seed plus the games dealt before), so a
        whole sitting replays from one seed; an unseeded one deals at random.
        A question asked and a review running end; what was analysed stays.
        """
        with self.lock:
            if seed is None and self.seed is not None:
                seed = self.seed + self.games
            rules = self.history[0].rules
            if self._study is not None:
                self._study.end_game()
            seats, self._next_game_seats = self.next_seats, {}
            self.games += 1
            self._start(new_game(seed, rules))
            if seats != self.seats:
                self._take_seats(seats)  # on the new deal: the views are chosen for its first mover
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
            raise Refused(
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
        """Name a line (the current one unless given): a short text no other line has."""
        target = self.current if line is None else self.lines[self._line_index(line)]
        try:
            target.name = checked_name(name, self.lines, renaming=target)
        except ValueError as refused:  # a name taken, empty, too long or unprintable
            raise Refused(str(refused)) from None

    def delete_line(self, line: int | str) -> None:
        """Delete a line and every move only it holds: the one step that loses work.

        Deleting the current line shows the line it shares most moves with.
        The last line cannot be deleted.
        """
        index = self._line_index(line)
        if len(self.lines) == 1:
            raise Refused("the only line of a game cannot be deleted")
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
            raise Refused(f"no line is named {line!r:.60}")
        if isinstance(line, bool) or not isinstance(line, int):
            raise TypeError(f"a line is given by its number or its name, got {line!r:.40}")
        if not 0 <= line < len(self.lines):
            raise OutOfRange(
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
        return saves.session_json(self)

    @classmethod
    def from_json(cls, text: str, players: Sequence[Seat] | None = None) -> Session:
        """Load a game saved with ``to_json``; it resumes exactly where it was.

        Agents are rebuilt by name; pass ``players`` to seat your own agents.
        """
        return saves.load_session(cls, text, players)

    def restore(self, lines: list[Line], line: int | str, cursor: int) -> None:
        """Take the lines of a loaded game, show ``line`` and put the cursor at ``cursor``."""
        self.lines, self._lines_made = lines, len(lines)
        self.line = 0
        self.line = self._line_index(line)
        self.goto(cursor)
