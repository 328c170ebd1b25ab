"""The command table's machinery: an entry per page message, and what an entry may need.

Each panel declares its messages (``panels/``): a ``TypedDict`` whose ``kind``
names it, and its run function, registered with ``@command``: whether it plays
moves (the page plays them back), and what it needs before it runs (a human to
move, an agent to move, a page that sees the mover). ``commands.py`` imports
every panel, so the table it reads is complete.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ..engine.visibility import may_see
from ..game.refused import Refused

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
    "no open question": lambda page: page.session.study.require_no_open_question(),
    "a seat the page may move for": lambda page: (
        page.what_if or page.session.require_a_human_to_move()
    ),
    "no game under way": lambda page: page.session.require_no_game_under_way(),
}
# A need whose refusal keeps its own words, whatever the entry says: why the help waits.
SPEAKS_FOR_ITSELF: frozenset[Need] = frozenset({"no open question", "no game under way"})
