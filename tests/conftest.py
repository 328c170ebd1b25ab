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
        "--update-protocol",
        action="store_true",
        default=False,
        help="rewrite js/src/protocol.d.ts from Python's declarations instead of comparing",
    )
    parser.addoption(
        "--update-rules",
        action="store_true",
        default=False,
        help="rewrite js/src/rules-text.js from docs/rules.md instead of comparing",
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


@pytest.fixture
def update_protocol(request: pytest.FixtureRequest) -> bool:
    """True when the run was asked to rewrite the page's types (--update-protocol)."""
    return bool(request.config.getoption("--update-protocol"))


@pytest.fixture
def update_rules(request: pytest.FixtureRequest) -> bool:
    """True when the run was asked to rewrite the page's rules text (--update-rules)."""
    return bool(request.config.getoption("--update-rules"))
