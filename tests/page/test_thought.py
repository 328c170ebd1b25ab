"""The table says how long each agent took over its last move: timed by the session, per move."""

from __future__ import annotations

import dataclasses
import re
from typing import cast

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import HeuristicAgent
from tacocat_widget.page.panels.table import duration

THOUGHT = re.compile(r"decided its last move in 125 ms")  # tests/conftest.py's steady clock


def test_each_agents_last_move_is_timed_and_shown_on_its_side() -> None:
    w = TacocatWidget(players=("heuristic", "random"), seed=3, view="all")
    assert w.view_state["thought"] == [None, None]  # nobody has moved
    w.run("round")
    said = w.view_state["thought"]
    assert all(THOUGHT.fullmatch(text or "") for text in said), said
    first = min(w.session.decisions)
    assert w.session.decisions[first].seconds is not None
    w.goto(first + 1)  # only the first move is behind the board shown
    mover = w.session.history[first].to_move
    assert THOUGHT.fullmatch(w.view_state["thought"][mover] or "")
    assert w.view_state["thought"][1 - mover] is None


def test_a_human_move_has_no_time_and_a_timed_decision_equals_an_untimed_one() -> None:
    w = TacocatWidget(players=("human", "heuristic"), seed=3)
    w.play(w.state.legal_actions()[0])  # the agent answers when its turn comes
    w.run("round")
    assert w.view_state["thought"][0] is None
    assert THOUGHT.fullmatch(w.view_state["thought"][1] or "")
    decision = HeuristicAgent().decide(w.state.observe(cast(int, w.state.to_move)))
    timed = dataclasses.replace(decision, seconds=0.5)
    assert timed == decision and decision.seconds is None
    assert "seconds" not in timed.to_dict()  # a time is not saved: it is this session's


def test_a_time_reads_in_milliseconds_under_a_second_and_never_as_a_power_of_ten() -> None:
    said = [duration(seconds) for seconds in (0.00008, 0.0006, 0.0123, 0.9994, 0.9996, 2.34)]
    assert said == ["under a millisecond", "1 ms", "12 ms", "999 ms", "1.0 s", "2.3 s"]
