"""The session: seats, history, cursor, forking, records and saved games."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tacocat_widget.agents import Agent, AgentError, Decision, RandomAgent
from tacocat_widget.engine import IllegalAction, Observation, Replace, new_game
from tacocat_widget.game.session import Session
from tests.agents.first_move import FirstMove


def test_a_new_session_makes_no_move() -> None:
    session = Session(("random", "random"), seed=1)
    assert session.history == [new_game(1)]
    assert session.cursor == 0 and session.actions == [] and session.decisions == {}


def test_a_human_plays_by_action_or_by_text_and_agents_step() -> None:
    session = Session(("human", "random"), seed=2)
    session.play("replace none")
    assert session.actions == [Replace(())] and session.cursor == 1
    assert session.decisions == {}  # a human's move has no decision
    decision = session.step()
    assert session.decisions == {1: decision}
    assert session.actions[1] == decision.action
    assert session.state.phase == "duel"


def test_play_refuses_an_agents_turn_and_step_a_humans_turn() -> None:
    session = Session(("random", "human"), seed=3)
    with pytest.raises(ValueError, match="agent"):
        session.play("replace none")
    session.step()
    with pytest.raises(ValueError, match="human player 1"):
        session.step()


def test_an_illegal_play_changes_nothing() -> None:
    session = Session(("human", "human"), seed=4)
    before = list(session.history)
    with pytest.raises(IllegalAction):
        session.play("duel 7")
    assert session.history == before and session.cursor == 0


def test_run_stops_at_the_end_of_the_round_or_at_a_human() -> None:
    session = Session(("random", "random"), seed=5)
    session.run("round")
    assert session.state.round == 2 or session.state.is_over
    assert session.history[-2].round == 1
    session.run("game")
    assert session.state.is_over and len(session.decisions) == len(session.actions)
    mixed = Session(("random", "human"), seed=5)
    mixed.run("game")
    assert mixed.state.to_move == 1 and not mixed.state.is_over


def test_goto_and_undo_move_the_cursor_and_playing_forks() -> None:
    session = Session(("random", "random"), seed=6)
    session.run("game")
    full = list(session.history)
    session.goto(3)
    assert session.state == full[3] and session.history == full  # moving keeps the future
    session.undo()
    assert session.cursor == 2
    assert session.goto(-1) == full[-1]
    session.goto(2)
    session.step()  # the same agent, the same observation: the same move, so the line goes on
    assert session.history == full and session.cursor == 3 and len(session.lines) == 1
    assert set(session.decisions) == set(range(len(full) - 1))


def test_a_different_move_from_the_past_starts_a_new_line_and_keeps_the_old() -> None:
    session = Session(("human", "human"), seed=7)
    session.play("replace none")
    session.play("replace none")
    main = list(session.history)
    session.undo(2)
    session.play(session.state.legal_actions()[1])
    assert len(session.history) == 2 and session.actions[0] != Replace(())
    assert [line.name for line in session.lines] == ["Main line", "Line 2"] and session.line == 1
    assert session.lines[0].states == main


def test_goto_refuses_what_is_not_in_the_history() -> None:
    session = Session(seed=8)
    with pytest.raises(IndexError):
        session.goto(1)
    with pytest.raises(TypeError):
        session.goto("1")  # type: ignore[arg-type]


def test_seats_take_names_agents_or_anything_with_decide() -> None:
    session = Session((FirstMove("first"), RandomAgent(seed=1)), seed=9)
    assert session.seat_names() == ("first", "random")
    assert session.step().action == Replace(())
    with pytest.raises(ValueError, match="unknown agent"):
        Session(("human", "grandmaster"))
    with pytest.raises(TypeError):
        Session(("human", 42))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Session(("human",))


def test_an_agent_that_returns_no_decision_is_refused() -> None:
    class Broken:
        def decide(self, observation: Observation) -> str:
            return "duel 7"

    session = Session((Broken(), "human"), seed=10)  # type: ignore[arg-type]
    with pytest.raises(AgentError, match="returned a value of type str, not a Decision"):
        session.step()
    assert session.cursor == 0


def test_records_have_one_row_per_move() -> None:
    session = Session(("random", "random"), seed=11)
    session.run("game")
    rows = session.records()
    assert len(rows) == len(session.actions)
    assert rows[0]["step"] == 0 and rows[0]["action"] == str(session.actions[0])
    assert rows[-1]["winner"] == session.state.winner and rows[-1]["round_over"]
    json.dumps(rows)


def test_a_saved_session_resumes_exactly() -> None:
    session = Session(("random", "random"), seed=12)
    session.run("round")
    session.goto(4)
    loaded = Session.from_json(session.to_json())
    assert loaded.history == session.history and loaded.cursor == 4
    assert loaded.decisions == session.decisions
    for game in (session, loaded):
        game.goto(-1)
        game.run("game")
    assert loaded.history == session.history


@pytest.mark.parametrize(
    "text", ["", "[]", '{"format": "other"}', "{", '{"format": "tacocat-widget/session"}']
)
def test_loading_something_else_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        Session.from_json(text)


def test_an_object_with_decide_is_an_agent_and_takes_a_seat() -> None:
    class Plain:  # no base class: duck typing is enough
        def decide(self, observation: Observation) -> Decision:
            first = observation.legal_actions[0]
            return Decision(first, {first: 1.0})

    assert isinstance(Plain(), Agent) and not isinstance("human", Agent)
    assert not isinstance(Plain(), RandomAgent)  # a subclass keeps its own check
    session = Session((Plain(), "human"), seed=13)  # type: ignore[arg-type]
    assert session.step().action == Replace(())


def test_the_widgets_history_and_the_session_give_the_same_records() -> None:
    from tacocat_widget import TacocatWidget

    widget = TacocatWidget(players=("human", "random"), seed=14)
    widget.play("replace none")
    widget.run("game")
    rows = widget.history.records()
    assert rows == widget.session.records()
    assert [row["seat"] for row in rows[:2]] == ["human", "random"]


def saved_game() -> dict[str, Any]:
    session = Session(("human", "random"), seed=15)
    session.play("replace none")
    session.step()
    return json.loads(session.to_json())  # type: ignore[no-any-return]


def test_a_saved_game_round_trips_with_its_decisions() -> None:
    loaded = Session.from_json(json.dumps(saved_game()))
    assert set(loaded.decisions) == {1}


def with_policy_value(save: dict[str, Any], value: Any) -> dict[str, Any]:
    decision = save["lines"][0]["decisions"]["1"]
    decision["policy"] = {action: value for action in decision["policy"]}
    return save


def with_decisions(save: dict[str, Any], decisions: dict[str, Any]) -> dict[str, Any]:
    """The save with its one line's decisions replaced."""
    save["lines"][0]["decisions"] = decisions
    return save


