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
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def exported_notebook(folder: Path, saved_state: bool = False, template: str = "lab") -> Path:
    """A notebook showing a board, run and exported to HTML.

    Without ``saved_state`` it is run as JupyterLab saves (no widget state);
    with it, as ``nbconvert --execute`` runs by default.
    """
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(SHOW_A_BOARD)])
    NotebookClient(
        notebook, timeout=120, kernel_name="python3", store_widget_state=saved_state
    ).execute()
    body, _ = HTMLExporter(template_name=template).from_notebook_node(notebook)
    path = folder / f"exported-{template}-{'saved' if saved_state else 'unsaved'}.html"
    path.write_text(body, encoding="utf-8")
    return path


def test_an_exported_board_is_a_picture_of_its_viewers_seat(tmp_path: Path) -> None:
    text = unescape(exported_notebook(tmp_path).read_text(encoding="utf-8"))
    assert "player 0's view" in text and "your hand:" in text
    assert "player 1's hand" not in text
    assert WIDGET_VIEW not in text  # no empty widget output


def test_the_tacocat_template_keeps_the_live_board_and_adds_its_picture(tmp_path: Path) -> None:
    text = unescape(exported_notebook(tmp_path, saved_state=True, template="tacocat").read_text())
    assert WIDGET_VIEW in text  # online, the saved state renders the live board
    assert 'class="tc-static-picture"' in text and "player 0's view" in text
    assert "player 1's hand" not in text


def test_without_the_template_a_saved_widget_state_leaves_no_picture(tmp_path: Path) -> None:
    text = unescape(exported_notebook(tmp_path, saved_state=True).read_text(encoding="utf-8"))
    assert WIDGET_VIEW in text and "player 0's view" not in text  # why the template exists
