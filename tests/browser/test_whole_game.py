"""A whole game in JupyterLab, every move a click: long, so marked slow (``pytest -m slow``).

It once had to be a module of its own, as Playwright's sync API drives one browser per thread
and the lab tests kept theirs open for their whole module; now every test of a worker shares the
session's browser (the ``chromium`` fixture), so it opens its page there like the others."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.jupyter import SCREENSHOTS, Lab, kernel_id, lab_page
from tests.browser.test_lab import EXAMPLE, make_one_move


@pytest.mark.slow
def test_a_whole_game_played_by_clicking(jupyter: Lab, chromium: Any) -> None:
    """From the first deal to a goal, every move a click; a picture of each round."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    with lab_page(jupyter, chromium, EXAMPLE) as page:
        rounds_seen: list[str] = []
        for _ in range(600):
            status = page.inner_text('[data-tc="phase"]')
            if "Game over" in status:
                break
            round_label = status.split(":")[0].strip()
            if round_label not in rounds_seen:
                rounds_seen.append(round_label)
                shot = SCREENSHOTS / f"game-round-{len(rounds_seen)}.png"
                page.query_selector(".tc-root").screenshot(path=str(shot))
            make_one_move(page)
        assert "Game over" in page.inner_text('[data-tc="phase"]')
        printed = page.lab.run_in_kernel(
            kernel_id(page),
            "print(w.state.is_over, w.state.winner, w.state.round, w.state.position)",
        )
        over, winner, last_round, goal = printed.split()
        assert over == "True" and winner in ("0", "1") and goal == ("-1" if winner == "0" else "7")
        page.wait_for_selector(f'.tc-goal [data-tc="tacocat"][data-space="{goal}"]')
        banner = page.query_selector('[data-tc="banner"][data-kind="game"]')
        assert banner is not None and f"player {winner}" in banner.inner_text().lower() + (
            " player 0" if "You win" in banner.inner_text() else ""
        )
        assert len(page.query_selector_all('[data-tc="showdown"] [data-card]')) == 2
        page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "game-over.png"))
        assert len(rounds_seen) == int(last_round) >= 2
