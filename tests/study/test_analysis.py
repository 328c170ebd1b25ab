"""Analysing a position: every legal move's win chance, from the mover's own view only."""

from __future__ import annotations

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import PlannerAgent
from tacocat_widget.engine import new_game
from tacocat_widget.page.protocol import PROTOCOL
from tacocat_widget.study.analysis import analyse


def test_every_legal_move_gets_a_chance_best_first() -> None:
    seen = new_game(3).observe(0)
    analysis = analyse(seen, iterations=600)
    assert {move.action for move in analysis.moves} == set(seen.legal_actions)
    contenders = [move.win_chance for move in analysis.moves if move.contender]
    dropped = [move.win_chance for move in analysis.moves if not move.contender]
    flags = [move.contender for move in analysis.moves]
    assert flags == [True] * len(contenders) + [False] * len(dropped)
    assert contenders == sorted(contenders, reverse=True)
    assert dropped == sorted(dropped, reverse=True)
    assert all(0 <= move.win_chance <= 1 for move in analysis.moves)
    assert analysis.best.worlds > 0 and analysis.loss(analysis.best.action) == 0
    worst = min(analysis.moves, key=lambda move: move.win_chance)
    assert analysis.loss(worst.action) == pytest.approx(contenders[0] - worst.win_chance)


def test_the_analysis_reads_only_the_observation() -> None:
    state = new_game(8)
    for player in (0, 1):
        twin = state.determinize(player, seed=4)
        if state.to_move == player:
            assert analyse(state.observe(player), iterations=400) == analyse(
                twin.observe(player), iterations=400
            )
    with pytest.raises(ValueError, match="no move"):
        analyse(state.observe(1 - state.to_move))  # type: ignore[operator]


def test_a_forced_move_is_still_given_its_chance() -> None:
    widget = TacocatWidget(players=("random", "random"), seed=2)
    while len(widget.state.legal_actions()) != 1:
        widget.step()
    analysis = widget.analyse()
    assert len(analysis.moves) == 1 and 0 < analysis.best.win_chance < 1


def test_the_page_shows_the_analysis_with_the_played_move_and_its_loss() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    analysis = widget.analyse()
    shown = widget.view_state["analysis"]
    assert shown["played"] is None and shown["rows"][0]["best"]
    worse = analysis.moves[-1].action
    widget.play(worse)
    assert widget.view_state["analysis"] is None  # a new position, not analysed
    widget.goto(0)
    shown = widget.view_state["analysis"]
    assert shown["played"] == str(worse) and shown["loss"] == round(analysis.loss(worse), 4)
    assert [row["played"] for row in shown["rows"]].count(True) == 1


def test_the_page_may_analyse_only_a_position_it_may_see() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=3)
    widget.play("replace none")  # the agent, player 1, is to move
    message = {"protocol": PROTOCOL, "kind": "analyse", "cursor": widget.cursor}
    widget._on_page_message(widget, message, [])
    assert widget.error == "it is player 1's move, and this page shows player 0"
    assert widget.view_state["analysis"] is None
    widget.step()
    widget._on_page_message(widget, {**message, "cursor": widget.cursor}, [])
    assert widget.error == "" and widget.view_state["analysis"]["player"] == 0


def test_the_best_move_is_the_planners_choice_not_a_lucky_rough_estimate() -> None:
    seen = new_game(11).observe(0)  # a replace: 128 moves, most dropped after a few worlds
    analysis = analyse(seen)
    assert analysis.best.action == PlannerAgent(seed=0).decide(seen).action
    assert analysis.best.worlds == max(move.worlds for move in analysis.moves)


def test_the_page_shows_the_first_dozen_moves_and_the_one_played() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=11)
    analysis = widget.analyse()
    widget.play(analysis.moves[-1].action)
    widget.goto(0)
    shown = widget.view_state["analysis"]
    assert len(shown["rows"]) == 13 and shown["rows"][-1]["played"]
    assert shown["others"] == len(analysis.moves) - 13
