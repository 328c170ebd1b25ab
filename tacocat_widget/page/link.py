"""The widget's link with its page: what it sends the page, and what it takes back.

Data flows one way: a click becomes a message, the message a command
(``commands.py``), the command a session call, the new state a ``page_view``
for the viewer, and that view the synced trait the page redraws from.

The page is untrusted. Every message is checked against its declaration
(``boundary.checked_message``); the page may act only for a human seat it
shows; it may write only the traits in ``protocol.PAGE_WRITABLE``, and may
switch its view only among ``page_views``. Whatever goes wrong while
answering the page (a refused message, an agent that raises) is caught here:
the game stays at the last move that completed, ``error`` says what happened,
the traceback of a failure goes to the ``tacocat_widget`` logger, and the
page is always brought back in step with the session.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal, TypeVar, cast

import anywidget
import traitlets

from ..agents import LEVELS
from ..engine import IllegalAction
from ..engine.terms import move_name
from ..engine.visibility import SEATS, Viewer, is_viewer, may_see
from ..game.refused import Refused
from ..game.safe_text import error_summary, shortened
from ..game.session import Session
from ..study.review import ReviewJob
from . import built_page
from .boundary import PageMessageError, default_page_views, described, refused_value
from .built_page import WIDGET_CSS, WIDGET_JS
from .commands import checked_command
from .panels.hint import Hint
from .protocol import PAGE_NOTES, PAGE_WRITABLE
from .view import page_view, review_view

LOG = logging.getLogger("tacocat_widget")
Result = TypeVar("Result")

# The page asked for something the rules, the game or the boundary do not allow: no bug.
REFUSALS = (PageMessageError, IllegalAction, Refused)
# Traits that what the page is sent depends on: set from Python, they change under the lock.
SYNC_INPUTS = frozenset({"view", "cursor", "every_move"})


class FiniteFloat(traitlets.Float):  # type: ignore[type-arg]
    """A float trait that refuses NaN and the infinities, which pass ``min`` and ``max`` unseen,
    and an int too large for a float, which would raise ``OverflowError``."""

    def validate(self, obj: Any, value: Any) -> float:
        if isinstance(value, float) and not math.isfinite(value):
            self.error(obj, value)
        try:
            return cast(float, super().validate(obj, value))
        except OverflowError:
            self.error(obj, value)


# The widget stack's own annotations differ between releases, so the type check reads the
# base class as Any: its verdict is then the same whatever else is installed.
WidgetBase: Any = anywidget.AnyWidget


class PageLink(WidgetBase):
    """A session shown in a page: the synced traits, and the page's messages answered.

    Whose eyes the page shows is Python's to decide: ``page_views`` holds the
    views the page itself may switch to, chosen for the seats as they are
    (see ``TacocatWidget``).
    """

    # Without a built page, the class still imports (the engine and agents need no page) and
    # creating a widget says what to install.
    _esm = WIDGET_JS if WIDGET_JS.exists() else "export default { render() {} };"
    _css = WIDGET_CSS if WIDGET_CSS.exists() else ""

    #: What the page draws: ``view(...)`` for the shown view, nothing its viewer may not see.
    view_state = traitlets.Dict().tag(sync=True)
    #: The history index shown; the page's timeline moves it, and so can a cell.
    cursor = traitlets.Int(0).tag(sync=True)
    #: Whose eyes the page shows: ``0``, ``1`` or ``"all"`` (the page may pick from ``page_views``).
    view = traitlets.Union(
        [traitlets.Enum([0, 1]), traitlets.Enum(["all"])], default_value="all"
    ).tag(sync=True)
    #: What went wrong with the page's last request, or ``""``.
    error = traitlets.Unicode("").tag(sync=True)
    #: Agents do not answer a click on their own; ``step()`` and autoplay still move them.
    paused = traitlets.Bool(False)
    #: In hot-seat play, hide the board between turns until the player to move clicks.
    cover_between_turns = traitlets.Bool(False).tag(sync=True)
    #: Agents play on in the page, one move every ``speed`` seconds.
    autoplay = traitlets.Bool(False).tag(sync=True)
    #: Seconds between the moves the page plays back (0: at once).
    speed = FiniteFloat(0.6, min=0.0, max=10.0).tag(sync=True)
    #: The heuristic's suggestion for the human at the cursor, while the page shows it.
    hint = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    #: The review of the line shown, as its viewer may be told it (``None``: no review).
    review_state = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    #: The inspector lists every move of a decision, not only the likeliest.
    every_move = traitlets.Bool(False).tag(sync=True)
    #: The levels of agent the page offers for an agent's seat, weakest first (``agents.LEVELS``).
    levels = traitlets.List([{"name": level.name, "about": level.about} for level in LEVELS]).tag(
        sync=True
    )
    #: The revision of the last view the page took in: the page's own write after each update,
    #: which hosts that re-run cells on the page's changes (marimo) follow.
    seen = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        session: Session,
        view: Viewer | None,
        cover_between_turns: bool,
        agent_time_limit: float | None,
        what_if: bool | None = None,
    ) -> None:
        built_page.require(WIDGET_JS, WIDGET_CSS)
        self._session = session
        # The seconds an agent may take over a move the page asked for: after that the page
        # hears that it failed and may go on (``None``: no limit).
        self.agent_time_limit = agent_time_limit
        self._revision, self._from_page = 0, False
        self._hint_for: tuple[int, int, Viewer] | None = None
        # What the constructor was given (None: chosen for the seats); a reseat reads them again.
        self._given_view, self._given_what_if = view, what_if
        first_view = self._choose_views()
        # The thread inside a sync, if any; the first values need no answer.
        self._syncing_thread: int | None = threading.get_ident()
        super().__init__(view=first_view, cover_between_turns=cover_between_turns)
        self._syncing_thread = None
        session.study.on_review_progress(self._review_progressed)
        session.on_reseat(self._reseated)
        self.on_msg(self._on_page_message)
        self._sync()

    def __setattr__(self, name: str, value: Any) -> None:
        # A review's worker thread syncs too: a view changed from Python while it builds an
        # update would let it send the page a view built for the viewer before.
        if name in SYNC_INPUTS and "_session" in self.__dict__:
            with self._lock:
                super().__setattr__(name, value)
        else:
            super().__setattr__(name, value)

    @property
    def session(self) -> Session:
        """The game this widget draws: everything the page does, a script can do with it."""
        return self._session

    @property
    def _lock(self) -> threading.RLock:
        return self._session.lock

    @property
    def page_views(self) -> frozenset[Viewer]:
        """The views the page may switch to by itself; setting it narrows or widens them."""
        return frozenset(self._page_views)

    @page_views.setter
    def page_views(self, views: Iterable[Viewer]) -> None:
        """Exactly these views: a view shown outside them moves into them (a seat before all)."""
        chosen = set(views)
        if not chosen or not all(is_viewer(view) for view in chosen):
            raise ValueError(f"page_views holds views 0, 1 or 'all', got {chosen!r}")
        with self._lock:
            self._page_views = chosen
            # Following the player to move would show a seat the page may not choose.
            self._view_follows_mover &= set(SEATS) <= chosen
            if self.shown_view() not in chosen:
                self.view = next(view for view in (*SEATS, "all") if view in chosen)

    @property
    def what_if(self) -> bool:
        """Whether the page may try a move for an agent's seat it sees (a new line; no agent
        answers it). Python's switch, which a page cannot set: on by default only when both
        seats are agents, a game a teacher shows a class."""
        return self._what_if

    @what_if.setter
    def what_if(self, allowed: bool) -> None:
        with self._lock:
            self._what_if = bool(allowed)
            self._sync()

    def _choose_views(self) -> Viewer:
        """Choose ``page_views`` for the seats as they are, as the constructor does; the first view.

        A view given to the constructor is the only one; otherwise the views
        are ``default_page_views``, and in hot-seat play the view follows the
        player to move. ``what_if``, unless given, is on when no human plays.
        """
        humans = self._humans()
        self._seated_humans, fixed = humans, self._given_view
        if self._given_what_if is None:
            self._what_if = not humans
        self._view_follows_mover = fixed is None and len(humans) == 2
        self._page_views = {fixed} if fixed is not None else default_page_views(humans)
        if fixed is not None:
            return fixed
        if len(humans) == 2:
            return cast(Viewer, self._session.state.to_move or 0)
        return humans[0] if humans else "all"

    def _humans(self) -> list[Literal[0, 1]]:
        return [seat for seat in SEATS if self._session.is_human(seat)]

    def _reseated(self) -> None:
        """A seat changed hands (under the lock): once who is human changes, choose the views again.

        Views set from Python since were chosen for the old seats, and go. An
        agent put in place of another changes nothing a page may see: the
        views stay as they were.
        """
        if self._humans() == self._seated_humans:
            return
        first_view = self._choose_views()
        with self._in_sync():
            self.view = first_view
        self._sync()

    def shown_view(self) -> Viewer:
        """Whose eyes the page shows now."""
        return cast(Viewer, self.view)

    def show_hint(self, hint: Hint) -> None:
        """Show the page a hint for the position at the cursor (it goes when the board moves)."""
        self.hint = dict(hint)
        self._hint_for = self._hint_key()

    # -- what the page is sent -------------------------------------------------------------

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

    def _sync(self, played_from: int | None = None) -> None:
        """Send the page the session as its viewer may see it; every call reaches the page.

        ``played_from``: the cursor before the moves just made, for the page to play them back.
        """
        with self._in_sync(), self.hold_sync():
            self.view, self.cursor = self._viewer(), self._session.cursor
            self._revision += 1
            view = page_view(
                self._session,
                self.shown_view(),
                self._revision,
                played_from,
                every_move=self.every_move,
                what_if=self._what_if,
            )
            self.view_state = cast("dict[str, Any]", view)
            self._sync_review()
            # A hint asked for before a question was asked here would answer it.
            if self._hint_for != self._hint_key() or self._session.study.question_open:
                self.set_trait("hint", None)

    @contextmanager
    def _in_sync(self) -> Iterator[None]:
        """Under the lock, mark this thread as syncing: its own trait changes need no answer."""
        with self._lock:
            outer, self._syncing_thread = self._syncing_thread, threading.get_ident()
            try:
                yield
            finally:
                self._syncing_thread = outer

    def _viewer(self) -> Viewer:
        mover = self._session.state.to_move
        if self._view_follows_mover and mover is not None:
            return cast(Viewer, mover)
        return self.shown_view()

    def _sync_review(self) -> None:
        view = review_view(self._session, self.shown_view())
        self.review_state = cast("dict[str, Any]", view)  # None: no review (the trait allows it)

    def _review_progressed(self, job: ReviewJob) -> None:
        """One more position reviewed (on the worker thread, under the lock): tell the page."""
        if job.finished:
            self._sync()  # the log and the analysis panel take in the marks too
        else:
            self._sync_review()

    def _syncing(self) -> bool:
        """Whether this thread is inside a sync (whose own trait changes need no answer).

        Another thread's sync never hides a change: every sync, and every change from
        Python that a sync reads, holds the lock.
        """
        return getattr(self, "_syncing_thread", None) == threading.get_ident()

    def _hint_key(self) -> tuple[int, int, Viewer] | None:
        """What a hint belongs to: one game, one position, one viewer."""
        if self.hint is None:
            return None
        return (self._session.games, self._session.cursor, self._viewer())

    def _resync(self, refused: Sequence[str] = (), played_from: int | None = None) -> None:
        """Bring the page back in step with the session, even if drawing it fails."""
        try:
            self._sync(played_from)
            # The page's own copy of a trait still holds its value; a name that is no trait (an
            # attribute, or nothing at all) has no value of Python's to put back.
            traits = [name for name in refused if self.has_trait(name)]
            if traits:
                self.send_state(traits)
        except Exception as failure:
            self.error = self._failure_text(failure, "updating the page")

    # -- traits set from either side ---------------------------------------------------------

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
            if not isinstance(sync_data, dict):
                self.error = f"the page sent traits as {described(sync_data)}, not an object"
                self._resync()
                return
            refused, problems = self._refused_traits(sync_data)
            accepted = {name: value for name, value in sync_data.items() if name not in refused}
            failed = self._take_page_state(accepted, problems)
            # The page's notes to itself change nothing the page draws: no answer, unless refused.
            if failed or refused or not set(accepted) <= PAGE_NOTES:
                # Whatever Python did not take, the page's own copy must give back.
                self._resync([*refused, *accepted] if failed else refused)

    def _refused_traits(self, sync_data: dict[str, Any]) -> tuple[list[str], list[str]]:
        """The traits the page may not write, or not with the value it sent, and why."""
        refused = sorted(set(sync_data) - PAGE_WRITABLE)
        problems = [f"the page may not set {', '.join(refused)}"] if refused else []
        for name in sorted(PAGE_WRITABLE.intersection(sync_data)):
            problem = self._page_value_problem(name, sync_data[name])
            if problem is not None:
                refused.append(name)
                problems.append(problem)
        return refused, problems

    def _page_value_problem(self, name: str, value: object) -> str | None:
        """Why the page may not set ``name`` to ``value`` (None: it may)."""
        if name != "view":
            return refused_value(self, name, value)
        if is_viewer(value) and value in self._page_views:
            return None
        allowed = ", ".join(sorted(map(repr, self._page_views)))
        return f"the page may not switch the view to {described(value)} (it may show {allowed})"

    def _take_page_state(self, accepted: dict[str, Any], problems: list[str]) -> bool:
        """Set the traits the page may write; whether that failed (and the page must hear)."""
        try:
            self._from_page = True
            super().set_state(accepted)
            if problems:
                self.error = "; ".join(problems)
            return False
        except traitlets.TraitError as refusal:
            self.error = f"the page sent a value the widget cannot take: {shortened(str(refusal))}"
        except Exception as failure:  # the boundary: nothing from the page escapes
            self.error = self._failure_text(failure, "changing " + ", ".join(sorted(accepted)))
        finally:
            self._from_page = False
        return True

    # -- the page's messages ------------------------------------------------------------------

    def _on_page_message(self, _: Any, content: Any, buffers: Any) -> None:
        """Answer one message from the page; nothing raised while answering escapes."""
        with self._lock:
            self._answer_page_message(content)

    def _answer_page_message(self, content: Any) -> None:
        """Act on one message; whatever happens, even an interrupt, the page gets an answer."""
        cursor_before, moved = self._session.cursor, False
        try:
            command, message = checked_command(content, cursor_before)
            moved = command.moves
            command.answer(self, message)
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

    def _refusal_text(self, refusal: Exception) -> str:
        """A refused message, in words that show no card the viewer may not see."""
        mover = self._session.state.to_move
        if isinstance(refusal, IllegalAction) and not may_see(self.shown_view(), mover):
            return f"that is not a legal move for player {mover} now"
        return shortened(str(refusal))

    def _where_the_game_stays(self, cursor_before: int) -> str:
        cursor = self._session.cursor
        if cursor == cursor_before:
            return "the game is as it was before this move"
        return f"the game stays after {move_name(cursor - 1)}, the last move that completed"

    def _failure_text(self, failure: Exception, where: str) -> str:
        """An unexpected exception: traceback logged; shown briefly, with where the game stands."""
        LOG.error("answering the page failed (%s)", where, exc_info=failure)
        return f"{error_summary(failure)} ({where})"
