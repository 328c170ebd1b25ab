"""Real clicks in the other front ends that open notebooks: Notebook 7 and Voila.

Each serves a notebook holding a game against the heuristic agent (both are extensions of the
Jupyter server that serves JupyterLab); a click in headless Chromium plays a move, and the kernel
behind the page has it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS, Lab, cells_notebook, kernel_id, lab_page

GAME = """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=5)
w.speed = 0
w"""
MOVED = "() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > 0"


def moves_in_python(page: Any, app: str) -> int:
    """How many moves the kernel behind the page has played.

    Voila keeps its kernels' connection files to itself; there the page's own
    timeline says it, which moves only when Python sends a new view.
    """
    if app == "voila":
        timeline = page.inner_text(".tc-timeline-moves span")
        counted = re.fullmatch(r"Move \d+ next · (\d+) of (\d+) moves? played", timeline)
        assert counted is not None and counted.group(1) == counted.group(2)
        return int(counted.group(2))
    return int(page.lab.run_in_kernel(kernel_id(page), "print(len(w.history) - 1)").split()[-1])


@pytest.mark.parametrize("app", ["notebook", "voila"])
def test_a_click_plays_a_move_and_python_has_it(
    app: str, jupyter: Lab, chromium: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    notebook = cells_notebook(tmp_path_factory, "game", [GAME])
    with lab_page(jupyter, chromium, notebook, app=app) as page:
        assert "to choose cards to replace" in page.inner_text('[data-tc="phase"]')
        page.click('[data-tc="play"]')  # keep every card; the agent answers
        page.wait_for_function(MOVED, timeout=30_000)
        moves = moves_in_python(page, app)
        assert moves >= 2 and "duel" in page.inner_text('[data-tc="phase"]')
        assert f" of {moves} moves played" in page.inner_text(".tc-timeline-moves span")
        page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / f"{app}.png"))
