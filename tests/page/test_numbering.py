"""One move numbering everywhere: at any cursor, every text names the move made from there.

The board at cursor ``c`` shows the position after ``c`` moves, from which move ``c + 1`` is
made (``terms.move_name``): the timeline, the inspector, the analysis, the review's point and
mark, the quiz and the history table all name that move by the same number.
"""

from __future__ import annotations

import re

from tacocat_widget import TacocatWidget
from tacocat_widget.engine.terms import move_name, move_number


def numbers(text: str) -> set[int]:
    """The move numbers a text names ("move 5", "Move 5")."""
    return {int(number) for number in re.findall(r"[Mm]ove (\d+)", text)}


def test_moves_count_from_one() -> None:
    assert (move_number(0), move_name(4)) == (1, "move 5")


def test_at_an_agents_move_every_place_names_the_same_move() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3, view="all")
    while len(widget.session.decisions) < 2:  # the agent has decided twice
        if widget.session.is_human(widget.state.to_move):
            widget.play(widget.state.legal_actions()[0])
        else:
            widget.step()
    cursor = max(widget.session.decisions)  # the position of the agent's latest move
    widget.review(iterations=100, wait=True)
    widget.goto(cursor)
    widget.analyse()
    view, review = widget.view_state, widget.review_state
    (point,) = [point for point in review["points"] if point["step"] == cursor]
    texts = {
        "timeline": view["timeline"]["words"],
        "inspector": view["decision"]["title"],
        "analysis": view["analysis"]["title"],
        "review point": point["title"],
    }
    if point["mark_title"] is not None:
        texts["review mark"] = point["mark_title"]
    assert all(numbers(text) == {cursor + 1} for text in texts.values()), texts
    moves = len(widget.history) - 1
    assert view["timeline"]["words"].endswith(f"· {cursor} of {moves} moves played")
    table = widget.session.history_table()._repr_html_()
    head, *rows = table.split("<tr>")[1:]
    assert head.startswith("<th>move</th>") and rows[cursor].startswith(f"<td>{cursor + 1}</td>")


def test_at_a_question_every_place_names_the_same_move() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    widget.play(widget.state.legal_actions()[0])
    while widget.state.to_move == 1:
        widget.step()
    cursor = widget.cursor
    widget.find_the_move("Which card?")
    assert widget.view_state["quiz"]["heading"] == f"Move {cursor + 1}: Which card?"
    widget.play(widget.state.legal_actions()[0])  # answered: the board comes back to the question
    view = widget.view_state
    assert view["cursor"] == cursor
    for text in (view["quiz"]["heading"], view["timeline"]["words"], view["analysis"]["title"]):
        assert numbers(text) == {cursor + 1}, text


def test_the_timeline_names_the_move_to_come_and_at_the_end_the_game_over() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=1)
    assert widget.view_state["timeline"] == {
        "words": "Move 1 next · 0 of 0 moves played",
        "start": "the deal",
        "end": "the deal",
    }
    widget.run("game")
    moves = len(widget.history) - 1
    assert widget.view_state["timeline"] == {
        "words": f"Game over · {moves} of {moves} moves played",
        "start": "the deal",
        "end": f"after move {moves}",
    }
