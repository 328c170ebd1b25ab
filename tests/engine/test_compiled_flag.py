"""COMPILED says which build of the engine is running, compiled or pure Python."""

from __future__ import annotations

import sys
from importlib.machinery import EXTENSION_SUFFIXES

import tacocat_widget.engine
from tacocat_widget.engine import COMPILED, rollout, transitions


def engine_files() -> dict[str, str]:
    return {
        name: str(module.__file__)
        for name, module in sys.modules.items()
        if name.startswith("tacocat_widget.engine.") and getattr(module, "__file__", None)
    }


def test_the_flag_is_a_bool_in_the_engines_public_names() -> None:
    assert isinstance(COMPILED, bool)
    assert "COMPILED" in tacocat_widget.engine.__all__


def test_the_flag_agrees_with_the_files_the_engine_was_loaded_from() -> None:
    files = engine_files()
    if COMPILED:  # the hot paths at least: the one dispatcher and the playouts
        for module in (transitions, rollout):
            assert str(module.__file__).endswith(tuple(EXTENSION_SUFFIXES)), module.__file__
    else:
        assert all(file.endswith(".py") for file in files.values()), files
