"""Real clicks in JupyterLab against an agent that raises: the page says so and stays in step."""

from __future__ import annotations

from typing import Any

from tests.browser.jupyter import cells_fixture, kernel_id, timeline_value

NOTEBOOK_CELLS = [
    """from tacocat_widget import TacocatWidget
from tacocat_widget.agents import Agent


class Broken(Agent):
    name = "broken"

    def decide(self, observation):
        raise RuntimeError("this agent is broken")


w = TacocatWidget(players=("human", Broken(seed=0)), seed=3)
w""",
]
SHOWN_ERROR = '[data-tc="error"]:not([hidden])'


lab = cells_fixture("broken_agent", NOTEBOOK_CELLS)


def wait_until_the_page_has_answered(page: Any) -> None:
    """The error is shown and nothing is left thinking."""
    page.wait_for_function(
        f"() => document.querySelector('{SHOWN_ERROR}')"
        " && !document.querySelector('[data-tc=\"thinking\"]')",
        timeout=30_000,
    )


def kernel_cursor(page: Any) -> int:
    return int(page.lab.run_in_kernel(kernel_id(page), "print(w.cursor)"))


def test_a_raising_agent_after_a_click_shows_its_error_and_the_board_follows(lab: Any) -> None:
    lab.click('[data-tc="play"]')  # keep every card: the agent must answer, and raises
    wait_until_the_page_has_answered(lab)
    assert "RuntimeError" in lab.inner_text(SHOWN_ERROR)
    assert kernel_cursor(lab) == timeline_value(lab) == 1


def test_the_same_error_again_still_ends_the_thinking(lab: Any) -> None:
    revision = lab.lab.run_in_kernel(kernel_id(lab), "print(w.view_state['revision'])")
    lab.click('[data-tc="step"]')  # the same agent, the same error text
    lab.wait_for_function("() => !document.querySelector('[data-tc=\"thinking\"]')", timeout=30_000)
    after = lab.lab.run_in_kernel(kernel_id(lab), "print(w.view_state['revision'])")
    assert int(after) > int(revision)
    assert "RuntimeError" in lab.inner_text(SHOWN_ERROR)
    assert kernel_cursor(lab) == timeline_value(lab) == 1
