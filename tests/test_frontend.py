"""The page's own tests (node --test with jsdom) and the bundle the widget ships."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "tacocat_widget" / "static"


def _npm() -> str:
    npm = shutil.which("npm")
    if npm is None:
        if os.environ.get("CI"):
            pytest.fail("npm is missing in CI: the front end cannot be built or tested")
        pytest.skip("npm is not installed")
    return npm


def test_the_javascript_unit_tests_pass() -> None:
    npm = _npm()
    js = ROOT / "js"
    if not (js / "node_modules" / "jsdom").exists():
        subprocess.run([npm, "install", "--no-audit", "--no-fund"], cwd=js, check=True)
    result = subprocess.run([npm, "test"], cwd=js, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_installed_package_carries_the_built_page() -> None:
    for name in ("widget.js", "widget.css"):
        built = STATIC / name
        assert built.exists() and built.stat().st_size > 1000, f"{built} was not built"
    assert "export" in (STATIC / "widget.js").read_text()
