"""An exported notebook shows a static picture of the board where the live board cannot load."""

from __future__ import annotations

from html import unescape
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

SHOW_A_BOARD = (
    "from tacocat_widget import TacocatWidget\n"
    "TacocatWidget(players=('human', 'heuristic'), seed=5)"
)


def exported_notebook(folder: Path) -> Path:
    """A notebook showing a board, run without saving the widgets' state (as JupyterLab saves)."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SHOW_A_BOARD)])
    NotebookClient(notebook, timeout=120, kernel_name="python3", store_widget_state=False).execute()
    body, _ = HTMLExporter().from_notebook_node(notebook)
    path = folder / "exported.html"
    path.write_text(body, encoding="utf-8")
    return path


def test_an_exported_board_is_a_picture_of_its_viewers_seat(tmp_path: Path) -> None:
    text = unescape(exported_notebook(tmp_path).read_text(encoding="utf-8"))
    assert "player 0's view" in text and "your hand:" in text
    assert "player 1's hand" not in text
    assert "application/vnd.jupyter.widget-view+json" not in text  # no empty widget output
