"""Every test in this folder drives a real browser: each is marked ``browser`` (``-m "not
browser"`` leaves them out) and needs Chromium, Playwright and JupyterLab, skipping without
them, except in CI, where a missing browser fails.

A test session starts one Chromium and one Jupyter server (JupyterLab, Notebook 7 and Voila)
per worker, when a test first asks for them; each test opens its own page and notebook in them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.jupyter import Lab, chromium_browser, require_a_browser

HERE = Path(__file__).parent


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)
            # A module's tests share its notebook (a module-scoped fixture): one worker runs them.
            item.add_marker(pytest.mark.xdist_group(f"browser-{item.path.stem}"))


@pytest.fixture(scope="session", autouse=True)
def a_browser() -> None:
    require_a_browser()


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """Headless Chromium, for this worker's whole session."""
    with chromium_browser() as browser:
        yield browser


@pytest.fixture(scope="session")
def jupyter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """A Jupyter server serving JupyterLab, Notebook 7 and Voila, for this worker's session."""
    lab = Lab(tmp_path_factory.mktemp("jupyter"))
    lab.start()
    try:
        yield lab
    finally:
        lab.stop()
