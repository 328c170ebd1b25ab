"""The built page drawn alone in Chromium, in a fake model that holds a fixture's traits: the
table in every situation the page fixtures hold (``js/tests/fixtures``, the traits a real widget
syncs), a round's end on the way through a playback, and a long round."""

from __future__ import annotations

import json
import typing
from pathlib import Path
from typing import Any

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import GameState, Rules, Sacrifice
from tacocat_widget.page.built_page import WIDGET_CSS, WIDGET_JS
from tacocat_widget.page.protocol import PageTraits
from tests.browser.jupyter import SCREENSHOTS, wait_until_still
from tests.paths import ROOT

FIXTURES = ROOT / "js" / "tests" / "fixtures"
SYNCED = tuple(typing.get_type_hints(PageTraits))
WIDTHS = (900, 560)  # px: a notebook's width and a narrow one

# The page in a fake model; ``sync(name, value)`` is Python changing a trait. Drawn ``later``, the
# page is drawn into an element not yet on the page, as a notebook does, and ``show()`` puts it on.
PAGE = """<!doctype html><html><head><style>{css}</style>
<style>body {{ margin: 0; padding: 8px; width: {width}px; background: #fff; }}</style></head>
<body><div id="el"></div><script type="module">
{js}
const values = {values};
const handlers = {{}};
const model = {{ get: (n) => values[n], set: (n, v) => {{ values[n] = v; }}, save_changes() {{}},
  on: (event, handler) => {{ (handlers[event] ??= []).push(handler); }}, off() {{}}, send() {{}} }};
window.sync = (name, value) => {{
  values[name] = value;
  for (const handler of handlers[`change:${{name}}`] ?? []) handler();
}};
const el = document.getElementById("el");
if ({later}) el.remove();
window.show = () => document.body.append(el);
widget_default.render({{ model, el }});
window.drawn = true;
</script></body></html>"""


def a_long_round(earlier: int = 0) -> dict[str, Any]:
    """The traits of a first round played long: hands of 14, two humans replacing all they may,
    leading as many cards as they may (jumbo attacks) and defending rather than sacrificing, seen
    before its last move, when all but the last trick lies on the discards: more cards than the
    rows in view hold. ``earlier`` moves before that, the last trick is one answer short (1), or
    not yet led and its cards, not yet on the discards, in the hands (2)."""
    long = Rules(deck=(6,) * 12, hand_sizes=(14,) * 7)
    widget = TacocatWidget(players=("human", "human"), seed=0, view="all", rules=long)

    def most(state: GameState) -> Any:
        return max(state.legal_actions(), key=lambda a: (len(a.cards), a != Sacrifice()))

    while widget.state.round == 1:
        before = widget.cursor
        widget.play(most(widget.state))
    widget.goto(before - earlier)
    return {name: getattr(widget, name) for name in SYNCED}


def situations() -> dict[str, dict[str, Any]]:
    """Every fixture's traits, a round's end as the playback shows it, and a long round."""
    found = {path.stem: json.loads(path.read_text()) for path in sorted(FIXTURES.glob("*.json"))}
    answer = found["agents_answer_a_click"]
    view = answer["view_state"]
    end = next(frame for frame in view["frames"] if frame["last_round"] and not frame["events"])
    ended = {**view, **end, "frames": [], "played_from": None}
    found["a_rounds_end"] = {**answer, "view_state": ended}
    found["every_move_and_the_log"] = {**found["decision_seen_by_all"], "every_move": True}
    found["a_long_round"] = a_long_round()
    return found


def draw(
    browser: Any, folder: Path, name: str, traits: dict[str, Any], width: int, later: bool = False
) -> Any:
    """The page drawing ``traits`` at ``width``, its picture saved; ``later``: drawn off the page,
    then put on it."""
    # The bundle is an ES module; inlined, its default export is a local name to call.
    js = WIDGET_JS.read_text().replace("export {\n  widget_default as default\n};", "")
    values, css = json.dumps(traits), WIDGET_CSS.read_text()
    html = PAGE.format(css=css, js=js, values=values, width=width, later=json.dumps(later))
    page = browser.new_page(viewport={"width": width + 40, "height": 1200})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    file = folder / f"{name}-{width}.html"
    file.write_text(html)
    page.goto(file.as_uri())
    page.wait_for_function("window.drawn")
    if later:
        page.wait_for_timeout(100)
        page.evaluate("window.show()")
    if name == "every_move_and_the_log":
        page.click('[data-tc="log"] summary')
    wait_until_still(page)  # the cards' arrival and the Tacocat's walk
    assert errors == [], errors
    page.locator(".tc-root").screenshot(path=str(SCREENSHOTS / "table" / f"{name}-{width}.png"))
    return page
