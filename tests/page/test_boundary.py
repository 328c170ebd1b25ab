"""The page boundary: failures are caught and shown, and a hostile page gains nothing.

The page is driven as it would be, through ``_on_page_message`` (a message)
and ``set_state`` (synced traits it changed); nothing here touches the
session behind the widget's back.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pytest
import traitlets

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import Agent, AgentError, Decision, RandomAgent
from tacocat_widget.engine import IllegalAction, Observation
from tacocat_widget.page.protocol import PAGE_WRITABLE, PROTOCOL


def click(widget: TacocatWidget, kind: str, **fields: Any) -> None:
    """Deliver a message as the page would send it."""
    widget._on_page_message(widget, {"protocol": PROTOCOL, "kind": kind, **fields}, [])


def keep_all_cards(widget: TacocatWidget) -> None:
    click(widget, "play", action={"type": "replace", "cards": []}, cursor=widget.cursor)


class FailsOnMove(Agent):
    """Plays like a random agent, but its ``fail_on``-th decision raises ``error``."""

    name = "failing"

    def __init__(self, error: Exception, fail_on: int = 1) -> None:
        super().__init__(seed=0)
        self.error, self.fail_on, self.calls = error, fail_on, 0
        self.random = RandomAgent(seed=0)

    def decide(self, observation: Observation) -> Decision:
        self.calls += 1
        if self.calls == self.fail_on:
            raise self.error
        return self.random.decide(observation)


def in_step_with_the_session(widget: TacocatWidget) -> None:
    """What the page holds is the session: the cursor, the board and the history's length."""
    view = widget.view_state
    assert widget.cursor == widget.session.cursor == view["cursor"]
    assert view["history_length"] == len(widget.history)
    assert view["phase"] == widget.state.phase and view["position"] == widget.state.position


# -- an error boundary that holds -----------------------------------------------------------


def test_an_agent_that_raises_after_a_click_is_shown_and_the_page_resynced(
    caplog: pytest.LogCaptureFixture,
) -> None:
    widget = TacocatWidget(players=("human", FailsOnMove(RuntimeError("no idea"))), seed=3)
    revision = widget.view_state["revision"]
    with caplog.at_level(logging.ERROR, logger="tacocat_widget"):
        keep_all_cards(widget)
    assert widget.error.startswith(
        "AgentError: player 1's agent (failing) failed: it raised RuntimeError"
    )
    assert "no idea" not in widget.error  # the agent's own words may name its cards
    assert "the game stays after move 1, the last" in widget.error  # the human's move completed
    assert widget.session.cursor == 1 and widget.state.to_move == 1
    in_step_with_the_session(widget)
    assert widget.view_state["revision"] > revision
    logged = [record for record in caplog.records if record.name == "tacocat_widget"]
    assert logged and logged[0].exc_info and logged[0].exc_info[0] is AgentError
    assert isinstance(logged[0].exc_info[1].__cause__, RuntimeError)  # the whole story, in Python


def test_an_agent_that_fails_on_its_third_move_during_run_keeps_the_completed_moves() -> None:
    widget = TacocatWidget(players=(FailsOnMove(KeyError("card"), 3), "random"), seed=4)
    click(widget, "run", until="game", cursor=0)
    assert widget.error.startswith(
        "AgentError: player 0's agent (failing) failed: it raised KeyError"
    )
    completed = widget.session.cursor
    assert completed > 0 and f"the game stays after move {completed}," in widget.error
    assert len(widget.session.decisions) == completed
    in_step_with_the_session(widget)


def test_a_failing_step_leaves_the_game_as_it_was_and_says_so() -> None:
    widget = TacocatWidget(players=(FailsOnMove(ValueError("bad"), 1), "random"), seed=5)
    before = widget.history
    click(widget, "step", cursor=0)
    assert widget.error.startswith(
        "AgentError: player 0's agent (failing) failed: it raised ValueError"
    )
    assert "as it was before this move" in widget.error
    assert widget.history == before and widget.cursor == 0
    in_step_with_the_session(widget)


def test_a_failure_during_autoplay_stops_autoplay() -> None:
    widget = TacocatWidget(players=(FailsOnMove(RuntimeError("tired"), 2), "random"), seed=6)
    widget.set_state({"autoplay": True})
    assert widget.autoplay and widget.error == ""
    for _ in range(3):  # as the page's autoplay would send them: agent 0, agent 1, agent 0
        click(widget, "step", cursor=widget.cursor)
    assert widget.cursor == 2
    assert "it raised RuntimeError" in widget.error and not widget.autoplay
    in_step_with_the_session(widget)


