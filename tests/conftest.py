"""Shared pytest options and fixtures for the test suite."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/engine/golden/*.txt from the engine instead of comparing against them",
    )
    parser.addoption(
        "--update-fixtures",
        action="store_true",
        default=False,
        help="rewrite js/tests/fixtures/*.json from the widget instead of comparing against them",
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    """True when the run was asked to rewrite the golden files (--update-golden)."""
    return bool(request.config.getoption("--update-golden"))


@pytest.fixture
def update_fixtures(request: pytest.FixtureRequest) -> bool:
    """True when the run was asked to rewrite the page's fixtures (--update-fixtures)."""
    return bool(request.config.getoption("--update-fixtures"))
