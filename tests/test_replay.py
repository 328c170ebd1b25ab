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
