"""A game to hand to someone: one HTML file replays it, holding only what its viewer may see."""

from __future__ import annotations

import base64
import json
import random
import re
from pathlib import Path

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import Agent, Decision
from tacocat_widget.engine import Observation
from tacocat_widget.page.built_page import REPLAY_JS, WIDGET_CSS
from tacocat_widget.page.protocol import Viewer
from tacocat_widget.page.replay import replay_views
from tests.page.script_data import scripts

DATA = ["tc-viewer", "tc-views", "tc-review"]


def played(seed: int = 3, moves: int = 30) -> TacocatWidget:
    widget = TacocatWidget(players=("human", "heuristic"), seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        if widget.state.is_over:
            break
        if widget.state.to_move == 0:
            widget.play(chooser.choice(widget.state.legal_actions()))
        else:
            widget.step()
    return widget


def embedded(text: str, name: str) -> object:
    found = re.search(f'<script id="{name}" type="application/json">(.*?)</script>', text, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_the_file_holds_a_view_per_position_and_no_hidden_card(tmp_path: Path) -> None:
    widget = played()
    path = widget.save_html(tmp_path / "game.html", view=0)
    text = path.read_text(encoding="utf-8")
    views = embedded(text, "tc-views")
    assert isinstance(views, list) and len(views) == len(widget.history)
    assert embedded(text, "tc-viewer") == 0
    assert all(view["hands"][1] is None for view in views)
    assert all(view["choices"] is None for view in views)
    assert '"draw_pile"' not in text and '"rng"' not in text
    assert all(view["decision"] is None for view in views)  # the agent's thinking is its own
    code, styles = built(text)
    assert b"startReplay" in code and "https://" not in text.split("<script")[0] + styles.decode()


def test_everyones_eyes_show_both_hands_and_a_bad_view_is_refused(tmp_path: Path) -> None:
    widget = played(moves=6)
    views = embedded(widget.save_html(tmp_path / "all.html", view="all").read_text(), "tc-views")
    assert all(None not in view["hands"] for view in views)  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="view must be 0, 1 or 'all'"):
        widget.save_html(tmp_path / "bad.html", view=2)  # type: ignore[arg-type]


def test_a_reviewed_games_file_holds_the_review_as_its_viewer_may_see_it(tmp_path: Path) -> None:
    widget = played(moves=12)
    assert (
        embedded(widget.save_html(tmp_path / "plain.html", view=0).read_text(), "tc-review") is None
    )
    widget.review(iterations=200, wait=True)
    review = embedded(widget.save_html(tmp_path / "game.html", view=0).read_text(), "tc-review")
    assert isinstance(review, dict) and review["running"] is False
    assert review == widget.review_state  # what the page shows, point for point
    theirs = [point for point in review["points"] if point["player"] == 1]
    assert theirs and all(point["best"] is None for point in theirs)  # judged from their hand
    everyone = widget.save_html(tmp_path / "all.html", view="all").read_text()
    assert all(point["best"] for point in embedded(everyone, "tc-review")["points"])  # type: ignore[index]


# Names a line or an agent may have that HTML reads as markup (all of them printable, short).
HOSTILE_NAMES = [
    "<!--<script>",
    "</script>",
    "</SCRIPT >",
    "<!-- -->",
    "<script>",
    "]]>",
    "&lt;",
    "\"'` quotes",
    '<img src=x onerror="window.__pwned=1">',
    "</script><script>window.__pwned=1",
]
# An agent's reasons are any text; they reach a replay file through its inspector.
HOSTILE_REASON = "<!--<script> \u2028\u2029 </script><script>window.__pwned=1</script>"


class Named(Agent):
    """The first legal move, under any name, for any reason."""

    def __init__(self, name: str) -> None:
        super().__init__(seed=0)
        self.name = name

    def decide(self, observation: Observation) -> Decision:
        first = observation.legal_actions[0]
        return Decision(first, {first: 1.0}, info={"reasons": {str(first): [HOSTILE_REASON]}})


def hostile_game(name: str) -> TacocatWidget:
    """A game against an agent called ``name``, on two lines: the one shown called ``name``."""
    widget = TacocatWidget(players=("human", Named(name)), seed=3)
    while len(widget.history) < 12:
        if widget.state.to_move == 0:
            widget.play(widget.state.legal_actions()[-1])
        else:
            widget.step()
    mover = next(step for step in range(6) if widget.history[step].to_move == 0)
    widget.goto(mover)
    widget.play(widget.history[mover].legal_actions()[0])  # another move: another line
    widget.step()
    widget.name_line(name)
    return widget


@pytest.mark.parametrize("name", HOSTILE_NAMES)
@pytest.mark.parametrize("view", [0, "all"])
def test_any_names_read_back_unchanged_as_a_browser_parses_the_file(
    tmp_path: Path, name: str, view: Viewer
) -> None:
    widget = hostile_game(name)
    text = widget.save_html(tmp_path / "game.html", view=view).read_text(encoding="utf-8")
    found = scripts(text)
    assert [attributes.get("id") for attributes, _ in found] == [*DATA, None]  # none ran on
    data = {attributes["id"]: json.loads(script) for attributes, script in found[:-1]}
    views = replay_views(widget.session, view)
    assert data == {"tc-viewer": view, "tc-views": json.loads(json.dumps(views)), "tc-review": None}
    shown = data["tc-views"][-1]  # type: ignore[index]
    assert [line["name"] for line in shown["lines"]] == ["Main line", name]
    assert shown["seats"] == ["human", name]
    if view == "all":  # the agent's reasons, in the inspector
        assert [row["why"] for row in shown["decision"]["rows"]] == [[HOSTILE_REASON]]
    for _, script in found:
        assert "<" not in script and "\u2028" not in script and "\u2029" not in script
    assert found[-1][0]["type"] == "module" and found[-1][1] == ""  # its code comes as its src
    assert built(text) == (REPLAY_JS.read_bytes(), WIDGET_CSS.read_bytes())


def built(text: str) -> tuple[bytes, bytes]:
    """The page code and the styles a replay file carries, as base64 data URLs."""
    code = re.findall(r'<script type="module" src="([^"]*)"></script>', text)
    styles = re.findall(r'<link rel="stylesheet" href="([^"]*)">', text)
    assert len(code) == len(styles) == 1
    return _decoded(code[0], "text/javascript"), _decoded(styles[0], "text/css")


def _decoded(url: str, media_type: str) -> bytes:
    head, _, data = url.partition(",")
    assert head == f"data:{media_type};charset=utf-8;base64"
    return base64.b64decode(data, validate=True)
