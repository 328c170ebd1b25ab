"""Every example notebook runs top to bottom in a fresh kernel, and leaves a live widget."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from tacocat_widget import TacocatWidget
from tests.paths import ROOT

EXAMPLES = sorted((ROOT / "examples").glob("*.ipynb"))


def executed(path: Path, folder: Path) -> nbformat.NotebookNode:
    """The notebook after running all its cells in a fresh kernel, working in ``folder``."""
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
    ).execute()
    return notebook


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.name)
def test_the_example_notebook_runs(path: Path, tmp_path: Path) -> None:
    notebook = executed(path, tmp_path)
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


def test_the_play_example_never_shows_the_opponents_hand(tmp_path: Path) -> None:
    """Run top to bottom, play.ipynb shows the human's view: the agent's cards are nowhere."""
    path = next(path for path in EXAMPLES if path.name == "play.ipynb")
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook,
        timeout=120,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
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
