"""The README and the documentation: their examples run as shown, and the site builds strictly."""

from __future__ import annotations

import doctest
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.paths import ROOT
from tests.project.notebooks import ExamplesRun
from tests.project.scripts import script

README = ROOT / "README.md"
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))
# Each page's examples, at least: a page that loses its examples fails here, not silently.
LEAST_EXAMPLES = {
    "README.md": 5,
    "agents.md": 10,
    "engine.md": 15,
    "levels.md": 6,
    "play.md": 15,
    "rl.md": 35,
    "rules.md": 3,
    "teach.md": 15,
    "trust.md": 5,
}
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.parametrize("page", [README, *PAGES], ids=lambda page: page.name)
def test_the_pages_examples_run_as_shown(page: Path) -> None:
    result = doctest.testfile(str(page), module_relative=False, optionflags=FLAGS)
    assert result.failed == 0
    assert result.attempted >= LEAST_EXAMPLES.get(page.name, 0)


def test_every_page_with_examples_is_counted() -> None:
    with_examples = {page.name for page in [README, *PAGES] if ">>> " in page.read_text("utf-8")}
    assert with_examples == set(LEAST_EXAMPLES)


def test_the_trust_page_names_the_traits_the_page_may_write_as_the_code_does() -> None:
    from tacocat_widget.page.protocol import PAGE_WRITABLE

    text = " ".join((DOCS / "trust.md").read_text(encoding="utf-8").split())
    sentence = re.search(r"the page may set only (.*?); anything else it writes", text)
    assert sentence, "the trust page says which traits the page may set"
    assert set(re.findall(r"`(\w+)`", sentence.group(1))) == PAGE_WRITABLE


def test_the_readmes_links_lead_to_files_that_exist() -> None:
    links = re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", README.read_text(encoding="utf-8"))
    assert links
    assert [link for link in links if not (ROOT / link).exists()] == []


def test_the_try_it_links_open_notebooks_the_lite_site_holds() -> None:
    linked = {
        name
        for page in (DOCS / "index.md", DOCS / "notebooks.md")
        for name in re.findall(
            r'href="lite/lab/index.html\?path=([\w.]+)"', page.read_text("utf-8")
        )
    }
    assert linked == set(script("lite/build.py").NOTEBOOKS)


@pytest.mark.xdist_group("examples")  # on the worker that runs the examples for their tests
def test_the_site_builds_strictly_with_every_page_and_the_api(
    tmp_path: Path, examples_run: ExamplesRun
) -> None:
    """Any warning fails the build: a broken link, a docstring Sphinx cannot read. The example
    notebooks show as their tests ran them (``tests/project/test_notebooks.py``), run once."""
    run = marked_copy(examples_run.every_one(), tmp_path / "run")
    site = tmp_path / "site"
    built = subprocess.run(
        [sys.executable, str(DOCS / "build.py"), "--no-lite", "--executed", str(run),
         "--out", str(site)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    # The notebooks' kernels say their own words on stderr; Sphinx's are what count.
    said = [line for line in built.stderr.splitlines() if not line.startswith("[IPKernelApp]")]
    assert not [line for line in said if "WARNING" in line or "ERROR" in line], built.stderr
    pages = {path.relative_to(site).as_posix() for path in site.rglob("*.html")}
    expected = {f"{page.stem}.html" for page in PAGES}
    expected |= {
        f"examples/{notebook.stem}.html" for notebook in (ROOT / "examples").glob("*.ipynb")
    }
    assert expected <= pages
    # The API pages are the docstrings: each public name has its entry.
    api = {page: (site / "api" / f"{page}.html").read_text("utf-8") for page in (
        "widget", "session", "engine", "agents", "study", "adapters")}  # fmt: skip
    for page, name in [
        ("widget", "tacocat_widget.page.widget.TacocatWidget.find_the_move"),
        ("widget", "tacocat_widget.page.link.PageLink.cursor"),
        ("session", "tacocat_widget.game.session.Session.new_game"),
        ("session", "tacocat_widget.game.study.Study.review"),
        ("session", "tacocat_widget.game.refused.Refused"),
        ("engine", "tacocat_widget.engine.GameState.apply"),
        ("engine", "tacocat_widget.engine.Observation.beliefs"),
        ("agents", "tacocat_widget.agents.PlannerAgent"),
        ("study", "tacocat_widget.study.analysis.analyse"),
        ("study", "tacocat_widget.study.arena.arena"),
        ("adapters", "tacocat_widget.adapters.encoding.ActionCodec"),
        ("adapters", "tacocat_widget.adapters.openspiel.OpenSpielAgent"),
    ]:
        assert f'id="{name}"' in api[page], name
    # The notebooks show as run before the build, not run again: the play example shows its board
    # as the widget's picture, and no page fetches a widget script from elsewhere.
    played = (site / "examples" / "play.html").read_text("utf-8")
    assert "player 0's view" in played and "widget-view+json" not in played
    assert RUN_MARK in played
    assert not [page for page in pages if "unpkg.com" in (site / page).read_text("utf-8")]
    home = (site / "index.html").read_text("utf-8")
    assert "Try it in your browser" in home and 'src="_images/board.png"' in home


RUN_MARK = "shown as it ran before the build"


def marked_copy(run: Path, folder: Path) -> Path:
    """A copy of the examples as run, play.ipynb's first output marked, so the site shows which."""
    folder.mkdir()
    for example in run.glob("*.ipynb"):
        shutil.copy(example, folder / example.name)
    play = json.loads((folder / "play.ipynb").read_text("utf-8"))
    first = next(cell for cell in play["cells"] if cell["cell_type"] == "code")
    first["outputs"].insert(0, {"output_type": "stream", "name": "stdout", "text": [RUN_MARK]})
    (folder / "play.ipynb").write_text(json.dumps(play), "utf-8")
    return folder
