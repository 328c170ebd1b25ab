"""The README's test command: spread over the cores by default, and in CI each check run once."""

from __future__ import annotations

import ast
import shlex

import pytest

from tests.conftest import STATIC_CHECKS
from tests.paths import ROOT

tomllib = pytest.importorskip("tomllib")
PYTEST = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]


def option(name: str) -> str:
    """The value the default options give ``name``."""
    options = shlex.split(PYTEST["addopts"])
    assert name in options, f"addopts gives no {name}"
    return options[options.index(name) + 1]


def test_the_tests_spread_over_every_core_and_a_shared_fixture_stays_on_one_worker() -> None:
    assert option("-n") == "auto"
    assert option("--dist") == "loadgroup"  # the xdist_group marks keep a group together


def test_each_static_check_names_a_test_that_exists() -> None:
    for check in STATIC_CHECKS:
        path, _, name = check.partition("::")
        tree = ast.parse((ROOT / path).read_text("utf-8"))
        tests = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
        assert name in tests or not name, f"{check}: no such test"


def test_ci_runs_the_static_checks_first_and_once() -> None:
    static_checks = (ROOT / ".ci" / "static-checks").read_text("utf-8")
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "pytest -q -n 0 -m static" in static_checks
    assert ci.index(".ci/static-checks") < ci.index('-m pytest -m "not slow and not static"')
