"""Observation.beliefs(): the exact chance the opponent holds each value, against brute force."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tacocat_widget.engine import Observation, Rules, new_game
from tacocat_widget.engine.rollout import random_action

SMALL = Rules(deck=(1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 0, 1), hand_sizes=(4, 4, 4, 4, 4, 4, 4))


def brute_force(seen: Observation) -> dict[int, float]:
    """Every hand the opponent could hold, each set of unseen cards equally likely, counted."""
    unseen = seen.unseen_cards()
    floor = seen.opponent_floor()
    hands = [
        [unseen[i] for i in chosen]
        for chosen in combinations(range(len(unseen)), seen.opponent_hand_size)
        if all(unseen[i] >= floor for i in chosen)
    ]
    values = sorted(set(seen.rules.cards()))
    return {value: sum(value in hand for hand in hands) / len(hands) for value in values}


def observations_of_play(rules: Rules, games: int, seed: int) -> list[Observation]:
    rng, seen = random.Random(seed), []
    for game in range(games):
        state = new_game(seed + game, rules)
        while not state.is_over:
            seen += [state.observe(0), state.observe(1)]
            state = state.apply(random_action(state, rng))
    return seen


def test_beliefs_are_exact_on_a_small_deck() -> None:
    checked = sacrifices = 0
    for seen in observations_of_play(SMALL, games=40, seed=100):
        if seen.phase == "over":
            continue
        expected = brute_force(seen)
        assert seen.beliefs() == pytest.approx(expected, abs=1e-12)
        checked += 1
        sacrifices += seen.opponent_floor() > 0
    assert checked > 500 and sacrifices > 20  # the floor was put to the test


def test_beliefs_cover_every_value_of_the_deck_and_agree_with_sampled_worlds() -> None:
    state = new_game(7)
    seen = state.observe(1)
    beliefs = seen.beliefs()
    assert sorted(beliefs) == list(range(1, 13))
    draws = 4000
    held = {value: 0 for value in beliefs}
    for seed in range(draws):
        for value in set(seen.sample(seed).hands[0]):
            held[value] += 1
    for value, chance in beliefs.items():
        assert abs(held[value] / draws - chance) < 0.035, value


def test_after_the_game_the_last_card_is_known() -> None:
    rng, state = random.Random(3), new_game(3)
    while not state.is_over:
        state = state.apply(random_action(state, rng))
    for player in (0, 1):
        shown = state.last_round.showdown[1 - player]  # type: ignore[union-attr]
        beliefs = state.observe(player).beliefs()
        assert beliefs[shown] == 1.0 and sum(beliefs.values()) == 1.0


def test_a_sacrifice_rules_out_lower_cards() -> None:
    for seen in observations_of_play(Rules(), games=30, seed=5):
        floor = seen.opponent_floor()
        if floor and seen.phase != "over":
            beliefs = seen.beliefs()
            assert all(beliefs[value] == 0.0 for value in beliefs if value < floor)
            return
    pytest.fail("no sacrifice in 30 random games")
