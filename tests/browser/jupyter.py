"""JupyterLab and headless Chromium for browser tests: start, open a notebook, ask its kernel."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
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
    """A running JupyterLab serving ``work``, with its own settings and Jupyter folders.

    ``app`` serves the same folder with another front end: ``"notebook"`` (Notebook 7)
    or ``"voila"`` (which runs the notebook it is given and shows its outputs).
    """

    def __init__(self, base: Path, theme: str = "JupyterLab Light", app: str = "lab") -> None:
        self.app = app
        self.base, self.work, self.port = base, base / "work", free_port()
        self.env = dict(os.environ)
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
            (base / name).mkdir(parents=True, exist_ok=True)
            self.env[name] = str(base / name)
        self.settings = base / "settings"
        _write_settings(self.settings, theme)
        self.work.mkdir(parents=True, exist_ok=True)
        self.process: subprocess.Popen[bytes] | None = None

    def command(self) -> list[str]:
        server = [
            "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={self.port}",
            f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={self.work}",
        ]  # fmt: skip
        if self.app == "voila":
            return [
                sys.executable, "-m", "voila", str(self.work), "--no-browser",
                f"--port={self.port}", f"--token={TOKEN}", "--show_tracebacks=True",
            ]  # fmt: skip
        if self.app == "notebook":
            return [
                sys.executable, "-m", "notebook", *server,
                "--JupyterNotebookApp.expose_app_in_browser=True",
            ]  # fmt: skip
        return [
            sys.executable, "-m", "jupyterlab", *server, "--LabApp.expose_app_in_browser=True",
            f"--LabApp.user_settings_dir={self.settings}",
        ]  # fmt: skip

    def start(self) -> None:
        command = self.command()
        self.log = (self.base / "lab.log").open("wb")
        self.process = subprocess.Popen(
            command, env=self.env, stdout=self.log, stderr=subprocess.STDOUT
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

    def url(self, notebook: str) -> str:
        where = {"lab": "lab/tree", "notebook": "notebooks", "voila": "voila/render"}[self.app]
        return f"http://127.0.0.1:{self.port}/{where}/{notebook}?token={TOKEN}"

    def run_in_kernel(self, kernel_id: str, code: str) -> str:
        """Run ``code`` in the notebook's own kernel and return what it printed."""
        from jupyter_client import BlockingKernelClient

        client = BlockingKernelClient(
            connection_file=str(Path(self.env["JUPYTER_RUNTIME_DIR"]) / f"kernel-{kernel_id}.json")
        )
        client.load_connection_file()
        client.start_channels()
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
def lab_page(base: Path, notebook: Path, theme: str = "JupyterLab Light") -> Iterator[Any]:
    """A Chromium page showing ``notebook`` in JupyterLab with all its cells run."""
    from playwright.sync_api import sync_playwright

    lab = Lab(base, theme)
    shutil.copy(notebook, lab.work / notebook.name)
    lab.start()
    try:
        with sync_playwright() as playwright:
            context = playwright.chromium.launch_persistent_context(
                str(base / "profile"),
                executable_path=CHROMIUM,
                headless=True,
                args=CHROMIUM_FLAGS,
                viewport={"width": 1000, "height": 1100},
            )
            page = context.new_page()
            page.goto(lab.url(notebook.name))
            page.wait_for_function(KERNEL_READY, timeout=90_000)
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            page.wait_for_selector('[data-tc="phase"]', timeout=90_000)
            page.lab = lab
            yield page
            context.close()
    finally:
        lab.stop()


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


def agents_example_page(factory: pytest.TempPathFactory, name: str) -> Iterator[Any]:
    """The agents' example open in JupyterLab, its cells run: for a module-scoped fixture."""
    with lab_page(factory.mktemp(name), AGENTS_EXAMPLE) as page:
        yield page


# No playback running on any board: the page waits for the player.
SETTLED = "() => !document.querySelector('.tc-root[data-playing]')"


def timeline_value(page: Any) -> int:
    """Where the (first) board's timeline stands."""
    return int(page.eval_on_selector('[data-tc="timeline"]', "el => el.value"))


def cells_fixture(name: str, cells: list[str]) -> Any:
    """A module-scoped fixture: a notebook of these cells open in JupyterLab, run."""

    @pytest.fixture(scope="module")
    def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
        yield from cells_page(tmp_path_factory, name, cells)

    return lab


def cells_page(factory: pytest.TempPathFactory, name: str, cells: list[str]) -> Iterator[Any]:
    """A notebook of these code cells open in JupyterLab, run: for a module-scoped fixture."""
    import nbformat

    folder = factory.mktemp(name)
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
    path = folder / f"{name}.ipynb"
    nbformat.write(notebook, path)
    with lab_page(folder, path) as page:
        yield page


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
