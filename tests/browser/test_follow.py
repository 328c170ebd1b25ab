"""Real clicks in JupyterLab: agents' answers are played back, and rounds end on the table.

One game against the heuristic agent, a click at a time. After each click the
page plays the agent's moves back at ``w.speed``; pictures of the playback
through one showdown are saved as a sequence of frames
(``tests/screenshots/round/``), with a picture of the showdown itself.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from tacocat_widget.page.view import ANALYSED_MOVES_SHOWN
from tests.browser.jupyter import (
    SCREENSHOTS,
    SETTLED,
    cells_fixture,
    in_kernel,
    kernel_id,
    timeline_value,
)

NOTEBOOK_CELLS = [
    """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=11)
w""",
    """from tacocat_widget.engine import Rules, new_game

hands = [1, 2, 3, 7, 9, 10, 11], [4, 5, 6, 7, 8, 12, 12]  # both hold a 7: a duel to tie
rest = list(Rules().cards())
for card in hands[0] + hands[1]:
    rest.remove(card)
tie = TacocatWidget(players=("human", "human"), state=new_game(deck=[*hands[0], *hands[1], *rest]))
tie""",
]
PLAYING = ".tc-root[data-playing]"


lab = cells_fixture("follow", NOTEBOOK_CELLS)


def test_a_tied_duel_says_so_and_is_dueled_again(lab: Any) -> None:
    board = lab.locator(".tc-root").nth(1)  # the hot-seat game of the second cell
    for player in (0, 1):  # both keep their cards
        board.locator('[data-tc="play"]').click()
        board.locator(f'[data-hand="{1 - player}"] [data-index]').first.wait_for()
    for player in (0, 1):  # both duel a 7
        board.locator(f'[data-hand="{player}"] [data-card="7"]').click()
        board.locator('[data-tc="play"]:not([disabled])').click()
    tie = board.locator('[data-tc="tie"]')
    tie.wait_for(timeout=10_000)
    assert "Tie: both dueled 7, duel again" in tie.inner_text()
    assert "duel" in board.locator('[data-tc="phase"]').inner_text()
    printed = lab.lab.run_in_kernel(kernel_id(lab), "print(tie.state.phase, len(tie.history))")
    assert printed.split() == ["duel", "5"]


def test_analyse_shows_every_moves_win_chance_for_the_human_to_move(lab: Any) -> None:
    page = lab
    page.wait_for_function(SETTLED)
    page.click('[data-tc="analyse"]')
    panel = page.wait_for_selector('[data-tc="analysis"]', timeout=20_000)
    rows = panel.query_selector_all("tbody tr")
    legal = in_kernel(page, "len(w.state.legal_actions())")
    assert len(rows) == min(legal, ANALYSED_MOVES_SHOWN) and rows[0].inner_text().startswith("★")
    if legal > ANALYSED_MOVES_SHOWN:
        assert f"and {legal - ANALYSED_MOVES_SHOWN} more moves" in panel.inner_text()
    best = in_kernel(page, "str(w.analyse().best.action)")
    assert rows[0].get_attribute("data-action") == best
    assert "game win chance" in panel.inner_text()
    page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "analysis.png"))


def click_a_move(page: Any) -> None:
    """Whatever the phase asks: keep all cards, or play the first card that may be played."""
    page.wait_for_function(SETTLED)
    phase = page.inner_text('[data-tc="phase"]')
    if "replace" in phase:
        page.click('[data-tc="play"]')
        return
    page.click('[data-hand="0"] [data-card][data-disabled="false"]')
    page.click('[data-tc="play"]:not([disabled])')


def film_the_playback(page: Any, folder: Path) -> list[dict[str, Any]]:
    """A picture of each board shown until the playback ends, and what each showed."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("frame-*.png"):
        old.unlink()
    seen, last_picture, saved = [], b"", 0
    for _ in range(200):
        shown = page.evaluate(
            """() => ({
              playing: Boolean(document.querySelector('.tc-root[data-playing]')),
              status: document.querySelector('[data-tc="phase"]').textContent,
              showdown: [...document.querySelectorAll('[data-tc="showdown"] [data-card]')]
                .sort((a, b) => a.dataset.player - b.dataset.player)
                .map((card) => Number(card.dataset.card)),
              banner: document.querySelector('[data-tc="banner"]')?.dataset.kind ?? null,
              bannerText: document.querySelector('[data-tc="banner"]')?.textContent ?? null,
            })"""
        )
        picture = page.query_selector(".tc-root").screenshot()
        if picture != last_picture:  # one picture per distinct board
            (folder / f"frame-{saved:02d}.png").write_bytes(picture)
            last_picture, saved = picture, saved + 1
        seen.append(shown)
        if not shown["playing"]:
            break
        time.sleep(0.15)
    return seen


