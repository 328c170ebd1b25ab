"""Game review: every move judged from its player's view, in the background, mistakes marked."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from tacocat_widget import TacocatWidget
from tacocat_widget.engine.actions import parse_action
from tacocat_widget.study.analysis import Analysis, MoveChance, analyse
from tacocat_widget.study.review import BLUNDER, INACCURACY, MISTAKE, mark, move_review

FAST = 300  # playouts per position: enough to test the plumbing quickly


def test_marks_are_named_by_the_win_chance_given_up() -> None:
    assert (INACCURACY, MISTAKE, BLUNDER) == (0.05, 0.10, 0.20)
    assert [mark(loss) for loss in (0.0, 0.049, 0.05, 0.1, 0.19, 0.2, 0.9)] == [
        None,
        None,
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]


def test_a_loss_within_the_noise_of_its_estimates_is_not_marked() -> None:
    best = MoveChance(parse_action("duel 6"), 0.50, 0.01, 400, True, 400)
    # 10 points below, on 8 worlds that agreed: a mistake's size, but within the noise.
    rough = MoveChance(parse_action("duel 2"), 0.40, 0.0, 8, False, 8)
    # 24 points below, on 12 worlds (24% ±5.3%): beyond the noise, though it is wide.
    few = MoveChance(parse_action("duel 3"), 0.26, 0.053, 12, False, 12)
    sure = MoveChance(parse_action("duel 4"), 0.44, 0.01, 400, True, 400)  # 6 points, 400 worlds
    analysis = Analysis(0, (best, sure, few, rough), 1000)
    inside, wide, close = (move_review(0, move.action, analysis) for move in (rough, few, sure))
    assert inside.loss == pytest.approx(0.10) and inside.noise > 0.10 and inside.mark is None
    assert wide.loss == pytest.approx(0.24) and 0.1 < wide.noise < 0.24 and wide.mark == "blunder"
    assert close.noise < 0.06 and close.mark == "inaccuracy"
    assert mark(0.08, noise=0.1) is None and mark(0.12, noise=0.1) == "mistake"


def reviewed(seed: int = 6) -> tuple[TacocatWidget, object]:
    widget = TacocatWidget(players=("heuristic", "planner"), seed=seed)
    widget.run("game")
    return widget, widget.review(iterations=FAST, wait=True)


def test_every_move_is_judged_against_the_analysis_of_its_position() -> None:
    widget, job = reviewed()
    moves = job.moves()  # type: ignore[attr-defined]
    assert [move.step for move in moves] == list(range(len(widget.session.actions)))
    for move in moves[::7]:
        before = widget.history[move.step]
        fresh = analyse(before.observe(move.player), iterations=FAST)
        assert move.played == widget.session.actions[move.step]
        assert move.chance_played == fresh.chance_of(move.played)
        assert move.best == fresh.best.action and move.loss == fresh.loss(move.played) >= 0
    third = widget.history[3]
    assert widget.analyse(3) is widget.session.study.analyses[(third, third.to_move)]


def test_the_review_table_has_one_row_per_move() -> None:
    pytest.importorskip("pandas")
    widget, job = reviewed()
    table = job.to_dataframe(widget.session.seat_names())  # type: ignore[attr-defined]
    assert len(table) == len(widget.session.actions)
    assert list(table.columns) == [
        "step",
        "round",
        "phase",
        "player",
        "seat",
        "move",
        "best_move",
        "win_chance_played",
        "win_chance_best",
        "loss",
        "noise",
        "mark",
    ]
    assert (table["loss"] >= 0).all() and set(table["seat"]) == {"heuristic", "planner"}


def test_the_page_gets_the_graph_and_the_marks_in_the_log() -> None:
    widget, job = reviewed()
    review = widget.review_state
    assert review["done"] == review["total"] == len(widget.session.actions)
    assert not review["running"] and len(review["points"]) == review["total"]
    marked = [point for point in review["points"] if point["mark"]]
    assert marked, "a heuristic agent's game has mistakes in it"
    widget.goto(len(widget.history) - 1)
    log = widget.view_state["log"]
    told = [
        (entry["round"], line) for entry in log for line in entry["lines"] if ": gave up " in line
    ]
    assert len(told) == len(marked)  # every round's mistakes, the earlier rounds' too
    listed = job._repr_html_()  # type: ignore[attr-defined]
    assert "Marked moves, in the order played:" in listed
    numbers = [int(number) for number in re.findall(r"<li>move (\d+),", listed)]
    assert numbers == [point["step"] + 1 for point in marked]
    for point, (number, line) in zip(marked, told, strict=True):
        assert f"({point['mark']}: gave up " in line
        assert number == widget.history[point["step"]].round  # under the round it was played in


def human_against_agent_mid_game() -> TacocatWidget:
    widget = TacocatWidget(players=("human", "heuristic"), seed=9)
    while widget.state.to_move == 0 or len(widget.history) < 6:
        if widget.state.to_move == 0:
            widget.play(widget.state.legal_actions()[0])
        else:
            widget.step()
    return widget  # the agent is to move


def test_an_agents_move_is_judged_for_the_human_only_once_its_round_is_over() -> None:
    widget = human_against_agent_mid_game()
    widget.step()  # the agent moves; now the human is to answer
    while widget.state.to_move == 1:
        widget.step()
    widget.play(widget.state.legal_actions()[0])  # the human answers
    while widget.state.to_move == 1:
        widget.step()
    widget.review(iterations=FAST, wait=True)
    this_round = widget.state.round
    shown = {point["step"]: point for point in widget.review_state["points"]}
    human = [step for step, state in enumerate(widget.history[:-1]) if state.to_move == 0]
    agents = [step for step, state in enumerate(widget.history[:-1]) if state.to_move == 1]
    assert set(human) <= set(shown) and all(shown[step]["best"] is not None for step in human)
    hidden = [step for step in agents if widget.history[step].round == this_round]
    assert hidden and not set(hidden) & set(shown)  # answered, yet their hand is still hidden
    assert all(shown[step]["best"] is None for step in set(agents) - set(hidden))
    while widget.state.round == this_round:  # play the round out
        if widget.state.to_move == 0:
            widget.play(widget.state.legal_actions()[0])
        else:
            widget.step()
    shown = {point["step"]: point for point in widget.review_state["points"]}
    assert set(hidden) <= set(shown) and all(shown[step]["best"] is None for step in hidden)


def test_a_review_runs_in_the_background_and_can_be_cancelled() -> None:
    widget = TacocatWidget(players=("heuristic", "planner"), seed=6)
    widget.run("game")
    job = widget.review()  # the default budget: several seconds in all
    assert job.running and widget.review_state["running"]
    started = time.perf_counter()
    widget.goto(3)  # the widget answers while the review runs
    assert time.perf_counter() - started < 2 and widget.cursor == 3
    protocol = widget.view_state["protocol"]
    widget._on_page_message(widget, {"protocol": protocol, "kind": "cancel_review"}, [])
    assert job.wait(timeout=30) and job.cancelled and job.done < job.total
    assert not widget.review_state["running"] and widget.error == ""


def test_the_page_starts_a_review_and_a_new_game_ends_it() -> None:
    widget = TacocatWidget(players=("heuristic", "heuristic"), seed=2)
    widget.run("round")
    protocol = widget.view_state["protocol"]
    message = {"protocol": protocol, "kind": "review", "cursor": widget.cursor}
    widget._on_page_message(widget, message, [])
    job = widget.session.study.review_job
    assert job is not None and widget.error == ""
    widget._on_page_message(widget, {"protocol": protocol, "kind": "new_game"}, [])
    assert job.wait(timeout=60) and widget.review_state is None


def test_a_view_set_while_the_review_builds_an_update_never_gets_the_old_viewers_update(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window is held open: the worker's last update is built slowly for "all"."""
    import threading

    from tacocat_widget.page import link as widget_module

    widget = TacocatWidget(players=("heuristic", "heuristic"), seed=3)  # a spectator board
    widget.run("round")
    assert widget.view == "all"
    building, setting = threading.Event(), threading.Event()
    real_page_view = widget_module.page_view

    def slow_page_view(*args: object, **kwargs: object) -> object:
        if threading.current_thread().name == "tacocat-review":
            building.set()
            setting.wait(timeout=1)  # Python sets the view meanwhile, if it can
        return real_page_view(*args, **kwargs)  # type: ignore[arg-type]

    sent: list[dict[str, object]] = []  # every update the page receives, in order
    send = widget._send

    def received(message: dict[str, Any], buffers: object = None) -> None:
        sent.append(dict(message.get("state", {})))
        send(message, buffers)

    monkeypatch.setattr(widget, "_send", received)
    monkeypatch.setattr(widget_module, "page_view", slow_page_view)
    job = widget.review(iterations=FAST)
    assert building.wait(timeout=60)  # the worker is building its last update, for "all"
    handing_over = threading.Thread(target=lambda: setattr(widget, "view", 0))
    handing_over.start()
    handing_over.join(timeout=0.3)
    setting.set()
    handing_over.join(timeout=10)
    assert job.wait(timeout=60) and widget.view == 0
    shown = "all"
    for update in sent:
        shown = update.get("view", shown)
        if "view_state" in update:
            viewer = update["view_state"]["viewer"]  # type: ignore[index]
            assert viewer == shown, f"an update for {viewer!r} reached a page showing {shown!r}"
    assert any(update.get("view") == 0 for update in sent)
    assert widget.view_state["viewer"] == 0 and widget.view_state["hands"][1] is None
