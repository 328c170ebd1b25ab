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
from tacocat_widget.engine import GameState, Replace, Rules, new_game
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


# One hand as a learner's code may hold it; the codec reads each as the ascending tuple.
def hand_forms(hand: tuple[int, ...]) -> list[object]:
    return [
        list(hand),
        np.array(hand),
        np.array(hand, dtype=np.int8),
        tuple(np.array(hand)),  # numpy's integers in a tuple
        tuple(reversed(hand)),
        list(reversed(hand)),
    ]


@pytest.mark.parametrize("rules", RULE_SETS[:2])
def test_a_hand_as_a_list_an_array_or_in_any_order_gets_the_same_answers(rules: Rules) -> None:
    codec = ActionCodec(rules)
    for state in random_states(rules, games=6, seed=2)[::3]:
        if state.is_over:
            continue
        hand, legal = state.hands[state.to_move], legal_actions(state)  # type: ignore[index]
        numbers = codec.numbers(legal, hand)
        for form in hand_forms(hand):
            assert codec.numbers(legal, form) == numbers  # type: ignore[arg-type]
            assert np.array_equal(codec.mask(legal, form), codec.mask(legal, hand))  # type: ignore[arg-type]
            assert [codec.encode(action, form) for action in legal] == [  # type: ignore[arg-type]
                codec.encode(action, hand) for action in legal
            ]
            assert [codec.decode(number, form) for number in numbers] == [  # type: ignore[arg-type]
                codec.decode(number, hand) for number in numbers
            ]


@pytest.mark.parametrize(
    "hand", [[1.5, 2], ["3"], [None], [0, 4], [5, 13], np.array([[1, 2], [3, 4]]), 7, "123"]
)
def test_a_hand_that_is_not_card_values_is_refused_by_name(hand: object) -> None:
    codec = ActionCodec(Rules())
    for ask in (
        lambda: codec.decode(1, hand),  # type: ignore[arg-type]
        lambda: codec.encode(Replace(()), hand),  # type: ignore[arg-type]
        lambda: codec.numbers(legal_actions(new_game(0)), hand),  # type: ignore[arg-type]
        lambda: codec.mask(legal_actions(new_game(0)), hand),  # type: ignore[arg-type]
    ):
        with pytest.raises(ValueError, match=r"a hand is card values 1\.\.12"):
            ask()
