"""What if? A teacher tries any move for the player to move, an agent's seat too, as a new line."""

from __future__ import annotations

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.game.refused import Refused
from tacocat_widget.game.session import Session


def page_plays(widget: TacocatWidget, index: int = 0) -> None:
    """The page's click: the ``index``-th legal move of the player to move, on the board shown."""
    action = widget.state.legal_actions()[index].to_dict()
    message = {"protocol": widget.view_state["protocol"], "kind": "play", "action": action}
    widget._on_page_message(widget, {**message, "cursor": widget.cursor}, [])


def test_in_an_agents_game_the_page_tries_a_move_for_an_agent_as_a_new_line() -> None:
    widget = TacocatWidget(players=("heuristic", "planner"), seed=4)
    assert widget.what_if and widget.view_state["choices"]["player"] == 0
    widget.run("round")
    played = len(widget.history)
    widget.goto(2)
    tried = widget.state.legal_actions()[0]
    page_plays(widget)
    assert widget.error == "" and widget.cursor == 3 and widget.session.actions[2] == tried
    assert [(line["moves"], line["parts_from"]) for line in widget.lines] == [
        (played - 1, None),
        (3, "Main line"),
    ]
    assert 2 not in widget.decisions  # nobody decided it: it was tried
    assert widget.view_state["choices"]["player"] == 1  # no agent answered; the next may be tried
    widget.step()  # or an agent plays on from it
    assert widget.cursor == 4 and 3 in widget.decisions
    again = TacocatWidget.from_json(widget.to_json())
    assert again.session.actions == widget.session.actions and len(again.lines) == 2


def test_against_a_human_the_page_may_not_move_for_the_agent_unless_python_allows_it() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=4, view="all")
    widget.play("replace none")
    assert not widget.what_if and widget.view_state["choices"] is None
    page_plays(widget)
    assert widget.error == "player 1 (heuristic) is an agent: use step for its move"
    assert widget.cursor == 1
    widget.what_if = True  # Python's switch: the page cannot set it
    assert widget.view_state["choices"]["player"] == 1
    page_plays(widget)
    assert widget.error == "" and widget.cursor == 2 and widget.state.to_move == 0


def test_the_page_cannot_set_what_if_itself() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=4)
    widget.set_state({"what_if": True})
    assert not widget.what_if and widget.error == "the page may not set what_if"


def test_a_script_tries_a_move_for_any_seat_but_not_after_the_game() -> None:
    session = Session(("heuristic", "heuristic"), seed=2)
    session.try_move("replace none")
    assert session.cursor == 1 and session.decisions == {}
    session.run("game")
    with pytest.raises(Refused, match="the game is over"):
        session.try_move("replace none")


def test_an_analysis_row_plays_its_move_out_as_a_new_line() -> None:
    widget = TacocatWidget(players=("heuristic", "planner"), seed=4)
    widget.run("round")
    widget.goto(2)
    widget.analyse()
    rows = widget.view_state["analysis"]["rows"]
    other = next(row for row in rows if not row["played"])
    message = {"protocol": widget.view_state["protocol"], "kind": "play", "action": other["move"]}
    widget._on_page_message(widget, {**message, "cursor": 2}, [])
    assert widget.error == "" and str(widget.session.actions[2]) == other["action"]
    assert len(widget.lines) == 2 and widget.cursor == 3
