"""In a real browser, what the user opened stays open while the game moves on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser import lab_page, require_a_browser
from test_browser import SCREENSHOTS, make_one_move

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "play.ipynb"
LOG_AT_ITS_END = """() => {
  const list = document.querySelector('[data-tc="log"] ol');
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
}"""

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Any:
    require_a_browser()
    with lab_page(tmp_path_factory.mktemp("lab"), EXAMPLE) as page:
        yield page


def test_the_opened_log_stays_open_and_follows_the_newest_line(lab: Any) -> None:
    lab.click('[data-tc="log"] > summary')
    for _ in range(6):  # enough moves for the log to scroll
        make_one_move(lab)
        assert lab.eval_on_selector('[data-tc="log"]', "el => el.open")
        assert lab.query_selector('[data-tc="thinking"]') is None
    assert lab.evaluate(LOG_AT_ITS_END)


def test_a_screenshot_with_the_log_open_and_a_card_selected(lab: Any) -> None:
    lab.click('[data-hand="0"] [data-card][data-disabled="false"]')
    assert lab.query_selector('[data-hand="0"] [data-selected="true"]')
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    shot = SCREENSHOTS / "board-log-open.png"
    lab.query_selector(".tc-root").screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
