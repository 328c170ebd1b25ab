"""A replay file in headless Chromium with the network blocked: it opens, and its timeline moves."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from browser import CHROMIUM, CHROMIUM_FLAGS, SCREENSHOTS, require_a_browser

from tacocat_widget import TacocatWidget

pytestmark = pytest.mark.browser
LOCAL = ("file:", "blob:", "data:")


def test_a_replay_file_plays_offline(tmp_path: Path) -> None:
    require_a_browser()
    from playwright.sync_api import sync_playwright

    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    chooser = random.Random(3)
    while len(widget.history) < 25:
        if widget.state.to_move == 0:
            widget.play(chooser.choice(widget.state.legal_actions()))
        else:
            widget.step()
    widget.review(iterations=200, wait=True)
    path = widget.save_html(tmp_path / "game.html", view=0)
    moves = len(widget.history) - 1
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
        )
        context = browser.new_context(viewport={"width": 800, "height": 1000})
        asked: list[str] = []

        def only_local(route: Any) -> None:
            asked.append(route.request.url)
            local = route.request.url.startswith(LOCAL)
            route.continue_() if local else route.abort()

        context.route("**/*", only_local)
        page = context.new_page()
        failures: list[str] = []
        page.on("pageerror", lambda error: failures.append(str(error)))
        page.goto(path.as_uri())
        page.wait_for_selector('[data-tc="phase"]', timeout=15_000)
        counter = ".tc-timeline-moves span"
        assert page.inner_text(counter) == f"Move {moves} of {moves}"
        assert page.query_selector('[data-tc="play"]') is None  # a replay only looks back
        assert page.is_visible('[data-tc="winchart"]')  # the review came with the game
        assert not page.is_visible('[data-tc="review"]')  # reviewing again needs Python
        page.click('[data-tc="prev-mistake"]')
        page.wait_for_function(
            f"() => document.querySelector('{counter}').textContent !== 'Move {moves} of {moves}'"
        )
        page.eval_on_selector(
            '[data-tc="timeline"]',
            "el => { el.value = 4; el.dispatchEvent(new Event('change', {bubbles: true})); }",
        )
        page.wait_for_function(
            f"() => document.querySelector('{counter}').textContent === 'Move 4 of {moves}'"
        )
        assert page.inner_text('[data-tc="phase"]').startswith("Round 1")
        assert page.query_selector('[data-hand="1"] [data-card="?"]')  # a hidden hand, face down
        page.wait_for_timeout(1500)  # the cards' arrival, then the picture
        page.query_selector("body").screenshot(path=str(SCREENSHOTS / "replay.png"))
        browser.close()
    assert failures == []
    assert [url for url in asked if not url.startswith(LOCAL)] == []


@pytest.mark.parametrize(
    ("saved_state", "template"), [(False, "lab"), (True, "tacocat")], ids=["unsaved", "template"]
)
def test_an_exported_notebook_shows_the_board_offline(
    tmp_path: Path, saved_state: bool, template: str
) -> None:
    require_a_browser()
    from playwright.sync_api import sync_playwright
    from test_export import exported_notebook

    path = exported_notebook(tmp_path, saved_state, template)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_FLAGS
        )
        context = browser.new_context(viewport={"width": 900, "height": 700})
        context.route(
            "**/*",
            lambda route: (
                route.continue_() if route.request.url.startswith(LOCAL) else route.abort()
            ),
        )
        page = context.new_page()
        page.goto(path.as_uri())
        board = page.get_by_text("player 0's view", exact=False).first
        board.wait_for(state="visible", timeout=15_000)
        on_screen = (
            "el => { const box = el.getBoundingClientRect();"
            " return box.width > 0 && box.right <= innerWidth; }"
        )
        assert page.get_by_text("YAY").first.evaluate(on_screen)
        page.screenshot(path=str(SCREENSHOTS / f"exported-notebook-{template}.png"))
        if template == "tacocat":  # where the live board renders, the picture steps aside
            page.eval_on_selector(
                ".jupyter-widgets", "el => el.prepend(document.createElement('div'))"
            )
            assert not page.get_by_text("YAY").first.is_visible()
        browser.close()
