"""Who may see what is decided in one place: the page's data passes only through observe().

The page's data is built here from states that refuse every read but the
public facts and ``observe``, so any code that looked at a hand, a sealed
choice or the draw pile while building it would fail this test.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from html import unescape
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import COMPILED, GameState
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.visibility import is_viewer, may_see, observations, picture
from tacocat_widget.game.session import Session
from tacocat_widget.page.panels.hint import hint_for
from tacocat_widget.page.view import page_view

# What anyone at the table may read from a state: the board, the face-up record, the counts.
BOARD = ("rules", "phase", "to_move", "round", "position", "covered", "winner", "attacker")
RECORD = ("pending", "replaced", "events", "trick_lost", "last_round", "is_over")
COUNTS = ("draw_pile_size", "hand_size", "replace_cap")
PUBLIC_FACTS = frozenset((*BOARD, *RECORD, *COUNTS, "observe"))  # observe is the gate


class OnlyThroughTheGate:
    """A state whose secrets can be reached only through ``observe``."""

    def __init__(self, state: GameState) -> None:
        self._state = state

    def __getattr__(self, name: str) -> Any:
        if name not in PUBLIC_FACTS:
            raise AssertionError(f"the page's data read state.{name} outside observe()")
        return getattr(self._state, name)


def gated(session: Session) -> Session:
    twin = copy.copy(session)
    states = [OnlyThroughTheGate(state) for state in session.history]
    twin.lines, twin.line = [dataclasses.replace(session.current, states=states)], 0  # type: ignore[arg-type]
    return twin


def played_widget(seed: int) -> TacocatWidget:
    """A game between a human and an agent, with moves by both, the cursor somewhere in it."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 40)):
        state = widget.state
        if state.is_over:
            break
        if widget.session.is_human(state.to_move):
            widget.play(random_action(state, rng))
        else:
            widget.step()
    return widget


# The compiled engine takes real GameStates only, so the stand-in above runs on the
# pure build, whose checks hold for both: the page's code is the same.
needs_pure = pytest.mark.skipif(COMPILED, reason="the compiled engine takes real GameStates")


@needs_pure
@pytest.mark.parametrize("seed", range(12))
def test_the_pages_data_reads_hidden_cards_only_through_observe(seed: int) -> None:
    widget = played_widget(seed)
    for viewer in (0, 1, "all"):
        for cursor in {0, widget.cursor // 2, widget.cursor}:
            widget.session.goto(cursor)
            real = page_view(widget.session, viewer)
            assert page_view(gated(widget.session), viewer) == real


def test_the_hint_reads_hidden_cards_only_through_observe() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    widget.play("replace none")
    widget.step()
    assert widget.session.is_human(widget.state.to_move)
    assert hint_for(gated(widget.session)) == hint_for(widget.session)


@needs_pure
@pytest.mark.parametrize("seed", range(4))
def test_the_static_picture_of_a_seat_reads_hidden_cards_only_through_observe(seed: int) -> None:
    widget = played_widget(seed)
    for viewer in (0, 1):
        shown = picture(widget.state, viewer)
        assert picture(OnlyThroughTheGate(widget.state), viewer) == shown  # type: ignore[arg-type]
        assert f"player {viewer}'s view" in unescape(shown)
        assert "hand:" in unescape(shown) and f"player {1 - viewer}'s hand" not in unescape(shown)


def test_the_widgets_static_picture_shows_its_viewer_only() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=5)
    data, _ = widget._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data  # the live board comes first
    assert data["text/html"] == picture(widget.state, 0)
    widget.view = "all"
    assert "player 1's hand" in unescape(widget._repr_mimebundle_()[0]["text/html"])


def test_the_gate_test_catches_a_hand_read_outside_observe() -> None:
    session = gated(played_widget(1).session)
    with pytest.raises(AssertionError, match="hands"):
        _ = session.state.hands


def test_may_see_is_the_viewers_own_seat_or_everything() -> None:
    assert may_see(0, 0) and may_see("all", 1) and may_see("all", 0)
    assert not may_see(0, 1) and not may_see(1, 0) and not may_see("all", None)


def test_observations_give_each_viewer_only_their_own() -> None:
    state = played_widget(2).state
    assert set(observations(state, 0)) == {0} and set(observations(state, 1)) == {1}
    assert set(observations(state, "all")) == {0, 1}


@pytest.mark.parametrize(("value", "ok"), [(0, True), (1, True), ("all", True), (True, False)])
def test_a_viewer_is_a_seat_or_all(value: object, ok: bool) -> None:
    assert is_viewer(value) is ok
    assert not is_viewer([0]) and not is_viewer(2) and not is_viewer("ALL")
