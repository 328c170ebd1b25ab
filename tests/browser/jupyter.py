"""JupyterLab and headless Chromium for browser tests: start, open a notebook, ask its kernel."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest

from tests.needs import need, not_importable
from tests.paths import ROOT

CHROMIUM = os.environ.get("TACOCAT_CHROMIUM", "/usr/bin/chromium")
TOKEN = "tacocat-test"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
# Every request that is not to the machine itself is blocked twice over: a dead proxy, which
# Chromium bypasses for loopback only, and a host resolver that resolves no other name.
OFFLINE = [
    "--proxy-server=http://127.0.0.1:9",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1",
]
KERNEL_READY = """() => {
  const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const kernel = panel && panel.sessionContext && panel.sessionContext.session
    && panel.sessionContext.session.kernel;
  return Boolean(kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle');
}"""
# Where the browser tests save the pictures they take (a CI job may point it elsewhere).
SCREENSHOTS = Path(os.environ.get("TACOCAT_SCREENSHOTS", ROOT / "tests" / "screenshots"))


def require_a_browser() -> None:
    """Skip without Chromium, except in CI, where a missing browser is a failure."""
    missing = not_importable("playwright", "jupyterlab")
    if not Path(CHROMIUM).exists():
        missing.append(CHROMIUM)
    need(missing, "browser tests")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _write_settings(folder: Path, theme: str) -> None:
    settings = {
        "notebook-extension/tracker": {"autoStartDefaultKernel": True},
        "apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
        "apputils-extension/themes": {"theme": theme},
    }
    for name, values in settings.items():
        path = folder / "@jupyterlab" / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))


class Lab:
    """A running Jupyter server serving ``work``, with its own settings and Jupyter folders.

    One server serves every front end that opens notebooks: JupyterLab, Notebook 7 and Voila
    (which runs the notebook it is given and shows its outputs) are extensions of it. A test
    session starts it once per worker; each test opens its notebook in a folder of its own, with
    a kernel of its own.
    """

    def __init__(self, base: Path) -> None:
        self.base, self.work, self.port = base, base / "work", free_port()
        self.env = dict(os.environ)
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            (base / name).mkdir(parents=True, exist_ok=True)
            self.env[name] = str(base / name)
        self.settings = base / "settings"
        self.work.mkdir(parents=True, exist_ok=True)
        self.opened = 0
        self.process: subprocess.Popen[bytes] | None = None

    def command(self) -> list[str]:
        return [
            sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root", "--ip=127.0.0.1",
            f"--port={self.port}", f"--IdentityProvider.token={TOKEN}",
            f"--ServerApp.root_dir={self.work}", "--LabApp.expose_app_in_browser=True",
            f"--LabApp.user_settings_dir={self.settings}",
            "--JupyterNotebookApp.expose_app_in_browser=True",
            "--VoilaConfiguration.show_tracebacks=True",
        ]  # fmt: skip

    def start(self) -> None:
        self.log = (self.base / "lab.log").open("wb")
        self.process = subprocess.Popen(
            self.command(), env=self.env, stdout=self.log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.5).close()
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"JupyterLab did not start: {self.log_tail()}")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(15)
            self.log.close()

    def log_tail(self) -> str:
        return (self.base / "lab.log").read_text(errors="replace")[-3000:]

    def add(self, notebook: Path) -> str:
        """Copy ``notebook`` into a folder of its own; its path on the server.

        A path the server has not seen has no session yet, so the page starts a fresh kernel.
        """
        self.opened += 1
        folder = self.work / f"opened-{self.opened}"
        folder.mkdir()
        shutil.copy(notebook, folder / notebook.name)
        return f"{folder.name}/{notebook.name}"

    def url(self, path: str, app: str = "lab") -> str:
        """The address of the notebook at ``path`` in ``app``: "lab", "notebook" or "voila".

        In JupyterLab, a workspace of its own: the default one would reopen earlier tests'
        notebooks, starting their kernels again.
        """
        workspace = f"workspaces/{path.split('/')[0]}/tree" if app == "lab" else ""
        where = {"lab": f"lab/{workspace}", "notebook": "notebooks", "voila": "voila/render"}[app]
        return f"http://127.0.0.1:{self.port}/{where}/{path}?token={TOKEN}"

    def set_theme(self, theme: str) -> None:
        """JupyterLab's theme for the pages opened from now on (it reads its settings on load)."""
        _write_settings(self.settings, theme)

    def running_kernels(self) -> set[str]:
        """The ids of the kernels the server runs."""
        with urllib.request.urlopen(self._api("kernels"), timeout=30) as answer:
            return {kernel["id"] for kernel in json.load(answer)}

    def shut_down(self, kernel: str) -> None:
        """Stop a kernel that a closed page left running."""
        with suppress(urllib.error.HTTPError):  # already gone
            urllib.request.urlopen(self._api(f"kernels/{kernel}", "DELETE"), timeout=30).close()

    def _api(self, path: str, method: str = "GET") -> urllib.request.Request:
        return urllib.request.Request(
            f"http://127.0.0.1:{self.port}/api/{path}",
            method=method,
            headers={"Authorization": f"token {TOKEN}"},
        )

    def run_in_kernel(self, kernel_id: str, code: str) -> str:
        """Run ``code`` in the notebook's own kernel and return what it printed."""
        from jupyter_client import BlockingKernelClient

        client = BlockingKernelClient(
            connection_file=str(Path(self.env["JUPYTER_RUNTIME_DIR"]) / f"kernel-{kernel_id}.json")
        )
        client.load_connection_file()
        # Only what running code needs: a heartbeat's thread makes its socket while the client
        # may already be closing its context, which zmq then refuses (as too many open files).
        client.start_channels(shell=True, iopub=True, stdin=False, hb=False, control=False)
        try:
            printed: list[str] = []
            client.execute_interactive(code, timeout=30, output_hook=_collect(printed))
            return "".join(printed)
        finally:
            client.stop_channels()


def _collect(printed: list[str]) -> Any:
    def hook(message: dict[str, Any]) -> None:
        if message["msg_type"] == "stream":
            printed.append(message["content"]["text"])
        elif message["msg_type"] == "error":
            printed.append("\n".join(message["content"]["traceback"]))

    return hook


@contextmanager
def chromium_browser() -> Iterator[Any]:
    """Headless Chromium, driven by Playwright, that can reach this machine only.

    Playwright's sync API drives one browser per thread at a time: a worker launches one
    (``Chromium``, the ``chromium`` fixture) and every test opens its pages in it, each in a
    browser context of its own.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_FLAGS, *OFFLINE]
        )
        try:
            yield browser
        finally:
            browser.close()


class Chromium:
    """The worker's headless Chromium: started when a test first opens a page in it, closed when
    the worker moves on to tests that drive no browser.

    While it is open, Playwright's sync API keeps an asyncio loop running in the thread, where
    another test's ``asyncio.run`` would fail.
    """

    def __init__(self) -> None:
        self._open = ExitStack()
        self._browser: Any = None

    def new_context(self, **options: Any) -> Any:
        return self._started().new_context(**options)

    def new_page(self, **options: Any) -> Any:
        return self._started().new_page(**options)

    def close(self) -> None:
        self._open.close()
        self._browser = None

    def _started(self) -> Any:
        if self._browser is None:
            self._browser = self._open.enter_context(chromium_browser())
        return self._browser


@contextmanager
def lab_page(
    lab: Lab, chromium: Any, notebook: Path, theme: str = "JupyterLab Light", app: str = "lab"
) -> Iterator[Any]:
    """A Chromium page showing ``notebook`` in the ``app`` of ``lab`` with all its cells run.

    The page has a browser context of its own (no storage from another test) and its notebook a
    kernel of its own, shut down with the page.
    """
    lab.set_theme(theme)
    context = chromium.new_context(viewport={"width": 1000, "height": 1100})
    page = context.new_page()
    page.lab = lab
    kernel = None
    try:
        page.goto(lab.url(lab.add(notebook), app))
        if app != "voila":  # Voila runs the notebook itself, in a kernel it keeps to itself
            page.wait_for_function(KERNEL_READY, timeout=90_000)
            kernel = kernel_id(page)
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_selector('[data-tc="phase"]', timeout=90_000)
        yield page
    finally:
        context.close()
        if kernel is not None:
            lab.shut_down(kernel)


def kernel_id(page: Any) -> str:
    return str(
        page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")
    )


def in_kernel(page: Any, code: str) -> Any:
    """The value of a Python expression in the notebook's kernel, through JSON."""
    return json.loads(
        page.lab.run_in_kernel(kernel_id(page), f"import json; print(json.dumps({code}))")
    )


AGENTS_EXAMPLE = ROOT / "examples" / "agents.ipynb"


def opened(lab: Lab, chromium: Any, notebook: Path) -> Iterator[Any]:
    """The notebook open in JupyterLab, its cells run: for a module-scoped fixture."""
    with lab_page(lab, chromium, notebook) as page:
        yield page


# No playback running on any board: the page waits for the player.
SETTLED = "() => !document.querySelector('.tc-root[data-playing]')"


def timeline_value(page: Any) -> int:
    """Where the (first) board's timeline stands."""
    return int(page.eval_on_selector('[data-tc="timeline"]', "el => el.value"))


def cells_fixture(name: str, cells: list[str]) -> Any:
    """A module-scoped fixture: a notebook of these cells open in JupyterLab, run."""

    @pytest.fixture(scope="module")
    def lab(jupyter: Lab, chromium: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
        yield from opened(jupyter, chromium, cells_notebook(tmp_path_factory, name, cells))

    return lab


def cells_notebook(factory: pytest.TempPathFactory, name: str, cells: list[str]) -> Path:
    """A notebook file of these code cells."""
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    notebook.metadata["kernelspec"] = {"display_name": "Python 3", "name": "python3"}
    path = factory.mktemp(name) / f"{name}.ipynb"
    nbformat.write(notebook, path)
    return path


# Every animation on the page (the cards' arrival, the Tacocat's walk, a tile's turn), delays
# included, has run its course: what a picture or a measurement then sees is the page at rest.
STILL = """() => document.getAnimations().every(
  (animation) => animation.playState === 'finished' || animation.playState === 'idle')"""


def wait_until_still(page: Any) -> None:
    """Wait for the page's animations to end (checked each frame, after the next one is drawn)."""
    page.wait_for_function(STILL, polling="raf")


def click_and_wait(page: Any, selector: str) -> None:
    """Click, then wait for the board to move on (the timeline grows) and its playback to end."""
    before = timeline_value(page)
    page.click(selector)
    page.wait_for_function(
        f"() => (Number(document.querySelector('[data-tc=\"timeline\"]').value) > {before}"
        " && !document.querySelector('.tc-root[data-playing]'))"
        " || document.querySelector('[data-tc=\"error\"]:not([hidden])')",
        timeout=20_000,
    )
    error = page.query_selector('[data-tc="error"]:not([hidden])')
    assert error is None, error.inner_text()
