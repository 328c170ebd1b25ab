"""A replay file in headless Chromium with the network blocked: it opens, and its timeline moves."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.page.panels.timeline import timeline
from tests.browser.jupyter import SCREENSHOTS, wait_until_still

LOCAL = ("file:", "blob:", "data:")


@contextmanager
def offline_page(
    chromium: Any, width: int, height: int
) -> Iterator[tuple[Any, list[str], list[str]]]:
    """A page in headless Chromium that may load only what its file holds.

    With it, every address the page asked for and every error it raised.
    """
    context = chromium.new_context(viewport={"width": width, "height": height})
    asked: list[str] = []
    failures: list[str] = []

    def only_local(route: Any) -> None:
        asked.append(route.request.url)
        route.continue_() if route.request.url.startswith(LOCAL) else route.abort()

    context.route("**/*", only_local)
    page = context.new_page()
    page.on("pageerror", lambda error: failures.append(str(error)))
    try:
        yield page, asked, failures
    finally:
        context.close()


def test_a_replay_file_plays_offline(chromium: Any, tmp_path: Path) -> None:

    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    chooser = random.Random(3)
    while len(widget.history) < 25:
        if widget.state.to_move == 0:
            widget.play(chooser.choice(widget.state.legal_actions()))
        else:
            widget.step()
    widget.review(iterations=400, wait=True)  # the size of search that marks move 2
    path = widget.save_html(tmp_path / "game.html", view=0)
    moves = len(widget.history) - 1
    with offline_page(chromium, 800, 1000) as (page, asked, failures):
        page.goto(path.as_uri())
        page.wait_for_selector('[data-tc="phase"]', timeout=15_000)
        counter = ".tc-timeline-moves span"
        at_the_end = timeline(moves, moves, widget.state.is_over)["words"]
        assert page.inner_text(counter) == at_the_end
        assert page.query_selector('[data-tc="play"]') is None  # a replay only looks back
        assert page.is_visible('[data-tc="winchart"]')  # the review came with the game
        assert not page.is_visible('[data-tc="review"]')  # reviewing again needs Python
        page.click('[data-tc="prev-mark"]')
        page.wait_for_function(
            f"() => document.querySelector('{counter}').textContent !== '{at_the_end}'"
        )
        at_move_5 = timeline(4, moves, over=False)["words"]
        page.eval_on_selector(
            '[data-tc="timeline"]',
            "el => { el.value = 4; el.dispatchEvent(new Event('change', {bubbles: true})); }",
        )
        page.wait_for_function(
            f"() => document.querySelector('{counter}').textContent === '{at_move_5}'"
        )
        assert page.inner_text('[data-tc="phase"]').startswith("Round 1")
        assert page.query_selector('[data-hand="1"] [data-card="?"]')  # a hidden hand, face down
        wait_until_still(page)  # the cards' arrival, then the picture
        page.query_selector("body").screenshot(path=str(SCREENSHOTS / "replay.png"))
    assert failures == []
    assert [url for url in asked if not url.startswith(LOCAL)] == []


def test_a_finished_games_replay_offers_nothing_that_needs_python(
    chromium: Any, tmp_path: Path
) -> None:
    """At game over the board offers a new game; a replay file has no kernel to deal one."""
    widget = TacocatWidget(players=("heuristic", "heuristic"), seed=5)
    widget.run("game")
    path = widget.save_html(tmp_path / "game.html", view=0)
    with offline_page(chromium, 800, 1000) as (page, _asked, failures):
        page.goto(path.as_uri())
        page.wait_for_selector('[data-tc="phase"]', timeout=15_000)
        assert page.inner_text('[data-tc="phase"]').startswith("Game over")
        shown = page.evaluate(
            """() => Array.from(document.querySelectorAll('button:not([disabled]), select'))
              .filter((element) => element.offsetParent !== null && !element.dataset.card)
              .map((element) => element.dataset.tc)"""
        )
        assert shown == ["replay"], shown  # only what moves the timeline
    assert failures == []


def test_replay_files_of_any_names_draw_offline_and_run_nothing(
    chromium: Any, tmp_path: Path
) -> None:
    from tests.page.test_replay import HOSTILE_NAMES, HOSTILE_REASON, hostile_game

    with offline_page(chromium, 800, 1000) as (page, asked, failures):
        for index, name in enumerate(HOSTILE_NAMES):
            path = hostile_game(name).save_html(tmp_path / f"named-{index}.html", view="all")
            page.goto(path.as_uri())
            page.wait_for_selector('[data-tc="phase"]', timeout=15_000)
            assert page.is_visible('[data-tc="timeline"]')
            assert len(page.query_selector_all("[data-hand] [data-card]")) > 0
            lines = page.eval_on_selector_all(
                '[data-tc="lines"] option', "all => all.map(o => o.text)"
            )
            assert lines[1].startswith(f"{name}: branches from Main line")  # the name, as text
            assert f"Player 1 · {name} · " in page.inner_text('[data-hand="1"]')
            reasons = page.eval_on_selector_all(
                '[data-tc="inspector"] [title]', "all => all.map(each => each.title)"
            )
            assert HOSTILE_REASON in reasons  # the agent's reasons, as text
            assert page.evaluate("window.__pwned") is None  # no name ran as a script
            assert page.evaluate("document.images.length") == 0  # nor became an element
            if "onerror" in name:
                wait_until_still(page)  # the cards' arrival
                page.query_selector("body").screenshot(path=str(SCREENSHOTS / "replay-names.png"))
    assert failures == []
    assert [url for url in asked if not url.startswith(LOCAL)] == []


@pytest.mark.parametrize(
    ("saved_state", "template"), [(False, "lab"), (True, "tacocat")], ids=["unsaved", "template"]
)
def test_an_exported_notebook_shows_the_board_offline(
    chromium: Any, tmp_path: Path, saved_state: bool, template: str
) -> None:
    from tests.page.test_export import exported_notebook

    path = exported_notebook(tmp_path, saved_state, template)
    with offline_page(chromium, 900, 700) as (page, _, _):
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
