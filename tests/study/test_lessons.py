"""The lesson notebook's claims hold: at each position the analysis finds its move best, clearly.

``examples/lesson.ipynb`` teaches four ideas, each on a position reached by a
seeded deal and a few moves. Here each claim is checked against the analysis
(the planner's default budget, seed 0, so the figures are the notebook's).
"""

from __future__ import annotations

import ast
import json

import pytest

from tacocat_widget.engine import new_game, parse_action
from tacocat_widget.study.analysis import analyse
from tests.paths import ROOT

NOTEBOOK = ROOT / "examples" / "lesson.ipynb"
MARGIN = 0.04  # win chance the best move must keep over each move it is taught against

LESSONS = {
    "keep your lowest card": (
        28,
        [
            "replace 5-5-6-8-8",
            "replace 3-8-11-12",
            "duel 10",
            "duel 9",
            "attack 2",
            "defend 12",
            "attack 2",
        ],
        "defend 7",
        ["sacrifice"],
    ),
    "when a sacrifice is right": (
        38,
        ["replace 3-3-4-9-10-11", "replace 8-9", "duel 6", "duel 12", "attack 11"],
        "sacrifice",
        ["defend 12"],
    ),
    "when a jumbo attack pays": (
        54,
        ["replace 8-12", "replace 5-7-8-11", "duel 8", "duel 4"],
        "attack 10-10-10",
        ["attack 2", "attack 7", "attack 10"],
    ),
    "choosing the duel card": (
        61,
        ["replace 2-2-3-6-9", "replace 4-7-8"],
        "duel 8",
        ["duel 1", "duel 12"],
    ),
}


@pytest.mark.parametrize("name", LESSONS)
def test_the_lessons_move_is_best_by_a_clear_margin(name: str) -> None:
    seed, moves, best, against = LESSONS[name]
    state = new_game(seed)
    for move in moves:
        state = state.apply(parse_action(move))
    analysis = analyse(state.observe(0))
    assert str(analysis.best.action) == best
    for other in against:
        assert analysis.loss(parse_action(other)) >= MARGIN, other


def test_the_notebook_sets_up_the_positions_checked_here() -> None:
    """Every ``lesson(seed, moves)`` call in the notebook, read as code, is one checked here."""
    calls = [
        tuple(ast.literal_eval(argument) for argument in node.args)
        for cell in json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]
        if cell["cell_type"] == "code" and "lesson(" in "".join(cell["source"])
        for node in ast.walk(ast.parse("".join(cell["source"])))
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "lesson"
    ]
    assert sorted(calls) == sorted((seed, moves) for seed, moves, _, _ in LESSONS.values())
