"""The notebook widget: a Session drawn by the page, and the page's clicks sent back.

Data flows one way: a click becomes a message, the message a session call,
the new state a ``page_view`` for the viewer, and that view the synced trait
the page redraws from. Every message is checked; a bad one leaves the game as
it was and shows its error in the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

import anywidget
import traitlets

from .agents import Decision, HeuristicAgent
from .engine import Action, GameState, Rules, action_from_dict
from .history import History
from .session import HUMAN, Seat, Session
from .view import PROTOCOL, Viewer, page_view

STATIC = Path(__file__).parent / "static"


class PageMessageError(ValueError):
    """A message from the page that cannot be acted on."""


class TacocatWidget(anywidget.AnyWidget):  # type: ignore[misc]
    """Play Tacocat Spelled Backwards in a notebook; read and move the game from any cell."""

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    view_state = traitlets.Dict().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)
    view = traitlets.Union(
        [traitlets.Enum([0, 1]), traitlets.Enum(["all"])], default_value="all"
    ).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    paused = traitlets.Bool(False).tag(sync=True)
    cover_between_turns = traitlets.Bool(False).tag(sync=True)
    autoplay = traitlets.Bool(False).tag(sync=True)  # the page steps agents on its own
    speed = traitlets.Float(0.6, min=0.0, max=10.0).tag(sync=True)  # seconds between agent moves
    hint = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)

    def __init__(
        self,
        players: Sequence[Seat] = (HUMAN, "heuristic"),
        *,
        seed: int | None = None,
        rules: Rules | None = None,
        state: GameState | None = None,
        view: Viewer | None = None,
        cover_between_turns: bool = False,
    ) -> None:
        self._session = Session(players, seed=seed, rules=rules, state=state)
        self._seed, self._games = seed, 0
        humans = [p for p in (0, 1) if self._session.is_human(p)]
        self._view_follows_mover = view is None and len(humans) == 2
        super().__init__(
            view=view if view is not None else (humans[0] if len(humans) == 1 else "all"),
            cover_between_turns=cover_between_turns,
        )
        self.on_msg(self._on_page_message)
        self._sync()

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> tuple[Seat, Seat]:
        return self._session.seats  # type: ignore[return-value]

    @property
    def session(self) -> Session:
        return self._session

    @property
    def state(self) -> GameState:
        return self._session.state

    @property
    def history(self) -> History:
        """Every state from the first deal (a list that also shows as a table)."""
        return History(self._session.history, self._session.actions)

    @property
    def decisions(self) -> dict[int, Decision]:
        return dict(self._session.decisions)

    # -- moving from Python -------------------------------------------------------

    def play(self, action: Action | str) -> GameState:
        """The human to move plays ``action`` (or its text, e.g. ``"attack 9-10-11"``)."""
        return self._changed(self._session.play(action))

    def step(self) -> Decision:
        """The agent to move decides and plays; returns its Decision."""
        return self._changed(self._session.step())

    def run(self, until: Literal["round", "game"] = "round") -> list[Decision]:
        """Agents play on until the round (or game) ends or a human is to move."""
        return self._changed(self._session.run(until))

    def undo(self, steps: int = 1) -> GameState:
        return self._changed(self._session.undo(steps))

    def goto(self, index: int) -> GameState:
        return self._changed(self._session.goto(index))

    def new_game(self, seed: int | None = None) -> GameState:
        """Deal a new game with the same players and rules."""
        rules = self._session.history[0].rules
        self._session = Session(self._session.seats, seed=seed, rules=rules)
        return self._changed(self._session.state)

    def to_json(self) -> str:
        """The whole game (every move, the cursor, agents' seeds and decisions) as JSON."""
        return self._session.to_json()

    @classmethod
    def from_json(
        cls, text: str, players: Sequence[Seat] | None = None, view: Viewer | None = None
    ) -> TacocatWidget:
        """A widget resuming a game saved with ``to_json``, exactly where it was."""
        session = Session.from_json(text, players)
        widget = cls(session.seats, state=session.history[0], view=view)
        widget._session = session
        widget._sync()
        return widget

    def _changed(self, result: Any) -> Any:
        self.error = ""
        self._sync()
        return result

    # -- the page ------------------------------------------------------------------

    def _viewer(self) -> Viewer:
        mover = self._session.state.to_move
        if self._view_follows_mover and mover is not None:
            return mover
        return self.view  # type: ignore[no-any-return]

    def _sync(self) -> None:
        self._syncing = True
        try:
            with self.hold_sync():
                self.view = self._viewer()
                self.cursor = self._session.cursor
                self.view_state = page_view(self._session, self.view)
                if self.hint is not None and self.hint.get("cursor") != self._session.cursor:
                    self.hint = None
        finally:
            self._syncing = False

    @traitlets.observe("view")
    def _on_view(self, change: dict[str, Any]) -> None:
        """Someone chose whose eyes to show: keep to that choice."""
        if getattr(self, "_syncing", True):
            return
        self._view_follows_mover = False
        self._sync()

    @traitlets.observe("cursor")
    def _on_cursor(self, change: dict[str, Any]) -> None:
        """The page's timeline moved: follow it, or put it back if it is out of range."""
        if change["new"] == self._session.cursor:
            return
        try:
            self._session.goto(change["new"])
        except (IndexError, TypeError) as error:
            self.error = f"timeline: {error}"
        self._sync()

    def _on_page_message(self, _: Any, content: Any, buffers: Any) -> None:
        try:
            self._handle(_checked_message(content, self._session.cursor))
            self.error = ""
        except (ValueError, TypeError, IndexError) as error:
            self.error = str(error)
        self._sync()

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["kind"]
        if kind == "play":
            self._session.play(action_from_dict(message["action"]))
            self._answer_for_agents()
        elif kind == "step":
            self._session.step()
        elif kind == "run":
            self._session.run(message.get("until", "round"))
        elif kind == "undo":
            self._undo_to_a_human_move()
        elif kind == "hint":
            self.hint = self._hint()
        elif kind == "new_game":
            # A seeded widget deals a new, but still reproducible, game each time.
            self._games += 1
            self.new_game(None if self._seed is None else self._seed + self._games)

    def _hint(self) -> dict[str, Any]:
        """What the hint agent would play for the human to move, and why (their view only)."""
        state = self._session.state
        mover = state.to_move
        if mover is None or not self._session.is_human(mover) or self.view not in ("all", mover):
            raise PageMessageError("a hint is for the human whose move it is")
        decision = HeuristicAgent(seed=0).decide(state.observe(mover))
        ranked = sorted(decision.values, key=lambda action: -decision.values[action])[:3]
        return {
            "cursor": self._session.cursor,
            "action": str(decision.action),
            "because": decision.info["chosen_because"],
            "alternatives": [str(action) for action in ranked if action != decision.action],
        }

    def _answer_for_agents(self) -> None:
        """Once a click hands the turn to an agent, agents answer until a human is to move."""
        if not self.paused:
            self._session.run("game")

    def _undo_to_a_human_move(self) -> None:
        """Undo back to the last point where a human chose (skipping agents' moves)."""
        session = self._session
        index = session.cursor - 1
        while index > 0 and not session.is_human(session.history[index].to_move):
            index -= 1
        session.goto(max(index, 0))


_MESSAGE_FIELDS = {
    "hint": {"kind", "cursor"},
    "play": {"kind", "action", "cursor"},
    "step": {"kind", "cursor"},
    "run": {"kind", "until", "cursor"},
    "undo": {"kind", "cursor"},
    "new_game": {"kind"},
}


def _checked_message(content: Any, cursor: int) -> dict[str, Any]:
    """The page's message if it is well formed and made for the current state."""
    if not isinstance(content, dict) or content.get("protocol") != PROTOCOL:
        raise PageMessageError(f"a page message is an object with protocol {PROTOCOL}")
    message = {key: value for key, value in content.items() if key != "protocol"}
    kind = message.get("kind")
    if not isinstance(kind, str) or kind not in _MESSAGE_FIELDS:
        raise PageMessageError(f"unknown page message kind {kind!r}")
    if set(message) != _MESSAGE_FIELDS[kind]:
        raise PageMessageError(f"a {kind} message has the fields {sorted(_MESSAGE_FIELDS[kind])}")
    sent_at = message.get("cursor", cursor)
    if type(sent_at) is not int or sent_at != cursor:
        raise PageMessageError("that click was made on an older board; it was ignored")
    return message
