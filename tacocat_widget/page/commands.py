"""The page's messages, one entry each: its declaration, what it needs, and what it does.

Each entry is a ``TypedDict`` declaring the message (``kind`` names it) and
its run function, registered with ``@command``: whether it plays moves (the
page plays them back), and what it needs before it runs (a human to move, an
agent to move, a page that sees the mover). Checking a message against its
declaration (``boundary.checked_message``), dispatching it, and the page's
types (``js/src/protocol.d.ts``) all read this table, so a new message is one
entry here and one call in the page.

Every message that acts on the board carries the ``cursor`` it was made on:
a click made on an older board is refused.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from ..agents import LEVEL_NAMES
from ..engine.visibility import may_see
from ..game.refused import Refused
from .boundary import checked_message, page_action
from .inspector import hint_for
from .protocol import PageAction

if TYPE_CHECKING:
    from .link import PageLink

Need = Literal[
    "a human to move",
    "an agent to move",
    "a page that sees the mover",
    "no open question",
    "a seat the page may move for",
    "no game under way",
]
Run = Callable[["PageLink", Any], None]


@dataclass(frozen=True)
class Command:
    """One kind of page message: its declaration, whether it moves, its needs, its run."""

    message: type[Any]  # the TypedDict that declares it
    run: Run
    moves: bool
    needs: tuple[Need, ...]
    refusal: str | None  # what the page is told when a need is not met, if not the need's own

    def answer(self, page: PageLink, message: dict[str, Any]) -> None:
        """Run the message, once everything it needs holds."""
        for need in self.needs:
            try:
                NEEDS[need](page)
            except Refused as refused:
                words = None if need in SPEAKS_FOR_ITSELF else self.refusal
                raise Refused(words or str(refused)) from None
        self.run(page, message)


COMMANDS: dict[str, Command] = {}
MESSAGES: dict[str, type[Any]] = {}  # each kind's declaration, as the boundary checks it


def command(
    message: type[Any], *, moves: bool = False, needs: tuple[Need, ...] = (), refusal: str = ""
) -> Callable[[Run], Run]:
    """Register ``run`` as the answer to the messages ``message`` declares."""

    def register(run: Run) -> Run:
        kind = typing.get_args(typing.get_type_hints(message)["kind"])[0]
        COMMANDS[kind] = Command(message, run, moves, needs, refusal or None)
        MESSAGES[kind] = message
        return run

    return register


def checked_command(content: object, cursor: int) -> tuple[Command, dict[str, Any]]:
    """The command a page message asks for, and the message, once it matches its declaration."""
    message = checked_message(content, cursor, MESSAGES)
    return COMMANDS[message["kind"]], message


def require_a_page_that_sees_the_mover(page: PageLink) -> None:
    """A move, a hint or an analysis reads the mover's hand: only for a page that may see it."""
    mover, viewer = page.session.state.to_move, page.shown_view()
    if mover is None:
        raise Refused("the game is over: nobody is to move")
    if not may_see(viewer, mover):
        raise Refused(f"it is player {mover}'s move, and this page shows player {viewer}")


NEEDS: dict[Need, Callable[[PageLink], object]] = {
    "a human to move": lambda page: page.session.require_a_human_to_move(),
    "an agent to move": lambda page: page.session.require_an_agent_to_move(),
    "a page that sees the mover": require_a_page_that_sees_the_mover,
    "no open question": lambda page: page.session.require_no_open_question(),
    "a seat the page may move for": lambda page: (
        page.what_if or page.session.require_a_human_to_move()
    ),
    "no game under way": lambda page: page.session.require_no_game_under_way(),
}
# A need whose refusal keeps its own words, whatever the entry says: why the help waits.
SPEAKS_FOR_ITSELF: frozenset[Need] = frozenset({"no open question", "no game under way"})


# -- moves ------------------------------------------------------------------------------------


class PlayMessage(TypedDict):
    """The human the page shows plays ``action`` (or, where ``what_if`` allows, the agent's seat
    takes a move the page tries for it)."""

    protocol: int
    kind: Literal["play"]
    action: PageAction
    cursor: int  # the board the click was made on


@command(
    PlayMessage, moves=True, needs=("a seat the page may move for", "a page that sees the mover")
)
def play(page: PageLink, message: PlayMessage) -> None:
    """Once a human's click hands the turn to an agent, agents answer until a human is to move;
    a move that answers "find the move" is judged instead, and a move tried for an agent's seat
    is answered by nobody (Step plays on)."""
    session = page.session
    answering, trying = session.asking, session.agent_to_move() is not None
    session.try_move(page_action(message["action"]))
    if not (answering or trying or page.paused):
        session.run("game", page.agent_time_limit)


class StepMessage(TypedDict):
    """The agent to move makes one move."""

    protocol: int
    kind: Literal["step"]
    cursor: int


