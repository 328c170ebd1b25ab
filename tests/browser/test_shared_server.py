"""The browser tests share one Jupyter server per worker, yet each page is a notebook apart."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.jupyter import Lab, cells_notebook, in_kernel, kernel_id, lab_page

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
