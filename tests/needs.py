"""What some tests need installed: without it they skip, except in CI, where they fail."""

from __future__ import annotations

import importlib.util
import os

import pytest


def need(missing: list[str], tests: str) -> None:
    """Skip ``tests`` if anything is ``missing``; in CI (``CI`` set), fail instead."""
    if missing and os.environ.get("CI"):
        pytest.fail(f"{tests} need {missing}; CI must install them")
    if missing:
        pytest.skip(f"{tests} need {missing}")


def not_importable(*modules: str) -> list[str]:
    """Those of ``modules`` that Python cannot import here."""
    return [name for name in modules if importlib.util.find_spec(name) is None]