def test_the_same_error_twice_still_reaches_the_page() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=6)
    sent: list[Any] = []
    widget.observe(lambda change: sent.append(change["new"]), names=["view_state"])
    for _ in range(2):
        click(widget, "step", cursor=0)  # a human is to move: refused the same way twice
    assert "agent" in widget.error and len(sent) == 2
    assert sent[1]["revision"] > sent[0]["revision"]


def test_a_long_error_is_summarised() -> None:
    widget = TacocatWidget(players=(FailsOnMove(RuntimeError("x" * 100_000)), "random"), seed=7)
    click(widget, "step", cursor=0)
    assert widget.error.startswith("AgentError: player 0's agent") and len(widget.error) < 300


def test_a_failure_in_a_python_call_still_resyncs_the_page() -> None:
    widget = TacocatWidget(players=(FailsOnMove(KeyError("card"), 3), "random"), seed=8)
    with pytest.raises(AgentError) as caught:
        widget.run("game")
    assert isinstance(caught.value.__cause__, KeyError)
    assert widget.cursor == widget.session.cursor > 0
    in_step_with_the_session(widget)


def test_a_bad_speed_from_the_page_is_refused_not_raised() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=9)
    widget.set_state([["cursor", 3]])  # type: ignore[arg-type]
    assert "not an object" in widget.error and widget.cursor == 0
    widget.set_state({"speed": "fast"})
    assert "may not set speed to 'fast'" in widget.error and widget.speed == 0.6
    widget.set_state({"cursor": [1]})
    assert widget.error and widget.cursor == 0


# -- a hostile or confused page ---------------------------------------------------------------


def test_the_page_cannot_widen_its_view_against_an_agent() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=10)
    widget.set_state({"view": "all"})
    assert "view" in widget.error and widget.view == 0
    assert widget.view_state["hands"][1] is None
    widget.set_state({"view": 1})
    assert widget.view == 0 and widget.view_state["hands"][1] is None


def test_a_view_chosen_in_python_may_then_be_chosen_by_the_page() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=11)
    widget.view = "all"  # the notebook's author allows it
    widget.view = 0
    widget.set_state({"view": "all"})
    assert widget.error == "" and widget.view == "all"
    assert None not in widget.view_state["hands"]


def test_hot_seat_pages_may_switch_between_the_two_seats_but_not_to_all() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=12)
    assert widget.page_views == {0, 1}
    widget.set_state({"view": 1})
    assert widget.error == "" and widget.view == 1
    widget.set_state({"view": "all"})
    assert widget.view == 1 and "view" in widget.error


def test_page_views_can_be_narrowed_from_python() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=13)
    assert widget.page_views == {0, 1, "all"}
    widget.page_views = {"all"}
    widget.set_state({"view": 0})
    assert widget.view == "all" and "view" in widget.error
    with pytest.raises(ValueError, match="page_views"):
        widget.page_views = {2}


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("paused", True),
        ("cover_between_turns", False),
        ("hint", {"cursor": 0, "action": "duel 3"}),
        ("error", ""),
        ("view_state", {"hands": [[1], [2]]}),
    ],
)
def test_the_page_cannot_write_what_python_owns(name: str, value: Any) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=14, cover_between_turns=True)
    before = {key: getattr(widget, key) for key in ("paused", "cover_between_turns", "hint")}
    board = dict(widget.view_state)
    sent_back: list[Any] = []
    widget.send_state = lambda key=None: sent_back.append(key)  # type: ignore[method-assign]
    widget.set_state({name: value})
    assert f"may not set {name}" in widget.error
    assert [name] in sent_back  # the page's own copy is put back to Python's value
    assert {key: getattr(widget, key) for key in before} == before
    assert {k: v for k, v in widget.view_state.items() if k != "revision"} == {
        k: v for k, v in board.items() if k != "revision"
    }


@pytest.mark.parametrize("name", ["session", "page_views", "what_if", "no_such_name"])
def test_a_name_that_is_no_synced_trait_is_refused_in_the_same_words(name: str) -> None:
    """An attribute of the widget, or nothing at all: refused, and nothing sent back for it."""
    widget = TacocatWidget(players=("human", "random"), seed=14)
    sent_back: list[Any] = []
    widget.send_state = lambda key=None: sent_back.append(key)  # type: ignore[method-assign]
    widget.set_state({name: True})
    assert widget.error == f"the page may not set {name}"
    assert [name] not in sent_back and widget.page_views == {0} and not widget.what_if


