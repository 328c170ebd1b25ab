"""The page picks an opponent's level: before the first move or after a game, for an agent only."""

from __future__ import annotations

from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import LEVEL_NAMES, LEVELS, PlannerAgent
from tacocat_widget.game.session import Session
from tacocat_widget.page.protocol import PROTOCOL


def pick(widget: TacocatWidget, player: Any, level: Any, **extra: Any) -> None:
    message = {"protocol": PROTOCOL, "kind": "seat", "player": player, "level": level}
    widget._on_page_message(widget, {**message, "cursor": widget.cursor, **extra}, [])


def test_a_level_takes_a_seat_by_name() -> None:
    widget = TacocatWidget(players=("human", "club"), seed=3)
    assert widget.session.seat_names() == ("human", "club")
    assert widget.view_state["seat_levels"]["seats"] == [
        {"player": 1, "current": "club", "next": None, "label": "Opponent"}
    ]
    assert widget.levels == [{"name": level.name, "about": level.about} for level in LEVELS]


def test_the_page_picks_the_opponent_before_the_first_move() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    assert widget.view_state["seat_levels"]["open"] is True
    pick(widget, 1, "club")
    assert widget.error == "" and widget.session.seat_names() == ("human", "club")
    agent = widget.session.seats[1]
    assert isinstance(agent, PlannerAgent) and agent.iterations == 350 and agent.seed == 5
    assert widget.view_state["seat_levels"]["seats"] == [
        {"player": 1, "current": "club", "next": None, "label": "Opponent"}
    ]


def test_not_in_the_middle_of_a_game_but_again_once_it_is_over() -> None:
    widget = TacocatWidget(players=("human", "casual"), seed=3)
    widget.play("replace none")
    assert widget.view_state["seat_levels"]["open"] is False
    pick(widget, 1, "best")
    assert "finish this game or deal a new one" in widget.error
    assert widget.session.seat_names() == ("human", "casual")
    widget.reseat(0, "random")  # Python may, in the middle of a game: it plays the moves to come
    widget.run("game")
    assert widget.state.is_over and widget.view_state["seat_levels"]["open"] is True
    pick(widget, 1, "beginner")  # for the next game: this one was played against casual
    assert widget.error == "" and widget.session.seat_names() == ("random", "casual")
    widget.new_game()
    assert widget.session.seat_names() == ("random", "beginner")
    assert widget.view_state["seat_levels"]["open"] is True


def test_a_humans_seat_and_unknown_levels_are_refused_with_their_reason() -> None:
    widget = TacocatWidget(players=("human", "casual"), seed=3)
    pick(widget, 0, "best")
    assert "player 0 is a human" in widget.error and widget.session.is_human(0)
    pick(widget, 1, "grandmaster")
    assert "no level is named 'grandmaster'" in widget.error
    pick(widget, 1, "planner")  # an agent, but not a level the page offers
    assert "no level is named" in widget.error
    pick(widget, 1, "human")  # a page may not make the agent's seat one it could move for
    assert "no level is named 'human'" in widget.error and not widget.session.is_human(1)
    assert widget.view_state["hands"][1] is None  # and it sees no more than before
    pick(widget, 2, "best")
    assert "player must be one of 0, 1" in widget.error
    pick(widget, 1, "best", extra_field=1)
    assert "has the fields" in widget.error
    assert widget.session.seat_names() == ("human", "casual")


def test_a_saved_game_keeps_the_level_picked() -> None:
    session = Session(("human", "random"), seed=8)
    session.reseat(1, "beginner")
    restored = Session.from_json(session.to_json())
    assert restored.seat_names() == ("human", "beginner")
    assert restored.seats[1].temperature == 0.6  # type: ignore[union-attr]


@pytest.mark.parametrize("seat", [2, -1, True, "1"])
def test_python_names_a_seat_by_its_number(seat: object) -> None:
    with pytest.raises(ValueError, match="a seat is 0 or 1"):
        Session(("human", "casual")).reseat(seat, "best")  # type: ignore[arg-type]


