"""ISMCTS: legal, deterministic, blind to what it cannot see, and explaining itself."""

from __future__ import annotations

import json
import random
import time
from collections import Counter

import pytest

from tacocat_widget.agents import ISMCTSAgent
from tacocat_widget.agents.race import race_value, steps_to_goal
from tacocat_widget.agents.rollout_policy import GreedyPolicy, TunedPolicy
from tacocat_widget.agents.tree import Node, child
from tacocat_widget.engine import Attack, Defend, Duel, Replace, Sacrifice, new_game
from tacocat_widget.engine.consistency import consistency_problems
from tacocat_widget.engine.rollout import playout, round_outcome
from tests.engine.scenario import skip_replace


def duel_state():
    return new_game(3).apply(Replace(())).apply(Replace(()))


def test_a_decision_is_legal_and_its_visits_add_up() -> None:
    seen = duel_state().observe(0)
    decision = ISMCTSAgent(seed=1, iterations=300).decide(seen)
    assert decision.action in seen.legal_actions
    assert sum(decision.policy.values()) == pytest.approx(1.0)
    assert sum(decision.info["visits"].values()) == 300 == decision.info["iterations"]
    assert decision.info["visits"][str(decision.action)] == max(decision.info["visits"].values())
    json.dumps(decision.to_dict())


def test_sampled_worlds_hold_hands_the_opponent_could_hold() -> None:
    seen = duel_state().observe(0)
    decision = ISMCTSAgent(seed=2, iterations=100).decide(seen)
    unseen = Counter(seen.unseen_cards())
    for world in decision.info["sampled_worlds"]:
        hand = world["opponent_hand"]
        assert len(hand) == seen.opponent_hand_size
        assert not Counter(hand) - unseen
        assert world["favours"] in {str(action) for action in seen.legal_actions}


def test_the_same_seed_decides_the_same_and_a_twin_world_too() -> None:
    state = duel_state()
    agent = ISMCTSAgent(seed=5, iterations=150)
    decision = agent.decide(state.observe(0))
    assert agent.decide(state.observe(0)) == decision
    assert agent.decide(state.determinize(0, seed=77).observe(0)) == decision


def test_player_one_cannot_answer_a_sealed_card_it_has_not_seen() -> None:
    node = Node()
    first = child(node, Duel(3), sealed=True)
    second = child(node, Duel(9), sealed=True)
    assert first is not second and first.shared_reply is second.shared_reply is not None
    assert child(node, Duel(3), sealed=True) is first


def test_a_time_budget_is_kept() -> None:
    agent = ISMCTSAgent(seed=3, time_limit=0.2)
    start = time.perf_counter()
    decision = agent.decide(duel_state().observe(0))
    assert time.perf_counter() - start < 2.0  # the budget plus the short summary at the end
    assert decision.info["iterations"] > 10


def test_even_a_tiny_time_budget_gives_a_decision() -> None:
    decision = ISMCTSAgent(seed=3, time_limit=1e-9).decide(duel_state().observe(0))
    assert decision.info["iterations"] >= 1 and sum(decision.policy.values()) == pytest.approx(1)


@pytest.mark.parametrize("arguments", [{"iterations": 0}, {"iterations": 2.5}, {"time_limit": -1}])
def test_impossible_budgets_are_refused(arguments: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        ISMCTSAgent(**arguments)  # type: ignore[arg-type]


def test_the_race_to_the_goals() -> None:
    start = new_game(1)
    assert steps_to_goal(start, 0) == steps_to_goal(start, 1) == 4
    assert race_value(start, 0) == pytest.approx(0.5)
    near = new_game(1, position=0, covered={1, 2})
    assert steps_to_goal(near, 0) == 1 and steps_to_goal(near, 1) == 5
    assert race_value(near, 0) == pytest.approx(1 - 0.5**5)
    assert race_value(near, 0) + race_value(near, 1) == pytest.approx(1.0)


def test_greedy_rollouts_play_legal_games_to_the_end() -> None:
    for seed in range(200):
        for noise in (0.0, 0.3):
            end = playout(new_game(seed), random.Random(seed), policy=GreedyPolicy(noise))
            assert end.is_over and consistency_problems(end) == []


def test_greedy_rollouts_keep_the_lowest_card_and_answer_cheaply() -> None:
    policy, rng = GreedyPolicy(noise=0.0), random.Random(1)
    assert policy.answer((2, 7, 9, 11), 6, rng) == Defend(7)
    assert policy.answer((2, 3, 4), 6, rng) == Sacrifice()  # nothing beats 6: give up the 2
    assert policy.answer((6, 8), 5, rng) == Defend(8)  # keep the 6 for the showdown
    assert policy.duel((1, 5, 9, 12), rng) == Duel(12) and policy.duel((1, 5, 9), rng) == Duel(5)
    assert policy.replace((2, 5, 6, 7, 11), 2, rng) == Replace((6, 7))
    assert policy.attack((2, 5, 9), True, rng) == Attack((9,))
    with pytest.raises(ValueError):
        GreedyPolicy(noise=2)


def test_tuned_habits_do_what_their_names_say() -> None:
    policy, rng = TunedPolicy(noise=0.0), random.Random(1)
    assert policy.replace((1, 4, 6, 9, 10), None, rng) == Replace((4, 6, 9))
    assert policy.replace((1, 4, 6, 9, 10), 1, rng) == Replace((6,))  # nearest the middle first
    assert policy.duel((2, 6, 11), rng) == Duel(6)
    assert policy.duel((2, 5, 7), rng) == Duel(5)  # as near 6 as the 7: the lower
    assert policy.duel((6, 12), rng) == Duel(12)  # never the lowest card
    assert policy.attack((2, 9, 10, 11), True, rng) == Attack((9, 10, 11))
    assert policy.attack((2, 9, 10, 11), False, rng) == Attack((11,))
    assert policy.attack((3, 11, 11), True, rng) == Attack((11, 11))
    assert policy.attack((9, 10, 11), True, rng) == Attack((11,))  # a card must stay in hand
    assert policy.attack((11, 11), True, rng) == Attack((11,))
    assert policy.answer((2, 7, 9, 11), 6, rng) == Defend(7)


def test_the_round_outcome_is_the_board_a_round_playout_reaches() -> None:
    policy = GreedyPolicy(noise=0.3)
    for seed in range(150):
        state = new_game(seed)
        rng = random.Random(seed)
        for _ in range(seed % 12):
            state = state.apply(
                state.legal_actions()[int(rng.random() * len(state.legal_actions()))]
            )
        after = playout(state, random.Random(seed), "round", policy)
        assert round_outcome(state, random.Random(seed), policy) == (
            after.position,
            after.covered,
            after.winner,
        )


def test_the_reason_states_the_searchs_own_counts_and_a_lead_within_noise() -> None:
    seen = skip_replace(new_game(3)).observe(0)
    decision = ISMCTSAgent(seed=1, iterations=300).decide(seen)
    visits = decision.info["visits"]
    mine = visits[str(decision.action)]
    runner, theirs = sorted(visits.items(), key=lambda item: -item[1])[1]
    assert mine == max(visits.values()) > theirs
    assert decision.info["reason"].startswith(f"the most visited move: {mine} of 300 iterations")
    assert mine - theirs < 2 * (mine + theirs) ** 0.5  # 84 against 65: within noise
    assert decision.info["reason"].endswith(
        f"close call: the next best, {runner}, is within the margin of error"
        f" ({mine} visits against {theirs})"
    )
