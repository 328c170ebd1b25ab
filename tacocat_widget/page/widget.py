"""The notebook widget: play Tacocat Spelled Backwards in a notebook, and read it from any cell.

``TacocatWidget`` is a ``Session`` (``game/session.py``) drawn by a page: its
methods are the session's, each followed by an update of the page, and its
link with the page (the synced traits, the page's clicks) is ``link.py``.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from ..agents import Decision
from ..engine import Action, GameState, Rules
from ..engine.visibility import Viewer, is_viewer, picture
from ..game.history import History
from ..game.session import HUMAN, Seat, Session
from ..study.analysis import Analysis
from ..study.review import ReviewJob
from .boundary import PageMessageError
from .commands import require_a_page_that_sees_the_mover
from .link import PageLink
from .replay import save_replay
from .view import review_view

if TYPE_CHECKING:
    from typing_extensions import Unpack

__all__ = ["PageMessageError", "TacocatWidget"]

AGENT_TIME_LIMIT = 20.0  # seconds, for a move the page asked an agent for


class NewSession(TypedDict, total=False):
    """What a widget passes on to ``Session`` when it is not given one."""

    seed: int | None
    rules: Rules | None
    state: GameState | None


class TacocatWidget(PageLink):
    """Play Tacocat Spelled Backwards in a notebook; read and move the game from any cell.

    ``TacocatWidget(players, seed=, rules=, state=)`` starts a new
    ``Session``; ``TacocatWidget(session=...)`` draws one you already have
    (a script's, a loaded game's). Whose eyes the page shows is Python's to
    decide: ``page_views`` holds the views the page itself may switch to.
    With ``view=`` given, that view only; otherwise the human's seat when one
    player is human, both seats in hot-seat play (two humans at one screen,
    where the view follows the player to move), and every view when two
    agents play. A view set from Python later joins the set; setting
    ``page_views`` makes it exactly the set given, the view moving into it.
    A reseat that changes who is human chooses the views again as the
    constructor would for the new seats: a ``view=`` given stays the only
    one, and views set from Python since, chosen for the old seats, go (set
    them again after the reseat to keep them). A page asking for any other
    view is refused with an error and its view put back.
    ``agent_time_limit``: the seconds an agent may take over a move the page
    asked for (``None``: no limit). ``what_if``: the page may try a move for
    an agent's seat it sees, starting a line no agent answers (by default
    only when both seats are agents, chosen again with the views after a
    reseat); ``try_move`` does it from a cell.
    """

    def __init__(
        self,
        players: Sequence[Seat] | None = None,
        *,
        session: Session | None = None,
        view: Viewer | None = None,
        cover_between_turns: bool = False,
        agent_time_limit: float | None = AGENT_TIME_LIMIT,
        what_if: bool | None = None,
        **new_session: Unpack[NewSession],
    ) -> None:
        session = _the_session(session, players, new_session)
        super().__init__(session, view, cover_between_turns, agent_time_limit, what_if)

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> tuple[Seat, Seat]:
        """The two seats: ``"human"`` or an agent each."""
        return self._session.seats

    @property
    def state(self) -> GameState:
        """The ``GameState`` at the cursor."""
        return self._session.state

    @property
    def history(self) -> History:
        """Every state from the first deal (a list that also shows as a table)."""
        return self._session.history_table()

    @property
    def decisions(self) -> dict[int, Decision]:
        """``decisions[i]``: the agent's ``Decision`` that moved ``history[i]`` one move on."""
        return dict(self._session.decisions)

    @property
    def lines(self) -> list[dict[str, Any]]:
        """Every line of the game: one row each (``pandas.DataFrame(w.lines)`` reads it)."""
        return self._session.line_table()

    # -- the session's calls, each followed by an update of the page ------------------

    def play(self, action: Action | str) -> GameState:
        """The human to move plays ``action`` (or its text, e.g. ``"attack 9-10-11"``)."""
        return self._python_call(lambda: self._session.play(action), moves=True)

    def try_move(self, action: Action | str) -> GameState:
        """Play ``action`` for whoever is to move, an agent's seat too (``Session.try_move``).

        A teacher's "what if": from a past position it starts a new line, and
        no agent answers it; ``step`` plays on.
        """
        return self._python_call(lambda: self._session.try_move(action), moves=True)

    def step(self) -> Decision:
        """The agent to move decides and plays; returns its ``Decision``."""
        return self._python_call(self._session.step, moves=True)

    def run(self, until: Literal["round", "game"] = "round") -> list[Decision]:
        """Agents play on until the round (or game) ends or a human is to move."""
        return self._python_call(lambda: self._session.run(until), moves=True)

    def undo(self, steps: int = 1) -> GameState:
        """Move the cursor back; a move played from there starts a new line, keeping this one."""
        return self._python_call(lambda: self._session.undo(steps))

    def goto(self, index: int) -> GameState:
        """Move the cursor to ``history[index]``."""
        return self._python_call(lambda: self._session.goto(index))

    def switch_line(self, line: int | str) -> GameState:
        """Show another line, by number or name; the cursor stays on a position both share."""
        return self._python_call(lambda: self._session.switch_line(line))

    def name_line(self, name: str, line: int | str | None = None) -> None:
        """Name a line (the one shown unless given)."""
        self._python_call(lambda: self._session.name_line(name, line))

    def delete_line(self, line: int | str) -> None:
        """Delete a line and the moves only it holds (the page asks before it does this)."""
        self._python_call(lambda: self._session.delete_line(line))

    def new_game(self, seed: int | None = None) -> GameState:
        """Deal a new game with the same players and rules (``Session.new_game``)."""
        return self._python_call(lambda: self._session.new_game(seed))

    def reseat(self, player: int, entry: Seat) -> None:
        """Seat ``entry`` (a level's or an agent's name, an agent, or ``"human"``) as ``player``.

        Any time from Python; the page's level list only before the first move or after the game.
        Once a seat turns human or agent, the page's views are chosen again for the new seats
        (see ``TacocatWidget``): the page never keeps showing a hand that is no longer its own.
        Once the game shown is over, the seat is the next game's (``Session.reseat``).
        """
        self._python_call(lambda: self._session.reseat(player, entry))

    def analyse(self, index: int | None = None) -> Analysis:
        """How good each move is for the player to move at ``index`` (the cursor by default).

        ``Study.analyse``; the page shows it in the inspector, the move
        played from there marked beside the best one.
        """
        return self._python_call(lambda: self._session.study.analyse(index))

    def review(
        self, *, iterations: int | None = None, seed: int = 0, wait: bool = False
    ) -> ReviewJob:
        """Analyse every move of the line shown, in the background (``Study.review``).

        The page draws the win chances as a graph and marks the mistakes as
        they come; the returned ``ReviewJob`` shows a progress bar in a
        notebook cell, can be cancelled, and gives a table of the moves.
        """
        study = self._session.study
        job = self._python_call(lambda: study.review(iterations=iterations, seed=seed))
        if wait:
            job.wait()
            if job.error is not None:
                raise job.error
        return job

    def find_the_move(self, prompt: str | None = None) -> None:
        """Ask the human to move at the cursor, then show how their move compares with the best.

        A question for a class (``Study.find_the_move``), asked in the page
        when it shows that human: once they move here, the board goes back to
        the question with the move judged; no agent answers. **End** in the
        page, or ``end_find_the_move()``, stops asking. ``prompt``: the question's words, up to
        200 printable characters that show (``ValueError`` otherwise); by default, "Find the
        best move for player N."
        """

        def ask() -> None:
            self._session.require_a_human_to_move()
            require_a_page_that_sees_the_mover(self)
            self._session.study.find_the_move(prompt)

        self._python_call(ask)

    def end_find_the_move(self) -> None:
        """Stop asking the question ``find_the_move`` asked."""
        self._python_call(self._session.study.end_find_the_move)

    # -- saving and showing --------------------------------------------------------------

    def save_html(self, path: str | Path, view: Viewer = 0) -> Path:
        """Write one self-contained HTML file that replays the line shown, needing no network.

        It shows the board, the timeline, **Replay**, the log and the inspector
        through ``view``'s eyes (``0``, ``1`` or ``"all"``), and holds nothing
        that viewer may not see: hand it to anyone. A review of the line comes
        too (its graph, its marks and the mistake buttons), as far as it has got.
        """
        with self._lock:
            review = review_view(self._session, view) if is_viewer(view) else None
            if review is not None and review["running"]:
                review = {**review, "running": False}  # the file holds what was done by now
            return save_replay(self._session, path, view, review)

    def to_json(self) -> str:
        """The whole game (every move, the cursor, agents' seeds and decisions) as JSON."""
        return self._session.to_json()

    @classmethod
    def from_json(
        cls, text: str, players: Sequence[Seat] | None = None, view: Viewer | None = None
    ) -> TacocatWidget:
        """A widget resuming a game saved with ``to_json``, exactly where it was."""
        return cls(session=Session.from_json(text, players), view=view)

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live board, with a static picture of it for where widgets cannot load.

        An exported notebook without the widgets' saved state (JupyterLab saves
        none unless asked) shows the picture instead of an empty output, and
        nbconvert's ``--template tacocat`` shows it wherever the live board
        cannot load: the board when it was displayed, as the page's viewer saw it.
        """
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        with self._lock:
            shown = picture(self._session.state, self.shown_view())
        return {**data, "text/html": shown}, metadata


def _the_session(
    session: Session | None, players: Sequence[Seat] | None, new_session: NewSession
) -> Session:
    """The session given, or a new one from the players and the game's settings (not both)."""
    if session is None:
        return Session((HUMAN, "heuristic") if players is None else players, **new_session)
    if not isinstance(session, Session):
        raise TypeError(f"session must be a Session, got {type(session).__name__}")
    if players is not None or new_session:
        given = ", ".join(["players"] * (players is not None) + sorted(new_session))
        raise TypeError(f"a widget on a session takes no {given}: the session has them")
    return session