def test_with_the_view_fixed_on_one_seat_the_page_cannot_move_for_the_other() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=15, view=0)
    keep_all_cards(widget)
    assert widget.state.to_move == 1 and widget.view == 0
    hidden = list(widget.state.hands[1])
    click(widget, "play", action={"type": "replace", "cards": []}, cursor=widget.cursor)
    assert widget.cursor == 1 and "player 1's move" in widget.error
    click(widget, "play", action={"type": "replace", "cards": [13]}, cursor=widget.cursor)
    click(widget, "play", action={"type": "replace", "cards": [1, 1, 1, 1]}, cursor=1)
    assert str(hidden) not in widget.error and "hand" not in widget.error
    click(widget, "hint", cursor=widget.cursor)
    assert widget.hint is None and widget.error


def test_an_illegal_move_message_about_a_hidden_hand_is_never_echoed() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=15, view=0)
    widget.play("replace none")  # player 1, hidden from this page, is to move
    hidden = list(widget.state.hands[1])
    engine_words = IllegalAction(f"player 1 does not hold [13] (hand: {hidden})")
    told = widget._refusal_text(engine_words)
    assert str(hidden) not in told and "player 1" in told
    widget.view = "all"
    assert widget._refusal_text(engine_words) == str(engine_words)


def test_an_illegal_move_for_a_seat_the_page_shows_explains_itself() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=16)
    click(widget, "play", action={"type": "duel", "card": 3}, cursor=0)
    assert "replace" in widget.error and widget.cursor == 0


def test_a_hint_goes_when_the_view_changes_and_with_a_new_game() -> None:
    widget = TacocatWidget(players=("human", "human"), seed=17, view="all")
    click(widget, "hint", cursor=0)
    assert widget.hint is not None and widget.hint["player"] == 0
    widget.view = 1
    assert widget.hint is None
    widget.view = "all"
    click(widget, "hint", cursor=0)
    assert widget.hint is not None
    click(widget, "new_game")
    assert widget.cursor == 0 and widget.hint is None


def nested(depth: int) -> Any:
    value: Any = [1]
    for _ in range(depth):
        value = [value]
    return value


@pytest.mark.parametrize(
    "action",
    [
        {"type": "replace", "cards": nested(400)},
        {"type": "replace", "cards": ["7" * 100_000]},
        {"type": "duel", "card": 10**400},
        {"type": "x" * 100_000},
        {"type": "replace", "cards": [], "k" * 100_000: 1},
    ],
    ids=["nested", "huge-string", "huge-int", "huge-type", "huge-key"],
)
def test_huge_or_deep_values_are_refused_briefly(action: dict[str, Any]) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=18)
    click(widget, "play", action=action, cursor=0)
    assert widget.error and len(widget.error) <= 200 and widget.cursor == 0


@pytest.mark.parametrize(
    "content",
    [
        {"protocol": PROTOCOL, "kind": "k" * 100_000},
        {"protocol": PROTOCOL, "kind": "run", "until": "u" * 100_000, "cursor": 0},
        {"protocol": PROTOCOL, "kind": "run", "until": nested(500), "cursor": 0},
        {"protocol": PROTOCOL, "kind": "step", "cursor": 0, "x" * 100: 1},
    ],
)
def test_huge_fields_are_described_not_echoed(content: dict[str, Any]) -> None:
    widget = TacocatWidget(players=("random", "random"), seed=19)
    widget._on_page_message(widget, content, [])
    assert widget.error and len(widget.error) <= 200 and widget.cursor == 0


def test_the_pages_note_of_the_view_it_took_in_needs_no_answer() -> None:
    from tacocat_widget import TacocatWidget

    widget = TacocatWidget(players=("human", "heuristic"), seed=1)
    revision = widget.view_state["revision"]
    widget.set_state({"seen": revision})
    assert widget.seen == revision and widget.view_state["revision"] == revision
    assert widget.error == ""
    widget.set_state({"seen": "everything"})
    assert widget.seen == revision and "may not set seen" in widget.error
    assert widget.view_state["revision"] > revision  # refused: Python's value goes back


# -- text and numbers the page sends ------------------------------------------------------------


@pytest.mark.parametrize("name", ["\ud800", "a\udfffb", "\ud83d"])
def test_a_name_with_a_lone_surrogate_is_refused_and_the_board_plays_on(name: str) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=11)
    click(widget, "name_line", line=0, name=name, cursor=0)
    assert "name must be a text of well-formed Unicode" in widget.error
    assert widget.lines[0]["name"] == "Main line"
    widget.error.encode("utf-8")  # the error itself can be sent
    keep_all_cards(widget)  # every sync still works: the board moves, Python moves it
    assert widget.cursor == 2 and widget.error == ""
    widget.goto(0)
    in_step_with_the_session(widget)


