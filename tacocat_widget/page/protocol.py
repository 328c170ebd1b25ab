"""The page protocol, assembled from the panels: the data the page draws, the traits it writes.

Each panel (``panels/``) declares its own shapes and its messages; this module
puts them together. ``PageTraits`` are the widget's synced traits:
``PageView`` the ``view_state`` the page draws, ``Hint`` and ``ReviewView`` the
``hint`` and ``review_state``. The page's types (``js/src/protocol.d.ts``) are
written from these declarations and the panels' (``typescript.py``), so a
field is named in exactly one place, and the page is type-checked against it.

``PROTOCOL`` changes whenever a shape changes in a way an older page could not
read; a page that finds another number asks for a reload instead of drawing.
"""

from __future__ import annotations

from typing import TypedDict

from ..engine.visibility import Viewer
from .panels.analysis import AnalysisView
from .panels.board import GoalView, TrackSpace
from .panels.choices import Choices, PageAction
from .panels.hint import Hint
from .panels.inspector import DecisionView
from .panels.lines import LineView
from .panels.log import LogRound
from .panels.questions import QuestionsView
from .panels.quiz import QuizView
from .panels.review import ReviewView
from .panels.seats import LevelChoice, SeatLevels
from .panels.table import TableView
from .panels.timeline import Playback, TimelineView

# The names the rest of the page and its tests read here, whichever panel declares them.
__all__ = [
    "PAGE_NOTES",
    "PAGE_WRITABLE",
    "PROTOCOL",
    "Hint",
    "PageAction",
    "PageTraits",
    "PageView",
    "ReviewView",
    "Viewer",
]

PROTOCOL = 8


class PageView(TableView, Playback):
    """Everything the page draws: the session as one viewer may see it.

    ``revision`` grows with every update, so the page hears of every answer to
    its messages, even one that changed nothing else.
    """

    protocol: int
    revision: int
    viewer: Viewer
    seats: list[str]
    humans: list[bool]
    seat_levels: SeatLevels
    names: list[str]  # each player as the viewer knows them: "player 0 (you)"
    cover_words: str  # on the cover between two humans' turns
    sealed: PageAction | None  # player 0's face-down choice, for eyes that may see it
    track: list[TrackSpace]
    goals: list[GoalView]  # player 0's, then player 1's
    choices: Choices | None
    cursor: int
    history_length: int
    timeline: TimelineView
    line: int  # the line shown: lines[line]
    lines: list[LineView]
    log: list[LogRound]
    log_title: str  # counts the moves played: the count only grows as moves are added
    questions: QuestionsView
    decision: DecisionView | None
    analysis: AnalysisView | None
    quiz: QuizView | None


class PageTraits(TypedDict):
    """The widget's synced traits, as the page reads them (it writes ``PAGE_WRITABLE``)."""

    view_state: PageView
    cursor: int  # the history index shown; the timeline writes it
    view: Viewer
    error: str  # what went wrong with the page's last request, or ""
    hint: Hint | None
    review_state: ReviewView | None
    cover_between_turns: bool
    autoplay: bool  # agents play on by themselves; the autoplay button writes it
    speed: float  # seconds between moves played back, and between autoplay steps
    every_move: bool  # the inspector lists every move; its toggle writes it
    levels: list[LevelChoice]  # the levels an agent's seat may take, weakest first
    seen: int  # the revision of the last view the page took in; the page writes it


# Traits the page may write; every other synced trait belongs to Python.
PAGE_WRITABLE = frozenset({"cursor", "autoplay", "speed", "view", "every_move", "seen"})
# Of those, the page's notes to itself: Python takes them in without answering.
PAGE_NOTES = frozenset({"seen"})
