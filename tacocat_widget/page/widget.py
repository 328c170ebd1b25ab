"""The notebook widget: a Session drawn by the page, and the page's clicks sent back.

Data flows one way: a click becomes a message, the message a session call,
the new state a ``page_view`` for the viewer, and that view the synced trait
the page redraws from.

The page is untrusted. Every message is checked against its declaration in
``protocol`` (``boundary.checked_message``); the page may act only for a human
seat it shows; it may write only the traits in ``protocol.PAGE_WRITABLE``, and
may switch its view only among ``page_views``. Whatever goes wrong while
answering the page (a refused message, an agent that raises) is caught at the
boundary: the game stays at the last move that completed, ``error`` says what
happened, the traceback of a failure goes to the ``tacocat_widget`` logger, and
the page is always brought back in step with the session.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import anywidget
import traitlets

from ..agents import Decision
from ..engine import Action, GameState, IllegalAction, Rules
from ..engine.visibility import SEATS, Viewer, is_viewer, may_see, picture
from ..game.history import History
from ..game.safe_text import error_summary, shortened
from ..game.session import HUMAN, Seat, Session
from ..study.analysis import Analysis, analyse
from ..study.review import ReviewJob
from . import built_page
from .boundary import (
    PageMessageError,
    checked_message,
    default_page_views,
    described,
    page_action,
)
from .built_page import WIDGET_CSS, WIDGET_JS
from .inspector import hint_for
from .protocol import PAGE_NOTES, PAGE_WRITABLE
from .replay import save_replay
from .view import Quiz, page_view, review_view

__all__ = ["PageMessageError", "TacocatWidget"]

LOG = logging.getLogger("tacocat_widget")
Result = TypeVar("Result")

# The page asked for something the rules or the boundary do not allow: its own doing, no bug.
REFUSALS = (PageMessageError, IllegalAction)


class FiniteFloat(traitlets.Float):  # type: ignore[type-arg]
    """A float trait that refuses NaN and the infinities, which pass ``min`` and ``max`` unseen."""

    def validate(self, obj: Any, value: Any) -> float:
        if isinstance(value, float) and not math.isfinite(value):
            self.error(obj, value)
        return cast(float, super().validate(obj, value))


AGENT_TIME_LIMIT = 20.0  # seconds, for a move the page asked an agent for

# Traits that what the page is sent depends on: set from Python, they change under the lock.
SYNC_INPUTS = frozenset({"view", "cursor", "every_move"})

# The widget stack's own annotations differ between releases, so the type check reads the
# base class as Any: its verdict is then the same whatever else is installed.
WidgetBase: Any = anywidget.AnyWidget


class TacocatWidget(WidgetBase):
    """Play Tacocat Spelled Backwards in a notebook; read and move the game from any cell.

    Whose eyes the page shows is Python's to decide: ``page_views`` holds the
    views the page itself may switch to. With ``view=`` given, that view
    only; otherwise the human's seat when one player is human, both seats in
    hot-seat play (two humans at one screen, where the view follows the player
    to move), and every view when two agents play. A view set from Python
    later joins the set. A page asking for any other view (``"all"`` in a game
    against an agent, say) is refused with an error and its view put back.
    """

    # Without a built page, the class still imports (the engine and agents need no page) and
    # creating a widget says what to install.
    _esm = WIDGET_JS if WIDGET_JS.exists() else "export default { render() {} };"
    _css = WIDGET_CSS if WIDGET_CSS.exists() else ""

    view_state = traitlets.Dict().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)
    view = traitlets.Union(
        [traitlets.Enum([0, 1]), traitlets.Enum(["all"])], default_value="all"
    ).tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    paused = traitlets.Bool(False).tag(sync=True)
    cover_between_turns = traitlets.Bool(False).tag(sync=True)
    autoplay = traitlets.Bool(False).tag(sync=True)  # the page steps agents on its own
    speed = FiniteFloat(0.6, min=0.0, max=10.0).tag(sync=True)  # s between moves played back
    hint = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    review_state = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    every_move = traitlets.Bool(False).tag(sync=True)  # the inspector lists every move
    # The revision of the last view the page took in: the page's own write after each update,
    # which hosts that re-run cells on the page's changes (marimo) follow.
    seen = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        players: Sequence[Seat] = (HUMAN, "heuristic"),
        *,
        seed: int | None = None,
        rules: Rules | None = None,
        state: GameState | None = None,
        view: Viewer | None = None,
        cover_between_turns: bool = False,
        agent_time_limit: float | None = AGENT_TIME_LIMIT,
    ) -> None:
        built_page.require(WIDGET_JS, WIDGET_CSS)
        # The seconds an agent may take over a move the page asked for: after that the page
        # hears that it failed and may go on (``None``: no limit).
        self.agent_time_limit = agent_time_limit
        self._session = Session(players, seed=seed, rules=rules, state=state)
        self._seed, self._games, self._revision = seed, 0, 0
        self._from_page = False
        self._hint_for: tuple[int, int, Viewer] | None = None
        self._analyses: dict[tuple[GameState, int], Analysis] = {}
        # A review runs on a worker thread: the session, the analyses and every sync are
        # touched under this lock, by the kernel's thread and the worker alike.
        self._lock = threading.RLock()
        self._review_job: ReviewJob | None = None
        self._quiz: Quiz | None = None  # a "find the move" question, while one is asked
        humans = [seat for seat in SEATS if self._session.is_human(seat)]
        self._view_follows_mover = view is None and len(humans) == 2
        first_view: Viewer = (
            view if view is not None else (humans[0] if len(humans) == 1 else "all")
        )
        self._page_views = {view} if view is not None else default_page_views(humans)
        # The thread inside a sync, if any; the first values need no answer.
        self._syncing_thread: int | None = threading.get_ident()
        super().__init__(view=first_view, cover_between_turns=cover_between_turns)
        self._syncing_thread = None
        self.on_msg(self._on_page_message)
        self._sync()

    def __setattr__(self, name: str, value: Any) -> None:
        # A review's worker thread syncs too: a view changed from Python while it builds an
        # update would let it send the page a view built for the viewer before.
        if name in SYNC_INPUTS and "_lock" in self.__dict__:
            with self._lock:
                super().__setattr__(name, value)
        else:
            super().__setattr__(name, value)

    # -- reading ---------------------------------------------------------------

    @property
    def players(self) -> tuple[Seat, Seat]:
        return cast("tuple[Seat, Seat]", self._session.seats)

    @property
    def session(self) -> Session:
        return self._session

    @property
    def state(self) -> GameState:
        return self._session.state

    @property
    def history(self) -> History:
        """Every state from the first deal (a list that also shows as a table)."""
        return self._session.history_table()

    @property
    def decisions(self) -> dict[int, Decision]:
        return dict(self._session.decisions)

    @property
    def page_views(self) -> frozenset[Viewer]:
        """The views the page may switch to by itself (see the class docstring)."""
        return frozenset(self._page_views)

    @page_views.setter
    def page_views(self, views: Iterable[Viewer]) -> None:
        chosen = set(views)
        if not chosen or not all(is_viewer(view) for view in chosen):
            raise ValueError(f"page_views holds views 0, 1 or 'all', got {chosen!r}")
        self._page_views = chosen | {self._current_view()}

    # -- moving from Python -------------------------------------------------------

    def play(self, action: Action | str) -> GameState:
        """The human to move plays ``action`` (or its text, e.g. ``"attack 9-10-11"``)."""
        return self._python_call(lambda: self._play(action), moves=True)

    def _play(self, action: Action | str) -> GameState:
        """The human's move; one that answers a "find the move" question is judged, not answered."""
        asked = self._quiz is not None and self._quiz.state == self._session.state
        cursor = self._session.cursor
        after = self._session.play(action)
        if asked:
            self._quiz.answered = True  # type: ignore[union-attr]
            self._analysed(cursor)
            self._session.goto(cursor)  # back to the question: the analysis shows the move played
        return after

    def find_the_move(self, prompt: str | None = None) -> None:
        """Ask the human to move at the cursor, then show how their move compares with the best.

        A question for a class: once the human moves here (in the page or
        with ``play``), the position is analysed from their view, the board
        goes back to it with the move judged against the best one, and no
        agent answers. Each other move tried from here (a new line) is judged
        too, until ``end_find_the_move()`` or the page's **End**.
        """
        self._python_call(lambda: self._ask(prompt))

    def end_find_the_move(self) -> None:
        self._python_call(self._end_quiz)

    def _ask(self, prompt: str | None) -> None:
        state = self._session.state
        mover = state.to_move
        if mover is None or not self._session.is_human(mover):
            raise ValueError("find_the_move needs a human to move at the cursor")
        if not may_see(self._current_view(), mover):
            raise ValueError(f"the page shows player {self.view}: it cannot ask player {mover}")
        words = prompt if prompt is not None else f"Find the best move for player {mover}."
        self._quiz = Quiz(state, mover, words)

    def _end_quiz(self) -> None:
        self._quiz = None

    def step(self) -> Decision:
        """The agent to move decides and plays; returns its Decision."""
        return self._python_call(self._session.step, moves=True)

    def run(self, until: Literal["round", "game"] = "round") -> list[Decision]:
        """Agents play on until the round (or game) ends or a human is to move."""
        return self._python_call(lambda: self._session.run(until), moves=True)

    def undo(self, steps: int = 1) -> GameState:
        return self._python_call(lambda: self._session.undo(steps))

    def goto(self, index: int) -> GameState:
        return self._python_call(lambda: self._session.goto(index))

    # -- lines -----------------------------------------------------------------

    @property
    def lines(self) -> list[dict[str, Any]]:
        """Every line of the game: one row each (``pandas.DataFrame(w.lines)`` reads it)."""
        return self._session.line_table()

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
        """Deal a new game with the same players and rules."""
        rules = self._session.history[0].rules
        session = Session(self._session.seats, seed=seed, rules=rules)
        return self._python_call(lambda: self._replace_session(session).state)

    def analyse(self, index: int | None = None) -> Analysis:
        """How good each move is for the player to move at ``index`` (the cursor by default).

        From that player's own observation, at the planner's default budget
        (``analysis.analyse``); the page shows it in the inspector, the move
        played from there marked beside the best one.
        """
        return self._python_call(lambda: self._analysed(index))

    def _analysed(self, index: int | None) -> Analysis:
        step = self._session.cursor if index is None else index
        if isinstance(step, bool) or not isinstance(step, int):
            raise TypeError(f"index must be a history index, got {step!r:.40}")
        state = self._session.history[step]
        if state.to_move is None:
            raise ValueError(f"the game is over at move {step}: there is no move to analyse")
        key = (state, state.to_move)
        if key not in self._analyses:
            self._analyses[key] = analyse(state.observe(state.to_move))
        return self._analyses[key]

    # -- review ------------------------------------------------------------------

    def review(
        self, *, iterations: int | None = None, seed: int = 0, wait: bool = False
    ) -> ReviewJob:
        """Analyse every move of the line shown, in the background; returns the running review.

        Each position is analysed from the eyes of the player who moved there
        (as ``analyse`` does), and each move's loss marked (``review.MARKS``).
        The page draws the win chances as a graph and marks the mistakes as
        they come; the returned ``ReviewJob`` shows a progress bar in a
        notebook cell, can be cancelled, and gives a table of the moves
        (``records()``, ``to_dataframe()``). ``wait`` returns once it is done.
        A review already running is cancelled first.
        """
        with self._lock:
            job = self._python_call(lambda: self._start_review(iterations, seed))
        if wait:
            job.wait()
            if job.error is not None:
                raise job.error
        return job

    def _start_review(self, iterations: int | None, seed: int) -> ReviewJob:
        self._cancel_review()
        session = self._session
        self._review_job = ReviewJob(
            session.history,
            session.actions,
            self._analyses,
            self._lock,
            self._review_progressed,
            seed=seed,
            iterations=iterations,
        ).start()
        return self._review_job

    def _cancel_review(self) -> None:
        if self._review_job is not None:
            self._review_job.cancel()

    def _review_progressed(self, job: ReviewJob) -> None:
        """One more position analysed (on the worker thread, under the lock): tell the page."""
        if job is not self._review_job:
            return  # an older review, cancelled
        if job.finished:
            self._sync()  # the log and the analysis panel take in the marks too
        else:
            self._sync_review()

    def _sync_review(self) -> None:
        view = review_view(self._session, self._current_view(), self._analyses, self._review_job)
        self.review_state = cast("dict[str, Any]", view)  # None: no review (the trait allows it)

    def save_html(self, path: str | Path, view: Viewer = 0) -> Path:
        """Write one self-contained HTML file that replays the line shown, needing no network.

        It shows the board, the timeline, **Replay**, the log and the inspector
        through ``view``'s eyes (``0``, ``1`` or ``"all"``), and holds nothing
        that viewer may not see: hand it to anyone. A review of the line comes
        too (its graph, its marks and the mistake buttons), as far as it has got.
        """
        with self._lock:
            review = None
            if is_viewer(view):
                review = review_view(self._session, view, self._analyses, self._review_job)
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
        session = Session.from_json(text, players)
        widget = cls(session.seats, state=session.history[0], view=view)
        widget._replace_session(session)
        widget._sync()
        return widget

    def _replace_session(self, session: Session) -> Session:
        self._quiz = None
        self._cancel_review()
        self._review_job = None
        self._session = session
        self._games += 1  # a hint belongs to one game
        return session

    def _python_call(self, call: Callable[[], Result], moves: bool = False) -> Result:
        """Run a call made from Python; whatever happens, the page shows the session after it.

        A call that ``moves`` (play, step, run) has its moves played back in the page.
        """
        with self._lock:
            played_from = self._session.cursor if moves else None
            try:
                result = call()
                self.error = ""
                return result
            finally:
                self._sync(played_from)

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
            shown = picture(self._session.state, self._current_view())
        return {**data, "text/html": shown}, metadata

    # -- the page's view -------------------------------------------------------------

    def _current_view(self) -> Viewer:
        return cast(Viewer, self.view)

    def _viewer(self) -> Viewer:
        mover = self._session.state.to_move
        if self._view_follows_mover and mover is not None:
            return cast(Viewer, mover)
        return self._current_view()

    def _sync(self, played_from: int | None = None) -> None:
        """Send the page the session as its viewer may see it; every call reaches the page.

        ``played_from``: the cursor before the moves just made, for the page to play them back.
        """
        with self._lock:
            self._sync_under_lock(played_from)

    def _sync_under_lock(self, played_from: int | None) -> None:
        self._syncing_thread = threading.get_ident()
        try:
            with self.hold_sync():
                self.view = self._viewer()
                self.cursor = self._session.cursor
                self._revision += 1
                view = page_view(
                    self._session,
                    self._current_view(),
                    self._revision,
                    played_from,
                    self._analyses,
                    every_move=self.every_move,
                    quiz=self._quiz,
                )
                self.view_state = cast("dict[str, Any]", view)
                self._sync_review()
                if self._hint_for != self._hint_key():
                    self.set_trait("hint", None)
        finally:
            self._syncing_thread = None

    def _syncing(self) -> bool:
        """Whether this thread is inside a sync (whose own trait changes need no answer).

        Another thread's sync never hides a change: every sync, and every change from
        Python that a sync reads, holds the lock.
        """
        return getattr(self, "_syncing_thread", None) == threading.get_ident()

    def _hint_key(self) -> tuple[int, int, Viewer] | None:
        return None if self.hint is None else (self._games, self._session.cursor, self._viewer())

    @traitlets.observe("view")
    def _on_view(self, change: dict[str, Any]) -> None:
        """Someone chose whose eyes to show: keep to it (a choice from Python joins page_views)."""
        if self._syncing():
            return
        if not self._from_page:
            self._page_views.add(change["new"])
        self._view_follows_mover = False
        self._sync()

    @traitlets.observe("every_move")
    def _on_every_move(self, change: dict[str, Any]) -> None:
        """The inspector was opened up (or closed down) to every move: redraw it."""
        if not self._syncing():
            self._sync()

    @traitlets.observe("cursor")
    def _on_cursor(self, change: dict[str, Any]) -> None:
        """The timeline moved: follow it, or put it back if it is out of range."""
        if self._syncing() or change["new"] == self._session.cursor:
            return
        with self._lock:
            try:
                self._session.goto(change["new"])
            except (IndexError, TypeError) as error:
                self.error = f"timeline: {shortened(str(error))}"
            self._sync()

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """The page changed synced traits: take only what the page may change, then resync.

        A write to a trait Python owns, or a view outside ``page_views``, is
        refused: ``error`` names it and the page gets Python's value back.
        """
        with self._lock:
            self._take_page_state(sync_data)

    def _take_page_state(self, sync_data: dict[str, Any]) -> None:
        if not isinstance(sync_data, dict):
            self.error = f"the page sent traits as {described(sync_data)}, not an object"
            self._resync()
            return
        refused = sorted(set(sync_data) - PAGE_WRITABLE)
        problems = [f"the page may not set {', '.join(refused)}"] if refused else []
        if "view" in sync_data and not self._page_may_show(sync_data["view"]):
            refused.append("view")
            problems.append(self._view_refusal(sync_data["view"]))
        accepted = {name: value for name, value in sync_data.items() if name not in refused}
        # The page's notes to itself change nothing the page draws: no answer, unless refused.
        answer = bool(refused) or not set(accepted) <= PAGE_NOTES
        try:
            self._from_page = True
            super().set_state(accepted)
            if problems:
                self.error = "; ".join(problems)
        except traitlets.TraitError as refusal:
            self.error = f"the page sent a value the widget cannot take: {shortened(str(refusal))}"
            answer = True
        except Exception as failure:  # the boundary: nothing from the page escapes
            self.error = self._failure_text(failure, "changing " + ", ".join(sorted(accepted)))
            answer = True
        finally:
            self._from_page = False
        if answer:
            self._resync(refused)

    def _page_may_show(self, view: object) -> bool:
        return is_viewer(view) and view in self._page_views

    def _view_refusal(self, view: object) -> str:
        allowed = ", ".join(sorted(map(repr, self._page_views)))
        return f"the page may not switch the view to {described(view)} (it may show {allowed})"

    def _resync(self, refused: Sequence[str] = (), played_from: int | None = None) -> None:
        """Bring the page back in step with the session, even if drawing it fails."""
        try:
            self._sync(played_from)
            if refused:
                self.send_state(list(refused))  # the page's own copy still holds its value
        except Exception as failure:
            self.error = self._failure_text(failure, "updating the page")

    # -- the page's messages ------------------------------------------------------------

    def _on_page_message(self, _: Any, content: Any, buffers: Any) -> None:
        """Answer one message from the page; nothing raised while answering escapes."""
        with self._lock:
            self._answer_page_message(content)

    def _answer_page_message(self, content: Any) -> None:
        """Act on one message; whatever happens, even an interrupt, the page gets an answer."""
        cursor_before, moved = self._session.cursor, False
        try:
            message = checked_message(content, cursor_before)
            moved = message["kind"] in ("play", "step", "run")
            self._handle(message)
            self.error = ""
        except REFUSALS as refusal:
            self.error = self._refusal_text(refusal)
        except Exception as failure:
            self.error = self._failure_text(failure, self._where_the_game_stays(cursor_before))
            self.autoplay = False  # else the page would ask the failing agent again and again
        except BaseException as interrupt:  # a kernel interrupt: stop, say so, and pass it on
            self.error = f"{type(interrupt).__name__} ({self._where_the_game_stays(cursor_before)})"
            self.autoplay = False
            raise
        finally:
            self._resync(played_from=cursor_before if moved else None)

    def _handle(self, message: dict[str, Any]) -> None:
        kind = message["kind"]
        if kind == "play":
            self._require_the_pages_human_to_move()
            asked = self._quiz is not None and self._quiz.state == self._session.state
            self._play(page_action(message["action"]))
            if not asked:
                self._answer_for_agents()
        elif kind in ("step", "run"):
            self._require_an_agent_to_move()
            if kind == "step":
                self._session.step(self.agent_time_limit)
            else:
                self._session.run(message["until"], self.agent_time_limit)
        elif kind == "undo":
            self._undo_to_a_human_move()
        elif kind == "hint":
            self._require_the_pages_human_to_move("a hint is for the human whose move it is")
            self.hint = dict(hint_for(self._session))
            self._hint_for = self._hint_key()
        elif kind == "analyse":
            self._require_the_page_to_see_the_mover()
            self._analysed(None)
        elif kind == "line":
            self._session.switch_line(self._pages_line(message["line"]))
        elif kind == "name_line":
            line = self._pages_line(message["line"])
            try:
                self._session.name_line(message["name"], line)
            except ValueError as refused:  # a name taken, empty or too long: the page's doing
                raise PageMessageError(str(refused)) from None
        elif kind == "delete_line":
            if len(self._session.lines) == 1:
                raise PageMessageError("the only line of a game cannot be deleted")
            self._session.delete_line(self._pages_line(message["line"]))
        elif kind == "end_quiz":
            self._end_quiz()
        elif kind == "review":
            self._start_review(None, 0)
        elif kind == "cancel_review":
            self._cancel_review()
        elif kind == "new_game":
            # A seeded widget deals a new, but still reproducible, game each time.
            seed = None if self._seed is None else self._seed + self._games + 1
            rules = self._session.history[0].rules
            self._replace_session(Session(self._session.seats, seed=seed, rules=rules))

    def _pages_line(self, line: int) -> int:
        count = len(self._session.lines)
        if not 0 <= line < count:
            raise PageMessageError(f"the game has {count} lines, numbered 0..{count - 1}")
        return line

    def _require_the_pages_human_to_move(self, refusal: str | None = None) -> None:
        """The page acts only for a human seat it shows (itself, or everyone with ``"all"``)."""
        state, viewer = self._session.state, self._current_view()
        mover = state.to_move
        if mover is None:
            raise PageMessageError(refusal or f"the game is over: player {state.winner} won")
        if not self._session.is_human(mover):
            who = self._session.seat_name(mover)
            raise PageMessageError(refusal or f"player {mover} ({who}) is an agent: use step")
        if not may_see(viewer, mover):
            raise PageMessageError(
                refusal or f"it is player {mover}'s move, and this page shows player {viewer}"
            )

    def _require_the_page_to_see_the_mover(self) -> None:
        """An analysis reads the mover's hand: only for a page that may see it."""
        mover = self._session.state.to_move
        if mover is None:
            raise PageMessageError("the game is over: there is no move to analyse")
        if not may_see(self._current_view(), mover):
            raise PageMessageError(
                f"it is player {mover}'s move, and this page shows player {self._current_view()}: "
                "their position is theirs to analyse"
            )

    def _require_an_agent_to_move(self) -> None:
        if self._session.agent_to_move() is None:
            state = self._session.state
            who = "nobody" if state.is_over else f"human player {state.to_move}"
            raise PageMessageError(f"an agent step needs an agent to move, but {who} is to move")

    def _answer_for_agents(self) -> None:
        """Once a click hands the turn to an agent, agents answer until a human is to move."""
        if not self.paused:
            self._session.run("game", self.agent_time_limit)

    def _undo_to_a_human_move(self) -> None:
        """Undo back to the last point where a human chose (skipping agents' moves)."""
        session = self._session
        index = session.cursor - 1
        while index > 0 and not session.is_human(session.history[index].to_move):
            index -= 1
        session.goto(max(index, 0))

    # -- what errors say --------------------------------------------------------------------

    def _refusal_text(self, refusal: Exception) -> str:
        """A refused message, in words that show no card the viewer may not see."""
        mover = self._session.state.to_move
        if isinstance(refusal, IllegalAction) and not may_see(self._current_view(), mover):
            return f"that is not a legal move for player {mover} now"
        return shortened(str(refusal))

    def _where_the_game_stays(self, cursor_before: int) -> str:
        cursor = self._session.cursor
        if cursor == cursor_before:
            return "the game is as it was before this move"
        return f"the game stays at move {cursor}, after the last move that completed"

    def _failure_text(self, failure: Exception, where: str) -> str:
        """An unexpected exception: traceback logged; shown briefly, with where the game stands."""
        LOG.error("answering the page failed (%s)", where, exc_info=failure)
        return f"{error_summary(failure)} ({where})"
