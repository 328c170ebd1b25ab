"""The JupyterLite site in headless Chromium, offline: serve it on 127.0.0.1, block the rest.

The session's Chromium blocks every request that is not to the machine itself
(``tests.browser.jupyter.OFFLINE``), and every request is recorded, so a test
can assert that none tried to leave.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from tests.browser.jupyter import KERNEL_READY, click_and_wait, free_port

LOCAL = {"127.0.0.1", "localhost", "::1"}
# Python's in the browser: a kernel's whole start, then every cell, can take minutes.
SLOW_MS = 300_000

# Read from the notebook's model: the page draws only the cells in view.
CODE_CELLS = """() => {
  const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
  return Array.from({length: cells.length}, (_, index) => cells.get(index))
    .filter((cell) => cell.type === 'code')
    .map((cell) => ({
      errors: Array.from({length: cell.outputs.length}, (_, at) => cell.outputs.get(at).toJSON())
        .filter((output) => output.output_type === 'error' || output.name === 'stderr')
        .map((output) => output.ename ? output.ename + ': ' + output.evalue : output.text),
    }));
}"""

RUN_IN_KERNEL = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({code, store_history: false});
  const out = [];
  future.onIOPub = (msg) => {
    const kind = msg.header.msg_type;
    if (kind === 'stream') out.push(msg.content.text);
    else if (kind === 'error') out.push('ERROR ' + msg.content.ename + ': ' + msg.content.evalue);
  };
  await future.done;
  return out.join('');
}"""


@contextmanager
def served(site: Path, log: Path) -> Iterator[str]:
    """The site served on 127.0.0.1 (Python's own http.server); its address."""
    port = free_port()
    with log.open("wb") as output:
        server = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
             "--directory", str(site)],
            stdout=output, stderr=subprocess.STDOUT,
        )  # fmt: skip
        try:
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), 0.5).close()
                    break
                except OSError:
                    time.sleep(0.1)
            yield f"http://127.0.0.1:{port}"
        finally:
            server.terminate()
            server.wait(10)


class Requests:
    """Every address the browser asked for; those not on this machine."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def heard(self, request: Any) -> None:
        self.asked.append(request.url)

    @property
    def off_the_machine(self) -> list[str]:
        return [
            url
            for url in self.asked
            if urlparse(url).scheme in ("http", "https", "ws", "wss")
            and urlparse(url).hostname not in LOCAL
        ]


@contextmanager
def offline_browser(chromium: Any) -> Iterator[tuple[Any, Requests, list[str]]]:
    """A browser context of the session's Chromium; the requests and console it saw."""
    requests, console = Requests(), []
    context = chromium.new_context(viewport={"width": 1200, "height": 1400})
    context.on("request", requests.heard)
    context.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    try:
        yield context, requests, console
    finally:
        context.close()


def run_in_kernel(page: Any, code: str) -> str:
    """Run ``code`` in the notebook's kernel; what it printed (an error as ``ERROR ...``)."""
    return str(page.evaluate(RUN_IN_KERNEL, code))


def open_and_run(page: Any, address: str) -> dict[str, float]:
    """Open a notebook, wait for its kernel, run every cell: seconds to each milestone."""
    start = time.perf_counter()
    page.goto(address)
    return run_the_notebook(page, start)


def run_the_notebook(page: Any, start: float) -> dict[str, float]:
    """Wait for the notebook the page is opening and its kernel, then run every cell."""
    marks: dict[str, float] = {}
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=SLOW_MS)
    page.wait_for_function(KERNEL_READY, timeout=SLOW_MS)
    marks["kernel ready"] = time.perf_counter() - start
    # The command's promise, which evaluate waits for, settles once every cell has run.
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    marks["every cell run"] = time.perf_counter() - start
    page.wait_for_selector('[data-tc="phase"]', timeout=SLOW_MS)
    return marks


def click_and_time(page: Any, selector: str) -> float:
    """Click; the seconds until the board has moved on, settled (``click_and_wait``)."""
    start = time.perf_counter()
    click_and_wait(page, selector)
    return time.perf_counter() - start


def one_move(page: Any) -> float:
    """What the board asks of player 0: keep every card, sacrifice, or the first card allowed."""
    phase = page.inner_text('[data-tc="phase"]')
    if "replace" in phase:
        return click_and_time(page, '[data-tc="play"]')
    if page.query_selector('[data-tc="sacrifice"]:not([disabled])') is not None:
        return click_and_time(page, '[data-tc="sacrifice"]')
    page.click('[data-hand="0"] [data-card][data-disabled="false"]')
    page.wait_for_selector('[data-hand="0"] [data-selected="true"]')
    return click_and_time(page, '[data-tc="play"]:not([disabled])')


def cell_errors(page: Any) -> list[str]:
    """What the notebook's cells printed as errors (tracebacks and stderr)."""
    return [error for cell in page.evaluate(CODE_CELLS) for error in cell["errors"]]
