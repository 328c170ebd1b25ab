"""Fixtures of the project's tests."""

from __future__ import annotations

import pytest

from tests.project.notebooks import ExamplesRun


@pytest.fixture(scope="session")
def examples_run(tmp_path_factory: pytest.TempPathFactory) -> ExamplesRun:
    """The example notebooks, each run once in this session (or worker), as it first asks."""
    return ExamplesRun(tmp_path_factory.mktemp("examples-run"))