def with_info(save: dict[str, Any], info: Any) -> dict[str, Any]:
    save["lines"][0]["decisions"]["1"]["info"] = info
    return save


def saved_decision() -> dict[str, Any]:
    return saved_game()["lines"][0]["decisions"]["1"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda save: with_policy_value(save, 10**400), "OverflowError"),
        (lambda save: with_policy_value(save, "0.5"), "must be a number"),
        (lambda save: with_policy_value(save, 2.0), "0..1"),
        (
            lambda save: with_info(save, {"evidence": "x" * 3_400_000}),
            r'move 2 \(key "1"\): its info holds 3400016 bytes of JSON; at most \d+ here$',
        ),
        (lambda save: with_decisions(save, {"0": saved_decision()}), "the move played was"),
        (lambda save: with_decisions(save, {"-1": saved_decision()}), "numbered 0..1"),
        (lambda save: with_decisions(save, {"2": saved_decision()}), "numbered 0..1"),
        (lambda save: with_decisions(save, {"x" * 10_000: {}}), "numbered"),
        (lambda save: {**save, "cursor": 10**400}, "damaged"),
        (lambda save: {**save, "line": 1}, "damaged"),
        (lambda save: {**save, "lines": []}, "1..1000 lines"),
        (lambda save: {**save, "lines": save["lines"] * 2}, "already a line named"),
        (lambda save: {**save, "version": 4}, "unknown version"),
    ],
)
def test_a_damaged_save_is_a_value_error_naming_the_problem(damage: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words) as raised:
        Session.from_json(json.dumps(damage(saved_game())))
    assert len(str(raised.value)) < 300


@pytest.mark.parametrize(
    ("field", "value"),
    [("to_move", 1), ("round", 2), ("hands", [[1, 2, 3, 4, 5, 6, 7], [8]]), ("phase", "duel")],
)
def test_a_start_state_play_cannot_reach_is_refused_naming_it(field: str, value: Any) -> None:
    save = saved_game()
    save["start"][field] = value
    with pytest.raises(ValueError, match=rf"^not a saved session: its start .*\b{field}\b"):
        Session.from_json(json.dumps(save))


def test_a_save_may_be_loaded_with_other_players_and_keeps_its_decisions() -> None:
    loaded = Session.from_json(json.dumps(saved_game()), players=("human", "human"))
    assert set(loaded.decisions) == {1} and loaded.seat_names() == ("human", "human")


def test_a_move_changed_in_a_save_cannot_keep_the_old_decision() -> None:
    save = saved_game()
    played = save["lines"][0]["decisions"]["1"]["action"]
    session = Session.from_json(json.dumps(save))
    other = next(a for a in session.history[1].legal_actions() if str(a) != played)
    save["lines"][0]["actions"][1] = other.to_dict()
    with pytest.raises(ValueError, match="the move played was"):
        Session.from_json(json.dumps(save))


def test_a_decision_from_a_saved_dict_must_hold_finite_numbers() -> None:
    saved = {"action": "replace none", "policy": {"replace none": 1.0}, "values": {}, "info": {}}
    assert Decision.from_dict(saved).policy == {Replace(()): 1.0}
    for bad in (float("nan"), float("inf"), 10**400, True):
        with pytest.raises(ValueError):
            Decision.from_dict({**saved, "values": {"replace none": bad}})
