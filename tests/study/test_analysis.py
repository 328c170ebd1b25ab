"""Analysing a position: every legal move's win chance, from the mover's own view only."""

from __future__ import annotations

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.agents import PlannerAgent
from tacocat_widget.engine import new_game
from tacocat_widget.engine.actions import parse_action
from tacocat_widget.page.protocol import PROTOCOL
from tacocat_widget.study.analysis import Analysis, MoveChance, analyse, chance_interval


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


def test_an_interval_from_a_few_worlds_that_agree_is_still_wide() -> None:
    # 8 wins in 8: the textbook Wilson interval, 8 / (8 + 1.96²) up to 1.
    low, high = chance_interval(1.0, 0.0, 8)
    assert low == pytest.approx(8 / (8 + 1.96**2)) and high == 1.0
    # 8 worlds that agree on 81% (a standard error of 0) do not settle it to a tenth of a percent.
    low, high = chance_interval(0.81, 0.0, 8)
    assert low < 0.72 and 0.86 < high < 1
    # Many worlds whose chances agree closely: about the mean's own ±1.96 standard errors.
    low, high = chance_interval(0.47, 0.0077, 315)
    assert (high - low) / 2 == pytest.approx(1.96 * 0.0077, rel=0.05)
    assert chance_interval(0.47, 0.03, 30)[1] - chance_interval(0.47, 0.03, 30)[0] > high - low
    with pytest.raises(ValueError, match="from 0 worlds"):
        chance_interval(0.5, 0.1, 0)


def chance(action: str, win: float, worlds: int, error: float = 0.0) -> MoveChance:
    return MoveChance(parse_action(action), win, error, worlds, worlds > 100, worlds)


def test_a_move_whose_interval_overlaps_the_best_is_within_noise() -> None:
    pick = chance("duel 4", 0.79, 400, 0.01)
    rough = chance("duel 6", 0.81, 8)  # above the pick, on 8 worlds that agreed
    close = chance("duel 5", 0.77, 400, 0.01)
    clear = chance("duel 1", 0.55, 400, 0.01)
    analysis = Analysis(0, (pick, close, clear, rough), 1200)
    assert [analysis.within_noise(move.action) for move in (rough, close, clear)] == [
        True,
        True,
        False,
    ]
    # The loss within the noise is exactly the one whose intervals overlap.
    noise = analysis.noise(close.action)
    assert noise == pytest.approx((0.79 - pick.interval[0]) + (close.interval[1] - 0.77))
    assert analysis.loss(clear.action) > analysis.noise(clear.action)


def test_the_page_lists_the_analysis_by_estimate_and_says_where_the_pick_stands() -> None:
    widget = TacocatWidget(players=("human", "heuristic"), seed=11)  # a replace: many rough rows
    analysis = widget.analyse()
    shown = widget.view_state["analysis"]
    chances = [row["win_chance"] for row in shown["rows"]]
    assert chances == sorted(chances, reverse=True)
    (pick,) = [row for row in shown["rows"] if row["best"]]
    assert pick["action"] == str(analysis.best.action) and pick["note"] is None
    for row in shown["rows"]:
        low, high = row["interval"]
        assert low <= row["win_chance"] <= high and row["sure"].endswith(f"{row['worlds']} worlds")
        if not row["best"]:
            overlaps = low <= pick["interval"][1] and high >= pick["interval"][0]
            assert row["note"] == ("within noise of ★" if overlaps else "beyond the noise of ★")
    above = [row for row in shown["rows"] if row["win_chance"] > pick["win_chance"]]
    assert all(row["note"] == "within noise of ★" for row in above)
    assert shown["title"] == "Analysis of move 1, for player 0" and "★" in shown["key"]
