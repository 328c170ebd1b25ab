"""Every test in this folder drives a real browser: each is marked ``browser`` (``-m "not
browser"`` leaves them out) and needs Chromium, Playwright and JupyterLab, skipping without
them, except in CI, where a missing browser fails."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.browser.jupyter import require_a_browser

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session", autouse=True)
def a_browser() -> None:
    require_a_browser()
