"""A game to hand to someone: one HTML file replays it, holding only what its viewer may see."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from tacocat_widget import TacocatWidget


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
    assert "startReplay" in text and "https://" not in text.split("<script")[0]


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
