"""The fast encodings against straightforward ones, over many random games."""

from __future__ import annotations

import random

import numpy as np
import pytest

from tacocat_widget.adapters.encoding import (
    MOST_ROUNDS_SHOWN,
    PHASE_ORDER,
    ActionCodec,
    observation_vector,
)
from tacocat_widget.engine import GameState, Rules, new_game
from tacocat_widget.engine.observation import ObservationRecord
from tacocat_widget.engine.rollout import random_action
from tacocat_widget.engine.terms import TRACK_LENGTH
from tacocat_widget.engine.transitions import legal_actions

RULE_SETS = [Rules(), Rules(jumbo=False), Rules(deck=(4,) * 12, hand_sizes=(3, 5, 7, 9, 7, 5, 3))]


def counts(cards: tuple[int, ...] | list[int]) -> list[float]:
    found = [0.0] * 12
    for card in cards:
        found[card - 1] += 1
    return found


def reference_vector(seen: ObservationRecord) -> np.ndarray:
    """The observation vector as the encoding's table reads, slice by slice."""
    me, them = seen.player, seen.opponent
    position = [0.0] * (TRACK_LENGTH + 2)
    position[seen.position + 1] = 1.0
    replaced = []
    for player in (me, them):
        count = seen.replaced[player]
        replaced += [float(count is not None), float(count or 0)]
    parts = [
        counts(seen.hand),
        [float(seen.opponent_hand_size)],
        [float(seen.draw_pile_size)],
        position,
        [float(space in seen.covered) for space in range(TRACK_LENGTH)],
        [float(seen.phase == name) for name in PHASE_ORDER],
        [float(seen.to_move == me)],
        [float(seen.attacker == me), float(seen.attacker == them)],
        counts(seen.pending),
        counts([card for event in seen.events if event.player == me for card in event.cards]),
        counts([card for event in seen.events if event.player == them for card in event.cards]),
        replaced,
        [float(seen.trick_lost)],
        [float(seen.sealed is not None), float(seen.opponent_sealed)],
        [float(min(seen.round, MOST_ROUNDS_SHOWN))],
        [float(me)],
    ]
    return np.array([value for part in parts for value in part], dtype=np.float32)


def random_states(rules: Rules, games: int, seed: int = 0) -> list[GameState]:
    """Every state of ``games`` random games, the last (game over) included."""
    rng, states = random.Random(seed), []
    for number in range(games):
        state = new_game(number, rules)
        states.append(state)
        while not state.is_over:
            state = state.apply(random_action(state, rng))
            states.append(state)
    return states


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_observation_vector_is_the_tables_slices_in_every_position(rules: Rules) -> None:
    phases = set()
    for state in random_states(rules, games=40):
        for player in (0, 1):
            seen = state.observe(player)
            vector = observation_vector(seen)
            assert vector.dtype == np.float32
            assert np.array_equal(vector, reference_vector(seen))
        phases.add(state.phase)
    assert phases == set(PHASE_ORDER)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_remembered_move_numbers_are_each_legal_moves_own_number(rules: Rules) -> None:
    codec = ActionCodec(rules)
    for state in random_states(rules, games=25, seed=1):
        if state.is_over:
            continue
        hand, legal = state.hands[state.to_move], legal_actions(state)  # type: ignore[index]
        expected = sorted(codec.encode(action, hand) for action in legal)
        for _ in range(2):  # worked out, then remembered
            assert list(codec.numbers(legal, hand)) == expected
        assert list(codec.numbers(state.legal_actions(), hand)) == expected  # a fresh list
        assert list(np.flatnonzero(codec.mask(legal, hand))) == expected


def test_a_remembered_move_list_is_one_mover_holdings_own() -> None:
    """The same tuple of moves from two hands gets each hand's numbers."""
    codec = ActionCodec(Rules())
    moves = legal_actions(new_game(3))
    first, second = (2, 4, 5, 5, 6, 9, 9), (1, 2, 4, 5, 5, 6, 9)
    shared = tuple(move for move in moves if set(move.cards) <= {2, 4, 5, 6})
    numbers = {hand: codec.numbers(shared, hand) for hand in (first, second)}
    assert numbers[first] != numbers[second]
    for hand in (first, second):
        assert numbers[hand] == tuple(sorted(codec.encode(move, hand) for move in shared))
