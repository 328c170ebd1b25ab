"""The package's metadata: one version, written in one place."""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pytest

import tacocat_widget

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_written_once_and_read_by_the_build() -> None:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "tacocat_widget/__init__.py"
    assert importlib.metadata.version("tacocat-widget") == tacocat_widget.__version__
