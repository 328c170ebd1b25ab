"""Real clicks in JupyterLab: a game review runs in the background while the page takes clicks.

A game against the heuristic agent, some moves clicked; then **Review game**.
While the review runs the player goes on clicking moves; when it ends, the
page shows the win-chance graph, whose points and mark buttons move the
timeline.
"""

from __future__ import annotations

from typing import Any

from tests.browser.jupyter import SCREENSHOTS, cells_fixture, in_kernel, timeline_value

NOTEBOOK_CELLS = [
    """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("human", "heuristic"), seed=12, view=0)
w.speed = 0
w"""
]
IDLE = "() => !document.querySelector('[data-tc=\"thinking\"], .tc-root[data-playing]')"


lab = cells_fixture("review", NOTEBOOK_CELLS)


def click_a_move(page: Any) -> None:
    """Keep all cards, play the first card that may be played, or sacrifice; the agent answers."""
    page.wait_for_function(IDLE)
    start = timeline_value(page)
    playable = page.query_selector('[data-hand="0"] [data-card][data-disabled="false"]')
    if "replace" in page.inner_text('[data-tc="phase"]'):
        page.click('[data-tc="play"]')
    elif playable is None:
        page.click('[data-tc="sacrifice"]')  # no card answers the attack
    else:
        playable.click()
        page.click('[data-tc="play"]:not([disabled])')
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) > {start}"
    )
    page.wait_for_function(IDLE)


def test_a_review_runs_while_the_player_clicks_and_then_shows_the_graph(lab: Any) -> None:
    page = lab
    for _ in range(8):
        click_a_move(page)
    reviewed = in_kernel(page, "len(w.session.actions)")
    page.click('[data-tc="review"]')
    page.wait_for_selector('[data-tc="review-progress"]')
    click_a_move(page)  # the page still answers while the review runs
    running = "w.session.study.review_job.done < w.session.study.review_job.total"
    assert in_kernel(page, running), "the review ran on"
    assert in_kernel(page, "len(w.session.actions)") > reviewed
    page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "review-running.png"))

    page.wait_for_selector('[data-tc="review-progress"]', state="detached", timeout=120_000)
    chart = page.wait_for_selector('[data-tc="winchart"]')
    points = chart.query_selector_all('[data-tc="point"]')
    assert len(points) == len(in_kernel(page, "w.review_state['points']")) > 0
    assert in_kernel(page, "w.review_state['done']") == reviewed
    page.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "review.png"))

    points[2].click()
    step = int(points[2].get_attribute("data-step"))
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) === {step + 1}"
    )
    assert in_kernel(page, "w.cursor") == step + 1
    marked = [p["step"] for p in in_kernel(page, "w.review_state['points']") if p["mark"]]
    if marked:
        button = "prev-mark" if marked[0] < step + 1 else "next-mark"
        page.click(f'[data-tc="{button}"]')
        page.wait_for_function(
            "steps => steps.includes(Number(document.querySelector('[data-tc=timeline]').value))",
            arg=marked,
        )
        assert in_kernel(page, "w.cursor") in marked
    assert in_kernel(page, "w.error") == ""
