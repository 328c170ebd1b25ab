"""An exported notebook shows a static picture of the board where the live board cannot load."""

from __future__ import annotations

import json
import re
import shutil
from html import unescape
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert import HTMLExporter

import tacocat_widget
from tests.page.script_data import scripts

SHOW_A_BOARD = (
    "from tacocat_widget import TacocatWidget\n"
    "TacocatWidget(players=('human', 'heuristic'), seed=5)"
)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
TEMPLATE = Path(tacocat_widget.__file__).parent / "page" / "nbconvert_template"


def exported_notebook(
    folder: Path, saved_state: bool = False, template: str = "lab", code: str = SHOW_A_BOARD
) -> Path:
    """A notebook showing a board, run and exported to HTML.

    Without ``saved_state`` it is run as JupyterLab saves (no widget state);
    with it, as ``nbconvert --execute`` runs by default.
    """
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    NotebookClient(
        notebook, timeout=120, kernel_name="python3", store_widget_state=saved_state
    ).execute()
    body, _ = exporter(folder, template).from_notebook_node(notebook)
    path = folder / f"exported-{template}-{'saved' if saved_state else 'unsaved'}.html"
    path.write_text(body, encoding="utf-8")
    return path


def exporter(folder: Path, template: str, **options: object) -> HTMLExporter:
    """nbconvert's HTML exporter, with the tacocat template read from this source tree.

    An install copies the template into Jupyter's folders, where an editable
    install leaves it as it was when installed.
    """
    shutil.copytree(TEMPLATE, folder / "templates" / "tacocat", dirs_exist_ok=True)
    bases = [str(folder / "templates")]
    return HTMLExporter(template_name=template, extra_template_basedirs=bases, **options)


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


def test_the_template_writes_any_names_in_the_widget_state_as_a_browser_reads_them(
    tmp_path: Path,
) -> None:
    from tests.page.test_replay import HOSTILE_NAMES

    names = HOSTILE_NAMES[:4]  # the line is named each in turn; its agent, the first
    code = (
        f"{SHOW_A_BOARD.splitlines()[0]}\nfrom tacocat_widget.agents import RandomAgent\n"
        f"agent = RandomAgent(seed=1)\nagent.name = {names[0]!r}\n"
        "w = TacocatWidget(players=('human', agent), seed=5)\n"
        + "".join(f"w.name_line({name!r})\n" for name in names)
        + "w"
    )
    page = exported_notebook(tmp_path, True, "tacocat", code).read_text(encoding="utf-8")
    found = [text for attributes, text in scripts(page) if attributes.get("type") == WIDGET_STATE]
    assert len(found) == 1 and "<" not in found[0]
    board = next(
        model["state"]
        for model in json.loads(found[0])["state"].values()
        if "view_state" in model["state"]
    )
    assert board["view_state"]["lines"][0]["name"] == names[-1]
    assert board["view_state"]["seats"] == ["human", names[0]]


def test_the_template_sanitizes_the_picture_when_asked_to(tmp_path: Path) -> None:
    script = "<script>window.__pwned = 1</script>"
    picture = f'<b>board</b>{script}<img src=x onerror="alert(1)">'
    view = {"model_id": "0", "version_major": 2, "version_minor": 1}
    output = nbformat.v4.new_output("display_data", {WIDGET_VIEW: view, "text/html": picture})
    cell = nbformat.v4.new_code_cell("w", outputs=[output])
    notebook = nbformat.v4.new_notebook(cells=[cell])
    saved = {"state": {"0": {"state": {}}}, "version_major": 2, "version_minor": 0}
    notebook.metadata["widgets"] = {WIDGET_STATE: saved}  # so the view, with its picture, shows
    trusted, _ = exporter(tmp_path, "tacocat").from_notebook_node(notebook)
    assert script in trusted  # a notebook's own output, as lab's template shows it
    body, _ = exporter(tmp_path, "tacocat", sanitize_html=True).from_notebook_node(notebook)
    shown = re.findall(r'<div class="tc-static-picture">(.*?)</div>', body, re.S)
    assert len(shown) == 1 and "<b>board</b>" in shown[0]
    assert "<script" not in shown[0] and "<img" not in shown[0]  # at most their text
