"""The command table: one entry per page message, and everything about messages read from it."""

from __future__ import annotations

import typing
from typing import Any, Literal, TypedDict

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.game.session import Session
from tacocat_widget.page import command_table, commands
from tacocat_widget.page.commands import COMMANDS, MESSAGES, Command, command
from tacocat_widget.page.link import PageLink
from tacocat_widget.page.protocol import PROTOCOL


def send(widget: TacocatWidget, kind: str, **fields: Any) -> None:
    """Deliver a message as the page would send it."""
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": kind, **fields}, [])


def test_each_entry_declares_the_kind_it_is_filed_under() -> None:
    for kind, entry in COMMANDS.items():
        hints = typing.get_type_hints(entry.message)
        assert typing.get_args(hints["kind"]) == (kind,)
        assert hints["protocol"] is int and MESSAGES[kind] is entry.message
        assert entry.message.__doc__, f"the {kind} message says what it asks for"


def test_the_kinds_that_move_and_what_they_need_come_from_the_table() -> None:
    moving = {kind for kind, entry in COMMANDS.items() if entry.moves}
    assert moving == {"play", "step", "run"}
    assert COMMANDS["play"].needs == ("a seat the page may move for", "a page that sees the mover")
    assert COMMANDS["step"].needs == COMMANDS["run"].needs == ("an agent to move",)
    assert set(commands.NEEDS) == set(typing.get_args(commands.Need))


class CountMessage(TypedDict):
    """A message a new feature might add: count the lines for the page's error banner."""

    protocol: int
    kind: Literal["count_lines"]
    cursor: int


def test_a_new_message_is_one_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Declared and registered in one place, it is checked, dispatched and refused like any."""
    monkeypatch.setattr(command_table, "COMMANDS", dict(COMMANDS))
    monkeypatch.setattr(command_table, "MESSAGES", dict(MESSAGES))
    ran: list[int] = []

    @command(CountMessage, needs=("a human to move",))
    def count_lines(page: PageLink, message: CountMessage) -> None:
        ran.append(len(page.session.lines))

    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    send(widget, "count_lines", cursor=0)
    assert ran == [1] and widget.error == ""
    send(widget, "count_lines")
    assert "has the fields ['cursor', 'kind', 'protocol']" in widget.error and ran == [1]
    widget.play("replace none")
    send(widget, "count_lines", cursor=widget.cursor)
    assert "is an agent" in widget.error and ran == [1]
    assert isinstance(command_table.COMMANDS["count_lines"], Command)


def test_a_refusal_of_the_entrys_own_words_replaces_the_needs_words() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=14)
    widget.play("replace none")
    send(widget, "hint", cursor=widget.cursor)
    assert widget.error == "a hint is for the human whose move it is"


def test_a_widget_draws_a_session_it_is_given() -> None:
    session = Session(("human", "heuristic"), seed=5)
    session.play("replace none")
    widget = TacocatWidget(session=session, view=0)
    assert widget.session is session and widget.view_state["cursor"] == 1
    widget.step()
    assert session.cursor == 2 and widget.view_state["cursor"] == 2


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"players": ("human", "human")}, "takes no players"),
        ({"seed": 3}, "takes no seed"),
        ({"seed": 3, "state": None}, "takes no seed, state"),
    ],
)
def test_a_widget_on_a_session_takes_nothing_the_session_has(
    arguments: dict[str, Any], words: str
) -> None:
    with pytest.raises(TypeError, match=words):
        TacocatWidget(session=Session(("human", "human"), seed=1), **arguments)


def test_a_widget_refuses_an_unknown_argument_and_a_session_of_another_kind() -> None:
    with pytest.raises(TypeError, match="speed"):
        TacocatWidget(("human", "human"), speed=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="must be a Session"):
        TacocatWidget(session="my game")  # type: ignore[arg-type]
