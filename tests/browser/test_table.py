"""The card table in every situation the page fixtures hold, drawn in Chromium.

Each fixture (``js/tests/fixtures``: the traits a real widget syncs) and a
round's end on the way through a playback are drawn by the built page at a
notebook's width and at a narrow one; a picture of each is saved in
``tests/screenshots/table/`` to be looked at. The layout is checked: the felt
and the middle of the table keep one height whatever lies on them, so nothing
jumps as a round goes on, the board down to its timeline fits a projector's
height, and long lists scroll inside their panels, the discards of a long round
inside their frame, showing the newest plays unless the user scrolled back to
older ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import Replace
from tacocat_widget.page.built_page import WIDGET_CSS, WIDGET_JS, require
from tests.browser.jupyter import SCREENSHOTS, wait_until_still
from tests.browser.table_pages import SYNCED, WIDTHS, a_long_round, draw, situations

PROJECTOR = 720  # px: the board, status to timeline, on a 1024x768 screen at a notebook's width
VALUES = "cards => cards.map((card) => Number(card.dataset.card))"
PANEL = 360  # px: the most a panel (the log, the inspector, the analysis) takes before scrolling
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


@pytest.fixture(scope="module")
def browser(chromium: Any) -> Any:
    """The session's Chromium, once the page is built."""
    require(WIDGET_JS, WIDGET_CSS)
    return chromium


