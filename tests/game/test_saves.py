"""Every game the package saves loads again, as it was: seats changed mid-game, levels made
with options, seeded agents; and a save that play could not have made is refused by name."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tacocat_widget.agents import (
    HeuristicAgent,
    PlannerAgent,
    RandomAgent,
    make_agent,
    remake_options,
)
from tacocat_widget.agents.rollout_policy import GreedyPolicy
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.game.saves import VERSION
from tacocat_widget.game.session import Session
from tests.agents.first_move import FirstMove


def resaved(session: Session, players: Any = None) -> Session:
    """The session loaded from its save, checked to save again exactly as it was saved."""
    text = session.to_json()
    loaded = Session.from_json(text, players)
    if players is None:
        assert loaded.to_json() == text
    return loaded


def agent_then_human() -> Session:
    """Player 1's agent made a move, and a human has its seat now."""
    session = Session(("human", "random"), seed=15)
    session.play("replace none")
    session.step()
    session.reseat(1, "human")
    return session


def test_a_seat_a_human_takes_mid_game_keeps_the_agents_decisions_and_loads() -> None:
    session = agent_then_human()
    loaded = resaved(session)
    assert loaded.seat_names() == ("human", "human") and set(loaded.decisions) == {1}
    loaded.play(loaded.state.legal_actions()[0])  # play goes on, by the humans now


def test_a_save_loaded_with_other_players_saves_and_loads_again() -> None:
    session = Session(("human", "random"), seed=15)
    session.play("replace none")
    session.step()
    humans = Session.from_json(session.to_json(), players=("human", "human"))
    loaded = resaved(humans)
    assert loaded.decisions == session.decisions and loaded.seat_names() == ("human", "human")


def test_an_agent_named_human_is_saved_as_an_agent_not_as_a_human() -> None:
    impostor = FirstMove(name="human", seed=3)
    session = Session(("human", impostor), seed=16)
    session.play("replace none")
    session.step()
    saved = json.loads(session.to_json())
    assert saved["players"][1] == {"seat": "agent", "name": "human", "seed": None, "options": None}
    with pytest.raises(ValueError, match=r"player 1's agent \('human'\) cannot be made again"):
        Session.from_json(session.to_json())  # an agent of the user's own: they seat it
    loaded = resaved(session, players=("human", impostor))
    assert loaded.seats[1] is impostor and set(loaded.decisions) == {1}


@pytest.mark.parametrize(
    ("name", "options", "made"),
    [
        ("club", {"iterations": 5}, lambda agent: agent.iterations == 5),
        ("best", {"time_limit": 0.5}, lambda agent: agent.time_limit == 0.5),
        ("beginner", {"temperature": 2.0}, lambda agent: agent.temperature == 2.0),
        ("casual", {"temperature": 0.3}, lambda agent: agent.temperature == 0.3),
        ("planner", {"iterations": 7}, lambda agent: agent.iterations == 7),
    ],
)
def test_a_level_made_with_options_loads_as_it_was_made(
    name: str, options: dict[str, Any], made: Any
) -> None:
    agent = make_agent(name, seed=4, **options)
    loaded = resaved(Session(("human", agent)))
    again = loaded.seats[1]
    assert again.name == name and again.seed == 4 and made(again)
    assert type(again) is type(agent) and remake_options(again) == remake_options(agent)


def test_an_agent_made_with_an_object_must_be_seated_when_loaded() -> None:
    agent = PlannerAgent(seed=5, iterations=5, rollout=GreedyPolicy())
    session = Session(("human", agent))
    with pytest.raises(ValueError, match=r"cannot be made again by name: seat it yourself"):
        Session.from_json(session.to_json())
    assert resaved(session, players=("human", agent)).seats[1] is agent


def save_of(players: tuple[Any, Any]) -> dict[str, Any]:
    return json.loads(Session(players, seed=17).to_json())  # type: ignore[no-any-return]


