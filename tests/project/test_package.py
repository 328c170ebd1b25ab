"""The package's metadata: one version, written in one place."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tacocat_widget
from tests.paths import ROOT


def test_the_version_is_written_once_and_read_by_the_build() -> None:
    tomllib = pytest.importorskip("tomllib")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "tacocat_widget/__init__.py"
    assert importlib.metadata.version("tacocat-widget") == tacocat_widget.__version__


def test_the_type_check_does_not_depend_on_the_widget_stacks_annotations(tmp_path: Path) -> None:
    """Another release of anywidget or ipywidgets, typed differently, leaves the verdict alone."""
    stubs = tmp_path / "stubs"
    for package, text in {"anywidget": "AnyWidget: int\n", "ipywidgets": "Widget: int\n"}.items():
        (stubs / package).mkdir(parents=True)
        (stubs / package / "__init__.pyi").write_text(text)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache")],
        env={**os.environ, "MYPYPATH": str(stubs)},
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_widget_without_a_built_page_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from tacocat_widget import TacocatWidget
    from tacocat_widget.game.session import Session
    from tacocat_widget.page import link, replay

    monkeypatch.setattr(link, "WIDGET_JS", tmp_path / "widget.js")
    with pytest.raises(RuntimeError, match=r"has no built page.*Install it again with pip"):
        TacocatWidget()
    monkeypatch.setattr(replay, "REPLAY_JS", tmp_path / "replay.js")
    with pytest.raises(RuntimeError, match=r"has no built page.*Install it again with pip"):
        replay.replay_html(Session(), 0)
    from tacocat_widget.engine import new_game

    assert new_game(1).phase == "replace"  # the engine needs no page
