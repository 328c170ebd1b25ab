"""Shared pytest options and fixtures for the test suite."""

from __future__ import annotations

import itertools
import os
from collections.abc import Callable

import pytest

import tacocat_widget
from tacocat_widget.engine import COMPILED
from tacocat_widget.game import session

# What each --update-NAME flag rewrites from its source instead of comparing against it; the
# fixture update_NAME says whether the run asked for it.
REWRITES = {
    "golden": "tests/engine/golden/*.txt from the engine",
    "protocol": "js/src/protocol.d.ts from Python's declarations",
    "rules": "js/src/rules-text.js from docs/rules.md",
    "fixtures": "js/tests/fixtures/*.json from the widget",
    "decisions": "tests/agents/golden_decisions.json from the agents",
    "records": "the engine's written constructors from the records' fields",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    for name, what in REWRITES.items():
        parser.addoption(
            f"--update-{name}",
            action="store_true",
            default=False,
            help=f"rewrite {what} instead of comparing against it",
        )


def _asked_to_rewrite(name: str) -> Callable[[pytest.FixtureRequest], bool]:
    def asked(request: pytest.FixtureRequest) -> bool:
        return bool(request.config.getoption(f"--update-{name}"))

    return pytest.fixture(name=f"update_{name}")(asked)


(
    update_golden,
    update_protocol,
    update_rules,
    update_fixtures,
    update_decisions,
    update_records,
) = map(_asked_to_rewrite, REWRITES)


# The fast checks of lint, format and types (and of the files written from Python's declarations),
# marked static: .ci/static-checks runs them, as CI does before any other test, so a slip fails in
# a minute; CI's whole run then leaves them out, so each runs once.
STATIC_CHECKS = (
    "tests/project/test_tooling.py::test_ruff_lint_is_clean",
    "tests/project/test_tooling.py::test_ruff_format_is_clean",
    "tests/project/test_tooling.py::test_mypy_strict_on_the_engine_is_clean",
    "tests/page/test_protocol_types.py::",
    "tests/page/test_rules_text.py::",
    "tests/page/test_frontend.py::test_the_javascript_is_linted_and_formatted",
    "tests/page/test_frontend.py::test_the_javascript_is_type_checked_against_pythons_declarations",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.nodeid.startswith(STATIC_CHECKS):
            item.add_marker(pytest.mark.static)


def pytest_report_header() -> str:
    build = "compiled" if COMPILED else "pure Python"
    return f"tacocat_widget: the {build} engine, from {os.path.dirname(tacocat_widget.__file__)}"


def pytest_sessionstart(session: pytest.Session) -> None:
    # CI runs tests on each installed wheel, TACOCAT_EXPECT_COMPILED saying which: on the other
    # build, or on this source tree, they would prove nothing about it.
    expected = os.environ.get("TACOCAT_EXPECT_COMPILED")
    if expected is not None and (expected == "1") != COMPILED:
        build = "compiled" if COMPILED else "pure Python"
        raise pytest.UsageError(
            f"TACOCAT_EXPECT_COMPILED={expected}, yet the engine at {tacocat_widget.__file__} is "
            f"{build}: install the other wheel, and run the tests from outside the source"
        )


@pytest.fixture(autouse=True)
def steady_decision_times(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every agent's decision takes an eighth of a second by the session's clock, so the views
    a test compares (twins, the page's fixtures) are the same on every run."""
    ticks = itertools.count()
    monkeypatch.setattr(session, "clock", lambda: next(ticks) / 8)
