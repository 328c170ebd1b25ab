"""The game review: the line shown, every move judged, its mistakes marked on the timeline.

Which reviewed moves a viewer is told of, and whose best move, is the review's
own rule (``study.review.told``, ``study.review.best_told``): the page adds
only that nothing worked out at or after an open question shows
(``Study.may_show_study``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypedDict

from ...engine.terms import count_text, move_name
from ...engine.visibility import Viewer
from ...game.session import Session
from ...study.review import MARKS, MoveReview, best_told, reviewed_moves, told
from ..command_table import command
from ..words import given_up, percent, points

if TYPE_CHECKING:
    from ..link import PageLink


class ReviewFacts(TypedDict):
    """One reviewed move: player 0's win chance after it, and what it cost its player."""

    step: int  # the move from state ``step`` to state ``step + 1``
    player: int
    chance: float  # player 0's game win chance after the move, as the mover estimated it
    loss: float  # the mover's win chance given up against the best move
    noise: float  # how large a loss the two estimates' luck could make (analysis.noise)
    mark: str | None  # "inaccuracy", "mistake" or "blunder" (review.MARKS): never within noise
    best: str | None  # the best move, for eyes that may see the mover's hand


class ReviewPoint(ReviewFacts):
    """A reviewed move, and what the page says of it."""

    title: str  # the point in words, for the graph
    mark_title: str | None  # the mark in words, for the timeline (None: no mark)


class MarkJump(TypedDict):
    """A button that moves the timeline to the nearest marked move, back or on."""

    direction: Literal[-1, 1]  # back (-1) or on (1)
    label: str
    title: str  # which marks it stops at, in words


class ReviewView(TypedDict):
    """The synced ``review_state`` trait: the review of the line shown, as far as it has come."""

    running: bool
    done: int
    total: int
    points: list[ReviewPoint]
    marks: dict[str, float]  # each mark's least loss
    legend: dict[str, str]  # each mark in words, with its least loss
    unmarked: str  # which losses are not marked (those within the noise), in words
    jumps: list[MarkJump]  # back to the previous mark, on to the next: each stops at every mark
    progress: str  # how far the review has come, in words ("" once it is done)


# -- the view --------------------------------------------------------------------------------------


def visible_reviews(session: Session, viewer: Viewer) -> list[MoveReview]:
    """The reviewed moves of the line shown that ``viewer`` may be told about now: those the
    review tells them of (``study.review.told``), none at or after a question waiting for its
    answer (``Study.may_show_study``)."""
    study = session.study
    moves = reviewed_moves(session.history, session.actions, study.analyses)
    return [
        move for move in told(moves, session.history, viewer) if study.may_show_study(move.step)
    ]


def review_view(session: Session, viewer: Viewer) -> ReviewView | None:
    """The review of the line shown, as ``viewer`` may see it (None: nothing reviewed yet)."""
    job = session.study.review_job
    if job is None:
        return None
    return {
        "running": job.running,
        "done": job.done,
        "total": job.total,
        "points": [_review_point(move, viewer) for move in visible_reviews(session, viewer)],
        "marks": {name: least for name, least in MARKS},
        "legend": {name: mark_legend(name, least) for name, least in MARKS},
        "unmarked": UNMARKED,
        "jumps": mark_jumps(),
        "progress": review_progress(job.running, job.done, job.total),
    }


def _review_point(move: MoveReview, viewer: Viewer) -> ReviewPoint:
    best = best_told(move, viewer)
    facts: ReviewFacts = {
        "step": move.step,
        "player": move.player,
        "chance": round(move.player0_chance, 4),
        "loss": round(move.loss, 4),
        "noise": round(move.noise, 4),
        "mark": move.mark,
        "best": None if best is None else str(best),
    }
    return {**facts, "title": point_title(facts), "mark_title": mark_title(facts)}


# -- the sentences ---------------------------------------------------------------------------------

MARK_SIGNS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}  # as chess annotates moves
UNMARKED = (
    "A move is marked only when it gave up more than the noise: the two estimates' 95%"
    " intervals do not overlap, so the better move did not come out ahead by luck alone."
)


def point_title(point: ReviewFacts) -> str:
    """A reviewed move on the graph: the win chance after it and, for a mistake, its cost."""
    chance = (
        f"player 0's win chance {percent(point['chance'])} after {move_name(point['step'])}"
        f" (by player {point['player']})"
    )
    if point["mark"] is None:
        return chance
    best = f"; best was {point['best']}" if point["best"] else ""
    return f"{chance}: {point['mark']}, gave up {given_up(point['loss'], point['noise'])}{best}"


def mark_title(point: ReviewFacts) -> str | None:
    """A mistake's mark on the timeline, in words (None: the move has no mark)."""
    mark = point["mark"]
    if mark is None:
        return None
    cost = given_up(point["loss"], point["noise"])
    return f"{move_name(point['step'])}: {mark} {MARK_SIGNS[mark]}, gave up {cost}"


def mark_legend(mark: str, least: float) -> str:
    return f"{mark} {MARK_SIGNS[mark]} (gave up {points(least)} or more)"


def mark_jumps() -> list[MarkJump]:
    """The buttons from mark to mark: they stop at every mark, an inaccuracy as a blunder."""
    every = "an inaccuracy, a mistake or a blunder"
    return [
        {"direction": -1, "label": "◀ Previous mark", "title": f"back to the last {every}"},
        {"direction": 1, "label": "Next mark ▶", "title": f"on to the next {every}"},
    ]


def review_progress(running: bool, done: int, total: int) -> str:
    """How far the review has come ("" once it has reviewed every move)."""
    moves = f"{done} of {count_text(total, 'move')}"
    if running:
        return f"Reviewing: {moves}"
    return f"Review stopped after {moves}." if done < total else ""


# -- the messages ----------------------------------------------------------------------------------


class ReviewMessage(TypedDict):
    """Review every move of the line shown, in the background."""

    protocol: int
    kind: Literal["review"]
    cursor: int


@command(ReviewMessage, needs=("no open question",))
def review(page: PageLink, message: ReviewMessage) -> None:
    """From before an open question, the review runs, and what it finds from the question on
    waits for the answer (``Study.may_show_study``)."""
    page.session.study.review()


class CancelReviewMessage(TypedDict):
    """Stop the review; what is analysed stays."""

    protocol: int
    kind: Literal["cancel_review"]


@command(CancelReviewMessage)
def cancel_review(page: PageLink, message: CancelReviewMessage) -> None:
    page.session.study.cancel_review()
