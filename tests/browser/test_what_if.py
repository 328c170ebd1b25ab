"""Real clicks in JupyterLab on a game between two agents: a teacher tries a move for the agent
to move, by its cards or from a row of the analysis, and no agent answers it."""

from __future__ import annotations

from typing import Any

from tests.browser.jupyter import SCREENSHOTS, SETTLED, cells_fixture, click_and_wait, in_kernel

lab = cells_fixture(
    "what_if",
    [
        """from tacocat_widget import TacocatWidget

w = TacocatWidget(players=("heuristic", "planner"), seed=4)
w.speed = 0
w"""
    ],
)


def test_a_teacher_plays_the_agents_moves_by_hand_and_from_the_analysis(lab: Any) -> None:
    lab.wait_for_function(SETTLED)
    assert lab.is_visible('[data-tc="step"]')  # the agents may still play on their own
    click_and_wait(lab, '[data-tc="play"]')  # the heuristic's replace, tried: keep every card
    assert in_kernel(lab, "[w.cursor, len(w.decisions), str(w.session.actions[0])]") == [
        1,
        0,
        "replace none",
    ]
    lab.click('[data-tc="analyse"]')  # the planner's move, judged, then played from a row
    lab.wait_for_selector('[data-tc="play-move"]', timeout=60_000)
    move = lab.get_attribute('[data-tc="analysis"] tbody tr', "data-action")
    click_and_wait(lab, '[data-tc="play-move"]')
    assert in_kernel(lab, "[w.cursor, len(w.decisions), str(w.session.actions[1])]") == [
        2,
        0,
        move,
    ]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    lab.query_selector(".tc-root").screenshot(path=str(SCREENSHOTS / "what-if.png"))
    click_and_wait(lab, '[data-tc="step"]')  # an agent plays on only when asked
    assert in_kernel(lab, "len(w.decisions)") == 1
