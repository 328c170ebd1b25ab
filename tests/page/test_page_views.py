"""The views a page may show are the ones Python set, for the seats as they are now.

Narrowing ``page_views`` moves the view into them; a reseat that changes who
is human chooses the views again, as the constructor would. Each test runs on
twins (``twins.py``: the same public history for player 0, another card in
player 1's hand): a page that may show only player 0 must receive the same
data for both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.game.session import Seat, Session
from tacocat_widget.page.protocol import PROTOCOL
from tests.page.twins import PHASES, twin_sessions

SPECTATORS = ("heuristic", "heuristic")
HOT_SEAT = ("human", "human")


def seated(session: Session, players: Sequence[Seat]) -> Session:
    for player, entry in enumerate(players):
        session.reseat(player, entry)
    return session


def sent(widget: TacocatWidget) -> dict[str, Any]:
    """Everything the page holds that a move or a hand could change."""
    names = ("view", "view_state", "review_state", "hint", "error")
    return {name: getattr(widget, name) for name in names}


@pytest.fixture(params=PHASES)
def twins(request: pytest.FixtureRequest) -> tuple[Session, Session]:
    return twin_sessions(request.param)


def boards(twins: tuple[Session, Session], players: Sequence[Seat]) -> list[TacocatWidget]:
    return [TacocatWidget(session=seated(session, players)) for session in twins]


def reseated(
    twins: tuple[Session, Session], players: Sequence[Seat], player: int, entry: Seat
) -> list[TacocatWidget]:
    """Boards on the twins, then ``entry`` seated as ``player`` from Python: both show player 0."""
    widgets = boards(twins, players)
    for widget in widgets:
        widget.reseat(player, entry)
        assert widget.page_views == {0} and widget.view == 0
    return widgets


def the_page_cannot_switch_to(widgets: list[TacocatWidget], view: object) -> None:
    for widget in widgets:
        shown = widget.view
        widget.set_state({"view": view})
        assert widget.view == shown and "may not switch the view" in widget.error


def test_narrowing_a_spectators_views_moves_the_view_into_them(
    twins: tuple[Session, Session],
) -> None:
    widgets = boards(twins, SPECTATORS)
    assert [widget.view for widget in widgets] == ["all", "all"]
    for widget in widgets:
        widget.page_views = {0}
        assert widget.page_views == {0} and widget.view == 0
    game, twin = widgets
    assert sent(game) == sent(twin)
    for widget in widgets:
        widget.view = 0  # the view Python chose stays the only one
        assert widget.page_views == {0}
    the_page_cannot_switch_to(widgets, "all")
    assert sent(game) == sent(twin)


def test_a_hot_seat_game_whose_player_1_becomes_an_agent_shows_player_0_only(
    twins: tuple[Session, Session],
) -> None:
    game, twin = widgets = reseated(twins, HOT_SEAT, 1, "heuristic")
    assert sent(game) == sent(twin)
    while game.state.to_move == 0:  # player 0 moves on: the view stays theirs, not the agent's
        move = game.state.observe(0).legal_actions[0]
        for widget in widgets:
            widget.play(move)
        assert game.state.observe(0) == twin.state.observe(0)
    assert game.state.to_move == 1 and game.view == 0
    assert sent(game) == sent(twin)
    the_page_cannot_switch_to(widgets, 1)


def test_a_spectator_board_where_a_human_takes_a_seat_shows_only_that_seat(
    twins: tuple[Session, Session],
) -> None:
    game, twin = widgets = reseated(twins, SPECTATORS, 0, "human")
    assert not game.what_if  # as the constructor would have it, with a human seated
    assert sent(game) == sent(twin)
    the_page_cannot_switch_to(widgets, "all")


def test_a_script_reseating_the_session_itself_moves_the_page_too() -> None:
    session = Session(SPECTATORS, seed=3)
    widget = TacocatWidget(session=session)
    session.reseat(1, "human")
    assert widget.page_views == {1} and widget.view == 1
    assert widget.view_state["hands"][0] is None


def test_a_view_given_to_the_constructor_stays_fixed_across_a_reseat() -> None:
    widget = TacocatWidget(players=HOT_SEAT, seed=4, view=0)
    widget.view = 1  # set for the old seats: it joins them, until the seats change
    widget.reseat(1, "random")
    assert widget.page_views == {0} and widget.view == 0


def test_a_new_level_in_an_agents_seat_keeps_the_views_python_set() -> None:
    """Who is human did not change: the page's pick of a level widens nothing."""
    widget = TacocatWidget(players=SPECTATORS, seed=5)
    widget.page_views = {1}
    message = {"protocol": PROTOCOL, "kind": "seat", "player": 0, "level": "beginner"}
    widget._on_page_message(widget, {**message, "cursor": 0}, [])
    assert widget.error == "" and widget.session.seat_names()[0] == "beginner"
    assert widget.page_views == {1} and widget.view == 1


def test_narrowing_hot_seat_views_to_one_seat_stops_following_the_mover() -> None:
    widget = TacocatWidget(players=HOT_SEAT, seed=6)
    widget.page_views = {1}
    assert widget.view == 1
    widget.play("replace none")  # player 0's move, from Python: the page still shows player 1
    assert widget.view == 1 and widget.view_state["hands"][0] is None


def test_a_human_seated_for_the_next_game_gets_the_views_when_it_is_dealt() -> None:
    """A seat chosen once the game is over is the next game's; its views come with it."""
    widget = TacocatWidget(players=SPECTATORS, seed=7)
    widget.run("game")
    widget.reseat(0, "human")
    assert widget.session.seat_names() == SPECTATORS  # the finished game keeps its players
    widget.new_game()
    assert widget.players[0] == "human"
    assert widget.page_views == {0} and widget.view == 0
    assert widget.view_state["hands"][1] is None
