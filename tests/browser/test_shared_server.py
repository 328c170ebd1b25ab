"""The browser tests share one Jupyter server per worker, yet each page is a notebook apart."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.browser.jupyter import Lab, cells_notebook, in_kernel, kernel_id, lab_page
from tests.paths import ROOT

BOARD = "from tacocat_widget import TacocatWidget\nw = TacocatWidget(seed=1)\nw"


def test_two_pages_share_the_server_and_nothing_else(
    jupyter: Lab, chromium: Any, tmp_path_factory: pytest.TempPathFactory
) -> None:
    notebook = cells_notebook(tmp_path_factory, "shared", [BOARD])
    with lab_page(jupyter, chromium, notebook) as first:
        first_kernel = kernel_id(first)
        first.lab.run_in_kernel(first_kernel, "left_by_the_first_page = True")
        first.evaluate("localStorage.setItem('left by the first page', 'yes')")
        with lab_page(jupyter, chromium, notebook, "JupyterLab Dark") as second:
            assert second.lab is first.lab  # the same server, started once
            assert kernel_id(second) != first_kernel
            assert in_kernel(second, "'left_by_the_first_page' in globals()") is False
            assert second.evaluate("localStorage.getItem('left by the first page')") is None
            assert second.evaluate("document.body.dataset.jpThemeLight") == "false"
        assert first.evaluate("document.body.dataset.jpThemeLight") == "true"
    assert first_kernel not in jupyter.running_kernels()  # shut down with its page


def test_a_page_opens_in_the_workers_chromium(chromium: Any) -> None:
    page = chromium.new_page()
    page.set_content("<p>drawn</p>")
    assert page.inner_text("p") == "drawn"
    page.context.close()


def test_tests_after_the_browser_tests_may_run_an_asyncio_loop(tmp_path: Path) -> None:
    """Chromium closes when the worker moves on: Playwright's loop would refuse asyncio.run."""
    after = tmp_path / "test_after.py"
    after.write_text("import asyncio\n\ndef test_a_loop():\n    asyncio.run(asyncio.sleep(0))\n")
    here = f"{Path(__file__).relative_to(ROOT)}::test_a_page_opens_in_the_workers_chromium"
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
         f"--rootdir={ROOT}", here, str(after)],
        cwd=ROOT, capture_output=True, text=True,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "2 passed" in ran.stdout
