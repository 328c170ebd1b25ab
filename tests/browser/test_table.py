"""The card table in every situation the page fixtures hold, drawn in Chromium.

Each fixture (``js/tests/fixtures``: the traits a real widget syncs) and a
round's end on the way through a playback are drawn by the built page at a
notebook's width and at a narrow one; a picture of each is saved in
``tests/screenshots/table/`` to be looked at. The layout is checked: the felt
and the middle of the table keep one height whatever lies on them, so nothing
jumps as a round goes on, the board down to its timeline fits a projector's
height, and long lists scroll inside their panels.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget.page.built_page import WIDGET_CSS, WIDGET_JS, require
from tests.browser.jupyter import CHROMIUM, SCREENSHOTS
from tests.paths import ROOT

FIXTURES = ROOT / "js" / "tests" / "fixtures"
WIDTHS = (900, 560)
PROJECTOR = 720  # px: the board, status to timeline, on a 1024x768 screen at a notebook's width
VALUES = "cards => cards.map((card) => Number(card.dataset.card))"
PANEL = 360  # px: the most a panel (the log, the inspector, the analysis) takes before scrolling

PAGE = """<!doctype html><html><head><style>{css}</style>
<style>body {{ margin: 0; padding: 8px; width: {width}px; background: #fff; }}</style></head>
<body><div id="el"></div><script type="module">
{js}
const values = {values};
const model = {{ get: (n) => values[n], set: (n, v) => {{ values[n] = v; }}, save_changes() {{}},
  on() {{}}, off() {{}}, send() {{}} }};
widget_default.render({{ model, el: document.getElementById("el") }});
window.drawn = true;
</script></body></html>"""


def situations() -> dict[str, dict[str, Any]]:
    """Every fixture's traits, and a round's end as the playback shows it."""
    found = {path.stem: json.loads(path.read_text()) for path in sorted(FIXTURES.glob("*.json"))}
    answer = found["agents_answer_a_click"]
    view = answer["view_state"]
    end = next(frame for frame in view["frames"] if frame["last_round"] and not frame["events"])
    ended = {**view, **end, "frames": [], "played_from": None}
    found["a_rounds_end"] = {**answer, "view_state": ended}
    found["every_move_and_the_log"] = {**found["decision_seen_by_all"], "every_move": True}
    return found


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    require(WIDGET_JS, WIDGET_CSS)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        yield chromium
        chromium.close()


def draw(browser: Any, folder: Path, name: str, traits: dict[str, Any], width: int) -> Any:
    """The page drawing ``traits`` at ``width``, its picture saved."""
    # The bundle is an ES module; inlined, its default export is a local name to call.
    js = WIDGET_JS.read_text().replace("export {\n  widget_default as default\n};", "")
    html = PAGE.format(css=WIDGET_CSS.read_text(), js=js, values=json.dumps(traits), width=width)
    page = browser.new_page(viewport={"width": width + 40, "height": 1200})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    file = folder / f"{name}-{width}.html"
    file.write_text(html)
    page.goto(file.as_uri())
    page.wait_for_function("window.drawn")
    if name == "every_move_and_the_log":
        page.click('[data-tc="log"] summary')
    page.wait_for_timeout(500)  # the cards' arrival and the Tacocat's walk
    assert errors == [], errors
    page.locator(".tc-root").screenshot(path=str(SCREENSHOTS / "table" / f"{name}-{width}.png"))
    return page


def box(page: Any, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not drawn"
    return found  # type: ignore[no-any-return]


@pytest.mark.parametrize("width", WIDTHS)
def test_every_situation_is_drawn_on_a_table_that_keeps_its_shape(
    browser: Any, tmp_path: Path, width: int
) -> None:
    (SCREENSHOTS / "table").mkdir(parents=True, exist_ok=True)
    felt, middle = {}, {}
    for name, traits in situations().items():
        page = draw(browser, tmp_path, name, traits, width)
        felt[name] = round(box(page, ".tc-felt")["height"])
        middle[name] = round(box(page, ".tc-table")["height"])
        bottom = box(page, '[data-tc="timeline"]')
        top = box(page, ".tc-root")["y"]
        quiz = page.locator('[data-tc="quiz"]').count()
        if width == WIDTHS[0] and not quiz:
            tall = bottom["y"] + bottom["height"] - top
            assert tall <= PROJECTOR, f"{name}: {tall} px, taller than a projector"
        for panel in ('[data-tc="log"]', '[data-tc="inspector"]', '[data-tc="analysis"]'):
            if page.locator(panel).count():
                tall = box(page, panel)["height"]
                assert tall <= PANEL, f"{name}: {panel} is {tall} px: it does not scroll inside"
        page.close()
    assert len(set(middle.values())) == 1, f"the middle of the table changes height: {middle}"
    assert len(set(felt.values())) == 1, f"the felt changes height: {felt}"


def test_a_rounds_end_shows_its_last_trick_the_showdown_and_the_way_on(
    browser: Any, tmp_path: Path
) -> None:
    (SCREENSHOTS / "table").mkdir(parents=True, exist_ok=True)
    traits = situations()["a_rounds_end"]
    ended = traits["view_state"]["last_round"]
    page = draw(browser, tmp_path, "a_rounds_end", traits, WIDTHS[0])
    shown = page.eval_on_selector_all('[data-tc="showdown"] [data-card]', VALUES)
    assert sorted(shown) == sorted(ended["showdown"])
    middle = page.eval_on_selector_all('[data-tc="trick"] [data-card]', VALUES)
    assert set(ended["plays"][-1]["cards"]) <= set(middle), "the round's last play is on the table"
    assert ended["text"] in page.inner_text('[data-tc="banner"]')
    page.close()