def with_seat(save: dict[str, Any], **changes: Any) -> dict[str, Any]:
    save["players"][1].update(changes)
    return save


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        ({"seed": "12"}, "player 1's agent: a seed is an integer or None, got a str"),
        ({"seed": 1.5}, "a seed is an integer or None, got a float"),
        ({"seed": True}, "a seed is an integer or None, got a bool"),
        ({"seed": 2**200}, "a seed is an integer of at most 128 bits, got one of 201 bits"),
        ({"options": {"iterations": "many"}}, "iterations must be a positive integer"),
        ({"options": {"iterations": 5, "rollout": "greedy"}}, "not made with the options saved"),
        ({"options": {"seed": 3}}, "player 1's agent cannot be made"),
        ({"options": [5]}, "options that are null or an object"),
        ({"seat": "robot"}, "seat is 'human' or 'agent'"),
        ({"name": "nobody", "options": {}}, "cannot be made again by name"),
        ({"name": 7}, "player 1's agent has no name"),
    ],
)
def test_a_seat_saved_wrong_is_refused_by_name(damage: dict[str, Any], words: str) -> None:
    save = with_seat(save_of(("human", "club")), **damage)
    with pytest.raises(ValueError, match=words):
        Session.from_json(json.dumps(save))


def test_a_seeded_agent_keeps_its_seed_whatever_integer_it_was_given() -> None:
    numpy = pytest.importorskip("numpy")
    agent = RandomAgent(seed=numpy.int64(7))
    assert type(agent.seed) is int and agent.seed == 7
    assert resaved(Session(("human", agent))).seats[1].seed == 7


def as_version_2(save: dict[str, Any]) -> dict[str, Any]:
    """A save as version 2 wrote it: a seat by its name and seed."""
    seats = [
        {"name": seat.get("name", "human"), "seed": seat.get("seed")} for seat in save["players"]
    ]
    return {**save, "version": 2, "players": seats}


def test_a_version_2_save_loads_its_seats_by_name_and_seed() -> None:
    loaded = Session.from_json(json.dumps(as_version_2(save_of(("human", "club")))))
    assert loaded.seat_names() == ("human", "club") and loaded.seats[1].seed == 19
    assert json.loads(loaded.to_json())["version"] == VERSION


def test_a_version_2_save_with_an_agents_move_on_a_human_seat_loads() -> None:
    saved = as_version_2(json.loads(agent_then_human().to_json()))
    assert saved["players"][1] == {"name": "human", "seed": None}  # as version 2 saved it
    assert set(Session.from_json(json.dumps(saved)).decisions) == {1}


SEATS = ("human", "random", "casual", "heuristic", ("club", {"iterations": 3}))


def some_seat(rng: random.Random) -> Any:
    """A seat of any kind: a human, an agent by name, a level made with options, a seeded agent."""
    seat = rng.choice(SEATS)
    if isinstance(seat, tuple):
        return make_agent(seat[0], rng.randrange(-(2**64), 2**64), **seat[1])
    if seat == "casual" and rng.random() < 0.5:
        return HeuristicAgent(seed=rng.randrange(2**64), temperature=rng.choice([None, 0.5]))
    return seat


@pytest.mark.parametrize("seed", range(30))
def test_whatever_the_seats_do_a_save_loads_and_saves_the_same_and_play_goes_on(
    seed: int,
) -> None:
    rng = random.Random(seed)
    session = Session((some_seat(rng), some_seat(rng)), seed=seed)
    for _ in range(rng.randrange(15, 40)):
        if session.state.is_over:
            break
        move = rng.random()
        if move < 0.15:
            session.reseat(rng.randrange(2), some_seat(rng))
        elif move < 0.25:
            other = (some_seat(rng), some_seat(rng))
            session = Session.from_json(session.to_json(), players=other)
        elif move < 0.35:
            session = resaved(session)
        elif session.agent_to_move() is not None:
            session.step()
        else:
            session.try_move(random_action(session.state, rng))
    loaded = resaved(session)
    assert loaded.decisions == session.decisions and loaded.history == session.history
    for game in (session, loaded):
        play_to_the_end(game)
    assert loaded.history == session.history


def play_to_the_end(session: Session) -> None:
    """The agents decide their moves; each human plays their first legal move."""
    while not session.state.is_over:
        if session.agent_to_move() is None:
            session.play(session.state.legal_actions()[0])
        else:
            session.step()
