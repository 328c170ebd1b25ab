"""Opponents by level: each made by name, playing as its level says, the weakest still sensible."""

from __future__ import annotations

import random

import pytest

from tacocat_widget.agents import (
    AGENTS,
    LEVEL_NAMES,
    LEVELS,
    HeuristicAgent,
    PlannerAgent,
    make_agent,
)
from tacocat_widget.agents.heuristic import gives_up_lowest_card, value
from tacocat_widget.agents.search import SearchAgent
from tacocat_widget.engine import GameState, Rules, new_game
from tacocat_widget.engine.rollout import random_action


def test_the_levels_are_named_once_and_built_from_the_shipped_agents() -> None:
    assert LEVEL_NAMES == ("beginner", "casual", "club", "best")
    assert not set(LEVEL_NAMES) & set(AGENTS)
    for level in LEVELS:
        assert level.agent in AGENTS and level.about


@pytest.mark.parametrize("level", LEVELS, ids=lambda level: level.name)
def test_a_level_makes_its_agent_with_its_options_under_its_own_name(level) -> None:  # type: ignore[no-untyped-def]
    agent = make_agent(level.name, seed=4)
    assert isinstance(agent, AGENTS[level.agent]) and agent.name == level.name
    assert agent.seed == 4
    for option, setting in level.options.items():
        assert getattr(agent, option) == setting
    if isinstance(agent, SearchAgent):
        # A fixed budget of playouts: the same strength on either build and any machine.
        assert agent.iterations == level.options["iterations"] and agent.time_limit is None


def test_the_ladder_climbs_from_the_heuristic_to_the_planners_default() -> None:
    beginner, casual, club, best = (make_agent(name) for name in LEVEL_NAMES)
    assert isinstance(beginner, HeuristicAgent) and beginner.temperature is not None
    assert isinstance(casual, HeuristicAgent) and casual.temperature is None
    assert isinstance(best, PlannerAgent) and best.iterations == PlannerAgent.default_iterations
    assert isinstance(club, PlannerAgent) and club.iterations < best.iterations


def test_options_given_by_name_override_the_levels() -> None:
    agent = make_agent("best", seed=1, iterations=100, time_limit=0.5)
    assert agent.iterations == 100 and agent.time_limit == 0.5 and agent.name == "best"
    assert make_agent("casual", time_limit=1.0).name == "casual"  # ignored: it does not search


def test_an_unknown_name_is_refused_with_the_levels_and_agents_listed() -> None:
    with pytest.raises(ValueError, match=r"unknown agent 'grandmaster'; available: beginner, "):
        make_agent("grandmaster")


@pytest.mark.parametrize("temperature", [0, -1.0, float("nan"), float("inf"), "hot", True])
def test_a_learners_temperature_is_a_positive_number(temperature: object) -> None:
    with pytest.raises(ValueError, match="temperature must be a positive number"):
        HeuristicAgent(temperature=temperature)  # type: ignore[arg-type]


def positions(games: int = 60) -> list[GameState]:
    found = []
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(seed, Rules(jumbo=seed % 3 != 0))
        while not state.is_over:
            found.append(state)
            state = state.apply(random_action(state, rng))
    return found


def test_the_beginner_never_gives_up_its_lowest_card_when_its_best_move_keeps_it() -> None:
    beginner, played, other_than_best = make_agent("beginner", seed=3), 0, 0
    for state in positions():
        seen = state.observe(state.to_move)  # type: ignore[arg-type]
        decision = beginner.decide(seen)
        scores = {action: value(seen, action) for action in seen.legal_actions}
        best = max(scores, key=scores.__getitem__)
        if not gives_up_lowest_card(seen.hand, best):
            assert not gives_up_lowest_card(seen.hand, decision.action), (seen.hand, decision)
            assert all(
                chance == 0.0
                for action, chance in decision.policy.items()
                if gives_up_lowest_card(seen.hand, action)
            )
        assert set(decision.policy) == set(seen.legal_actions)
        assert abs(sum(decision.policy.values()) - 1.0) < 1e-9
        assert decision.policy[decision.action] > 0
        played += 1
        other_than_best += scores[decision.action] < scores[best]
    # A learner, not the heuristic: it often plays a move short of the best score.
    assert 0.1 < other_than_best / played < 0.6, (other_than_best, played)


def test_the_beginner_decides_the_same_way_for_the_same_seed_and_position() -> None:
    state = positions(1)[5]
    seen = state.observe(state.to_move)  # type: ignore[arg-type]
    first, again = make_agent("beginner", seed=9), make_agent("beginner", seed=9)
    assert first.decide(seen) == again.decide(seen)
    assert repr(make_agent("beginner", seed=9)) == "HeuristicAgent(seed=9, temperature=0.6)"
