"""Pictures for notebooks: states, observations and histories show as HTML without a widget."""

from __future__ import annotations

import re

from tacocat_widget import TacocatWidget
from tacocat_widget.engine import new_game


def test_a_state_shows_both_hands_and_the_board() -> None:
    state = new_game(3)
    picture = state._repr_html_()
    assert picture.count("&#x1F431;") == 1  # one Tacocat
    for card in state.hands[0] + state.hands[1]:
        assert f">{card}</span>" in picture
    assert "<script" not in picture


def test_an_observation_shows_only_its_players_hand() -> None:
    state = new_game(3)
    for player in (0, 1):
        picture = state.observe(player)._repr_html_()
        shown = [int(card) for card in re.findall(r">(\d+)</span>", picture) if int(card) <= 12]
        hand_cards = [card for card in shown if card in state.hands[player]]
        assert sorted(hand_cards)[: len(state.hands[player])] == sorted(state.hands[player])
        assert picture.count("#1976d2,#1976d2") == len(state.hands[1 - player])  # face down
        hidden_line = " ".join(map(str, state.hands[1 - player]))
        assert hidden_line not in picture


def test_the_widget_history_is_a_list_of_states_and_a_table() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=4)
    widget.run("round")
    history = widget.history
    assert list(history) == widget.session.history
    rows = history.records()
    assert len(rows) == len(history) - 1 == len(history.actions)
    assert rows[-1]["round_over"]
    picture = history._repr_html_()
    assert picture.count("<tr>") == len(rows) + 1
    assert "face down" in picture  # player 0's sealed choices are never printed
    assert f"History: {len(history)} states, {len(rows)} moves" in picture
    fresh = TacocatWidget(players=("human", "random"), seed=4).history._repr_html_()
    assert "History: 1 state, 0 moves" in fresh
