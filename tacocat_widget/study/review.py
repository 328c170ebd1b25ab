"""Game review: every move of a line analysed, in the background, with its mistakes marked.

Each move is judged from the eyes of the player who made it: the position
before it is analysed from that player's observation (``analysis.analyse``,
the planner's calibrated game win chance), and the move's *loss* is how much
win chance it gave up against the best move there. A loss of at least
``INACCURACY`` (5 points of win chance) marks an inaccuracy, ``MISTAKE`` (10)
a mistake and ``BLUNDER`` (20) a blunder, unless it lies within the *noise*
of the two estimates (``analysis.noise``: their 95% intervals overlap), where
the better move may have come out ahead by luck: such a move is not marked.

``ReviewJob`` runs a review in the background, so the kernel and the page
stay free: on a worker thread, or where Python runs in a browser (Pyodide,
which starts no threads) as an asyncio task on the kernel's loop, yielding
between positions. It reports each analysed position as it comes, and can be
cancelled. The analyses it makes are the same objects ``w.analyse`` makes, so
a reviewed position needs no second analysis.
"""

from __future__ import annotations

import asyncio
import importlib
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any, cast

from ..agents import browser
from ..engine import Action, GameState
from ..engine.terms import Player, move_name
from ..engine.visibility import Viewer, may_be_told, may_see
from .analysis import Analysis, analyse

INACCURACY, MISTAKE, BLUNDER = 0.05, 0.10, 0.20
MARKS = (("blunder", BLUNDER), ("mistake", MISTAKE), ("inaccuracy", INACCURACY))

Analyses = dict[tuple[GameState, int], Analysis]  # by (position, player to move)


def mark(loss: float, noise: float = 0.0) -> str | None:
    """The size of a mistake that gave up ``loss`` win chance, if it is one: never a loss
    within the ``noise`` of the estimates it compares."""
    if loss <= noise:
        return None
    return next((name for name, least in MARKS if loss >= least), None)


@dataclass(frozen=True)
class MoveReview:
    """One move judged from its player's view: what was played, what was best, what it cost.

    ``chance_played`` and ``chance_best`` are the mover's game win chances
    after the move played and after the best move; ``loss`` is their
    difference (never below 0), and ``noise`` how large a loss the two
    estimates' luck could make (``analysis.noise``).
    """

    step: int
    player: int
    played: Action
    best: Action
    chance_played: float
    chance_best: float
    loss: float
    noise: float

    @property
    def mark(self) -> str | None:
        return mark(self.loss, self.noise)

    @property
    def player0_chance(self) -> float:
        """Player 0's win chance after the move, as the mover estimated it."""
        return self.chance_played if self.player == 0 else 1.0 - self.chance_played


def move_review(step: int, played: Action, analysis: Analysis) -> MoveReview:
    """The move ``played`` at ``step``, judged by the analysis of the position it left."""
    return MoveReview(
        step,
        analysis.player,
        played,
        analysis.best.action,
        analysis.chance_of(played),
        analysis.best.win_chance,
        analysis.loss(played),
        analysis.noise(played),
    )


def reviewed_moves(
    states: Sequence[GameState], actions: Sequence[Action], analyses: Mapping[Any, Analysis]
) -> list[MoveReview]:
    """The moves of a line whose positions have been analysed, in order."""
    found = []
    for step, played in enumerate(actions):
        before = states[step]
        analysis = analyses.get((before, before.to_move))
        if analysis is not None:
            found.append(move_review(step, played, analysis))
    return found


def told(
    moves: Iterable[MoveReview], states: Sequence[GameState], viewer: Viewer
) -> list[MoveReview]:
    """The reviewed ``moves`` that ``viewer`` may be told about: their own, and the other
    player's once that hand is public (``visibility.may_be_told``), as each was judged from
    its mover's hand. The review's table and the page both tell a viewer these, and only these.
    """
    return [move for move in moves if may_be_told(viewer, states, move.step)]


def best_told(move: MoveReview, viewer: Viewer) -> Action | None:
    """The best move at a reviewed move's position, for eyes that may see its mover's hand."""
    return move.best if may_see(viewer, move.player) else None


