"""The page protocol, declared once: the data the page draws and the traits it may write.

``PageTraits`` are the widget's synced traits: ``PageView`` the
``view_state`` the page draws, ``Hint`` and ``ReviewView`` the ``hint`` and
``review_state``. The messages the page sends back are declared beside what
answers them, in ``commands.py``. The page's types (``js/src/protocol.d.ts``)
are written from these declarations and those messages (``typescript.py``),
so a field is named in exactly one place, and the page is type-checked
against it.

``PROTOCOL`` changes whenever a shape changes in a way an older page could not
read; a page that finds another number asks for a reload instead of drawing.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from ..engine.visibility import Viewer
from .panels.analysis import AnalysisView
from .panels.choices import Choices, PageAction
from .panels.hint import Hint
from .panels.inspector import DecisionView
from .panels.quiz import QuizView
from .panels.review import ReviewView

PROTOCOL = 8

Arrow = int | Literal["both"]


class TrackSpace(TypedDict):
    """One space of the track: its letter, the cards dealt there, who replaces first."""

    letter: str
    name: str  # as every sentence names it: "the YAY-side C" (two spaces share each of T, A, C)
    number: int
    arrow: Arrow
    about: str  # the number and the arrow, in words


class GoalView(TypedDict):
    """A goal at one end of the track: where the Tacocat stands in it, its name and owner."""

    position: int
    name: str
    player: int
    seat: str
    about: str  # whose goal it is, in words


class EventView(TypedDict):
    """Cards that went face up this round, and who played them."""

    kind: str
    player: int
    cards: list[int]
    text: str  # the play in words, as the log says it


class RoundResultView(TypedDict):
    """How the last round ended."""

    number: int
    showdown: list[int]
    winner: int | None
    moved_from: int
    moved_to: int
    text: str  # the round's end in words, naming the players as the viewer knows them
    plays: list[EventView]  # the round's face-up plays, while the table still shows its end


class GameOverView(TypedDict):
    """The game-over banner's words."""

    headline: str
    cards: str  # the final showdown's cards, or "" when the game ended without one


class TableView(TypedDict):
    """The board, the hands and the table of one state: what changes from move to move."""

    phase: str
    to_move: int | None
    round: int
    position: int
    covered: list[int]
    winner: int | None
    attacker: int | None
    pending: list[int]
    draw_pile_size: int
    replaced: list[int | None]
    events: list[EventView]
    trick_lost: bool
    last_round: RoundResultView | None
    hands: list[list[int] | None]
    hand_sizes: list[int]
    hand_labels: list[str]  # each hand's heading: its player, seat, size and replace
    player0_has_chosen: bool
    status: str
    place: str  # where the Tacocat stands, named: a space's letter or a goal
    pile_words: str  # the draw pile's size, in words
    game_over: GameOverView | None


class FrameView(TableView):
    """A state the page passes through while it plays moves back: ``cursor`` is its index."""

    cursor: int
    agent: bool  # whether an agent made the move that led to it


class Playback(TypedDict):
    """The moves that led to this view, to play back: from the state at ``played_from``
    (None: nothing to play back) through ``frames`` to the view itself."""

    played_from: int | None
    frames: list[FrameView]


class LineView(TypedDict):
    """One line of the game (``lines.py``): its name, moves, and where it leaves an earlier one."""

    name: str
    moves: int
    parts_from: int | None  # the earlier line it shares most moves with (None: the first line)
    after_move: int | None  # how many moves it shares with that line
    label: str  # the line, as the line list names it


class LevelChoice(TypedDict):
    """A level the page offers for an agent's seat (``agents.LEVELS``)."""

    name: str
    about: str  # the opponent in a few words


class AgentSeat(TypedDict):
    """An agent's seat: who plays it in the game shown, and who will in the next game."""

    player: int
    current: str  # the seat's agent in the game shown, by name (a level's, or another agent's)
    next: str | None  # the one chosen for the next game once this one was over, if another
    label: str  # the words before its list of levels


class SeatLevels(TypedDict):
    """The agents' seats, and whether the page may seat another level in them now."""

    seats: list[AgentSeat]  # player 0's first; none for a human's seat
    open: bool  # before the first move, or once the game is over
    title: str  # what the choice does, or why it waits


class LogRound(TypedDict):
    """One round of the game log: the round at the cursor move by move, an earlier one folded."""

    round: int
    heading: str  # the round and the moves it took: "Round 2 · 14 moves"
    folded: bool  # an earlier round: only its marked moves and its result are listed
    lines: list[str]  # what everyone saw of its moves, as they were played


class QuestionsView(TypedDict):
    """What the page asks before a step that loses moves (None: nothing lost, nothing to ask)."""

    delete_line: str | None  # before deleting the line shown
    new_game: str | None


class TimelineView(TypedDict):
    """The timeline's words: where the cursor stands, and the ends of the review's graph."""

    words: str  # the move to be made next and how many are played: "Move 5 next · 4 of 61 ..."
    start: str  # the graph's left end: the deal, before move 1
    end: str  # the graph's right end: after the line's last move


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
