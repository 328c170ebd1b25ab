"""The README's test command: spread over the cores by default, and in CI each check run once."""

from __future__ import annotations

import ast
import shlex
import subprocess
import sys
from pathlib import Path

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


# Two groups, each of three tests that note the worker they ran on: one group marked by its
# module, the other by a conftest's hook, as tests/browser/conftest.py marks each browser module.
GROUPED_BY_MODULE = """import os, pytest
pytestmark = pytest.mark.xdist_group("module")
def test_1(): open("module-1", "w").write(os.environ["PYTEST_XDIST_WORKER"])
def test_2(): open("module-2", "w").write(os.environ["PYTEST_XDIST_WORKER"])
def test_3(): open("module-3", "w").write(os.environ["PYTEST_XDIST_WORKER"])
"""
GROUPED_BY_HOOK = GROUPED_BY_MODULE.replace("module", "hook").replace("pytestmark =", "# ")
HOOK = """import pytest
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    for item in items:
        if "hooked" in str(item.path):
            item.add_marker(pytest.mark.xdist_group("hooked"))
"""


def test_a_group_of_tests_runs_on_one_worker(tmp_path: Path) -> None:
    """The browser tests of a module share its notebook, so they must run on one worker."""
    (tmp_path / "conftest.py").write_text(HOOK)
    (tmp_path / "test_module.py").write_text(GROUPED_BY_MODULE)
    (tmp_path / "test_hooked.py").write_text(GROUPED_BY_HOOK)
    (tmp_path / "pytest.ini").write_text("[pytest]\n")  # not this project's options
    pytest = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    spread = ["-n", "2", "--dist", option("--dist")]
    files = ["test_module.py", "test_hooked.py"]
    run = subprocess.run(
        [*pytest, *spread, *files], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stdout + run.stderr
    for group in ("module", "hook"):
        workers = {(tmp_path / f"{group}-{n}").read_text() for n in (1, 2, 3)}
        assert len(workers) == 1, f"the {group} group ran on {sorted(workers)}"


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
