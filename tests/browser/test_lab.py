"""Real clicks in JupyterLab in headless Chromium: play a round, then ask the kernel."""

from __future__ import annotations

from typing import Any

import pytest

from tacocat_widget.agents import LEVEL_NAMES
from tests.browser.jupyter import (
    SCREENSHOTS,
    Lab,
    click_and_wait,
    in_kernel,
    kernel_id,
    lab_page,
)
from tests.paths import ROOT

EXAMPLE = ROOT / "examples" / "play.ipynb"


def timeline_value(page: Any) -> int:
    return int(page.eval_on_selector('[data-tc="timeline"]', "el => el.value"))


def make_one_move(page: Any) -> None:
    """Whatever the phase asks: keep all cards, or select the first allowed card and play it."""
    phase = page.inner_text('[data-tc="phase"]')
    sacrifice = page.query_selector('[data-tc="sacrifice"]:not([disabled])')
    if "replace" in phase:
        click_and_wait(page, '[data-tc="play"]')
    elif sacrifice is not None and "answer" in phase:
        click_and_wait(page, '[data-tc="sacrifice"]')
    else:
        page.click('[data-hand="0"] [data-card][data-disabled="false"]')
        assert page.query_selector('[data-hand="0"] [data-selected="true"]')
        click_and_wait(page, '[data-tc="play"]:not([disabled])')


@pytest.fixture(scope="module", params=["JupyterLab Light", "JupyterLab Dark"])
def lab(request: pytest.FixtureRequest, jupyter: Lab, chromium: Any) -> Any:
    """The example notebook, run in JupyterLab with the given theme."""
    with lab_page(jupyter, chromium, EXAMPLE, request.param) as page:
        page.theme = request.param
        yield page


def test_a_whole_round_played_by_clicking(lab: Any) -> None:
    page = lab
    for _ in range(40):
        if "Round 1" not in page.inner_text('[data-tc="phase"]'):
            break
        make_one_move(page)
    status = page.inner_text('[data-tc="phase"]')
    assert "Round 2" in status or "Game over" in status
    printed = page.lab.run_in_kernel(
        kernel_id(page), "print(w.state.round, w.cursor, len(w.history), w.view_state['cursor'])"
    )
    round_number, cursor, length, synced = map(int, printed.split())
    assert round_number == 2 and cursor == length - 1 == synced == timeline_value(page)


def test_the_opponents_hand_is_nowhere_in_the_page(lab: Any) -> None:
    page = lab
    hidden = page.lab.run_in_kernel(kernel_id(page), "print(*w.state.hands[1])").split()
    face_down = page.eval_on_selector_all(
        '[data-hand="1"] [data-card]', "cards => cards.map(c => c.outerHTML)"
    )
    assert len(face_down) == len(hidden)
    assert all('data-card="?"' in card and ">?<" not in card for card in face_down)
    opponent_text = page.inner_text('[data-hand="1"] .tc-cards')
    assert not any(value in opponent_text for value in hidden)


def test_the_timeline_moves_the_python_cursor(lab: Any) -> None:
    page = lab
    while in_kernel(page, "len(w.history)") < 3:  # run alone, or on a fresh board: play first
        make_one_move(page)
    page.eval_on_selector(
        '[data-tc="timeline"]',
        "el => { el.value = '1'; el.dispatchEvent(new Event('change', {bubbles: true})); }",
    )
    page.wait_for_function(
        "() => document.querySelector('.tc-timeline span').textContent.startsWith('Move 2 next')"
    )
    assert page.lab.run_in_kernel(kernel_id(page), "print(w.cursor)").strip() == "1"


def test_a_screenshot_of_the_board_follows_the_theme(lab: Any) -> None:
    dark = "Dark" in lab.theme
    background = lab.eval_on_selector(".tc-root", "el => getComputedStyle(el).backgroundColor")
    channels = [int(part) for part in background[background.index("(") + 1 : -1].split(",")[:3]]
    assert (sum(channels) < 200) == dark, background
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shot = SCREENSHOTS / ("board-dark.png" if dark else "board-light.png")
    lab.wait_for_selector(".tc-root:not([data-playing]), .tc-root[data-held]")
    lab.query_selector(".tc-root").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000


def test_the_opponent_is_picked_in_the_page_before_a_game_not_during_it(lab: Any) -> None:
    page = lab
    if in_kernel(page, "len(w.history)") == 1 or in_kernel(page, "w.state.is_over"):
        page.lab.run_in_kernel(kernel_id(page), "w.new_game()")  # run alone: start a game first
        page.wait_for_selector('[data-tc="level-1"]:not([disabled])')
        make_one_move(page)
    level = page.query_selector('[data-tc="level-1"]')
    assert level is not None and level.is_disabled()
    assert "finish this game" in page.get_attribute(".tc-level", "title")
    page.lab.run_in_kernel(kernel_id(page), "w.new_game()")
    page.wait_for_selector('[data-tc="level-1"]:not([disabled])')
    offered = page.eval_on_selector_all('[data-tc="level-1"] option', "os => os.map(o => o.value)")
    assert offered == ["", *LEVEL_NAMES]  # the heuristic is no level: it shows, not offered
    page.select_option('[data-tc="level-1"]', "club")
    # The list shows "club" as soon as it is picked; only Python's answer marks it selected.
    page.wait_for_selector(
        '[data-tc="level-1"] option[value="club"][selected]', state="attached", timeout=20_000
    )
    assert in_kernel(page, "w.session.seat_names()") == ["human", "club"]
    make_one_move(page)  # the game goes on against the club level
    assert in_kernel(page, "w.players[1].iterations") == 350
    assert page.query_selector('[data-tc="level-1"]').is_disabled()
