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
from .panels.review import ReviewView

PROTOCOL = 8

Arrow = int | Literal["both"]


class CardsAction(TypedDict):
    """A replace (the cards discarded, maybe none) or an attack (the cards led)."""

    type: Literal["replace", "attack"]
    cards: list[int]


class CardAction(TypedDict):
    """A duel or a defence: one card."""

    type: Literal["duel", "defend"]
    card: int


class SacrificeAction(TypedDict):
    """Giving up the lowest card instead of defending."""

    type: Literal["sacrifice"]


PageAction = CardsAction | CardAction | SacrificeAction  # an action's to_dict()


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


class ChoiceWords(TypedDict):
    """The words around the viewer's choice: the hint under the hand, the play button's label."""

    hint: str
    button: str  # the play button's label with nothing chosen
    labels: list[str]  # its label for each choice, in the order the choices list them


class ReplaceChoices(ChoiceWords):
    """The viewer may replace any of their cards, at most ``cap`` (None: any number).

    ``labels`` are by how many cards are chosen, from none to the most allowed.
    """

    kind: Literal["replace"]
    player: int
    cap: int | None


class DuelChoices(ChoiceWords):
    """The viewer may duel with any of ``cards``."""

    kind: Literal["duel"]
    player: int
    cards: list[int]


class AttackChoices(ChoiceWords):
    """The viewer may lead any of ``leads`` (each a card, a set or a sequence)."""

    kind: Literal["attack"]
    player: int
    leads: list[list[int]]


class DefendChoices(ChoiceWords):
    """The viewer answers ``against`` with one of ``cards``, or sacrifices when allowed."""

    kind: Literal["defend"]
    player: int
    against: int
    cards: list[int]
    sacrifice: bool


Choices = ReplaceChoices | DuelChoices | AttackChoices | DefendChoices


class DecisionRow(TypedDict):
    """One action in the inspector: its probability, value, visits and named reasons."""

    action: str
    p: float
    value: float | None
    visits: int | None
    chosen: bool
    why: list[str] | None


class SampledWorld(TypedDict):
    """One opponent hand a search agent imagined, and the move that world favours."""

    opponent_hand: list[int]
    favours: str | None
    value: float | None


class BeliefView(TypedDict):
    """The chance, from the deciding player's view, that the opponent holds a card of ``value``."""

    value: int
    chance: float


class ValueBars(TypedDict):
    """Where the inspector's value bars start and end, and that in words."""

    low: float  # a value here draws no bar
    high: float  # a value here draws a full bar
    percent: bool  # the values are chances, written as percents
    words: str


class DecisionView(TypedDict):
    """An agent's decision as the inspector shows it."""

    step: int
    player: int
    seat: str
    action: str
    title: str  # who chose what, at which move
    rows: list[DecisionRow]
    order: str  # the rows' order, in words
    others: int
    iterations: int | None
    worlds: list[SampledWorld]
    because: list[str] | str | None
    value_kind: str | None  # what the value column means (agents' VALUE_KINDS)
    value_title: str  # the value column's numbers, in words
    value_bars: ValueBars
    beliefs_caption: str
    chosen_by: str | None  # how the agent picks among its moves, in words
    beliefs: list[BeliefView]  # from the deciding player's observation (Observation.beliefs)


class Hint(TypedDict):
    """The synced ``hint`` trait: what the heuristic would play for the viewer, and why."""

    cursor: int
    player: int
    action: str
    cards: list[int]  # the cards the hinted move plays, for the page to mark in the hand
    because: list[str]
    alternatives: list[str]
    text: str  # the hint in words


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


class AnalysedMove(TypedDict):
    """One legal move of an analysed position: the mover's win chance after it, and how sure.

    ``move`` is the action as a play message names it: a page that may move for
    this player plays it out from the row.
    """

    action: str
    move: PageAction
    win_chance: float
    interval: list[float]  # the 95% interval of the win chance: its low and its high
    worlds: int
    best: bool  # the planner's pick (not always the highest estimate: see the key)
    played: bool
    sure: str  # the interval and the worlds it rests on, in words
    note: str | None  # how the move stands against the pick, in words (None: the pick itself)


class AnalysisView(TypedDict):
    """The analysis of the position at the cursor (``analysis.Analysis``), best estimate first."""

    step: int
    title: str  # which move of the game is analysed, for whom
    key: str  # what the star, the order, the intervals and the notes mean
    interval_title: str  # the interval column's heading
    player: int
    rows: list[AnalysedMove]
    others: int  # moves not shown (w.analyse() has them all)
    played: str | None  # the move made from this position, if one was
    loss: float | None  # the win chance the played move gave up against the best
    playouts: int
    caption: str  # the played move against the best, in words
    value_kind: str  # "game win chance", or "estimated win chance" for a search of unmeasured size
    value_title: str  # the win chance column's numbers, in words


class QuizFacts(TypedDict):
    """How the move played compares with the best one, as the player asked could judge it."""

    played: str
    chance_played: float
    best: str
    chance_best: float
    loss: float
    noise: float  # how large a loss the two estimates' luck could make (analysis.noise)
    mark: str | None


class QuizAnswer(QuizFacts):
    """The facts of the answer, and the verdict on it in words."""

    verdict: str


class QuizView(TypedDict):
    """A "find the move" question: the words, whose move, and once answered, the verdict.

    ``open``: the question waits for its answer at the cursor or before it on
    the line shown, so the page offers no hint, no analysis and no review
    (Python refuses them, and sends nothing worked out at or after the
    question's position, until the move is played).
    """

    prompt: str
    heading: str  # the prompt, naming the move asked about while the board stands at it
    player: int
    answer: QuizAnswer | None
    open: bool


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
