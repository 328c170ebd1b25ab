"""The card table in every situation the page fixtures hold, drawn in Chromium.

Each fixture (``js/tests/fixtures``: the traits a real widget syncs) and a
round's end on the way through a playback are drawn by the built page at a
notebook's width and at a narrow one; a picture of each is saved in
``tests/screenshots/table/`` to be looked at. The layout is checked: the felt
and the middle of the table keep one height whatever lies on them, so nothing
jumps as a round goes on, the board down to its timeline fits a projector's
height, and long lists scroll inside their panels, the discards of a long round
inside their frame.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import GameState, Sacrifice
from tacocat_widget.page.built_page import WIDGET_CSS, WIDGET_JS, require
from tacocat_widget.page.protocol import PageTraits
from tests.browser.jupyter import CHROMIUM, SCREENSHOTS
from tests.paths import ROOT

FIXTURES = ROOT / "js" / "tests" / "fixtures"
WIDTHS = (900, 560)
PROJECTOR = 720  # px: the board, status to timeline, on a 1024x768 screen at a notebook's width
VALUES = "cards => cards.map((card) => Number(card.dataset.card))"
PANEL = 360  # px: the most a panel (the log, the inspector, the analysis) takes before scrolling
SYNCED = tuple(typing.get_type_hints(PageTraits))
# Each discard as much of it as shows: its box cut by every box between it and the frame that
# clips what overflows it (null when nothing of it shows), beside its whole box.
DISCARDS = """frame => [...frame.querySelectorAll(".tc-card")].map((card) => {
  const whole = card.getBoundingClientRect();
  let [left, top, right, bottom] = [whole.left, whole.top, whole.right, whole.bottom];
  for (let box = card.parentElement; box !== frame.parentElement; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const edge = box.getBoundingClientRect();
    const [x, y] = [edge.left + box.clientLeft, edge.top + box.clientTop];
    [left, top] = [Math.max(left, x), Math.max(top, y)];
    right = Math.min(right, x + box.clientWidth);
    bottom = Math.min(bottom, y + box.clientHeight);
  }
  const box = (r) => ({ x: r[0], y: r[1], width: r[2] - r[0], height: r[3] - r[1] });
  const shown = right > left && bottom > top ? box([left, top, right, bottom]) : null;
  return { value: card.dataset.card, whole: box([whole.left, whole.top, whole.right, whole.bottom]),
    shown };
})"""

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


def a_long_round() -> dict[str, Any]:
    """The traits of a first round played long: two humans replacing all they may, leading as many
    cards as they may (jumbo attacks) and defending rather than sacrificing, seen before its last
    move, when all but the last trick lies on the discards: 22 cards, more than the rows in view
    hold."""
    widget = TacocatWidget(players=("human", "human"), seed=0, view="all")

    def most(state: GameState) -> Any:
        return max(state.legal_actions(), key=lambda a: (len(a.cards), a != Sacrifice()))

    while widget.state.round == 1:
        before = widget.cursor
        widget.play(most(widget.state))
    widget.goto(before)
    return {name: getattr(widget, name) for name in SYNCED}


def situations() -> dict[str, dict[str, Any]]:
    """Every fixture's traits, a round's end as the playback shows it, and a long round."""
    found = {path.stem: json.loads(path.read_text()) for path in sorted(FIXTURES.glob("*.json"))}
    answer = found["agents_answer_a_click"]
    view = answer["view_state"]
    end = next(frame for frame in view["frames"] if frame["last_round"] and not frame["events"])
    ended = {**view, **end, "frames": [], "played_from": None}
    found["a_rounds_end"] = {**answer, "view_state": ended}
    found["every_move_and_the_log"] = {**found["decision_seen_by_all"], "every_move": True}
    found["a_long_round"] = a_long_round()
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


def within(inner: dict[str, float], outer: dict[str, float]) -> bool:
    near = 0.5  # px: rounding
    return (
        inner["x"] >= outer["x"] - near
        and inner["y"] >= outer["y"] - near
        and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + near
        and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + near
    )


def whole(card: dict[str, Any]) -> bool:
    """All of a discard shows, as ``DISCARDS`` measured it."""
    return card["shown"] is not None and within(card["whole"], card["shown"])


def overlap(one: dict[str, float], other: dict[str, float]) -> bool:
    return (
        one["x"] < other["x"] + other["width"]
        and other["x"] < one["x"] + one["width"]
        and one["y"] < other["y"] + other["height"]
        and other["y"] < one["y"] + one["height"]
    )


@pytest.mark.parametrize("width", WIDTHS)
def test_a_long_rounds_discards_show_whole_inside_their_frame_or_scroll_out_of_it(
    browser: Any, tmp_path: Path, width: int
) -> None:
    """No sliver of a discard shows past the rows in view (in the frame's padding, by the count,
    or below the frame), at rest or scrolled to the end, and every discard scrolls into view."""
    (SCREENSHOTS / "table").mkdir(parents=True, exist_ok=True)
    page = draw(browser, tmp_path, "a_long_round", a_long_round(), width)
    frame = page.locator('[data-tc="discards"]')
    count = box(page, '[data-tc="discards"] .tc-pile-count')
    seen = frame.evaluate(DISCARDS)
    assert len(seen) == int(page.inner_text('[data-tc="discards"] .tc-pile-count')) >= 20
    out_of_view = [card for card in seen if not whole(card)]
    assert out_of_view, "they overflow their place, or this tests nothing"

    def shown_whole_inside_or_not_at_all(where: str) -> None:
        edge = box(page, '[data-tc="discards"]')
        for card in frame.evaluate(DISCARDS):
            if card["shown"] is None:
                continue
            value, all_of_it = card["value"], card["whole"]
            assert whole(card), f"{where}: a sliver of {value} shows, {card['shown']}"
            assert within(all_of_it, edge), f"{where}: {value} shows outside the frame {edge}"
            assert not overlap(all_of_it, count), f"{where}: the count covers {value}"

    shown_whole_inside_or_not_at_all("at rest")
    scroller = frame.evaluate_handle(
        """frame => [frame, ...frame.querySelectorAll("*")].find(
             (box) => box.scrollHeight > box.clientHeight)"""
    )
    scroller.evaluate("box => { box.scrollTop = box.scrollHeight; }")
    page.wait_for_timeout(300)  # a snap to a row
    shown_whole_inside_or_not_at_all("scrolled to the end")
    page.locator(".tc-root").screenshot(
        path=str(SCREENSHOTS / "table" / f"a_long_round-scrolled-{width}.png")
    )
    for index, card in enumerate(seen):
        frame.locator(".tc-card").nth(index).evaluate(
            'card => card.scrollIntoView({ block: "nearest", inline: "nearest" })'
        )
        page.wait_for_timeout(50)
        now = frame.evaluate(DISCARDS)[index]
        assert whole(now), f"discard {index} ({card['value']}) scrolls into view cut: {now}"
    page.close()
