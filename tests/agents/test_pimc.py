"""PIMC, the determinized baseline: legal, deterministic, blind to what it cannot see."""

from __future__ import annotations

import json
import random
import time

import pytest

from tacocat_widget.agents import PIMCAgent, make_agent
from tacocat_widget.agents.race import value_at_round_end
from tacocat_widget.agents.rollout_policy import GreedyPolicy
from tacocat_widget.engine import Defend, Replace, new_game
from tacocat_widget.study.arena import arena


def duel_state():
    return new_game(3).apply(Replace(())).apply(Replace(()))


def test_every_legal_move_is_scored_in_the_same_worlds_and_the_best_is_played() -> None:
    seen = duel_state().observe(0)
    decision = PIMCAgent(seed=1, iterations=200).decide(seen)
    legal = seen.legal_actions
    assert set(decision.values) == set(legal)
    assert decision.action == max(legal, key=decision.values.__getitem__)
    assert decision.policy[decision.action] == 1.0 and sum(decision.policy.values()) == 1.0
    worlds = decision.info["worlds"]
    assert decision.info["rollouts"] == worlds * len(legal) >= 200
    assert all(0.0 <= value <= 1.0 for value in decision.values.values())
    json.dumps(decision.to_dict())


def test_a_value_is_the_mean_race_value_over_its_worlds() -> None:
    seen = duel_state().observe(0)
    decision = PIMCAgent(seed=4, iterations=len(seen.legal_actions)).decide(seen)
    assert decision.info["worlds"] == 1
    # One world: each value is a single round's race value, so one of a few numbers.
    start = duel_state()
    outcomes = set()
    rng = random.Random(0)
    for _ in range(200):
        world = seen.sample(rng.getrandbits(64))
        after = world.apply(decision.action)
        outcomes.add(round(value_at_round_end(after, start.round, 0, rng, GreedyPolicy()), 6))
    assert round(decision.values[decision.action], 6) in outcomes


def test_the_only_legal_move_needs_no_search() -> None:
    state = new_game(1)
    while len(state.legal_actions()) > 1:
        state = state.apply(state.legal_actions()[0])
    seen = state.observe(state.to_move)  # type: ignore[arg-type]
    decision = PIMCAgent(seed=1).decide(seen)
    assert decision.info["rollouts"] == 0 and decision.values == {}


def test_a_time_budget_is_kept_and_whole_worlds_are_scored() -> None:
    agent = PIMCAgent(seed=3, time_limit=0.2)
    start = time.perf_counter()
    decision = agent.decide(duel_state().observe(0))
    assert time.perf_counter() - start < 2.0
    assert decision.info["worlds"] > 2
    assert decision.info["rollouts"] % len(decision.values) == 0
    tiny = PIMCAgent(seed=3, time_limit=1e-9).decide(duel_state().observe(0))
    assert tiny.info["worlds"] == 1


@pytest.mark.parametrize("arguments", [{"iterations": 0}, {"iterations": 2.5}, {"time_limit": 0}])
def test_impossible_budgets_are_refused(arguments: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        PIMCAgent(**arguments)  # type: ignore[arg-type]


def test_it_takes_a_seat_by_name_and_beats_random_play() -> None:
    assert isinstance(make_agent("pimc", seed=1), PIMCAgent)
    result = arena(PIMCAgent(seed=1, iterations=150), "random", 8, processes=1, progress=None)
    assert result.win_rate >= 0.75


def test_it_answers_an_attack_with_a_legal_card() -> None:
    state = duel_state()
    while state.phase != "defend":
        state = state.apply(state.legal_actions()[-1])
    mover = state.to_move
    decision = PIMCAgent(seed=2, iterations=100).decide(state.observe(mover))  # type: ignore[arg-type]
    assert decision.action in state.legal_actions()
    assert isinstance(decision.action, Defend) or str(decision.action) == "sacrifice"
