"""Every test in this folder drives a real browser: each is marked ``browser`` (``-m "not
browser"`` leaves them out) and needs Chromium, Playwright and JupyterLab, skipping without
them, except in CI, where a missing browser fails.

A test session starts one Chromium and one Jupyter server (JupyterLab, Notebook 7 and Voila)
per worker, when a test first asks for them; each test opens its own page and notebook in them.
Chromium is closed whenever the worker's next test is not a browser test (``Chromium`` says why),
and started again if a later one is.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser.jupyter import Chromium, Lab, require_a_browser

HERE = Path(__file__).parent
CHROMIUM = Chromium()


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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    yield  # the test's fixtures first: a module's page closes in its last test's teardown
    if nextitem is None or HERE not in nextitem.path.parents:
        CHROMIUM.close()


@pytest.fixture(scope="session")
def chromium() -> Iterator[Chromium]:
    """Headless Chromium, for this worker's browser tests."""
    yield CHROMIUM
    CHROMIUM.close()


@pytest.fixture(scope="session")
def jupyter(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    """A Jupyter server serving JupyterLab, Notebook 7 and Voila, for this worker's session."""
    lab = Lab(tmp_path_factory.mktemp("jupyter"))
    lab.start()
    try:
        yield lab
    finally:
        lab.stop()