class ReviewJob:
    """A review of one line's moves, running in the background.

    ``done`` of ``total`` positions are analysed so far; ``running`` until it
    ends or is cancelled. ``on_progress`` is called (on the worker thread,
    under ``lock``) after each position, and once more at the end.
    Where Python runs in a browser (``browser.IN_A_BROWSER``) it runs as an
    asyncio task on the running loop instead, one position between two turns
    of the loop.
    """

    def __init__(
        self,
        states: Sequence[GameState],
        actions: Sequence[Action],
        analyses: Analyses,
        lock: threading.RLock,
        on_progress: Callable[[ReviewJob], None] = lambda job: None,
        *,
        seed: int = 0,
        iterations: int | None = None,
    ) -> None:
        self.states, self.actions = list(states[: len(actions) + 1]), list(actions)
        self.total, self.done, self.finished = len(self.actions), 0, False
        self.error: BaseException | None = None
        self._bars: list[Any] = []  # the notebook's progress bars showing this review
        self._analyses, self._lock, self._on_progress = analyses, lock, on_progress
        self._seed, self._iterations = seed, iterations
        self._cancelled = threading.Event()
        self._steps = self._positions()
        self._thread: threading.Thread | None = None
        self._task: asyncio.Future[None] | None = None
        if not browser.IN_A_BROWSER:
            self._thread = threading.Thread(target=self._run, name="tacocat-review", daemon=True)

    def start(self) -> ReviewJob:
        if self._thread is not None:
            self._thread.start()
        else:
            self._task = asyncio.ensure_future(self._run_stepwise())
        return self

    @property
    def running(self) -> bool:
        if self.finished:
            return False
        return self._thread.is_alive() if self._thread is not None else self._task is not None

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        """Stop after the position being analysed; what is done stays."""
        self._cancelled.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the review to end; whether it has.

        Without threads the caller's thread is the task's too, and the task
        is paused between two positions: the rest of the review is done here
        and now, whatever ``timeout`` says.
        """
        if self._thread is not None:
            self._thread.join(timeout)
        else:
            self._run()
        return not self.running

    def moves(self) -> list[MoveReview]:
        """The moves reviewed so far, in order."""
        with self._lock:
            return reviewed_moves(self.states, self.actions, self._analyses)

    def records(
        self, seats: tuple[str, str] | None = None, *, viewer: Viewer = "all"
    ) -> list[dict[str, Any]]:
        """One row per reviewed move: ready for ``pandas.DataFrame(job.records())``.

        ``viewer`` 0 or 1 keeps the rows that player may be told about: their
        own moves, and the other's once that hand is public
        (``visibility.may_be_told``); the other's best move is left out.
        """
        return [
            _record(move, self.states[move.step], seats, best_told(move, viewer))
            for move in told(self.moves(), self.states, viewer)
        ]

    def to_dataframe(self, seats: tuple[str, str] | None = None, *, viewer: Viewer = "all") -> Any:
        """The review as a ``pandas.DataFrame`` (pandas comes with the ``review`` extra)."""
        try:
            import pandas
        except ImportError:
            raise ImportError(
                "the review's table needs pandas: pip install pandas "
                "(or, in a clone, pip install -e '.[review]')"
            ) from None
        return pandas.DataFrame(self.records(seats, viewer=viewer))

    def _positions(self) -> Iterator[None]:
        """The review, one position each step; its end (or its error) recorded as it ends."""
        try:
            for step in range(self.total):
                if self._cancelled.is_set():
                    break
                self._analyse(self.states[step])
                with self._lock:
                    self.done = step + 1
                    self._progressed()
                yield
        except Exception as error:  # kept for the caller: the background has nobody to tell
            self.error = error
        finally:
            with self._lock:
                self.finished = True
                self._progressed()

    def _run(self) -> None:
        """Every position left (the worker thread's whole work, or a wait without threads)."""
        for _ in self._steps:
            pass

    async def _run_stepwise(self) -> None:
        # One position, then the loop's turn: the kernel answers the page between positions.
        for _ in self._steps:
            await asyncio.sleep(0)

    def _progressed(self) -> None:
        for bar, words in self._bars:
            bar.value, words.value = self.done, self.summary()
        self._on_progress(self)

    def _analyse(self, position: GameState) -> None:
        mover = cast(Player, position.to_move)
        with self._lock:
            known = (position, mover) in self._analyses
        if not known:
            found = analyse(position.observe(mover), seed=self._seed, iterations=self._iterations)
            with self._lock:
                self._analyses[(position, mover)] = found

    def summary(self) -> str:
        if self.error is not None:
            state = f"failed ({type(self.error).__name__}: {self.error})"
        else:
            state = "cancelled" if self.cancelled else "running" if self.running else "done"
        return f"review {state}: {self.done} of {self.total} moves analysed"

    def _ipython_display_(self) -> None:
        """A live progress bar in the notebook (the page shows its own)."""
        from IPython.display import display

        # Read as Any: the widget stack's own annotations differ between its releases.
        widgets: Any = importlib.import_module("ipywidgets")
        with self._lock:
            bar = widgets.IntProgress(value=self.done, min=0, max=max(self.total, 1))
            words = widgets.Label(self.summary())
            self._bars.append((bar, words))
        display(widgets.HBox([bar, words]))

    def __repr__(self) -> str:
        return f"<ReviewJob {self.summary()}>"

    def _repr_html_(self) -> str:
        marks = [move for move in self.moves() if move.mark]
        listed = "".join(
            f"<li>{move_name(move.step)}, player {move.player}: {escape(str(move.played))} "
            f"({move.mark}: gave up {100 * move.loss:.0f} percentage points, "
            f"noise ±{100 * move.noise:.0f}; "
            f"best {escape(str(move.best))})</li>"
            for move in marks
        )
        heading = "<p>Marked moves, in the order played:</p>" if marks else ""
        return (
            f"<div><progress value='{self.done}' max='{max(self.total, 1)}'></progress> "
            f"{escape(self.summary())}{heading}<ul>{listed}</ul></div>"
        )


def _record(
    move: MoveReview, before: GameState, seats: tuple[str, str] | None, best: Action | None
) -> dict[str, Any]:
    return {
        "step": move.step,
        "round": before.round,
        "phase": before.phase,
        "player": move.player,
        "seat": None if seats is None else seats[move.player],
        "move": str(move.played),
        "best_move": None if best is None else str(best),
        "win_chance_played": round(move.chance_played, 4),
        "win_chance_best": round(move.chance_best, 4),
        "loss": round(move.loss, 4),
        "noise": round(move.noise, 4),
        "mark": move.mark,
    }