@command(StepMessage, moves=True, needs=("an agent to move",))
def step(page: PageLink, message: StepMessage) -> None:
    page.session.step(page.agent_time_limit)


class RunMessage(TypedDict):
    """Agents play on to the end of the round or the game."""

    protocol: int
    kind: Literal["run"]
    until: Literal["round", "game"]
    cursor: int


@command(RunMessage, moves=True, needs=("an agent to move",))
def run(page: PageLink, message: RunMessage) -> None:
    page.session.run(message["until"], page.agent_time_limit)


class UndoMessage(TypedDict):
    """Back to the last point where a human chose."""

    protocol: int
    kind: Literal["undo"]
    cursor: int


@command(UndoMessage)
def undo(page: PageLink, message: UndoMessage) -> None:
    page.session.undo_to_last_choice()


# -- help with a move ---------------------------------------------------------------------------


class HintMessage(TypedDict):
    """What would the heuristic play here, for the human the page shows?"""

    protocol: int
    kind: Literal["hint"]
    cursor: int


@command(
    HintMessage,
    needs=("no open question", "a human to move", "a page that sees the mover"),
    refusal="a hint is for the human whose move it is",
)
def hint(page: PageLink, message: HintMessage) -> None:
    page.show_hint(hint_for(page.session))


class AnalyseMessage(TypedDict):
    """How good is each move of the position at the cursor, for the player to move?"""

    protocol: int
    kind: Literal["analyse"]
    cursor: int


@command(AnalyseMessage, needs=("no open question", "a page that sees the mover"))
def analyse(page: PageLink, message: AnalyseMessage) -> None:
    page.session.analyse()


class EndQuizMessage(TypedDict):
    """Stop asking "find the move"."""

    protocol: int
    kind: Literal["end_quiz"]


@command(EndQuizMessage)
def end_quiz(page: PageLink, message: EndQuizMessage) -> None:
    page.session.end_find_the_move()


class ReviewMessage(TypedDict):
    """Review every move of the line shown, in the background."""

    protocol: int
    kind: Literal["review"]
    cursor: int


@command(ReviewMessage, needs=("no open question",))
def review(page: PageLink, message: ReviewMessage) -> None:
    """From before an open question, the review runs, and what it finds from the question on
    waits for the answer (``Session.may_show_study``)."""
    page.session.review()


class CancelReviewMessage(TypedDict):
    """Stop the review; what is analysed stays."""

    protocol: int
    kind: Literal["cancel_review"]


@command(CancelReviewMessage)
def cancel_review(page: PageLink, message: CancelReviewMessage) -> None:
    page.session.cancel_review()


# -- lines and games ----------------------------------------------------------------------------


class LineMessage(TypedDict):
    """Show another line of the game."""

    protocol: int
    kind: Literal["line"]
    line: int
    cursor: int


@command(LineMessage)
def line(page: PageLink, message: LineMessage) -> None:
    page.session.switch_line(message["line"])


class NameLineMessage(TypedDict):
    """Give a line a name (a short text no other line has)."""

    protocol: int
    kind: Literal["name_line"]
    line: int
    name: str
    cursor: int


@command(NameLineMessage)
def name_line(page: PageLink, message: NameLineMessage) -> None:
    page.session.name_line(message["name"], message["line"])


class DeleteLineMessage(TypedDict):
    """Delete a line and the moves only it holds (the page has asked the user first)."""

    protocol: int
    kind: Literal["delete_line"]
    line: int
    cursor: int


@command(DeleteLineMessage)
def delete_line(page: PageLink, message: DeleteLineMessage) -> None:
    page.session.delete_line(message["line"])


class NewGameMessage(TypedDict):
    """Deal a new game with the same players and rules, in place of every line of this one.

    The page asks the user first, unless no move has been played.
    """

    protocol: int
    kind: Literal["new_game"]


@command(NewGameMessage)
def new_game(page: PageLink, message: NewGameMessage) -> None:
    page.session.new_game()


class SeatMessage(TypedDict):
    """Seat an agent of another level in an agent's seat (before the first move, or once the
    game is over): the player picks their opponent."""

    protocol: int
    kind: Literal["seat"]
    player: Literal[0, 1]
    level: str  # one of agents.LEVEL_NAMES
    cursor: int


@command(SeatMessage, needs=("no game under way",))
def seat(page: PageLink, message: SeatMessage) -> None:
    player, level = message["player"], message["level"]
    if page.session.is_human(player):
        raise Refused(f"player {player} is a human: the page chooses only an agent's level")
    if level not in LEVEL_NAMES:
        raise Refused(f"no level is named {level!r:.30}; the levels are {', '.join(LEVEL_NAMES)}")
    page.session.reseat(player, level)
