"""Real clicks on the agents' example: Step fills the inspector, autoplay plays on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.jupyter import AGENTS_EXAMPLE, Lab, kernel_id, opened


@pytest.fixture(scope="module")
def lab(jupyter: Lab, chromium: Any) -> Any:
    yield from opened(jupyter, chromium, AGENTS_EXAMPLE)


def test_step_makes_one_decision_and_the_inspector_shows_it(lab: Any) -> None:
    before = int(lab.lab.run_in_kernel(kernel_id(lab), "print(w.cursor)"))
    lab.click('[data-tc="step"]')
    lab.wait_for_selector('[data-tc="inspector"] .tc-chosen', timeout=30_000)
    rows = lab.query_selector_all('[data-tc="inspector"] tbody tr')
    assert rows and "★" in lab.inner_text('[data-tc="inspector"] .tc-chosen')
    after = lab.lab.run_in_kernel(kernel_id(lab), "print(w.cursor, len(w.decisions))").split()
    assert int(after[0]) == before + 1 and int(after[1]) == before + 1


def test_autoplay_plays_on_until_paused(lab: Any) -> None:
    start = int(lab.eval_on_selector('[data-tc="timeline"]', "el => el.value"))
    lab.click('[data-tc="autoplay"]')
    lab.wait_for_function(
        f"() => Number(document.querySelector('[data-tc=\"timeline\"]').value) >= {start + 2}",
        timeout=30_000,
    )
    lab.click('[data-tc="autoplay"]')  # pause
    assert lab.inner_text('[data-tc="autoplay"]') == "Autoplay"
