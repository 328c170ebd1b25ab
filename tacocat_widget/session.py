"""A game with seats and a history: who plays each side, every state so far, and a cursor.

No widget code lives here: the widget, notebooks and scripts all drive a game
through a Session. States are immutable, so the history is simply a list of
them; moving the cursor back and playing forks the game from there.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Literal

from .agents import Agent, Decision, make_agent
from .boundary import error_summary
from .engine import (
    Action,
    GameState,
    Rules,
    action_from_dict,
    new_game,
    parse_action,
)
from .engine.text import move_text
from .history import History

HUMAN = "human"
FORMAT = "tacocat-widget/session"

Seat = str | Agent  # "human", an agent's name, or an agent (anything with decide())


def _seat(entry: object, seed: int | None) -> str | Agent:
    if entry == HUMAN:
        return HUMAN
    if isinstance(entry, str):
        return make_agent(entry, seed)
    if isinstance(entry, Agent):
        return entry
    raise TypeError(f"a player is 'human', an agent name or an agent with decide(), got {entry!r}")


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
        self.history: list[GameState] = [state if state is not None else new_game(seed, rules)]
        self.actions: list[Action] = []
        # What everyone saw of each move, told when it was played: the public log.
        self.public_lines: list[list[str]] = []
        self.decisions: dict[int, Decision] = {}
        self.cursor = 0

    # -- reading -------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.history[self.cursor]

    def seat_names(self) -> tuple[str, str]:
        return (self.seat_name(0), self.seat_name(1))

    def seat_name(self, player: int) -> str:
        seat = self.seats[player]
        return seat if isinstance(seat, str) else getattr(seat, "name", type(seat).__name__)

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

    def step(self) -> Decision:
        """The agent to move decides and plays; returns its Decision."""
        state = self.state
        agent = self.agent_to_move()
        if agent is None:
            who = "nobody" if state.is_over else f"human player {state.to_move}"
            raise ValueError(f"step() needs an agent to move, but {who} is to move")
        decision = agent.decide(state.observe(state.to_move))  # type: ignore[arg-type]
        if not isinstance(decision, Decision):
            raise TypeError(f"{agent!r}.decide() must return a Decision, got {decision!r}")
        self._advance(decision.action, decision)
        return decision

    def run(self, until: Literal["round", "game"] = "round") -> list[Decision]:
        """Agents play on until the round (or the game) ends or a human is to move."""
        if until not in ("round", "game"):
            raise ValueError(f"until must be 'round' or 'game', got {until!r}")
        start_round, decisions = self.state.round, []
        while self.agent_to_move() is not None:
            decisions.append(self.step())
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
        before = self.state
        successor = before.apply(action)  # raises IllegalAction, changing nothing
        told = move_text(before, action, successor)
        del self.history[self.cursor + 1 :], self.actions[self.cursor :]
        del self.public_lines[self.cursor :]
        self.decisions = {i: d for i, d in self.decisions.items() if i < self.cursor}
        if decision is not None:
            self.decisions[self.cursor] = decision
        self.history.append(successor)
        self.actions.append(action)
        self.public_lines.append(told)
        self.cursor += 1
        return successor

    # -- records -------------------------------------------------------------

    def history_table(self) -> History:
        """Every state so far, as a list that also reads as a table (with the seats' names)."""
        return History(self.history, self.actions, self.seat_names())

    def records(self) -> list[dict[str, Any]]:
        """One row per move played: ready for ``pandas.DataFrame(session.records())``."""
        return self.history_table().records()

    def to_json(self) -> str:
        """The whole game: its first state, every move, the cursor and the agents' decisions."""
        return json.dumps(
            {
                "format": FORMAT,
                "version": 1,
                "players": [self._saved_seat(player) for player in (0, 1)],
                "start": json.loads(self.history[0].to_json()),
                "actions": [action.to_dict() for action in self.actions],
                "cursor": self.cursor,
                "decisions": {str(i): d.to_dict() for i, d in self.decisions.items()},
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
        start = GameState.from_json(json.dumps(data["start"]))
        if players is None:
            players = [_saved_seat_entry(saved) for saved in data["players"]]
        session = cls(players, state=start)
        for saved in data["actions"]:
            session._advance(action_from_dict(saved), None)
        saved_humans = {p for p, saved in enumerate(data["players"]) if saved["name"] == HUMAN}
        session._attach_saved_decisions(data["decisions"], saved_humans)
        session.goto(data["cursor"])
        return session

    def _attach_saved_decisions(self, saved: dict[str, Any], humans: set[int]) -> None:
        """Each saved decision, checked against the move it claims to explain.

        ``humans`` are the seats the save says humans played (whoever is seated now).
        """
        for key, data in saved.items():
            index = _saved_move_index(key, len(self.actions))
            decision = Decision.from_dict(data)
            before, played = self.history[index], self.actions[index]
            if before.to_move in humans:
                raise ValueError(
                    f"not a saved session: move {index} was a human's, "
                    "yet a decision is saved for it"
                )
            if decision.action != played:
                raise ValueError(
                    f"not a saved session: the decision saved for move {index} chose "
                    f"{decision.action}, but the move played was {played}"
                )
            if not set(decision.policy) <= set(before.legal_actions()):
                raise ValueError(
                    f"not a saved session: the decision saved for move {index} gives "
                    "probabilities to moves that were not legal there"
                )
            self.decisions[index] = decision


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
