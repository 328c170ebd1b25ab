"""Every example notebook runs top to bottom in a fresh kernel, and leaves a live widget.

Each is run once per test session (the ``examples_run`` fixture), and the documentation's build
in ``test_docs.py`` shows those same runs: the two share a worker under ``pytest -n``."""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat
import pytest

from tacocat_widget import TacocatWidget
from tests.project.notebooks import EXAMPLES, ExamplesRun, client

pytestmark = pytest.mark.xdist_group("examples")
WAITING = "Answer on the board first"  # a lesson's check before its board has an answer


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.name)
def test_the_example_notebook_runs(path: Path, examples_run: ExamplesRun) -> None:
    notebook = examples_run(path)
    errors = [
        output
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if output.output_type == "error"
    ]
    assert errors == []
    widget_views = [
        output
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
        if "application/vnd.jupyter.widget-view+json" in output.get("data", {})
    ]
    assert widget_views, "the notebook shows a widget"


def test_the_play_example_never_shows_the_opponents_hand(examples_run: ExamplesRun) -> None:
    """Run top to bottom, play.ipynb shows the human's view: the agent's cards are nowhere."""
    notebook = examples_run(next(path for path in EXAMPLES if path.name == "play.ipynb"))
    shown = "\n".join(
        str(output.get("text", "")) + "".join(map(str, output.get("data", {}).values()))
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )
    hidden = TacocatWidget(players=("human", "heuristic"), seed=3).state.hands[1]  # the example's
    assert "your hand" in shown and "player 1 holds 7 cards" in shown
    assert "player 1's hand" not in shown
    assert " ".join(map(str, hidden)) not in shown


def test_each_lessons_check_reads_its_own_board(tmp_path: Path) -> None:
    """After Run All, answering a lesson's board is what its check waits for, and no other's."""
    path = next(path for path in EXAMPLES if path.name == "lesson.ipynb")
    notebook = nbformat.read(path, as_version=4)
    lessons = client(notebook, tmp_path)
    code = [index for index, cell in enumerate(notebook.cells) if cell.cell_type == "code"]
    checks = [index for index in code if notebook.cells[index].source.startswith("best_moves(")]
    assert len(checks) == 4

    notebook.cells.append(nbformat.v4.new_code_cell())  # where the test answers, after Run All

    def printed_by(index: int) -> str:
        cell = lessons.execute_cell(notebook.cells[index], index)
        return "".join(output.get("text", "") for output in cell.outputs)

    with lessons.setup_kernel():
        for index in code:
            lessons.execute_cell(notebook.cells[index], index)
        for lesson, check in enumerate(checks, start=1):
            board = shown_board(notebook.cells[code[code.index(check) - 1]].source)
            notebook.cells[-1].source = f"{board}.play({board}.state.legal_actions()[0])"
            printed_by(len(notebook.cells) - 1)
            assert "%" in printed_by(check), f"lesson {lesson}'s check lists no analysis"
            for later in checks[lesson : lesson + 1]:  # the next lesson's board is not answered
                assert WAITING in printed_by(later), f"lesson {lesson + 1}'s check after {lesson}'s"


def shown_board(source: str) -> str:
    """The name of the board a cell shows: its last line names it."""
    last = ast.parse(source).body[-1]
    assert isinstance(last, ast.Expr) and isinstance(last.value, ast.Name), source
    return last.value.id