def test_agents_answers_and_a_showdown_are_played_back_on_the_table(lab: Any) -> None:
    page = lab
    for _ in range(60):
        rounds_before = in_kernel(page, "w.state.round")
        start = timeline_value(page)
        click_a_move(page)
        page.wait_for_function(
            f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > {start}"
        )
        seen = film_the_playback(page, SCREENSHOTS / "round")
        played_back = len({shown["status"] for shown in seen}) > 1  # agents' moves, one by one
        if in_kernel(page, "w.state.round") > rounds_before and played_back:
            break
        assert not in_kernel(page, "w.state.is_over"), "the game ended before a round was filmed"
    else:
        pytest.fail("no round ended in 60 clicks")
    last = in_kernel(page, "w.state.last_round.to_dict()")
    showdowns = [shown for shown in seen if shown["showdown"]]
    assert showdowns, "the showdown was never on the table"
    assert showdowns[0]["showdown"] == last["showdown"]
    assert showdowns[0]["banner"] == "round" and "Tacocat" in showdowns[0]["bannerText"]
    page.wait_for_function(SETTLED)
    page.wait_for_selector(f'[data-tc="tacocat"][data-space="{last["moved_to"]}"]', timeout=10_000)
    assert in_kernel(page, "w.state.position") == last["moved_to"]
    covered = page.get_attribute(f'.tc-space[data-space="{last["moved_from"]}"]', "data-covered")
    assert covered == "true" or last["winner"] is None
    if page.query_selector('[data-tc="showdown"]'):
        page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "showdown.png"))


def test_a_click_during_the_playback_finishes_it_and_counts_once(lab: Any) -> None:
    page = lab
    page.lab.run_in_kernel(kernel_id(page), "w.speed = 3.0")
    try:
        for _ in range(40):
            start = timeline_value(page)
            click_a_move(page)
            page.wait_for_function(
                f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > {start}"
            )
            if page.query_selector(PLAYING):
                break
            assert not in_kernel(page, "w.state.is_over"), "the game ended before an agent answered"
        else:
            pytest.fail("no click was answered by a playback")
        moves = in_kernel(page, "w.cursor")
        page.click('[data-hand="0"] [data-index="0"]', force=True)
        assert page.query_selector(PLAYING) is None, "the click finished the playback"
        selected = page.query_selector_all('[data-hand="0"] [data-selected="true"]')
        time.sleep(0.5)
        assert len(selected) == 1 and in_kernel(page, "w.cursor") == moves
        assert timeline_value(page) == moves
    finally:
        page.lab.run_in_kernel(kernel_id(page), "w.speed = 0.6")


OVERFLOW = "el => el.scrollWidth - el.clientWidth"
# What sticks out past the board's right edge, to name in a failure.
STICKING_OUT = """el => {
  const edge = el.getBoundingClientRect().right + 1;
  return [...el.querySelectorAll("*")]
    .filter((node) => node.getBoundingClientRect().right > edge)
    .map((node) => `${node.parentElement?.className} > ${node.tagName}: ${node.textContent}`);
}"""


def test_a_narrow_cell_and_the_keyboard_still_play(lab: Any) -> None:
    page = lab
    page.wait_for_function(SETTLED)
    page.set_viewport_size({"width": 640, "height": 1100})
    try:
        root = page.locator(".tc-root").first
        # JupyterLab lays its cells out again after the resize, later on a busy machine.
        deadline = time.monotonic() + 10
        while root.evaluate(OVERFLOW) > 1 and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        assert root.evaluate(OVERFLOW) <= 1, f"the board overflows: {root.evaluate(STICKING_OUT)}"
        box, track = root.bounding_box(), root.locator(".tc-track").bounding_box()
        assert box and track and track["x"] + track["width"] <= box["x"] + box["width"] + 1
        root.screenshot(path=str(SCREENSHOTS / "board-narrow.png"))
        start = timeline_value(page)
        root.locator('[data-hand="0"] [data-disabled="false"]').first.focus()
        if root.locator('[data-selected="true"]').count() == 0:
            page.keyboard.press("Space")  # selects the focused card
        page.keyboard.press("Enter")  # plays the selection
        page.wait_for_function(
            f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > {start}"
        )
        assert root.locator('[data-tc="error"]:not([hidden])').count() == 0
    finally:
        page.set_viewport_size({"width": 1000, "height": 1100})
