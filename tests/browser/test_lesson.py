"""The lesson notebook in front of a class: nothing on the board answers a question before the
student does, and the answer comes once they have moved."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS, SETTLED, Lab, lab_page
from tests.paths import ROOT

HELP = ["hint", "analyse"]


@pytest.fixture(scope="module")
def lesson(jupyter: Lab, chromium: Any) -> Iterator[Any]:
    with lab_page(jupyter, chromium, ROOT / "examples" / "lesson.ipynb") as page:
        yield page


def offered(board: Any) -> list[str]:
    return [tc for tc in HELP if board.locator(f'[data-tc="{tc}"]').count()]


def test_the_question_waits_with_no_help_then_the_answer_brings_it(lesson: Any) -> None:
    from playwright.sync_api import expect

    lesson.wait_for_function(SETTLED)
    board = lesson.locator(".tc-root").first
    board.scroll_into_view_if_needed()
    assert "Find the best move." in str(board.locator('[data-tc="quiz"]').text_content())
    assert offered(board) == []
    # The teacher's check under the board keeps its answer until the board has one.
    # Run-all may still be running the cell under the board: wait for its output, not a moment.
    expect(lesson.locator(".jp-OutputArea-output").nth(1)).to_contain_text(
        "Answer on the board first", timeout=60_000
    )
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    board.screenshot(path=str(SCREENSHOTS / "lesson-asking.png"))
    board.locator('[data-tc="sacrifice"]').click()  # the tempting wrong answer
    board.locator('[data-tc="quiz-result"]').wait_for()
    lesson.wait_for_function(SETTLED)
    assert "You played sacrifice" in str(board.locator('[data-tc="quiz-result"]').text_content())
    assert offered(board) == HELP
    board.screenshot(path=str(SCREENSHOTS / "lesson-answered.png"))
