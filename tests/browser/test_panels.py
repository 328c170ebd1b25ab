"""In a real browser, what the user opened (or closed) stays so while the agents play on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.jupyter import AGENTS_EXAMPLE, SCREENSHOTS, Lab, click_and_wait, opened

LOG_AT_ITS_END = """() => {
  const list = document.querySelector('[data-tc="log"] ol');
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
}"""


@pytest.fixture(scope="module")
def lab(jupyter: Lab, chromium: Any) -> Any:
    """The agents' example, seen by all: every decision shows in the inspector."""
    yield from opened(jupyter, chromium, AGENTS_EXAMPLE)


def step_and_wait(page: Any) -> None:
    """Click Step, wait for the board to move on, and find the page no longer thinking."""
    click_and_wait(page, '[data-tc="step"]')
    assert page.query_selector('[data-tc="thinking"]') is None


def is_open(page: Any, panel: str) -> bool:
    return bool(page.eval_on_selector(f'[data-tc="{panel}"]', "el => el.open"))


def test_the_opened_log_stays_open_and_follows_the_newest_line(lab: Any) -> None:
    lab.add_style_tag(content=".tc-log { max-height: 40px; }")  # a box two lines high scrolls soon
    lab.click('[data-tc="log"] > summary')
    for _ in range(6):
        step_and_wait(lab)
        assert is_open(lab, "log")
        assert lab.evaluate(LOG_AT_ITS_END)
    assert lab.eval_on_selector('[data-tc="log"] ol', "el => el.scrollHeight > el.clientHeight")
    lab.add_style_tag(content=".tc-log { max-height: 180px; }")


def test_the_inspector_opens_once_then_stays_as_the_user_left_it(lab: Any) -> None:
    assert is_open(lab, "inspector")
    lab.click('[data-tc="inspector"] > summary')
    step_and_wait(lab)
    assert not is_open(lab, "inspector")
    lab.click('[data-tc="inspector"] > summary')
    step_and_wait(lab)
    assert is_open(lab, "inspector") and is_open(lab, "log")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shot = SCREENSHOTS / "board-panels-open.png"
    lab.query_selector(".tc-root").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
