"""Find the move: a question set up in a cell, the human's answer judged against the best move."""

from __future__ import annotations

from pathlib import Path

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine.visibility import Viewer
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
    assert widget.session.study.quiz is None and widget.view_state["quiz"] is None
    widget.play("replace none")  # nothing is asked: the board moves, and updates go out
    assert widget.cursor == 1 and widget.view_state["cursor"] == 1


def test_a_prompt_keeps_to_what_a_name_may_hold() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    widget.find_the_move("  Which cards? \u2800 Cafe\u0301!  ")
    assert widget.view_state["quiz"]["prompt"] == "Which cards? \u2800 Cafe\u0301!"


# -- a question asked on a reviewed line ------------------------------------------------------

LESSON_MOVES = 14


def reviewed_lesson(view: Viewer = 0) -> TacocatWidget:
    """A human against the heuristic for a few moves, the line reviewed: a lesson's material."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=5, view=view)
    while len(widget.session.actions) < LESSON_MOVES:
        widget.play(widget.state.legal_actions()[0])
        widget.run("game")
    widget.review(iterations=80, wait=True)
    return widget


def question_step(widget: TacocatWidget) -> int:
    """A human's move in the middle of the line, with agents' moves and reviewed moves after it."""
    humans = [step for step in range(LESSON_MOVES) if widget.history[step].to_move == 0]
    return humans[len(humans) // 2]


def without_study_from(widget: TacocatWidget, step: int) -> None:
    """The twin of a lesson: nothing analysed or decided at ``step`` or after it."""
    session = widget.session
    for before in session.history[step:]:
        session.study.analyses.pop((before, before.to_move), None)
    for later in [index for index in session.decisions if index >= step]:
        del session.decisions[later]


def shown(widget: TacocatWidget) -> dict[str, object]:
    view = {key: value for key, value in widget.view_state.items() if key != "revision"}
    return {"view_state": view, "review_state": widget.review_state, "hint": widget.hint}


@pytest.mark.parametrize("view", [0, "all"])
def test_a_question_on_a_reviewed_line_shows_nothing_worked_out_from_it_on(
    view: Viewer, tmp_path: Path
) -> None:
    """Review a game, then ask about one of its moves: the page learns no more than if nothing
    had been analysed or decided from the question on, at any position, until the answer."""
    lesson, twin = reviewed_lesson(view), reviewed_lesson(view)
    question = question_step(lesson)
    without_study_from(twin, question)
    for widget in (lesson, twin):
        widget.goto(question)
    reviewed = lesson.review_state
    assert any(point["step"] >= question for point in reviewed["points"])
    for widget in (lesson, twin):
        widget.find_the_move()
    assert shown(lesson) == shown(twin)
    points = lesson.review_state["points"]
    assert points and all(point["step"] < question for point in points)
    for cursor in range(len(lesson.history)):
        lesson.goto(cursor)
        twin.goto(cursor)
        assert shown(lesson) == shown(twin), cursor
    files = [
        widget.save_html(tmp_path / f"{i}.html", view=view)
        for i, widget in enumerate((lesson, twin))
    ]
    assert files[0].read_bytes() == files[1].read_bytes()
    lesson.goto(question)
    played = lesson.session.actions[question]
    lesson.play(played)  # the line's own move: the question answered, the line followed
    assert lesson.view_state["quiz"]["answer"] is not None and len(lesson.session.lines) == 1
    assert lesson.review_state == reviewed  # the review shows again, all of it
    assert lesson.view_state["analysis"]["played"] == str(played)
    lesson.goto(question + 2)  # the agent's answer to the move asked about, for eyes that see it
    decision = lesson.view_state["decision"]
    assert (decision is not None and decision["step"] > question) == (view == "all")


def test_no_message_asks_for_help_at_or_after_an_open_question() -> None:
    """A review, a hint or an analysis from the question on is refused until the answer; a
    hint shown before the question was asked goes."""
    widget = reviewed_lesson()
    question = question_step(widget)
    widget.goto(question)
    protocol = widget.view_state["protocol"]
    widget._on_page_message(widget, {"protocol": protocol, "kind": "hint", "cursor": question}, [])
    assert widget.hint is not None
    widget.find_the_move()
    assert widget.hint is None
    job = widget.session.study.review_job
    for kind in ("review", "hint", "analyse"):
        widget._on_page_message(
            widget, {"protocol": protocol, "kind": kind, "cursor": question}, []
        )
        assert widget.error.endswith("help waits for your answer"), kind
    assert widget.session.study.review_job is job
    later = next(
        step for step in range(question + 1, LESSON_MOVES) if widget.history[step].to_move == 0
    )
    widget.goto(later)
    assert widget.view_state["quiz"]["open"] is True
    for kind in ("review", "hint", "analyse"):
        widget._on_page_message(widget, {"protocol": protocol, "kind": kind, "cursor": later}, [])
        assert widget.error.endswith("help from there on waits for your answer"), kind
    widget.goto(question - 1)  # before the question: help, but only for what comes before it
    assert widget.view_state["quiz"]["open"] is False
    widget._on_page_message(
        widget, {"protocol": protocol, "kind": "review", "cursor": question - 1}, []
    )
    assert widget.error == "" and widget.session.study.review_job is not job
    widget.session.study.review_job.wait()
    assert widget.review_state["points"] and all(
        point["step"] < question for point in widget.review_state["points"]
    )
