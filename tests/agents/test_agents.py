"""Agents see only an Observation, answer with a Decision, and are deterministic per seed."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tacocat_widget.agents import (
    Decision,
    HeuristicAgent,
    ISMCTSAgent,
    PIMCAgent,
    PlannerAgent,
    RandomAgent,
    make_agent,
)
from tacocat_widget.engine import Duel, GameState, Replace, new_game
from tacocat_widget.engine.rollout import random_action


def states_along_a_game(seed: int) -> list[GameState]:
    rng, state, states = random.Random(seed), new_game(seed), []
    while not state.is_over:
        states.append(state)
        state = state.apply(random_action(state, rng))
    return states


def test_a_random_decision_is_legal_with_a_uniform_policy() -> None:
    for state in states_along_a_game(1):
        seen = state.observe(state.to_move)  # type: ignore[arg-type]
        decision = RandomAgent(seed=3).decide(seen)
        assert decision.action in seen.legal_actions
        assert set(decision.policy) == set(seen.legal_actions)
        assert sum(decision.policy.values()) == pytest.approx(1.0)
        assert len(set(decision.policy.values())) == 1


def test_the_same_seed_and_observation_give_the_same_decision_and_no_peeking() -> None:
    agent = RandomAgent(seed=7)
    for index, state in enumerate(states_along_a_game(2)):
        player = state.to_move
        decision = agent.decide(state.observe(player))  # type: ignore[arg-type]
        assert agent.decide(state.observe(player)) == decision  # type: ignore[arg-type]
        twin = state.determinize(player, seed=index)  # type: ignore[arg-type]
        assert agent.decide(twin.observe(player)) == decision  # type: ignore[arg-type]


def test_different_seeds_choose_differently_somewhere() -> None:
    seen = new_game(3).observe(0)
    choices = {RandomAgent(seed=s).decide(seen).action for s in range(20)}
    assert len(choices) > 5


@pytest.mark.parametrize(
    ("seed", "words"),
    [
        (1.5, "a seed is an integer or None, got a float"),
        (True, "a seed is an integer or None, got a bool"),
        ("7", "a seed is an integer or None, got a str"),
        (2**129, "a seed is an integer of at most 128 bits, got one of 130 bits"),
    ],
)
def test_an_agent_refuses_a_seed_that_is_not_a_sane_integer(seed: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        RandomAgent(seed=seed)  # type: ignore[arg-type]


def test_an_agent_takes_any_integer_seed_as_an_int() -> None:
    numpy = pytest.importorskip("numpy")
    for seed in (numpy.int64(7), -(2**127), 2**128 - 1):
        agent = PlannerAgent(seed=seed)
        assert type(agent.seed) is int and agent.seed == seed


def test_an_agent_asked_out_of_turn_says_so() -> None:
    with pytest.raises(ValueError, match="no move"):
        RandomAgent(seed=1).decide(new_game(1).observe(1))


def test_a_decision_checks_its_policy_and_round_trips_through_json() -> None:
    with pytest.raises(ValueError, match="sum"):
        Decision(Duel(3), {Duel(3): 0.5})
    with pytest.raises(ValueError, match="chosen"):
        Decision(Duel(3), {Duel(4): 1.0})
    decision = Decision(Replace((1, 4)), {Replace((1, 4)): 0.75, Replace(()): 0.25}, {}, {"n": 2})
    saved = json.loads(json.dumps(decision.to_dict()))
    assert saved["action"] == "replace 1-4"
    assert Decision.from_dict(saved) == decision
    with pytest.raises(ValueError):
        Decision.from_dict({"action": "replace 1-4"})


def test_a_decision_says_what_its_values_are() -> None:
    scored = Decision(Duel(3), {Duel(3): 1.0}, {Duel(3): 0.4}, value_kind="round score")
    saved = json.loads(json.dumps(scored.to_dict()))
    assert saved["value_kind"] == "round score" and Decision.from_dict(saved) == scored
    del saved["value_kind"]  # saved before decisions said it
    assert Decision.from_dict(saved).value_kind is None
    with pytest.raises(ValueError, match="value_kind"):
        Decision(Duel(3), {Duel(3): 1.0}, {Duel(3): 0.4}, value_kind="win probability")
    seen = new_game(3).observe(0)
    kinds = {
        "random": RandomAgent(seed=1),
        "heuristic": HeuristicAgent(seed=1),
        "ismcts": ISMCTSAgent(seed=1, iterations=50),
        "pimc": PIMCAgent(seed=1, iterations=300),
        "planner": PlannerAgent(seed=1, iterations=400),  # within the calibration's sizes
    }
    said = {name: agent.decide(seen).value_kind for name, agent in kinds.items()}
    assert said == {
        "random": None,
        "heuristic": "heuristic score",
        "ismcts": "round score",
        "pimc": "round score",
        "planner": "game win chance",
    }


def test_moves_the_search_never_tried_carry_no_value() -> None:
    seen = new_game(3).observe(0)
    decision = ISMCTSAgent(seed=1, iterations=50).decide(seen)
    tried = {action for action in seen.legal_actions if decision.policy[action] > 0}
    assert len(tried) < len(seen.legal_actions)  # 72 replaces, 50 iterations
    assert set(decision.values) == tried


def test_agents_are_made_by_name() -> None:
    assert isinstance(make_agent("random", seed=1), RandomAgent)
    with pytest.raises(ValueError, match="available"):
        make_agent("nobody")


def play_out(agents: tuple[Any, Any], seed: int) -> int:
    state = new_game(seed)
    while not state.is_over:
        mover = state.to_move
        state = state.apply(agents[mover].decide(state.observe(mover)).action)  # type: ignore[index, arg-type]
    return state.winner  # type: ignore[return-value]


def test_the_heuristic_explains_every_legal_action() -> None:
    agent = HeuristicAgent(seed=1)
    for state in states_along_a_game(4)[:30]:
        seen = state.observe(state.to_move)  # type: ignore[arg-type]
        decision = agent.decide(seen)
        assert set(decision.values) == set(seen.legal_actions) == set(decision.policy)
        assert set(decision.info["reasons"]) == {str(a) for a in seen.legal_actions}
        assert decision.info["chosen_because"] and decision.values[decision.action] == max(
            decision.values.values()
        )
        json.dumps(decision.to_dict())
        twin = state.determinize(seen.player, seed=9)
        assert agent.decide(twin.observe(seen.player)) == decision


def test_the_heuristic_keeps_its_lowest_card_out_of_the_duel() -> None:
    state = new_game(3).apply(Replace(())).apply(Replace(()))
    decision = HeuristicAgent(seed=1).decide(state.observe(0))
    assert decision.action != Duel(state.hands[0][0])
    assert "lowest" in " ".join(decision.info["reasons"][f"duel {state.hands[0][0]}"])


def test_the_heuristic_beats_random_play_on_swapped_seats() -> None:
    heuristic, randomly = HeuristicAgent(seed=1), RandomAgent(seed=2)
    games = 60
    wins = sum(play_out((heuristic, randomly), seed) == 0 for seed in range(games))
    wins += sum(play_out((randomly, heuristic), seed) == 1 for seed in range(games))
    assert wins / (2 * games) >= 0.85


@pytest.mark.parametrize(
    "make",
    [
        lambda: RandomAgent(seed=3),
        lambda: HeuristicAgent(seed=3),
        lambda: ISMCTSAgent(seed=3, iterations=40),
        lambda: PIMCAgent(seed=3, iterations=40),
    ],
    ids=["random", "heuristic", "ismcts", "pimc"],
)
def test_no_agent_peeks_at_what_its_seat_cannot_see(make: Any) -> None:
    """The same decision for a state and for any world its seat cannot tell apart from it."""
    agent, checked = make(), 0
    for seed in range(6):
        for index, state in enumerate(states_along_a_game(seed)[::3]):
            player = state.to_move
            decision = agent.decide(state.observe(player))
            for twin_seed in (index, index + 100):
                twin = state.determinize(player, seed=twin_seed)
                assert agent.decide(twin.observe(player)) == decision, (seed, index)
            checked += 1
    assert checked > 40
