"""Real clicks in the other front ends that open notebooks: Notebook 7 and Voila.

Each serves a notebook holding a game against the heuristic agent; a click in
headless Chromium plays a move, and the kernel behind the page has it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from tests.browser.jupyter import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    KERNEL_READY,
    SCREENSHOTS,
    Lab,
)

GAME = """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=5)
w.speed = 0
w"""
MOVED = "() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > 0"


def moves_in_python(lab: Lab, page: Any) -> int:
    """How many moves the kernel behind the page has played.

    Voila keeps its kernels' connection files to itself; there the page's own
    timeline says it, which moves only when Python sends a new view.
    """
    if lab.app == "voila":
        timeline = page.inner_text(".tc-timeline-moves span")
        counted = re.fullmatch(r"Move \d+ next · (\d+) of (\d+) moves? played", timeline)
        assert counted is not None and counted.group(1) == counted.group(2)
        return int(counted.group(2))
    kernel = page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")
    return int(lab.run_in_kernel(str(kernel), "print(len(w.history) - 1)").split()[-1])


@pytest.mark.parametrize("app", ["notebook", "voila"])
def test_a_click_plays_a_move_and_python_has_it(app: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    lab = Lab(tmp_path, app=app)
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(GAME)]
    notebook.metadata["kernelspec"] = {"display_name": "Python 3", "name": "python3"}
    nbformat.write(notebook, lab.work / "game.ipynb")
    lab.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
            )
            page = browser.new_page(viewport={"width": 1000, "height": 1000})
            page.goto(lab.url("game.ipynb"))
            if app != "voila":  # Voila runs the notebook itself
                page.wait_for_function(KERNEL_READY, timeout=90_000)
                page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.wait_for_selector('[data-tc="phase"]', timeout=90_000)
            assert "to choose cards to replace" in page.inner_text('[data-tc="phase"]')
            page.click('[data-tc="play"]')  # keep every card; the agent answers
            page.wait_for_function(MOVED, timeout=30_000)
            moves = moves_in_python(lab, page)
            assert moves >= 2 and "duel" in page.inner_text('[data-tc="phase"]')
            assert f" of {moves} moves played" in page.inner_text(".tc-timeline-moves span")
            page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / f"{app}.png"))
            browser.close()
    finally:
        lab.stop()
