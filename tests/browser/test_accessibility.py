"""The board for every player: axe-core finds nothing wrong on the table in any situation the page
fixtures hold, at a wide and a narrow width."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tacocat_widget.page.built_page import WIDGET_CSS, WIDGET_JS, require
from tests.browser.axe import axe_findings
from tests.browser.table_pages import WIDTHS, draw, situations

# axe cannot work out a text's contrast over the felt's gradient and the cards' shading, and says
# so for each; a contrast test of the real colours is separate work, so these are left out here.
UNDECIDED_BY_DESIGN = ("color-contrast ",)


@pytest.mark.parametrize("width", WIDTHS)
def test_axe_finds_no_violation_in_any_situation(chromium: Any, tmp_path: Path, width: int) -> None:
    require(WIDGET_JS, WIDGET_CSS)
    found: dict[str, list[str]] = {}
    for name, traits in situations().items():
        page = draw(chromium, tmp_path, name, traits, width)
        if name == "a_long_round":
            page.locator('[data-tc="log"] summary').click()  # the log open, scrolling
        findings = axe_findings(page)
        undecided = [
            item for item in findings["incomplete"] if not item.startswith(UNDECIDED_BY_DESIGN)
        ]
        if findings["violations"] or undecided:
            found[name] = findings["violations"] + undecided
        page.close()
    assert found == {}, "\n".join(
        f"{name}: {item}" for name, items in found.items() for item in items
    )
