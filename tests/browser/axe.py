"""axe-core, the accessibility engine (from npm, in the page's dev dependencies), run on a page.

Its rules are WCAG 2.0, 2.1 and 2.2, levels A and AA, and its best practices. axe reports what it
finds broken (violations) and what it could not decide (incomplete, "needs review").
"""

from __future__ import annotations

from typing import Any

from tests.paths import ROOT

AXE = ROOT / "js" / "node_modules" / "axe-core" / "axe.min.js"
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

RUN = """async ({root, rules}) => {
  const result = await axe.run(document.querySelector(root), {runOnly: rules});
  const found = (items) => items.flatMap((item) => item.nodes.map((node) => `${item.id}`
    + ` (${item.impact}) at ${node.target.join(" ")}: ${node.failureSummary ?? item.help}`));
  return {violations: found(result.violations), incomplete: found(result.incomplete)};
}"""


def axe_findings(page: Any, root: str = ".tc-root") -> dict[str, list[str]]:
    """What axe finds in ``root`` on ``page``: its violations and the items it left undecided."""
    assert AXE.is_file(), f"{AXE} is missing: install the page's dependencies (npm ci in js/)"
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN, {"root": root, "rules": RULES})  # type: ignore[no-any-return]
