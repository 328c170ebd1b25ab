"""Real clicks in JupyterLab: playing from the past starts a new line, and no line is lost unasked.

A game against the heuristic agent: a move, Undo, another move. The old line
stays in the line list; the user shows it again, names the new one, then
deletes it, which asks first. New game, which loses every line, asks first too.
"""

from __future__ import annotations

from typing import Any

from tacocat_widget.page.panels.timeline import timeline
from tests.browser.jupyter import SCREENSHOTS, SETTLED, cells_fixture, in_kernel

NOTEBOOK_CELLS = [
    """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=5, view=0)
w.speed = 0
w"""
]


lab = cells_fixture("lines", NOTEBOOK_CELLS)


def wait_for_cursor(page: Any, cursor: int) -> None:
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) === {cursor}"
    )
    page.wait_for_function(SETTLED)


def shows(page: Any, line: int, moves: str) -> None:
    """Wait for Python's answer: the line it shows, and the timeline's count."""
    page.wait_for_function(f"() => document.querySelector('.tc-lines[data-line=\"{line}\"]')")
    counts(page, moves)


def counts(page: Any, moves: str) -> None:
    """Wait for the timeline's count to read ``moves``."""
    page.wait_for_function(
        "text => document.querySelector('.tc-timeline-moves span').textContent === text", arg=moves
    )


def test_a_move_from_the_past_starts_a_line_and_the_old_one_stays(lab: Any) -> None:
    page = lab
    page.click('[data-tc="play"]')  # keep every card; the agent answers
    page.wait_for_function("() => !document.querySelector('[data-tc=\"thinking\"]')")
    main_moves = in_kernel(page, "len(w.history) - 1")
    assert main_moves >= 1 and page.query_selector('[data-tc="lines"]') is None
    page.click('[data-tc="undo"]')
    wait_for_cursor(page, 0)
    page.click('[data-hand="0"] [data-index="0"]')  # replace the lowest card instead
    page.click('[data-tc="play"]')
    lines = page.wait_for_selector('[data-tc="lines"]')
    options = [option.inner_text() for option in lines.query_selector_all("option")]
    assert options[0] == f"Main line ({main_moves} moves)"
    assert options[1].startswith("Line 2: branches from Main line at move 1")
    assert in_kernel(page, "[row['moves'] for row in w.lines]")[0] == main_moves
    line_moves = in_kernel(page, "len(w.history) - 1")
    page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "lines.png"))

    page.select_option('[data-tc="lines"]', "0")  # show the main line again
    shows(page, 0, timeline(0, main_moves, over=False)["words"])
    assert in_kernel(page, "w.session.line") == 0

    page.select_option('[data-tc="lines"]', "1")
    shows(page, 1, timeline(0, line_moves, over=False)["words"])
    page.click('[data-tc="rename-line"]')  # a teacher names the idea the line tries
    page.fill('[data-tc="line-name"]', "swap the low card")
    page.press('[data-tc="line-name"]', "Enter")
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-tc=\"lines\"] option')]"
        ".some(option => option.textContent.startsWith('swap the low card: branches'))"
    )
    assert in_kernel(page, "[row['name'] for row in w.lines]") == ["Main line", "swap the low card"]
    page.click('[data-tc="delete-line"]')
    assert "Delete “swap the low card”" in page.inner_text('[data-tc="delete-question"]')
    page.click('[data-tc="keep-line"]')
    assert len(in_kernel(page, "w.lines")) == 2
    page.click('[data-tc="delete-line"]')
    page.click('[data-tc="confirm-delete"]')
    page.wait_for_function("() => !document.querySelector('[data-tc=\"lines\"]')")
    assert in_kernel(page, "[row['name'] for row in w.lines]") == ["Main line"]
    assert in_kernel(page, "w.error") == ""


def test_new_game_asks_first_and_keep_playing_keeps_the_game(lab: Any) -> None:
    page = lab
    assert in_kernel(page, "w.new_game(seed=5) is not None")  # a fresh deal, from a cell
    counts(page, timeline(0, 0, over=False)["words"])
    page.click('[data-tc="play"]')  # keep every card; the agent answers
    page.wait_for_function("() => !document.querySelector('[data-tc=\"thinking\"]')")
    page.wait_for_function(SETTLED)
    game = "[repr(w.history[0]), len(w.history), w.lines]"
    before = in_kernel(page, game)
    moves = before[1] - 1
    assert moves >= 1

    page.click('.tc-controls [data-tc="new-game"]')
    question = page.wait_for_selector('[data-tc="new-game-question"]')
    assert question.inner_text() == (
        f"Start a new game? This game and its {moves} moves will be gone."
    )
    assert page.evaluate("document.activeElement.dataset.tc") == "new-game-keep"
    page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "new_game_question.png"))
    page.click('[data-tc="new-game-keep"]')
    page.wait_for_selector('[data-tc="new-game-question"]', state="detached")
    assert page.evaluate("document.activeElement.dataset.tc") == "new-game"
    page.click('.tc-controls [data-tc="new-game"]')
    page.wait_for_selector('[data-tc="new-game-question"]')
    page.keyboard.press("Escape")  # keeps, as Keep playing does
    page.wait_for_selector('[data-tc="new-game-question"]', state="detached")
    assert in_kernel(page, game) == before

    page.click('.tc-controls [data-tc="new-game"]')
    page.click('[data-tc="new-game-confirm"]')
    counts(page, timeline(0, 0, over=False)["words"])
    deal, length, lines = in_kernel(page, game)
    assert deal != before[0] and length == 1
    assert [(row["name"], row["moves"]) for row in lines] == [("Main line", 0)]
    assert in_kernel(page, "w.error") == ""
