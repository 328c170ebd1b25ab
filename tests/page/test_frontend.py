"""The page's own tests (node --test with jsdom), its lint and types, and the bundle it ships."""

from __future__ import annotations

import subprocess

from js.build_page import npm
from tacocat_widget.page.built_page import STATIC
from tests.paths import ROOT

JS = ROOT / "js"
DEV_DEPENDENCIES = ("jsdom", "@biomejs/biome", "typescript", "@anywidget/types")


def _npm_run(script: str) -> subprocess.CompletedProcess[str]:
    """Run an npm script in js/ with the test extra's Node.js, installing the dev dependencies
    first if they are missing."""
    if not all((JS / "node_modules" / name).exists() for name in DEV_DEPENDENCIES):
        npm("ci", "--no-audit", "--no-fund", check=True)
    return npm("run", script, capture_output=True, check=False)


def test_the_javascript_unit_tests_pass() -> None:
    result = _npm_run("test")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_javascript_is_linted_and_formatted() -> None:
    """Biome's recommended lint rules and its formatter find nothing (`npm run format` fixes)."""
    result = _npm_run("lint")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_javascript_is_type_checked_against_pythons_declarations() -> None:
    """``tsc`` with ``checkJs``, strict: the page reads the protocol as Python declares it."""
    result = _npm_run("typecheck")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]


def test_the_installed_package_carries_the_built_page() -> None:
    for name in ("widget.js", "widget.css"):
        built = STATIC / name
        assert built.exists() and built.stat().st_size > 1000, f"{built} was not built"
    assert "export" in (STATIC / "widget.js").read_text()