def test_every_level_the_page_offers_is_one_it_may_pick() -> None:
    for name in LEVEL_NAMES:
        widget = TacocatWidget(players=("casual", "human"), seed=1)
        pick(widget, 0, name)
        assert widget.error == "" and widget.session.seat_name(0) == name


@pytest.mark.parametrize(
    ("iterations", "kind"), [(150, "estimated win chance"), (500, "game win chance")]
)
def test_an_analysis_says_whether_its_size_of_search_was_measured(
    iterations: int, kind: str
) -> None:
    widget = TacocatWidget(players=("casual", "casual"), seed=3)
    widget.run("round")
    widget.review(iterations=iterations, wait=True)
    widget.goto(2)
    analysis = widget.view_state["analysis"]
    assert analysis["value_kind"] == kind
    assert ("an estimate" in analysis["value_title"]) == (kind == "estimated win chance")


def finished_against_the_heuristic(seed: int = 2) -> TacocatWidget:
    """A game the heuristic won against a human who played each first legal move."""
    widget = TacocatWidget(players=("human", "heuristic"), seed=seed)
    while not widget.state.is_over:
        widget.play(widget.state.legal_actions()[0])
        widget.run("game")
    assert widget.state.winner == 1
    return widget


def names_shown(widget: TacocatWidget) -> dict[str, object]:
    view = widget.view_state
    shown = ("seats", "names", "goals", "hand_labels", "game_over", "log", "status", "decision")
    return {
        **{key: view[key] for key in shown},
        "history": [row["seat"] for row in widget.history.records()],
    }


def test_a_finished_game_keeps_the_names_it_was_played_with() -> None:
    widget = finished_against_the_heuristic()
    before = names_shown(widget)
    assert before["game_over"]["headline"] == "Player 1 (heuristic) wins the game!"
    pick(widget, 1, "beginner")
    assert widget.error == "" and names_shown(widget) == before
    levels = widget.view_state["seat_levels"]
    assert levels["seats"] == [
        {"player": 1, "current": "heuristic", "next": "beginner", "label": "Next game's opponent"}
    ]
    assert "next game" in levels["title"] and levels["open"] is True
    assert widget.session.next_seats[1].name == "beginner"
    widget.new_game()
    assert widget.session.seat_names() == ("human", "beginner")
    assert widget.view_state["seat_levels"]["seats"] == [
        {"player": 1, "current": "beginner", "next": None, "label": "Opponent"}
    ]


def play_on(widget: TacocatWidget, moves: int, choice: int) -> None:
    """The human plays ``moves`` moves from where the board stands (each the legal move at
    ``choice``), and the agents answer each."""
    for _ in range(moves):
        widget.play(widget.state.legal_actions()[choice])
        widget.run("game")


def test_a_level_picked_at_a_finished_lines_end_plays_no_move_of_that_game() -> None:
    """Rewound, or on another line, the game goes on against the opponent it was played
    against, as if no level had been picked: the level waits for the next game."""
    widget, untouched = finished_against_the_heuristic(), finished_against_the_heuristic()
    human_steps = [step for step, state in enumerate(widget.history) if state.to_move == 0]
    rewound = human_steps[len(human_steps) // 2]
    pick(widget, 1, "club")  # at the finished line's end
    assert widget.error == ""
    for game in (widget, untouched):
        game.goto(rewound)
        play_on(game, 3, -1)  # a line of its own
    assert len(widget.session.lines) == 2 and not widget.state.is_over
    assert any(step >= rewound for step in widget.session.decisions)  # the agent answered
    assert widget.session.decisions == untouched.session.decisions
    for game in (widget, untouched):  # to the finished line's end, then back to the new line
        game.switch_line(0)
        game.goto(-1)
    pick(widget, 1, "club")
    for game in (widget, untouched):
        game.switch_line(1)
        game.goto(-1)
        play_on(game, 1, 0)
    assert widget.session.actions == untouched.session.actions
    assert widget.session.decisions == untouched.session.decisions
    assert widget.session.seat_names() == ("human", "heuristic")
    widget.new_game()
    assert widget.session.seat_names() == ("human", "club")
