"""The game in a browser with no install: the JupyterLite site, built by ``lite/build.py``, plays a
whole game offline. Building needs PyPI and the npm registry; playing, only the site."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS
from tests.browser.lite import (
    cell_errors,
    offline_browser,
    one_move,
    open_and_run,
    run_in_kernel,
    run_the_notebook,
    served,
)
from tests.paths import ROOT

MOST_MOVES = 80  # a whole game takes player 0 about 30 moves


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("lite") / "site"
    started = time.perf_counter()
    built = subprocess.run(
        [sys.executable, str(ROOT / "lite" / "build.py"), "--out", str(out)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    print(
        f"\n{built.stdout.strip()} ({time.perf_counter() - started:.0f} s with this test's wheel)"
    )
    return out


def test_the_site_plays_the_game_offline(site: Path, chromium: Any, tmp_path: Path) -> None:
    with (
        served(site, tmp_path / "server.log") as address,
        offline_browser(chromium) as (context, requests, console),
    ):
        page = context.new_page()
        marks = open_and_run(page, f"{address}/lab/index.html?path=play.ipynb")
        page.wait_for_selector(".tc-root:not([data-playing])")
        assert "Round 1" in page.inner_text('[data-tc="phase"]')
        run_in_kernel(page, "w.speed = 0")
        redraws = []
        while "Game over" not in page.inner_text('[data-tc="phase"]'):
            assert len(redraws) < MOST_MOVES, "the game did not end"
            redraws.append(one_move(page))
        told = run_in_kernel(page, "print(w.cursor, len(w.history), w.state.is_over)").split()
        cursor, length, over = int(told[0]), int(told[1]), told[2]
        assert (cursor, over) == (length - 1, "True")  # the kernel's game is the board's, over
        assert length - 1 >= len(redraws)  # each click a move of player 0's, and the agent's
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "lite-board.png"))
        assert requests.off_the_machine == [], requests.off_the_machine
        # A file the site lacks shows in the server's log (the browser's own favicon request aside).
        log = (tmp_path / "server.log").read_text()
        lacking = [
            line for line in log.splitlines() if " 404 " in line and "/favicon.ico" not in line
        ]
        assert lacking == [], lacking
        errors = [
            line for line in console if line.startswith("error") and "Failed to load" not in line
        ]
        assert errors == [], errors
    size = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    middle = sorted(redraws)[len(redraws) // 2]
    figures = {**marks, "site MB": size / 1e6, "clicks": len(redraws), "median click s": middle}
    figures["slowest click s"] = max(redraws)
    print(json.dumps(figures, indent=1))


@pytest.mark.parametrize(
    ("notebook", "check", "expected"),
    [
        (
            "lesson.ipynb",
            "print(board1.session.study.quiz is not None, board1.session.study.question_open)",
            "True True",  # the board asks, and nothing has given the answer away
        ),
        ("review.ipynb", "print(review.done == review.total > 0, review.running)", "True False"),
    ],
)
def test_the_lesson_and_the_review_run_in_the_browser(
    site: Path, chromium: Any, tmp_path: Path, notebook: str, check: str, expected: str
) -> None:
    """Every cell runs in Pyodide's Python: the analyses, and the review without threads."""
    with (
        served(site, tmp_path / "server.log") as address,
        offline_browser(chromium) as (context, requests, _console),
    ):
        page = context.new_page()
        marks = open_and_run(page, f"{address}/lab/index.html?path={notebook}")
        assert cell_errors(page) == []
        assert run_in_kernel(page, check).strip() == expected
        assert requests.off_the_machine == [], requests.off_the_machine
    print(notebook, json.dumps(marks))


def test_the_documentation_opens_the_game_in_the_browser(
    site: Path, chromium: Any, tmp_path: Path
) -> None:
    """The documentation's home page, with the site inside it: "Try it in your browser" plays."""
    docs = tmp_path / "docs"
    built = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "build.py"), "--no-run", "--lite", str(site),
         "--out", str(docs)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    with (
        served(docs, tmp_path / "server.log") as address,
        offline_browser(chromium) as (context, requests, _console),
    ):
        page = context.new_page()
        page.goto(f"{address}/index.html")
        assert "Python in the page" in page.inner_text("main")
        start = time.perf_counter()
        page.click('a:has-text("Try it in your browser")')
        run_the_notebook(page, start)
        page.wait_for_selector(".tc-root:not([data-playing])")
        run_in_kernel(page, "w.speed = 0")
        one_move(page)
        assert run_in_kernel(page, "print(w.cursor > 0)").strip() == "True"
        assert requests.off_the_machine == [], requests.off_the_machine
        log = (tmp_path / "server.log").read_text()
        lacking = [line for line in log.splitlines() if " 404 " in line and "favicon" not in line]
        assert lacking == [], lacking
