"""Real clicks in marimo: the board plays, a cell that reads it follows each move, and the
board takes marimo's light or dark theme.

One ``marimo run`` serves every test here: its theme is "system", which follows the light or
dark colour scheme each test's browser page asks for.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS, free_port
from tests.paths import ROOT

APP = ROOT / "examples" / "marimo_app.py"


def serve(folder: Path, log: Any) -> tuple[subprocess.Popen[bytes], int]:
    """``marimo run`` on the example app, its display theme the system's, in its own config."""
    config = folder / "config" / "marimo"
    config.mkdir(parents=True)
    (config / "marimo.toml").write_text('[display]\ntheme = "system"\n')
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "marimo", "run", str(APP), "--headless", "--host", "127.0.0.1",
         "--port", str(port)],
        env={**os.environ, "XDG_CONFIG_HOME": str(folder / "config")},
        stdout=log,
        stderr=subprocess.STDOUT,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), 0.5).close()
            return process, port
        except OSError:
            time.sleep(0.2)
    process.terminate()
    process.wait(15)
    log.close()
    raise RuntimeError("marimo did not start: " + (folder / "marimo.log").read_text()[-2000:])


def brightness(page: Any) -> float:
    """How light the board's background is, 0 (black) to 1 (white).

    A mixed colour computes as ``color(srgb r g b)`` (0..1), a plain one as ``rgb(r, g, b)``.
    """
    colour = page.locator(".tc-root").evaluate("el => getComputedStyle(el).backgroundColor")
    inside = colour[colour.index("(") + 1 : colour.rindex(")")].replace(",", " ").split()
    if inside[0] == "srgb":
        return sum(float(part) for part in inside[1:4]) / 3
    return sum(int(part) for part in inside[:3]) / (3 * 255)


@pytest.fixture(scope="module")
def marimo_port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """The port of the one ``marimo run`` this module's tests share."""
    pytest.importorskip("marimo", reason="marimo comes with the test extra")
    folder = tmp_path_factory.mktemp("marimo")
    log = (folder / "marimo.log").open("wb")
    process, port = serve(folder, log)
    try:
        yield port
    finally:
        process.terminate()
        process.wait(15)
        log.close()


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_move_in_marimo_reruns_the_cell_that_reads_the_board(
    theme: str, chromium: Any, marimo_port: int
) -> None:
    # Each page of `marimo run` has a session, and so a board, of its own.
    page = chromium.new_page(viewport={"width": 1000, "height": 1100}, color_scheme=theme)
    try:
        page.goto(f"http://127.0.0.1:{marimo_port}/")
        page.wait_for_selector('[data-tc="phase"]', timeout=90_000)
        moves = page.get_by_text("Moves played:")
        assert moves.inner_text() == "Moves played: 0"
        page.click('[data-tc="play"]')  # keep every card; the agent answers
        page.wait_for_function(
            "() => document.body.innerText.includes('Moves played: 2')", timeout=30_000
        )
        assert page.locator('[data-tc="timeline"]').input_value() == "2"
        assert (brightness(page) > 0.8) if theme == "light" else (brightness(page) < 0.2)
        page.screenshot(path=str(SCREENSHOTS / f"marimo-{theme}.png"))
    finally:
        page.context.close()