@pytest.mark.parametrize(
    "name", ["a\u202eb", "tab\there", "new\nline", "\x00", "a\u2028b", "\ud800"]
)
def test_a_name_that_cannot_be_shown_is_refused_from_python_and_the_page(name: str) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=12)
    with pytest.raises(ValueError, match="a line's name holds a character that cannot be shown"):
        widget.name_line(name)
    if name != "\ud800":  # (the page's own surrogates are refused at the boundary, above)
        click(widget, "name_line", line=0, name=name, cursor=0)
        assert widget.error.startswith("a line's name holds a character that cannot be shown")
    assert widget.lines[0]["name"] == "Main line"


@pytest.mark.parametrize(
    "name", ["\u2800", "\u3164", "\u115f\u1160", "\uffa0", " \u2800 ", "\u0301", "\ufe0f\u034f"]
)
def test_a_name_that_shows_nothing_is_refused_from_python_and_the_page(name: str) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=12)
    with pytest.raises(ValueError, match="a line's name holds no visible character"):
        widget.name_line(name)
    click(widget, "name_line", line=0, name=name, cursor=0)
    assert widget.error.startswith("a line's name holds no visible character: U+")
    assert widget.lines[0]["name"] == "Main line"


def test_a_name_may_hold_blank_looking_characters_beside_visible_ones() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=12)
    widget.name_line("Le\u0301a\u2800\u3164B")
    assert widget.lines[0]["name"] == "Le\u0301a\u2800\u3164B"


def test_an_error_quoting_the_pages_malformed_text_can_still_be_sent() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=13)
    click(widget, "play", action={"type": "\ud800"}, cursor=0)
    assert widget.error and widget.error.encode("utf-8")
    keep_all_cards(widget)
    assert widget.cursor == 2


@pytest.mark.parametrize("number", [math.nan, math.inf, -math.inf])
@pytest.mark.parametrize("trait", sorted(PAGE_WRITABLE))
def test_the_page_cannot_write_a_number_that_is_not_finite(trait: str, number: float) -> None:
    widget = TacocatWidget(players=("human", "random"), seed=14)
    before = {name: getattr(widget, name) for name in PAGE_WRITABLE}
    widget.set_state({trait: number})
    assert widget.error, f"{trait} = {number} was taken"
    assert {name: getattr(widget, name) for name in PAGE_WRITABLE} == before
    in_step_with_the_session(widget)


def test_python_cannot_set_the_speed_to_nan_either() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=15)
    with pytest.raises(traitlets.TraitError):
        widget.speed = math.nan
    assert widget.speed == 0.6


@pytest.mark.parametrize(
    ("trait", "value", "takes"),
    [
        ("speed", 10**400, "an int of 401 digits: speed takes a float from 0 to 10"),
        ("speed", "fast", "'fast': speed takes a float from 0 to 10"),
        ("speed", 11, "11: speed takes a float from 0 to 10"),
        ("autoplay", "yes", "'yes': autoplay takes a boolean"),
        ("every_move", [1], "a list of length 1: every_move takes a boolean"),
        ("cursor", [1], "a list of length 1: cursor takes an int"),
        ("seen", 1.5, "1.5: seen takes an int"),
    ],
    ids=["huge speed", "fast speed", "speed", "autoplay", "every_move", "cursor", "seen"],
)
def test_a_value_python_refuses_is_put_back_and_named(
    trait: str, value: Any, takes: str, caplog: pytest.LogCaptureFixture
) -> None:
    """The page's own copy of the trait goes back to Python's value; nothing fails inside."""
    widget = TacocatWidget(players=("human", "random"), seed=20)
    before = getattr(widget, trait)
    sent_back: list[Any] = []
    widget.send_state = lambda key=None: sent_back.append(key)  # type: ignore[method-assign]
    with caplog.at_level(logging.ERROR, logger="tacocat_widget"):
        widget.set_state({trait: value})
    assert widget.error == f"the page may not set {trait} to {takes}"
    assert [trait] in sent_back and getattr(widget, trait) == before
    assert not caplog.records  # a refusal, not a failure
    in_step_with_the_session(widget)


def test_a_refused_value_leaves_the_others_the_page_wrote() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=21)
    sent_back: list[Any] = []
    widget.send_state = lambda key=None: sent_back.append(key)  # type: ignore[method-assign]
    widget.set_state({"speed": 10**400, "autoplay": True, "every_move": "all"})
    assert widget.autoplay and widget.speed == 0.6 and not widget.every_move
    assert ["every_move", "speed"] in sent_back and ["autoplay"] not in sent_back
    assert widget.error == (
        "the page may not set every_move to 'all': every_move takes a boolean; "
        "the page may not set speed to an int of 401 digits: speed takes a float from 0 to 10"
    )


def test_python_cannot_set_a_speed_too_large_for_a_float() -> None:
    widget = TacocatWidget(players=("human", "random"), seed=22)
    with pytest.raises(traitlets.TraitError, match="speed"):
        widget.speed = 10**400
    assert widget.speed == 0.6
