"""Find the move: a question set up in a cell, the human's answer judged against the best move."""

from __future__ import annotations

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.game.refused import Refused


def asked(seed: int = 3) -> TacocatWidget:
    widget = TacocatWidget(players=("human", "heuristic"), seed=seed)
    widget.find_the_move("Which cards would you replace?")
    return widget


def test_the_question_reaches_the_page_before_the_answer() -> None:
    widget = asked()
    assert widget.view_state["quiz"] == {
        "prompt": "Which cards would you replace?",
        "heading": "Move 1: Which cards would you replace?",
        "player": 0,
        "answer": None,
        "open": True,
    }


def test_no_help_answers_the_question_before_the_human_does() -> None:
    """A hint or an analysis would give the answer away: the page gets neither until the move."""
    widget = asked()
    protocol, waits = widget.view_state["protocol"], "help waits for your answer"
    widget.analyse()  # the teacher's own check, from a cell: it stays off the board
    assert widget.view_state["analysis"] is None and widget.view_state["quiz"]["open"]
    for kind in ("hint", "analyse"):
        widget._on_page_message(widget, {"protocol": protocol, "kind": kind, "cursor": 0}, [])
        assert widget.error.endswith(waits), kind
    assert widget.hint is None
    widget.play("replace none")
    assert widget.view_state["quiz"]["open"] is False
    assert widget.view_state["analysis"] is not None  # the answer, now that it was asked for
    widget._on_page_message(widget, {"protocol": protocol, "kind": "hint", "cursor": 0}, [])
    assert widget.error == "" and widget.hint is not None


def test_an_answer_is_judged_from_the_players_view_and_no_agent_answers_it() -> None:
    widget = asked()
    question = widget.state
    expected = widget.analyse()  # the same analysis the answer is judged by
    worst = min(expected.moves, key=lambda move: move.win_chance).action
    widget.play(worst)
    assert widget.state == question and widget.cursor == 0  # back at the question
    assert len(widget.session.actions) == 1  # the agent did not answer
    answer = widget.view_state["quiz"]["answer"]
    assert answer["played"] == str(worst) and answer["best"] == str(expected.best.action)
    assert answer["loss"] == round(expected.loss(worst), 4) > 0
    analysis = widget.view_state["analysis"]
    assert analysis["played"] == str(worst)
    widget.play(expected.best.action)  # another try: a new line, judged too
    assert len(widget.session.lines) == 2
    assert widget.view_state["quiz"]["answer"]["loss"] == 0


def test_the_page_answers_and_ends_the_question() -> None:
    widget = asked()
    protocol = widget.view_state["protocol"]
    action = widget.state.legal_actions()[0].to_dict()
    play = {"protocol": protocol, "kind": "play", "action": action, "cursor": widget.cursor}
    widget._on_page_message(widget, play, [])
    assert widget.error == "" and widget.view_state["quiz"]["answer"] is not None
    assert len(widget.session.actions) == 1
    widget._on_page_message(widget, {"protocol": protocol, "kind": "end_quiz"}, [])
    assert widget.view_state["quiz"] is None


def test_a_question_needs_a_human_the_page_may_see() -> None:
    widget = TacocatWidget(players=("heuristic", "human"), seed=3, view=1)
    with pytest.raises(Refused, match=r"player 0 \(heuristic\) is an agent"):
        widget.find_the_move()
    both = TacocatWidget(players=("human", "human"), seed=3, view=1)
    with pytest.raises(Refused, match="player 0's move, and this page shows player 1"):
        both.find_the_move()
    assert both.view_state["quiz"] is None


@pytest.mark.parametrize(
    "prompt", ["\ud800", "Find it \ud83d", "\u2800", "\u3164", " ", "a\u202eb", "x" * 201, 7]
)
def test_a_prompt_the_page_cannot_show_is_refused_and_the_board_plays_on(prompt: object) -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    with pytest.raises(ValueError, match="a question's prompt"):
        widget.find_the_move(prompt)  # type: ignore[arg-type]
    assert widget.session.quiz is None and widget.view_state["quiz"] is None
    widget.play("replace none")  # nothing is asked: the board moves, and updates go out
    assert widget.cursor == 1 and widget.view_state["cursor"] == 1


def test_a_prompt_keeps_to_what_a_name_may_hold() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    widget.find_the_move("  Which cards? \u2800 Cafe\u0301!  ")
    assert widget.view_state["quiz"]["prompt"] == "Which cards? \u2800 Cafe\u0301!"