def box(page: Any, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not drawn"
    return found  # type: ignore[no-any-return]


@pytest.fixture(params=WIDTHS, ids=str)
def long_round(browser: Any, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Any]:
    """The page drawing ``a_long_round()`` at each width."""
    page = draw(browser, tmp_path, "a_long_round", a_long_round(), request.param)
    yield page
    page.close()


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


def test_a_rounds_end_shows_its_last_trick_the_showdown_and_how_it_went(
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


def in_view(page: Any) -> list[int]:
    """Which discards, oldest first, show whole in the frame."""
    edge = box(page, '[data-tc="discards"]')
    seen = page.locator('[data-tc="discards"]').evaluate(DISCARDS)
    return [i for i, card in enumerate(seen) if whole(card) and within(card["whole"], edge)]


def newest_in_view(page: Any, where: str) -> None:
    """The last play on the discards shows whole, and the oldest is scrolled out of the frame."""
    shown = in_view(page)
    count = page.locator('[data-tc="discards"] .tc-card').count()
    assert count - 1 in shown, f"{where}: the newest discard is out of view, {shown} of {count}"
    assert 0 not in shown, f"{where}: the oldest shows too, so this tests nothing"


def test_a_long_rounds_discards_show_the_newest_row_and_the_one_before_it(long_round: Any) -> None:
    """The newest row may hold a single play, so the window shows the row before it too."""
    newest_in_view(long_round, "as drawn")
    seen = long_round.locator('[data-tc="discards"]').evaluate(DISCARDS)
    tops = sorted({card["whole"]["y"] for card in seen})  # every row's, oldest first
    rows_shown = sorted({seen[index]["whole"]["y"] for index in in_view(long_round)})
    assert len(tops) > 2, f"the round's discards lie in {len(tops)} rows: this tests little"
    assert rows_shown[-2:] == tops[-2:], f"rows {rows_shown} show of {tops}"


@pytest.mark.parametrize("width", WIDTHS)
def test_a_page_shown_after_it_was_drawn_shows_the_newest_discards(
    browser: Any, tmp_path: Path, width: int
) -> None:
    """A notebook draws the page before it shows it, when nothing on it can scroll yet."""
    page = draw(browser, tmp_path, "a_long_round-shown-later", a_long_round(), width, later=True)
    newest_in_view(page, "once shown")
    page.close()


def sync_view(page: Any, traits: dict[str, Any]) -> None:
    """Python sends the view in ``traits``; the page shows it, its new cards come to rest."""
    page.evaluate("view => window.sync('view_state', view)", traits["view_state"])
    wait_until_still(page)


@pytest.mark.parametrize("width", WIDTHS)
def test_the_discards_follow_new_plays_unless_the_user_scrolled_back_to_older_ones(
    browser: Any, tmp_path: Path, width: int
) -> None:
    """A move that lays a trick on the discards shows it; once the user scrolls up to read older
    plays, an update (the same view, then one more play) leaves them where they are."""
    (SCREENSHOTS / "table").mkdir(parents=True, exist_ok=True)
    page = draw(browser, tmp_path, "a_long_round-before", a_long_round(earlier=2), width)
    sync_view(page, a_long_round(earlier=1))
    newest_in_view(page, "after a trick was laid on the discards")
    page.hover('[data-tc="discards"]')
    page.mouse.wheel(0, -400)
    page.wait_for_timeout(500)  # the scroll and its snap to a row
    read = in_view(page)
    assert read and read[-1] < page.locator('[data-tc="discards"] .tc-card').count() - 1, read
    page.locator(".tc-discard-fans").evaluate("scroller => { scroller.dataset.before = 'true'; }")
    sync_view(page, a_long_round(earlier=1))
    assert in_view(page) == read, "the same view again moved the discards"
    sync_view(page, a_long_round())
    drawn_before = page.locator(".tc-discard-fans[data-before]").count()
    assert drawn_before == 0, "the table was not drawn anew, so this tests nothing"
    assert in_view(page) == read, "one more play moved the discards the user scrolled back to"
    page.locator(".tc-root").screenshot(
        path=str(SCREENSHOTS / "table" / f"a_long_round-read-back-{width}.png")
    )
    page.close()


# Each row of discards (by its top): how far its first fan stands from the window's left edge,
# and the space between each fan and the next.
ROWS = """scroller => {
  const edge = scroller.getBoundingClientRect().left + scroller.clientLeft;
  const rows = new Map();
  for (const fan of scroller.querySelectorAll(".tc-fan")) {
    const box = fan.getBoundingClientRect();
    rows.set(box.top, [...(rows.get(box.top) ?? []), box]);
  }
  return [...rows.values()].map((fans) => ({
    indent: fans[0].left - edge,
    gaps: fans.slice(1).map((fan, i) => fan.left - fans[i].right),
  }));
}"""


def test_every_row_of_discards_starts_at_the_left_edge_with_its_fans_10px_apart(
    long_round: Any,
) -> None:
    rows = long_round.locator(".tc-discard-fans").evaluate(ROWS)
    assert len(rows) >= 2, rows
    near = 0.5  # px: rounding
    for number, row in enumerate(rows, 1):
        assert abs(row["indent"]) <= near, f"row {number} starts {row['indent']} px in: {rows}"
        assert all(abs(gap - 10) <= near for gap in row["gaps"]), f"row {number}: {rows}"
    assert any(row["gaps"] for row in rows), f"no row holds two fans, so this tests nothing: {rows}"


@pytest.mark.parametrize("width", WIDTHS)
def test_both_players_keeping_every_card_read_as_two_lines_apart(
    browser: Any, tmp_path: Path, width: int
) -> None:
    widget = TacocatWidget(players=("human", "human"), seed=3, view="all")
    widget.play(Replace(()))
    widget.play(Replace(()))
    traits = {name: getattr(widget, name) for name in SYNCED}
    page = draw(browser, tmp_path, "both_keep_every_card", traits, width)
    kept = [page.locator(".tc-kept").nth(index) for index in (0, 1)]
    boxes = [each.bounding_box() for each in kept]
    assert [each.inner_text() for each in kept] == [
        "player 1 keeps every card",
        "player 0 keeps every card",
    ]
    assert boxes[0] is not None and boxes[1] is not None and not overlap(boxes[0], boxes[1])
    font = page.evaluate(
        "parseFloat(getComputedStyle(document.querySelector('.tc-kept')).fontSize)"
    )
    assert all(each["height"] < 2 * font for each in boxes), boxes  # one line each
