"""The rules in the page are docs/rules.md's "At a glance", written into the page's source.

The rules panel holds the section's steps (``panels/rules.py``, checked against
the section here), and ``js/src/rules-text.js`` is generated from them and
checked in, so the page's "How to play" panel and the rules document cannot
drift apart. After changing the section, change the panel's steps to match,
write the file again and review the diff:

    python -m pytest tests/page/test_rules_text.py --update-rules
"""

from __future__ import annotations

import json
import re

from tacocat_widget.page.panels.rules import AT_A_GLANCE
from tests.generated import check_written
from tests.paths import JS, ROOT

RULES = ROOT / "docs" / "rules.md"
RULES_TEXT = JS / "src" / "rules-text.js"
STEP = re.compile(r"- \*\*(?P<name>[^*]+)\.\*\* (?P<text>.+)")
HEADER = """\
// The rules at a glance, as docs/rules.md's "At a glance" words them. Written from that section
// by tests/page/test_rules_text.py: do not edit. After changing the section, write it again:
//   python -m pytest tests/page/test_rules_text.py --update-rules
"""


def at_a_glance() -> list[tuple[str, str]]:
    """The section's steps: each bullet's bold name and its text."""
    section = (
        RULES.read_text(encoding="utf-8").split("\n## At a glance\n", 1)[1].split("\n## ", 1)[0]
    )
    bullets = [line for line in section.splitlines() if line.startswith("- ")]
    steps = [STEP.fullmatch(line) for line in bullets]
    assert all(steps), "each step of the section is one line: - **Name.** text"
    return [(step["name"], step["text"]) for step in steps if step]


def rules_text() -> str:
    rows = "".join(
        f"  [{json.dumps(name)}, {json.dumps(text, ensure_ascii=False)}],\n"
        for name, text in AT_A_GLANCE
    )
    steps = "/** Each step of the game: its name and what happens. @type {[string, string][]} */"
    return f"{HEADER}\n{steps}\nexport const AT_A_GLANCE = [\n{rows}];\n"


def test_the_page_shows_the_rules_documents_steps(update_rules: bool) -> None:
    check_written(
        RULES_TEXT,
        rules_text(),
        update_rules,
        'js/src/rules-text.js differs from docs/rules.md\'s "At a glance": '
        "python -m pytest tests/page/test_rules_text.py --update-rules",
    )


def test_the_rules_panel_words_the_steps_as_the_rules_document() -> None:
    assert list(AT_A_GLANCE) == at_a_glance(), (
        'tacocat_widget/page/panels/rules.py differs from docs/rules.md\'s "At a glance"'
    )


def test_the_steps_are_the_rounds_and_the_goal() -> None:
    names = [name for name, _ in at_a_glance()]
    assert names == ["Goal", "Deal", "Replace", "Duel", "Play", "Showdown"]
